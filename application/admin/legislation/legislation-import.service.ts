import * as E from 'fp-ts/Either';
import * as TE from 'fp-ts/TaskEither';
import { pipe } from 'fp-ts/function';
import * as t from 'io-ts';
import type { AppError } from '../../../domain/errors/app-error';
import { decodeInput } from '../../codecs/decode';
import { ImportReportWire, LawInput } from '../../content/content-import.codecs';
import type { ContentImports } from '../../content/content.port';
import type { LegislationParser } from './legislation-parser';

/** POST /manage/legislation: the law and what the import did. */
export const LegislationReportWire = t.readonly(
  t.intersection([ImportReportWire, t.type({ abbreviation: t.string, title: t.string, norms: t.number })]),
  'LegislationReportWire',
);
export type LegislationReportWire = t.TypeOf<typeof LegislationReportWire>;

/** A law from the XML of gesetze-im-internet.de, created or replaced with all its norms at once. */
export class LegislationImportService {
  constructor(
    private readonly parser: LegislationParser,
    private readonly imports: ContentImports,
  ) {}

  importXml(xml: string): TE.TaskEither<AppError, LegislationReportWire> {
    return pipe(
      TE.fromEither(E.chain((parsed: unknown) => decodeInput(LawInput, parsed))(this.parser.parse(xml))),
      TE.chain((law) =>
        pipe(
          this.imports.importLaw(law),
          TE.map((report) => ({ ...report, abbreviation: law.abbreviation, title: law.title, norms: law.norms.length })),
        ),
      ),
    );
  }
}
