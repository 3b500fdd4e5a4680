import type { BookedEventWire, RecipientWire } from '../../../application/portal/portal-events.codecs';
import { formatDate } from '../../../domain/calendar/calendar';
import { participantStateText } from '../../../domain/cart/participant-state-text';
import { fullName, fullNameAfterPreposition } from '../../../domain/correspondence/person-name';
import { attendedSeat } from '../../../domain/portal/feedback';

/** What may be done with a participant now (no actions: the list only shows). */
export interface ParticipantActions {
  readonly cancel: boolean;
  readonly substitute: boolean;
  readonly confirm: boolean;
  readonly certificate: boolean;
  /** Held seats: one can be named, one can be given back. */
  readonly nameSeat?: boolean;
  readonly giveBackSeat?: boolean;
}

const NO_ACTIONS: ParticipantActions = { cancel: false, substitute: false, confirm: false, certificate: false };

export interface ParticipantRow {
  readonly recipientId: number;
  readonly name: string;
  /** The name after 'von' and 'für': 'Herrn Jonas Weber'. */
  readonly nameAfterPreposition: string;
  /** 'gebucht', 'reserviert bis dd.mm.yyyy', 'auf der Warteliste Platz N', 'storniert' … */
  readonly state: string;
  /** Booked or reserved and named: the seat is held, so the papers for the employer exist. */
  readonly seated: boolean;
  /** Seats held under this name for colleagues not named yet; undefined for a named participant. */
  readonly heldSeats: number | undefined;
  readonly actions: ParticipantActions;
}

/** A booked event as the pages show it: JSON-safe, the date already German (dd.mm.yyyy). */
export interface EventRow {
  readonly eventId: number;
  readonly title: string;
  readonly date: string;
  readonly kind: string;
  readonly location: string;
  readonly participants: readonly ParticipantRow[];
  /** A seat was booked: once the event is over, the user may give feedback on it. */
  readonly attended: boolean;
  /** The provider called the date off: its participants read 'abgesagt'. */
  readonly cancelled: boolean;
}

/** How a participant of a date the provider called off reads: the seat ended with the date. */
const CALLED_OFF = 'abgesagt';

export const participantRow = (recipient: RecipientWire, eventCancelled = false): ParticipantRow => ({
  recipientId: recipient.recipientId,
  name: fullName(recipient),
  nameAfterPreposition: fullNameAfterPreposition(recipient),
  state: eventCancelled && recipient.status === 'cancelled' ? CALLED_OFF : participantStateText({
    status: recipient.status,
    reservedUntil: recipient.reservedUntil ?? null,
    waitlistPosition: recipient.waitlistPosition ?? null,
    ...(recipient.heldSeats === undefined ? {} : { heldSeats: recipient.heldSeats }),
  }),
  // Papers only for a named participant: held seats have no name to print yet.
  seated: (recipient.status === 'booked' || recipient.status === 'reserved') && recipient.heldSeats === undefined,
  heldSeats: recipient.heldSeats,
  actions: recipient.actions ?? NO_ACTIONS,
});

export const eventRow = (event: BookedEventWire): EventRow => {
  const start = formatDate(event.startDate);
  const end = formatDate(event.endDate);
  return {
    eventId: event.eventId,
    title: event.title,
    date: start === end ? start : `${start} – ${end}`,
    kind: event.kind ?? '',
    location: event.location,
    participants: event.recipients.map((recipient) => participantRow(recipient, event.cancelled === true)),
    attended: attendedSeat(event.recipients),
    cancelled: event.cancelled === true,
  };
};
