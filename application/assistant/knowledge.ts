import * as E from 'fp-ts/Either';
import type { Temporal } from 'temporal-polyfill';
import { buildKnowledgeIndex, type KnowledgeIndex, type KnowledgeSource } from '../../domain/assistant/passages';
import { buildSearchIndex, type SearchIndex } from '../../domain/search/search-index';
import type { AppError } from '../../domain/errors/app-error';
import type { Catalogue } from '../catalogue/catalogue.port';
import type { ContentItemWire } from '../content/content.codecs';
import type { ExportKind } from '../content/content-kind';
import type { Content } from '../content/content.port';
import { normAnchor } from '../content/norm-anchor';
import type { AssistantScope } from './assistant.paths';

/** A source of the knowledge base as the assistant quotes it. */
export interface AssistantSource extends KnowledgeSource {
  readonly kindLabel: string;
  readonly path: string;
  /** null: for both assistants (laws, articles, FAQ, guides); else only for that one. */
  readonly scope: AssistantScope | null;
  readonly topicSlug: string | null;
}

export interface SeminarTheme {
  readonly slug: string;
  readonly title: string;
  /** Title, subtitle, field of action and tags: what a question may name. */
  readonly text: string;
  readonly nextDate: Temporal.Instant | null;
}

/** Everything the assistant answers from, indexed once per instance (see AssistantService). */
export interface AssistantKnowledge {
  readonly passages: Readonly<Record<AssistantScope, KnowledgeIndex<AssistantSource>>>;
  readonly seminars: SearchIndex<SeminarTheme>;
  /** The seminar themes each Thema of the knowledge base names. */
  readonly topicThemes: ReadonlyMap<string, readonly string[]>;
  readonly themesBySlug: ReadonlyMap<string, SeminarTheme>;
}

/** The exports read for passages, with how a reader names the kind. */
const QUOTED_EXPORTS: readonly { readonly kind: ExportKind; readonly label: string }[] = [
  { kind: 'lexicon', label: 'Lexikon' },
  { kind: 'jurisdictions', label: 'Rechtsprechung' },
  { kind: 'faq', label: 'FAQ' },
  { kind: 'articles', label: 'Fachartikel' },
  { kind: 'leitfaden', label: 'Leitfaden' },
];

/** The paragraphs of an item, each as written: the teaser, then every paragraph, list item and quote. */
const paragraphsOf = (item: ContentItemWire): readonly string[] => [
  item.teaser,
  ...item.body.flatMap((block) => (block.type === 'list' ? block.items : block.type === 'heading' ? [] : [block.text])),
];

/** Lexicon and rulings exist per body; a JAV entry belongs to neither assistant. */
const scopeOf = (item: ContentItemWire): AssistantScope | null | 'none' => {
  if (item.kind !== 'lexicon' && item.kind !== 'ruling') return null;
  return item.section === 'br' || item.section === 'sbv' ? item.section : 'none';
};

const sourceOf = (item: ContentItemWire, kindLabel: string): AssistantSource | undefined => {
  const scope = scopeOf(item);
  if (scope === 'none') return undefined;
  return { title: item.title, passages: paragraphsOf(item), kindLabel, path: item.path, scope, topicSlug: item.topicSlug };
};

/** Each norm of a law is a source of its own, linked to its anchor on the law's page. */
const normSources = (law: ContentItemWire): readonly AssistantSource[] =>
  law.kind !== 'law'
    ? []
    : law.details.norms.map((norm) => ({
        title: `${norm.number} ${law.details.abbreviation} – ${norm.heading}`,
        passages: norm.paragraphs,
        kindLabel: 'Gesetz',
        path: `${law.path}#${normAnchor(norm.number)}`,
        scope: null,
        topicSlug: law.topicSlug,
      }));

const unwrap = <A>(result: E.Either<AppError, A>): A => {
  if (E.isLeft(result)) throw new KnowledgeUnavailable(result.left);
  return result.right;
};

/** Thrown while reading the knowledge base; the service turns it back into its AppError. */
export class KnowledgeUnavailable extends Error {
  constructor(readonly error: AppError) {
    super(error.message);
    this.name = 'KnowledgeUnavailable';
  }
}

/** The most laws read: the site has a handful, this only bounds the reading. */
const MAX_LAWS = 100;

/** What the assistant reads of the content port. */
export type KnowledgeContent = Pick<Content, 'exportObjects' | 'list' | 'detail' | 'topics'>;
/** What the assistant reads of the catalogue port. */
export type KnowledgeCatalogue = Pick<Catalogue, 'themes'>;

/** Reads the knowledge base and the catalogue through their ports and indexes them. */
export const loadKnowledge = async (content: KnowledgeContent, catalogue: KnowledgeCatalogue): Promise<AssistantKnowledge> => {
  const sources: AssistantSource[] = [];
  for (const { kind, label } of QUOTED_EXPORTS) {
    for await (const item of content.exportObjects(kind)) {
      const source = sourceOf(item, label);
      if (source !== undefined) sources.push(source);
    }
  }
  const laws = unwrap(await content.list('law', { pageSize: MAX_LAWS })());
  for (const summary of laws.items) sources.push(...normSources(unwrap(await content.detail('law', summary.slug)())));
  const forScope = (scope: AssistantScope) => buildKnowledgeIndex(sources.filter((source) => source.scope === null || source.scope === scope));

  const themes = unwrap(await catalogue.themes({})()).map(
    (theme): SeminarTheme => ({
      slug: theme.slug,
      title: theme.title,
      text: [theme.title, theme.subtitle, theme.actionField, ...theme.tags].join('\n'),
      nextDate: theme.nextDate,
    }),
  );
  const topics = unwrap(await content.topics()());
  return {
    passages: { br: forScope('br'), sbv: forScope('sbv') },
    seminars: buildSearchIndex(themes, [{ weight: 1, lengthNorm: 0.75 }], (theme) => [theme.text]),
    topicThemes: new Map(topics.map((topic) => [topic.slug, topic.seminarThemeSlugs])),
    themesBySlug: new Map(themes.map((theme) => [theme.slug, theme])),
  };
};
