import { fileURLToPath } from 'node:url';
import { and, count, eq, gt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seminarDateText } from '../../../application/catalogue-admin/catalogue-row';
import type { StoredSeminarDate } from '../../../application/catalogue-admin/seminar-date-store';
import { SERIES_MODULE_MESSAGES as S } from '../../../domain/seminar-date/series-module-messages';
import { moduleFieldName, moduleText } from '../../../domain/seminar-date/series-modules';
import { DrizzleSeminarDateStore } from '../../db/catalogue-admin/seminar-date-store';
import { DEMO_PASSWORD } from '../../db/demo-data/people';
import { auditLog, events, themes } from '../../db/schema';
import { TestBrowser } from '../session/testing/accounts-test-app';
import { startTestApp, type TestApp } from '../testing/test-app';
import { loadPageRenderer } from './page-renderer';

/** These tests need the build (`npm run build`); `npm test` builds before it runs them. */
const dist = fileURLToPath(new URL('../../../dist', import.meta.url));
const BROWSER_ACCEPT = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';
const FORM = 'application/x-www-form-urlencoded';

let app: TestApp;
let staff: TestBrowser;
let store: DrizzleSeminarDateStore;

const page = async (path: string): Promise<string> => {
  const answer = await staff.raw('main', path, { headers: { accept: BROWSER_ACCEPT } });
  expect(answer.status).toBe(200);
  return String(answer.body);
};

const formToken = (html: string): string => /name="_xsrf" value="([^"]+)"/.exec(html)?.[1] ?? '';

/** A plain form post as a browser without JavaScript sends it: the token in a field, no redirect followed. */
const postForm = (path: string, fields: Readonly<Record<string, string>>, token: string) =>
  staff.raw('main', path, {
    method: 'POST',
    body: new URLSearchParams({ ...fields, _xsrf: token }).toString(),
    headers: { 'content-type': FORM, accept: BROWSER_ACCEPT },
    xsrf: false,
    redirect: 'manual',
  });

/** The series form's fields of a stored date: its own fields but those the modules decide, and its modules as numbered rows. */
const seriesForm = (date: StoredSeminarDate, modules = date.modules.map(moduleText)): Record<string, string> => {
  const { startDate: _s, endDate: _e, kind: _k, oneDay: _o, hotelId: _h, ...own } = seminarDateText(date.date);
  return {
    intent: 'speichern',
    ...own,
    moduleRows: String(modules.length),
    ...Object.fromEntries(
      modules.flatMap((module, index) => [
        [moduleFieldName(index + 1, 'startDate'), module.startDate],
        [moduleFieldName(index + 1, 'endDate'), module.endDate],
        [moduleFieldName(index + 1, 'hotelId'), module.hotelId],
      ]),
    ),
  };
};

const aSeries = async (): Promise<StoredSeminarDate> => {
  const rows = await app.database.db
    .select({ eventId: events.eventId })
    .from(events)
    .where(and(eq(events.kind, 'series'), gt(events.startAt, app.clock.now().add({ hours: 24 * 30 }).toString())))
    .orderBy(events.eventId);
  for (const { eventId } of rows) {
    const date = await store.dateById(eventId);
    if (date !== undefined && date.modules.length >= 2 && !date.cancelled) return date;
  }
  throw new Error('no series with two modules');
};

beforeAll(async () => {
  const pages = await loadPageRenderer(dist);
  if (!pages) throw new Error('No build in dist/: run `npm run build` first (npm test does).');
  app = await startTestApp({ pages });
  store = new DrizzleSeminarDateStore(app.database.db);
  staff = new TestBrowser(() => app.baseUrl);
  await staff.login('kundenservice@example.org', DEMO_PASSWORD);
}, 120_000);

afterAll(async () => {
  await app.close();
});

describe('a training series\' modules in the back office, without JavaScript', () => {
  it('the date\'s page lists the modules as numbered rows with a spare one, and has no start, end or venue field of its own', async () => {
    const series = await aSeries();
    const html = await page(`/manage/termine/${String(series.eventId)}`);
    expect(html).toContain('<legend>Module</legend>');
    const count = series.modules.length;
    expect(html).toContain(`name="moduleRows" value="${String(count + 1)}"`);
    expect(html).toContain(`name="${moduleFieldName(1, 'startDate')}" value="${moduleText(series.modules[0]!).startDate}"`);
    expect(html).toContain(`name="${moduleFieldName(count + 1, 'startDate')}" value=""`);
    expect(html).toContain(`Modul ${String(count)} entfernen`);
    // The spare row is no module yet: nothing to remove.
    expect(html).not.toContain(`Modul ${String(count + 1)} entfernen`);
    expect(html).not.toContain('name="startDate"');
    expect(html).not.toContain('name="hotelId"');
    expect(html).toContain('Modul hinzufügen');
  });

  it('"Modul hinzufügen" brings the form back as typed with one more row and saves nothing', async () => {
    const series = await aSeries();
    const path = `/manage/termine/${String(series.eventId)}`;
    const form = { ...seriesForm(series), capacity: '77', modulHinzufuegen: 'ja' };
    const answer = await postForm(path, form, formToken(await page(path)));
    expect(answer.status).toBe(200);
    const html = String(answer.body);
    expect(html).toContain(`name="moduleRows" value="${String(series.modules.length + 1)}"`);
    expect(html).toContain(`name="${moduleFieldName(series.modules.length + 1, 'endDate')}" value=""`);
    expect(html).toContain('name="capacity" value="77"');
    expect((await store.dateById(series.eventId))?.date.capacity).toBe(series.date.capacity);
  });

  it('overlapping modules are refused with the message at the module\'s start (400), and nothing is saved', async () => {
    const series = await aSeries();
    const path = `/manage/termine/${String(series.eventId)}`;
    const [first, second, ...rest] = series.modules.map(moduleText);
    const overlapping = { ...second!, startDate: first!.startDate };
    // Posted from the page as a save left it: the earlier "gespeichert" must not stand beside the refusal.
    const saved = `${path}?erledigt=gespeichert`;
    expect(await page(saved)).toContain('Die Änderungen wurden gespeichert.');
    const answer = await postForm(saved, seriesForm(series, [first!, overlapping, ...rest]), formToken(await page(path)));
    expect(answer.status).toBe(400);
    const html = String(answer.body);
    expect(html).not.toContain('Die Änderungen wurden gespeichert.');
    expect(html).toContain(`id="termin-${moduleFieldName(2, 'startDate')}" aria-invalid="true"`);
    expect(html).toContain(`<span id="termin-${moduleFieldName(2, 'startDate')}-fehler" class="${/class="([^"]+)">Ein Modul beginnt/.exec(html)?.[1] ?? ''}">${S.overlap(1, '')}`.replace(/\.$/, ''));
    expect((await store.dateById(series.eventId))?.modules).toEqual(series.modules);
  });

  it('removing the last module saves: the series ends with the one before, and the log has the modules before → after', async () => {
    const series = await aSeries();
    const path = `/manage/termine/${String(series.eventId)}`;
    const form = { ...seriesForm(series), [moduleFieldName(series.modules.length, 'remove')]: 'on' };
    const answer = await postForm(path, form, formToken(await page(path)));
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe(`${path}?erledigt=gespeichert`);
    const after = await store.dateById(series.eventId);
    expect(after?.modules).toEqual(series.modules.slice(0, -1));
    expect(after?.date.endDate).toEqual(series.modules.at(-2)?.endDate);
    const entries = await app.database.db.select().from(auditLog).where(eq(auditLog.action, 'catalogue.date.modules'));
    expect(entries.map((entry) => entry.subject)).toContain(`Termin ${String(series.eventId)} (${series.themeSlug})`);
  });

  it('a new date of kind series is created from its module rows on the new-date page', async () => {
    const [theme] = await app.database.db.select({ slug: themes.slug }).from(themes).limit(1);
    const path = `/manage/seminare/${theme!.slug}/termine/neu`;
    const html = await page(path);
    expect(html).toContain(`name="${moduleFieldName(1, 'startDate')}"`);
    const answer = await postForm(
      path,
      {
        kind: 'series',
        startDate: '',
        endDate: '',
        capacity: '12',
        price: '1990,00',
        published: 'ja',
        moduleRows: '3',
        [moduleFieldName(1, 'startDate')]: '01.09.2027 09:00',
        [moduleFieldName(1, 'endDate')]: '03.09.2027 16:00',
        [moduleFieldName(2, 'startDate')]: '04.10.2027 09:00',
        [moduleFieldName(2, 'endDate')]: '06.10.2027 16:00',
      },
      formToken(html),
    );
    expect(answer.status).toBe(303);
    const eventId = Number(/\/manage\/termine\/(\d+)\?erledigt=angelegt$/.exec(answer.headers.get('location') ?? '')?.[1]);
    const created = await store.dateById(eventId);
    expect(created?.modules).toHaveLength(2);
    // Both modules online: the series is held online.
    expect(created?.date).toMatchObject({ kind: 'online', hotelId: null, capacity: 12 });
    expect(created?.date.startDate.toString()).toBe('2027-09-01T07:00:00Z');
  });

  it('a series without modules is refused with the message at the modules', async () => {
    const [theme] = await app.database.db.select({ slug: themes.slug }).from(themes).limit(1);
    const path = `/manage/seminare/${theme!.slug}/termine/neu`;
    const answer = await postForm(path, { kind: 'series', capacity: '12', price: '1990,00', moduleRows: '1' }, formToken(await page(path)));
    expect(answer.status).toBe(400);
    expect(String(answer.body)).toContain(S.modulesMissing);
  });
});

describe('the seminar list pages without JavaScript', () => {
  it('25 a page, "Seite N von M", and Vorherige / Nächste Seite links that keep the search', async () => {
    const [{ total } = { total: 0 }] = await app.database.db.select({ total: count() }).from(themes);
    const pages = Math.ceil(total / 25);
    expect(pages).toBeGreaterThan(1);
    const first = await page('/manage/seminare');
    expect(first).toContain(`Seite 1 von ${String(pages)}`);
    expect(first).toContain('href="/manage/seminare?seite=2" rel="next">Nächste Seite</a>');
    expect(first).not.toContain('rel="prev"');
    expect(first.match(/<th scope="row">/g)).toHaveLength(25);
    const last = await page(`/manage/seminare?seite=${String(pages + 3)}`);
    expect(last).toContain(`Seite ${String(pages)} von ${String(pages)}`);
    expect(last).toContain(`href="/manage/seminare?seite=${String(pages - 1)}" rel="prev">Vorherige Seite</a>`);
    expect(last.match(/<th scope="row">/g)).toHaveLength(total - 25 * (pages - 1));
    // The search's words stay in the links ("e" is in nearly every title).
    const searched = await page('/manage/seminare?q=e&seite=2');
    expect(searched).toContain('href="/manage/seminare?q=e&amp;seite=1" rel="prev">Vorherige Seite</a>');
    expect(searched).toContain('name="q" value="e"');
  });
});
