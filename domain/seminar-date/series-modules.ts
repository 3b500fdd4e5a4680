import * as E from 'fp-ts/Either';
import { Temporal } from 'temporal-polyfill';
import { formatDate, formatTime } from '../calendar/calendar';
import type { FieldErrors } from '../errors/app-error';
import { isPresenceVenue } from '../event/event-kind';
import { SERIES_MODULE_MESSAGES as M } from './series-module-messages';
import { formatBerlinWallClock, parseBerlinWallClock } from './wall-clock-text';

/** One module of a training series: when, and where (null: held online, spec §9's 522 and -1). */
export interface SeriesModule {
  readonly startDate: Temporal.Instant;
  readonly endDate: Temporal.Instant;
  readonly hotelId: number | null;
}

export const MODULE_FIELDS = ['startDate', 'endDate', 'hotelId'] as const;
export type ModuleField = (typeof MODULE_FIELDS)[number];

/**
 * One row of the modules as a form or a JSON call brings it. A row marked for removal, or left
 * wholly empty (the form's spare row), is no module.
 */
export type ModuleText = Readonly<Partial<Record<ModuleField, string>>> & { readonly remove?: boolean };

/** Where the message about the modules as a whole (none at all) stands. */
export const MODULES_FIELD = 'modules';

/** The name of a module row's field in forms and in field errors: rows count from 1, as the page numbers them. */
export const moduleFieldName = (row: number, field: ModuleField | 'remove'): string => `module-${String(row)}-${field}`;

/** What the module rules need beyond the rows. */
export interface SeriesModuleFacts {
  readonly now: Temporal.Instant;
  /** The modules as stored (none for a new date): a module starting as one of them is not new. */
  readonly stored: readonly SeriesModule[];
  readonly isKnownHotel: (hotelId: number) => boolean;
}

const isBlank = (row: ModuleText): boolean => MODULE_FIELDS.every((field) => (row[field]?.trim() ?? '') === '');

type Errors = Record<string, string>;

const readTime = (text: string | undefined, missing: string, name: string, errors: Errors): Temporal.Instant | undefined => {
  if (text === undefined || text.trim() === '') {
    errors[name] = missing;
    return undefined;
  }
  const instant = parseBerlinWallClock(text);
  if (instant === undefined) errors[name] = M.dateTimeFormat;
  return instant;
};

const readVenue = (text: string | undefined, name: string, facts: SeriesModuleFacts, errors: Errors): number | null | undefined => {
  const value = text?.trim() ?? '';
  if (value === '') return null;
  if (!/^-?\d{1,9}$/.test(value)) {
    errors[name] = M.venueFormat;
    return undefined;
  }
  const hotelId = Number(value);
  if (!isPresenceVenue(hotelId)) return null;
  if (!facts.isKnownHotel(hotelId)) errors[name] = M.venueUnknown;
  return hotelId;
};

interface ReadModule {
  readonly row: number;
  readonly module: Partial<SeriesModule>;
}

const readRow = (text: ModuleText, row: number, facts: SeriesModuleFacts, errors: Errors): ReadModule => {
  const startDate = readTime(text.startDate, M.startMissing, moduleFieldName(row, 'startDate'), errors);
  const endDate = readTime(text.endDate, M.endMissing, moduleFieldName(row, 'endDate'), errors);
  const hotelId = readVenue(text.hotelId, moduleFieldName(row, 'hotelId'), facts, errors);
  if (startDate !== undefined && endDate !== undefined && Temporal.Instant.compare(endDate, startDate) <= 0) {
    errors[moduleFieldName(row, 'endDate')] = M.endBeforeStart;
  }
  const isNew = startDate !== undefined && !facts.stored.some((stored) => stored.startDate.equals(startDate));
  // A module that was stored may lie behind us (a running series); a new or moved one may not.
  if (isNew && Temporal.Instant.compare(startDate, facts.now) < 0) errors[moduleFieldName(row, 'startDate')] ??= M.startInPast;
  return { row, module: { ...(startDate === undefined ? {} : { startDate }), ...(endDate === undefined ? {} : { endDate }), ...(hotelId === undefined ? {} : { hotelId }) } };
};

/** Each module begins only after the one before it has ended (so they are in order and do not overlap). */
const checkOrder = (modules: readonly ReadModule[], errors: Errors): void => {
  for (let index = 1; index < modules.length; index += 1) {
    const [previous, current] = [modules[index - 1], modules[index]];
    const [end, start] = [previous?.module.endDate, current?.module.startDate];
    if (previous === undefined || current === undefined || end === undefined || start === undefined) continue;
    if (Temporal.Instant.compare(start, end) < 0) errors[moduleFieldName(current.row, 'startDate')] ??= M.overlap(previous.row, `${formatDate(end)}, ${formatTime(end)} Uhr`);
  }
};

const isComplete = (module: Partial<SeriesModule>): module is SeriesModule =>
  module.startDate !== undefined && module.endDate !== undefined && module.hotelId !== undefined;

/**
 * The rules of a training series' modules, each message at its row's field: readable start and
 * end (Berlin wall clock), end after start, a known venue or none (online), each module after the
 * end of the one before (in order, without overlap), no new or moved module in the past, and at
 * least one module. Rows marked for removal and empty rows are left out; the rest keep their
 * row numbers in the messages.
 */
export const checkSeriesModules = (rows: readonly ModuleText[], facts: SeriesModuleFacts): E.Either<FieldErrors, readonly SeriesModule[]> => {
  const errors: Errors = {};
  const read = rows.flatMap((text, index) => (text.remove === true || isBlank(text) ? [] : [readRow(text, index + 1, facts, errors)]));
  if (read.length === 0) errors[MODULES_FIELD] = M.modulesMissing;
  checkOrder(read, errors);
  const modules = read.map(({ module }) => module);
  if (Object.keys(errors).length > 0 || !modules.every(isComplete)) return E.left(errors);
  return E.right(modules);
};

/** A series lasts from its first module's start to its last module's end. */
export const seriesSpan = (modules: readonly SeriesModule[]): { readonly startDate: Temporal.Instant; readonly endDate: Temporal.Instant } | undefined => {
  const [first, last] = [modules[0], modules.at(-1)];
  return first === undefined || last === undefined ? undefined : { startDate: first.startDate, endDate: last.endDate };
};

/**
 * The kind and venue a date with modules has, by domain/event's rule: with at least one module
 * at a venue it is a series held at its first such venue; with every module online it is online.
 */
export const seriesPlace = (modules: readonly SeriesModule[]): { readonly kind: 'series' | 'online'; readonly hotelId: number | null } => {
  const venue = modules.find((module) => module.hotelId !== null)?.hotelId ?? null;
  return venue === null ? { kind: 'online', hotelId: null } : { kind: 'series', hotelId: venue };
};

/** The date's fields that follow from its modules, as text (what the date's rules then read). */
export const seriesDateText = (modules: readonly SeriesModule[]): { readonly startDate: string; readonly endDate: string; readonly kind: string; readonly hotelId: string } => {
  const span = seriesSpan(modules);
  const place = seriesPlace(modules);
  return {
    startDate: span === undefined ? '' : formatBerlinWallClock(span.startDate),
    endDate: span === undefined ? '' : formatBerlinWallClock(span.endDate),
    kind: place.kind,
    hotelId: place.hotelId === null ? '' : String(place.hotelId),
  };
};

/** A module as text, the way the form shows it and the audit log and the CSV would write it. */
export const moduleText = (module: SeriesModule): Required<Pick<ModuleText, ModuleField>> => ({
  startDate: formatBerlinWallClock(module.startDate),
  endDate: formatBerlinWallClock(module.endDate),
  hotelId: module.hotelId === null ? '' : String(module.hotelId),
});

export const sameModules = (a: readonly SeriesModule[], b: readonly SeriesModule[]): boolean =>
  a.length === b.length &&
  a.every((module, index) => {
    const other = b[index];
    return other !== undefined && module.startDate.equals(other.startDate) && module.endDate.equals(other.endDate) && module.hotelId === other.hotelId;
  });
