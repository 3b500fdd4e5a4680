import * as E from 'fp-ts/Either';
import type * as TE from 'fp-ts/TaskEither';
import { Temporal } from 'temporal-polyfill';
import { invalid, notFound, type AppError } from '../../domain/errors/app-error';
import { related, type Profile, type Reason } from '../../domain/recommendations/related';
import { slugify } from '../../domain/text/slug';
import { contentPath, topicPath } from '../content/content-paths';
import type { Clock } from '../ports/clock';
import type { RecommendationQuery, RecommendationWire } from './recommendations.codecs';
import type { RecommendationKind } from './recommendations.paths';
import type { Recommendations } from './recommendations.port';
import type { ConferenceSource, ContentSource, RecommendationSources, ThemeSource, TopicSource } from './recommendations.sources';

export const RECOMMENDATION_MESSAGES = {
  subject: 'Bitte nennen Sie ein Seminarthema (theme) oder einen Inhalt (content), zu dem Empfehlungen passen sollen.',
  contentUnknown: 'Diesen Inhalt gibt es nicht.',
} as const;
const M = RECOMMENDATION_MESSAGES;

const DEFAULT_LIMIT = 4;
const MAX_LIMIT = 12;

interface Vocabulary {
  readonly topics: readonly TopicSource[];
  /** Display names of tags and topics by slug, for the reasons. */
  readonly names: ReadonlyMap<string, string>;
  readonly rubrics: ReadonlyMap<string, string>;
}

const themeProfile = (theme: ThemeSource, topics: readonly TopicSource[]): Profile => ({
  key: `theme:${theme.slug}`,
  topics: topics.filter((topic) => topic.seminarThemeSlugs.includes(theme.slug)).map((topic) => topic.slug),
  tags: theme.tags.map(slugify),
  rubric: theme.rubric.slug,
});

const contentProfile = (item: ContentSource): Profile => ({
  key: `content:${String(item.contentId)}`,
  topics: item.topicSlug === null ? [] : [item.topicSlug],
  tags: item.tags,
});

const topicProfile = (topic: TopicSource): Profile => ({ key: `topic:${topic.slug}`, topics: [topic.slug], tags: [] });

/** A conference has no tags of its own: the topics and tags its texts name stand in for them. */
const conferenceProfile = (conference: ConferenceSource, vocabulary: Vocabulary): Profile => {
  const text = conference.text.toLowerCase();
  const named = (name: string): boolean => name.length > 3 && text.includes(name.toLowerCase());
  return {
    key: `conference:${conference.url}`,
    topics: vocabulary.topics.filter((topic) => named(topic.title)).map((topic) => topic.slug),
    tags: [...vocabulary.names].filter(([, name]) => named(name)).map(([slug]) => slug),
  };
};

const reasonText = (reason: Reason, vocabulary: Vocabulary): string => {
  switch (reason.kind) {
    case 'topic':
      return `Gleiches Thema: ${vocabulary.names.get(reason.slug) ?? reason.slug}`;
    case 'tag':
      return `Ebenfalls zum Stichwort ${vocabulary.names.get(reason.slug) ?? reason.slug}`;
    case 'rubric':
      return `Aus der Rubrik ${vocabulary.rubrics.get(reason.slug) ?? reason.slug}`;
  }
};

/** A seminar or conference is recommended only with a date still to come: a past date never appears. */
const upcoming = (start: Temporal.Instant | null, now: Temporal.Instant): start is Temporal.Instant => start !== null && Temporal.Instant.compare(start, now) > 0;

const useCase = <A>(work: () => Promise<E.Either<AppError, A>>): TE.TaskEither<AppError, A> => work;

/**
 * The recommendations in-process: every candidate is scored against the subjects by
 * domain/recommendations (shared topics, tags, rubric); past seminar dates and past conferences
 * never appear, and each result says why it was chosen.
 */
export class RecommendationService implements Recommendations {
  constructor(private readonly deps: { readonly sources: RecommendationSources; readonly clock: Clock }) {}

  related(kind: RecommendationKind, query: RecommendationQuery): TE.TaskEither<AppError, RecommendationWire[]> {
    return useCase(async () => {
      const slugs = (query.theme ?? '').split(',').map((slug) => slug.trim()).filter((slug) => slug !== '');
      if (slugs.length === 0 && query.content === undefined) return E.left(invalid({ theme: M.subject }));
      const { sources, clock } = this.deps;
      const now = clock.now();
      const [themes, topics, tagNames] = await Promise.all([sources.themes(now), sources.topics(), sources.tagNames()]);
      const names = new Map<string, string>(tagNames);
      for (const theme of themes) for (const tag of theme.tags) if (!names.has(slugify(tag))) names.set(slugify(tag), tag);
      for (const topic of topics) names.set(topic.slug, topic.title);
      const vocabulary: Vocabulary = { topics, names, rubrics: new Map(themes.map((theme) => [theme.rubric.slug, theme.rubric.name])) };

      const subjects: Profile[] = [];
      /** The subjects' titles by profile key: a result names what it follows from. */
      const titles = new Map<string, string>();
      for (const theme of themes.filter((each) => slugs.includes(each.slug))) {
        const profile = themeProfile(theme, topics);
        subjects.push(profile);
        titles.set(profile.key, theme.title);
      }
      if (query.content !== undefined) {
        const item = await sources.contentItem(query.content);
        if (item === undefined) return E.left(notFound(M.contentUnknown));
        const profile = contentProfile(item);
        subjects.push(profile);
        titles.set(profile.key, item.title);
      }
      const limit = Math.min(query.limit ?? DEFAULT_LIMIT, MAX_LIMIT);
      const candidates = await this.candidates(kind, now, themes, vocabulary);
      return E.right(
        related(subjects, candidates, limit).map(({ item, reason, subject }) => {
          const title = titles.get(subject);
          return { ...item, reason: reasonText(reason, vocabulary), ...(title === undefined ? {} : { subject: title }) };
        }),
      );
    });
  }

  private async candidates(
    kind: RecommendationKind,
    now: ReturnType<Clock['now']>,
    themes: readonly ThemeSource[],
    vocabulary: Vocabulary,
  ): Promise<readonly { readonly profile: Profile; readonly item: Omit<RecommendationWire, 'reason'> }[]> {
    const { sources } = this.deps;
    switch (kind) {
      case 'themes':
        return themes.flatMap((theme) =>
          !upcoming(theme.nextStart, now)
            ? []
            : [{ profile: themeProfile(theme, vocabulary.topics), item: { kind: 'theme' as const, title: theme.title, path: `/seminare/p/${theme.slug}`, site: 'main' as const, date: theme.nextStart } }],
        );
      case 'topics':
        return vocabulary.topics.map((topic) => ({
          profile: topicProfile(topic),
          item: { kind: 'topic' as const, title: topic.title, path: topicPath(topic.slug), site: 'works-council' as const },
        }));
      case 'conferences':
        return (await sources.conferences(now)).filter((conference) => upcoming(conference.startAt, now)).map((conference) => ({
          profile: conferenceProfile(conference, vocabulary),
          item: { kind: 'conference' as const, title: conference.title, path: `/fachtagung/${encodeURIComponent(conference.url)}`, site: 'main' as const, date: conference.startAt },
        }));
      case 'news':
      case 'videos':
        return (await sources.content([kind === 'news' ? 'news' : 'video'])).map((content) => ({
          profile: contentProfile(content),
          item: {
            kind: kind === 'news' ? ('news' as const) : ('video' as const),
            title: content.title,
            path: contentPath({ id: content.contentId, kind: content.kind, section: content.section, slug: content.slug }),
            site: 'works-council' as const,
            teaser: content.teaser,
            ...(content.publishedAt === null ? {} : { date: content.publishedAt }),
          },
        }));
    }
  }
}
