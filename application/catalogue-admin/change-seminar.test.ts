import * as E from 'fp-ts/Either';
import { describe, expect, it } from 'vitest';
import { SEMINAR_MESSAGES as S } from '../../domain/seminar/messages';
import { seminarText } from '../../domain/seminar/seminar';
import { ChangeSeminar } from './change-seminar';
import { SEMINAR_ADMIN_MESSAGES as M } from './seminar-admin.messages';
import { EDITOR, fixedClock, HOTELS, NOW, STORED, THEMES } from './testing/catalogue-fixture';
import { MemorySeminarDateStore } from './testing/memory-seminar-date-store';
import { MemorySeminarStore } from './testing/memory-seminar-store';
import { RUBRICS, SEMINAR } from './testing/seminar-fixture';

const setup = () => {
  const store = new MemorySeminarStore(RUBRICS, [SEMINAR], new MemorySeminarDateStore(THEMES, HOTELS, [STORED]));
  let cleared = 0;
  const changes = new ChangeSeminar(store, fixedClock, { catalogueChanged: () => Promise.resolve(void (cleared += 1)) });
  return { store, changes, cleared: () => cleared };
};

const NEW_SEMINAR = {
  title: 'Mobbing am Arbeitsplatz',
  subtitle: 'Erkennen und handeln',
  description: 'Was der Betriebsrat tun kann.',
  targetGroups: 'Betriebsratsmitglieder\n\nErsatzmitglieder\n',
  tags: '',
  rubricSlug: 'arbeitsrecht',
  actionField: 'Gesundheit',
  published: 'ja',
};

describe('ChangeSeminar', () => {
  it('creates a seminar under an address from its title, writes the audit entry with every field, and clears the caches', async () => {
    const { store, changes, cleared } = setup();
    expect(await changes.create(NEW_SEMINAR, EDITOR)).toEqual(E.right({ slug: 'mobbing-am-arbeitsplatz' }));
    expect(await store.find('mobbing-am-arbeitsplatz')).toMatchObject({ targetGroups: ['Betriebsratsmitglieder', 'Ersatzmitglieder'], published: true });
    expect(store.auditLog.map(({ at, action, subject, actor }) => ({ at, action, subject, actor }))).toEqual([
      { at: NOW, action: 'catalogue.seminar.create', subject: 'Seminar mobbing-am-arbeitsplatz', actor: EDITOR.actor },
    ]);
    expect(store.auditLog[0]?.details).toMatchObject({ title: '– → Mobbing am Arbeitsplatz', targetGroups: '– → Betriebsratsmitglieder, Ersatzmitglieder', published: '– → ja' });
    expect(cleared()).toBe(1);
  });

  it('a second seminar of the same title gets the next free address', async () => {
    const { changes } = setup();
    await changes.create(NEW_SEMINAR, EDITOR);
    expect(await changes.create(NEW_SEMINAR, EDITOR)).toEqual(E.right({ slug: 'mobbing-am-arbeitsplatz-2' }));
  });

  it('changes a seminar, keeps its address, and logs only the changed fields before → after', async () => {
    const { store, changes, cleared } = setup();
    const text = { ...seminarText(SEMINAR), title: 'BetrVG Teil 1', published: '' };
    expect(await changes.change(SEMINAR.slug, text, EDITOR)).toEqual(E.right({ slug: SEMINAR.slug, changed: true }));
    expect(await store.find(SEMINAR.slug)).toMatchObject({ title: 'BetrVG Teil 1', published: false });
    expect(store.auditLog.map((entry) => [entry.action, entry.details])).toEqual([
      ['catalogue.seminar.update', { title: `${SEMINAR.title} → BetrVG Teil 1`, published: 'ja → nein' }],
    ]);
    expect(cleared()).toBe(1);
  });

  it('an unchanged form writes nothing, logs nothing and clears nothing', async () => {
    const { store, changes, cleared } = setup();
    expect(await changes.change(SEMINAR.slug, seminarText(SEMINAR), EDITOR)).toEqual(E.right({ slug: SEMINAR.slug, changed: false }));
    expect([store.auditLog, cleared()]).toEqual([[], 0]);
  });

  it('bad fields are refused each with its German message, and nothing is written', async () => {
    const { store, changes, cleared } = setup();
    const result = await changes.create({ ...NEW_SEMINAR, title: ' ', targetGroups: '\n', rubricSlug: 'gibt-es-nicht', published: 'vielleicht' }, EDITOR);
    expect(result).toEqual(
      E.left(expect.objectContaining({ _tag: 'Invalid', fieldErrors: { title: S.titleMissing, targetGroups: S.targetGroupsMissing, rubricSlug: S.rubricUnknown, published: S.publishedFormat } })),
    );
    expect([store.seminars.length, store.auditLog, cleared()]).toEqual([1, [], 0]);
  });

  it('an unknown seminar is NotFound', async () => {
    const { changes } = setup();
    expect(await changes.change('gibt-es-nicht', NEW_SEMINAR, EDITOR)).toEqual(E.left(expect.objectContaining({ _tag: 'NotFound', message: M.seminarNotFound })));
  });
});
