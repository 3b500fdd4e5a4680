import type { PrintBlock } from './print-document';

const ENTITIES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text as HTML text: every character that could start markup is escaped. */
/** A ticked or open box before an option; a list without ticks (nothing filled in) prints none. */
const tick = (checked: readonly string[] | undefined, option: string): string => (checked === undefined ? '' : checked.includes(option) ? '☒ ' : '☐ ');

export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (char) => ENTITIES[char] ?? char);

/** Escaped, with the text's own line breaks kept (a message typed into a form). */
const lines = (text: string): string => escapeHtml(text).replace(/\r?\n/g, '<br>');

const CELL = 'padding:4px 8px;border-bottom:1px solid #ddd;';

const cell = (tag: 'td' | 'th', text: string, align: 'left' | 'right', extra = ''): string =>
  `<${tag} style="${CELL}text-align:${align};${extra}">${escapeHtml(text)}</${tag}>`;

const htmlBlock = (block: PrintBlock): string => {
  switch (block.type) {
    case 'heading':
      return block.level === 2
        ? `<h3 style="font-size:15px;margin:16px 0 6px;">${escapeHtml(block.text)}</h3>`
        : `<h2 style="font-size:17px;margin:24px 0 8px;">${escapeHtml(block.text)}</h2>`;
    case 'contents':
      return `<ul style="margin:0 0 12px;">${block.entries.map((entry) => `<li>${escapeHtml(entry.text)}</li>`).join('')}</ul>`;
    case 'pageBreak':
      return '';
    case 'paragraph': {
      const style = block.tone === 'strong' ? 'font-weight:bold;' : block.tone === 'small' ? 'font-size:12px;color:#555;' : '';
      return `<p style="margin:0 0 12px;${style}">${lines(block.text)}</p>`;
    }
    case 'facts':
      return `<table style="border-collapse:collapse;margin:0 0 12px;">${block.rows
        .map((row) => `<tr><th style="text-align:left;padding:2px 12px 2px 0;vertical-align:top;">${escapeHtml(row.label)}</th><td style="padding:2px 0;">${lines(row.value)}</td></tr>`)
        .join('')}</table>`;
    case 'table': {
      const head = `<tr>${block.columns.map((column) => cell('th', column.header, column.align)).join('')}</tr>`;
      const body = block.rows
        .map((row) => `<tr>${block.columns.map((column, index) => cell('td', row[index] ?? '', column.align)).join('')}</tr>`)
        .join('');
      const totals = (block.totals ?? [])
        .map((row) => `<tr>${block.columns.map((column, index) => cell('td', row[index] ?? '', column.align, 'font-weight:bold;')).join('')}</tr>`)
        .join('');
      return `<table style="border-collapse:collapse;width:100%;margin:0 0 12px;">${head}${body}${totals}</table>`;
    }
    case 'fillIn':
      return `<p style="margin:0 0 12px;">${block.fields.map((field) => `${escapeHtml(field.label)}: ${escapeHtml(field.value ?? '')}`).join('<br>')}</p>`;
    case 'checkboxes':
      return `<ul style="margin:0 0 12px;">${block.options.map((option) => `<li>${tick(block.checked, option)}${escapeHtml(option)}</li>`).join('')}</ul>`;
    case 'signature':
      return `<p style="margin:24px 0 12px;">${block.labels.map(escapeHtml).join('<br>')}</p>`;
  }
};

/** The HTML part of a mail: a plain, readable page (inline styles, since mail clients drop style sheets). */
export const renderHtml = (title: string, blocks: readonly PrintBlock[]): string =>
  `<!DOCTYPE html><html lang="de"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>` +
  `<body style="font-family:Arial,Helvetica,sans-serif;font-size:14px;line-height:1.5;color:#222;max-width:640px;">` +
  `${blocks.map(htmlBlock).join('\n')}</body></html>\n`;
