import type { Temporal } from 'temporal-polyfill';
import type { OrderLine } from '../../domain/werbemittel/order-lines';
import type { FormSubmissionPayload } from '../mail/outbox-payloads';

export interface WerbemittelArticle {
  readonly articleId: number;
  readonly slug: string;
  readonly name: string;
  readonly description: string;
  /** A picture under /assets/…; null shows none. */
  readonly imagePath: string | null;
  readonly stock: number;
}

/** Where the goods go: the fields of the werbemittel-shop-request form (spec §5 rules). */
export type DeliveryAddress = Readonly<Record<string, string>>;

export interface NewWerbemittelOrder {
  readonly reference: string;
  readonly userId: number;
  readonly orderedAt: Temporal.Instant;
  readonly address: DeliveryAddress;
  readonly lines: readonly OrderLine[];
}

export interface StoredWerbemittelOrder {
  readonly reference: string;
  readonly userId: number;
  readonly orderedAt: Temporal.Instant;
  readonly address: DeliveryAddress;
  readonly lines: readonly (OrderLine & { readonly name: string })[];
}

/** 'short' names the first article that had not enough left when the order was to take it. */
export type PlaceOrderOutcome = { readonly kind: 'placed' } | { readonly kind: 'short'; readonly articleId: number; readonly stock: number };

/**
 * Driven port: the articles and the orders. Placing an order takes the goods from stock, records
 * the order and queues its mail in one transaction: all of it happens, or none (an article short
 * of stock leaves every stock as it was).
 */
export interface WerbemittelRepository {
  articles(): Promise<readonly WerbemittelArticle[]>;
  place(order: NewWerbemittelOrder, mail: FormSubmissionPayload): Promise<PlaceOrderOutcome>;
  order(reference: string): Promise<StoredWerbemittelOrder | undefined>;
}

/** Unguessable order references for the confirmation link. */
export interface WerbemittelOrderReferences {
  newReference(): string;
}
