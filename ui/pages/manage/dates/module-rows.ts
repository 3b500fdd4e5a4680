import { MODULE_FIELDS, MODULES_FIELD, moduleFieldName, type ModuleText } from '../../../../domain/seminar-date/series-modules';

/** The hidden field that says how many module rows the form has (rows count from 1). */
export const MODULE_ROWS_FIELD = 'moduleRows';
/** The button that adds a row: the form comes back with one more, nothing is saved. */
export const ADD_MODULE_FIELD = 'modulHinzufuegen';
/** More rows than any series has: a forged count cannot make the page render thousands. */
const MAX_MODULE_ROWS = 40;
const CHECKED = 'on';

/** A module row as the form shows it. */
export interface ModuleRowValues {
  readonly startDate: string;
  readonly endDate: string;
  readonly hotelId: string;
  readonly remove: boolean;
}

const BLANK: ModuleRowValues = { startDate: '', endDate: '', hotelId: '', remove: false };

/** A row with nothing typed or chosen: the form's spare row (the rules read it as no module). */
export const isBlankRow = (row: ModuleRowValues): boolean => MODULE_FIELDS.every((field) => row[field].trim() === '');

const rowCountOf = (values: Readonly<Record<string, string>>): number => {
  const count = Number(values[MODULE_ROWS_FIELD] ?? '');
  return Number.isInteger(count) && count > 0 ? Math.min(count, MAX_MODULE_ROWS) : 0;
};

/** The rows as posted, in their order; a form without the rows has none. */
export const postedModuleRows = (values: Readonly<Record<string, string>>): readonly ModuleRowValues[] =>
  Array.from({ length: rowCountOf(values) }, (_, index) => {
    const row = index + 1;
    return {
      startDate: values[moduleFieldName(row, 'startDate')] ?? '',
      endDate: values[moduleFieldName(row, 'endDate')] ?? '',
      hotelId: values[moduleFieldName(row, 'hotelId')] ?? '',
      remove: values[moduleFieldName(row, 'remove')] === CHECKED,
    };
  });

/** The rows as the use case reads them (an empty row is none, a marked one is removed). */
export const moduleTextsOf = (rows: readonly ModuleRowValues[]): readonly ModuleText[] =>
  rows.map((row) => ({ startDate: row.startDate, endDate: row.endDate, hotelId: row.hotelId, remove: row.remove }));

/** Whether any row holds a module (a start, an end or a venue typed in, and not marked for removal). */
export const anyModuleTyped = (rows: readonly ModuleRowValues[]): boolean =>
  rows.some((row) => !row.remove && !isBlankRow(row));

/** The stored modules, and a spare empty row for a new one. */
export const rowsWithSpare = (modules: readonly Omit<ModuleRowValues, 'remove'>[]): readonly ModuleRowValues[] => [
  ...modules.map((module) => ({ ...module, remove: false })),
  BLANK,
];

/** The values to show again when a row is added: what was typed, and one more (empty) row. */
export const valuesWithAddedRow = (values: Readonly<Record<string, string>>): Readonly<Record<string, string>> => {
  const { [ADD_MODULE_FIELD]: _added, ...typed } = values;
  return { ...typed, [MODULE_ROWS_FIELD]: String(Math.min(rowCountOf(values) + 1, MAX_MODULE_ROWS)) };
};

/** Every field name of the rows (and of the modules as a whole): their messages stand at them, not on top. */
export const moduleFieldNames = (count: number): readonly string[] => [
  MODULES_FIELD,
  ...Array.from({ length: count }, (_, index) => MODULE_FIELDS.map((field) => moduleFieldName(index + 1, field))).flat(),
];
