import { describe, expect, it } from 'vitest';
import { SEMINAR_SUB_PAGES, seminarSubPath, subPageOfPath } from './sub-pages';

describe('seminar sub-pages', () => {
  it('read back from its own path every sub-page, and the overview from the seminar path', () => {
    for (const subPage of SEMINAR_SUB_PAGES) expect(subPageOfPath(seminarSubPath('mobbing-konflikte', subPage))).toBe(subPage);
    expect(subPageOfPath('/seminare/p/termine')).toBe(SEMINAR_SUB_PAGES[0]);
    expect(subPageOfPath('/seminare/p/mobbing/inhouse/')).toBe(SEMINAR_SUB_PAGES[2]);
  });
});
