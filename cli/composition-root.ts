/**
 * The CLI's composition root: the only file of cli/ that knows concrete adapters (DESIGN.md;
 * dependency-cruiser enforces it). The commands see ports only: the admin API and the accounts
 * over HTTP, and the store of saved logins.
 */
import { cookiesOf, jarWith, SessionFile, sessionFilePath } from '../adapters/cli-session/session-file';
import { AccountsProxy } from '../adapters/http-client/accounts-proxy';
import { AdminProxy } from '../adapters/http-client/admin-proxy';
import { MemoryCookieJar } from '../adapters/http-client/cookie-jar';
import { createFetchTransport } from '../adapters/http-client/transport';
import type { CliDependencies, Connection } from './cli-dependencies';

const noCookies = {
  read: () => undefined,
  cookieHeader: () => undefined,
  receive: () => undefined,
};

export const cliDependencies = (env: NodeJS.ProcessEnv): CliDependencies => {
  const sessions = new SessionFile(sessionFilePath(env));
  return {
    sessionFile: sessions.path,
    sessions,
    connect: (baseUrl, auth): Connection => {
      if (auth.kind === 'token') {
        const admin = new AdminProxy({ baseUrl, cookies: noCookies, bearerToken: auth.token });
        return {
          admin,
          catalogue: admin,
          backOffice: admin,
          accounts: new AccountsProxy(createFetchTransport({ baseUrl, cookies: noCookies })),
          cookies: () => [],
        };
      }
      const jar = auth.kind === 'session' ? jarWith(baseUrl, auth.cookies) : new MemoryCookieJar();
      const admin = new AdminProxy({ baseUrl, cookies: jar });
      return {
        admin,
        catalogue: admin,
        backOffice: admin,
        accounts: new AccountsProxy(createFetchTransport({ baseUrl, cookies: jar })),
        cookies: () => cookiesOf(jar, baseUrl),
      };
    },
  };
};
