import { formatDate } from '../../../domain/calendar/calendar';
import { blockLines, type ContentBlock } from '../../content/content-blocks';
import type { ContentItemWire } from '../../content/content.codecs';
import type { PrintBlock, PrintDocument } from '../print-document';

const printBlock = (block: ContentBlock): PrintBlock =>
  block.type === 'heading' ? { type: 'heading', text: block.text } : { type: 'paragraph', text: blockLines(block).join('\n') };

/**
 * /news/pdf/{x}: a news item to print or pass on, as the news page reads: title, date and author,
 * the teaser in bold, then the text.
 */
export const newsDocument = (item: ContentItemWire): PrintDocument => {
  const byline = [item.publishedAt === null ? undefined : formatDate(item.publishedAt), item.author ?? undefined].filter(
    (part): part is string => part !== undefined,
  );
  return {
    title: item.title,
    subtitle: byline.length === 0 ? undefined : byline.join(' · '),
    blocks: [{ type: 'paragraph', text: item.teaser, tone: 'strong' }, ...item.body.map(printBlock)],
  };
};
