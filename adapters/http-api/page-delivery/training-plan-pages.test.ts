import { beforeAll, describe, expect, it } from 'vitest';
import type { ThemeDetailWire, ThemeSummariesWire } from '../../../application/catalogue/theme.codecs';
import { TRAINING_PLAN_API_MESSAGES as API } from '../../../application/training-plan/messages';
import { Temporal } from 'temporal-polyfill';
import { formatDate } from '../../../domain/calendar/calendar';
import { formatEuro } from '../../../domain/money/money';
import { participantCount } from '../../../domain/pricing/participant-count';
import { totalPrice } from '../../../domain/pricing/pricing';
import { TRAINING_PLAN_MESSAGES as RULES } from '../../../domain/training-plan/training-plan-rules';
import { DEMO_PASSWORD } from '../../db/demo-data/people';
import { OTHER_SINGLE, SINGLE, SITE_ADMIN } from '../routes/portal-test-users';
import { FormBrowser, messageOf, valueOf } from './form-browser.testing';
import { serveBuiltPages } from './built-pages.testing';


const app = serveBuiltPages();
/** A theme with upcoming dates: its cheapest date prices the plan. */
let theme: ThemeDetailWire;

const browser = () => new FormBrowser(() => app().baseUrl);

const signedIn = async (email: string): Promise<FormBrowser> => {
  const visitor = browser();
  const login = `/kundenportal/login/${encodeURIComponent(email)}`;
  await visitor.get(login);
  expect((await visitor.post(login, { password: DEMO_PASSWORD })).status).toBe(303);
  return visitor;
};

/** The page's own content, without the header's navigation. */
const mainOf = (html: string): string => html.slice(html.indexOf('<main'), html.indexOf('</main>'));

/** React escapes text; the tests compare with what a reader sees. */
const text = (html: string): string => mainOf(html).replace(/<!-- -->/g, '').replace(/&quot;/g, '"').replace(/&#x27;/g, "'").replace(/&amp;/g, '&');

/** The plan's total as read: the summary's last line, without its markup. */
const totalOf = (html: string): string => (/data-testid="plan-total">(.*?)<\/p>/.exec(html)?.[1] ?? '').replace(/<[^>]+>/g, '');

/** Creates a plan by the create page's form; answers the edit page's path. */
const createPlan = async (owner: FormBrowser, name: string): Promise<string> => {
  await owner.get('/schulungsplan/create');
  const created = await owner.post('/schulungsplan/create', { name });
  expect(created.status).toBe(303);
  expect(created.location).toMatch(/^\/schulungsplan\/edit\/\d+\?erledigt=angelegt$/);
  return (created.location ?? '').split('?')[0] ?? '';
};

const addSeminar = (owner: FormBrowser, editPath: string, fields: Record<string, string>) =>
  owner.post(editPath, { intent: 'hinzufuegen', priority: 'mittel', note: '', ...fields });

beforeAll(async () => {
  const themes = (await browser().json('/api/themes')).body as ThemeSummariesWire;
  const slug = themes.find((candidate) => candidate.upcomingEvents > 1)?.slug ?? '';
  theme = (await browser().json(`/api/themes/${slug}`)).body as ThemeDetailWire;
}, 120_000);

describe('training plan pages without JavaScript', () => {
  it('creates a plan, adds two members to one seminar and shows the tiered total; the shared link shows it read-only', async () => {
    const owner = await signedIn(SINGLE.email);
    const editPath = await createPlan(owner, 'Schulungsplan 2027');
    const edit = await owner.get(`${editPath}?erledigt=angelegt`);
    expect(edit.status).toBe(200);
    expect(text(edit.html)).toContain('Der Schulungsplan ist angelegt.');
    expect(edit.html).toContain(`<option value="${theme.slug}">`);

    expect((await addSeminar(owner, editPath, { memberName: 'Eva Muster', themeSlug: theme.slug, priority: 'hoch' })).status).toBe(303);
    expect((await addSeminar(owner, editPath, { memberName: 'Jonas Li', themeSlug: theme.slug })).status).toBe(303);

    const cheapest = theme.events.find((event) => event.eventId === theme.cheapest?.eventId);
    if (cheapest === undefined) throw new Error('the theme has no cheapest date');
    const expected = `ab ${formatEuro(totalPrice(cheapest.prices, participantCount(2)))}`;
    const view = await owner.get(editPath.replace('/edit/', '/get/'));
    expect(view.status).toBe(200);
    const page = text(view.html);
    expect(page).toContain('Eva Muster');
    expect(page).toContain('Jonas Li');
    expect(page).toContain(`${theme.title} (2 Teilnehmende)`);
    expect(totalOf(page)).toBe(`Summe (zzgl. MwSt.)${expected}`);
    const shareUrl = /value="https?:\/\/[^/"]+(\/personalisierter-schulungsplan\/[A-Za-z0-9_-]+)"/.exec(view.html)?.[1];
    expect(shareUrl).toBeDefined();

    const shared = await browser().get(shareUrl ?? '');
    expect(shared.status).toBe(200);
    const sharedPage = text(shared.html);
    expect(sharedPage).toContain('Schulungsplan 2027');
    expect(sharedPage).toContain('Eva Muster');
    expect(totalOf(sharedPage)).toBe(`Summe (zzgl. MwSt.)${expected}`);
    expect(sharedPage).not.toContain(SINGLE.email);
    expect(shared.html).not.toContain('name="intent"');
    expect(shared.html).toContain('<meta name="robots" content="noindex">');
  });

  it('a wrong entry comes back with the German message and everything typed kept (400)', async () => {
    const owner = await signedIn(SINGLE.email);
    const editPath = await createPlan(owner, 'Plan mit Fehlern');
    const refused = await addSeminar(owner, editPath, { memberName: 'E', themeSlug: '', note: 'vor der Wahl' });
    expect(refused.status).toBe(400);
    expect(messageOf(refused.html, 'neu-memberName')).toBe(RULES.memberName);
    expect(messageOf(refused.html, 'neu-themeSlug')).toBe(RULES.seminarChoice);
    expect(valueOf(refused.html, 'neu-memberName')).toBe('E');
    expect(refused.html).toContain('vor der Wahl</textarea>');

    const unknownTheme = await addSeminar(owner, editPath, { memberName: 'Eva Muster', themeSlug: 'gibt-es-nicht' });
    expect(unknownTheme.status).toBe(400);
    expect(messageOf(unknownTheme.html, 'neu-themeSlug')).toBe(API.themeUnknown);

    const badName = await owner.post(editPath, { intent: 'umbenennen', name: 'x' });
    expect(badName.status).toBe(400);
    expect(messageOf(badName.html, 'plan-name')).toBe(RULES.name);

    const tooShort = await owner.post('/schulungsplan/create', { name: ' ' });
    expect(tooShort.status).toBe(400);
    expect(messageOf(tooShort.html, 'plan-name')).toBe(RULES.name);
  });

  it('fixes the date of a planned theme: the entry names the date and the total its exact price', async () => {
    const owner = await signedIn(SINGLE.email);
    const editPath = await createPlan(owner, 'Plan mit Termin');
    await addSeminar(owner, editPath, { memberName: 'Eva Muster', themeSlug: theme.slug });
    const date = theme.events[1];
    if (date === undefined) throw new Error('the theme has fewer than two dates');
    const page = await owner.get(editPath);
    expect(page.html).toContain(`<option value="${String(date.eventId)}">`);

    const none = await owner.post(editPath, { intent: 'termin-0', eventId: '' });
    expect(none.status).toBe(400);
    expect(messageOf(none.html, 'termin-0')).toBe('Bitte wählen Sie einen Termin.');
    const unknown = await owner.post(editPath, { intent: 'termin-0', eventId: '99999999' });
    expect(unknown.status).toBe(400);
    expect(messageOf(unknown.html, 'termin-0')).toBe(API.eventUnknown);

    const dated = await owner.post(editPath, { intent: 'termin-0', eventId: String(date.eventId) });
    expect(dated.location).toBe(`${editPath}?erledigt=termin`);
    const view = text((await owner.get(editPath.replace('/edit/', '/get/'))).html);
    expect(view).toContain(`ab ${formatDate(Temporal.Instant.from(date.startDate))}`);
    expect(totalOf(view)).toBe(`Summe (zzgl. MwSt.)${formatEuro(totalPrice(date.prices, participantCount(1)))}`);
  });

  it('removes an entry and renames the plan', async () => {
    const owner = await signedIn(SINGLE.email);
    const editPath = await createPlan(owner, 'Plan zum Ändern');
    await addSeminar(owner, editPath, { memberName: 'Eva Muster', themeSlug: theme.slug });
    await addSeminar(owner, editPath, { memberName: 'Jonas Li', themeSlug: theme.slug });
    expect((await owner.post(editPath, { intent: 'entfernen-0' })).location).toBe(`${editPath}?erledigt=entfernt`);
    expect((await owner.post(editPath, { intent: 'umbenennen', name: 'Plan 2028' })).location).toBe(`${editPath}?erledigt=umbenannt`);
    const page = text((await owner.get(editPath)).html);
    expect(page).toContain('Plan 2028 bearbeiten');
    expect(page).not.toContain('Eva Muster');
    expect(page).toContain('Jonas Li');
  });

  it('deletes after asking; the shared link then answers 404', async () => {
    const owner = await signedIn(SINGLE.email);
    const editPath = await createPlan(owner, 'Plan zum Löschen');
    const shareUrl = /value="https?:\/\/[^/"]+(\/personalisierter-schulungsplan\/[A-Za-z0-9_-]+)"/.exec((await owner.get(editPath)).html)?.[1] ?? '';
    const deletePath = editPath.replace('/edit/', '/delete/');
    const ask = await owner.get(deletePath);
    expect(ask.status).toBe(200);
    expect(text(ask.html)).toContain('Möchten Sie den Schulungsplan „Plan zum Löschen“ wirklich löschen?');
    const deleted = await owner.post(deletePath, {});
    expect(deleted.status).toBe(303);
    expect(deleted.location).toBe('/schulungsplan/get?erledigt=geloescht');
    expect(text((await owner.get(deleted.location ?? '')).html)).toContain('Der Schulungsplan wurde gelöscht.');
    const gone = await browser().get(shareUrl);
    expect(gone.status).toBe(404);
  });

  it('lists the own plans only', async () => {
    const owner = await signedIn(OTHER_SINGLE.email);
    await createPlan(owner, 'Plan von Claudia');
    const list = await owner.get('/schulungsplan/get');
    expect(list.status).toBe(200);
    expect(text(list.html)).toContain('Plan von Claudia');
    expect(text(list.html)).not.toContain('Schulungsplan 2027');
  });
});

describe('training plan pages: who may see what', () => {
  it('sends a visitor to the login and back', async () => {
    for (const path of ['/schulungsplan/get', '/schulungsplan/create', '/schulungsplan/get/1', '/schulungsplan/edit/1']) {
      const answer = await browser().get(path);
      expect(answer.status, path).toBe(302);
      expect(answer.location, path).toBe(`/kundenportal/login?redirect=${encodeURIComponent(path)}`);
    }
  });

  it("another user's plan reads as unknown (404, German) and cannot be changed or deleted", async () => {
    const owner = await signedIn(SINGLE.email);
    const editPath = await createPlan(owner, 'Privater Plan');
    const other = await signedIn(OTHER_SINGLE.email);
    for (const path of [editPath, editPath.replace('/edit/', '/get/'), editPath.replace('/edit/', '/delete/')]) {
      const answer = await other.get(path);
      expect(answer.status, path).toBe(404);
      expect(text(answer.html)).toContain(API.planUnknown);
    }
    expect((await other.post(editPath.replace('/edit/', '/delete/'), {})).status).toBe(404);
    expect((await other.post(editPath, { intent: 'umbenennen', name: 'Gekapert' })).status).toBe(404);
    expect(text((await owner.get(editPath)).html)).toContain('Privater Plan bearbeiten');
  });

  it('a malformed plan number or share token answers 404 with a German message, never 500', async () => {
    const owner = await signedIn(SINGLE.email);
    for (const path of ['/schulungsplan/get/abc', '/schulungsplan/edit/0', '/schulungsplan/delete/1e3', '/personalisierter-schulungsplan/kurz']) {
      const answer = await owner.get(path);
      expect(answer.status, path).toBe(404);
      expect(text(answer.html), path).toContain(API.planUnknown);
    }
    expect((await owner.post('/schulungsplan/edit/abc', { intent: 'umbenennen', name: 'Neu' })).status).toBe(404);
    expect((await owner.post('/schulungsplan/edit/1', { intent: 'gibt-es-nicht' })).status).toBe(400);
  });

  it('the admin overview is for site admins; a visitor is sent to the login, a user gets the access-denied page with 403', async () => {
    const visitor = await browser().get('/schulungsplan/admin');
    expect(visitor.status).toBe(302);
    expect(visitor.location).toBe('/kundenportal/login?redirect=%2Fschulungsplan%2Fadmin');
    const user = await (await signedIn(SINGLE.email)).get('/schulungsplan/admin');
    expect(user.status).toBe(403);
    expect(text(user.html)).toContain('Zugriff verweigert');
    expect(text(user.html)).toContain(API.adminsOnly);

    const owner = await signedIn(OTHER_SINGLE.email);
    await createPlan(owner, 'Plan für die Übersicht');
    const admin = await (await signedIn(SITE_ADMIN.email)).get('/schulungsplan/admin');
    expect(admin.status).toBe(200);
    expect(text(admin.html)).toContain('Plan für die Übersicht');
    expect(text(admin.html)).toContain(OTHER_SINGLE.email);
  });

  it('the same paths keep answering JSON to the API callers', async () => {
    const owner = await signedIn(SINGLE.email);
    await createPlan(owner, 'Plan für die API');
    const list = await owner.json('/schulungsplan/get');
    expect(list.status).toBe(200);
    expect((list.body as { name: string }[]).some((plan) => plan.name === 'Plan für die API')).toBe(true);
    const admin = await owner.json('/schulungsplan/admin');
    expect(admin.status).toBe(403);
    expect(admin.body).toMatchObject({ message: API.adminsOnly });
  });
});
