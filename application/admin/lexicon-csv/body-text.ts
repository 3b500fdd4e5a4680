import type { ContentBlock, ContentBody } from '../../content/content-blocks';

/**
 * A content body as one spreadsheet cell, readable and editable by a person: blocks separated
 * by a blank line, a heading as "## …", a quote as "> …", a list as lines "* …", anything else
 * a paragraph. A paragraph that would read as one of those starts with a backslash, which the
 * import takes away again. (No "- " bullets: a spreadsheet reads a leading minus as a formula.)
 */
const MARKERS = ['## ', '> ', '* ', '\\'] as const;
const BLOCK_SEPARATOR = /\n[ \t]*\n+/;

const oneLine = (text: string): string => text.replace(/\s*\n\s*/g, ' ');
/** A blank line inside a text would split its block in two. */
const noBlankLines = (text: string): string => text.replace(/\n[ \t]*\n+/g, '\n');

const blockText = (block: ContentBlock): string => {
  switch (block.type) {
    case 'heading':
      return `## ${noBlankLines(block.text)}`;
    case 'quote':
      return `> ${noBlankLines(block.text)}`;
    case 'list':
      return block.items.map((item) => `* ${oneLine(item)}`).join('\n');
    case 'paragraph': {
      const text = noBlankLines(block.text);
      return MARKERS.some((marker) => text.startsWith(marker)) ? `\\${text}` : text;
    }
  }
};

export const bodyToText = (body: ContentBody): string => body.map(blockText).join('\n\n');

const textBlock = (text: string): ContentBlock => {
  if (text.startsWith('## ')) return { type: 'heading', text: text.slice(3) };
  if (text.startsWith('> ')) return { type: 'quote', text: text.slice(2) };
  const lines = text.split('\n');
  if (lines.every((line) => line.startsWith('* '))) return { type: 'list', items: lines.map((line) => line.slice(2)) };
  return { type: 'paragraph', text: text.startsWith('\\') ? text.slice(1) : text };
};

/**
 * Line ends as a spreadsheet saves them (CRLF) count as one; white space at the end of a block
 * and empty blocks are dropped.
 */
export const textToBody = (text: string): ContentBody =>
  text
    .replace(/\r\n?/g, '\n')
    .split(BLOCK_SEPARATOR)
    .map((block) => block.replace(/^\n+/, '').trimEnd())
    .filter((block) => block.trim() !== '')
    .map(textBlock);
