import { appendFile } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import { CSP_REPORT_PATH } from './security-headers';

/** The bodies browsers send: report-uri's (application/csp-report) and the Reporting API's. */
const REPORT_TYPES = ['application/csp-report', 'application/reports+json'];
const MAX_REPORT_BYTES = 16 * 1024;

export interface CspReportOptions {
  /**
   * Also append each report as a JSON line to this file (CSP_REPORT_FILE): the browser journeys
   * read it afterwards and fail on any violation (e2e/csp-violations.ts).
   */
  readonly file?: string;
}

/**
 * Where browsers report what the Content-Security-Policy blocked: logged as a warning, so a
 * policy too tight for a page (or an injection attempt) shows in the logs. No session and no
 * XSRF token: the browser sends it on its own, without cookies; the answer is an empty 204.
 */
export const cspReportRoutes =
  ({ file }: CspReportOptions = {}) =>
  (server: FastifyInstance): void => {
    server.addContentTypeParser(REPORT_TYPES, { parseAs: 'string', bodyLimit: MAX_REPORT_BYTES }, (_request, body, done) => {
      try {
        done(null, JSON.parse(body as string) as unknown);
      } catch {
        done(null, { unreadable: String(body).slice(0, 200) });
      }
    });
    server.post(CSP_REPORT_PATH, { config: { withoutSession: true }, bodyLimit: MAX_REPORT_BYTES }, async (request, reply) => {
      request.log.warn({ cspReport: request.body, userAgent: request.headers['user-agent'] }, 'content security policy violation');
      if (file !== undefined) await appendFile(file, `${JSON.stringify(request.body)}\n`);
      return reply.status(204).send();
    });
  };
