import * as E from 'fp-ts/Either';
import * as TE from 'fp-ts/TaskEither';
import { pipe } from 'fp-ts/function';
import { invalid, type AppError } from '../../../domain/errors/app-error';
import type { ImportReportWire } from '../../content/content-import.codecs';
import type { Content, ContentImports } from '../../content/content.port';
import { prefetched } from '../exports/prefetched';
import { lexiconCsvHeader, lexiconCsvLine, parseLexiconCsv } from './lexicon-csv';
import { LEXICON_CSV_MESSAGES as M } from './messages';

/** The lexicon as one CSV file for editing in a spreadsheet (/manage/lexikon-csv). */
export class LexiconCsvService {
  constructor(
    private readonly content: Content,
    private readonly imports: ContentImports,
  ) {}

  /** Header, then one line per entry, in a stable order; produced as it is read. */
  exportCsv(): TE.TaskEither<AppError, AsyncIterable<string>> {
    const content = this.content;
    return prefetched(async function* () {
      yield lexiconCsvHeader();
      for await (const item of content.exportObjects('lexicon')) if (item.kind === 'lexicon') yield lexiconCsvLine(item);
    });
  }

  /**
   * Creates or replaces the entries of the file by section and slug. A file with any bad row
   * imports nothing: every problem comes back with its line, and the import is one transaction.
   */
  importCsv(csv: string): TE.TaskEither<AppError, ImportReportWire> {
    return pipe(
      TE.fromEither(E.mapLeft((problems: { readonly fieldErrors: Readonly<Record<string, string>>; readonly count: number }) =>
        invalid(problems.fieldErrors, M.rejected(problems.count)),
      )(parseLexiconCsv(csv))),
      TE.chain((entries) => this.imports.importLexicon(entries)),
    );
  }
}
