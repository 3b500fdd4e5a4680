import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { cspReportRoutes } from './csp-report.routes';

describe('POST /csp-report', () => {
  it('takes a browser report (application/csp-report) without a session, answers 204 and appends it to the report file', async () => {
    const file = join(await mkdtemp(join(tmpdir(), 'csp-')), 'reports.jsonl');
    const server = Fastify();
    cspReportRoutes({ file })(server);
    const report = { 'csp-report': { 'document-uri': 'http://localhost/', 'violated-directive': 'script-src-elem', 'blocked-uri': 'inline' } };
    const response = await server.inject({ method: 'POST', url: '/csp-report', headers: { 'content-type': 'application/csp-report' }, payload: JSON.stringify(report) });
    expect(response.statusCode).toBe(204);
    expect(JSON.parse((await readFile(file, 'utf8')).trim())).toEqual(report);
    await server.close();
  });

  it('refuses a body larger than a report with 413, not 500', async () => {
    const server = Fastify();
    cspReportRoutes()(server);
    const response = await server.inject({ method: 'POST', url: '/csp-report', headers: { 'content-type': 'application/csp-report' }, payload: 'x'.repeat(20_000) });
    expect(response.statusCode).toBe(413);
    await server.close();
  });
});
