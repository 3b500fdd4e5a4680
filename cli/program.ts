import { Command, CommanderError, InvalidArgumentError } from 'commander';
import type { CliDependencies } from './cli-dependencies';
import type { CliIo } from './cli-io';
import { auditCommand } from './commands/audit';
import { cacheCommand } from './commands/cache';
import { catalogCommand } from './commands/catalog';
import { exportCommand } from './commands/export';
import { invoicesCommand } from './commands/invoices';
import { ordersCommand } from './commands/orders';
import { participantsCommand } from './commands/participants';
import { loginCommands } from './commands/login';
import { manageCommand } from './commands/manage';
import { tokenCommand } from './commands/token';
import { CliContext, type GlobalOptions } from './context';
import { CliFailure, EXIT, type ExitCode } from './failure';
import { germanHelp, germanUsageError } from './german-commander';

export const DEFAULT_BASE_URL = 'http://localhost:3000';
const HELP_HINT = '(Hilfe: --help)';

const baseUrl = (value: string): string => {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new InvalidArgumentError(`„${value}“ ist keine Adresse wie http://localhost:3000.`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new InvalidArgumentError(`„${value}“ ist keine http- oder https-Adresse.`);
  return url.toString().replace(/\/+$/, '');
};

const report = (io: CliIo, failure: CliFailure, json: boolean): void => {
  if (json) {
    const details = Object.keys(failure.details).length === 0 ? {} : { fieldErrors: failure.details };
    io.stderr.write(`${JSON.stringify({ error: failure.code, message: failure.message, ...details })}\n`);
    return;
  }
  io.stderr.write(`Fehler: ${failure.message}\n`);
  for (const [where, message] of Object.entries(failure.details)) io.stderr.write(`  ${where}: ${message}\n`);
};

/**
 * The operator CLI: `ifb <command> …`. Exit code 0 when done, 1 when it failed (one clear line,
 * no stack trace), 2 when it was called wrongly (with the help to call it right) or its input
 * (a file, a value) was refused.
 */
export const runCli = async (argv: readonly string[], io: CliIo, deps: CliDependencies): Promise<ExitCode> => {
  const program = new Command('ifb');
  const options = (): GlobalOptions => {
    const given = program.opts<{ baseUrl: string; token?: string; json?: boolean }>();
    const envToken = io.env.IFB_TOKEN;
    return {
      baseUrl: given.baseUrl,
      token: given.token ?? (envToken === undefined || envToken === '' ? undefined : envToken),
      json: given.json === true,
    };
  };
  const context = new CliContext(io, deps, options);

  program
    .description('Werkzeug für Administratoren der IFB-Website: Exporte, Caches, Importe und Berichte.')
    .option('--base-url <url>', 'Adresse des Servers (auch IFB_BASE_URL)', baseUrl, baseUrl(io.env.IFB_BASE_URL ?? DEFAULT_BASE_URL))
    .option('--token <token>', 'API-Token statt der gespeicherten Anmeldung (auch IFB_TOKEN)')
    .option('--json', 'maschinenlesbare Ausgabe (JSON)')
    .exitOverride()
    .showHelpAfterError(argv.includes('--json') ? false : HELP_HINT)
    .configureOutput({
      writeOut: (text) => void io.stdout.write(text),
      writeErr: (text) => void io.stderr.write(text),
      outputError: (text, write) => {
        if (!argv.includes('--json')) {
          write(germanUsageError(text));
          return;
        }
        // Machine-readable like the other failures (and without the hint to --help, which is for people).
        const message = germanUsageError(text).replace(/^Fehler: /, '').trim().replace(/\n/g, ' ');
        write(`${JSON.stringify({ error: 'usage', message })}\n`);
      },
    });

  exportCommand(program, context);
  cacheCommand(program, context);
  manageCommand(program, context);
  catalogCommand(program, context);
  loginCommands(program, context);
  tokenCommand(program, context);
  auditCommand(program, context);
  invoicesCommand(program, context);
  ordersCommand(program, context);
  participantsCommand(program, context);
  germanHelp(program);

  try {
    await program.parseAsync([...argv], { from: 'user' });
    return EXIT.done;
  } catch (error) {
    if (error instanceof CommanderError) return error.exitCode === 0 ? EXIT.done : EXIT.usage;
    const json = argv.includes('--json');
    if (error instanceof CliFailure) {
      report(io, error, json);
      return error.exitCode;
    }
    report(io, new CliFailure(`Unerwarteter Fehler: ${error instanceof Error ? error.message : String(error)}`), json);
    return EXIT.failed;
  }
};
