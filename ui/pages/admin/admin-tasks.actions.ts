import * as E from 'fp-ts/Either';
import type * as TE from 'fp-ts/TaskEither';
import { data, type ActionFunctionArgs } from 'react-router';
import { FORM_REFUSED_HEADER, FORM_XSRF_FIELD } from '../../../application/http/page-form';
import { httpStatusOf } from '../../../application/errors/error-kinds';
import type { AppError } from '../../../domain/errors/app-error';
import { resolveService, type PageContainer } from '../../di/page-container';
import { ADMIN_AREA, type AdminArea } from '../../di/ui.tokens';
import { SESSION_EXPIRED_FORM } from '../../forms/page-form-action';
import { problemList } from './lexicon-csv.action';

/** The file field of the law upload and the folder field of the image import. */
export const LEGISLATION_FILE_FIELD = 'datei';
export const IMAGES_DIRECTORY_FIELD = 'directory';

export const ADMIN_TASK_MESSAGES = {
  noFile: 'Bitte wählen Sie eine XML-Datei aus.',
  legislation: (abbreviation: string, norms: number) => `${abbreviation} importiert: ${String(norms)} Normen.`,
  images: (imported: number, rejected: number, directory: string) =>
    `${String(imported)} Bilder aus ${directory} importiert, ${String(rejected)} abgelehnt.`,
  localData: (caches: number, files: number) => `${String(caches)} Caches dieser Instanz geleert, ${String(files)} temporäre Dateien gelöscht.`,
} as const;

/** JSON-safe: what the last run of an admin task did, with its details (line-numbered problems, files). */
export interface AdminTaskOutcome {
  readonly ok: boolean;
  readonly message: string;
  readonly details: readonly string[];
}

const refused = () => data<AdminTaskOutcome>({ ok: false, message: SESSION_EXPIRED_FORM, details: [] }, { status: 403 });
const failed = (error: AppError) =>
  data<AdminTaskOutcome>(
    { ok: false, message: error.message, details: error._tag === 'Invalid' ? problemList(error.fieldErrors) : [] },
    { status: httpStatusOf(error) },
  );

/** Runs one task of the admin port (as the CLI runs it) for a page form and says what happened. */
const adminTask =
  <A,>(run: (admin: AdminArea, form: FormData) => Promise<E.Either<AppError, A>>, describe: (result: A) => AdminTaskOutcome) =>
  (container: PageContainer) =>
  async ({ request }: ActionFunctionArgs) => {
    if (request.headers.get(FORM_REFUSED_HEADER) !== null) return refused();
    const form = await request.formData();
    form.delete(FORM_XSRF_FIELD);
    const result = await run(resolveService(container, ADMIN_AREA), form);
    return E.isLeft(result) ? failed(result.left) : data(describe(result.right));
  };

const invalidInput = (message: string): E.Either<AppError, never> => E.left({ _tag: 'Invalid', message, fieldErrors: {} });
const runTe = <A,>(task: TE.TaskEither<AppError, A>) => task();

export const legislationAction = adminTask(
  async (admin, form) => {
    const file = form.get(LEGISLATION_FILE_FIELD);
    if (file === null || typeof file === 'string' || file.size === 0) return invalidInput(ADMIN_TASK_MESSAGES.noFile);
    return runTe(admin.importLegislation(await file.text()));
  },
  (report) => ({ ok: true, message: ADMIN_TASK_MESSAGES.legislation(report.abbreviation, report.norms), details: [report.title] }),
);

export const importImagesAction = adminTask(
  (admin, form) => {
    const directory = form.get(IMAGES_DIRECTORY_FIELD);
    return runTe(admin.importImages(typeof directory === 'string' ? directory.trim() : ''));
  },
  (report) => ({
    ok: true,
    message: ADMIN_TASK_MESSAGES.images(report.imported, report.rejected, report.directory),
    details: report.files.map((file) => `${file.file}: ${file.message}`),
  }),
);

export const clearLocalDataAction = adminTask(
  (admin) => runTe(admin.clearLocalData()),
  (report) => ({ ok: true, message: ADMIN_TASK_MESSAGES.localData(report.cachesCleared.length, report.tempFilesRemoved), details: report.cachesCleared }),
);
