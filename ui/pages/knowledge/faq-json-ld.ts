import type { ContentBody } from '../../../application/content/content-blocks';
import type { FaqPageData } from './knowledge.loaders';

const answerText = (body: ContentBody): string =>
  body.map((block) => (block.type === 'list' ? block.items.join('; ') : block.text)).join('\n');

/**
 * schema.org FAQPage of the questions the page shows (the search's hits when there is one), so
 * what a search engine reads is what the visitor sees.
 */
export const faqJsonLd = ({ groups }: FaqPageData): object => ({
  '@context': 'https://schema.org',
  '@type': 'FAQPage',
  mainEntity: groups.flatMap((group) =>
    group.items.map((item) => ({
      '@type': 'Question',
      name: item.title,
      acceptedAnswer: { '@type': 'Answer', text: answerText(item.body) },
    })),
  ),
});
