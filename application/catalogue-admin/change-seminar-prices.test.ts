import * as E from 'fp-ts/Either';
import { describe, expect, it } from 'vitest';
import { SEMINAR_DATE_MESSAGES as D } from '../../domain/seminar-date/messages';
import { ChangeSeminarDates } from './change-seminar-dates';
import { ChangeSeminarPrices } from './change-seminar-prices';
import { SEMINAR_ADMIN_MESSAGES as M } from './seminar-admin.messages';
import { EDITOR, fixedClock, HOTELS, STORED, THEMES } from './testing/catalogue-fixture';
import { MemorySeminarDateStore } from './testing/memory-seminar-date-store';
import { MemorySeminarStore } from './testing/memory-seminar-store';
import { RUBRICS, SEMINAR } from './testing/seminar-fixture';

/** A date of the seminar that has begun already (before the fixture's now). */
const PAST = { ...STORED, eventId: 90, seatsTaken: 0, date: { ...STORED.date, startDate: STORED.date.startDate.subtract({ hours: 24 * 200 }), endDate: STORED.date.endDate.subtract({ hours: 24 * 200 }) } };

const setup = (dates = [STORED, PAST]) => {
  const dateStore = new MemorySeminarDateStore(THEMES, HOTELS, dates);
  const seminars = new MemorySeminarStore(RUBRICS, [SEMINAR], dateStore);
  let cleared = 0;
  const changeDates = new ChangeSeminarDates(dateStore, fixedClock, { catalogueChanged: () => Promise.resolve(void (cleared += 1)) });
  return { dateStore, prices: new ChangeSeminarPrices(seminars, changeDates, fixedClock), cleared: () => cleared };
};

describe('ChangeSeminarPrices', () => {
  it('sets the price record of every coming date (a date that has begun keeps its own), each with its audit entry', async () => {
    const { dateStore, prices, cleared } = setup();
    const result = await prices.run(SEMINAR.slug, { price: '1390,00', priceParticipantTwo: '', priceParticipantThree: '1200' }, EDITOR);
    expect(result).toEqual(E.right(expect.objectContaining({ updated: 1 })));
    expect(dateStore.dates.get(100)?.date.prices).toEqual({ price: 139000, priceParticipantThree: 120000 });
    expect(dateStore.dates.get(90)?.date.prices).toEqual(STORED.date.prices);
    expect(dateStore.auditLog.map((entry) => [entry.action, entry.details])).toEqual([
      ['catalogue.date.update', { price: '1290.00 → 1390.00', priceParticipantTwo: '1190.00 → ', priceParticipantThree: '– → 1200.00' }],
    ]);
    expect(cleared()).toBe(1);
  });

  it('a bad price is refused at its field and no date changes', async () => {
    const { dateStore, prices, cleared } = setup();
    const result = await prices.run(SEMINAR.slug, { price: 'abc', priceParticipantFour: '12,345' }, EDITOR);
    expect(result).toEqual(E.left(expect.objectContaining({ _tag: 'Invalid', fieldErrors: { price: D.priceFormat, priceParticipantFour: D.priceFormat } })));
    expect([dateStore.dates.get(100)?.date.prices, dateStore.auditLog, cleared()]).toEqual([STORED.date.prices, [], 0]);
  });

  it('a seminar without coming dates has no price to change: the message says why', async () => {
    const { prices } = setup([PAST]);
    expect(await prices.run(SEMINAR.slug, { price: '900' }, EDITOR)).toEqual(E.left(expect.objectContaining({ fieldErrors: { price: M.noComingDates } })));
  });
});
