import * as E from 'fp-ts/Either';
import type * as TE from 'fp-ts/TaskEither';
import type { Temporal } from 'temporal-polyfill';
import type { Catalogue } from '../../../application/catalogue/catalogue.port';
import type { ContentKind } from '../../../application/content/content-kind';
import { ELECTION_NEWS_ARCHIVE_PATH, electionNewsCategoryPath, JOBS_PATH, LEXICON_PRODUCT } from '../../../application/content/content-paths';
import { ELECTION_NEWS_CATEGORIES, JOB_CATEGORIES } from '../../../application/content/content-categories';
import { CONSULTATION_PAGE, consultantPagePath } from '../../../application/consultation/consultation.paths';
import type { Consultations } from '../../../application/consultation/consultation.port';
import { ASSISTANT_PAGE_PATHS } from '../../../application/assistant/assistant.paths';
import { filmPath, KNOWLEDGE_PATHS } from '../../../application/content/knowledge-paths';
import type { ContentSummaryWire } from '../../../application/content/content.codecs';
import type { Content } from '../../../application/content/content.port';
import { MAX_CONTENT_PAGE_SIZE } from '../../../application/content/content-query.codecs';
import { berlinDate } from '../../../domain/calendar/calendar';
import type { AppError } from '../../../domain/errors/app-error';
import type { Site } from '../../../domain/site/site';
import { slugify } from '../../../domain/text/slug';
import type { SitemapUrl } from './sitemap-xml';
import { CONTACT_PAGE_PATH } from '../../../application/forms/contact.paths';

/** The pages of both hosts that do not come from data (the legal pages are on both). */
const LEGAL_PATHS = ['/impressum', '/datenschutz', '/agb', '/barrierefreiheit'];
const MAIN_PATHS = [
  '/',
  '/seminare',
  '/seminare/veranstaltungen',
  '/seminare/p',
  '/seminare/rubrik',
  CONTACT_PAGE_PATH,
  CONSULTATION_PAGE,
  ...['br', 'sbv', 'jav'].map((body) => `/schulungsanspruch/${body}`),
  ELECTION_NEWS_ARCHIVE_PATH,
  ...ELECTION_NEWS_CATEGORIES.map((category) => electionNewsCategoryPath(category.slug)),
  JOBS_PATH,
  ...JOB_CATEGORIES.map((category) => `${JOBS_PATH}/${category.slug}`),
  ...LEGAL_PATHS,
];
/** The tabs of a seminar's page besides its overview and dates: every seminar has them. */
const SEMINAR_TABS = ['inhouse', 'starterpaket', 'erlebnis'];
/** The main host's content: election news and job offers, each on a page of its own. */
const MAIN_KINDS: readonly ContentKind[] = ['election-news', 'job'];
const WORKS_COUNCIL_PATHS = [
  '/',
  '/fachartikel',
  '/news',
  '/br-magazin-interview',
  '/gesetze',
  '/themen',
  '/rechtsprechung/br',
  '/rechtsprechung/sbv',
  ...['br', 'sbv', 'jav'].map((section) => `/${LEXICON_PRODUCT}slexikon/${section}`),
  ...Object.values(KNOWLEDGE_PATHS),
  ...Object.values(ASSISTANT_PAGE_PATHS),
  ...LEGAL_PATHS,
];
/** The kinds with pages of their own on the works-council host. */
const PAGE_KINDS: readonly ContentKind[] = ['article', 'news', 'interview', 'law', 'lexicon', 'ruling', 'guide'];
/** A guard against a runaway loop: 100 pages of 100 items per kind is far beyond the data. */
const MAX_PAGES = 100;

/** A failed read leaves its URLs out rather than failing the whole sitemap. */
const orEmpty = async <A>(task: TE.TaskEither<AppError, readonly A[]>): Promise<readonly A[]> => {
  const result = await task();
  return E.isRight(result) ? result.right : [];
};

const allOfKind = async (content: Content, kind: ContentKind): Promise<readonly ContentSummaryWire[]> => {
  const items: ContentSummaryWire[] = [];
  for (let page = 1; page <= MAX_PAGES; page += 1) {
    const result = await content.list(kind, { page, pageSize: MAX_CONTENT_PAGE_SIZE })();
    if (E.isLeft(result)) break;
    items.push(...result.right.items);
    if (items.length >= result.right.total || result.right.items.length === 0) break;
  }
  return items;
};

const day = (instant: Temporal.Instant): string => berlinDate(instant).toString();

/**
 * The URLs of one host for its sitemap: the main host's catalogue (seminars, rubrics, topics,
 * places, venues) or the works-council host's knowledge content. Catalogue pages change with
 * every booking, so their lastmod is today; content carries its publication day.
 */
export const sitemapUrls = async (
  site: Site,
  origin: string,
  now: Temporal.Instant,
  ports: { readonly catalogue: Catalogue; readonly content: Content; readonly consultations: Consultations },
): Promise<readonly SitemapUrl[]> => {
  const today = day(now);
  const at = (path: string, lastmod = today): SitemapUrl => ({ loc: `${origin}${path}`, lastmod });
  if (site === 'works-council') {
    const [kinds, videos, topics, tags] = await Promise.all([
      Promise.all(PAGE_KINDS.map((kind) => allOfKind(ports.content, kind))),
      allOfKind(ports.content, 'video'),
      orEmpty(ports.content.topics()),
      orEmpty(ports.content.tags()),
    ]);
    const dated = (path: string, publishedAt: Temporal.Instant | null) => at(path, publishedAt ? day(publishedAt) : today);
    return [
      ...WORKS_COUNCIL_PATHS.map((path) => at(path)),
      ...topics.map((topic) => at(topic.path)),
      ...tags.filter((tag) => tag.count > 0).map((tag) => at(`/tag/${tag.slug}`)),
      ...kinds.flat().map((item) => dated(item.path, item.publishedAt)),
      // The provider's own films have a page each; YouTube videos only their card on /videos.
      ...videos.flatMap((item) => (item.kind === 'video' && item.section === 'za' ? [dated(filmPath(item.details.videoId), item.publishedAt)] : [])),
    ];
  }
  const [themes, rubrics, tags, locations, hotels, conferences, consultants, mainKinds] = await Promise.all([
    orEmpty(ports.catalogue.themes({})),
    orEmpty(ports.catalogue.rubrics()),
    orEmpty(ports.catalogue.tags()),
    orEmpty(ports.catalogue.locations()),
    orEmpty(ports.catalogue.hotels({})),
    orEmpty(ports.catalogue.conferences()),
    orEmpty(ports.consultations.consultants({})),
    Promise.all(MAIN_KINDS.map((kind) => allOfKind(ports.content, kind))),
  ]);
  return [
    ...MAIN_PATHS.map((path) => at(path)),
    ...rubrics.map((rubric) => at(`/seminare/r/${rubric.slug}`)),
    ...tags.map((tag) => at(`/seminare/t/${slugify(tag.name)}`)),
    ...themes.map((theme) => at(`/seminare/p/${theme.slug}`)),
    ...themes.filter((theme) => theme.upcomingEvents > 0).map((theme) => at(`/seminare/p/${theme.slug}/termine`)),
    ...themes.flatMap((theme) => SEMINAR_TABS.map((tab) => at(`/seminare/p/${theme.slug}/${tab}`))),
    ...conferences.map((conference) => at(`/fachtagung/${conference.url}`)),
    ...consultants.map((consultant) => at(consultantPagePath(consultant.slug))),
    ...mainKinds.flat().map((item) => at(item.path, item.publishedAt ? day(item.publishedAt) : today)),
    ...locations.map((location) => at(`/standorte/${slugify(location.name)}-${String(location.locationId)}`)),
    ...hotels.map((hotel) => at(`/standorte/hotel/${slugify(hotel.name)}-${String(hotel.hotelId)}`)),
  ];
};
