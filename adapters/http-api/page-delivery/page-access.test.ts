import { matchRoutes } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { PAGE_PATTERNS, pageAccessOf } from '../../../application/http/page-access';
import { DECLARED_ROUTES } from '../../../application/http/route-access';
import { fillPath } from '../hardening/route-walk';
import { builtPages } from './built-pages.testing';
import { pagePatternOf } from './page-access-match';
import { isPublicPage } from './public-pages';

/**
 * The pages' access table (application/http/page-access.ts) against the built route table: a
 * page added to a `*.routes.tsx` is closed to nobody by accident, because this fails until the
 * page is declared; an entry whose page was removed or renamed fails too. Needs `npm run build`.
 */

const declaredRoutes = new Set(DECLARED_ROUTES);
/** A page path explicit routes serve for both ways in: declared in route-access.ts only (`/*` is the pages' own catch-all). */
const servedByExplicitRoutes = (pattern: string): boolean => pattern !== '/*' && declaredRoutes.has(`GET ${pattern}`) && declaredRoutes.has(`POST ${pattern}`);

describe('the page access table', () => {
  let pagePaths: readonly string[] = [];

  beforeAll(async () => {
    pagePaths = await (await builtPages()).pagePaths();
  }, 60_000);

  it('declares every page of the route table once, and names no page the table lacks', () => {
    expect(pagePaths.length).toBeGreaterThan(50);
    const declared = new Set(PAGE_PATTERNS);
    expect(pagePaths.filter((pattern) => !declared.has(pattern) && !servedByExplicitRoutes(pattern))).toEqual([]);
    const pages = new Set(pagePaths);
    expect(PAGE_PATTERNS.filter((pattern) => !pages.has(pattern))).toEqual([]);
    // What explicit routes serve whole stays in route-access.ts alone: one place for each page.
    expect(PAGE_PATTERNS.filter(servedByExplicitRoutes)).toEqual([]);
    const guarded = PAGE_PATTERNS.filter((pattern) => pageAccessOf('GET', pattern)?.access !== 'public' || pageAccessOf('POST', pattern)?.access !== 'public');
    console.info(`page access: ${String(pagePaths.length)} page patterns, ${String(PAGE_PATTERNS.length)} declared here (${String(PAGE_PATTERNS.length - guarded.length)} public, ${String(guarded.length)} guarded), ${String(pagePaths.length - PAGE_PATTERNS.length)} by explicit routes`);
  });

  it("finds each page's own pattern for a path of it (react-router's ranking), any other path the 404's", () => {
    const found = PAGE_PATTERNS.map((pattern) => [pattern, pagePatternOf(fillPath(pattern, (index) => `wert${String(index + 1)}`))] as const);
    expect(found.filter(([pattern, match]) => pattern !== match)).toEqual([]);
    expect(pagePatternOf('/meinifb/teilnahme/12?x=1')).toBe('/meinifb/teilnahme/:id');
    expect(pagePatternOf('/rechtsprechung/urteil/abc')).toBe('/rechtsprechung/urteil/:slug');
    expect(pagePatternOf('/meinifb/gibt-es-nicht/1')).toBe('/*');
  });

  it("picks for any path the page the route table's own order picks: by first segment, case-blind, decoded", () => {
    const whole = pagePaths.map((path) => ({ path }));
    const segments = ['1', 'br', 'urteil', 'archiv', 'termine', 'bestaetigung', 'entfernen', 'foto-loeschen', 'MEINIFB'];
    const samples = [
      ...pagePaths.flatMap((pattern) => segments.map((segment) => fillPath(pattern, () => segment))),
      ...pagePaths.map((pattern) => `${fillPath(pattern, () => '7')}/`),
      '/MeinIFB/Teilnahme/3',
      '/%6Deinifb/teilnahme/3',
      '/meinifb/%74eilnahme/3',
      '/%E0%A4%A',
      '//meinifb',
      '/',
    ];
    // The pages explicit routes serve whole never reach the catch-all: Fastify's router answers them.
    const differing = samples.filter((sample) => {
      const expected = matchRoutes(whole, sample)?.at(-1)?.route.path;
      return (expected === undefined || !servedByExplicitRoutes(expected)) && pagePatternOf(sample) !== expected;
    });
    expect(differing).toEqual([]);
    expect(pagePatternOf('/%6Deinifb/teilnahme/3')).toBe('/meinifb/teilnahme/:id');
  });

  it('keeps no guarded page in the public cache, on either host', () => {
    const guardedPaths = PAGE_PATTERNS.filter((pattern) => pageAccessOf('GET', pattern)?.access !== 'public').map((pattern) => fillPath(pattern, () => 'br'));
    expect(guardedPaths.length).toBeGreaterThan(20);
    expect(guardedPaths.filter((path) => isPublicPage('main', path) || isPublicPage('works-council', path))).toEqual([]);
  });
});
