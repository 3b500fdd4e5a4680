import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { CSP_REPORT_FILE } from './csp-violations';
import { E2E_MAIL_DIR } from './mailbox';
import { serverEntry } from './server-entry';

/**
 * A server of its own for the journeys that need another day: the same start as the run's server
 * (playwright.config.ts, e2e/server-entry.ts), on the next port, with its own database folder, its
 * clock started at CLOCK_START and the seat housekeeping every half second instead of every 5 minutes, so a
 * journey sees the scheduled job's round as a customer would days later. Its mails go to the
 * run's mail folder (e2e/mailbox.ts).
 */
export interface ClockServer {
  readonly baseURL: string;
  stop(): Promise<void>;
}

const ROOT = fileURLToPath(new URL('..', import.meta.url));
export const CLOCK_SERVER_PORT = Number(process.env.E2E_PORT ?? 3311) + 1;

export const startClockServer = async (dataDir: string, clockStart?: string): Promise<ClockServer> => {
  const child = spawn(process.execPath, [...serverEntry()], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(CLOCK_SERVER_PORT),
      HOST: '127.0.0.1',
      PGLITE_DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      MAIL_PICKUP_DIR: E2E_MAIL_DIR,
      MAIL_POLL_MS: '300',
      SEAT_HOUSEKEEPING_MS: '500',
      CSP_REPORT_FILE,
      ...(clockStart === undefined ? {} : { CLOCK_START: clockStart }),
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseURL = `http://localhost:${String(CLOCK_SERVER_PORT)}`;
  const exited = once(child, 'exit');
  const until = Date.now() + 120_000;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`the clock server exited with ${String(child.exitCode)}`);
    const ready = await fetch(`${baseURL}/readyz`).then((answer) => answer.ok, () => false);
    if (ready) {
      return {
        baseURL,
        stop: async () => {
          child.kill('SIGTERM');
          await exited;
        },
      };
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill('SIGTERM');
  throw new Error('the clock server did not become ready in 120 s');
};
