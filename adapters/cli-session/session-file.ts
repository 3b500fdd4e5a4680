import { chmod, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { homedir } from 'node:os';
import { dirname, join } from 'node:path';
import * as E from 'fp-ts/Either';
import * as t from 'io-ts';
import { MemoryCookieJar } from '../http-client/cookie-jar';

/** A cookie of a saved login: what goes back in the Cookie header. */
export const SavedCookie = t.readonly(t.type({ name: t.string, value: t.string }));
export type SavedCookie = t.TypeOf<typeof SavedCookie>;

const SavedSession = t.readonly(t.type({ email: t.string, savedAt: t.string, cookies: t.readonlyArray(SavedCookie) }));
export type SavedSession = t.TypeOf<typeof SavedSession>;

/** The file: one login per server (base URL). */
const SessionFileContent = t.type({ version: t.literal(1), sessions: t.record(t.string, SavedSession) });
type SessionFileContent = t.TypeOf<typeof SessionFileContent>;

/** $XDG_CONFIG_HOME/ifb-cli/session.json, or ~/.config/ifb-cli/session.json. */
export const sessionFilePath = (env: NodeJS.ProcessEnv): string =>
  join(env.XDG_CONFIG_HOME !== undefined && env.XDG_CONFIG_HOME !== '' ? env.XDG_CONFIG_HOME : join(homedir(), '.config'), 'ifb-cli', 'session.json');

/** The same server however it is written: no trailing slash, lower-case scheme and host. */
export const serverKey = (baseUrl: string): string => new URL(baseUrl).origin + new URL(baseUrl).pathname.replace(/\/+$/, '');

/**
 * The CLI's logins, kept between calls in a file only its user can read (0600, its folder
 * 0700): the session cookie opens an admin session. A file that cannot be read as such is
 * treated as empty (and overwritten at the next login), never trusted half.
 */
export class SessionFile {
  constructor(readonly path: string) {}

  private async read(): Promise<SessionFileContent> {
    let text: string;
    try {
      text = await readFile(this.path, 'utf8');
    } catch {
      return { version: 1, sessions: {} };
    }
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      return { version: 1, sessions: {} };
    }
    return E.getOrElse((): SessionFileContent => ({ version: 1, sessions: {} }))(SessionFileContent.decode(json));
  }

  private async write(content: SessionFileContent): Promise<void> {
    await mkdir(dirname(this.path), { recursive: true, mode: 0o700 });
    // Written aside and renamed: a crash midway never leaves a half file, and the mode is set before any secret is in it.
    const part = `${this.path}.${String(process.pid)}.part`;
    await writeFile(part, '', { mode: 0o600 });
    await chmod(part, 0o600);
    await writeFile(part, `${JSON.stringify(content, null, 2)}\n`, { mode: 0o600 });
    await rename(part, this.path);
  }

  async load(baseUrl: string): Promise<SavedSession | undefined> {
    return (await this.read()).sessions[serverKey(baseUrl)];
  }

  async save(baseUrl: string, session: SavedSession): Promise<void> {
    const content = await this.read();
    await this.write({ version: 1, sessions: { ...content.sessions, [serverKey(baseUrl)]: session } });
  }

  /** False when there was no login for the server. */
  async remove(baseUrl: string): Promise<boolean> {
    const content = await this.read();
    const key = serverKey(baseUrl);
    if (content.sessions[key] === undefined) return false;
    const { [key]: _removed, ...rest } = content.sessions;
    if (Object.keys(rest).length === 0) await rm(this.path, { force: true });
    else await this.write({ version: 1, sessions: rest });
    return true;
  }
}

/** A cookie jar holding the saved cookies for the server. */
export const jarWith = (baseUrl: string, cookies: readonly SavedCookie[]): MemoryCookieJar => {
  const jar = new MemoryCookieJar();
  for (const cookie of cookies) jar.setCookie(baseUrl, `${cookie.name}=${cookie.value}; Path=/`);
  return jar;
};

/** The cookies the jar would send to the server, to be saved. */
export const cookiesOf = (jar: MemoryCookieJar, baseUrl: string): readonly SavedCookie[] =>
  (jar.cookieHeader(new URL('/', baseUrl).toString()) ?? '')
    .split('; ')
    .filter((pair) => pair.includes('='))
    .map((pair) => ({ name: pair.slice(0, pair.indexOf('=')), value: pair.slice(pair.indexOf('=') + 1) }));
