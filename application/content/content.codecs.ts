import * as t from 'io-ts';
import { InstantCodec } from '../codecs/instant.codec';
import { ContentBody } from './content-blocks';
import {
  DownloadDetails,
  EntitlementDetails,
  InterviewDetails,
  JobDetails,
  LawDetails,
  LawStoredDetails,
  LexiconDetails,
  RulingDetails,
  VideoDetails,
} from './content-details.codecs';

const nullable = <C extends t.Mixed>(codec: C) => t.union([codec, t.null]);

const NoDetails = t.type({}, 'NoDetails');
const NoSection = t.literal('', 'NoSection');
const ProductSection = t.keyof({ br: null, sbv: null, jav: null }, 'Product');
const RulingSection = t.keyof({ br: null, sbv: null }, 'RulingSection');
const VideoSection = t.keyof({ za: null, youtube: null }, 'VideoSection');
/** The category of an election news item or a job offer (a slug). */
const CategorySection = t.string;

export const TagRefWire = t.type({ slug: t.string, name: t.string }, 'TagRef');
export type TagRefWire = t.TypeOf<typeof TagRefWire>;

/** What every item has, in a listing as on its own page. */
const common = {
  id: t.number,
  slug: t.string,
  title: t.string,
  teaser: t.string,
  author: nullable(t.string),
  publishedAt: nullable(InstantCodec),
  topicSlug: nullable(t.string),
  tags: t.array(TagRefWire),
  /** The page of the item on the works-council host ('/fachartikel/…'). */
  path: t.string,
};

/** An item in a listing: everything but the body; a law without its norms. */
const summaryOf = <K extends string, S extends t.Mixed, D extends t.Mixed>(kind: K, section: S, details: D) =>
  t.type({ ...common, kind: t.literal(kind), section, details }, `${kind}Summary`);

/** An item on its own page or in an export: with its body and all details. */
const itemOf = <K extends string, S extends t.Mixed, D extends t.Mixed>(kind: K, section: S, details: D) =>
  t.type({ ...common, kind: t.literal(kind), section, details, body: ContentBody }, `${kind}Item`);

export const ContentSummaryWire = t.union(
  [
    summaryOf('article', NoSection, NoDetails),
    summaryOf('news', NoSection, NoDetails),
    summaryOf('interview', NoSection, InterviewDetails),
    summaryOf('law', NoSection, LawStoredDetails),
    summaryOf('lexicon', ProductSection, LexiconDetails),
    summaryOf('ruling', RulingSection, RulingDetails),
    summaryOf('faq', NoSection, NoDetails),
    summaryOf('guide', NoSection, NoDetails),
    summaryOf('download', NoSection, DownloadDetails),
    summaryOf('video', VideoSection, VideoDetails),
    summaryOf('job', CategorySection, JobDetails),
    summaryOf('election-news', CategorySection, NoDetails),
    summaryOf('entitlement', ProductSection, EntitlementDetails),
  ],
  'ContentSummary',
);
export type ContentSummaryWire = t.TypeOf<typeof ContentSummaryWire>;

export const ContentItemWire = t.union(
  [
    itemOf('article', NoSection, NoDetails),
    itemOf('news', NoSection, NoDetails),
    itemOf('interview', NoSection, InterviewDetails),
    itemOf('law', NoSection, LawDetails),
    itemOf('lexicon', ProductSection, LexiconDetails),
    itemOf('ruling', RulingSection, RulingDetails),
    itemOf('faq', NoSection, NoDetails),
    itemOf('guide', NoSection, NoDetails),
    itemOf('download', NoSection, DownloadDetails),
    itemOf('video', VideoSection, VideoDetails),
    itemOf('job', CategorySection, JobDetails),
    itemOf('election-news', CategorySection, NoDetails),
    itemOf('entitlement', ProductSection, EntitlementDetails),
  ],
  'ContentItem',
);
export type ContentItemWire = t.TypeOf<typeof ContentItemWire>;

/** The newest news and Fachartikel (GET /api/content-latest, the RSS feed's items). */
export const LatestWire = t.readonlyArray(ContentSummaryWire, 'Latest');

export const ContentPageWire = t.type(
  { items: t.array(ContentSummaryWire), total: t.number, page: t.number, pageSize: t.number },
  'ContentPage',
);
export type ContentPageWire = t.TypeOf<typeof ContentPageWire>;

/** A tag of the knowledge content with how many items carry it (GET /api/get-content-tags). */
export const ContentTagWire = t.type({ slug: t.string, name: t.string, count: t.number }, 'ContentTag');
export type ContentTagWire = t.TypeOf<typeof ContentTagWire>;
export const ContentTagsWire = t.readonlyArray(ContentTagWire, 'ContentTags');

/** A Thema with the catalogue themes (seminars) that fit it. */
export const TopicWire = t.type(
  { slug: t.string, title: t.string, description: t.string, seminarThemeSlugs: t.array(t.string), path: t.string },
  'Topic',
);
export type TopicWire = t.TypeOf<typeof TopicWire>;
export const TopicsWire = t.readonlyArray(TopicWire, 'Topics');

/**
 * One batch of an export, in the export's stable order: `next` is the cursor for the following
 * batch, null after the last one.
 */
export const ExportBatchWire = t.type({ items: t.array(ContentItemWire), next: nullable(t.number) }, 'ExportBatch');
export type ExportBatchWire = t.TypeOf<typeof ExportBatchWire>;
