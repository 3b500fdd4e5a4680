import { orderParticipants, orders } from './schema';
import type { AppDatabase } from './database';

type ParticipantStatus = (typeof orderParticipants.$inferInsert)['status'];

let orderCounter = 0;

/**
 * Test data: an order that takes `seats` seats of an event with the given status, as the cart's
 * checkout would write it. For tests of seat counting only.
 */
export const orderSeats = async (db: AppDatabase, eventId: number, seats: number, status: ParticipantStatus): Promise<void> => {
  orderCounter += 1;
  const orderedAt = '2026-11-20T10:00:00Z';
  const [order] = await db
    .insert(orders)
    .values({
      orderNumber: `TEST-${String(orderCounter)}-${String(eventId)}`,
      channel: status === 'reserved' ? 'reservierung' : 'online',
      customerSalutation: 'Frau',
      customerFirstname: 'Lea',
      customerLastname: 'Hartmann',
      customerEmail: 'lea.hartmann@example.com',
      total: 0,
      groupDiscount: 0,
      orderedAt,
    })
    .returning({ orderId: orders.orderId });
  if (order === undefined) throw new Error('order not written');
  await db.insert(orderParticipants).values({
    orderId: order.orderId,
    eventId,
    position: 1,
    salutation: 'Frau',
    firstname: 'Lea',
    lastname: 'Hartmann',
    email: 'lea.hartmann@example.com',
    function: 'Betriebsrätin',
    bookingType: status === 'reserved' ? 'Reservierung' : 'Buchung',
    hotelOverNightOption: 'ohne Übernachtung',
    seats,
    price: 0,
    status,
    statusChangedAt: orderedAt,
  });
};
