import type { Command } from 'commander';
import { Temporal } from 'temporal-polyfill';
import * as E from 'fp-ts/Either';
import type { AppError } from '../../domain/errors/app-error';
import type { Connection } from '../cli-dependencies';
import type { CliContext } from '../context';
import { CliFailure, usageError } from '../failure';

const MESSAGES = {
  emailMissing: 'Bitte geben Sie eine E-Mail-Adresse an.',
  passwordMissing: 'Bitte geben Sie ein Passwort an.',
  noTerminal: 'Kein Terminal für die Passwort-Eingabe: bitte --password-stdin verwenden (Passwort über die Standardeingabe).',
  notAdmin:
    'Anmeldung abgelehnt: Dieses Konto gehört weder der Seminarverwaltung noch einem Administrator, und die Befehle dieses Programms sind ihnen vorbehalten. Es wurde keine Anmeldung gespeichert.',
} as const;

/** An empty file, as a stream. */
async function* emptyFile(): AsyncGenerator<Uint8Array> {
  yield* await Promise.resolve([]);
}

/**
 * Whether the session opens the back office: the admin area for a site admin, else the
 * catalogue for staff (a dry run of an empty file, refused as empty, not as forbidden).
 */
const backOfficeRefusal = async (connection: Connection): Promise<AppError | undefined> => {
  const admin = await connection.admin.listCaches()();
  if (E.isRight(admin)) return undefined;
  if (admin.left._tag !== 'Forbidden') return admin.left;
  const staff = await connection.catalogue.importDates(emptyFile(), { dryRun: true })();
  return E.isLeft(staff) && staff.left._tag !== 'Invalid' ? staff.left : undefined;
};

/** What a login shows of the user: the greeting the site shows too. */
const greeting = (firstname: string): string => `Angemeldet als ${firstname}.`;

export const loginCommands = (program: Command, context: CliContext): void => {
  program
    .command('login')
    .description('Meldet sich als Administrator oder Seminarverwaltung an; die Sitzung wird für weitere Aufrufe gespeichert (Datei nur für Sie lesbar).')
    .option('-e, --email <email>', 'E-Mail-Adresse (sonst wird gefragt)')
    .option('--password-stdin', 'das Passwort von der Standardeingabe lesen (für Skripte)')
    .action(async (options: { email?: string; passwordStdin?: boolean }) => {
      const email = (options.email ?? (await context.io.prompt('E-Mail-Adresse: ', { hidden: false })) ?? '').trim();
      if (email === '') throw usageError(MESSAGES.emailMissing);
      let password: string | undefined;
      if (options.passwordStdin === true) password = (await context.io.readStdin()).replace(/\r?\n$/, '');
      else {
        password = await context.io.prompt('Passwort: ', { hidden: true });
        if (password === undefined) throw usageError(MESSAGES.noTerminal);
      }
      if (password === '') throw usageError(MESSAGES.passwordMissing);

      const connection = context.connectWith({ kind: 'none' });
      await context.run(connection.accounts.xsrfToken());
      const result = await context.run(connection.accounts.login({ email, password }));
      // The session only helps if it opens the admin area; a user's session is not kept.
      const refusal = await backOfficeRefusal(connection);
      if (refusal !== undefined) {
        await connection.accounts.logout()();
        if (refusal._tag === 'Forbidden') throw new CliFailure(MESSAGES.notAdmin, 1, {}, 'forbidden');
        throw new CliFailure(refusal.message);
      }
      const { baseUrl } = context.options();
      await context.deps.sessions.save(baseUrl, { email, savedAt: Temporal.Now.instant().toString(), cookies: connection.cookies() });
      context.print(`${greeting(result.user.firstname)} Sitzung gespeichert in ${context.deps.sessionFile}.`, {
        email,
        firstname: result.user.firstname,
        baseUrl,
        sessionFile: context.deps.sessionFile,
      });
    });

  program
    .command('logout')
    .description('Meldet die gespeicherte Sitzung ab und löscht sie.')
    .action(async () => {
      const { baseUrl } = context.options();
      const saved = await context.deps.sessions.load(baseUrl);
      if (saved === undefined) {
        context.print(`Keine gespeicherte Anmeldung für ${baseUrl}.`, { baseUrl, loggedOut: false });
        return;
      }
      // Logged out on the server if it answers; the saved session goes either way.
      await context.connectWith({ kind: 'session', cookies: saved.cookies }).accounts.logout()();
      await context.deps.sessions.remove(baseUrl);
      context.print(`Abgemeldet (${saved.email}).`, { baseUrl, loggedOut: true });
    });
};
