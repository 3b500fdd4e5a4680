import type { FeedFormat } from '../../../application/content/content.paths';
import type { FeedLink } from '../../routing/page-meta';

/** A topic's or tag's two feeds for autodiscovery, RSS first (what most readers pick). */
export const feedsOf = (about: string, pathOf: (format: FeedFormat) => string): readonly FeedLink[] => [
  { type: 'application/rss+xml', title: `RSS-Feed ${about}`, path: pathOf('rss') },
  { type: 'application/atom+xml', title: `Atom-Feed ${about}`, path: pathOf('atom') },
];
