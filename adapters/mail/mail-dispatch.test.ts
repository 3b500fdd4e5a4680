import { Temporal } from 'temporal-polyfill';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exampleFeedback, exampleOrder } from '../../application/mail/outbox-payloads.arbitraries';
import { fixedClock } from '../clock/system-clock';
import { openDatabase, type Database } from '../db/database';
import { outbox } from '../db/schema';
import { PdfkitRenderer } from '../pdf/pdfkit-renderer';
import { pdfEnvelope, pdfPageCount, pdfText } from '../pdf/testing/pdf-text';
import { DrizzleOutbox } from './drizzle-outbox';
import { startMailDispatch } from './mail-dispatch';
import type { OutboxWorkerLog } from './outbox-worker';
import { SmtpMailer } from './smtp-mailer';
import { mailHeaders, partOfType } from './testing/mime';
import { startSmtpPeer, type SmtpPeer } from './testing/smtp-peer';

let database: Database;
let peer: SmtpPeer;
const clock = fixedClock(Temporal.Instant.from('2027-03-12T10:00:00Z'));
const logged: { level: string; message: string }[] = [];
const log: OutboxWorkerLog = {
  info: (_object, message) => logged.push({ level: 'info', message }),
  error: (_object, message) => logged.push({ level: 'error', message }),
};

beforeAll(async () => {
  database = await openDatabase({ kind: 'pglite' });
  peer = await startSmtpPeer();
});

afterAll(async () => {
  await peer.close();
  await database.close();
});

const until = async (condition: () => boolean, timeoutMs = 10_000): Promise<void> => {
  const started = Date.now();
  while (!condition()) {
    if (Date.now() - started > timeoutMs) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

describe('the outbox dispatched in the server over SMTP', () => {
  it('sends the order confirmation with its PDF to a real SMTP server and marks the row sent', async () => {
    const mailer = new SmtpMailer(peer.url, { address: 'seminare@example.org', name: 'IFB Seminare' });
    const worker = startMailDispatch(database.db, clock, new PdfkitRenderer(), { mailer, operator: { address: 'team@example.org' }, pollIntervalMs: 25 }, log);
    await new DrizzleOutbox(database.db, clock).enqueue(undefined, 'order_confirmation', exampleOrder);
    await new DrizzleOutbox(database.db, clock).enqueue(undefined, 'feedback_received', exampleFeedback);
    await until(() => peer.received.length === 3);
    await worker.stop();
    mailer.close();

    const [confirmation, toOperator, receipt] = peer.received;
    expect(confirmation?.to).toEqual(['anna.mueller@example.org']);
    expect(mailHeaders(confirmation?.raw ?? '').get('subject')).toBe('Ihre Bestellung IFB-2027-000042');
    expect(partOfType(confirmation?.raw ?? '', 'text/plain')?.body.toString('utf8')).toMatch(/Gesamtsumme +3\.570,00\u00a0€/);
    const attachment = partOfType(confirmation?.raw ?? '', 'application/pdf');
    expect(attachment?.headers.get('content-disposition')).toContain('Bestellbestaetigung-IFB-2027-000042.pdf');
    const pdf = new Uint8Array(attachment?.body ?? []);
    expect(pdfEnvelope(pdf)).toEqual({ header: '%PDF-', endsWithEof: true });
    expect(pdfPageCount(pdf)).toBe(1);
    const text = pdfText(pdf);
    for (const expected of ['Bestellbestätigung', 'IFB-2027-000042', 'Reservierung bis 26.03.2027', '1.090,00\u00a0€', '3.570,00\u00a0€', 'Seite 1 von 1']) {
      expect(text).toContain(expected);
    }
    expect(toOperator?.to).toEqual(['team@example.org']);
    expect(receipt?.to).toEqual(['jonas.weber@example.org']);

    const rows = await database.db.select().from(outbox).orderBy(outbox.id);
    expect(rows.map((row) => [row.kind, row.sentAt !== null, row.attempts])).toEqual([
      ['order_confirmation', true, 1],
      ['feedback_received', true, 1],
    ]);
    expect(logged).toContainEqual({ level: 'info', message: 'outbox round' });
  });
});
