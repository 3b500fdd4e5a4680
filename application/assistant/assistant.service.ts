import * as E from 'fp-ts/Either';
import * as TE from 'fp-ts/TaskEither';
import { selectPassages } from '../../domain/assistant/passages';
import { searchIndex } from '../../domain/search/search-index';
import { unavailable, type AppError } from '../../domain/errors/app-error';
import type { Cache } from '../cache/cache.port';
import type { AssistantAnswerWire, AssistantQuery, AnswerSeminarWire } from './assistant.codecs';
import type { Assistant } from './assistant.port';
import { KnowledgeUnavailable, loadKnowledge, type AssistantKnowledge, type KnowledgeCatalogue, type KnowledgeContent, type SeminarTheme } from './knowledge';

export const MAX_SEMINARS = 3;
/** A word in more than a fifth of the seminar titles ("Betriebsrat") does not pick a seminar. */
const SEMINAR_TERM_SHARE = 0.2;
const KNOWLEDGE_KEY = 'knowledge';

export const ASSISTANT_UNAVAILABLE = 'Der Assistent ist gerade nicht erreichbar. Bitte versuchen Sie es gleich noch einmal.';

export interface AssistantDependencies {
  readonly content: KnowledgeContent;
  readonly catalogue: KnowledgeCatalogue;
  /**
   * Holds the index in memory, per server instance: built on the first question, built again
   * after the cache's time to live or when an operator clears it (/cache, on every instance).
   * Content changed meanwhile is found after at most that time to live.
   */
  readonly cache: Cache<AssistantKnowledge>;
}

const seminarOf = (theme: SeminarTheme): AnswerSeminarWire => ({ title: theme.title, path: `/seminare/p/${theme.slug}`, nextDate: theme.nextDate });

/** Answers from the knowledge base: the best passages with their sources, and seminars that fit. */
export class AssistantService implements Assistant {
  /** One build at a time: questions arriving meanwhile wait for it instead of starting their own. */
  #building: Promise<AssistantKnowledge> | undefined;

  constructor(private readonly deps: AssistantDependencies) {}

  answer(query: AssistantQuery): TE.TaskEither<AppError, AssistantAnswerWire> {
    const scope = query.scope ?? 'br';
    return TE.map((knowledge: AssistantKnowledge): AssistantAnswerWire => {
      const passages = selectPassages(knowledge.passages[scope], query.question);
      return {
        question: query.question,
        scope,
        passages: passages.map(({ text, source }) => ({ text, source: { title: source.title, kindLabel: source.kindLabel, path: source.path } })),
        seminars: passages.length === 0 ? [] : this.#seminars(knowledge, query.question, passages.map(({ source }) => source.topicSlug)),
      };
    })(this.#knowledge());
  }

  /**
   * Upcoming seminars: first those the Themen of the quoted sources name (what the catalogue and
   * the knowledge base share), then those whose title or tags share a distinctive word with the
   * question.
   */
  #seminars(knowledge: AssistantKnowledge, question: string, topics: readonly (string | null)[]): AnswerSeminarWire[] {
    const byText = searchIndex(knowledge.seminars, question, { maxDocumentShare: SEMINAR_TERM_SHARE }).map(({ document }) => document);
    const byTopic = topics.flatMap((topic) => (topic === null ? [] : (knowledge.topicThemes.get(topic) ?? []))).flatMap((slug) => knowledge.themesBySlug.get(slug) ?? []);
    const seen = new Set<string>();
    return [...byTopic, ...byText]
      .filter((theme) => theme.nextDate !== null && !seen.has(theme.slug) && (seen.add(theme.slug), true))
      .slice(0, MAX_SEMINARS)
      .map(seminarOf);
  }

  #knowledge(): TE.TaskEither<AppError, AssistantKnowledge> {
    return async () => {
      const cached = this.deps.cache.get(KNOWLEDGE_KEY);
      if (cached !== undefined) return E.right(cached);
      this.#building ??= loadKnowledge(this.deps.content, this.deps.catalogue).finally(() => {
        this.#building = undefined;
      });
      try {
        const knowledge = await this.#building;
        this.deps.cache.set(KNOWLEDGE_KEY, knowledge);
        return E.right(knowledge);
      } catch (error) {
        return E.left(error instanceof KnowledgeUnavailable ? error.error : unavailable(ASSISTANT_UNAVAILABLE, error));
      }
    };
  }
}
