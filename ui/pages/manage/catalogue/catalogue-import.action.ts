import * as E from 'fp-ts/Either';
import { data, type ActionFunctionArgs } from 'react-router';
import { ChangeReportWire } from '../../../../application/catalogue-admin/catalogue-admin.codecs';
import { httpStatusOf } from '../../../../application/errors/error-kinds';
import { FORM_REFUSED_HEADER } from '../../../../application/http/page-form';
import type { AppError } from '../../../../domain/errors/app-error';
import { resolveService, type PageContainer } from '../../../di/page-container';
import { SEMINAR_ADMIN } from '../../../di/ui.tokens';
import { SESSION_EXPIRED_FORM } from '../../../forms/page-form-action';

/** The upload form's file, and the preview's hidden copy of its text that the confirmation sends. */
export const IMPORT_FIELDS = { file: 'datei', csv: 'csv', intent: 'intent' } as const;
export const IMPORT_INTENTS = { preview: 'vorschau', confirm: 'importieren' } as const;

export const IMPORT_PAGE_MESSAGES = {
  noFile: 'Bitte wählen Sie eine CSV-Datei aus.',
} as const;

/** JSON-safe: the dry run to confirm, the import done, or why nothing was changed. */
export type CatalogueImportOutcome =
  | { readonly kind: 'preview'; readonly report: ChangeReportWire; readonly csv: string }
  | { readonly kind: 'done'; readonly report: ChangeReportWire }
  | { readonly kind: 'refused'; readonly message: string; readonly problems: readonly string[] };

const lineOf = (where: string): number => Number(/Zeile (\d+)/.exec(where)?.[1] ?? 0);

/** Every bad line as "Zeile N: Feld: Meldung", in the order of the file. */
export const problemLines = (error: AppError): readonly string[] =>
  error._tag !== 'Invalid'
    ? []
    : Object.entries(error.fieldErrors)
        .sort(([a], [b]) => lineOf(a) - lineOf(b))
        .map(([where, message]) => (message === '' ? where : `${where}: ${message}`));

const refusal = (message: string, status: number, problems: readonly string[] = []) =>
  data<CatalogueImportOutcome>({ kind: 'refused', message, problems }, { status });

/**
 * /manage/seminare/import: the upload runs as the import's dry run (the preview: counts and each
 * row's changed fields); its confirmation sends the same text again and imports it, all or
 * nothing, through the same use case as `ifb catalog import`.
 */
export const catalogueImportAction =
  (container: PageContainer) =>
  async ({ request }: ActionFunctionArgs) => {
    if (request.headers.get(FORM_REFUSED_HEADER) !== null) return refusal(SESSION_EXPIRED_FORM, 403);
    const form = await request.formData();
    const confirm = form.get(IMPORT_FIELDS.intent) === IMPORT_INTENTS.confirm;
    const file = form.get(IMPORT_FIELDS.file);
    const sent = form.get(IMPORT_FIELDS.csv);
    const csv = confirm ? (typeof sent === 'string' ? sent : '') : file === null || typeof file === 'string' ? '' : await file.text();
    if (csv.trim() === '') return refusal(IMPORT_PAGE_MESSAGES.noFile, 400);
    const result = await resolveService(container, SEMINAR_ADMIN).importCatalogue(csv, { dryRun: !confirm })();
    if (E.isLeft(result)) return refusal(result.left.message, httpStatusOf(result.left), problemLines(result.left));
    const report = ChangeReportWire.encode(result.right);
    return data<CatalogueImportOutcome>(confirm ? { kind: 'done', report } : { kind: 'preview', report, csv });
  };
