import * as E from 'fp-ts/Either';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { SERIES_MODULE_MESSAGES as M } from './series-module-messages';
import { checkSeriesModules, moduleFieldName, MODULES_FIELD, seriesDateText, type ModuleText, type SeriesModuleFacts } from './series-modules';

const NOW = Temporal.Instant.from('2026-11-29T10:00:00Z');
const FACTS: SeriesModuleFacts = { now: NOW, stored: [], isKnownHotel: (id) => id === 12 || id === 13 };
const FIRST: ModuleText = { startDate: '02.03.2027 09:00', endDate: '04.03.2027 16:00', hotelId: '12' };
const SECOND: ModuleText = { startDate: '2027-04-12 09:00', endDate: '2027-04-14 16:00', hotelId: '13' };

const errorsOf = (rows: readonly ModuleText[], facts: SeriesModuleFacts = FACTS) => {
  const result = checkSeriesModules(rows, facts);
  return E.isLeft(result) ? result.left : {};
};

describe('checkSeriesModules', () => {
  it('reads the modules in Berlin wall clock, a venue or none (online: empty, 522 or -1)', () => {
    expect(checkSeriesModules([FIRST, { ...SECOND, hotelId: '522' }], FACTS)).toEqual(
      E.right([
        { startDate: Temporal.Instant.from('2027-03-02T08:00:00Z'), endDate: Temporal.Instant.from('2027-03-04T15:00:00Z'), hotelId: 12 },
        { startDate: Temporal.Instant.from('2027-04-12T07:00:00Z'), endDate: Temporal.Instant.from('2027-04-14T14:00:00Z'), hotelId: null },
      ]),
    );
  });

  it('each message at its row\'s field: missing or unreadable times, end before start, an unknown venue', () => {
    expect(errorsOf([{ hotelId: '12', endDate: FIRST.endDate }])).toEqual({ [moduleFieldName(1, 'startDate')]: M.startMissing });
    expect(errorsOf([FIRST, { ...SECOND, endDate: 'morgen' }])).toEqual({ [moduleFieldName(2, 'endDate')]: M.dateTimeFormat });
    expect(errorsOf([{ ...FIRST, endDate: '02.03.2027 08:00' }])).toEqual({ [moduleFieldName(1, 'endDate')]: M.endBeforeStart });
    expect(errorsOf([{ ...FIRST, hotelId: '99' }])).toEqual({ [moduleFieldName(1, 'hotelId')]: M.venueUnknown });
    expect(errorsOf([{ ...FIRST, hotelId: 'Hamburg' }])).toEqual({ [moduleFieldName(1, 'hotelId')]: M.venueFormat });
  });

  it('modules follow each other without overlap: a module that begins before the previous one ends is refused at its start', () => {
    expect(errorsOf([FIRST, { ...SECOND, startDate: '04.03.2027 15:00' }])).toEqual({ [moduleFieldName(2, 'startDate')]: M.overlap(1, '04.03.2027, 16:00 Uhr') });
    expect(errorsOf([SECOND, FIRST])).toEqual({ [moduleFieldName(2, 'startDate')]: M.overlap(1, '14.04.2027, 16:00 Uhr') });
    // Back to back is fine.
    expect(errorsOf([FIRST, { ...SECOND, startDate: '04.03.2027 16:00' }])).toEqual({});
  });

  it('at least one module; empty rows and rows marked for removal are none, and the others keep their row numbers', () => {
    expect(errorsOf([])).toEqual({ [MODULES_FIELD]: M.modulesMissing });
    expect(errorsOf([{ startDate: ' ', endDate: '', hotelId: '' }, { ...FIRST, remove: true }])).toEqual({ [MODULES_FIELD]: M.modulesMissing });
    expect(errorsOf([{ ...FIRST, remove: true }, { ...SECOND, endDate: '' }])).toEqual({ [moduleFieldName(2, 'endDate')]: M.endMissing });
  });

  it('no new or moved module in the past; a stored one that has begun stays as it is', () => {
    const past: ModuleText = { startDate: '02.11.2026 09:00', endDate: '04.11.2026 16:00', hotelId: '12' };
    expect(errorsOf([past, SECOND])).toEqual({ [moduleFieldName(1, 'startDate')]: M.startInPast });
    const stored = { startDate: Temporal.Instant.from('2026-11-02T08:00:00Z'), endDate: Temporal.Instant.from('2026-11-04T15:00:00Z'), hotelId: 12 };
    expect(errorsOf([past, SECOND], { ...FACTS, stored: [stored] })).toEqual({});
  });

  it('the date\'s fields follow: first start, last end, a series at the first venue, or online when no module has one', () => {
    const modules = checkSeriesModules([{ ...FIRST, hotelId: '' }, SECOND], FACTS);
    expect(E.map(seriesDateText)(modules)).toEqual(E.right({ startDate: '2027-03-02 09:00', endDate: '2027-04-14 16:00', kind: 'series', hotelId: '13' }));
    const online = checkSeriesModules([{ ...FIRST, hotelId: '' }, { ...SECOND, hotelId: '-1' }], FACTS);
    expect(E.map(seriesDateText)(online)).toEqual(E.right({ startDate: '2027-03-02 09:00', endDate: '2027-04-14 16:00', kind: 'online', hotelId: '' }));
  });
});
