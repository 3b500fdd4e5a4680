import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Temporal } from 'temporal-polyfill';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fixedClock } from '../clock/system-clock';
import { PickupFolderMailer } from './pickup-folder-mailer';
import { mailHeaders, partOfType } from './testing/mime';

let folder: string;

beforeEach(async () => {
  folder = await mkdtemp(join(tmpdir(), 'pickup-'));
});

afterEach(async () => {
  await rm(folder, { recursive: true, force: true });
});

describe('PickupFolderMailer', () => {
  it('writes each mail as a complete .eml file, named by time, into a folder it creates', async () => {
    const target = join(folder, 'mail');
    const clock = fixedClock(Temporal.Instant.from('2027-03-12T10:15:00.250Z'));
    const mailer = new PickupFolderMailer(target, { address: 'seminare@example.org', name: 'IFB Seminare' }, clock);
    const message = { to: [{ address: 'jonas.weber@example.org' }], subject: 'Ein Platz ist frei: Übersicht', text: 'Grüße\n', html: '<p>Grüße</p>' };
    await mailer.send(message);
    clock.advance({ seconds: 1 });
    await mailer.send(message);
    const files = (await readdir(target)).sort();
    expect(files).toHaveLength(2);
    expect(files[0]).toMatch(/^2027-03-12T10-15-00-250Z-[0-9a-f]{8}\.eml$/);
    const raw = await readFile(join(target, files[0] ?? ''), 'latin1');
    expect(mailHeaders(raw).get('subject')).toBe('Ein Platz ist frei: Übersicht');
    expect(mailHeaders(raw).get('to')).toBe('jonas.weber@example.org');
    expect(partOfType(raw, 'text/plain')?.body.toString('utf8').trim()).toBe('Grüße');
  });
});

describe('PickupFolderMailer with a delivery key', () => {
  it('names the file by the key, sets it as Message-ID and delivers a second hand-over of the same key not again', async () => {
    const clock = fixedClock(Temporal.Instant.from('2027-03-12T10:15:00.250Z'));
    const mailer = new PickupFolderMailer(folder, { address: 'seminare@example.org' }, clock);
    const message = { to: [{ address: 'jonas.weber@example.org' }], subject: 'Ihre Buchung', text: 'Text\n', html: '<p>Text</p>', deliveryKey: 'outbox-000000000042-0' };
    await mailer.send(message);
    await mailer.send({ ...message, subject: 'Ihre Buchung (nochmals)' });
    expect(await readdir(folder)).toEqual(['outbox-000000000042-0.eml']);
    const raw = await readFile(join(folder, 'outbox-000000000042-0.eml'), 'latin1');
    expect(mailHeaders(raw).get('message-id')).toBe('<outbox-000000000042-0@example.org>');
    expect(mailHeaders(raw).get('subject')).toBe('Ihre Buchung');
  });
});
