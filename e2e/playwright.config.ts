import { defineConfig } from '@playwright/test';
import { E2E_MAIL_DIR } from './mailbox';
import { CSP_REPORT_FILE } from './csp-violations';
import { serverEntry } from './server-entry';

/** E2E_PORT lets two runs on one machine (say, two developers' checkouts) not collide. */
const PORT = Number(process.env.E2E_PORT ?? 3311);

/**
 * Browser journeys against the real server (built pages, embedded database in a fresh folder),
 * in Debian's Chromium: this machine cannot download Playwright's own browser builds.
 */
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.e2e.ts',
  timeout: 60_000,
  // Two browsers and the server share two cores: an answer may take longer than the 5 s default.
  expect: { timeout: 10_000 },
  retries: 0,
  // Two browsers against one server: the journeys use their own accounts, carts and mail addresses.
  workers: 2,
  reporter: [['list']],
  // The journeys run with the real Content-Security-Policy; a violation any page reports fails the run.
  globalSetup: './csp-global-setup.ts',
  globalTeardown: './csp-global-teardown.ts',
  use: {
    baseURL: `http://localhost:${PORT}`,
    locale: 'de-DE',
    timezoneId: 'Europe/Berlin',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  webServer: {
    // The built server when the build is fresh, else the sources through tsx (e2e/server-entry.ts).
    command: ['node', ...serverEntry()].join(' '),
    cwd: '..',
    url: `http://localhost:${PORT}/readyz`,
    timeout: 120_000,
    reuseExistingServer: false,
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      PGLITE_DATA_DIR: `.data/e2e-${Date.now()}`,
      LOG_LEVEL: 'warn',
      // The mails of the run as .eml files where a journey can read them (e2e/mailbox.ts), sent promptly.
      MAIL_PICKUP_DIR: E2E_MAIL_DIR,
      MAIL_POLL_MS: '300',
      CSP_REPORT_FILE,
      // The journeys' browsers are visitors behind a proxy on this machine, each with its own address (e2e/test.ts).
      TRUST_PROXY: '127.0.0.1',
    },
  },
});
