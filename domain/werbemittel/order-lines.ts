import type { FieldErrors } from '../errors/app-error';

/**
 * The rules of an order in the Werbemittelshop (promotional material a works council orders to
 * advertise a seminar): how much of an article may be ordered at once and how much is in stock.
 */

/** More than this of one article is a typo or a print run, not promotion for a seminar. */
export const MAX_QUANTITY_PER_ARTICLE = 500;

export const WERBEMITTEL_MESSAGES = {
  quantity: `Bitte geben Sie als Menge eine ganze Zahl von 0 bis ${String(MAX_QUANTITY_PER_ARTICLE)} an`,
  nothingChosen: 'Bitte wählen Sie mindestens einen Artikel mit einer Menge aus',
  unknownArticle: 'Diesen Artikel gibt es im Werbemittelshop nicht (mehr)',
  loginRequired: 'Bitte melden Sie sich an, um im Werbemittelshop zu bestellen.',
  orderUnknown: 'Diese Bestellung gibt es nicht.',
} as const;

/** What is left of an article, in the words of the shop. */
export const shortOfStockMessage = (name: string, stock: number): string =>
  stock <= 0 ? `„${name}“ ist leider vergriffen` : `Von „${name}“ sind nur noch ${String(stock)} Stück vorrätig`;

/** The error key of one article's quantity (the wire's `items`, by article id). */
export const quantityKey = (articleId: number): string => `items.${String(articleId)}`;
export const ITEMS_KEY = 'items';

/**
 * A quantity as typed or sent: an empty field means none; anything but a whole number from 0 to
 * the maximum is refused (undefined), so '2,5', '-1' or '1e3' never reach the stock.
 */
export const parseQuantity = (value: string | number): number | undefined => {
  const text = typeof value === 'number' ? String(value) : value.trim();
  if (text === '') return 0;
  if (!/^\d{1,4}$/.test(text)) return undefined;
  const quantity = Number(text);
  return quantity <= MAX_QUANTITY_PER_ARTICLE ? quantity : undefined;
};

export interface RequestedLine {
  readonly articleId: number;
  readonly quantity: string | number;
}

export interface StockedArticle {
  readonly articleId: number;
  readonly name: string;
  readonly stock: number;
}

export interface OrderLine {
  readonly articleId: number;
  readonly quantity: number;
}

/**
 * The lines worth ordering (quantity above 0, one per article, summed if an article is named
 * twice), or the German message under each wrong quantity. An order never asks for more than
 * is in stock; the repository checks that again atomically when it takes the goods.
 */
export const orderLines = (
  requested: readonly RequestedLine[],
  articles: readonly StockedArticle[],
): { readonly lines: readonly OrderLine[]; readonly errors: FieldErrors } => {
  const errors: Record<string, string> = {};
  const byId = new Map(articles.map((article) => [article.articleId, article]));
  const totals = new Map<number, number>();
  for (const line of requested) {
    const quantity = parseQuantity(line.quantity);
    if (quantity === undefined) errors[quantityKey(line.articleId)] = WERBEMITTEL_MESSAGES.quantity;
    else if (quantity > 0 && !byId.has(line.articleId)) errors[quantityKey(line.articleId)] = WERBEMITTEL_MESSAGES.unknownArticle;
    else if (quantity > 0) totals.set(line.articleId, (totals.get(line.articleId) ?? 0) + quantity);
  }
  for (const [articleId, quantity] of totals) {
    const article = byId.get(articleId);
    if (article !== undefined && quantity > article.stock) errors[quantityKey(articleId)] = shortOfStockMessage(article.name, article.stock);
  }
  if (Object.keys(errors).length === 0 && totals.size === 0) errors[ITEMS_KEY] = WERBEMITTEL_MESSAGES.nothingChosen;
  const lines = [...totals].map(([articleId, quantity]) => ({ articleId, quantity })).sort((a, b) => a.articleId - b.articleId);
  return { lines, errors };
};
