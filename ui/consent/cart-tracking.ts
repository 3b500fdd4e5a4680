import * as E from 'fp-ts/Either';
import type { ConsumerEventWire } from '../../application/catalogue/event.codecs';
import type { Catalogue } from '../../application/catalogue/catalogue.port';
import type { SeminarEvent } from '../../domain/event/event';
import { participantPositions, ONE_PARTICIPANT } from '../../domain/pricing/participant-count';
import { addToCartEvent, removeFromCartEvent, type CartTrackingEvent } from '../../domain/tracking/cart-tracking-event';
import { trackingToPush, type TrackingConsent } from '../../domain/tracking/tracking-consent';
import type { CartChange } from '../commerce/visitor-commerce';

/** The event as the tracking rules need it, from GET /api/consumer; null without content or theme. */
export const seminarEventOf = (wire: ConsumerEventWire): SeminarEvent | null => {
  const { content, theme } = wire;
  if (content === undefined || theme === undefined) return null;
  const hotelOf = (hotel: ConsumerEventWire['hotel']) =>
    hotel === undefined || hotel === '' ? null : { hotelId: hotel.hotelId, name: hotel.name, location: { name: hotel.location.name } };
  return {
    eventId: wire.eventId,
    startDate: wire.startDate,
    endDate: wire.endDate,
    isOnlineEvent: wire.isOnlineEvent,
    hotel: hotelOf(wire.hotel),
    modules: (wire.modules ?? []).map((module) => ({
      hotelId: module.hotelId,
      hotel: hotelOf(module.hotel),
      startDate: module.startDate,
      endDate: module.endDate,
    })),
    theme: { themeId: theme.themeId, actionField: { name: theme.actionField.name, rubric: { name: theme.actionField.rubric.name } }, redirectUrl: theme.redirectUrl },
    content: { title: content.title, prices: content.prices },
    recipients: [],
  };
};

/**
 * The record to push for a cart change (spec §3, §7): the event comes from GET /api/consumer;
 * if that call fails nothing is pushed. Without marketing consent nothing is even asked.
 */
export const trackingFor = async (change: CartChange, consent: TrackingConsent, catalogue: Catalogue): Promise<readonly CartTrackingEvent[]> => {
  if (consent !== 'marketing-granted') return [];
  const answer = await catalogue.consumerEvent({ eventId: change.eventId, relations: new Set(['hotel', 'modules', 'content', 'theme']) })();
  if (E.isLeft(answer)) return [];
  const event = seminarEventOf(answer.right);
  if (event === null) return [];
  const build = change.kind === 'added' ? addToCartEvent : removeFromCartEvent;
  return trackingToPush(consent, [build(event, participantPositions(ONE_PARTICIPANT))]);
};
