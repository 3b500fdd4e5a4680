import { Option, type Command } from 'commander';
import type { Temporal } from 'temporal-polyfill';
import { csvText, exportText, type ExportFormat } from '../../application/admin/exports/export-format';
import { ORDER_EXPORT_STATUSES, orderExportCsvColumns } from '../../application/order-export/order-export';
import type { ParticipantStatus } from '../../domain/cart/participant-status';
import type { CliContext } from '../context';
import { dayOption } from '../day-option';
import { usageError } from '../failure';
import { number } from '../format';
import { Progress } from '../progress';
import { counted } from './export';
import { dataTarget, writeAll } from './output-target';

interface OrdersExportOptions {
  readonly since?: Temporal.PlainDate;
  readonly until?: Temporal.PlainDate;
  readonly status?: ParticipantStatus;
  readonly format: ExportFormat;
  readonly excel?: boolean;
  readonly out?: string;
}

export const ordersCommand = (program: Command, context: CliContext): void => {
  const orders = program.command('orders').description('Die Bestellungen (Verwaltung): eine Zeile je Teilnehmerin und Teilnehmer.');

  orders
    .command('export')
    .description('Exportiert die Teilnehmenden der Bestellungen (gestreamt: gleichbleibender Speicher bei beliebig vielen Zeilen).')
    .option('--since <datum>', 'bestellt ab diesem Tag (JJJJ-MM-TT)', dayOption)
    .option('--until <datum>', 'bestellt bis einschließlich diesem Tag (JJJJ-MM-TT)', dayOption)
    .addOption(new Option('--status <status>', 'nur Teilnehmende in diesem Status').choices(ORDER_EXPORT_STATUSES))
    .addOption(new Option('-f, --format <format>', 'Ausgabeformat').choices(['csv', 'json', 'ndjson']).default('csv'))
    .option('--excel', 'für deutsches Excel: UTF-8 mit BOM, Semikolon, Dezimalkomma')
    .option('-o, --out <file>', 'in diese Datei schreiben statt auf die Standardausgabe')
    .action(async (options: OrdersExportOptions) => {
      const excel = options.excel === true;
      // Checked here, before any call: a wrong period is the caller's, not the server's.
      if (excel && options.format !== 'csv') throw usageError('--excel gilt nur für --format csv.');
      if (options.since !== undefined && options.until !== undefined && options.since.until(options.until).sign < 0) {
        throw usageError('Das Bis-Datum (--until) darf nicht vor dem Von-Datum (--since) liegen.');
      }
      const { backOffice } = await context.connection();
      const rows = await context.run(backOffice.exportOrders({ since: options.since, until: options.until, status: options.status }));
      const target = await dataTarget(context, options.out);
      const progress = new Progress(context.io.stderr, 'Teilnehmende');
      const each = counted(rows, () => {
        progress.tick();
      });
      await writeAll(target, options.format === 'csv' ? csvText(each, orderExportCsvColumns(excel), { excel }) : exportText(each, options.format));
      progress.done();
      if (target.path !== undefined) {
        context.print(`${number(progress.count)} Teilnehmende nach ${target.path} exportiert.`, { count: progress.count, format: options.format, excel, file: target.path });
      }
    });
};
