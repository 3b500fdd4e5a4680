import { describe, expect, it } from 'vitest';
import { fixedClock } from '../clock/system-clock';
import { Temporal } from 'temporal-polyfill';
import { createMailer } from './create-mailer';
import { mailConfigFromEnv, parseMailAddress } from './mail-config';
import { PickupFolderMailer } from './pickup-folder-mailer';
import { SmtpMailer } from './smtp-mailer';

describe('mailConfigFromEnv', () => {
  it('writes to the pickup folder by default, from and to the provider address every 5 s', () => {
    const config = mailConfigFromEnv({});
    expect(config).toMatchObject({
      transport: { kind: 'pickup', folder: expect.stringMatching(/\.data\/mail$/) as string },
      from: { address: 'info@ifb-seminare.example.org', name: 'ifb Seminare GmbH' },
      operator: { address: 'info@ifb-seminare.example.org' },
      pollIntervalMs: 5000,
    });
  });

  it('sends through SMTP_URL when it is set, with the configured addresses', () => {
    expect(
      mailConfigFromEnv({
        SMTP_URL: 'smtp://user:pw@mail.example.org:587',
        MAIL_FROM: '"IFB Seminare" <noreply@example.org>',
        MAIL_OPERATOR: 'team@example.org',
        MAIL_POLL_MS: '1000',
        MAIL_PICKUP_DIR: '/ignored',
        MAIL_SITE_URL: 'https://www.example.org',
        MAIL_LEASE_SECONDS: '20',
      }),
    ).toEqual({
      transport: { kind: 'smtp', url: 'smtp://user:pw@mail.example.org:587' },
      from: { address: 'noreply@example.org', name: 'IFB Seminare' },
      operator: { address: 'team@example.org' },
      pollIntervalMs: 1000,
      leaseSeconds: 20,
      siteUrl: 'https://www.example.org',
    });
  });

  it('names the problem with a wrong value', () => {
    expect(mailConfigFromEnv({ MAIL_LEASE_SECONDS: '0' })).toEqual({ problem: expect.stringContaining('MAIL_LEASE_SECONDS') as string });
    expect(mailConfigFromEnv({ SMTP_URL: 'http://mail' })).toEqual({ problem: expect.stringContaining('SMTP_URL') as string });
    expect(mailConfigFromEnv({ MAIL_FROM: 'niemand' })).toEqual({ problem: expect.stringContaining('MAIL_FROM') as string });
    expect(mailConfigFromEnv({ MAIL_OPERATOR: 'a@b@c' })).toEqual({ problem: expect.stringContaining('MAIL_OPERATOR') as string });
    expect(mailConfigFromEnv({ MAIL_SITE_URL: 'www.example.org' })).toEqual({ problem: expect.stringContaining('MAIL_SITE_URL') as string });
    expect(mailConfigFromEnv({ MAIL_POLL_MS: '5s' })).toEqual({ problem: expect.stringContaining('MAIL_POLL_MS') as string });
  });
});

describe('parseMailAddress', () => {
  it('reads a bare address and one with a display name', () => {
    expect(parseMailAddress(' a@example.org ')).toEqual({ address: 'a@example.org' });
    expect(parseMailAddress('Anna Müller <a@example.org>')).toEqual({ address: 'a@example.org', name: 'Anna Müller' });
    expect(parseMailAddress('<a@example.org>')).toEqual({ address: 'a@example.org' });
    expect(parseMailAddress('Anna <kein-at>')).toBeUndefined();
  });
});

describe('createMailer', () => {
  const clock = fixedClock(Temporal.Instant.from('2027-03-12T10:00:00Z'));
  const base = { from: { address: 'seminare@example.org' }, operator: { address: 'info@ifb-seminare.example.org' }, pollIntervalMs: 5000, leaseSeconds: 300, siteUrl: undefined };

  it('says where mails go without the SMTP password', () => {
    const smtp = createMailer({ ...base, transport: { kind: 'smtp', url: 'smtp://user:geheim@mail.example.org:587' } }, clock);
    expect(smtp.mailer).toBeInstanceOf(SmtpMailer);
    expect(smtp.description).toBe('Mail: sending through smtp://mail.example.org:587 (SMTP_URL).');
    if (smtp.mailer instanceof SmtpMailer) smtp.mailer.close();
    const pickup = createMailer({ ...base, transport: { kind: 'pickup', folder: '/tmp/mail' } }, clock);
    expect(pickup.mailer).toBeInstanceOf(PickupFolderMailer);
    expect(pickup.description).toBe('Mail: SMTP_URL is not set, so mails are written as .eml files to /tmp/mail (development default).');
  });
});
