import { beforeEach, describe, expect, it } from 'vitest';
import { Temporal } from 'temporal-polyfill';
import type { PdfRenderer } from '../documents/pdf-renderer';
import { deliveryKeyOf, OutboxDispatcher } from './outbox-dispatcher';
import { exampleFeedback, exampleOrder, exampleWaitlistOffer } from './outbox-payloads.arbitraries';
import { ManualClock, MemoryOutbox, RecordingMailer } from './testing/memory-outbox';

const T0 = Temporal.Instant.from('2027-03-12T10:00:00Z');
const pdf: PdfRenderer = { render: () => Promise.resolve(new Uint8Array([37, 80, 68, 70])) };
const settings = { operator: { address: 'seminare@example.org' } };

let clock: ManualClock;
let outbox: MemoryOutbox;
let mailer: RecordingMailer;
let dispatcher: OutboxDispatcher;

beforeEach(() => {
  clock = new ManualClock(T0);
  outbox = new MemoryOutbox(clock);
  mailer = new RecordingMailer();
  dispatcher = new OutboxDispatcher(outbox, mailer, pdf, settings, clock);
});

describe('OutboxDispatcher', () => {
  it('sends every due row once and marks it sent', async () => {
    await outbox.enqueue(undefined, 'order_confirmation', exampleOrder);
    await outbox.enqueue(undefined, 'waitlist_offer', exampleWaitlistOffer);
    expect(await dispatcher.dispatchDue()).toEqual({ sent: 2, retried: 0, abandoned: 0 });
    expect(mailer.sent.map((mail) => mail.subject)).toEqual(['Ihre Bestellung IFB-2027-000042', 'Ein Platz ist frei: Betriebsverfassungsrecht Teil I']);
    expect(outbox.rows.map((row) => row.sentAt?.toString())).toEqual(['2027-03-12T10:00:00Z', '2027-03-12T10:00:00Z']);
    expect(await dispatcher.dispatchDue()).toEqual({ sent: 0, retried: 0, abandoned: 0 });
    expect(mailer.sent).toHaveLength(2);
  });

  it('retries a failed mail after the backoff, not before', async () => {
    await outbox.enqueue(undefined, 'waitlist_offer', exampleWaitlistOffer);
    mailer.failures = [new Error('421 Service not available')];
    expect(await dispatcher.dispatchDue()).toEqual({ sent: 0, retried: 1, abandoned: 0 });
    expect(outbox.rows[0]).toMatchObject({ attempts: 1, lastError: '421 Service not available', sentAt: null });
    expect(outbox.rows[0]?.nextAttemptAt.toString()).toBe('2027-03-12T10:00:30Z');

    clock.advance({ seconds: 29 });
    expect(await dispatcher.dispatchDue()).toEqual({ sent: 0, retried: 0, abandoned: 0 });
    clock.advance({ seconds: 1 });
    expect(await dispatcher.dispatchDue()).toEqual({ sent: 1, retried: 0, abandoned: 0 });
    expect(outbox.rows[0]).toMatchObject({ attempts: 2, lastError: null });
    expect(mailer.sent).toHaveLength(1);
  });

  it('after a partial failure sends only the mails that did not go out', async () => {
    await outbox.enqueue(undefined, 'feedback_received', exampleFeedback);
    mailer.send = ((original) => {
      let calls = 0;
      return (message) => {
        calls += 1;
        return calls === 2 ? Promise.reject(new Error('mailbox full')) : original.call(mailer, message);
      };
    })(mailer.send.bind(mailer));
    expect(await dispatcher.dispatchDue()).toEqual({ sent: 0, retried: 1, abandoned: 0 });
    expect(outbox.rows[0]?.partsSent).toBe(1);
    clock.advance({ minutes: 1 });
    expect(await dispatcher.dispatchDue()).toEqual({ sent: 1, retried: 0, abandoned: 0 });
    expect(mailer.sent.map((mail) => mail.to[0]?.address)).toEqual(['seminare@example.org', 'jonas.weber@example.org']);
  });

  it('gives up after the last attempt and keeps the error for the operator', async () => {
    const patient = new OutboxDispatcher(outbox, mailer, pdf, settings, clock, { retry: { firstDelaySeconds: 1, maxDelaySeconds: 1, maxAttempts: 2 } });
    await outbox.enqueue(undefined, 'waitlist_offer', exampleWaitlistOffer);
    mailer.failures = [new Error('550 no such user'), new Error('550 no such user')];
    expect(await patient.dispatchDue()).toEqual({ sent: 0, retried: 1, abandoned: 0 });
    clock.advance({ seconds: 1 });
    expect(await patient.dispatchDue()).toEqual({ sent: 0, retried: 0, abandoned: 1 });
    clock.advance({ hours: 1 });
    expect(await patient.dispatchDue()).toEqual({ sent: 0, retried: 0, abandoned: 0 });
    expect(outbox.rows[0]).toMatchObject({ attempts: 2, sentAt: null, lastError: '550 no such user' });
  });

  it('abandons rows it cannot read at once: an unknown kind or a broken payload', async () => {
    outbox.insertRaw('newsletter', {});
    outbox.insertRaw('waitlist_offer', { recipient: 'nobody' });
    expect(await dispatcher.dispatchDue()).toEqual({ sent: 0, retried: 0, abandoned: 2 });
    expect(outbox.rows.map((row) => row.lastError)).toEqual(['unknown outbox kind: newsletter', 'payload of waitlist_offer does not decode']);
    expect(mailer.sent).toEqual([]);
  });

  it('takes at most one batch per round', async () => {
    const small = new OutboxDispatcher(outbox, mailer, pdf, settings, clock, { batchSize: 1 });
    await outbox.enqueue(undefined, 'waitlist_offer', exampleWaitlistOffer);
    await outbox.enqueue(undefined, 'waitlist_offer', exampleWaitlistOffer);
    expect(await small.dispatchDue()).toEqual({ sent: 1, retried: 0, abandoned: 0 });
    expect(await small.dispatchDue()).toEqual({ sent: 1, retried: 0, abandoned: 0 });
  });

  it('keeps at most 1000 characters of an error', async () => {
    await outbox.enqueue(undefined, 'waitlist_offer', exampleWaitlistOffer);
    mailer.send = () => Promise.reject(new Error('x'.repeat(2000)));
    await dispatcher.dispatchDue();
    expect(outbox.rows[0]?.lastError).toHaveLength(1000);
  });
});

describe('deliveryKeyOf', () => {
  it('is the same for every attempt of a mail, and differs for the same row number of another database (a fresh or restored one)', () => {
    const row = { id: 1, createdAtMs: Date.UTC(2026, 10, 27, 9) };
    expect(deliveryKeyOf(row, 0)).toBe(deliveryKeyOf({ ...row }, 0));
    expect(deliveryKeyOf(row, 1)).not.toBe(deliveryKeyOf(row, 0));
    expect(deliveryKeyOf({ id: 1, createdAtMs: row.createdAtMs + 60_000 }, 0)).not.toBe(deliveryKeyOf(row, 0));
  });

  it('sorts in the order the mails were written', () => {
    const keys = [
      deliveryKeyOf({ id: 9, createdAtMs: 1_795_000_000_000 }, 0),
      deliveryKeyOf({ id: 10, createdAtMs: 1_795_000_000_001 }, 0),
      deliveryKeyOf({ id: 10, createdAtMs: 1_795_000_000_001 }, 1),
    ];
    expect([...keys].sort()).toEqual(keys);
  });
});
