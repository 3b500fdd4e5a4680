import type { PrintBlock, PrintColumn } from './print-document';

const pad = (text: string, width: number, align: PrintColumn['align']): string =>
  align === 'right' ? text.padStart(width) : text.padEnd(width);

/** A table in a fixed-width font: columns as wide as their widest cell, two spaces apart. */
const textTable = (columns: readonly PrintColumn[], rows: readonly (readonly string[])[], totals: readonly (readonly string[])[]): string => {
  const all = [columns.map((column) => column.header), ...rows, ...totals];
  const widths = columns.map((_, index) => Math.max(...all.map((row) => (row[index] ?? '').length)));
  const line = (row: readonly string[]): string =>
    columns
      .map((column, index) => pad(row[index] ?? '', widths[index] ?? 0, column.align))
      .join('  ')
      .trimEnd();
  const rule = '-'.repeat(widths.reduce((sum, width) => sum + width, 0) + 2 * (columns.length - 1));
  return [line(all[0] ?? []), rule, ...rows.map(line), ...(totals.length > 0 ? [rule, ...totals.map(line)] : [])].join('\n');
};

const textBlock = (block: PrintBlock): string => {
  switch (block.type) {
    case 'heading':
      return `${block.text}\n${'='.repeat(block.text.length)}`;
    case 'contents':
      return block.entries.map((entry) => `- ${entry.text}`).join('\n');
    case 'pageBreak':
      return '';
    case 'paragraph':
      return block.text;
    case 'facts':
      return block.rows.map((row) => `${row.label}: ${row.value}`).join('\n');
    case 'table':
      return textTable(block.columns, block.rows, block.totals ?? []);
    case 'fillIn':
      return block.fields.map((field) => `${field.label}: ${field.value ?? '______________________________'}`).join('\n');
    case 'checkboxes':
      return block.options.map((option) => `[${block.checked?.includes(option) === true ? 'x' : ' '}] ${option}`).join('\n');
    case 'signature':
      return block.labels.map((label) => `______________________________\n${label}`).join('\n\n');
  }
};

/** The plain-text part of a mail: blocks one after the other, a blank line between them. */
export const renderText = (blocks: readonly PrintBlock[]): string =>
  `${blocks
    .map(textBlock)
    .filter((text) => text !== '')
    .join('\n\n')}\n`;
