import { queuePosition } from '../../domain/cart/waiting-list';
import type { Bookable } from './bookable';
import { participantMessage } from './messages';
import type { CheckoutResultWire, OrderedParticipantWire } from './orders.codecs';
import type { PlacedOrder } from './orders.repository';

/**
 * A placed order as its owner reads it again (GET /order-api/get-order/{n}), whatever made it
 * (cart, reservation, waiting list, Fachtagung): each participant as they stand now, waiting ones
 * with their place in the queue now. The one place an order's record becomes its answer.
 */
export const placedOrderWire = (
  order: PlacedOrder,
  bookables: ReadonlyMap<number, Bookable>,
  queues: ReadonlyMap<number, readonly string[]>,
): CheckoutResultWire => ({
  orderNumber: order.orderNumber,
  channel: order.channel,
  orderedAt: order.orderedAt,
  total: order.total,
  groupDiscount: order.groupDiscount,
  participants: order.participants.map((participant): OrderedParticipantWire => {
    const position = participant.waitlistEntryId === null ? undefined : queuePosition(participant.waitlistEntryId, queues.get(participant.eventId) ?? []);
    const reservedUntil = participant.status === 'reserved' ? participant.reservedUntil : null;
    return {
      participantId: participant.participantId,
      eventId: participant.eventId,
      themeTitle: bookables.get(participant.eventId)?.title ?? '',
      firstname: participant.firstname,
      lastname: participant.lastname,
      bookingType: participant.bookingType,
      status: participant.status,
      price: participant.price,
      message: participantMessage(participant.status, reservedUntil, participant.seats),
      ...(reservedUntil === null ? {} : { reservedUntil }),
      ...(participant.waitlistEntryId === null ? {} : { waitlistEntryId: participant.waitlistEntryId }),
      ...(position === undefined ? {} : { waitlistPosition: position }),
    };
  }),
});
