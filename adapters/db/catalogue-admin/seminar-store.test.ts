import { and, eq } from 'drizzle-orm';
import * as E from 'fp-ts/Either';
import { Temporal } from 'temporal-polyfill';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ChangeSeminar } from '../../../application/catalogue-admin/change-seminar';
import { EDITOR } from '../../../application/catalogue-admin/testing/catalogue-fixture';
import { seminarText } from '../../../domain/seminar/seminar';
import { DrizzleCatalogueRepository } from '../catalogue-repository';
import type { Database } from '../database';
import { generateDemoData } from '../demo-data/generate';
import { seedDemoData } from '../demo-data/seed';
import { auditLog, events } from '../schema';
import { testDatabaseEngines } from '../testing/test-databases';
import { DrizzleSeminarStore } from './seminar-store';

const NOW = Temporal.Instant.from('2026-11-22T09:00:00Z');
const data = generateDemoData({ now: NOW, seed: 5, scale: 1 });

/** One page holds every seminar. */
const ALL = 10_000;

describe.each(testDatabaseEngines())('the back office’s seminars on $name', (engine) => {
  let database: Database;
  let store: DrizzleSeminarStore;
  let changes: ChangeSeminar;

  beforeAll(async () => {
    database = await engine.open();
    await seedDemoData(database.db, data, (plain) => Promise.resolve(`plain:${plain}`));
    store = new DrizzleSeminarStore(database.db);
    changes = new ChangeSeminar(store, { now: () => NOW }, { catalogueChanged: () => Promise.resolve() });
  }, 120_000);

  afterAll(async () => {
    await database.close();
  });

  it('lists every seminar with its coming dates and their capacity; search, rubric and Handlungsfeld narrow it', async () => {
    const { entries: all } = await store.list({}, NOW, ALL);
    expect(all).toHaveLength(data.themes.length);
    const [theme] = data.themes;
    const coming = data.events.filter((row) => row.themeId === theme?.themeId && Temporal.Instant.compare(Temporal.Instant.from(row.startAt), NOW) > 0);
    const entry = all.find((seminar) => seminar.slug === theme?.slug);
    expect(entry).toMatchObject({ comingDates: coming.length, capacity: coming.reduce((sum, row) => sum + row.capacity, 0), published: true });
    const { entries: found } = await store.list({ q: theme?.title.slice(0, 12).toUpperCase() }, NOW, ALL);
    expect(found.map((seminar) => seminar.slug)).toContain(theme?.slug);
    expect(found.length).toBeLessThan(all.length);
    const { entries: byRubric } = await store.list({ rubricSlug: entry?.rubric.slug, actionField: entry?.actionField }, NOW, ALL);
    expect(byRubric.every((seminar) => seminar.rubric.slug === entry?.rubric.slug && seminar.actionField === entry.actionField)).toBe(true);
    expect(await store.list({ q: '100%_' }, NOW, ALL)).toEqual({ entries: [], total: 0, page: 1 });
  });

  it('pages the list by title: the pages together are the whole list once, and a page past the last is the last', async () => {
    const { entries: all, total } = await store.list({}, NOW, ALL);
    const size = 7;
    const pages = Math.ceil(total / size);
    const paged = [];
    for (let page = 1; page <= pages; page += 1) {
      const slice = await store.list({ page }, NOW, size);
      expect(slice).toMatchObject({ total, page });
      expect(slice.entries.length).toBeLessThanOrEqual(size);
      paged.push(...slice.entries);
    }
    expect(paged).toEqual(all);
    expect((await store.list({ page: pages + 5 }, NOW, size)).page).toBe(pages);
    expect((await store.list({ page: 0 }, NOW, size)).page).toBe(1);
  });

  it('creates a seminar the public catalogue shows, changes it with its audit entry, and hides it from the public alone', async () => {
    const created = await changes.create(
      { title: 'Backoffice-Testseminar Mitbestimmung', description: 'Was der Betriebsrat mitbestimmt.', targetGroups: 'Betriebsratsmitglieder', rubricSlug: (await store.rubrics())[0]?.slug ?? '', actionField: 'Gesundheit', published: 'ja' },
      EDITOR,
    );
    expect(created).toEqual(E.right({ slug: 'backoffice-testseminar-mitbestimmung' }));
    const publicCatalogue = new DrizzleCatalogueRepository(database.db);
    expect(await publicCatalogue.findTheme('backoffice-testseminar-mitbestimmung')).toMatchObject({ targetGroups: ['Betriebsratsmitglieder'], redirectUrl: '/seminare/p/backoffice-testseminar-mitbestimmung' });

    const stored = await store.find('backoffice-testseminar-mitbestimmung');
    if (stored === undefined) throw new Error('the seminar was not stored');
    const changed = await changes.change(stored.slug, { ...seminarText(stored), subtitle: 'Mitbestimmen nach § 87 BetrVG', published: 'nein' }, EDITOR);
    expect(changed).toEqual(E.right({ slug: stored.slug, changed: true }));
    expect(await publicCatalogue.findTheme(stored.slug)).toBeUndefined();
    expect(await store.find(stored.slug)).toMatchObject({ subtitle: 'Mitbestimmen nach § 87 BetrVG', published: false });
    const entries = await database.db.select().from(auditLog).where(and(eq(auditLog.action, 'catalogue.seminar.update'), eq(auditLog.subject, `Seminar ${stored.slug}`)));
    expect(entries.map((entry) => entry.details)).toEqual([{ subtitle: '– → Mitbestimmen nach § 87 BetrVG', published: 'ja → nein' }]);
  });

  it('lists a seminar’s dates, hidden ones too, with their seats and prices', async () => {
    const [first] = data.events;
    if (first === undefined) throw new Error('no demo dates');
    await database.db.update(events).set({ published: false }).where(eq(events.eventId, first.eventId));
    const dates = await store.datesOf(first.themeId);
    expect(dates.map((date) => date.eventId)).toContain(first.eventId);
    expect(dates.find((date) => date.eventId === first.eventId)).toMatchObject({ published: false, capacity: first.capacity, prices: { price: first.price } });
  });
});
