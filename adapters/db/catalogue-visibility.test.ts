import { eq } from 'drizzle-orm';
import { Temporal } from 'temporal-polyfill';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventFilter } from '../../application/catalogue/catalogue.repository';
import { DrizzleCatalogueRepository } from './catalogue-repository';
import type { Database } from './database';
import { generateDemoData } from './demo-data/generate';
import { seedDemoData } from './demo-data/seed';
import { DrizzleRecommendationSources } from './recommendations/recommendation-sources';
import { events, themes } from './schema';
import { testDatabaseEngines } from './testing/test-databases';

const NOW = Temporal.Instant.from('2026-11-22T09:00:00Z');
const data = generateDemoData({ now: NOW, seed: 11, scale: 1 });
const upcoming: EventFilter = { startsAfter: NOW };
const everything = { sort: 'date', offset: 0, limit: 10_000 } as const;

describe.each(testDatabaseEngines())('hidden seminars and dates on $name', (engine) => {
  let database: Database;
  let repository: DrizzleCatalogueRepository;
  const [hiddenTheme, otherTheme] = data.themes;
  const hiddenDate = data.events.find((row) => row.themeId === otherTheme?.themeId && Temporal.Instant.compare(Temporal.Instant.from(row.startAt), NOW) > 0);

  beforeAll(async () => {
    database = await engine.open();
    await seedDemoData(database.db, data, (plain) => Promise.resolve(`plain:${plain}`));
    repository = new DrizzleCatalogueRepository(database.db);
    await database.db.update(themes).set({ published: false }).where(eq(themes.slug, hiddenTheme!.slug));
    await database.db.update(events).set({ published: false }).where(eq(events.eventId, hiddenDate!.eventId));
  }, 120_000);

  afterAll(async () => {
    await database.close();
  });

  it('a hidden seminar vanishes with all its dates; a hidden date vanishes alone', async () => {
    const { events: listed, total } = await repository.searchEvents(upcoming, everything);
    const ids = new Set(listed.map((event) => event.eventId));
    expect(listed.some((event) => event.theme.themeId === hiddenTheme!.themeId)).toBe(false);
    expect(ids.has(hiddenDate!.eventId)).toBe(false);
    expect(listed.some((event) => event.theme.themeId === otherTheme!.themeId)).toBe(true);
    expect(total).toBe(listed.length);
    expect(await repository.findEvent(hiddenDate!.eventId)).toBeUndefined();
    expect(await repository.findTheme(hiddenTheme!.slug)).toBeUndefined();
    expect(await repository.findTheme(otherTheme!.slug)).toBeDefined();
  });

  it('the seminar lists, rubric and tag counts and the recommendations leave the hidden ones out', async () => {
    const summaries = await repository.themeSummaries({}, NOW);
    expect(summaries.map((theme) => theme.slug)).not.toContain(hiddenTheme!.slug);
    const visibleDates = (await repository.searchEvents(upcoming, everything)).events;
    const other = summaries.find((theme) => theme.slug === otherTheme!.slug);
    expect(other?.upcomingEvents).toBe(visibleDates.filter((event) => event.theme.themeId === otherTheme!.themeId).length);
    const rubricCount = (await repository.rubricSummaries(NOW)).reduce((sum, rubric) => sum + rubric.upcomingEvents, 0);
    expect(rubricCount).toBe(visibleDates.length);
    const recommended = await new DrizzleRecommendationSources(database.db).themes(NOW);
    expect(recommended.map((theme) => theme.slug)).not.toContain(hiddenTheme!.slug);
  });
});
