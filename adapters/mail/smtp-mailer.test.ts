import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SmtpMailer } from './smtp-mailer';
import { mailHeaders, partOfType } from './testing/mime';
import { startSmtpPeer, type SmtpPeer } from './testing/smtp-peer';

let peer: SmtpPeer;

beforeAll(async () => {
  peer = await startSmtpPeer();
});

afterAll(async () => {
  await peer.close();
});

const from = { address: 'seminare@example.org', name: 'IFB Seminare' };
const message = {
  to: [{ address: 'anna.mueller@example.org', name: 'Frau Dr. Anna Müller' }],
  replyTo: { address: 'kim.sommer@example.org' },
  subject: 'Ihre Bestellung IFB-2027-000042 – Übernachtung',
  text: 'Gesamtsumme: 3.570,00\u00a0€\n',
  html: '<p>Gesamtsumme: 3.570,00&nbsp;€</p>',
  attachments: [{ filename: 'Bestellbestaetigung.pdf', contentType: 'application/pdf', content: new TextEncoder().encode('%PDF-1.3 test') }],
};

describe('SmtpMailer against a real SMTP server', () => {
  it('delivers the mail with German headers, text, HTML and the attachment intact', async () => {
    const mailer = new SmtpMailer(peer.url, from);
    await mailer.send(message);
    mailer.close();
    const [mail] = peer.received;
    expect(mail?.from).toBe('seminare@example.org');
    expect(mail?.to).toEqual(['anna.mueller@example.org']);
    const headers = mailHeaders(mail?.raw ?? '');
    expect(headers.get('subject')).toBe('Ihre Bestellung IFB-2027-000042 – Übernachtung');
    expect(headers.get('to')).toBe('Frau Dr. Anna Müller <anna.mueller@example.org>');
    expect(headers.get('from')).toBe('IFB Seminare <seminare@example.org>');
    expect(headers.get('reply-to')).toBe('kim.sommer@example.org');
    expect(partOfType(mail?.raw ?? '', 'text/plain')?.body.toString('utf8')).toContain('Gesamtsumme: 3.570,00\u00a0€');
    expect(partOfType(mail?.raw ?? '', 'text/html')?.body.toString('utf8')).toContain('<p>Gesamtsumme: 3.570,00&nbsp;€</p>');
    expect(partOfType(mail?.raw ?? '', 'application/pdf')?.body.toString('latin1')).toBe('%PDF-1.3 test');
  });

  it('rejects when the server refuses the recipient, so the outbox retries', async () => {
    peer.refused.add('weg@example.org');
    const mailer = new SmtpMailer(peer.url, from);
    await expect(mailer.send({ ...message, to: [{ address: 'weg@example.org' }] })).rejects.toThrow(/550/);
    mailer.close();
  });

  it('rejects with wrong credentials', async () => {
    const mailer = new SmtpMailer(peer.url.replace('geheim', 'falsch'), from);
    await expect(mailer.send(message)).rejects.toThrow(/535|Invalid login/);
    mailer.close();
  });
});
