import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cookiesOf, jarWith, serverKey, SessionFile, sessionFilePath } from './session-file';

let home: string;
beforeEach(async () => {
  home = await mkdtemp(join(tmpdir(), 'ifb-session-'));
});
afterEach(async () => {
  await rm(home, { recursive: true, force: true });
});

const LOGIN = { email: 'admin@example.org', savedAt: '2026-11-22T09:00:00Z', cookies: [{ name: 'session', value: 'abc' }] };

describe('sessionFilePath', () => {
  it('is in $XDG_CONFIG_HOME, else in ~/.config', () => {
    expect(sessionFilePath({ XDG_CONFIG_HOME: '/etc/xdg-home' })).toBe('/etc/xdg-home/ifb-cli/session.json');
    expect(sessionFilePath({ XDG_CONFIG_HOME: '' })).toMatch(/\/\.config\/ifb-cli\/session\.json$/);
  });
});

describe('SessionFile', () => {
  it('keeps one login per server, in a file only its user can read', async () => {
    const file = new SessionFile(join(home, 'ifb-cli', 'session.json'));
    expect(await file.load('http://localhost:3000')).toBeUndefined();
    await file.save('http://LOCALHOST:3000/', LOGIN);
    await file.save('https://ifb.example', { ...LOGIN, email: 'b@example.org' });
    expect(await file.load('http://localhost:3000')).toEqual(LOGIN);
    expect((await stat(file.path)).mode & 0o777).toBe(0o600);
    expect((await stat(join(home, 'ifb-cli'))).mode & 0o777).toBe(0o700);

    expect(await file.remove('http://localhost:3000')).toBe(true);
    expect(await file.remove('http://localhost:3000')).toBe(false);
    expect(await file.load('https://ifb.example')).toMatchObject({ email: 'b@example.org' });
    expect(await file.remove('https://ifb.example')).toBe(true);
    await expect(stat(file.path)).rejects.toThrow();
  });

  it('treats a file that is not one of its own as empty, and replaces it at the next login', async () => {
    const file = new SessionFile(join(home, 'session.json'));
    await writeFile(file.path, '{ kaputt');
    expect(await file.load('http://localhost:3000')).toBeUndefined();
    await writeFile(file.path, JSON.stringify({ version: 2 }));
    expect(await file.load('http://localhost:3000')).toBeUndefined();
    await file.save('http://localhost:3000', LOGIN);
    expect(JSON.parse(await readFile(file.path, 'utf8'))).toEqual({ version: 1, sessions: { 'http://localhost:3000': LOGIN } });
  });
});

describe('cookies of a saved login', () => {
  it('go into a jar and come out the same, for the server they belong to', () => {
    const cookies = [
      { name: 'session', value: 'abc' },
      { name: 'XSRF-TOKEN', value: 'x%2Fy' },
    ];
    const jar = jarWith('http://localhost:3000', cookies);
    expect(cookiesOf(jar, 'http://localhost:3000')).toEqual(cookies);
    expect(jar.read('XSRF-TOKEN', 'http://localhost:3000/cache/list')).toBe('x%2Fy');
    expect(cookiesOf(jar, 'http://127.0.0.1:3000')).toEqual([]);
    expect(serverKey('http://localhost:3000/ifb/')).toBe('http://localhost:3000/ifb');
  });
});
