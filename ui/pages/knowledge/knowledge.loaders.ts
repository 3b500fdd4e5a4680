import * as TE from 'fp-ts/TaskEither';
import { pipe } from 'fp-ts/function';
import type * as t from 'io-ts';
import type { LoaderFunctionArgs } from 'react-router';
import { decodeInput } from '../../../application/codecs/decode';
import type { ExportKind } from '../../../application/content/content-kind';
import { ContentItemWire, TopicWire, type ExportBatchWire } from '../../../application/content/content.codecs';
import type { Content } from '../../../application/content/content.port';
import { DEFAULT_EXPORT_BATCH } from '../../../application/content/content-query.codecs';
import { filterDownloads, groupByTopic, matchesAll, searchTerms, type Grouped } from '../../../application/content/knowledge-filters';
import { DownloadsQuery, FaqQuery, filledParams } from '../../../application/content/knowledge-query.codecs';
import { DownloadFacets } from '../../../application/admin/exports/download-filters';
import type { DownloadFiltersWire } from '../../../application/admin/exports/export.codecs';
import { resolveService, type PageContainer } from '../../di/page-container';
import { CONTENT } from '../../di/ui.tokens';
import { hereOf, linkTo, type SiteLink } from '../recommendations/site-link';
import { notFound } from '../../../domain/errors/app-error';
import { runTask } from '../../routing/run-task';
import { requireSite } from '../works-council/site-guard';
import { withRelated, type ItemData, type ItemPageData, type TopicData } from '../works-council/works-council.loaders';
import { CONTACT_PAGE_PATH } from '../../../application/forms/contact.paths';

/**
 * The knowledge extras of the works-council host (spec §2 exports: faq, leitfaden, downloads,
 * za-videos, youtube). Each page reads its export whole: a few dozen items, the same for every
 * visitor, so the page can be kept by the public page cache and filtered without JavaScript.
 */

const contentOf = (container: PageContainer): Content => {
  requireSite(container, 'works-council');
  return resolveService(container, CONTENT);
};

/** A guard against a runaway loop: 50 batches of 500 is far beyond a knowledge extra's size. */
const MAX_BATCHES = 50;

/**
 * Every published object of an export, as JSON-safe data, read batch by batch through the
 * port's TaskEither call (the browser's lazy port stand-in forwards those; the async iterable
 * exportObjects is for the server and the CLI). A failed read answers with its status.
 */
const exported = async (content: Content, kind: ExportKind): Promise<readonly ItemData[]> => {
  const items: ItemData[] = [];
  let after: number | null = null;
  for (let batch = 0; batch < MAX_BATCHES; batch += 1) {
    const read: ExportBatchWire = await runTask(content.exportBatch(kind, after, DEFAULT_EXPORT_BATCH));
    items.push(...read.items.map((item) => ContentItemWire.encode(item)));
    if (read.next === null) break;
    after = read.next;
  }
  return items;
};

const topicsOf = (content: Content): Promise<readonly TopicData[]> =>
  runTask(pipe(content.topics(), TE.map((topics) => topics.map((topic) => TopicWire.encode(topic)))));

const queryOf = <A, O>(codec: t.Type<A, O>, request: Request): Promise<A> =>
  runTask(TE.fromEither(decodeInput(codec, filledParams(new URL(request.url)))));

export interface FaqPageData {
  /** The search as given (trimmed), '' without one. */
  readonly query: string;
  readonly total: number;
  readonly groups: readonly Grouped<ItemData>[];
}

export const OTHER_TOPICS = 'Weitere Themen';

/** /faq?q=: the questions by topic; with a search only those whose question or answer has every word. */
export const faqLoader =
  (container: PageContainer) =>
  async ({ request }: LoaderFunctionArgs): Promise<FaqPageData> => {
    const content = contentOf(container);
    const { q = '' } = await queryOf(FaqQuery, request);
    const [items, topics] = await Promise.all([exported(content, 'faq'), topicsOf(content)]);
    const terms = searchTerms(q);
    return { query: q, total: items.length, groups: groupByTopic(items.filter((item) => matchesAll(item, terms)), topics, OTHER_TOPICS) };
  };

export interface GuidesPageData {
  readonly guides: readonly ItemData[];
}

/** /leitfaden: every guide, A–Z. */
export const guidesLoader = (container: PageContainer) => async (): Promise<GuidesPageData> => {
  const guides = await exported(contentOf(container), 'leitfaden');
  return { guides: [...guides].sort((a, b) => a.title.localeCompare(b.title, 'de')) };
};

/** /leitfaden/{x}: one guide; an unknown one answers the content's German 404. */
export const guideLoader =
  (container: PageContainer) =>
  ({ params }: LoaderFunctionArgs): Promise<ItemData> =>
    runTask(pipe(contentOf(container).detail('guide', params.slug ?? ''), TE.map((item) => ContentItemWire.encode(item))));

export interface DownloadsPageData {
  readonly filter: { readonly q: string; readonly art: string; readonly thema: string; readonly tag: string };
  /** The filter data of all downloads (the same counts as /download/filter-data). */
  readonly facets: DownloadFiltersWire;
  readonly topics: readonly TopicData[];
  readonly downloads: readonly ItemData[];
}

/** /downloads?q=&art=&thema=&tag=: the downloads that pass the filter form (a plain GET form). */
export const downloadsLoader =
  (container: PageContainer) =>
  async ({ request }: LoaderFunctionArgs): Promise<DownloadsPageData> => {
    const content = contentOf(container);
    const query = await queryOf(DownloadsQuery, request);
    const [items, topics] = await Promise.all([exported(content, 'downloads'), topicsOf(content)]);
    const facets = new DownloadFacets();
    for (const item of items) facets.add(item);
    const downloads = filterDownloads(
      items.flatMap((item) => (item.kind === 'download' ? [item] : [])),
      { fileKind: query.art, topic: query.thema, tag: query.tag, terms: searchTerms(query.q ?? '') },
    );
    return {
      filter: { q: query.q ?? '', art: query.art ?? '', thema: query.thema ?? '', tag: query.tag ?? '' },
      facets: facets.result(),
      topics,
      downloads: [...downloads].sort((a, b) => a.title.localeCompare(b.title, 'de')),
    };
  };

export interface VideosPageData {
  readonly za: readonly ItemData[];
  readonly youtube: readonly ItemData[];
}

/** /videos: the provider's own recordings and its YouTube channel, newest first (the exports' two channels). */
export const videosLoader = (container: PageContainer) => async (): Promise<VideosPageData> => {
  const content = contentOf(container);
  const newestFirst = (items: readonly ItemData[]) => [...items].sort((a, b) => (b.publishedAt ?? '').localeCompare(a.publishedAt ?? ''));
  const [za, youtube] = await Promise.all([exported(content, 'za-videos'), exported(content, 'youtube')]);
  return { za: newestFirst(za), youtube: newestFirst(youtube) };
};

export interface FilmPageData {
  readonly film: ItemPageData;
  /** The film's topic as visitors read it, null without one. */
  readonly topic: TopicData | null;
  /** Where to ask for the film: the contact form of the main site (this host has none). */
  readonly contact: SiteLink;
}

export const FILM_MESSAGES = { unknown: 'Diesen Film gibt es nicht.' } as const;

/**
 * /mediathek/{id}: one of the provider's own films (za-videos), found by the media id its record
 * names, with the seminars it fits; an unknown id answers a German 404.
 */
export const filmLoader =
  (container: PageContainer) =>
  async ({ request, params }: LoaderFunctionArgs): Promise<FilmPageData> => {
    const content = contentOf(container);
    const [films, topics] = await Promise.all([exported(content, 'za-videos'), topicsOf(content)]);
    const film = films.find((item) => item.kind === 'video' && item.details.videoId === params.videoId);
    if (film === undefined) return runTask(TE.left(notFound(FILM_MESSAGES.unknown)));
    return {
      film: await withRelated(container, request, film),
      topic: topics.find((topic) => topic.slug === film.topicSlug) ?? null,
      contact: linkTo('main', CONTACT_PAGE_PATH, hereOf(container)),
    };
  };
