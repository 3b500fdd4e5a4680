import type { ParticipantStatus } from './participant-status';

/**
 * What an order came to, told by where its participants stand: a booking binds and is invoiced;
 * an order of reservations only binds nobody, so nothing about it may speak of an order or an
 * invoice; an order whose participants all wait holds no seat yet.
 */
export type OrderOutcome = 'booking' | 'reservation' | 'waiting';

/** The outcome of an order's participants: booked wins, then reserved; waiting only when nothing else. */
export const orderOutcome = (statuses: readonly ParticipantStatus[]): OrderOutcome => {
  if (statuses.includes('booked')) return 'booking';
  return statuses.includes('reserved') ? 'reservation' : 'waiting';
};

/** The words that name an order of each outcome, in the page, the mail and its PDF alike. */
export interface OrderWords {
  /** 'Bestellung': after 'Ihre' and 'Ihrer'. */
  readonly noun: string;
  /** What holds the seats: 'Buchung'. */
  readonly seatNoun: string;
  /** 'Bestellnummer'. */
  readonly numberLabel: string;
  /** 'Bestellbestätigung': the PDF's title. */
  readonly confirmationTitle: string;
  /** The PDF's file name before the number, in ASCII: 'Bestellbestaetigung'. */
  readonly fileStem: string;
  /** 'Bestellt am'. */
  readonly datedLabel: string;
  /** Who placed it: 'Besteller'. */
  readonly customerLabel: string;
  /** The employer's address: an invoice goes there only for a booking. */
  readonly addressHeading: string;
  /** The confirmation page's heading. */
  readonly thanks: string;
}

export const ORDER_WORDS: Readonly<Record<OrderOutcome, OrderWords>> = {
  booking: {
    noun: 'Bestellung',
    seatNoun: 'Buchung',
    numberLabel: 'Bestellnummer',
    confirmationTitle: 'Bestellbestätigung',
    fileStem: 'Bestellbestaetigung',
    datedLabel: 'Bestellt am',
    customerLabel: 'Besteller',
    addressHeading: 'Rechnungsadresse',
    thanks: 'Vielen Dank für Ihre Bestellung',
  },
  reservation: {
    noun: 'Reservierung',
    seatNoun: 'Reservierung',
    numberLabel: 'Reservierungsnummer',
    confirmationTitle: 'Reservierungsbestätigung',
    fileStem: 'Reservierungsbestaetigung',
    datedLabel: 'Reserviert am',
    customerLabel: 'Reserviert von',
    addressHeading: 'Anschrift des Arbeitgebers',
    thanks: 'Vielen Dank für Ihre Reservierung',
  },
  waiting: {
    noun: 'Anmeldung zur Warteliste',
    seatNoun: 'Anmeldung',
    numberLabel: 'Vorgangsnummer',
    confirmationTitle: 'Bestätigung der Warteliste',
    fileStem: 'Wartelistenbestaetigung',
    datedLabel: 'Angemeldet am',
    customerLabel: 'Angemeldet von',
    addressHeading: 'Anschrift des Arbeitgebers',
    thanks: 'Sie stehen auf der Warteliste',
  },
};

/** The seats as a subject: 'der Platz', 'die 3 Plätze'. */
export const seatsSubject = (seats: number): string => (seats === 1 ? 'der Platz' : `die ${String(seats)} Plätze`);

/**
 * What becomes of reserved seats nobody books in time, singular or plural as it is:
 * 'sonst wird der Platz wieder frei', 'sonst werden die 3 Plätze wieder frei'.
 */
export const unbookedSeatsFreed = (seats: number): string => `sonst ${seats === 1 ? 'wird' : 'werden'} ${seatsSubject(seats)} wieder frei`;

/** The next step of reservations: book them in meinifb before the deadline. */
export const bookReservationsStep = (reservations: number, seats: number): string =>
  `Bis zum Ablauf der Frist wandeln Sie ${reservations === 1 ? 'die Reservierung' : 'die Reservierungen'} in meinifb in eine verbindliche Buchung um; ${unbookedSeatsFreed(seats)}.`;

/** The invoice is a booking's alone. */
export const INVOICE_STEP = 'Die Rechnung schicken wir an Ihren Arbeitgeber.';

/** How giving up a participation is named where it is done: only a booking is cancelled bindingly. */
export interface CancellationWords {
  readonly heading: string;
  readonly button: string;
}

export const cancellationWords = (status: ParticipantStatus): CancellationWords => {
  switch (status) {
    case 'reserved':
      return { heading: 'Reservierung stornieren', button: 'Reservierung kostenfrei stornieren' };
    case 'waitlisted':
      return { heading: 'Platz auf der Warteliste aufgeben', button: 'Von der Warteliste abmelden' };
    default:
      return { heading: 'Teilnahme stornieren', button: 'Verbindlich stornieren' };
  }
};
