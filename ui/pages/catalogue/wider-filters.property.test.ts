import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { widerFilters } from './wider-filters';

const NAMES = ['q', 'city', 'kind', 'from', 'to', 'rubric', 'theme', 'oneDay', 'sort', 'page'] as const;
const TOPICS = ['q', 'theme', 'rubric'];
const query = fc.dictionary(fc.constantFrom(...NAMES), fc.string({ minLength: 1, maxLength: 8 }));

describe('widerFilters (properties)', () => {
  it('each alternative lets go of at least one filter the query has, keeps the topics and adds nothing', () => {
    fc.assert(
      fc.property(query, (filters) => {
        for (const { query: wider } of widerFilters(filters)) {
          const dropped = Object.keys(filters).filter((name) => !(name in wider) && name !== 'page');
          expect(dropped.length).toBeGreaterThan(0);
          for (const name of TOPICS) expect(wider[name]).toBe(filters[name]);
          for (const [name, value] of Object.entries(wider)) expect(filters[name]).toBe(value);
          expect(wider).not.toHaveProperty('page');
        }
      }),
    );
  });

  it('offers nothing for a query with only topics: there is nothing nearer to show', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom('q', 'theme', 'rubric', 'sort', 'page'), fc.string({ minLength: 1 })), (filters) => {
        expect(widerFilters(filters)).toEqual([]);
      }),
    );
  });

  it('lets go of the time span first, then the place, then the form', () => {
    expect(widerFilters({ kind: 'presence', from: '2027-01-01', to: '2027-01-31', city: 'Hamburg', page: '2' }).map(({ query: wider }) => wider)).toEqual([
      { kind: 'presence', city: 'Hamburg' },
      { kind: 'presence', from: '2027-01-01', to: '2027-01-31' },
      { from: '2027-01-01', to: '2027-01-31', city: 'Hamburg' },
    ]);
  });
});
