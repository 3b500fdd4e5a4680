import { formatDate } from '../../domain/calendar/calendar';
import { blockLines } from './content-blocks';
import type { ContentItemWire } from './content.codecs';

/**
 * An item as plain text: what the news PDF (/news/pdf/{x}) prints and what a screen reader or a
 * mail client can take as it is. Blocks are separated by a blank line.
 */
export const plainTextOf = (item: ContentItemWire): string => {
  const byline = [item.publishedAt === null ? undefined : formatDate(item.publishedAt), item.author ?? undefined]
    .filter((part): part is string => part !== undefined)
    .join(' · ');
  const blocks = [item.title, byline, item.teaser, ...item.body.map((block) => blockLines(block).join('\n'))];
  return `${blocks.filter((block) => block.trim() !== '').join('\n\n')}\n`;
};
