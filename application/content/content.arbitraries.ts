import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import type { ContentBlock } from './content-blocks';
import type { ContentKind } from './content-kind';
import type { ContentRecord } from './content.repository';
import { GENERATED_FROM_CATALOGUE } from './content-details.codecs';

/** Instants within a few years of 2026, to the millisecond. */
export const instantArb = fc
  .integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2030, 0, 1) })
  .map((ms) => Temporal.Instant.fromEpochMilliseconds(ms));

export const plainDateArb = fc
  .integer({ min: 0, max: 3650 })
  .map((days) => Temporal.PlainDate.from('2020-01-01').add({ days }));

export const slugArb = fc
  .array(fc.stringMatching(/^[a-z0-9]{1,8}$/), { minLength: 1, maxLength: 4 })
  .map((words) => words.join('-'));

const textArb = fc.string({ maxLength: 40 });

export const blockArb: fc.Arbitrary<ContentBlock> = fc.oneof(
  fc.record({ type: fc.constant('heading' as const), text: textArb }),
  fc.record({ type: fc.constant('paragraph' as const), text: textArb }),
  fc.record({ type: fc.constant('list' as const), items: fc.array(textArb, { maxLength: 4 }) }),
  fc.record({ type: fc.constant('quote' as const), text: textArb }),
);

/** Stored details (the JSON column's form) that fit each kind. */
const storedDetailsArb = (kind: ContentKind): fc.Arbitrary<unknown> => {
  switch (kind) {
    case 'interview':
      return fc.record({ interviewee: textArb, intervieweeRole: textArb });
    case 'law':
      return fc.record({ abbreviation: textArb });
    case 'lexicon':
      return fc.record({ relatedSlugs: fc.array(slugArb, { maxLength: 3 }) });
    case 'ruling':
      return fc.record({ court: textArb, decidedOn: plainDateArb.map(String), fileNumber: textArb });
    case 'download':
      return fc.record(
        {
          fileName: textArb,
          sizeBytes: fc.nat(),
          fileKind: fc.constantFrom('pdf', 'docx', 'xlsx', 'pptx'),
          table: fc.record({
            name: textArb,
            columns: fc.array(textArb, { maxLength: 4 }),
            rows: fc.array(fc.array(fc.oneof(textArb, fc.integer()), { maxLength: 4 }), { maxLength: 3 }),
          }),
          generatedFrom: fc.constant(GENERATED_FROM_CATALOGUE),
        },
        { requiredKeys: ['fileName', 'sizeBytes', 'fileKind'] },
      );
    case 'video':
      return fc.record({ durationSeconds: fc.nat(), url: textArb, videoId: textArb });
    case 'job':
      return fc.record({ location: textArb, employment: fc.constantFrom('Vollzeit', 'Teilzeit', 'Voll- oder Teilzeit', 'Werkstudium'), startText: textArb });
    case 'entitlement':
      return fc.record({ legalBasis: fc.array(textArb, { maxLength: 3 }) });
    case 'article':
    case 'news':
    case 'faq':
    case 'guide':
    case 'election-news':
      return fc.constant({});
  }
};

const sectionArb = (kind: ContentKind): fc.Arbitrary<string> => {
  switch (kind) {
    case 'lexicon':
    case 'entitlement':
      return fc.constantFrom('br', 'sbv', 'jav');
    case 'ruling':
      return fc.constantFrom('br', 'sbv');
    case 'video':
      return fc.constantFrom('za', 'youtube');
    case 'job':
    case 'election-news':
      return slugArb;
    default:
      return fc.constant('');
  }
};

/** A stored record of the kind, as a repository hands it to the service. */
export const recordArb = (kind: ContentKind): fc.Arbitrary<ContentRecord> =>
  fc.record({
    id: fc.integer({ min: 1, max: 1_000_000 }),
    kind: fc.constant(kind),
    section: sectionArb(kind),
    slug: slugArb,
    title: textArb,
    teaser: textArb,
    body: fc.array(blockArb, { maxLength: 4 }),
    author: fc.option(textArb, { nil: null }),
    publishedAt: fc.option(instantArb, { nil: null }),
    topicSlug: fc.option(slugArb, { nil: null }),
    tags: fc.array(fc.record({ slug: slugArb, name: textArb }), { maxLength: 3 }),
    details: storedDetailsArb(kind),
  });
