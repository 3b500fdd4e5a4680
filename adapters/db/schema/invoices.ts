import { sql } from 'drizzle-orm';
import { check, customType, index, integer, pgTable, primaryKey, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { gremien } from './accounts';
import { orderParticipants, orders } from './cart';
import { instant } from './columns';

/** PostgreSQL's bytea as bytes (PGlite hands a Uint8Array, node-postgres a Buffer). */
const bytes = customType<{ data: Uint8Array; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  toDriver: (value) => Buffer.from(value),
  fromDriver: (value) => new Uint8Array(value),
});

export const INVOICE_KINDS = ['invoice', 'credit-note', 'cancellation-fee'] as const;

/**
 * Issued invoices, credit notes and cancellation-fee invoices, as they were sent: the XML and the
 * PDF are kept byte for byte, never written again (a trigger refuses every UPDATE). The number is
 * RE-YYYY-NNNNNN from invoice_number_counters, taken in the issuing transaction.
 */
export const invoices = pgTable(
  'invoices',
  {
    invoiceId: serial('invoice_id').primaryKey(),
    number: text('number').notNull(),
    year: integer('year').notNull(),
    sequence: integer('sequence').notNull(),
    kind: text('kind', { enum: INVOICE_KINDS }).notNull(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.orderId),
    /** The invoice a credit note corrects or a fee invoice follows. */
    precedingInvoiceId: integer('preceding_invoice_id'),
    issuedAt: instant('issued_at').notNull(),
    /** The invoice date (Berlin), ISO yyyy-mm-dd. */
    issueDate: text('issue_date').notNull(),
    buyerName: text('buyer_name').notNull(),
    buyerEmail: text('buyer_email').notNull(),
    /** Euro cents (BT-112). */
    grandTotal: integer('grand_total').notNull(),
    xml: text('xml').notNull(),
    pdf: bytes('pdf').notNull(),
  },
  (t) => [
    uniqueIndex('invoices_number_idx').on(t.number),
    uniqueIndex('invoices_year_sequence_idx').on(t.year, t.sequence),
    index('invoices_order_idx').on(t.orderId),
    index('invoices_issued_idx').on(t.issuedAt),
    check('invoices_sequence_check', sql`${t.sequence} >= 1`),
  ],
);

/**
 * Which participants a document bills, credits or charges the fee of: a participant is invoiced,
 * credited and charged at most once each (the primary key), so no trigger can bill twice.
 */
export const invoiceParticipants = pgTable(
  'invoice_participants',
  {
    participantId: integer('participant_id')
      .notNull()
      .references(() => orderParticipants.participantId),
    role: text('role', { enum: ['invoiced', 'credited', 'fee'] }).notNull(),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.invoiceId),
  },
  (t) => [primaryKey({ columns: [t.participantId, t.role] }), index('invoice_participants_invoice_idx').on(t.invoiceId)],
);

/** The invoice numbers of each year: one row per year, locked by the issuing transaction, so the numbers have no gaps. */
export const invoiceNumberCounters = pgTable('invoice_number_counters', {
  year: integer('year').primaryKey(),
  lastSequence: integer('last_sequence').notNull(),
});

/** Where an order's invoice goes and the public buyer's Leitweg-ID, when the booker gave them. */
export const orderInvoiceDetails = pgTable('order_invoice_details', {
  orderId: integer('order_id')
    .primaryKey()
    .references(() => orders.orderId, { onDelete: 'cascade' }),
  invoiceEmail: text('invoice_email'),
  leitwegId: text('leitweg_id'),
});

/** A Gremium's invoice settings: the invoice e-mail and Leitweg-ID its orders are invoiced with unless the order gives its own. */
export const gremiumInvoiceSettings = pgTable('gremium_invoice_settings', {
  gremiumId: integer('gremium_id')
    .primaryKey()
    .references(() => gremien.gremiumId, { onDelete: 'cascade' }),
  invoiceEmail: text('invoice_email'),
  leitwegId: text('leitweg_id'),
});
