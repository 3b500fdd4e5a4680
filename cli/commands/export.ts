import { Argument, Option, type Command } from 'commander';
import { csvRow } from '../../application/admin/csv/csv';
import { EXPORT_KIND_NAMES, type ExportKind } from '../../application/content/content-kind';
import { ExportInterrupted } from '../../application/content/content.port';
import type { CliContext } from '../context';
import { failureOf } from '../failure';
import { Progress } from '../progress';
import { dataTarget } from './output-target';

type Format = 'json' | 'ndjson' | 'csv';

/** A cell of the CSV form: text as it is, a number or yes/no as text, anything nested as JSON. */
const cell = (value: unknown): string => {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
};

const record = (value: unknown): Readonly<Record<string, unknown>> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : { value };

/** Turns the stream of objects into the text of one format, piece by piece. */
const formatter = (format: Format) => {
  let columns: readonly string[] | undefined;
  let first = true;
  return {
    next: (object: unknown): string => {
      if (format === 'ndjson') return `${JSON.stringify(object)}\n`;
      if (format === 'json') {
        const piece = `${first ? '[\n' : ',\n'}${JSON.stringify(object)}`;
        first = false;
        return piece;
      }
      // All objects of one export share their fields: the first one names the columns.
      const fields = record(object);
      const header = columns === undefined ? csvRow((columns = Object.keys(fields))) : '';
      return header + csvRow(columns.map((column) => cell(fields[column])));
    },
    end: (): string => (format === 'json' ? (first ? '[]\n' : '\n]\n') : ''),
  };
};

export const exportCommand = (program: Command, context: CliContext): void => {
  program
    .command('export')
    .description('Exportiert Wissensinhalte (gestreamt: beliebig viele Objekte bei gleichbleibendem Speicher).')
    .addArgument(new Argument('<kind>', 'welcher Export').choices(EXPORT_KIND_NAMES))
    .addOption(new Option('-f, --format <format>', 'Ausgabeformat').choices(['json', 'ndjson', 'csv']).default('json'))
    .option('-o, --out <file>', 'in diese Datei schreiben statt auf die Standardausgabe')
    .action(async (kind: ExportKind, options: { format: Format; out?: string }) => {
      const connection = await context.connection();
      const objects = await context.run(connection.admin.exportObjects(kind));
      const target = await dataTarget(context, options.out);
      const progress = new Progress(context.io.stderr, `Objekte (${kind})`);
      const format = formatter(options.format);
      try {
        for await (const object of objects) {
          await target.write(format.next(object));
          progress.tick();
        }
        await target.write(format.end());
        await target.finish();
      } catch (error) {
        await target.abandon();
        if (error instanceof ExportInterrupted) throw failureOf(error.error);
        throw error;
      }
      progress.done();
      if (target.path !== undefined) {
        context.print(`${progress.count.toLocaleString('de-DE')} Objekte (${kind}) nach ${target.path} exportiert.`, {
          kind,
          format: options.format,
          count: progress.count,
          file: target.path,
        });
      }
    });
};
