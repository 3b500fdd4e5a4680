import * as A from 'fp-ts/Array';
import * as T from 'fp-ts/Task';
import * as TE from 'fp-ts/TaskEither';
import { pipe } from 'fp-ts/function';
import type * as t from 'io-ts';
import { PRODUCTS, RULING_SECTIONS, type ContentKind } from '../../../application/content/content-kind';
import { ContentItemWire, ContentPageWire, ContentSummaryWire, TopicWire } from '../../../application/content/content.codecs';
import { ContentListQuery, MAX_CONTENT_PAGE_SIZE, PageQuery } from '../../../application/content/content-query.codecs';
import { decodeInput } from '../../../application/codecs/decode';
import type { ThemeSummariesWire } from '../../../application/catalogue/theme.codecs';
import type { AppError } from '../../../domain/errors/app-error';
import { resolveService, type PageContainer } from '../../di/page-container';
import { CATALOGUE, CONTENT } from '../../di/ui.tokens';
import { runTask, type PageError } from '../../routing/run-task';
import { data } from 'react-router';
import { requireSite } from './site-guard';
import { relatedCards, type RelatedCards } from '../recommendations/recommendations.loader';
import { hereOf, linkTo } from '../recommendations/site-link';

/** JSON-safe forms of the content wire types: loader data travels to the browser for hydration. */
export type ItemData = t.OutputOf<typeof ContentItemWire>;
export type SummaryData = t.OutputOf<typeof ContentSummaryWire>;
export type PageData = t.OutputOf<typeof ContentPageWire>;
export type TopicData = t.OutputOf<typeof TopicWire>;

/** What a knowledge item recommends: seminars that match it and related topics. */
export const ITEM_RELATED = ['themes', 'topics'] as const;
/** The kinds whose page shows recommendations (a law's page is the law's table of norms). */
const WITH_RELATED: ReadonlySet<ContentKind> = new Set(['article', 'news', 'interview', 'lexicon', 'ruling']);

/** A lexicon entry's related term: its slug for the link, its title for the link's text. */
export interface RelatedTerm {
  readonly slug: string;
  readonly title: string;
}

/**
 * An item's page: the item, its recommendations (empty for a kind that shows none) and, for a
 * lexicon entry, its related terms (else empty).
 */
export type ItemPageData = ItemData & {
  readonly related: RelatedCards<(typeof ITEM_RELATED)[number]>;
  readonly relatedTerms: readonly RelatedTerm[];
};

const NO_RELATED: ItemPageData['related'] = { themes: [], topics: [] };

export interface ListPageData {
  readonly kind: ContentKind;
  readonly page: PageData;
  /** The section of a sectioned listing (lexicon, Rechtsprechung), else ''. */
  readonly section: string;
}

export interface TopicPageData {
  readonly topic: TopicData;
  readonly items: PageData;
  /** The catalogue's seminars that fit the topic, by title (a missing one is left out), linked on the main site. */
  readonly seminars: readonly { readonly slug: string; readonly title: string; readonly href: string }[];
}

export interface TagPageData {
  readonly tag: { readonly slug: string; readonly name: string };
  readonly items: PageData;
}

export interface HomeData {
  readonly latest: readonly SummaryData[];
  readonly topics: readonly TopicData[];
  readonly laws: readonly SummaryData[];
}

export const LIST_PAGE_SIZE = 12;
/** The A–Z index shows a whole lexicon: read it in pages of the largest size, up to this many. */
const MAX_INDEX_PAGES = 20;

type LoaderArgs = { readonly request: Request; readonly params: Readonly<Record<string, string | undefined>> };

const pageParam = (request: Request): Record<string, string> => {
  const page = new URL(request.url).searchParams.get('page');
  return page === null ? {} : { page };
};

/** The sections a sectioned kind has: another one is an unknown page, not an empty listing. */
const SECTIONS: Partial<Record<ContentKind, readonly string[]>> = { lexicon: PRODUCTS, ruling: RULING_SECTIONS };

const requireSection = (kind: ContentKind, section: string | undefined): string => {
  if (section === undefined) return '';
  if (SECTIONS[kind]?.includes(section)) return section;
  const error: PageError = { message: 'Seite nicht gefunden', status: 404 };
  // eslint-disable-next-line @typescript-eslint/only-throw-error -- react-router's way to answer with a status
  throw data(error, { status: 404 });
};

const contentOf = (container: PageContainer) => {
  requireSite(container, 'works-council');
  return resolveService(container, CONTENT);
};

/** One item on its own page; a slug that is not there answers 404 with the port's message. */
export const itemLoader =
  (container: PageContainer, kind: ContentKind) =>
  async ({ request, params }: LoaderArgs): Promise<ItemPageData> => {
    const content = contentOf(container);
    const section = requireSection(kind, params.section);
    const item = await runTask(
      pipe(
        content.detail(kind, params.slug ?? '', section || undefined),
        TE.map((found) => ContentItemWire.encode(found)),
      ),
    );
    return WITH_RELATED.has(kind) ? withRelated(container, request, item) : { ...item, related: NO_RELATED, relatedTerms: [] };
  };

/**
 * A lexicon entry's related terms by their entries' titles, in the entry's order: the entry
 * stores only slugs, and a slug is no name ('kosten-des-betriebsrats'). A term whose entry is
 * not there (or cannot be read now) is left out; the entry still reads.
 */
const relatedTermsOf = async (container: PageContainer, item: ItemData): Promise<readonly RelatedTerm[]> => {
  if (item.kind !== 'lexicon' || item.details.relatedSlugs.length === 0) return [];
  const content = resolveService(container, CONTENT);
  const terms = await pipe(
    item.details.relatedSlugs.map((slug) =>
      pipe(
        content.detail('lexicon', slug, item.section),
        TE.match(
          (): readonly RelatedTerm[] => [],
          (entry) => [{ slug: entry.slug, title: entry.title }],
        ),
      ),
    ),
    T.sequenceArray,
  )();
  return terms.flat();
};

/** An item with the seminars and topics it recommends (for every page that shows a knowledge item). */
export const withRelated = async (container: PageContainer, request: Request, item: ItemData): Promise<ItemPageData> => ({
  ...item,
  related: await relatedCards(container, { content: item.id }, ITEM_RELATED),
  relatedTerms: await relatedTermsOf(container, item),
});

/** A kind's listing page (?page=), sectioned where the route has a :section. */
export const listLoader =
  (container: PageContainer, kind: ContentKind) =>
  ({ request, params }: LoaderArgs): Promise<ListPageData> => {
    const content = contentOf(container);
    const section = requireSection(kind, params.section);
    const query = { ...pageParam(request), pageSize: String(LIST_PAGE_SIZE), ...(section ? { section } : {}) };
    return runTask(
      pipe(
        TE.fromEither(decodeInput(ContentListQuery, query)),
        TE.chain((decoded) => content.list(kind, decoded)),
        TE.map((page) => ({ kind, page: ContentPageWire.encode(page), section })),
      ),
    );
  };

/** A lexicon section from A to Z, all entries (read page by page, the port caps a page). */
export const lexiconIndexLoader =
  (container: PageContainer) =>
  async ({ params }: LoaderArgs): Promise<ListPageData> => {
    const content = contentOf(container);
    const section = requireSection('lexicon', params.section);
    const readPage = (page: number) =>
      pipe(
        TE.fromEither(decodeInput(ContentListQuery, { section, page: String(page), pageSize: String(MAX_CONTENT_PAGE_SIZE) })),
        TE.chain((decoded) => content.list('lexicon', decoded)),
      );
    const first = await runTask(readPage(1));
    const pages = Math.min(MAX_INDEX_PAGES, Math.ceil(first.total / MAX_CONTENT_PAGE_SIZE));
    const rest = await runTask(A.sequence(TE.ApplicativeSeq)(A.makeBy(Math.max(0, pages - 1), (index) => readPage(index + 2))));
    const items = [first, ...rest].flatMap((page) => page.items);
    return { kind: 'lexicon', page: ContentPageWire.encode({ items, total: first.total, page: 1, pageSize: Math.max(1, items.length) }), section };
  };

export const topicLoader =
  (container: PageContainer) =>
  ({ request, params }: LoaderArgs): Promise<TopicPageData> => {
    const content = contentOf(container);
    const slug = params.slug ?? '';
    const here = hereOf(container);
    return runTask(
      pipe(
        TE.Do,
        TE.bind('query', () => TE.fromEither(decodeInput(PageQuery, { ...pageParam(request), pageSize: String(LIST_PAGE_SIZE) }))),
        TE.bind('topic', () => content.topic(slug)),
        TE.bind('items', ({ query }) => content.topicItems(slug, query)),
        // Without the catalogue the topic still reads; only the seminar links are missing.
        TE.bind('themes', () => pipe(resolveService(container, CATALOGUE).themes({}), TE.orElse(() => TE.right<AppError, ThemeSummariesWire>([])))),
        TE.map(({ topic, items, themes }) => ({
          topic: TopicWire.encode(topic),
          items: ContentPageWire.encode(items),
          seminars: topic.seminarThemeSlugs.flatMap((wanted) => {
            const theme = themes.find((candidate) => candidate.slug === wanted);
            return theme ? [{ slug: theme.slug, title: theme.title, href: linkTo('main', `/seminare/p/${theme.slug}`, here).href }] : [];
          }),
        })),
      ),
    );
  };

export const topicsLoader = (container: PageContainer) => (): Promise<readonly TopicData[]> => {
  const content = contentOf(container);
  return runTask(pipe(content.topics(), TE.map((topics) => topics.map((topic) => TopicWire.encode(topic)))));
};

/** /tag/{x}: the articles with the tag; an unknown tag answers 404. */
export const tagLoader =
  (container: PageContainer) =>
  ({ request, params }: LoaderArgs): Promise<TagPageData> => {
    const content = contentOf(container);
    const slug = params.slug ?? '';
    return runTask(
      pipe(
        TE.Do,
        TE.bind('query', () => TE.fromEither(decodeInput(PageQuery, { ...pageParam(request), pageSize: String(LIST_PAGE_SIZE) }))),
        TE.bind('items', ({ query }) => content.tagArticles(slug, query)),
        TE.bind('tags', () => content.tags()),
        TE.map(({ items, tags }) => ({
          tag: tags.find((tag) => tag.slug === slug) ?? { slug, name: slug },
          items: ContentPageWire.encode(items),
        })),
      ),
    );
  };

/** The works-council site's home: newest articles and news, the topics, the laws. */
export const homeLoader = (container: PageContainer) => (): Promise<HomeData> => {
  const content = contentOf(container);
  return runTask(
    pipe(
      TE.Do,
      TE.bind('latest', () => content.latest(6)),
      TE.bind('topics', () => content.topics()),
      TE.bind('laws', () => content.list('law', { pageSize: 10 })),
      TE.map(({ latest, topics, laws }) => ({
        latest: latest.map((item) => ContentSummaryWire.encode(item)),
        topics: topics.map((topic) => TopicWire.encode(topic)),
        laws: laws.items.map((item) => ContentSummaryWire.encode(item)),
      })),
    ),
  );
};
