/**
 * Related content, computed from what catalogue and knowledge base share: content topics, tags
 * and rubrics. Deterministic (ties keep the candidates' order) and explainable (each result says
 * why it was chosen). No item recommends itself.
 */

/** What an item is about. Keys are unique across kinds ('theme:kuendigung', 'news:…'). */
export interface Profile {
  readonly key: string;
  /** Content topics (slugs) the item belongs to. */
  readonly topics: readonly string[];
  /** Tags (slugs). */
  readonly tags: readonly string[];
  /** The catalogue rubric (slug), for seminars. */
  readonly rubric?: string | undefined;
}

export type ReasonKind = 'topic' | 'tag' | 'rubric';

export interface Reason {
  readonly kind: ReasonKind;
  /** The slug of what is shared. */
  readonly slug: string;
}

export interface Related<T> {
  readonly item: T;
  readonly score: number;
  /** The strongest shared attribute. */
  readonly reason: Reason;
  /** The key of the subject it relates to most (of several: which booked seminar it follows from). */
  readonly subject: string;
}

/** A shared topic weighs most; each shared tag and a shared rubric add one. */
export const WEIGHTS: Readonly<Record<ReasonKind, number>> = { topic: 3, tag: 1, rubric: 1 };

const shared = (a: readonly string[], b: readonly string[]): readonly string[] => a.filter((value) => b.includes(value));

/** How much a candidate shares with the subject, and the strongest reason; undefined when nothing. */
export const relation = (subject: Profile, candidate: Profile): { readonly score: number; readonly reason: Reason } | undefined => {
  if (candidate.key === subject.key) return undefined;
  const topics = shared(subject.topics, candidate.topics);
  const tags = shared(subject.tags, candidate.tags);
  const rubric = subject.rubric !== undefined && subject.rubric === candidate.rubric ? subject.rubric : undefined;
  const score = topics.length * WEIGHTS.topic + tags.length * WEIGHTS.tag + (rubric === undefined ? 0 : WEIGHTS.rubric);
  if (score === 0) return undefined;
  const [topic] = topics;
  const [tag] = tags;
  const reason: Reason =
    topic !== undefined ? { kind: 'topic', slug: topic } : tag !== undefined ? { kind: 'tag', slug: tag } : { kind: 'rubric', slug: rubric ?? '' };
  return { score, reason };
};

/**
 * The candidates related to any of the subjects, best first, at most `limit`. With several
 * subjects (what a user booked) a candidate counts with its best relation.
 */
export const related = <T>(
  subjects: readonly Profile[],
  candidates: readonly { readonly profile: Profile; readonly item: T }[],
  limit: number,
): readonly Related<T>[] => {
  const subjectKeys = new Set(subjects.map((subject) => subject.key));
  const scored: (Related<T> & { readonly index: number })[] = [];
  candidates.forEach(({ profile, item }, index) => {
    if (subjectKeys.has(profile.key)) return;
    let best: { readonly score: number; readonly reason: Reason; readonly subject: string } | undefined;
    for (const subject of subjects) {
      const found = relation(subject, profile);
      if (found !== undefined && (best === undefined || found.score > best.score)) best = { ...found, subject: subject.key };
    }
    if (best !== undefined) scored.push({ item, ...best, index });
  });
  scored.sort((a, b) => b.score - a.score || a.index - b.index);
  return scored.slice(0, Math.max(0, limit)).map(({ item, score, reason, subject }) => ({ item, score, reason, subject }));
};
