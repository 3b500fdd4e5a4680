import { eq } from 'drizzle-orm';
import { Temporal } from 'temporal-polyfill';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NewAppointment } from '../../../application/consultation/consultation.repository';
import { exampleConsultationBooked } from '../../../application/consultation/consultation.arbitraries';
import { fixedClock } from '../../clock/system-clock';
import { DrizzleOutbox } from '../../mail/drizzle-outbox';
import type { Database } from '../database';
import { CONSULTANTS } from '../demo-data/consultants';
import { RUBRIC_TEXTS } from '../demo-data/catalogue-texts';
import { consultants, outbox, rubrics } from '../schema';
import { testDatabaseEngines } from '../testing/test-databases';
import { DrizzleConsultationRepository } from './consultation-repository';

const START = Temporal.Instant.from('2026-12-01T09:30:00Z');
const appointment = (reference: string, start = START, consultantId = 1): NewAppointment => ({
  reference,
  consultantId,
  start,
  end: start.add({ minutes: 30 }),
  channel: 'Telefon',
  topicSlug: 'arbeitsrecht',
  salutation: 'Frau',
  firstname: 'Petra',
  lastname: 'Schulz',
  email: 'petra.schulz@example.org',
  phone: '030 1234567',
  message: '',
  bookedAt: Temporal.Instant.from('2026-11-25T10:00:00Z'),
});

describe.each(testDatabaseEngines().map((engine) => [engine.name, engine] as const))('consultation repository on %s', (_name, engine) => {
  let database: Database;
  let repository: DrizzleConsultationRepository;

  beforeAll(async () => {
    database = await engine.open();
    await database.db.insert(rubrics).values(RUBRIC_TEXTS.map((rubric, index) => ({ rubricId: index + 1, ...rubric })));
    await database.db.insert(consultants).values([...CONSULTANTS]);
    repository = new DrizzleConsultationRepository(database.db, new DrizzleOutbox(database.db, fixedClock(Temporal.Instant.from('2026-11-25T10:00:00Z'))));
  }, 60_000);

  afterAll(async () => {
    await database.close();
  });

  it('lists the consultants with their topics named by the rubrics, in the catalogue\'s order', async () => {
    const [first] = await repository.consultants();
    expect(first?.name).toBe('Dr. Miriam Albers');
    expect(first?.state).toBe('NW');
    expect(first?.topics.map((topic) => topic.name)).toEqual([
      'BR-Grundlagen & Betriebsverfassungsrecht',
      'Arbeitsrecht',
      expect.any(String),
      expect.any(String),
    ]);
  });

  it('books a slot with its mail, finds it by reference and counts it as taken', async () => {
    expect(await repository.book(appointment('ref-aaaaaaaaaaaaaaaa'), exampleConsultationBooked)).toBe('booked');
    const stored = await repository.byReference('ref-aaaaaaaaaaaaaaaa');
    expect(stored?.start.equals(START)).toBe(true);
    expect(stored?.consultant.slug).toBe('miriam-albers');
    expect(stored?.topicName).toBe('Arbeitsrecht');
    expect([...(await repository.takenStarts(1, START.subtract({ hours: 1 }), START.add({ hours: 1 })))]).toEqual([START.toString()]);
    expect((await repository.takenStarts(2, START.subtract({ hours: 1 }), START.add({ hours: 1 }))).size).toBe(0);
    expect(await repository.byReference('unknown-aaaaaaaaaaaa')).toBeUndefined();
  });

  it('of twelve visitors racing for one slot exactly one gets it, and only that booking queues mails', async () => {
    const start = START.add({ hours: 24 });
    const before = (await database.db.select().from(outbox).where(eq(outbox.kind, 'consultation_booked'))).length;
    const outcomes = await Promise.all(
      Array.from({ length: 12 }, (_, index) => repository.book(appointment(`race-${String(index).padStart(16, 'x')}`, start), exampleConsultationBooked)),
    );
    expect(outcomes.filter((outcome) => outcome === 'booked')).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome === 'taken')).toHaveLength(11);
    const after = (await database.db.select().from(outbox).where(eq(outbox.kind, 'consultation_booked'))).length;
    expect(after - before).toBe(1);
  });

  it('the same start with another consultant is a different slot', async () => {
    expect(await repository.book(appointment('other-aaaaaaaaaaaaaa', START, 2), exampleConsultationBooked)).toBe('booked');
  });
});
