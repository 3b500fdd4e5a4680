import { Temporal } from 'temporal-polyfill';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../database';
import { generateDemoData } from '../demo-data/generate';
import { seedDemoData } from '../demo-data/seed';
import { testDatabaseEngines } from '../testing/test-databases';
import { DrizzleTrainingPlanRepository } from './training-plan-repository';

const NOW = Temporal.Instant.from('2026-11-22T09:00:00Z');
const data = generateDemoData({ now: NOW, seed: 11, scale: 1 });
const EVENT = data.events[0]!.eventId;
const THEME = data.themes[0]!;
const THEME_ID = THEME.themeId!;
/** Demo accounts: 1 is the site admin, 7 and 8 users without Gremium. */
const SINGLE = 7;
const OTHER = 8;

describe.each(testDatabaseEngines().map((engine) => [engine.name, engine] as const))('training plan repository on %s', (_name, engine) => {
  let database: Database;
  let plans: DrizzleTrainingPlanRepository;

  beforeAll(async () => {
    database = await engine.open();
    await seedDemoData(database.db, data, (plain) => Promise.resolve(`plain:${plain}`));
    plans = new DrizzleTrainingPlanRepository(database.db);
  }, 120_000);

  afterAll(async () => {
    await database.close();
  });

  it('keeps a plan with its entries in order, finds it by id and by share token, and replaces it whole', async () => {
    const planId = await plans.create({
      userId: SINGLE,
      name: 'Plan',
      shareToken: 'token-aaaaaaaaaaaaaaaa',
      at: NOW,
      entries: [
        { memberName: 'Eva', themeId: null, eventId: EVENT, note: 'zuerst', priority: 'hoch' },
        { memberName: 'Jo', themeId: THEME_ID, eventId: null, note: '', priority: 'mittel' },
      ],
    });
    const plan = await plans.find(planId);
    expect(plan).toMatchObject({ planId, userId: SINGLE, name: 'Plan', entries: [{ memberName: 'Eva', eventId: EVENT }, { memberName: 'Jo', themeSlug: THEME.slug, title: THEME.title }] });
    expect(plan?.entries[0]?.title).not.toBe('');
    expect((await plans.findByShareToken('token-aaaaaaaaaaaaaaaa'))?.planId).toBe(planId);

    expect(await plans.replace(planId, { name: 'Neu', entries: [{ memberName: 'Ute', themeId: THEME_ID, eventId: null, note: '', priority: 'niedrig' }], at: NOW.add({ hours: 1 }) })).toBe(true);
    expect(await plans.find(planId)).toMatchObject({ name: 'Neu', entries: [{ memberName: 'Ute', priority: 'niedrig' }] });
    expect((await plans.find(planId))?.entries).toHaveLength(1);
    expect(await plans.replace(999_999, { name: 'x', entries: [], at: NOW })).toBe(false);
  });

  it('lists a user\'s plans newest change first, all plans with owner and entry count, and deletes with the entries', async () => {
    const older = await plans.create({ userId: OTHER, name: 'Alt', shareToken: 'token-bbbbbbbbbbbbbbbb', at: NOW, entries: [] });
    const newer = await plans.create({
      userId: OTHER,
      name: 'Neu',
      shareToken: 'token-cccccccccccccccc',
      at: NOW.add({ minutes: 5 }),
      entries: [{ memberName: 'Eva', themeId: null, eventId: EVENT, note: '', priority: 'hoch' }],
    });
    expect((await plans.ofUser(OTHER)).map((plan) => plan.planId)).toEqual([newer, older]);
    expect(await plans.all()).toContainEqual(expect.objectContaining({ planId: newer, userId: OTHER, entryCount: 1 }));
    expect(await plans.remove(newer)).toBe(true);
    expect(await plans.remove(newer)).toBe(false);
    expect(await plans.find(newer)).toBeUndefined();
  });

  it('knows which themes and events exist', async () => {
    expect(await plans.themeIdOf(THEME.slug)).toBe(THEME_ID);
    expect(await plans.themeIdOf('gibt-es-nicht')).toBeUndefined();
    expect(await plans.existingEvents([EVENT, 999_999])).toEqual(new Set([EVENT]));
  });
});
