import { request } from 'node:http';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../db/demo-data/people';
import { TestBrowser } from '../session/testing/accounts-test-app';
import { startTestApp, type TestApp } from '../testing/test-app';
import { loadPageRenderer } from './page-renderer';

/**
 * Every route of spec §2, walked on its host with real ids from the demo data: no route may
 * answer 404 or 5xx unless the table says so (a route hidden on a host). This needs the build
 * (`npm run build`); `npm test` builds before it runs it.
 */
const dist = fileURLToPath(new URL('../../../dist', import.meta.url));

type Host = 'main' | 'wc';
/**
 * What the spec lets a route answer: 'ok' 2xx; 'login' a redirect to the login (spec §6, a page
 * that needs a login); 'redirect' any redirect within the site; 'denied' the access-denied page
 * with 403 (admin areas, spec §6); 'forbidden' another 403 (a Gremium page for a single user);
 * 'hidden' 404 (a route the host does not have, or another customer's record).
 */
type Expected = 'ok' | 'login' | 'redirect' | 'denied' | 'forbidden' | 'hidden';

interface RouteRow {
  readonly host: Host;
  /** The example path; {placeholders} are real slugs and ids found in the demo data (see DISCOVER). */
  readonly path: string;
  readonly visitor: Expected;
  /** A logged-in customer (Jonas Weber, no Gremium); unset: as the visitor. */
  readonly user?: Expected;
  /** A site admin; unset: as the customer. */
  readonly admin?: Expected;
}

const HOSTS: Record<Host, string> = { main: 'localhost', wc: 'betriebsrat.localhost' };

/** Where each placeholder's real value is found: a page of the site that links it. */
const DISCOVER: Record<string, { readonly host: Host; readonly from: string; readonly pattern: RegExp }> = {
  seminar: { host: 'main', from: '/seminare/p', pattern: /href="\/seminare\/p\/([a-z0-9-]+)"/ },
  theme: { host: 'main', from: '/seminare', pattern: /href="\/seminare\/t\/([a-z0-9-]+)"/ },
  rubric: { host: 'main', from: '/seminare/rubrik', pattern: /href="\/seminare\/r\/([a-z0-9-]+)"/ },
  eventId: { host: 'main', from: '/seminare/p/{seminar}/termine', pattern: /href="\/seminare\/pdf\/(\d+)"/ },
  hotel: { host: 'main', from: '/seminare/veranstaltungen', pattern: /href="\/standorte\/hotel\/([a-z0-9-]+-\d+)"/ },
  location: { host: 'main', from: '/standorte/hotel/{hotel}', pattern: /href="\/standorte\/([a-z0-9-]+-\d+)"/ },
  conference: { host: 'main', from: '/api/get-conferences', pattern: /"url":"([a-z0-9-]+)"/ },
  article: { host: 'wc', from: '/', pattern: /href="\/fachartikel\/([a-z0-9-]+)"/ },
  news: { host: 'wc', from: '/', pattern: /href="\/news\/([a-z0-9-]+)"/ },
  law: { host: 'wc', from: '/', pattern: /href="\/gesetze\/([a-z0-9-]+)"/ },
  interview: { host: 'wc', from: '/themen/mitbestimmung', pattern: /href="\/br-magazin-interview\/([a-z0-9-]+)"/ },
  topic: { host: 'wc', from: '/', pattern: /href="\/themen\/([a-z0-9-]+)"/ },
  tag: { host: 'wc', from: '/fachartikel/{article}', pattern: /href="\/tag\/([a-z0-9-]+)"/ },
  lexiconBr: { host: 'wc', from: '/betriebsratslexikon/br', pattern: /href="\/betriebsratslexikon\/br\/([a-z0-9-]+)"/ },
  lexiconSbv: { host: 'wc', from: '/betriebsratslexikon/sbv', pattern: /href="\/betriebsratslexikon\/sbv\/([a-z0-9-]+)"/ },
  lexiconJav: { host: 'wc', from: '/betriebsratslexikon/jav', pattern: /href="\/betriebsratslexikon\/jav\/([a-z0-9-]+)"/ },
  ruling: { host: 'wc', from: '/rechtsprechung/br', pattern: /href="\/rechtsprechung\/urteil\/([a-z0-9-]+)"/ },
  rulingSbv: { host: 'wc', from: '/rechtsprechung/sbv', pattern: /href="\/rechtsprechung\/urteil\/([a-z0-9-]+)"/ },
  electionCategory: { host: 'main', from: '/wahlseiten-news/archiv/', pattern: /href="\/wahlseiten-news\/kategorie\/([a-z0-9-]+)"/ },
  job: { host: 'main', from: '/jobs-karriere/offene-stellen', pattern: /href="\/jobs-karriere\/offene-stellen\/([a-z0-9-]+\/\d+)"/ },
  guide: { host: 'wc', from: '/leitfaden', pattern: /href="\/leitfaden\/([a-z0-9-]+)"/ },
  downloadFile: { host: 'wc', from: '/downloads', pattern: /href="\/downloads\/datei\/([a-z0-9-]+)"/ },
};

const EXPORT_KINDS = ['leitfaden', 'lexicon', 'jurisdictions', 'downloads', 'articles', 'faq', 'za-videos', 'youtube'];

/** Spec §2, in its order. {planToken} and {planId} are a plan the customer creates in beforeAll. */
const ROUTES: readonly RouteRow[] = [
  // Shared modules
  { host: 'main', path: '/shared-modules/footer', visitor: 'ok' },
  { host: 'main', path: '/shared-modules/nav', visitor: 'ok' },
  { host: 'main', path: '/shared-modules/shopping-cart-small', visitor: 'ok' },
  { host: 'wc', path: '/shared-modules/nav', visitor: 'ok' },
  // Portal
  { host: 'main', path: '/kundenportal/meinifb', visitor: 'login', user: 'ok' },
  { host: 'main', path: '/kundenportal/br-a-z', visitor: 'login', user: 'ok' },
  { host: 'main', path: '/kundenportal/send-feedback', visitor: 'login', user: 'ok' },
  { host: 'main', path: '/meinifb', visitor: 'login', user: 'ok' },
  { host: 'main', path: '/meinifb/meinifbv2', visitor: 'login', user: 'ok' },
  { host: 'main', path: '/meinifb/merkliste', visitor: 'login', user: 'ok' },
  { host: 'main', path: '/meinifb/gremium-mitglieder', visitor: 'login', user: 'forbidden' },
  { host: 'main', path: '/meinifb/gremium-buchungen', visitor: 'login', user: 'forbidden' },
  { host: 'main', path: '/meinifb/gremium-einstellungen', visitor: 'login', user: 'forbidden' },
  { host: 'main', path: '/meinifb/einstellungen', visitor: 'login', user: 'ok' },
  { host: 'main', path: '/meinifb/rechnungen', visitor: 'login', user: 'ok' },
  { host: 'main', path: '/registrierung', visitor: 'ok' },
  { host: 'wc', path: '/meinifb', visitor: 'login' },
  // Cart
  { host: 'main', path: '/seminare/warenkorb', visitor: 'ok' },
  { host: 'main', path: '/seminare/warenkorb/checkout', visitor: 'ok' },
  // The order confirmation as PDF needs ?order= of the caller's own order (documents.routes.test.ts);
  // without one there is nothing to print.
  { host: 'main', path: '/seminare/warenkorb/checkout-pdf', visitor: 'hidden' },
  { host: 'main', path: '/seminare/warenkorb/kostenrechner/{eventId}', visitor: 'ok' },
  { host: 'main', path: '/seminare/warenkorb/pdf-kostenrechner/{eventId}', visitor: 'ok' },
  { host: 'main', path: '/seminare/warenkorb/online-fax/{eventId}', visitor: 'ok' },
  // Wishlist
  { host: 'main', path: '/wishlist/list', visitor: 'login', user: 'ok' },
  { host: 'main', path: '/wishlist/analysis', visitor: 'login', user: 'ok' },
  // Seminars
  { host: 'main', path: '/seminare', visitor: 'ok' },
  { host: 'main', path: '/seminare/veranstaltungen', visitor: 'ok' },
  { host: 'main', path: '/seminare/p', visitor: 'ok' },
  { host: 'main', path: '/seminare/p/{seminar}', visitor: 'ok' },
  { host: 'main', path: '/seminare/p/{seminar}/inhouse', visitor: 'ok' },
  { host: 'main', path: '/seminare/p/{seminar}/starterpaket', visitor: 'ok' },
  { host: 'main', path: '/seminare/p/{seminar}/termine', visitor: 'ok' },
  { host: 'main', path: '/seminare/p/{seminar}/erlebnis', visitor: 'ok' },
  { host: 'main', path: '/seminare/t/{theme}', visitor: 'ok' },
  { host: 'main', path: '/seminare/r/{rubric}', visitor: 'ok' },
  { host: 'main', path: '/seminare/rubrik', visitor: 'ok' },
  { host: 'main', path: '/seminare/p-pdf/{seminar}', visitor: 'ok' },
  { host: 'main', path: '/seminare/pdf/{eventId}', visitor: 'ok' },
  // Locations
  { host: 'main', path: '/standorte/{location}', visitor: 'ok' },
  { host: 'main', path: '/standorte/hotel/{hotel}', visitor: 'ok' },
  // Conferences
  { host: 'main', path: '/fachtagung/{conference}', visitor: 'ok' },
  { host: 'main', path: '/fachtagung/{conference}/buchung', visitor: 'ok' },
  { host: 'main', path: '/fachtagung/anmeldung', visitor: 'ok' },
  { host: 'main', path: '/reservierung?termin={eventId}', visitor: 'ok' },
  { host: 'main', path: '/warteliste', visitor: 'ok' },
  // Works-council host
  { host: 'wc', path: '/', visitor: 'ok' },
  { host: 'wc', path: '/fachartikel/{article}', visitor: 'ok' },
  { host: 'wc', path: '/news/{news}', visitor: 'ok' },
  { host: 'wc', path: '/news/pdf/{news}', visitor: 'ok' },
  { host: 'wc', path: '/br-magazin-interview/{interview}', visitor: 'ok' },
  { host: 'wc', path: '/gesetze/{law}', visitor: 'ok' },
  { host: 'wc', path: '/betriebsratslexikon/br/{lexiconBr}', visitor: 'ok' },
  { host: 'wc', path: '/betriebsratslexikon/sbv/{lexiconSbv}', visitor: 'ok' },
  { host: 'wc', path: '/betriebsratslexikon/jav/{lexiconJav}', visitor: 'ok' },
  { host: 'wc', path: '/rechtsprechung/br/{ruling}', visitor: 'ok' },
  { host: 'wc', path: '/rechtsprechung/sbv/{rulingSbv}', visitor: 'ok' },
  { host: 'wc', path: '/rechtsprechung/urteil/{ruling}', visitor: 'ok' },
  { host: 'wc', path: '/themen/{topic}', visitor: 'ok' },
  { host: 'wc', path: '/tag/{tag}/load-articles', visitor: 'ok' },
  { host: 'wc', path: '/rss', visitor: 'ok' },
  // The exports of §2 as pages (faq, leitfaden, downloads with the /download/* filter data, za-videos and youtube).
  { host: 'wc', path: '/faq', visitor: 'ok' },
  { host: 'wc', path: '/faq?q=Kosten', visitor: 'ok' },
  { host: 'wc', path: '/leitfaden', visitor: 'ok' },
  { host: 'wc', path: '/leitfaden/{guide}', visitor: 'ok' },
  { host: 'wc', path: '/downloads', visitor: 'ok' },
  { host: 'wc', path: '/downloads?art=pdf&thema=betriebsratsarbeit', visitor: 'ok' },
  { host: 'wc', path: '/downloads/datei/{downloadFile}', visitor: 'ok' },
  { host: 'wc', path: '/videos', visitor: 'ok' },
  ...['/faq', '/leitfaden', '/downloads', '/videos'].map((path): RouteRow => ({ host: 'main', path, visitor: 'hidden' })),
  // Others
  { host: 'main', path: '/service/kontakt', visitor: 'ok' },
  { host: 'wc', path: '/service/kontakt', visitor: 'hidden' },
  { host: 'main', path: '/schulungsanspruch/br', visitor: 'ok' },
  { host: 'main', path: '/schulungsanspruch/sbv', visitor: 'ok' },
  { host: 'main', path: '/schulungsanspruch/jav', visitor: 'ok' },
  { host: 'main', path: '/wahlseiten-news/archiv/', visitor: 'ok' },
  { host: 'main', path: '/wahlseiten-news/kategorie/{electionCategory}', visitor: 'ok' },
  { host: 'main', path: '/jobs-karriere/offene-stellen/{job}', visitor: 'ok' },
  { host: 'main', path: '/personalisierter-schulungsplan/{planToken}', visitor: 'ok' },
  // The assistant answers where the knowledge it quotes lives, like the knowledge pages.
  { host: 'main', path: '/chatbot', visitor: 'hidden' },
  { host: 'main', path: '/chatbot-sbv', visitor: 'hidden' },
  { host: 'wc', path: '/chatbot', visitor: 'ok' },
  { host: 'wc', path: '/chatbot-sbv', visitor: 'ok' },
  // Logged in, the shop's login leads into the shop; the logout page asks before it logs out.
  { host: 'main', path: '/werbemittelshop-login', visitor: 'ok', user: 'redirect' },
  { host: 'main', path: '/werbemittelshop-logout', visitor: 'ok' },
  { host: 'main', path: '/schulungsplan/admin', visitor: 'login', user: 'denied', admin: 'ok' },
  { host: 'main', path: '/schulungsplan/get', visitor: 'login', user: 'ok' },
  { host: 'main', path: '/schulungsplan/create', visitor: 'login', user: 'ok' },
  { host: 'main', path: '/schulungsplan/edit/{planId}', visitor: 'login', user: 'ok', admin: 'hidden' },
  { host: 'main', path: '/schulungsplan/delete/{planId}', visitor: 'login', user: 'ok', admin: 'hidden' },
  // Admin (spec §6: a visitor is asked to log in, a customer is denied)
  { host: 'main', path: '/manage/access-denied', visitor: 'denied', user: 'denied', admin: 'denied' },
  ...['pdf-analysis', 'import-images', 'legislation', 'clear-local-data', 'lexikon-csv'].map(
    (page): RouteRow => ({ host: 'main', path: `/manage/${page}`, visitor: 'login', user: 'denied', admin: 'ok' }),
  ),
  { host: 'main', path: '/cache/list', visitor: 'login', user: 'denied', admin: 'ok' },
  // Exports: files for operators, not pages; a browser without admin rights meets the same guard.
  ...EXPORT_KINDS.map((kind): RouteRow => ({ host: 'main', path: `/obj-export/${kind}`, visitor: 'login', user: 'denied', admin: 'ok' })),
  { host: 'main', path: '/download/filter-data', visitor: 'ok' },
];

interface Answer {
  readonly status: number;
  readonly location: string;
  readonly body: string;
}

let app: TestApp;
let port: string;
const found = new Map<string, string>();
const cookies: Record<'visitor' | 'user' | 'admin', string> = { visitor: '', user: '', admin: '' };

/** A GET as a browser sends it on the given host (fetch may not set the Host header). */
const get = (host: Host, path: string, cookie: string): Promise<Answer> =>
  new Promise((resolve, reject) => {
    const headers: Record<string, string> = { host: `${HOSTS[host]}:${port}`, accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };
    if (cookie !== '') headers.cookie = cookie;
    const req = request({ host: '127.0.0.1', port, path, headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => {
        resolve({ status: res.statusCode ?? 0, location: res.headers.location ?? '', body });
      });
    });
    req.on('error', reject);
    req.end();
  });

const fill = (path: string): string =>
  path.replace(/\{(\w+)\}/g, (_match, name: string) => {
    const value = found.get(name);
    if (value === undefined) throw new Error(`no demo value for {${name}}`);
    return value;
  });

const discover = async (): Promise<void> => {
  for (const [name, { host, from, pattern }] of Object.entries(DISCOVER)) {
    const answer = await get(host, fill(from), '');
    const value = pattern.exec(answer.body)?.[1];
    if (value === undefined) throw new Error(`{${name}}: ${from} on ${host} (${String(answer.status)}) links no match for ${String(pattern)}`);
    found.set(name, value);
  }
};

const signedIn = async (email: string): Promise<{ browser: TestBrowser; cookie: string }> => {
  const browser = new TestBrowser(() => app.baseUrl);
  await browser.login(email, DEMO_PASSWORD);
  return { browser, cookie: browser.jar.cookieHeader(`${app.baseUrl}/`) ?? '' };
};

/** The class of an answer, as the table names it; anything else is the bare status. */
const classOf = (answer: Answer): string => {
  if (answer.status >= 200 && answer.status < 300) return 'ok';
  if (answer.status >= 300 && answer.status < 400) return answer.location.startsWith('/kundenportal/login') ? 'login' : 'redirect';
  if (answer.status === 403) return answer.body.includes('Zugriff verweigert') ? 'denied' : 'forbidden';
  if (answer.status === 404) return 'hidden';
  return String(answer.status);
};

beforeAll(async () => {
  const pages = await loadPageRenderer(dist);
  if (!pages) throw new Error('No build in dist/: run `npm run build` first (npm test does).');
  app = await startTestApp({ pages });
  port = new URL(app.baseUrl).port;
  await discover();
  const user = await signedIn('jonas.weber@example.org');
  cookies.user = user.cookie;
  cookies.admin = (await signedIn('admin@example.org')).cookie;
  // A training plan of the customer's, for its edit, delete and shared pages.
  const plan = await user.browser.post('/schulungsplan/create', { name: 'Routenplan', entries: [{ memberName: 'Eva Muster', themeSlug: found.get('seminar') }] });
  if (!plan.ok) throw new Error(`no training plan: ${JSON.stringify(plan)}`);
  const { planId, shareUrl } = plan.body as { planId: number; shareUrl: string };
  found.set('planId', String(planId));
  found.set('planToken', shareUrl.split('/').pop() ?? '');
}, 180_000);

afterAll(async () => {
  await app.close();
});

describe('every route of spec §2 on its host', () => {
  it('the table names every admin page of §2 once for each role', () => {
    const admin = ROUTES.filter((row) => row.path.startsWith('/manage/')).map((row) => row.path);
    expect(admin.sort()).toEqual(
      ['access-denied', 'clear-local-data', 'import-images', 'legislation', 'lexikon-csv', 'pdf-analysis'].map((page) => `/manage/${page}`),
    );
  });

  for (const role of ['visitor', 'user', 'admin'] as const) {
    describe(`as a ${role}`, () => {
      it.each(ROUTES.map((row) => [`${row.host} ${row.path}`, row] as const))('%s', async (_name, row) => {
        const expected = role === 'visitor' ? row.visitor : role === 'user' ? (row.user ?? row.visitor) : (row.admin ?? row.user ?? row.visitor);
        const answer = await get(row.host, fill(row.path), cookies[role]);
        expect(classOf(answer), `${String(answer.status)} ${answer.location}`).toBe(expected);
      });
    });
  }
});
