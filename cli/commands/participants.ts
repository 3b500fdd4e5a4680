import { writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { InvalidArgumentError, Option, type Command } from 'commander';
import * as E from 'fp-ts/Either';
import type { ParticipantListFormat } from '../../application/participants/participant-list.codecs';
import type { CliContext } from '../context';
import { CliFailure, usageError } from '../failure';
import { writeOut } from '../cli-io';

/** A date's id as the argument takes it: a positive whole number. */
const eventIdArgument = (value: string): number => {
  const id = /^\d{1,9}$/.test(value) ? Number(value) : Number.NaN;
  if (!Number.isSafeInteger(id) || id < 1) throw new InvalidArgumentError('Bitte die Nummer eines Termins angeben (eine positive ganze Zahl, z. B. 1234).');
  return id;
};

export const participantsCommand = (program: Command, context: CliContext): void => {
  program
    .command('participants')
    .description('Die Teilnehmerliste eines Termins: CSV (für deutsches Excel), PDF mit Unterschriftsspalte für die Referentin oder den Referenten, oder XLSX.')
    .argument('<eventId>', 'die Nummer des Termins', eventIdArgument)
    .addOption(new Option('-f, --format <format>', 'Ausgabeformat').choices(['csv', 'pdf', 'xlsx']).default('csv'))
    .option('-o, --out <file>', 'in diese Datei schreiben statt auf die Standardausgabe')
    .action(async (eventId: number, options: { format: ParticipantListFormat; out?: string }) => {
      if (options.format !== 'csv' && options.out === undefined) throw usageError(`Eine ${options.format.toUpperCase()}-Datei gehört nicht auf die Standardausgabe: bitte -o DATEI angeben.`);
      const { backOffice } = await context.connection();
      const file = await backOffice.participantListFile(eventId, options.format)();
      // An unknown date is a wrong argument: exit 2, as for a malformed one.
      if (E.isLeft(file) && file.left._tag === 'NotFound') throw usageError(`Den Termin ${String(eventId)} gibt es nicht.`);
      const content = await context.run(async () => Promise.resolve(file));
      if (options.out === undefined) {
        // The byte order mark stays: German Excel reads the file as UTF-8 only behind it.
        await writeOut(context.io.stdout, new TextDecoder('utf-8', { ignoreBOM: true }).decode(content));
        return;
      }
      const path = resolve(context.io.cwd, options.out);
      try {
        await writeFile(path, content);
      } catch (error) {
        throw new CliFailure(`Die Datei „${path}“ kann nicht geschrieben werden (${(error as { code?: string }).code ?? String(error)}).`);
      }
      context.print(`Teilnehmerliste des Termins ${String(eventId)} nach ${path} geschrieben.`, { eventId, format: options.format, file: path });
    });
};
