import fc from 'fast-check';
import * as E from 'fp-ts/Either';
import { describe, expect, it } from 'vitest';
import { SEMINAR_DATE_FIELDS, SEMINAR_DATE_KINDS } from '../../domain/seminar-date/seminar-date';
import { CatalogueDateRecordWire, ChangeReportWire } from './catalogue-admin.codecs';

const change = fc.record({ before: fc.string(), after: fc.string() });
const reportArb = fc.record({
  dryRun: fc.boolean(),
  created: fc.nat(),
  updated: fc.nat(),
  unchanged: fc.nat(),
  changes: fc.array(
    fc.record({
      line: fc.nat(),
      eventId: fc.option(fc.nat(), { nil: null }),
      themeSlug: fc.string(),
      fields: fc.dictionary(fc.constantFrom(...SEMINAR_DATE_FIELDS), change),
    }),
  ),
});
const euroText = fc.nat({ max: 99_999_99 }).map((amount) => (amount / 100).toFixed(2));
const recordArb = fc.record({
  eventId: fc.nat(),
  themeSlug: fc.string(),
  title: fc.string(),
  kind: fc.constantFrom(...SEMINAR_DATE_KINDS),
  oneDay: fc.boolean(),
  startDate: fc.string(),
  endDate: fc.string(),
  hotelId: fc.option(fc.nat(), { nil: null }),
  capacity: fc.nat(),
  price: euroText,
  priceParticipantTwo: fc.option(euroText, { nil: null }),
  priceParticipantThree: fc.option(euroText, { nil: null }),
  priceParticipantFour: fc.option(euroText, { nil: null }),
  priceParticipantFive: fc.option(euroText, { nil: null }),
  published: fc.boolean(),
  cancelled: fc.boolean(),
});

describe('catalogue admin codecs', () => {
  it('decode(encode(report)) is the report, through JSON', () => {
    fc.assert(fc.property(reportArb, (report) => { expect(ChangeReportWire.decode(JSON.parse(JSON.stringify(ChangeReportWire.encode(report))))).toEqual(E.right(report)); }));
  });

  it('decode(encode(record)) is the exported record, through JSON', () => {
    fc.assert(fc.property(recordArb, (record) => { expect(CatalogueDateRecordWire.decode(JSON.parse(JSON.stringify(CatalogueDateRecordWire.encode(record))))).toEqual(E.right(record)); }));
  });
});
