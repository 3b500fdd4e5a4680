import { existsSync, readFileSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * Where the server of the journeys appends the CSP violations browsers report (CSP_REPORT_FILE,
 * adapters/http-api/csp-report.routes.ts). The journeys run with the real policy on; any
 * violation a page reports fails the run in the teardown (reports arrive asynchronously, so
 * checking them after every journey has finished catches late ones too).
 */
export const CSP_REPORT_FILE = fileURLToPath(new URL(`../.data/e2e-csp-reports-${process.env.E2E_PORT ?? '3311'}.jsonl`, import.meta.url));

export const clearCspReports = (): void => {
  rmSync(CSP_REPORT_FILE, { force: true });
};

/** The reported violations, one JSON value each. */
export const cspReports = (): readonly unknown[] =>
  existsSync(CSP_REPORT_FILE)
    ? readFileSync(CSP_REPORT_FILE, 'utf8')
        .split('\n')
        .filter((line) => line !== '')
        .map((line) => JSON.parse(line) as unknown)
    : [];
