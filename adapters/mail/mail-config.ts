import { fileURLToPath } from 'node:url';
import type { MailAddress } from '../../application/mail/mailer';
import { PROVIDER } from '../../domain/site/provider';

export type MailTransportConfig =
  | { readonly kind: 'smtp'; readonly url: string }
  | { readonly kind: 'pickup'; readonly folder: string };

export interface MailConfig {
  readonly transport: MailTransportConfig;
  readonly from: MailAddress;
  readonly operator: MailAddress;
  readonly pollIntervalMs: number;
  /**
   * How long a claimed outbox row stays with the instance that claimed it (MAIL_LEASE_SECONDS):
   * after a crash mid-send, another instance sends the row again once this has passed.
   */
  readonly leaseSeconds: number;
  /** The site's address for links in mails (MAIL_SITE_URL), e.g. https://www.example.org; the server's own when not set. */
  readonly siteUrl: string | undefined;
}

const DEFAULT_PICKUP_FOLDER = fileURLToPath(new URL('../../.data/mail', import.meta.url));
const DEFAULT_POLL_MS = 5000;
const DEFAULT_LEASE_SECONDS = 300;
const MAILBOX = /^[^\s@<>()",;]+@[^\s@<>()",;]+$/;

/** 'Name <a@b.de>' or 'a@b.de'; undefined when it is neither. */
export const parseMailAddress = (text: string): MailAddress | undefined => {
  const trimmed = text.trim();
  const named = /^(.*)<([^<>]+)>$/.exec(trimmed);
  const mailbox = (named?.[2] ?? trimmed).trim();
  if (!MAILBOX.test(mailbox)) return undefined;
  const name = named?.[1]?.trim().replace(/^"|"$/g, '');
  return name === undefined || name === '' ? { address: mailbox } : { address: mailbox, name };
};

/**
 * SMTP_URL set: mails go to that SMTP server; otherwise to .eml files in MAIL_PICKUP_DIR
 * (default .data/mail), the development default. MAIL_FROM is the sender, MAIL_OPERATOR the
 * operator address for feedback and form submissions (default info@ifb-seminare.example.org),
 * MAIL_POLL_MS how often the outbox is looked at.
 */
export const mailConfigFromEnv = (env: NodeJS.ProcessEnv): MailConfig | { readonly problem: string } => {
  const smtpUrl = env.SMTP_URL?.trim();
  if (smtpUrl !== undefined && smtpUrl !== '' && !/^smtps?:\/\/[^/]+/.test(smtpUrl)) {
    return { problem: 'SMTP_URL must look like smtp://user:password@host:587 or smtps://host:465.' };
  }
  const from = parseMailAddress(env.MAIL_FROM ?? `${PROVIDER.name} <${PROVIDER.email}>`);
  if (from === undefined) return { problem: 'MAIL_FROM must be an e-mail address, optionally as "Name <address>".' };
  const operator = parseMailAddress(env.MAIL_OPERATOR ?? PROVIDER.email);
  if (operator === undefined) return { problem: 'MAIL_OPERATOR must be an e-mail address.' };
  const pollIntervalMs = env.MAIL_POLL_MS === undefined ? DEFAULT_POLL_MS : Number(env.MAIL_POLL_MS);
  if (!Number.isInteger(pollIntervalMs) || pollIntervalMs < 100 || pollIntervalMs > 3_600_000) {
    return { problem: 'MAIL_POLL_MS must be a whole number of milliseconds from 100 to 3600000.' };
  }
  const leaseSeconds = env.MAIL_LEASE_SECONDS === undefined ? DEFAULT_LEASE_SECONDS : Number(env.MAIL_LEASE_SECONDS);
  if (!Number.isInteger(leaseSeconds) || leaseSeconds < 1 || leaseSeconds > 3600) {
    return { problem: 'MAIL_LEASE_SECONDS must be a whole number of seconds from 1 to 3600.' };
  }
  const siteUrl = env.MAIL_SITE_URL?.trim();
  if (siteUrl !== undefined && siteUrl !== '' && !/^https?:\/\/[^/\s]+/.test(siteUrl)) {
    return { problem: 'MAIL_SITE_URL must look like https://www.example.org.' };
  }
  return {
    siteUrl: siteUrl === '' ? undefined : siteUrl,
    transport: smtpUrl !== undefined && smtpUrl !== '' ? { kind: 'smtp', url: smtpUrl } : { kind: 'pickup', folder: env.MAIL_PICKUP_DIR ?? DEFAULT_PICKUP_FOLDER },
    from,
    operator,
    pollIntervalMs,
    leaseSeconds,
  };
};
