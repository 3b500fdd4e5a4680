import { InvalidArgumentError, type Command } from 'commander';
import { ApiTokenCreatedWire, ApiTokenListWire } from '../../application/admin/admin.codecs';
import { formatDate } from '../../domain/calendar/calendar';
import type { CliContext } from '../context';
import { table } from '../format';

const wholeNumber = (min: number, max: number, message: string) => (value: string): number => {
  const parsed = /^\d{1,9}$/.test(value) ? Number(value) : Number.NaN;
  if (!(parsed >= min && parsed <= max)) throw new InvalidArgumentError(message);
  return parsed;
};


export const tokenCommand = (program: Command, context: CliContext): void => {
  const token = program.command('token').description('API-Tokens für Skripte (--token oder IFB_TOKEN).');

  token
    .command('create')
    .description('Erzeugt ein API-Token; es wird nur dieses eine Mal angezeigt.')
    .option('-n, --name <name>', 'wofür das Token ist', 'ifb-cli')
    .option('-d, --days <days>', 'gültig für so viele Tage (1 bis 365)', wholeNumber(1, 365, 'Bitte 1 bis 365 Tage angeben.'), 90)
    .action(async (options: { name: string; days: number }) => {
      const { admin } = await context.connection();
      const created = await context.run(admin.createApiToken({ name: options.name, expiresInDays: options.days }));
      context.print(
        `${created.token}\nToken „${created.name}“ (Nr. ${created.tokenId}) gültig bis ${formatDate(created.expiresAt)}. Es wird nicht noch einmal angezeigt.`,
        ApiTokenCreatedWire.encode(created),
      );
    });

  token
    .command('list')
    .description('Listet Ihre gültigen API-Tokens (ohne die Tokens selbst).')
    .action(async () => {
      const { admin } = await context.connection();
      const list = await context.run(admin.apiTokens());
      const rows = list.tokens.map((entry) => [String(entry.tokenId), entry.name, formatDate(entry.createdAt), formatDate(entry.expiresAt)]);
      context.print(table(['Nr.', 'Name', 'erstellt', 'gültig bis'], rows, new Set([0])), ApiTokenListWire.encode(list));
    });

  token
    .command('revoke')
    .description('Widerruft ein API-Token.')
    .argument('<id>', 'die Nummer des Tokens (siehe „ifb token list“)', wholeNumber(1, 999_999_999, 'Bitte die Nummer des Tokens angeben.'))
    .action(async (id: number) => {
      const { admin } = await context.connection();
      await context.run(admin.revokeApiToken(id));
      context.print(`Token Nr. ${id} widerrufen.`, { tokenId: id, revoked: true });
    });
};
