import type { Temporal } from 'temporal-polyfill';
import { BERLIN, berlinDate } from '../../../../domain/calendar/calendar';
import { heading, list, paragraph, type ContentBody } from '../../../../application/content/content-blocks';
import { STORED_DETAILS } from '../../../../application/content/content-details.codecs';
import { NO_SECTION } from '../../../../application/content/content-kind';
import { filmPath } from '../../../../application/content/knowledge-paths';
import type { ContentDraft } from '../../../../application/content/content.repository';
import { slugOf } from '../../../../application/content/content-slug';
import { contentRow } from '../../content/content-repository';
import type { contentItems, contentItemTags, contentTags, contentTopics, lawNorms } from '../../schema';
import { createRng, deriveSeed, type Rng } from '../prng';
import { ARTICLE_TEXTS } from './articles';
import { DOWNLOAD_TEXTS } from './downloads';
import { LAW_TEXTS } from './laws';
import { LEXICON_BR } from './lexicon-br';
import { LEXICON_JAV } from './lexicon-jav';
import { LEXICON_SBV } from './lexicon-sbv';
import type { LexiconText } from './lexicon-text';
import { NEWS_TEXTS } from './news';
import { DEMO_RULING_NOTE, RULING_TEXTS } from './rulings';
import {
  AUTHORS,
  ELECTION_NEWS_TEXTS,
  ENTITLEMENT_TEXTS,
  FAQ_TEXTS,
  GUIDE_TEXTS,
  INTERVIEW_TEXTS,
  JOB_TEXTS,
  VIDEO_TEXTS,
} from './service-texts';
import { TAG_TEXTS } from './tags';
import { TOPIC_TEXTS } from './topics';

export type ContentTopicRow = Readonly<typeof contentTopics.$inferInsert>;
export type ContentTagRow = Readonly<typeof contentTags.$inferInsert>;
export type ContentItemRow = Readonly<typeof contentItems.$inferInsert> & { readonly contentId: number };
export type ContentItemTagRow = Readonly<typeof contentItemTags.$inferInsert>;
export type LawNormRow = Readonly<typeof lawNorms.$inferInsert>;

/** Rows of the content tables, in the order the foreign keys need them inserted. */
export interface DemoContent {
  readonly topics: readonly ContentTopicRow[];
  readonly tags: readonly ContentTagRow[];
  readonly items: readonly ContentItemRow[];
  readonly itemTags: readonly ContentItemTagRow[];
  readonly lawNorms: readonly LawNormRow[];
}

export interface DemoContentOptions {
  readonly now: Temporal.Instant;
  readonly seed: number;
  /** Multiplies the exported kinds (lexicon, articles, rulings, FAQ, guides, downloads, videos). */
  readonly scale: number;
}

/** A separate random stream per kind, so adding items of one kind never shifts another's. */
const STREAM_CONTENT = 11;
const KIND_STREAM = { article: 1, news: 2, interview: 3, ruling: 4, video: 5, job: 6, election: 7 } as const;

const daysBefore = (now: Temporal.Instant, days: number, rng: Rng): Temporal.Instant =>
  now.subtract({ hours: days * 24 + rng.int(1, 10), minutes: rng.int(0, 59) });

/** The n-th copy (0 is the original) of a scaled item: same text, its own title and slug. */
const copyTitle = (title: string, copy: number): string => (copy === 0 ? title : `${title} (${String(copy + 1)})`);
const copySlug = (slug: string, copy: number): string => (copy === 0 ? slug : `${slug}-${String(copy + 1)}`);

const paragraphs = (texts: readonly string[]): ContentBody => texts.map(paragraph);

const draft = (fields: Partial<ContentDraft> & Pick<ContentDraft, 'kind' | 'slug' | 'title' | 'teaser' | 'details'>): ContentDraft => ({
  section: NO_SECTION,
  body: [],
  author: null,
  publishedAt: null,
  topicSlug: null,
  tagSlugs: [],
  ...fields,
});

const lexiconDrafts = (section: 'br' | 'sbv' | 'jav', texts: readonly LexiconText[], copy: number): ContentDraft[] =>
  texts.map((text) =>
    draft({
      kind: 'lexicon',
      section,
      slug: copySlug(slugOf(text.term), copy),
      title: copyTitle(text.term, copy),
      teaser: text.definition,
      body: paragraphs(text.body),
      topicSlug: text.topic,
      tagSlugs: text.tags,
      details: STORED_DETAILS.lexicon.encode({ relatedSlugs: text.related.map((slug) => copySlug(slug, copy)) }),
    }),
  );

const copies = <T>(scale: number, make: (copy: number) => readonly T[]): T[] =>
  Array.from({ length: scale }, (_, copy) => make(copy)).flat();

/** The knowledge content: pure and deterministic, dated relative to `now`. */
export const generateDemoContent = ({ now, seed, scale }: DemoContentOptions): DemoContent => {
  const rngFor = (stream: number, ...parts: readonly number[]): Rng => createRng(deriveSeed(seed, STREAM_CONTENT, stream, ...parts));
  const today = berlinDate(now);

  const lexicon = copies(scale, (copy) => [
    ...lexiconDrafts('br', LEXICON_BR, copy),
    ...lexiconDrafts('sbv', LEXICON_SBV, copy),
    ...lexiconDrafts('jav', LEXICON_JAV, copy),
  ]);

  const articles = copies(scale, (copy) =>
    ARTICLE_TEXTS.map((text, index) => {
      const rng = rngFor(KIND_STREAM.article, copy, index);
      const [lead = '', second = '', practice = ''] = text.paragraphs;
      return draft({
        kind: 'article',
        slug: copySlug(slugOf(text.title), copy),
        title: copyTitle(text.title, copy),
        teaser: text.teaser,
        body: [paragraph(lead), paragraph(second), heading(text.practiceHeading), paragraph(practice)],
        author: rng.pick(AUTHORS),
        publishedAt: daysBefore(now, index * 7 + copy + 1, rng),
        topicSlug: text.topic,
        tagSlugs: text.tags,
        details: STORED_DETAILS.article.encode({}),
      });
    }),
  );

  const news = NEWS_TEXTS.map((text, index) => {
    const rng = rngFor(KIND_STREAM.news, index);
    return draft({
      kind: 'news',
      slug: slugOf(text.title),
      title: text.title,
      teaser: text.teaser,
      body: paragraphs(text.paragraphs),
      author: 'Redaktion',
      publishedAt: daysBefore(now, index * 5, rng),
      topicSlug: text.topic,
      tagSlugs: text.tags,
      details: STORED_DETAILS.news.encode({}),
    });
  });

  const interviews = INTERVIEW_TEXTS.map((text, index) =>
    draft({
      kind: 'interview',
      slug: slugOf(text.interviewee + ' ' + text.title),
      title: text.title,
      teaser: text.teaser,
      body: text.dialogue.flatMap(([question, answer]) => [heading(question), paragraph(answer)]),
      author: 'Redaktion',
      publishedAt: daysBefore(now, index * 45 + 10, rngFor(KIND_STREAM.interview, index)),
      topicSlug: text.topic,
      tagSlugs: text.tags,
      details: STORED_DETAILS.interview.encode({ interviewee: text.interviewee, intervieweeRole: text.intervieweeRole }),
    }),
  );

  const rulings = copies(scale, (copy) =>
    RULING_TEXTS.map((text, index) => {
      const rng = rngFor(KIND_STREAM.ruling, copy, index);
      const decidedOn = today.subtract({ days: 30 + index * 40 + rng.int(0, 20) });
      // Distinct per register and index, so no two demo rulings share a file number.
      const fileNumber = `${text.register} ${String(10 + index * 3 + rng.int(0, 2) + copy * 100)}/${String(decidedOn.year % 100).padStart(2, '0')}`;
      return draft({
        kind: 'ruling',
        section: text.section,
        slug: slugOf(`${text.court} ${fileNumber}`),
        title: copyTitle(text.title, copy),
        teaser: text.headnote,
        body: [heading('Der Fall'), paragraph(text.paragraphs[0] ?? ''), heading('Die Entscheidung'), paragraph(text.paragraphs[1] ?? ''), paragraph(DEMO_RULING_NOTE)],
        publishedAt: decidedOn.add({ days: 21 }).toZonedDateTime({ timeZone: BERLIN, plainTime: '09:00' }).toInstant(),
        topicSlug: text.topic,
        tagSlugs: ['rechtsprechung'],
        details: STORED_DETAILS.ruling.encode({ court: text.court, decidedOn, fileNumber }),
      });
    }),
  );

  const laws = LAW_TEXTS.map((law) =>
    draft({
      kind: 'law',
      slug: slugOf(law.abbreviation),
      title: law.title,
      teaser: law.teaser,
      topicSlug: law.topic,
      tagSlugs: [slugOf(law.abbreviation)].filter((slug) => TAG_TEXTS.some((tag) => tag.slug === slug)),
      details: STORED_DETAILS.law.encode({ abbreviation: law.abbreviation }),
    }),
  );

  const faqs = copies(scale, (copy) =>
    FAQ_TEXTS.map((text) =>
      draft({
        kind: 'faq',
        slug: copySlug(slugOf(text.question), copy),
        title: copyTitle(text.question, copy),
        teaser: text.answer[0] ?? '',
        body: paragraphs(text.answer),
        topicSlug: text.topic,
        details: STORED_DETAILS.faq.encode({}),
      }),
    ),
  );

  const guides = copies(scale, (copy) =>
    GUIDE_TEXTS.map((text) =>
      draft({
        kind: 'guide',
        slug: copySlug(slugOf(text.title), copy),
        title: copyTitle(text.title, copy),
        teaser: text.teaser,
        body: [paragraph(text.teaser), heading('Schritt für Schritt'), list(text.steps)],
        topicSlug: text.topic,
        tagSlugs: text.tags,
        details: STORED_DETAILS.guide.encode({}),
      }),
    ),
  );

  const downloads = copies(scale, (copy) =>
    DOWNLOAD_TEXTS.map((text) =>
      draft({
        kind: 'download',
        slug: copySlug(slugOf(text.title), copy),
        title: copyTitle(text.title, copy),
        teaser: text.teaser,
        body: text.body,
        topicSlug: text.topic,
        details: STORED_DETAILS.download.encode({
          fileName: text.fileName,
          sizeBytes: text.sizeBytes,
          fileKind: text.fileKind,
          ...(text.table === undefined ? {} : { table: text.table }),
          ...(text.generatedFrom === undefined ? {} : { generatedFrom: text.generatedFrom }),
        }),
      }),
    ),
  );

  const videos = copies(scale, (copy) =>
    VIDEO_TEXTS.map((text, index) =>
      draft({
        kind: 'video',
        section: text.section,
        slug: copySlug(slugOf(text.title), copy),
        title: copyTitle(text.title, copy),
        teaser: text.teaser,
        publishedAt: daysBefore(now, index * 20 + copy + 3, rngFor(KIND_STREAM.video, copy, index)),
        topicSlug: text.topic,
        details: STORED_DETAILS.video.encode({
          durationSeconds: text.durationSeconds,
          videoId: text.videoId,
          url: text.section === 'youtube' ? `https://www.youtube.com/watch?v=${text.videoId}` : filmPath(text.videoId),
        }),
      }),
    ),
  );

  const jobs = JOB_TEXTS.map((text, index) =>
    draft({
      kind: 'job',
      section: text.category,
      slug: slugOf(text.title),
      title: text.title,
      teaser: text.teaser,
      body: [heading('Ihre Aufgaben'), list(text.tasks), heading('Ihr Profil'), list(text.profile), paragraph(`Beginn: ${text.startText}. Arbeitsort: ${text.location}.`)],
      publishedAt: daysBefore(now, index * 7 + 2, rngFor(KIND_STREAM.job, index)),
      details: STORED_DETAILS.job.encode({ location: text.location, employment: text.employment, startText: text.startText }),
    }),
  );

  // Spread over several years, so the archive (/wahlseiten-news/archiv/) has more than one.
  const electionNews = ELECTION_NEWS_TEXTS.map((text, index) =>
    draft({
      kind: 'election-news',
      section: text.category,
      slug: slugOf(text.title),
      title: text.title,
      teaser: text.teaser,
      body: paragraphs(text.paragraphs),
      author: 'Redaktion',
      publishedAt: daysBefore(now, index * 160 + 5, rngFor(KIND_STREAM.election, index)),
      topicSlug: 'betriebsratswahl',
      tagSlugs: ['betriebsratswahl'],
      details: STORED_DETAILS['election-news'].encode({}),
    }),
  );

  const entitlements = ENTITLEMENT_TEXTS.map((text) =>
    draft({
      kind: 'entitlement',
      section: text.product,
      slug: text.product,
      title: text.title,
      teaser: text.teaser,
      body: [...paragraphs(text.paragraphs), heading('Rechtsgrundlage'), list(text.legalBasis)],
      topicSlug: text.product === 'sbv' ? 'schwerbehindertenvertretung' : text.product === 'jav' ? 'jugend-und-ausbildung' : 'betriebsratsarbeit',
      tagSlugs: ['schulung'],
      details: STORED_DETAILS.entitlement.encode({ legalBasis: [...text.legalBasis] }),
    }),
  );

  const drafts = [
    ...laws,
    ...entitlements,
    ...lexicon,
    ...articles,
    ...news,
    ...interviews,
    ...rulings,
    ...faqs,
    ...guides,
    ...downloads,
    ...videos,
    ...jobs,
    ...electionNews,
  ];
  const items = drafts.map((item, index): ContentItemRow => ({ ...contentRow(item), contentId: index + 1 }));
  const itemTags = drafts.flatMap((item, index) => [...new Set(item.tagSlugs)].map((tagSlug) => ({ contentId: index + 1, tagSlug })));
  const lawNormRows = LAW_TEXTS.flatMap((law, lawIndex) =>
    law.norms.map((norm, position) => ({ lawId: lawIndex + 1, position: position + 1, ...norm, paragraphs: [...norm.paragraphs] })),
  );

  return {
    topics: TOPIC_TEXTS.map((topic, position) => ({ ...topic, seminarThemeSlugs: [...topic.seminarThemeSlugs], position: position + 1 })),
    tags: TAG_TEXTS.map((tag) => ({ ...tag })),
    items,
    itemTags,
    lawNorms: lawNormRows,
  };
};
