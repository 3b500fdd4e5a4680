import * as t from 'io-ts';
import { Temporal } from 'temporal-polyfill';
import { formatBerlinIso } from '../../domain/calendar/berlin-iso';

const isInstant = (value: unknown): value is Temporal.Instant => value instanceof Temporal.Instant;

/**
 * An instant on the wire: ISO 8601 with the Berlin offset ("2027-03-12T09:00:00+01:00"), so a
 * person reading the JSON sees local seminar times while the value stays exact.
 */
export const InstantCodec = new t.Type<Temporal.Instant, string, unknown>(
  'Instant',
  isInstant,
  (input, context) => {
    if (typeof input !== 'string') return t.failure(input, context, 'Bitte geben Sie einen Zeitpunkt an.');
    try {
      return t.success(Temporal.Instant.from(input));
    } catch {
      return t.failure(input, context, 'Der Zeitpunkt ist ungültig.');
    }
  },
  // The same text as instant.toString({ timeZone: BERLIN }), without the time-zone lookup per call.
  (instant) => formatBerlinIso(instant),
);

const isPlainDate = (value: unknown): value is Temporal.PlainDate => value instanceof Temporal.PlainDate;

/** A calendar day on the wire: yyyy-mm-dd (query parameters of the catalogue filters). */
export const PlainDateCodec = new t.Type<Temporal.PlainDate, string, unknown>(
  'PlainDate',
  isPlainDate,
  (input, context) => {
    if (typeof input !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(input)) {
      return t.failure(input, context, 'Bitte geben Sie ein Datum im Format JJJJ-MM-TT an.');
    }
    try {
      return t.success(Temporal.PlainDate.from(input, { overflow: 'reject' }));
    } catch {
      return t.failure(input, context, 'Dieses Datum gibt es nicht.');
    }
  },
  (date) => date.toString(),
);
