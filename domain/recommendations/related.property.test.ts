import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { related, relation, type Profile } from './related';

const slug = fc.constantFrom('arbeitszeit', 'kuendigung', 'mitbestimmung', 'datenschutz', 'wahl', 'sbv');
const profile: fc.Arbitrary<Profile> = fc.record({
  key: fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f', 'g'),
  topics: fc.uniqueArray(slug, { maxLength: 2 }),
  tags: fc.uniqueArray(slug, { maxLength: 3 }),
  rubric: fc.option(fc.constantFrom('recht', 'praxis'), { nil: undefined }),
});
const candidates = fc.array(profile, { maxLength: 12 }).map((profiles) => profiles.map((item) => ({ profile: item, item })));

describe('related', () => {
  it('never recommends a subject itself', () => {
    fc.assert(
      fc.property(fc.array(profile, { minLength: 1, maxLength: 3 }), candidates, (subjects, pool) => {
        const keys = new Set(subjects.map((subject) => subject.key));
        for (const result of related(subjects, pool, 10)) expect(keys.has(result.item.key)).toBe(false);
      }),
    );
  });

  it('only recommends what shares something, best first, never more than asked', () => {
    fc.assert(
      fc.property(profile, candidates, fc.nat({ max: 5 }), (subject, pool, limit) => {
        const results = related([subject], pool, limit);
        expect(results.length).toBeLessThanOrEqual(limit);
        results.forEach((result, index) => {
          expect(result.score).toBeGreaterThan(0);
          if (index > 0) expect(results[index - 1]!.score).toBeGreaterThanOrEqual(result.score);
        });
      }),
    );
  });

  it('names the subject it follows from, one that shares the reason with it', () => {
    fc.assert(
      fc.property(fc.uniqueArray(profile, { minLength: 1, maxLength: 3, selector: (each) => each.key }), candidates, (subjects, pool) => {
        for (const result of related(subjects, pool, 10)) {
          const subject = subjects.find((each) => each.key === result.subject);
          expect(subject).toBeDefined();
          expect(relation(subject!, result.item)?.score).toBe(result.score);
        }
      }),
    );
  });

  it('is deterministic: the same input gives the same answer', () => {
    fc.assert(
      fc.property(profile, candidates, (subject, pool) => {
        expect(related([subject], pool, 5)).toEqual(related([subject], pool, 5));
      }),
    );
  });

  it('the reason names something both share, a topic before a tag before the rubric', () => {
    fc.assert(
      fc.property(profile, profile, (subject, candidate) => {
        const found = relation(subject, candidate);
        if (found === undefined) return;
        const { kind, slug: what } = found.reason;
        if (kind === 'topic') expect(subject.topics.includes(what) && candidate.topics.includes(what)).toBe(true);
        if (kind === 'tag') {
          expect(subject.tags.includes(what) && candidate.tags.includes(what)).toBe(true);
          expect(subject.topics.some((topic) => candidate.topics.includes(topic))).toBe(false);
        }
        if (kind === 'rubric') expect(subject.rubric).toBe(candidate.rubric);
      }),
    );
  });
});

describe('relation', () => {
  it('weighs a shared topic over two shared tags', () => {
    const subject: Profile = { key: 's', topics: ['arbeitszeit'], tags: ['a', 'b'] };
    const byTopic = relation(subject, { key: 't', topics: ['arbeitszeit'], tags: [] });
    const byTags = relation(subject, { key: 'u', topics: [], tags: ['a', 'b'] });
    expect(byTopic?.score).toBe(3);
    expect(byTags?.score).toBe(2);
    expect(byTags?.reason).toEqual({ kind: 'tag', slug: 'a' });
  });
});
