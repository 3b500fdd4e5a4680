import type { ParticipantStatus } from '../../domain/cart/participant-status';
import type { Cents } from '../../domain/money/money';
import type { BookedConferenceParticipantWire, ConferenceBookingWire } from './conference-booking.codecs';
import { CONFERENCE_MESSAGES as M } from './messages';

export interface ConferenceParticipantState {
  readonly position: number;
  readonly salutation: string;
  readonly firstname: string;
  readonly lastname: string;
  readonly price: Cents;
  readonly status: ParticipantStatus;
  readonly waitlistPosition: number | undefined;
}

/**
 * A Fachtagung booking as its booker reads it, when placed and later: waiting only while some
 * participant waits, then with the first waiting participant's place in the queue.
 */
export const conferenceBookingWire = (
  conferenceUrl: string,
  order: { readonly orderNumber: string; readonly total: Cents; readonly groupDiscount: Cents },
  participants: readonly ConferenceParticipantState[],
): ConferenceBookingWire => {
  const waiting = participants.filter((participant) => participant.status === 'waitlisted');
  const position = waiting.find((participant) => participant.waitlistPosition !== undefined)?.waitlistPosition;
  const message = waiting.length === 0 ? M.booked : waiting.length === participants.length ? M.waitlisted : M.partlyWaitlisted;
  return {
    orderNumber: order.orderNumber,
    conferenceUrl,
    status: waiting.length === 0 ? 'booked' : 'waitlisted',
    message,
    total: order.total,
    groupDiscount: order.groupDiscount,
    participants: participants.map(
      (participant): BookedConferenceParticipantWire => ({
        position: participant.position,
        salutation: participant.salutation,
        firstname: participant.firstname,
        lastname: participant.lastname,
        price: participant.price,
        status: participant.status,
        ...(participant.waitlistPosition === undefined ? {} : { waitlistPosition: participant.waitlistPosition }),
      }),
    ),
    ...(position === undefined ? {} : { position }),
  };
};
