import * as t from 'io-ts';
import { InstantCodec } from '../codecs/instant.codec';
import { GremiumMemberWire, GremiumSettingsWire } from './gremium.codecs';
import { BookedEventWire, BookedEventsWire } from './portal-events.codecs';

const CustomerWire = t.type({ salutation: t.string, firstname: t.string, lastname: t.string, company: t.string, email: t.string });

/**
 * What the notice PDF (notice-pdf/{eventId}) prints: the event with the participants the caller
 * booked for it, and whom the notice is for. The PDF adapter renders it; no rule is left to it.
 */
export const NoticeDataWire = t.type({ issuedAt: InstantCodec, customer: CustomerWire, event: BookedEventWire }, 'NoticeData');
export type NoticeDataWire = t.TypeOf<typeof NoticeDataWire>;

/** What the Gremium overview PDF prints: the Gremium, its members and its bookings. */
export const GremiumOverviewWire = t.type(
  {
    issuedAt: InstantCodec,
    gremium: GremiumSettingsWire,
    members: t.readonlyArray(GremiumMemberWire),
    futureEvents: BookedEventsWire,
    pastEvents: BookedEventsWire,
  },
  'GremiumOverview',
);
export type GremiumOverviewWire = t.TypeOf<typeof GremiumOverviewWire>;
