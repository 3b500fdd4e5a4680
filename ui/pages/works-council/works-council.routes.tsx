import type { PageContainer } from '../../di/page-container';
import type { RouteObject } from 'react-router';
import type { ContentKind } from '../../../application/content/content-kind';
import { LEXICON_PRODUCT } from '../../../application/content/content-paths';
import { tagFeedPath, topicFeedPath } from '../../../application/content/content.paths';
import type { ChunkHandle } from '../../routing/page-chunks';
import { SITE_NAME, type PageMeta, type RouteHandle } from '../../routing/page-meta';
import { KIND_LABEL, LISTINGS, PRODUCT_LABEL } from './content-labels';
import { articleJsonLd } from './article-json-ld';
import type { ItemData, ListPageData, TagPageData, TopicPageData } from './works-council.loaders';
import { onFirstCall } from '../../routing/on-first-call';
import { feedsOf } from './feed-links';

const CONTENT_PAGES = 'ui/pages/works-council/ContentPages.tsx';
const LAW_PAGE = 'ui/pages/works-council/LawPage.tsx';
const LEXICON_INDEX = 'ui/pages/works-council/LexiconIndexPage.tsx';

type Handle = RouteHandle & ChunkHandle;

const withPage = (path: string, page: number): string => (page > 1 ? `${path}?page=${String(page)}` : path);

const itemHandle = (module: string): Handle => ({
  meta: (loaderData, url) => {
    const item = loaderData as ItemData;
    const suffix = item.kind === 'law' ? ` (${item.details.abbreviation})` : ` – ${KIND_LABEL[item.kind]}`;
    const meta: PageMeta = {
      title: `${item.title}${suffix} | ${SITE_NAME}`,
      description: item.teaser.slice(0, 160),
      canonicalPath: item.path,
    };
    return item.kind === 'article' || item.kind === 'news' || item.kind === 'interview' ? { ...meta, jsonLd: [articleJsonLd(item, url.origin)] } : meta;
  },
  modules: [module],
});

const listHandle: Handle = {
  meta: (loaderData) => {
    const { kind, page, section } = loaderData as ListPageData;
    if (kind === 'ruling') {
      const label = section === 'sbv' ? PRODUCT_LABEL.sbv : PRODUCT_LABEL.br;
      return {
        title: `Rechtsprechung ${label} | ${SITE_NAME}`,
        description: `Aktuelle Urteile der Arbeitsgerichte für ${label}.`,
        canonicalPath: withPage(`/rechtsprechung/${section}`, page.page),
      };
    }
    const listing = LISTINGS[kind as keyof typeof LISTINGS];
    return { title: `${listing.title} | ${SITE_NAME}`, description: listing.description, canonicalPath: withPage(listing.path, page.page) };
  },
  modules: [CONTENT_PAGES],
};

const lexiconHandle: Handle = {
  meta: (loaderData) => {
    const { section } = loaderData as ListPageData;
    const label = PRODUCT_LABEL[section as keyof typeof PRODUCT_LABEL];
    return {
      title: `${label}-Lexikon A–Z | ${SITE_NAME}`,
      description: `Alle Begriffe aus der Arbeit von ${label} von A bis Z, kurz und verständlich erklärt.`,
      canonicalPath: `/${LEXICON_PRODUCT}slexikon/${section}`,
    };
  },
  modules: [LEXICON_INDEX],
};

const lazyContentPage = (name: 'ContentListPage' | 'ContentItemPage' | 'TopicsPage' | 'TopicPage' | 'TagPage') => async () => ({
  Component: (await import('./ContentPages'))[name],
});
const lazyLawPage = async () => ({ Component: (await import('./LawPage')).LawPage });
const lazyLexiconIndex = async () => ({ Component: (await import('./LexiconIndexPage')).LexiconIndexPage });

const listing = (container: PageContainer, kind: ContentKind, path: string): RouteObject[] => [
  { path, loader: onFirstCall(async () => (await import('./works-council.loaders')).listLoader(container, kind)), lazy: lazyContentPage('ContentListPage'), handle: listHandle },
  { path: `${path}/:slug`, loader: onFirstCall(async () => (await import('./works-council.loaders')).itemLoader(container, kind)), lazy: lazyContentPage('ContentItemPage'), handle: itemHandle(CONTENT_PAGES) },
];

/**
 * The knowledge pages of the works-council host (spec §2). Every loader answers 404 on the main
 * host (site-guard.ts), so one route table serves both hosts.
 */
export const worksCouncilRoutes = (container: PageContainer): RouteObject[] => [
  ...listing(container, 'article', 'fachartikel'),
  ...listing(container, 'news', 'news'),
  ...listing(container, 'interview', 'br-magazin-interview'),
  { path: 'gesetze', loader: onFirstCall(async () => (await import('./works-council.loaders')).listLoader(container, 'law')), lazy: lazyContentPage('ContentListPage'), handle: listHandle },
  { path: 'gesetze/:slug', loader: onFirstCall(async () => (await import('./works-council.loaders')).itemLoader(container, 'law')), lazy: lazyLawPage, handle: itemHandle(LAW_PAGE) },
  { path: `${LEXICON_PRODUCT}slexikon/:section`, loader: onFirstCall(async () => (await import('./works-council.loaders')).lexiconIndexLoader(container)), lazy: lazyLexiconIndex, handle: lexiconHandle },
  {
    path: `${LEXICON_PRODUCT}slexikon/:section/:slug`,
    loader: onFirstCall(async () => (await import('./works-council.loaders')).itemLoader(container, 'lexicon')),
    lazy: lazyContentPage('ContentItemPage'),
    handle: itemHandle(CONTENT_PAGES),
  },
  { path: 'rechtsprechung/urteil/:slug', loader: onFirstCall(async () => (await import('./works-council.loaders')).itemLoader(container, 'ruling')), lazy: lazyContentPage('ContentItemPage'), handle: itemHandle(CONTENT_PAGES) },
  { path: 'rechtsprechung/:section', loader: onFirstCall(async () => (await import('./works-council.loaders')).listLoader(container, 'ruling')), lazy: lazyContentPage('ContentListPage'), handle: listHandle },
  {
    path: 'rechtsprechung/:section/:slug',
    loader: onFirstCall(async () => (await import('./works-council.loaders')).itemLoader(container, 'ruling')),
    lazy: lazyContentPage('ContentItemPage'),
    handle: itemHandle(CONTENT_PAGES),
  },
  {
    path: 'themen',
    loader: onFirstCall(async () => (await import('./works-council.loaders')).topicsLoader(container)),
    lazy: lazyContentPage('TopicsPage'),
    handle: {
      meta: () => {
        return { title: `Themen für Betriebsräte | ${SITE_NAME}`, description: 'Alle Inhalte und Seminare nach Themen geordnet.', canonicalPath: '/themen' };
      },
      modules: [CONTENT_PAGES],
    } satisfies Handle,
  },
  {
    path: 'themen/:slug',
    loader: onFirstCall(async () => (await import('./works-council.loaders')).topicLoader(container)),
    lazy: lazyContentPage('TopicPage'),
    handle: {
      meta: (loaderData: unknown) => {
        const { topic, items } = loaderData as TopicPageData;
        return {
          title: `${topic.title} | ${SITE_NAME}`,
          description: topic.description.slice(0, 160),
          canonicalPath: withPage(topic.path, items.page),
          feeds: feedsOf(`zum Thema ${topic.title}`, (format) => topicFeedPath(format, topic.slug)),
        };
      },
      modules: [CONTENT_PAGES],
    } satisfies Handle,
  },
  {
    path: 'tag/:slug',
    loader: onFirstCall(async () => (await import('./works-council.loaders')).tagLoader(container)),
    lazy: lazyContentPage('TagPage'),
    handle: {
      meta: (loaderData: unknown) => {
        const { tag, items } = loaderData as TagPageData;
        return {
          title: `${tag.name}: Fachartikel und News | ${SITE_NAME}`,
          description: `Fachartikel, News und Interviews zum Schlagwort ${tag.name}.`,
          canonicalPath: withPage(`/tag/${tag.slug}`, items.page),
          feeds: feedsOf(`zum Schlagwort ${tag.name}`, (format) => tagFeedPath(format, tag.slug)),
        };
      },
      modules: [CONTENT_PAGES],
    } satisfies Handle,
  },
];
