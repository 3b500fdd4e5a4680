import { describe, expect, it } from 'vitest';
import { MODULES_FIELD } from '../../../../domain/seminar-date/series-modules';
import { ADD_MODULE_FIELD, anyModuleTyped, isBlankRow, moduleFieldNames, moduleTextsOf, MODULE_ROWS_FIELD, postedModuleRows, rowsWithSpare, valuesWithAddedRow } from './module-rows';

const POSTED = {
  [MODULE_ROWS_FIELD]: '2',
  'module-1-startDate': '02.03.2027 09:00',
  'module-1-endDate': '04.03.2027 16:00',
  'module-1-hotelId': '12',
  'module-2-startDate': '',
  'module-2-endDate': '',
  'module-2-hotelId': '',
  'module-2-remove': 'on',
};

describe('the module rows of a plain form post', () => {
  it('reads as many numbered rows as the form says, each with its removal box', () => {
    expect(postedModuleRows(POSTED)).toEqual([
      { startDate: '02.03.2027 09:00', endDate: '04.03.2027 16:00', hotelId: '12', remove: false },
      { startDate: '', endDate: '', hotelId: '', remove: true },
    ]);
    expect(moduleTextsOf(postedModuleRows(POSTED))[1]).toEqual({ startDate: '', endDate: '', hotelId: '', remove: true });
  });

  it('a form without rows, or a forged count, has none or at most forty', () => {
    expect(postedModuleRows({})).toEqual([]);
    expect(postedModuleRows({ [MODULE_ROWS_FIELD]: 'viele' })).toEqual([]);
    expect(postedModuleRows({ [MODULE_ROWS_FIELD]: '100000' })).toHaveLength(40);
  });

  it('"Modul hinzufügen" keeps what was typed and adds one empty row', () => {
    const added = valuesWithAddedRow({ ...POSTED, [ADD_MODULE_FIELD]: 'ja' });
    expect(added[ADD_MODULE_FIELD]).toBeUndefined();
    expect(postedModuleRows(added)).toHaveLength(3);
    expect(postedModuleRows(added)[0]?.startDate).toBe('02.03.2027 09:00');
  });

  it('a module is typed only in a row not marked for removal; the stored modules get a spare row', () => {
    expect(anyModuleTyped(postedModuleRows(POSTED))).toBe(true);
    expect(anyModuleTyped([{ startDate: '02.03.2027 09:00', endDate: '', hotelId: '', remove: true }, ...rowsWithSpare([])])).toBe(false);
    expect(rowsWithSpare([{ startDate: 'a', endDate: 'b', hotelId: '' }])).toEqual([
      { startDate: 'a', endDate: 'b', hotelId: '', remove: false },
      { startDate: '', endDate: '', hotelId: '', remove: false },
    ]);
    // The spare row gets no removal box: it is no module yet.
    expect(rowsWithSpare([{ startDate: 'a', endDate: 'b', hotelId: '' }]).map(isBlankRow)).toEqual([false, true]);
    expect(moduleFieldNames(1)).toEqual([MODULES_FIELD, 'module-1-startDate', 'module-1-endDate', 'module-1-hotelId']);
  });
});
