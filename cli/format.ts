/** de-DE numbers and sizes for the tables a person reads. */
export const number = (value: number): string => value.toLocaleString('de-DE');

export const bytes = (value: number): string => {
  if (value < 1024) return `${number(value)} B`;
  if (value < 1024 * 1024) return `${(value / 1024).toLocaleString('de-DE', { maximumFractionDigits: 1 })} kB`;
  return `${(value / 1024 / 1024).toLocaleString('de-DE', { maximumFractionDigits: 1 })} MB`;
};

export const percent = (rate: number | null): string =>
  rate === null ? '–' : `${(rate * 100).toLocaleString('de-DE', { maximumFractionDigits: 1 })} %`;

/** A table with a header line; columns as wide as their widest cell, numbers right-aligned. */
export const table = (header: readonly string[], rows: readonly (readonly string[])[], rightAligned: ReadonlySet<number> = new Set()): string => {
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)));
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, column) => (rightAligned.has(column) ? cell.padStart(widths[column] ?? 0) : cell.padEnd(widths[column] ?? 0)))
      .join('  ')
      .trimEnd();
  return [line(header), line(widths.map((width) => '─'.repeat(width))), ...rows.map(line)].join('\n');
};
