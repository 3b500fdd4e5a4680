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

/** The plain text of the newest mail to the address, waiting until the outbox has sent one. */
export const newestMailTo = async (address: string, timeoutMs = 15_000): Promise<string> => {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const names = (await readdir(E2E_MAIL_DIR).catch(() => [] as string[])).filter((name) => name.endsWith('.eml')).sort().reverse();
    for (const name of names) {
      const raw = await readFile(join(E2E_MAIL_DIR, name), 'utf8');
      if (new RegExp(`^To:.*${address.replace(/[.+]/g, '\\$&')}`, 'mi').test(raw)) return textOf(raw);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no mail to ${address} in ${E2E_MAIL_DIR}`);
};
