import { PROVIDER } from '../../../domain/site/provider';
import type { ItemData } from './works-council.loaders';

/** schema.org Article (NewsArticle for news) of an editorial item, for search engines. */
export const articleJsonLd = (item: ItemData, origin: string): object => ({
  '@context': 'https://schema.org',
  '@type': item.kind === 'news' ? 'NewsArticle' : 'Article',
  headline: item.title,
  description: item.teaser,
  ...(item.publishedAt ? { datePublished: item.publishedAt } : {}),
  author: item.author ? { '@type': 'Person', name: item.author } : { '@type': 'Organization', name: PROVIDER.name },
  publisher: { '@type': 'Organization', name: PROVIDER.name },
  mainEntityOfPage: `${origin}${item.path}`,
  ...(item.tags.length > 0 ? { keywords: item.tags.map((tag) => tag.name).join(', ') } : {}),
});
