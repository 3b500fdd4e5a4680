import { readFile, stat } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { Command } from 'commander';
import { ExportInterrupted } from '../../application/content/content.port';
import type { CliContext } from '../context';
import { CliFailure, EXIT, failureOf } from '../failure';
import { bytes, number, table } from '../format';
import { dataTarget } from './output-target';

/** The imports read at most this much: the server takes no more either. */
const MAX_IMPORT_FILE_BYTES = 32 * 1024 * 1024;

const readImportFile = async (context: CliContext, file: string): Promise<string> => {
  const path = resolve(context.io.cwd, file);
  try {
    const info = await stat(path);
    if (!info.isFile()) throw new CliFailure(`„${path}“ ist keine Datei.`);
    if (info.size > MAX_IMPORT_FILE_BYTES) throw new CliFailure(`Die Datei „${path}“ ist größer als 32 MB.`);
    return await readFile(path, 'utf8');
  } catch (error) {
    if (error instanceof CliFailure) throw error;
    throw new CliFailure(`Die Datei „${path}“ kann nicht gelesen werden (${(error as { code?: string }).code ?? String(error)}).`);
  }
};

const createdUpdated = (report: { readonly created: number; readonly updated: number }): string =>
  `${number(report.created)} neu, ${number(report.updated)} aktualisiert`;

export const manageCommand = (program: Command, context: CliContext): void => {
  const manage = program.command('manage').description('Verwaltung: Importe, Berichte, lokale Daten des Servers.');

  const lexicon = manage.command('lexikon-csv').description('Das Lexikon als CSV-Datei (RFC 4180, UTF-8).');
  lexicon
    .command('export')
    .description('Exportiert das Lexikon als CSV.')
    .option('-o, --out <file>', 'in diese Datei schreiben statt auf die Standardausgabe')
    .action(async (options: { out?: string }) => {
      const { admin } = await context.connection();
      const csv = await context.run(admin.exportLexiconCsv());
      const target = await dataTarget(context, options.out);
      let lines = 0;
      try {
        for await (const piece of csv) {
          await target.write(piece);
          lines += (piece.match(/\r\n/g) ?? []).length;
        }
        await target.finish();
      } catch (error) {
        await target.abandon();
        if (error instanceof ExportInterrupted) throw failureOf(error.error);
        throw error;
      }
      if (target.path !== undefined) {
        context.print(`Lexikon nach ${target.path} exportiert.`, { file: target.path, lines });
      }
    });
  lexicon
    .command('import')
    .description('Importiert eine CSV-Datei: alles oder nichts, Einträge werden über Bereich und Kurzname ersetzt.')
    .argument('<file>', 'die CSV-Datei')
    .action(async (file: string) => {
      const csv = await readImportFile(context, file);
      const { admin } = await context.connection();
      const report = await context.run(admin.importLexiconCsv(csv));
      context.print(`Lexikon importiert: ${createdUpdated(report)}.`, report);
    });

  manage
    .command('legislation')
    .description('Gesetze im XML-Format von gesetze-im-internet.de.')
    .command('import')
    .description('Importiert ein Gesetz mit allen Vorschriften (ersetzt es, wenn es schon da ist).')
    .argument('<file>', 'die XML-Datei (<dokumente> mit <norm>-Elementen)')
    .action(async (file: string) => {
      const xml = await readImportFile(context, file);
      const { admin } = await context.connection();
      const report = await context.run(admin.importLegislation(xml));
      context.print(
        `Gesetz ${report.abbreviation} (${report.title}) importiert: ${number(report.norms)} Vorschriften; ${report.created > 0 ? 'neu angelegt' : 'ersetzt'}.`,
        report,
      );
    });

  manage
    .command('import-images')
    .description('Importiert Bilder aus einem Ordner auf dem Server: seminare/<kurzname>.<jpg|png|webp>, hotels/<kurzname>.<…>.')
    .argument('<dir>', 'der Ordner (auf dem Server; ein relativer Pfad gilt ab dem aktuellen Ordner)')
    .action(async (dir: string) => {
      const { admin } = await context.connection();
      const report = await context.run(admin.importImages(resolve(context.io.cwd, dir)));
      const lines = report.files.map((file) => `${file.status === 'imported' ? '✓' : '✗'} ${file.file}: ${file.message}`);
      const summary = `${number(report.imported)} importiert, ${number(report.rejected)} abgelehnt${report.resizing ? '' : ' (ohne Verkleinerung)'}.`;
      context.print([...lines, summary].join('\n'), report);
      // Some files left out: the run did not do all it was asked, which a script must see.
      if (report.rejected > 0) throw new CliFailure(`${number(report.rejected)} Datei(en) wurden nicht importiert.`, EXIT.failed, {}, 'partial');
    });

  manage
    .command('pdf-analysis')
    .description('Bericht über die gespeicherten PDF-Dokumente: Seiten, Größe, Text oder Scan, beschädigt, fehlend.')
    .action(async () => {
      const { admin } = await context.connection();
      const report = await context.run(admin.pdfAnalysis());
      const content = { text: 'Text', scanned: 'Scan', empty: 'leer' } as const;
      const rows = report.documents.map((document) => [
        document.file,
        document.pages === null ? '–' : number(document.pages),
        bytes(document.sizeBytes),
        document.content === null ? '–' : content[document.content],
        document.problem ?? 'in Ordnung',
      ]);
      const { summary } = report;
      const lines = [
        `Ordner: ${report.directory}`,
        table(['Datei', 'Seiten', 'Größe', 'Inhalt', 'Zustand'], rows, new Set([1, 2])),
        `${number(summary.total)} PDFs: ${number(summary.text)} mit Text, ${number(summary.scanned)} gescannt, ${number(summary.empty)} leer, ${number(summary.broken)} beschädigt.`,
        ...(report.missing.length === 0 ? [] : [`Fehlende Dateien zu Downloads: ${report.missing.join(', ')}`]),
      ];
      context.print(lines.join('\n'), report);
    });

  manage
    .command('clear-local-data')
    .description('Leert die Caches und temporären Dateien der angesprochenen Server-Instanz.')
    .action(async () => {
      const { admin } = await context.connection();
      const result = await context.run(admin.clearLocalData());
      context.print(
        `Lokale Daten geleert: ${number(result.cachesCleared.length)} Caches, ${number(result.tempFilesRemoved)} temporäre Dateien (${bytes(result.bytesFreed)}).`,
        result,
      );
    });
};
