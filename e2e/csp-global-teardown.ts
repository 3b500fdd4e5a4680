import { cspReports } from './csp-violations';

/** Any Content-Security-Policy violation a page reported during the journeys fails the run. */
export default async (): Promise<void> => {
  // A report the browser sent as its page closed may still be on its way.
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const reports = cspReports();
  if (reports.length > 0) {
    throw new Error(`${String(reports.length)} CSP violation(s) reported during the journeys:\n${reports.map((report) => JSON.stringify(report)).join('\n')}`);
  }
};
