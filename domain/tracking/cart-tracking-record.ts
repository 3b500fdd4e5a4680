import * as RNEA from 'fp-ts/ReadonlyNonEmptyArray';
import { cartDateText } from '../calendar/calendar';
import type { SeminarEvent } from '../event/event';
import type { TrackingVariant } from '../event/event-kind';
import { trackingVariant } from '../event/event-kind';
import { toEuro } from '../money/money';
import type { ParticipantPosition } from '../pricing/participant-count';
import { priceForParticipant } from '../pricing/pricing';

export const TRACKING_CURRENCY = 'EUR';
export const TRACKING_CATEGORY = 'Seminare';

/**
 * One booked participant as the cart tracking sees it (spec §3). Field names are the tracking
 * contract's, hence snake_case; price is decimal euro because that is what the analytics expect.
 */
export interface CartTrackingRecord {
  readonly item_name: string;
  readonly item_id: string;
  readonly price: number;
  readonly currency: typeof TRACKING_CURRENCY;
  readonly item_category: typeof TRACKING_CATEGORY;
  readonly item_variant: TrackingVariant;
  /** Always 1: each participant is its own record, since each position may pay its own tier. */
  readonly quantity: 1;
  readonly seminartermin: string;
}

export const cartTrackingRecord = (event: SeminarEvent, position: ParticipantPosition): CartTrackingRecord => ({
  item_name: event.content.title,
  item_id: String(event.eventId),
  price: toEuro(priceForParticipant(event.content.prices, position)),
  currency: TRACKING_CURRENCY,
  item_category: TRACKING_CATEGORY,
  item_variant: trackingVariant(event),
  quantity: 1,
  seminartermin: cartDateText(event.startDate, event.endDate),
});

/** One record per participant position, in the order given. */
export const cartTrackingRecords = (
  event: SeminarEvent,
  positions: RNEA.ReadonlyNonEmptyArray<ParticipantPosition>,
): RNEA.ReadonlyNonEmptyArray<CartTrackingRecord> =>
  RNEA.map((position: ParticipantPosition) => cartTrackingRecord(event, position))(positions);
