import { asc } from 'drizzle-orm';
import type { ParticipantStatus } from '../../../domain/cart/participant-status';
import type { AppDatabase } from '../../db/database';
import { events, orderParticipants, orders } from '../../db/schema';
import { TEST_NOW } from '../../http-api/testing/test-app';

export interface TestParticipant {
  readonly firstname: string;
  readonly email: string;
  readonly status?: ParticipantStatus;
  readonly reservedUntil?: string;
  /** Euro cents; 0 when not given. */
  readonly price?: number;
  readonly hotelOverNightOption?: string;
}

let orderCount = 0;

/**
 * An order as the checkout would have stored it: the API tests of the portal need bookings,
 * and placing them through the cart would test the cart. Answers the participants' ids.
 */
export const placeTestOrder = async (
  db: AppDatabase,
  order: { readonly userId: number; readonly gremiumId: number | null; readonly eventId: number; readonly participants: readonly TestParticipant[] },
): Promise<readonly number[]> => {
  orderCount += 1;
  const at = TEST_NOW.toString();
  const [placed] = await db
    .insert(orders)
    .values({
      orderNumber: `TEST-${orderCount}-${order.userId}`,
      channel: 'online',
      userId: order.userId,
      gremiumId: order.gremiumId,
      customerSalutation: 'Frau',
      customerFirstname: 'Test',
      customerLastname: 'Kundin',
      customerEmail: 'kundin@example.org',
      company: 'Muster Logistik GmbH',
      street: 'Hafenstraße',
      streetNumber: '12a',
      postalCode: '20457',
      city: 'Hamburg',
      total: 0,
      groupDiscount: 0,
      orderedAt: at,
    })
    .returning({ orderId: orders.orderId });
  if (placed === undefined) throw new Error('no order');
  const rows = await db
    .insert(orderParticipants)
    .values(
      order.participants.map((participant, index) => ({
        orderId: placed.orderId,
        eventId: order.eventId,
        position: index + 1,
        salutation: 'Frau',
        firstname: participant.firstname,
        lastname: 'Muster',
        email: participant.email,
        function: 'Mitglied',
        bookingType: participant.status === 'reserved' ? ('Reservierung' as const) : ('Buchung' as const),
        hotelOverNightOption: participant.hotelOverNightOption ?? 'Ohne Übernachtung und ohne Verpflegung',
        seats: 1,
        price: participant.price ?? 0,
        status: participant.status ?? 'booked',
        reservedUntil: participant.reservedUntil ?? null,
        statusChangedAt: at,
      })),
    )
    .returning({ participantId: orderParticipants.participantId });
  return rows.map((row) => row.participantId);
};

/** The soonest events of the demo catalogue, with their end. */
export const soonestEvents = (db: AppDatabase) =>
  db.select({ eventId: events.eventId, themeId: events.themeId, endAt: events.endAt }).from(events).orderBy(asc(events.startAt), asc(events.eventId)).limit(6);
