import * as E from 'fp-ts/Either';
import type * as TE from 'fp-ts/TaskEither';
import { conflict, invalid, notFound, unauthenticated, type AppError } from '../../domain/errors/app-error';
import type { FormField } from '../../domain/validation/form-field';
import { hasErrors, normalizeValues, validateForm } from '../../domain/validation/form-validation';
import { WERBEMITTEL_MESSAGES as M, orderLines, shortOfStockMessage, type OrderLine } from '../../domain/werbemittel/order-lines';
import type { RequestContext } from '../accounts/accounts.port';
import { FIELD_LABELS, FORM_DEFINITIONS } from '../forms/form-definitions';
import type { FormSubmissionPayload } from '../mail/outbox-payloads';
import type { Clock } from '../ports/clock';
import type { ArticlesWire, WerbemittelOrderRequest, WerbemittelOrderWire } from './werbemittel.codecs';
import type { WerbemittelShop, WerbemittelShopForRequest } from './werbemittel.port';
import type { DeliveryAddress, StoredWerbemittelOrder, WerbemittelArticle, WerbemittelOrderReferences, WerbemittelRepository } from './werbemittel.repository';

export interface WerbemittelDependencies {
  readonly shop: WerbemittelRepository;
  readonly references: WerbemittelOrderReferences;
  readonly clock: Clock;
}

/** The order is the spec's werbemittel-shop-request: its title, thanks and address fields are that form's. */
const FORM = FORM_DEFINITIONS['werbemittel-shop-request'];
const ADDRESS_SCHEMA = FORM.fields as Readonly<Record<string, FormField>>;

const articleWire = (article: WerbemittelArticle) => ({
  articleId: article.articleId,
  slug: article.slug,
  name: article.name,
  description: article.description,
  imageUrl: article.imagePath,
  stock: article.stock,
});

const orderWire = (order: StoredWerbemittelOrder): WerbemittelOrderWire => ({
  reference: order.reference,
  orderedAt: order.orderedAt,
  address: { ...order.address },
  lines: order.lines.map((line) => ({ ...line })),
  message: FORM.thanks,
});

/** The mail of the order: to the team, a copy to the orderer as the confirmation (the forms' mail). */
const orderMail = (reference: string, receivedAt: WerbemittelOrderWire['orderedAt'], address: DeliveryAddress, lines: readonly OrderLine[], names: ReadonlyMap<number, string>): FormSubmissionPayload => ({
  form: 'werbemittel-shop-request',
  title: FORM.title,
  receivedAt,
  fields: [
    { label: 'Bestellnummer', value: reference },
    ...lines.map((line) => ({ label: names.get(line.articleId) ?? `Artikel ${String(line.articleId)}`, value: `${String(line.quantity)} Stück` })),
    ...Object.entries(address).map(([name, value]) => ({ label: FIELD_LABELS[name as keyof typeof FIELD_LABELS], value })),
  ],
  sender: {
    email: address.email ?? '',
    ...(address.salutation ? { salutation: address.salutation } : {}),
    ...(address.firstname ? { firstname: address.firstname } : {}),
    ...(address.lastname ? { lastname: address.lastname } : {}),
  },
});

/** The Werbemittelshop in-process: one view per request, bound to the caller's session. */
export class WerbemittelShopService implements WerbemittelShopForRequest {
  constructor(private readonly deps: WerbemittelDependencies) {}

  forRequest(context: RequestContext): WerbemittelShop {
    const asUser =
      <A>(work: (userId: number) => Promise<E.Either<AppError, A>>): TE.TaskEither<AppError, A> =>
      async () => {
        const userId = context.session.current().stored?.userId ?? null;
        return userId === null ? E.left(unauthenticated(M.loginRequired)) : work(userId);
      };
    return {
      articles: () => asUser(async () => E.right<AppError, ArticlesWire>((await this.deps.shop.articles()).map(articleWire))),
      order: (request) => asUser((userId) => this.order(userId, request)),
      placedOrder: (reference) =>
        asUser(async (userId) => {
          const order = await this.deps.shop.order(reference);
          // Another user's order reads as unknown: a reference is not to be probed.
          return order?.userId === userId ? E.right(orderWire(order)) : E.left(notFound(M.orderUnknown));
        }),
    };
  }

  private async order(userId: number, request: WerbemittelOrderRequest): Promise<E.Either<AppError, WerbemittelOrderWire>> {
    const { items, ...fields } = request;
    const articles = await this.deps.shop.articles();
    const { lines, errors: lineErrors } = orderLines(items, articles);
    const errors = { ...validateForm(ADDRESS_SCHEMA, fields), ...lineErrors };
    if (hasErrors(errors)) return E.left(invalid(errors));
    const address = Object.fromEntries(Object.entries(normalizeValues(ADDRESS_SCHEMA, fields)).filter(([, value]) => value !== ''));
    const names = new Map(articles.map((article) => [article.articleId, article.name]));
    const reference = this.deps.references.newReference();
    const orderedAt = this.deps.clock.now();
    const placed = await this.deps.shop.place({ reference, userId, orderedAt, address, lines }, orderMail(reference, orderedAt, address, lines, names));
    // Someone else took the last pieces between the check above and the order: nothing was taken.
    if (placed.kind === 'short') return E.left(conflict(shortOfStockMessage(names.get(placed.articleId) ?? '', placed.stock)));
    const stored = await this.deps.shop.order(reference);
    if (stored === undefined) throw new Error(`Werbemittel order ${reference} vanished after its write`);
    return E.right(orderWire(stored));
  }
}
