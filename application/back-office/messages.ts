import type { ParticipantStatus } from '../../domain/cart/participant-status';
import type { OutboxKind } from '../mail/outbox.port';
import type { OrderChannelRecord } from '../orders/orders.repository';

/** The back office's words for the orders. */
export const ORDER_DESK_TEXT = {
  staffOnly: 'Diese Seite ist nur für den Kundenservice und die Administration.',
  loginRequired: 'Bitte melden Sie sich mit Ihrem Konto für den Kundenservice an.',
  orderUnknown: (orderNumber: string) => `Die Bestellung ${orderNumber} gibt es nicht.`,
  participantUnknown: 'Diese Teilnahme gehört nicht zu dieser Bestellung.',
  noConfirmation: 'Für diese Bestellung gibt es keine Bestellbestätigung, die erneut gesendet werden könnte.',
  cancelled: (name: string) => `${name} ist storniert. Die E-Mail an die Teilnehmenden ist unterwegs.`,
  substituted: (previous: string, substitute: string) => `${substitute} nimmt jetzt den Platz von ${previous} ein.`,
  booked: (name: string) => `Die Reservierung von ${name} ist jetzt eine verbindliche Buchung.`,
  extended: (name: string, until: string) => `Die Reservierung von ${name} gilt jetzt bis ${until}.`,
  offered: (name: string, until: string) => `Der Platz ist ${name} bis ${until} angeboten.`,
  confirmationSent: 'Die Bestellbestätigung wird erneut gesendet.',
  invoiceIssued: (numbers: readonly string[]) => `Erstellt: ${numbers.join(', ')}.`,
  invoiceExisting: (number: string) => `Die Bestellung hat bereits die Rechnung ${number}.`,
} as const;

/** A participant's status as staff say it (the list's filter uses the first four). */
export const PARTICIPANT_STATUS_LABELS: Readonly<Record<ParticipantStatus, string>> = {
  booked: 'gebucht',
  reserved: 'reserviert',
  waitlisted: 'Warteliste',
  cancelled: 'storniert',
  lapsed: 'Reservierung verfallen',
  expired: 'Angebot abgelaufen',
};

export const CHANNEL_LABELS: Readonly<Record<OrderChannelRecord, string>> = {
  online: 'online',
  fax: 'per Fax',
  reservierung: 'als Reservierung',
  warteliste: 'über die Warteliste',
  fachtagung: 'als Fachtagungs-Buchung',
};

/** The mails of an order's history, by kind. */
export const MAIL_LABELS: Partial<Readonly<Record<OutboxKind, string>>> = {
  order_confirmation: 'Bestellbestätigung',
  waitlist_offer: 'Platzangebot der Warteliste',
  reservation_confirmed: 'Reservierung gebucht',
  participant_substituted: 'Ersatzteilnahme',
  participant_cancelled: 'Stornierung',
  held_seat_named: 'Platz benannt',
  reservation_reminder: 'Erinnerung an die Reservierung',
  invoice_issued: 'Rechnung',
};
