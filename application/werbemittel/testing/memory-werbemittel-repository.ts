import type { FormSubmissionPayload } from '../../mail/outbox-payloads';
import type { Outbox } from '../../mail/outbox.port';
import type {
  NewWerbemittelOrder,
  PlaceOrderOutcome,
  StoredWerbemittelOrder,
  WerbemittelArticle,
  WerbemittelRepository,
} from '../werbemittel.repository';

/** The articles and orders in memory, for use-case tests: the same contract as the Drizzle one. */
export class MemoryWerbemittelRepository implements WerbemittelRepository {
  private readonly stock = new Map<number, WerbemittelArticle>();
  private readonly orders = new Map<string, StoredWerbemittelOrder>();

  constructor(
    articles: readonly WerbemittelArticle[],
    private readonly outbox: Outbox,
  ) {
    for (const article of articles) this.stock.set(article.articleId, article);
  }

  articles(): Promise<readonly WerbemittelArticle[]> {
    return Promise.resolve([...this.stock.values()].sort((a, b) => a.articleId - b.articleId));
  }

  /** Checks every line before it changes anything: one short article leaves all stock as it was. */
  async place(order: NewWerbemittelOrder, mail: FormSubmissionPayload): Promise<PlaceOrderOutcome> {
    for (const line of order.lines) {
      const article = this.stock.get(line.articleId);
      if (article === undefined || article.stock < line.quantity) return { kind: 'short', articleId: line.articleId, stock: article?.stock ?? 0 };
    }
    for (const line of order.lines) {
      const article = this.stock.get(line.articleId);
      if (article !== undefined) this.stock.set(line.articleId, { ...article, stock: article.stock - line.quantity });
    }
    const names = new Map([...this.stock.values()].map((article) => [article.articleId, article.name]));
    this.orders.set(order.reference, { ...order, lines: order.lines.map((line) => ({ ...line, name: names.get(line.articleId) ?? '' })) });
    await this.outbox.enqueue(undefined, 'form_submission', mail);
    return { kind: 'placed' };
  }

  order(reference: string): Promise<StoredWerbemittelOrder | undefined> {
    return Promise.resolve(this.orders.get(reference));
  }
}
