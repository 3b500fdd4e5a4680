import { request } from 'node:http';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { upcomingEvents } from '../../db/cart/cart-fixtures.testing';
import { DEMO_PASSWORD } from '../../db/demo-data/people';
import { events, themes } from '../../db/schema';
import { placeTestOrder } from '../routes/portal-test-bookings';
import { MEMBER } from '../routes/portal-test-users';
import { FormBrowser } from './form-browser.testing';
import { serveBuiltPages } from './built-pages.testing';


const app = serveBuiltPages();
let eventId = 0;
let bookedSlug = '';
let bookedTitle = '';

/** The HTML of the section a heading id labels: what the visitor reads under that heading. */
const sectionOf = (html: string, id: string): string => {
  const start = html.indexOf(`aria-labelledby="${id}"`);
  if (start < 0) throw new Error(`no section "${id}" on the page`);
  return html.slice(start, html.indexOf('</section>', start));
};

const seminarLinks = (html: string): readonly string[] => [...html.matchAll(/href="([^"]*\/seminare\/p\/[^"]+)"/g)].map((match) => match[1] ?? '');

/** A page of the works-council host: node:http sends the Host header it is given (fetch would not). */
const worksCouncilPage = (path: string): Promise<{ readonly status: number; readonly html: string }> =>
  new Promise((resolve, reject) => {
    const call = request(`${app().baseUrl}${path}`, { headers: { accept: 'text/html', host: `betriebsrat.localhost:${new URL(app().baseUrl).port}` } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => { resolve({ status: response.statusCode ?? 0, html: Buffer.concat(chunks).toString('utf8') }); });
    });
    call.on('error', reject);
    call.end();
  });

beforeAll(async () => {
  const [event] = await upcomingEvents(app().database.db, 1, { afterDays: 20, isOnline: false });
  if (event === undefined) throw new Error('no presence event 20 days ahead in the demo data');
  eventId = event.eventId;
  const [theme] = await app().database.db
    .select({ slug: themes.slug, title: themes.title })
    .from(events)
    .innerJoin(themes, eq(themes.themeId, events.themeId))
    .where(eq(events.eventId, eventId));
  if (theme === undefined) throw new Error('the event has no theme');
  [bookedSlug, bookedTitle] = [theme.slug, theme.title];
  await placeTestOrder(app().database.db, { userId: MEMBER.userId, gremiumId: 1, eventId, participants: [{ firstname: 'Ahmet', email: MEMBER.email, price: 129_000 }] });
}, 120_000);

describe('recommendations on the personal pages, without JavaScript', () => {
  it('Mein Bereich recommends seminars because of the one booked, never that one', async () => {
    const member = new FormBrowser(() => app().baseUrl);
    const path = `/kundenportal/login/${MEMBER.email}`;
    await member.get(path);
    expect((await member.post(path, { password: DEMO_PASSWORD })).status).toBe(303);
    const { status, html } = await member.get('/meinifb');
    expect(status).toBe(200);
    const section = sectionOf(html, 'empfehlungen');
    expect(section).toContain(`Weil Sie „${bookedTitle}“ gebucht haben`);
    const links = seminarLinks(section);
    expect(links.length).toBeGreaterThan(0);
    expect(links).not.toContain(`/seminare/p/${bookedSlug}`);
  });

  it('the cart says "Das könnte Sie auch interessieren" with seminars other than the one in it', async () => {
    const visitor = new FormBrowser(() => app().baseUrl);
    expect((await visitor.get('/seminare/warenkorb')).html).not.toContain('Das könnte Sie auch interessieren');
    await visitor.post('/seminare/warenkorb', { intent: 'add-item', eventId: String(eventId) });
    const section = sectionOf((await visitor.get('/seminare/warenkorb')).html, 'auch-interessant');
    expect(section).toContain('Das könnte Sie auch interessieren');
    expect(section).toContain(`Passt zu „${bookedTitle}“ in Ihrem Warenkorb`);
    const links = seminarLinks(section);
    expect(links.length).toBeGreaterThan(0);
    expect(links).not.toContain(`/seminare/p/${bookedSlug}`);
  });

  it('the works-council host links the seminars of a knowledge item and of a Schulungsanspruch on the main host', async () => {
    const mainOrigin = `http://localhost:${new URL(app().baseUrl).port}`;
    for (const path of ['/fachartikel/die-erste-sitzung-nach-der-wahl', '/schulungsanspruch/br']) {
      const { status, html } = await worksCouncilPage(path);
      expect(status).toBe(200);
      const links = seminarLinks(sectionOf(html, 'passende-seminare'));
      expect(links.length).toBeGreaterThan(0);
      for (const link of links) expect(link.startsWith(`${mainOrigin}/seminare/p/`)).toBe(true);
    }
  });
});
