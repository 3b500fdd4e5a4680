import * as E from 'fp-ts/Either';
import type * as TE from 'fp-ts/TaskEither';
import type { AppError } from '../domain/errors/app-error';
import type { Authentication, CliDependencies, Connection } from './cli-dependencies';
import type { CliIo } from './cli-io';
import { CliFailure, failureOf } from './failure';

export interface GlobalOptions {
  readonly baseUrl: string;
  readonly token: string | undefined;
  readonly json: boolean;
}

export const CLI_MESSAGES = {
  notLoggedIn: (baseUrl: string) =>
    `Nicht angemeldet bei ${baseUrl}: bitte zuerst „ifb login“ ausführen oder ein API-Token mit --token (bzw. IFB_TOKEN) angeben.`,
  loginExpired: 'Bitte melden Sie sich mit „ifb login“ neu an.',
} as const;

/** What every command works with: the process, the global options, and the server. */
export class CliContext {
  /** Whether the calls use a saved login (a refusal then means: log in again). */
  #savedLogin = false;

  constructor(
    readonly io: CliIo,
    readonly deps: CliDependencies,
    readonly options: () => GlobalOptions,
  ) {}

  /** The server as the saved login or the API token opens it; a failure when there is neither. */
  async connection(): Promise<Connection> {
    const { baseUrl, token } = this.options();
    if (token !== undefined) return this.deps.connect(baseUrl, { kind: 'token', token });
    const saved = await this.deps.sessions.load(baseUrl);
    if (saved === undefined) {
      // "Not logged in" only where there is a server to log in to: a server that is down or a
      // wrong --base-url reads better as what it is.
      const probe = await this.deps.connect(baseUrl, { kind: 'none' }).admin.listCaches()();
      if (E.isLeft(probe) && probe.left._tag === 'Unavailable') throw failureOf(probe.left);
      throw new CliFailure(CLI_MESSAGES.notLoggedIn(baseUrl));
    }
    this.#savedLogin = true;
    return this.deps.connect(baseUrl, { kind: 'session', cookies: saved.cookies });
  }

  connectWith(auth: Authentication): Connection {
    return this.deps.connect(this.options().baseUrl, auth);
  }

  /** The value of a call, or the CliFailure its AppError means. */
  async run<A>(task: TE.TaskEither<AppError, A>): Promise<A> {
    const result = await task();
    if (E.isRight(result)) return result.right;
    throw failureOf(result.left, result.left._tag === 'Unauthenticated' && this.#savedLogin ? CLI_MESSAGES.loginExpired : undefined);
  }

  /** A line for a person on stdout; with --json, the value as JSON instead. */
  print(human: string, machine: unknown): void {
    this.io.stdout.write(this.options().json ? `${JSON.stringify(machine, null, 2)}\n` : `${human}\n`);
  }

  /** A note on stderr (stdout may carry data); left out with --json. */
  note(text: string): void {
    if (!this.options().json) this.io.stderr.write(`${text}\n`);
  }
}
