import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { mimeParts } from '../adapters/mail/testing/mime';

/**
 * The folder the e2e server's mailer writes its .eml files to (the development pickup mailer,
 * one folder per port): a journey reads the mails a visitor would get, through the real outbox.
 */
export const E2E_MAIL_DIR = fileURLToPath(new URL(`../.data/e2e-mail-${process.env.E2E_PORT ?? '3311'}`, import.meta.url));

const textOf = (raw: string): string =>
  mimeParts(raw)
    .filter((part) => (part.headers.get('content-type') ?? 'text/plain').startsWith('text/plain'))
    .map((part) => part.body.toString('utf8'))
    .join('\n');

/** The plain texts of the mails to the address sent so far, newest first (file names begin with the time). */
export const mailsTo = async (address: string): Promise<string[]> => {
  const names = (await readdir(E2E_MAIL_DIR).catch(() => [] as string[])).filter((name) => name.endsWith('.eml')).sort().reverse();
  const to = new RegExp(`^To:.*${address.replace(/[.+]/g, '\\$&')}`, 'mi');
  const texts: string[] = [];
  for (const name of names) {
    const raw = await readFile(join(E2E_MAIL_DIR, name), 'utf8');
    if (to.test(raw)) texts.push(textOf(raw));
  }
  return texts;
};

/** Waits until the outbox has sent `count` mails to the address; answers their texts, newest first. */
export const waitForMailsTo = async (address: string, count = 1, timeoutMs = 15_000): Promise<string[]> => {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const texts = await mailsTo(address);
    if (texts.length >= count) return texts;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`fewer than ${String(count)} mails to ${address} in ${E2E_MAIL_DIR}`);
};

/** Waits until a mail to the address contains the text (a journey's mail may follow others to the same person); answers it. */
export const waitForMailContaining = async (address: string, text: string, timeoutMs = 15_000): Promise<string> => {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const mail = (await mailsTo(address)).find((body) => body.includes(text));
    if (mail !== undefined) return mail;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no mail to ${address} containing "${text}" in ${E2E_MAIL_DIR}`);
};
