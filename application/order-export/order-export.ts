import type { Temporal } from 'temporal-polyfill';
import { PARTICIPANT_STATUSES, type ParticipantStatus } from '../../domain/cart/participant-status';
import { formatEuroDecimal } from '../../domain/seminar-date/decimal-euro';
import { cents } from '../../domain/money/money';
import type { CsvColumn } from '../admin/exports/export-format';

/** One participant of an order as the export writes it: one row each. */
export interface OrderExportRow {
  readonly orderNumber: string;
  /** ISO instant. */
  readonly orderedAt: string;
  readonly eventId: number;
  readonly seminar: string;
  /** ISO instant. */
  readonly startDate: string;
  readonly status: ParticipantStatus;
  readonly salutation: string;
  readonly firstname: string;
  readonly lastname: string;
  readonly email: string;
  readonly company: string;
  /** Euro cents for the participant's seats. */
  readonly price: number;
}

/** Which participants: ordered within [since, until) and in one status, each optional. */
export interface OrderExportFilter {
  readonly since?: Temporal.Instant | undefined;
  readonly until?: Temporal.Instant | undefined;
  readonly status?: ParticipantStatus | undefined;
}

export const ORDER_EXPORT_STATUSES = PARTICIPANT_STATUSES;

const COLUMN_NAMES = ['orderNumber', 'orderedAt', 'eventId', 'seminar', 'startDate', 'status', 'salutation', 'firstname', 'lastname', 'email', 'company', 'price'] as const;

/** The CSV columns, in the order; the price in euros (decimal comma for German Excel). */
export const orderExportCsvColumns = (excel: boolean): readonly CsvColumn<OrderExportRow>[] =>
  COLUMN_NAMES.map((name) => ({
    header: name,
    cell: (row: OrderExportRow) => (name === 'price' ? formatEuroDecimal(cents(row.price), excel ? ',' : '.') : String(row[name])),
  }));
