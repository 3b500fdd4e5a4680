import * as t from 'io-ts';
import { PlainDateCodec } from '../codecs/instant.codec';
import type { ContentKind } from './content-kind';

/**
 * What a kind of content has beyond the fields every item shares. Stored as JSON next to the
 * shared columns and decoded with these codecs when read, so a row that does not fit is a bug
 * found at once, not a page that shows half of it.
 */
const Empty = t.type({}, 'NoDetails');

export const InterviewDetails = t.type({ interviewee: t.string, intervieweeRole: t.string }, 'InterviewDetails');

/** A norm of a law: '§ 37' with its heading, where it sits in the law, and its Absätze. */
export const NormWire = t.type(
  {
    number: t.string,
    heading: t.string,
    /** The Teil of the law ('Vierter Teil – Mitwirkung und Mitbestimmung der Arbeitnehmer'). */
    part: t.string,
    /** The Abschnitt within the Teil, '' where the Teil has none. */
    chapter: t.string,
    /** The Absätze (sub-paragraphs), in the order of the law. */
    paragraphs: t.array(t.string),
  },
  'Norm',
);
export type NormWire = t.TypeOf<typeof NormWire>;

/** Stored with the law item; its norms live in their own table and join the wire form. */
export const LawStoredDetails = t.type({ abbreviation: t.string }, 'LawStoredDetails');
export const LawDetails = t.type({ abbreviation: t.string, norms: t.array(NormWire) }, 'LawDetails');

export const LexiconDetails = t.type({ relatedSlugs: t.array(t.string) }, 'LexiconDetails');

export const RulingDetails = t.type(
  { court: t.string, decidedOn: PlainDateCodec, fileNumber: t.string },
  'RulingDetails',
);

/** A download whose file is the seminar catalogue itself (its size is the generated file's). */
export const GENERATED_FROM_CATALOGUE = 'seminar-catalogue';

export const DOWNLOAD_FILE_KINDS = ['pdf', 'docx', 'xlsx', 'pptx'] as const;
/** A table a download carries (a deadline list, a cost table): its cells stay numbers where they are numbers. */
export const DownloadTable = t.type(
  {
    /** The sheet's name in a spreadsheet (at most 31 characters, as Excel allows). */
    name: t.string,
    columns: t.array(t.string),
    rows: t.array(t.array(t.union([t.string, t.number]))),
  },
  'DownloadTable',
);
export type DownloadTable = t.TypeOf<typeof DownloadTable>;

export const DownloadDetails = t.intersection(
  [
    t.type({
      fileName: t.string,
      sizeBytes: t.number,
      fileKind: t.keyof({ pdf: null, docx: null, xlsx: null, pptx: null }),
    }),
    // Optional: most downloads are text only; stored rows from before have none.
    t.partial({
      table: DownloadTable,
      /**
       * Where the file comes from when not from the download's own text: 'seminar-catalogue' is
       * the seminar catalogue of the year, written from the catalogue at each request.
       */
      generatedFrom: t.literal(GENERATED_FROM_CATALOGUE),
    }),
  ],
  'DownloadDetails',
);

export const VideoDetails = t.type(
  {
    durationSeconds: t.number,
    url: t.string,
    /** The provider's id of the video (YouTube's 11 characters, or the za media id). */
    videoId: t.string,
  },
  'VideoDetails',
);

export const JobDetails = t.type(
  {
    location: t.string,
    employment: t.keyof({ Vollzeit: null, Teilzeit: null, 'Voll- oder Teilzeit': null, Werkstudium: null }),
    startText: t.string,
  },
  'JobDetails',
);

/** The legal basis of the training entitlement, e.g. ['§ 37 Abs. 6 BetrVG', '§ 37 Abs. 7 BetrVG']. */
export const EntitlementDetails = t.type({ legalBasis: t.array(t.string) }, 'EntitlementDetails');

/** The stored details of each kind (what the JSON column holds). */
export const STORED_DETAILS = {
  article: Empty,
  news: Empty,
  interview: InterviewDetails,
  law: LawStoredDetails,
  lexicon: LexiconDetails,
  ruling: RulingDetails,
  faq: Empty,
  guide: Empty,
  download: DownloadDetails,
  video: VideoDetails,
  job: JobDetails,
  'election-news': Empty,
  entitlement: EntitlementDetails,
} as const satisfies Record<ContentKind, t.Mixed>;

export type StoredDetails<K extends ContentKind = ContentKind> = t.TypeOf<(typeof STORED_DETAILS)[K]>;
/** The JSON form the column holds (dates as yyyy-mm-dd). */
export type StoredDetailsJson<K extends ContentKind = ContentKind> = t.OutputOf<(typeof STORED_DETAILS)[K]>;
