import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../db/demo-data/people';
import { REDACTED_LOG_PATHS, withRedaction } from './log-redaction';
import { startAccountsTestApp, type AccountsTestApp } from './testing/accounts-test-app';

const SECRET_PASSWORD = 'Nie-im-Log-erscheinen-7731';

describe('withRedaction', () => {
  it('leaves logging off when it is off', () => {
    expect(withRedaction(undefined)).toBe(false);
    expect(withRedaction(false)).toBe(false);
  });

  it('adds the password, cookie and XSRF paths, keeping what the caller redacts', () => {
    expect(withRedaction(true)).toEqual({ redact: { paths: [...REDACTED_LOG_PATHS], censor: '[redacted]' } });
    expect(withRedaction({ level: 'info', redact: ['req.headers.authorization', 'password'] })).toEqual({
      level: 'info',
      redact: { censor: '[redacted]', paths: ['req.headers.authorization', ...REDACTED_LOG_PATHS] },
    });
    expect(withRedaction({ redact: { paths: ['secret'], censor: '***' } })).toEqual({
      redact: { censor: '***', paths: ['secret', ...REDACTED_LOG_PATHS] },
    });
  });
});

describe('the server log', () => {
  const lines: string[] = [];
  let app: AccountsTestApp;

  beforeAll(async () => {
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString('utf8'));
        done();
      },
    });
    app = await startAccountsTestApp({ logger: { level: 'trace', stream } });
  });

  afterAll(async () => {
    await app.close();
  });

  it('never sees a password of a login or a registration, right or wrong', async () => {
    const browser = app.browser();
    await browser.get('/kundenportal/get-token');
    await browser.post('/kundenportal/local-login', { email: 'jonas.weber@example.org', password: SECRET_PASSWORD });
    await browser.post('/kundenportal/local-login', { email: 'jonas.weber@example.org', password: DEMO_PASSWORD });
    await browser.post('/api/user-registration', {
      salutation: 'Herr',
      firstname: 'Olaf',
      lastname: 'Berg',
      company: 'Berg AG',
      email: 'olaf.berg@example.net',
      password: `${SECRET_PASSWORD}-neu`,
    });
    const log = lines.join('');
    expect(log).toContain('incoming request');
    expect(log).toContain('/kundenportal/local-login');
    expect(log).not.toContain(SECRET_PASSWORD);
    expect(log).not.toContain(DEMO_PASSWORD);
    expect(log).not.toContain(browser.cookie('session'));
  });

  it('censors a password should anyone log a body', () => {
    app.server.log.info({ body: { email: 'a@example.org', password: SECRET_PASSWORD } }, 'a body');
    const line = lines.find((entry) => entry.includes('a body')) ?? '';
    expect(line).toContain('[redacted]');
    expect(line).not.toContain(SECRET_PASSWORD);
  });
});
