import type { Cents } from '../../domain/money/money';
import type { OrderConfirmationPayload } from '../mail/outbox-payloads';
import type { Bookable } from '../orders/bookable';

/** A seminar (theme) as its PDF describes it, also when it has no upcoming dates. */
export interface SeminarTheme {
  readonly themeId: number;
  readonly slug: string;
  readonly title: string;
  readonly subtitle: string;
  readonly description: string;
  readonly targetGroups: readonly string[];
  readonly actionField: string;
  readonly rubricName: string;
}

export type SeminarKey = { readonly themeId: number } | { readonly slug: string };

/** Driven port: what the documents read beyond the catalogue (hotel rates, seminar texts, bookables). */
export interface DocumentsRepository {
  /** A seminar date or a Fachtagung by its id (past ones included), for its calendar entry. */
  findBookable(eventId: number): Promise<Bookable | undefined>;
  /** The nightly rate per person of each of the hotels that has one. */
  overnightRates(hotelIds: readonly number[]): Promise<ReadonlyMap<number, Cents>>;
  findSeminar(key: SeminarKey): Promise<SeminarTheme | undefined>;
}

/**
 * Driven port: the orders as confirmed (the snapshot the confirmation mail was written from),
 * so the PDF printed later shows exactly what the mail said.
 */
export interface OrderConfirmationRepository {
  findByNumber(orderNumber: string): Promise<OrderConfirmationPayload | undefined>;
  /** The newest order placed in the session, if any. */
  lastOfSession(sessionId: string): Promise<OrderConfirmationPayload | undefined>;
}
