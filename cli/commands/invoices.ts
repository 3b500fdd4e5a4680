import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Command } from 'commander';
import type { Temporal } from 'temporal-polyfill';
import type { InvoiceListQuery, InvoiceSummaryWire } from '../../application/invoices/invoice-admin.codecs';
import { INVOICE_TITLES } from '../../domain/invoice/invoice';
import { cents, formatEuro } from '../../domain/money/money';
import type { CliContext } from '../context';
import { dayOption } from '../day-option';
import { CliFailure, usageError } from '../failure';
import { table } from '../format';

interface Period {
  readonly since?: Temporal.PlainDate;
  readonly until?: Temporal.PlainDate;
}

/** The period as the server takes it; a period that ends before it begins is a wrong call. */
const queryOf = ({ since, until }: Period): InvoiceListQuery => {
  if (since !== undefined && until !== undefined && since.until(until).sign < 0) throw usageError('--until liegt vor --since: Bitte den Zeitraum prüfen.');
  return { ...(since === undefined ? {} : { since }), ...(until === undefined ? {} : { until }) };
};

const rowOf = (invoice: InvoiceSummaryWire): string[] => [
  invoice.number,
  invoice.issueDate,
  INVOICE_TITLES[invoice.kind],
  invoice.orderNumber,
  invoice.buyerName,
  formatEuro(cents(invoice.grandTotal)),
  invoice.precedingNumber ?? '',
];

/** `ifb invoices create | list | export`: the back office's invoices (site admin or API token). */
export const invoicesCommand = (program: Command, context: CliContext): void => {
  const invoices = program.command('invoices').description('Rechnungen, Gutschriften und Stornorechnungen: ausstellen, auflisten, exportieren.');

  invoices
    .command('create')
    .description('Stellt die Rechnung einer Bestellung sofort aus; hat sie schon eine, nennt es deren Nummer.')
    .requiredOption('--order <bestellnummer>', 'die Bestellnummer, z. B. IFB-2026-000123')
    .action(async (options: { order: string }) => {
      if (options.order.trim() === '') throw usageError('Bitte eine Bestellnummer angeben (--order).');
      const { admin } = await context.connection();
      const result = await context.run(admin.issueInvoice(options.order.trim()));
      const numbers = result.issued.length > 0 ? result.issued : result.existing === null ? [] : [result.existing];
      const human = result.issued.length > 0 ? `Ausgestellt: ${result.issued.join(', ')}` : `Die Bestellung hat schon ihre Rechnung: ${numbers.join(', ')}`;
      context.print(human, { order: options.order.trim(), issued: result.issued, existing: result.existing });
    });

  invoices
    .command('list')
    .description('Listet die ausgestellten Rechnungen und Gutschriften nach Nummer.')
    .option('--since <datum>', 'ab diesem Tag (JJJJ-MM-TT)', dayOption)
    .option('--until <datum>', 'bis einschließlich diesem Tag (JJJJ-MM-TT)', dayOption)
    .action(async (options: Period) => {
      const query = queryOf(options);
      const { admin } = await context.connection();
      const list = await context.run(admin.invoices(query));
      const human =
        list.invoices.length === 0
          ? 'Keine Rechnungen in diesem Zeitraum.'
          : table(['Nummer', 'Datum', 'Art', 'Bestellung', 'Empfänger', 'Betrag', 'zu Rechnung'], list.invoices.map(rowOf), new Set([5]));
      context.print(human, list);
    });

  invoices
    .command('export')
    .description('Schreibt jede Rechnung und Gutschrift als <nummer>.pdf (ZUGFeRD) und <nummer>.xml (CII) in einen Ordner.')
    .option('--since <datum>', 'ab diesem Tag (JJJJ-MM-TT)', dayOption)
    .option('--until <datum>', 'bis einschließlich diesem Tag (JJJJ-MM-TT)', dayOption)
    .requiredOption('--dir <ordner>', 'der Ordner (wird angelegt, wenn es ihn nicht gibt)')
    .action(async (options: Period & { dir: string }) => {
      const query = queryOf(options);
      const { admin } = await context.connection();
      const list = await context.run(admin.invoices(query));
      try {
        await mkdir(options.dir, { recursive: true });
      } catch (error) {
        throw new CliFailure(`Der Ordner ${options.dir} lässt sich nicht anlegen: ${error instanceof Error ? error.message : String(error)}`);
      }
      const files: string[] = [];
      for (const invoice of list.invoices) {
        for (const format of ['pdf', 'xml'] as const) {
          const content = await context.run(admin.invoiceFile(invoice.number, format));
          const file = join(options.dir, `${invoice.number}.${format}`);
          await writeFile(file, content);
          files.push(file);
        }
      }
      context.print(`${String(list.invoices.length)} Rechnungen (${String(files.length)} Dateien) nach ${options.dir} exportiert.`, { dir: options.dir, invoices: list.invoices.map((invoice) => invoice.number), files });
    });
};
