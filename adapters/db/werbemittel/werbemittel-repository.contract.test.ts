import { Temporal } from 'temporal-polyfill';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FormSubmissionPayload } from '../../../application/mail/outbox-payloads';
import { MemoryOutbox } from '../../../application/mail/testing/memory-outbox';
import { MemoryWerbemittelRepository } from '../../../application/werbemittel/testing/memory-werbemittel-repository';
import type { NewWerbemittelOrder, WerbemittelArticle, WerbemittelRepository } from '../../../application/werbemittel/werbemittel.repository';
import { fixedClock } from '../../clock/system-clock';
import { DrizzleOutbox } from '../../mail/drizzle-outbox';
import type { Database } from '../database';
import { WERBEMITTEL_ARTICLES } from '../demo-data/werbemittel-articles';
import { outbox, users, werbemittelArticles } from '../schema';
import { testDatabaseEngines } from '../testing/test-databases';
import { DrizzleWerbemittelRepository } from './werbemittel-repository';

const NOW = Temporal.Instant.from('2026-11-25T10:00:00Z');
const USER_ID = 7;

const ARTICLES: readonly WerbemittelArticle[] = WERBEMITTEL_ARTICLES.map((row, index) => ({
  articleId: row.articleId ?? index + 1,
  slug: row.slug,
  name: row.name,
  description: row.description,
  imagePath: row.imagePath ?? null,
  stock: row.stock,
}));

const MAIL: FormSubmissionPayload = {
  form: 'werbemittel-shop-request',
  title: 'Bestellung im Werbemittelshop',
  receivedAt: NOW,
  fields: [{ label: 'Bestellnummer', value: 'x' }],
  sender: { email: 'erika@example.org' },
};

const order = (reference: string, lines: NewWerbemittelOrder['lines']): NewWerbemittelOrder => ({
  reference,
  userId: USER_ID,
  orderedAt: NOW,
  address: { company: 'Muster GmbH', email: 'erika@example.org' },
  lines,
});

interface Subject {
  readonly repository: WerbemittelRepository;
  readonly mails: () => Promise<number>;
  readonly close: () => Promise<void>;
}

const memory = (): Promise<Subject> => {
  const mails = new MemoryOutbox(fixedClock(NOW));
  return Promise.resolve({
    repository: new MemoryWerbemittelRepository(ARTICLES, mails),
    mails: () => Promise.resolve(mails.rows.length),
    close: () => Promise.resolve(),
  });
};

const drizzle = (open: () => Promise<Database>) => async (): Promise<Subject> => {
  const database = await open();
  await database.db.insert(users).values({
    userId: USER_ID,
    email: 'erika@example.org',
    passwordHash: 'x',
    salutation: 'Frau',
    firstname: 'Erika',
    lastname: 'Muster',
    company: 'Muster GmbH',
    role: 'user',
    createdAt: NOW.toString(),
  });
  await database.db.insert(werbemittelArticles).values([...WERBEMITTEL_ARTICLES]);
  return {
    repository: new DrizzleWerbemittelRepository(database.db, new DrizzleOutbox(database.db, fixedClock(NOW))),
    mails: async () => (await database.db.select().from(outbox)).length,
    close: () => database.close(),
  };
};

const subjects: readonly (readonly [string, () => Promise<Subject>])[] = [
  ['memory', memory],
  ...testDatabaseEngines().map((engine) => [engine.name, drizzle(() => engine.open())] as const),
];

const stockOf = async (repository: WerbemittelRepository, articleId: number): Promise<number | undefined> =>
  (await repository.articles()).find((article) => article.articleId === articleId)?.stock;

describe.each(subjects)('Werbemittel repository (%s)', (_name, create) => {
  let subject: Subject;

  beforeAll(async () => {
    subject = await create();
  }, 60_000);

  afterAll(async () => {
    await subject.close();
  });

  it('lists the articles in their order with picture and stock', async () => {
    const articles = await subject.repository.articles();
    expect(articles.map((article) => article.slug)).toEqual(ARTICLES.map((article) => article.slug));
    expect(articles[0]).toMatchObject({ name: 'Flyer „Seminarprogramm“', imagePath: '/assets/werbemittel/flyer.svg', stock: 500 });
  });

  it('places an order: takes the goods from stock, keeps the lines with their names, queues the mail', async () => {
    const before = await subject.mails();
    const placed = await subject.repository.place(order('order-aaaaaaaaaaaaaaaa', [{ articleId: 1, quantity: 20 }, { articleId: 4, quantity: 5 }]), MAIL);
    expect(placed).toEqual({ kind: 'placed' });
    expect(await stockOf(subject.repository, 1)).toBe(480);
    expect(await stockOf(subject.repository, 4)).toBe(115);
    const stored = await subject.repository.order('order-aaaaaaaaaaaaaaaa');
    expect(stored?.userId).toBe(USER_ID);
    expect(stored?.orderedAt.equals(NOW)).toBe(true);
    expect(stored?.address).toEqual({ company: 'Muster GmbH', email: 'erika@example.org' });
    expect(stored?.lines).toEqual([
      { articleId: 1, quantity: 20, name: 'Flyer „Seminarprogramm“' },
      { articleId: 4, quantity: 5, name: 'Notizblock A5' },
    ]);
    expect((await subject.mails()) - before).toBe(1);
    expect(await subject.repository.order('unknown-aaaaaaaaaaaa')).toBeUndefined();
  });

  it('an article short of stock leaves every stock as it was, records nothing and mails nothing', async () => {
    const before = await subject.mails();
    const outcome = await subject.repository.place(order('short-aaaaaaaaaaaaaaaa', [{ articleId: 1, quantity: 1 }, { articleId: 5, quantity: 4 }]), MAIL);
    expect(outcome).toEqual({ kind: 'short', articleId: 5, stock: 3 });
    expect(await stockOf(subject.repository, 1)).toBe(480);
    expect(await stockOf(subject.repository, 5)).toBe(3);
    expect(await subject.repository.order('short-aaaaaaaaaaaaaaaa')).toBeUndefined();
    expect(await subject.mails()).toBe(before);
  });

  it('of twelve orders racing for the last three roll-ups exactly three get one, and stock ends at zero, never below', async () => {
    const before = await subject.mails();
    const outcomes = await Promise.all(
      Array.from({ length: 12 }, (_, index) => subject.repository.place(order(`race-${String(index).padStart(16, 'x')}`, [{ articleId: 5, quantity: 1 }]), MAIL)),
    );
    expect(outcomes.filter((outcome) => outcome.kind === 'placed')).toHaveLength(3);
    expect(outcomes.filter((outcome) => outcome.kind === 'short')).toHaveLength(9);
    expect(await stockOf(subject.repository, 5)).toBe(0);
    expect((await subject.mails()) - before).toBe(3);
  });
});
