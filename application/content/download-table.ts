import type { DownloadTable } from './content-details.codecs';

/** A cell as text where a format has no numbers (Word, PowerPoint): German digits ('1.234', '-70'). */
export const cellText = (cell: string | number | undefined): string => (cell === undefined ? '' : typeof cell === 'number' ? cell.toLocaleString('de-DE') : cell);

/** A column of numbers only is set right-aligned, as tables of figures are. */
export const isNumberColumn = (table: DownloadTable, index: number): boolean => table.rows.length > 0 && table.rows.every((row) => typeof row[index] === 'number');
