import { Argument, Option, type Command } from 'commander';
import { EXPORT_FORMATS, exportText, type ExportFormat } from '../../application/admin/exports/export-format';
import { EXPORT_KIND_NAMES, type ExportKind } from '../../application/content/content-kind';
import type { CliContext } from '../context';
import { Progress } from '../progress';
import { dataTarget, writeAll } from './output-target';

/** The objects as they pass, each counted (for the progress line). */
export async function* counted<A>(objects: AsyncIterable<A>, count: () => void): AsyncGenerator<A> {
  for await (const object of objects) {
    count();
    yield object;
  }
}

export const exportCommand = (program: Command, context: CliContext): void => {
  program
    .command('export')
    .description('Exportiert Wissensinhalte (gestreamt: beliebig viele Objekte bei gleichbleibendem Speicher).')
    .addArgument(new Argument('<kind>', 'welcher Export').choices(EXPORT_KIND_NAMES))
    .addOption(new Option('-f, --format <format>', 'Ausgabeformat').choices(EXPORT_FORMATS).default('json'))
    .option('-o, --out <file>', 'in diese Datei schreiben statt auf die Standardausgabe')
    .action(async (kind: ExportKind, options: { format: ExportFormat; out?: string }) => {
      const connection = await context.connection();
      const objects = await context.run(connection.admin.exportObjects(kind));
      const target = await dataTarget(context, options.out);
      const progress = new Progress(context.io.stderr, `Objekte (${kind})`);
      await writeAll(
        target,
        exportText(
          counted(objects, () => {
            progress.tick();
          }),
          options.format,
        ),
      );
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
