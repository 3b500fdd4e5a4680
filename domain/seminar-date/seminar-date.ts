import * as E from 'fp-ts/Either';
import { Temporal } from 'temporal-polyfill';
import type { FieldErrors } from '../errors/app-error';
import { isPresenceVenue } from '../event/event-kind';
import type { PriceRecord } from '../event/event';
import type { Cents } from '../money/money';
import { parseEuro } from './decimal-euro';
import { seriesPlace, seriesSpan, type SeriesModule } from './series-modules';
import { SEMINAR_DATE_MESSAGES as M } from './messages';
import { berlinWallTime, formatBerlinWallClock, parseBerlinWallClock } from './wall-clock-text';

/** How a date is held: online, at a venue, or as a training series whose modules have venues. */
export const SEMINAR_DATE_KINDS = ['online', 'presence', 'series'] as const;
export type SeminarDateKind = (typeof SEMINAR_DATE_KINDS)[number];

export const PRICE_FIELDS = ['price', 'priceParticipantTwo', 'priceParticipantThree', 'priceParticipantFour', 'priceParticipantFive'] as const;
export type PriceField = (typeof PRICE_FIELDS)[number];

/** What the back office changes of a date; the names are the form's, the CSV's and the API's. */
export const SEMINAR_DATE_FIELDS = ['startDate', 'endDate', 'kind', 'oneDay', 'hotelId', 'capacity', ...PRICE_FIELDS, 'published'] as const;
export type SeminarDateField = (typeof SEMINAR_DATE_FIELDS)[number];

/** A date's fields as text, as a form or a CSV row brings them; a missing optional field is empty. */
export type SeminarDateText = Readonly<Partial<Record<SeminarDateField, string>>>;

/** A date that passed every rule. */
export interface SeminarDate {
  readonly startDate: Temporal.Instant;
  readonly endDate: Temporal.Instant;
  readonly kind: SeminarDateKind;
  /** Null when held online (venue ids 522 and -1 mean none, spec §9). */
  readonly hotelId: number | null;
  readonly capacity: number;
  readonly prices: PriceRecord;
  /** Hidden (false): in no public list and not bookable; staff still see it. */
  readonly published: boolean;
}

/** What the rules need to know beyond the date itself. */
export interface SeminarDateFacts {
  readonly now: Temporal.Instant;
  /** Seats booked or reserved on the date as it is stored; 0 for a new date. */
  readonly seatsTaken: number;
  /** The stored start, or null for a new date. */
  readonly storedStart: Temporal.Instant | null;
  /**
   * The modules the date has (as stored, or as the same change writes them): only with modules
   * is it a series, and then its start, end, kind and venue follow from them (series-modules.ts).
   */
  readonly modules: readonly SeriesModule[];
  readonly isKnownHotel: (hotelId: number) => boolean;
}

/** Spec §1: a one-day date is not online and starts and ends on the same Berlin calendar day. */
export const isOneDayDate = (date: Pick<SeminarDate, 'kind' | 'startDate' | 'endDate'>): boolean => {
  if (date.kind === 'online') return false;
  const [start, end] = [berlinWallTime(date.startDate), berlinWallTime(date.endDate)];
  return start.year === end.year && start.month === end.month && start.day === end.day;
};

const YES = ['ja', 'true', '1', 'wahr'];
const NO = ['nein', 'false', '0', 'falsch'];

/** "ja"/"nein" as forms and spreadsheets write them; undefined when it is neither. */
export const parseYesNo = (text: string): boolean | undefined => {
  const value = text.trim().toLowerCase();
  return YES.includes(value) ? true : NO.includes(value) ? false : undefined;
};

type Collected = Partial<Record<SeminarDateField, string>>;

const readInstant = (text: string | undefined, missing: string, errors: Collected, field: SeminarDateField): Temporal.Instant | undefined => {
  if (text === undefined || text.trim() === '') {
    errors[field] = missing;
    return undefined;
  }
  const instant = parseBerlinWallClock(text);
  if (instant === undefined) errors[field] = M.dateTimeFormat;
  return instant;
};

const readPrices = (text: SeminarDateText, errors: Collected): PriceRecord | undefined => {
  const tiers: Partial<Record<PriceField, Cents>> = {};
  for (const field of PRICE_FIELDS) {
    const value = text[field]?.trim() ?? '';
    if (value === '') {
      if (field === 'price') errors.price = M.priceMissing;
      continue;
    }
    const amount = parseEuro(value);
    if (amount === undefined) errors[field] = M.priceFormat;
    else tiers[field] = amount;
  }
  const { price, ...others } = tiers;
  return price === undefined ? undefined : { price, ...others };
};

/** A price record alone (the seminar page's prices for its coming dates), by the same rule as a date's. */
export const checkPriceRecord = (text: Readonly<Partial<Record<PriceField, string>>>): E.Either<FieldErrors, PriceRecord> => {
  const errors: Collected = {};
  const prices = readPrices(text, errors);
  return prices === undefined || Object.keys(errors).length > 0 ? E.left(errors) : E.right(prices);
};

const readVenue = (text: string | undefined, errors: Collected, facts: SeminarDateFacts): number | null | undefined => {
  const value = text?.trim() ?? '';
  if (value === '') return null;
  if (!/^-?\d{1,9}$/.test(value)) {
    errors.hotelId = M.venueFormat;
    return undefined;
  }
  const hotelId = Number(value);
  if (!isPresenceVenue(hotelId)) return null;
  if (!facts.isKnownHotel(hotelId)) errors.hotelId = M.venueUnknown;
  return hotelId;
};

/** Published unless it says "nein": a new date without the column is public. */
const readPublished = (text: string | undefined, errors: Collected): boolean | undefined => {
  if (text === undefined || text.trim() === '') return true;
  const published = parseYesNo(text);
  if (published === undefined) errors.published = M.publishedFormat;
  return published;
};

const checkKind = (kind: SeminarDateKind, hotelId: number | null, facts: SeminarDateFacts, errors: Collected): void => {
  if (kind === 'online' && hotelId !== null) errors.hotelId = M.onlineWithVenue;
  if (kind !== 'online' && hotelId === null) errors.hotelId ??= M.venueMissing;
  if (kind === 'series' && facts.modules.length === 0) errors.kind = M.seriesWithoutModules;
};

/** A date with modules starts with the first, ends with the last, and is held where they say: a row cannot say otherwise. */
const checkAgainstModules = (date: Pick<SeminarDate, 'startDate' | 'endDate'>, kind: SeminarDateKind, hotelId: number | null, modules: readonly SeriesModule[], errors: Collected): void => {
  const span = seriesSpan(modules);
  if (span === undefined) return;
  // Compared as the wall clock a row writes: in the autumn's doubled hour the text cannot tell the two instants apart.
  if (formatBerlinWallClock(span.startDate) !== formatBerlinWallClock(date.startDate)) errors.startDate ??= M.timesFromModules;
  if (formatBerlinWallClock(span.endDate) !== formatBerlinWallClock(date.endDate)) errors.endDate ??= M.timesFromModules;
  const place = seriesPlace(modules);
  if (place.kind !== kind) errors.kind ??= M.kindFromModules;
  else if (place.hotelId !== hotelId) errors.hotelId ??= M.venueFromModules;
};

const checkTimes = (start: Temporal.Instant, end: Temporal.Instant, facts: SeminarDateFacts, errors: Collected): void => {
  if (Temporal.Instant.compare(end, start) <= 0) errors.endDate = M.endBeforeStart;
  // A new date, or one moved to another start, must lie ahead; an unchanged past date may still be corrected.
  const moved = !facts.storedStart?.equals(start);
  if (moved && Temporal.Instant.compare(start, facts.now) < 0) errors.startDate = M.startInPast;
};

const checkOneDay = (declared: string | undefined, date: Pick<SeminarDate, 'kind' | 'startDate' | 'endDate'>, errors: Collected): void => {
  if (declared === undefined || declared.trim() === '') return;
  const oneDay = parseYesNo(declared);
  if (oneDay === undefined) {
    errors.oneDay = M.oneDayFormat;
    return;
  }
  if (oneDay === isOneDayDate(date)) return;
  if (!oneDay) errors.oneDay = M.notOneDay;
  else if (date.kind === 'online') errors.oneDay = M.oneDayOnline;
  else errors.endDate ??= M.oneDayAcrossDays;
};

/**
 * The rules of a seminar date, each with its German message at its field: readable start and
 * end, end after start, no new (or moved) date in the past, the one-day rule (spec §1) where the
 * date declares it, an online date has no venue and a presence date has one, capacity a whole
 * number never below the seats taken, prices in euros with at most two decimals (an empty tier
 * falls back, spec §9).
 */
export const checkSeminarDate = (text: SeminarDateText, facts: SeminarDateFacts): E.Either<FieldErrors, SeminarDate> => {
  const errors: Collected = {};
  const startDate = readInstant(text.startDate, M.startMissing, errors, 'startDate');
  const endDate = readInstant(text.endDate, M.endMissing, errors, 'endDate');
  const kindText = text.kind?.trim() ?? '';
  const kind = (SEMINAR_DATE_KINDS as readonly string[]).includes(kindText) ? (kindText as SeminarDateKind) : undefined;
  if (kind === undefined) errors.kind = M.kindUnknown;
  const hotelId = readVenue(text.hotelId, errors, facts);
  const capacityText = text.capacity?.trim() ?? '';
  const capacity = /^\d{1,6}$/.test(capacityText) && Number(capacityText) >= 1 ? Number(capacityText) : undefined;
  if (capacity === undefined) errors.capacity = M.capacityFormat;
  else if (capacity < facts.seatsTaken) errors.capacity = M.capacityBelowTaken(facts.seatsTaken);
  const prices = readPrices(text, errors);
  const published = readPublished(text.published, errors);
  if (kind !== undefined && hotelId !== undefined) checkKind(kind, hotelId, facts, errors);
  if (startDate !== undefined && endDate !== undefined) {
    if (kind !== undefined && hotelId !== undefined) checkAgainstModules({ startDate, endDate }, kind, hotelId, facts.modules, errors);
    checkTimes(startDate, endDate, facts, errors);
    if (kind !== undefined) checkOneDay(text.oneDay, { kind, startDate, endDate }, errors);
  }
  if (Object.keys(errors).length > 0 || startDate === undefined || endDate === undefined || kind === undefined || hotelId === undefined || capacity === undefined || prices === undefined || published === undefined) {
    return E.left(errors);
  }
  return E.right({ startDate, endDate, kind, hotelId, capacity, prices, published });
};
