import * as E from 'fp-ts/Either';
import { data, type ActionFunctionArgs } from 'react-router';
import { FORM_REFUSED_HEADER } from '../../../application/http/page-form';
import { httpStatusOf } from '../../../application/errors/error-kinds';
import { resolveService, type PageContainer } from '../../di/page-container';
import { ADMIN_AREA } from '../../di/ui.tokens';
import { SESSION_EXPIRED_FORM } from '../../forms/page-form-action';

/** The file field of the upload form. */
export const LEXICON_FILE_FIELD = 'datei';

export const LEXICON_PAGE_MESSAGES = {
  noFile: 'Bitte wählen Sie eine CSV-Datei aus.',
  done: (created: number, updated: number) => `Import abgeschlossen: ${String(created)} Einträge neu angelegt, ${String(updated)} aktualisiert.`,
} as const;

/** JSON-safe: what the last upload did. Problems are "Zeile n[, Spalte x]: message", in line order. */
export type LexiconImportOutcome =
  | { readonly ok: true; readonly message: string }
  | { readonly ok: false; readonly message: string; readonly problems: readonly string[] };

const lineOf = (where: string): number => Number(/Zeile (\d+)/.exec(where)?.[1] ?? 0);

/** The line-numbered messages of a refused CSV, in the order of the file. */
export const problemList = (fieldErrors: Readonly<Record<string, string>>): string[] =>
  Object.entries(fieldErrors)
    .sort(([a], [b]) => lineOf(a) - lineOf(b) || a.localeCompare(b, 'de'))
    .map(([where, message]) => (where.startsWith('Zeile') ? `${where}: ${message}` : message));

/** Runs the uploaded CSV through the same import as the CLI (all or nothing) and says what happened. */
export const lexiconCsvAction =
  (container: PageContainer) =>
  async ({ request }: ActionFunctionArgs) => {
    if (request.headers.get(FORM_REFUSED_HEADER) !== null) {
      return data<LexiconImportOutcome>({ ok: false, message: SESSION_EXPIRED_FORM, problems: [] }, { status: 403 });
    }
    const file = (await request.formData()).get(LEXICON_FILE_FIELD);
    if (file === null || typeof file === 'string' || file.size === 0) {
      return data<LexiconImportOutcome>({ ok: false, message: LEXICON_PAGE_MESSAGES.noFile, problems: [] }, { status: 400 });
    }
    const result = await resolveService(container, ADMIN_AREA).importLexiconCsv(await file.text())();
    if (E.isLeft(result)) {
      const problems = result.left._tag === 'Invalid' ? problemList(result.left.fieldErrors) : [];
      return data<LexiconImportOutcome>({ ok: false, message: result.left.message, problems }, { status: httpStatusOf(result.left) });
    }
    return data<LexiconImportOutcome>({ ok: true, message: LEXICON_PAGE_MESSAGES.done(result.right.created, result.right.updated) });
  };
