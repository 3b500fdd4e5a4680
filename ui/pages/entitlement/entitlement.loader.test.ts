import * as TE from 'fp-ts/TaskEither';
import { Container } from 'inversify';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import type { ThemesQuery, ThemeSummariesWire } from '../../../application/catalogue/theme.codecs';
import type { Site } from '../../../domain/site/site';
import { CATALOGUE, SISTER_ORIGIN, SITE } from '../../di/ui.tokens';
import { entitlementLoader } from './entitlement.loader';

const summary = (slug: string, rubric: string, nextDate: string | null): ThemeSummariesWire[number] => ({
  themeId: slug.length,
  slug,
  title: `Seminar ${slug}`,
  subtitle: 'Untertitel',
  rubric: { rubricId: 1, slug: rubric, name: rubric === 'jav' ? 'JAV (Jugend- und Auszubildendenvertretung)' : rubric },
  actionField: 'Grundlagen',
  redirectUrl: `/seminare/p/${slug}`,
  tags: [],
  nextDate: nextDate === null ? null : Temporal.Instant.from(nextDate),
  upcomingEvents: nextDate === null ? 0 : 1,
});

/** The catalogue answers the asked rubric's themes, one of them without a date to come. */
const containerOn = (site: Site, sisterOrigin: string, asked: ThemesQuery[] = []): Container => {
  const container = new Container();
  container.bind(SITE).toConstantValue(site);
  container.bind(SISTER_ORIGIN).toConstantValue(sisterOrigin);
  container.bind(CATALOGUE).toConstantValue({
    themes: (query: ThemesQuery) => {
      asked.push(query);
      const rubric = query.rubric ?? '';
      return TE.right([summary(`${rubric}-grundlagen`, rubric, '2026-07-01T07:00:00Z'), summary(`${rubric}-ohne`, rubric, null)]);
    },
  });
  return container;
};

/** The sister origin as the server configures it: the main host from the works-council host and back. */
const load = (site: Site, body: string, sisterOrigin: string, asked?: ThemesQuery[]) => entitlementLoader(containerOn(site, sisterOrigin, asked))({ params: { body } });

describe('entitlementLoader', () => {
  it('offers the seminars of the body\'s rubric that still have a date, and links the portal papers', async () => {
    const asked: ThemesQuery[] = [];
    const page = await load('main', 'jav', 'http://betriebsrat.localhost:3403', asked);
    expect(asked).toEqual([{ rubric: 'jav' }]);
    expect(page).toEqual({
      body: 'jav',
      seminars: [{ title: 'Seminar jav-grundlagen', subtitle: 'Untertitel', href: '/seminare/p/jav-grundlagen', nextDate: '01.07.2026' }],
      rubricName: 'JAV (Jugend- und Auszubildendenvertretung)',
      rubricHref: '/seminare/r/jav',
      portalHref: '/meinifb',
      legalBasis: [
        { text: '§ 65 Abs. 1 BetrVG', href: 'http://betriebsrat.localhost:3403/gesetze/betrvg#p65' },
        { text: '§ 37 Abs. 6 BetrVG', href: 'http://betriebsrat.localhost:3403/gesetze/betrvg#p37' },
        { text: '§ 37 Abs. 7 BetrVG', href: 'http://betriebsrat.localhost:3403/gesetze/betrvg#p37' },
        { text: '§ 40 Abs. 1 BetrVG', href: 'http://betriebsrat.localhost:3403/gesetze/betrvg#p40' },
      ],
    });
  });

  it('on the works-council host links seminars, rubric and portal on the main host', async () => {
    const page = await load('works-council', 'sbv', 'http://localhost:3403');
    expect(page.seminars.map((seminar) => seminar.href)).toEqual(['http://localhost:3403/seminare/p/schwerbehindertenvertretung-grundlagen']);
    expect(page.rubricHref).toBe('http://localhost:3403/seminare/r/schwerbehindertenvertretung');
    expect(page.portalHref).toBe('http://localhost:3403/meinifb');
    // The laws are on this host: the norms of the "Rechtsgrundlage" box link here, at the norm.
    expect(page.legalBasis).toEqual([
      { text: '§ 179 Abs. 4 Satz 3 SGB IX', href: '/gesetze/sgb-ix#p179' },
      { text: '§ 179 Abs. 8 SGB IX', href: '/gesetze/sgb-ix#p179' },
    ]);
  });

  it('answers an unknown body with the German 404', async () => {
    const refused = await load('main', 'personalrat', 'http://betriebsrat.localhost:3403').then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(refused).toMatchObject({ data: { message: 'Seite nicht gefunden', status: 404 }, init: { status: 404 } });
  });
});
