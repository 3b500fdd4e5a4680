import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { resolve } from 'node:path';
import { Option, type Command } from 'commander';
import { csvText, exportText } from '../../application/admin/exports/export-format';
import { catalogueCsvColumns } from '../../application/catalogue-admin/catalogue-row';
import type { ChangeReport } from '../../application/catalogue-admin/change-seminar-dates';
import type { CliContext } from '../context';
import { CliFailure, usageError } from '../failure';
import { number } from '../format';
import { Progress } from '../progress';
import { counted } from './export';
import { dataTarget, writeAll } from './output-target';

const CATALOG_FORMATS = ['csv', 'json'] as const;
type CatalogFormat = (typeof CATALOG_FORMATS)[number];

/** The file's bytes as they are read, each piece counted for the progress line. */
async function* fileBytes(path: string, progress: Progress): AsyncGenerator<Uint8Array> {
  for await (const piece of createReadStream(path, { highWaterMark: 64 * 1024 })) {
    progress.tick();
    yield piece as Buffer;
  }
}

const checkedFile = async (context: CliContext, file: string): Promise<string> => {
  const path = resolve(context.io.cwd, file);
  try {
    if (!(await stat(path)).isFile()) throw new CliFailure(`„${path}“ ist keine Datei.`);
    return path;
  } catch (error) {
    if (error instanceof CliFailure) throw error;
    throw new CliFailure(`Die Datei „${path}“ kann nicht gelesen werden (${(error as { code?: string }).code ?? String(error)}).`);
  }
};

const counts = (report: ChangeReport): string =>
  `${number(report.created)} neu, ${number(report.updated)} geändert, ${number(report.unchanged)} unverändert`;

/** A dry run's changes, one line per date: "Zeile 5: Termin 1234 (slug): capacity 16 → 12; price 890.00 → 950.00". */
const changeLines = (report: ChangeReport): string[] =>
  report.changes.map((change) => {
    const what = change.eventId === null ? `neuer Termin (${change.themeSlug})` : `Termin ${String(change.eventId)} (${change.themeSlug})`;
    const fields = Object.entries(change.fields).map(([field, { before, after }]) => `${field} ${before === '' ? '–' : before} → ${after === '' ? '–' : after}`);
    return `Zeile ${String(change.line)}: ${what}: ${fields.join('; ')}`;
  });

export const catalogCommand = (program: Command, context: CliContext): void => {
  const catalog = program.command('catalog').description('Der Seminarkatalog als CSV oder JSON (Seminarverwaltung): ein Termin je Zeile.');

  catalog
    .command('export')
    .description('Exportiert alle Termine (gestreamt), Preise in Euro mit zwei Nachkommastellen.')
    .addOption(new Option('-f, --format <format>', 'Ausgabeformat').choices(CATALOG_FORMATS).default('csv'))
    .option('--excel', 'für deutsches Excel: UTF-8 mit BOM, Semikolon, Dezimalkomma')
    .option('-o, --out <file>', 'in diese Datei schreiben statt auf die Standardausgabe')
    .action(async (options: { format: CatalogFormat; excel?: boolean; out?: string }) => {
      const excel = options.excel === true;
      if (excel && options.format !== 'csv') throw usageError('--excel gilt nur für --format csv.');
      const { catalogue } = await context.connection();
      const records = await context.run(catalogue.exportDates());
      const target = await dataTarget(context, options.out);
      const progress = new Progress(context.io.stderr, 'Termine');
      const each = counted(records, () => {
        progress.tick();
      });
      await writeAll(target, options.format === 'json' ? exportText(each, 'json') : csvText(each, catalogueCsvColumns(excel), { excel }));
      progress.done();
      if (target.path !== undefined) {
        context.print(`${number(progress.count)} Termine nach ${target.path} exportiert.`, { count: progress.count, format: options.format, excel, file: target.path });
      }
    });

  catalog
    .command('import')
    .description(
      'Importiert eine CSV-Datei (RFC 4180 mit Komma, oder deutsches Excel: Semikolon, BOM oder Windows-1252, Dezimalkomma): ' +
        'mit eventId wird der Termin geändert, ohne eventId ein neuer Termin des Seminars themeSlug angelegt. Alles oder nichts.',
    )
    .argument('<file>', 'die CSV-Datei')
    .option('--dry-run', 'nur prüfen und zeigen, was sich ändern würde; nichts ändern')
    .action(async (file: string, options: { dryRun?: boolean }) => {
      const path = await checkedFile(context, file);
      const dryRun = options.dryRun === true;
      const { catalogue } = await context.connection();
      const progress = new Progress(context.io.stderr, 'Blöcke à 64 KB gesendet');
      const report = await context.run(catalogue.importDates(fileBytes(path, progress), { dryRun }));
      progress.done();
      const summary = dryRun ? `Probelauf, nichts geändert: ${counts(report)}.` : `Katalog importiert: ${counts(report)}.`;
      context.print([summary, ...changeLines(report)].join('\n'), report);
    });
};
