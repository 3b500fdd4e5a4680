import { Temporal } from 'temporal-polyfill';
import {
  AFTERNOON,
  END_OF_DAY,
  MORNING,
  NOON,
  pickFirstDay,
  pickModuleFirstDays,
  timeSlot,
} from './event-schedule';
import type { ScheduleWindow, TimeSlot } from './event-schedule';
import { onlineDaysPrice, onlineHalfDayPrice, pickTierShape, presencePrice, priceTiers, seriesPrice } from './prices';
import type { PriceTiers } from './prices';
import type { Rng } from './prng';
import type { ThemeFormat } from './theme-text';
import { VENUES } from './venues';

export interface ModuleDraft {
  readonly hotelId: number | null;
  readonly slot: TimeSlot;
}

/** One date of a theme before it gets its ids: where, when, how many seats, at what price. */
export interface EventDraft {
  readonly slot: TimeSlot;
  readonly isOnline: boolean;
  readonly hotelId: number | null;
  readonly capacity: number;
  readonly prices: PriceTiers;
  readonly modules: readonly ModuleDraft[];
}

/** What a theme's dates share: the schedule, the theme's price level and its random stream. */
export interface ThemeContext {
  readonly rng: Rng;
  readonly window: ScheduleWindow;
  readonly priceLevel: number;
}

type SeminarDays = Extract<ThemeFormat, { kind: 'seminar' }>['days'];

const MIN_CAPACITY = 12;
const MAX_CAPACITY = 24;
/** Online seminars of longer themes are condensed to at most three days at the screen. */
const MAX_ONLINE_DAYS = 3;
const ONLINE_SHARE = 0.3;

const hotelIdOf = (rng: Rng): number => rng.pick(VENUES).hotelId;

const capacity = (rng: Rng): number => rng.int(MIN_CAPACITY, MAX_CAPACITY);

const presenceSeminar = ({ rng, window, priceLevel }: ThemeContext, days: SeminarDays): EventDraft => {
  const hotelId = hotelIdOf(rng);
  // Multi-day seminars sometimes start after lunch, so participants can travel in the morning.
  const from = days > 1 && rng.chance(0.25) ? AFTERNOON : MORNING;
  return {
    slot: timeSlot(pickFirstDay(rng, window, days), days, from, END_OF_DAY),
    isOnline: false,
    hotelId,
    capacity: capacity(rng),
    prices: priceTiers(presencePrice(days, priceLevel), pickTierShape(rng)),
    modules: [],
  };
};

const onlineSeminar = ({ rng, window, priceLevel }: ThemeContext, days: SeminarDays): EventDraft => {
  const halfDay = rng.chance(days <= 2 ? 0.6 : 0.2);
  const onlineDays = halfDay ? 1 : Math.min(days, MAX_ONLINE_DAYS);
  const price = halfDay ? onlineHalfDayPrice(priceLevel) : onlineDaysPrice(onlineDays, priceLevel);
  return {
    slot: timeSlot(pickFirstDay(rng, window, onlineDays), onlineDays, MORNING, halfDay ? NOON : END_OF_DAY),
    isOnline: true,
    hotelId: null,
    capacity: capacity(rng),
    prices: priceTiers(price, pickTierShape(rng)),
    modules: [],
  };
};

/**
 * The dates of a seminar theme: the first in presence and the second online, so every theme
 * offers both; the rest mostly in presence.
 */
export const seminarEvents = (context: ThemeContext, days: SeminarDays, count: number): readonly EventDraft[] =>
  Array.from({ length: count }, (_, index) => {
    const online = index === 1 || (index > 1 && context.rng.chance(ONLINE_SHARE));
    return online ? onlineSeminar(context, days) : presenceSeminar(context, days);
  });

/**
 * A training series: presence modules of 3–5 days (half the series at one hotel, the others
 * touring several), or online modules of one or two mornings without a venue.
 */
export const seriesEvent = ({ rng, window, priceLevel }: ThemeContext, moduleCount: number, online: boolean): EventDraft => {
  const moduleDays = Array.from({ length: moduleCount }, () => (online ? rng.int(1, 2) : rng.int(3, 5)));
  const homeHotelId = hotelIdOf(rng);
  const touring = !online && rng.chance(0.5);
  const modules: readonly ModuleDraft[] = pickModuleFirstDays(rng, window, moduleDays).map(({ firstDay, days }) =>
    online
      ? { hotelId: null, slot: timeSlot(firstDay, days, MORNING, NOON) }
      : { hotelId: touring ? hotelIdOf(rng) : homeHotelId, slot: timeSlot(firstDay, days, MORNING, END_OF_DAY) },
  );
  const first = modules[0];
  const last = modules.at(-1);
  if (first === undefined || last === undefined) throw new RangeError('a training series needs modules');
  return {
    slot: { startAt: first.slot.startAt, endAt: last.slot.endAt },
    isOnline: online,
    hotelId: first.hotelId,
    capacity: capacity(rng),
    prices: priceTiers(seriesPrice(moduleCount, online, priceLevel), pickTierShape(rng)),
    modules,
  };
};

/** Dates in chronological order (each start parsed once: scale 100 sorts tens of thousands). */
export const sortedByStart = (drafts: readonly EventDraft[]): readonly EventDraft[] =>
  drafts
    .map((draft) => ({ draft, start: Temporal.Instant.from(draft.slot.startAt) }))
    .sort((a, b) => Temporal.Instant.compare(a.start, b.start))
    .map(({ draft }) => draft);
