import { describe, expect, it } from 'vitest';
import { mayDeleteEventFile, mayReadEventFiles } from './event-file-access';

const PARTICIPANTS = [
  { userId: 3, gremiumId: 1 },
  { userId: 7, gremiumId: null },
];

describe('event file access', () => {
  it('lets participants, their Gremium and site admins read', () => {
    expect(mayReadEventFiles({ userId: 3, gremiumId: 1, siteAdmin: false }, PARTICIPANTS)).toBe(true);
    expect(mayReadEventFiles({ userId: 7, gremiumId: null, siteAdmin: false }, PARTICIPANTS)).toBe(true);
    expect(mayReadEventFiles({ userId: 2, gremiumId: 1, siteAdmin: false }, PARTICIPANTS)).toBe(true);
    expect(mayReadEventFiles({ userId: 1, gremiumId: null, siteAdmin: true }, [])).toBe(true);
  });

  it('keeps everyone else out, also users without Gremium when a participant has none', () => {
    expect(mayReadEventFiles({ userId: 8, gremiumId: null, siteAdmin: false }, PARTICIPANTS)).toBe(false);
    expect(mayReadEventFiles({ userId: 9, gremiumId: 2, siteAdmin: false }, PARTICIPANTS)).toBe(false);
  });

  it('lets only site admins and the uploader delete', () => {
    expect(mayDeleteEventFile({ userId: 1, gremiumId: null, siteAdmin: true }, null)).toBe(true);
    expect(mayDeleteEventFile({ userId: 3, gremiumId: 1, siteAdmin: false }, 3)).toBe(true);
    expect(mayDeleteEventFile({ userId: 3, gremiumId: 1, siteAdmin: false }, null)).toBe(false);
    expect(mayDeleteEventFile({ userId: 3, gremiumId: 1, siteAdmin: false }, 4)).toBe(false);
  });
});
