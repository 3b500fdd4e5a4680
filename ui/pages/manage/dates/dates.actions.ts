import * as E from 'fp-ts/Either';
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import type { DateSheetWire, NewDateSheetWire } from '../../../../application/catalogue-admin/seminar-date-desk.codecs';
import { DATE_DONE_PARAM, datePath, type DateDone } from '../../../../application/catalogue-admin/seminar-date-desk.port';
import type { AppError } from '../../../../domain/errors/app-error';
import { loginPathWithRedirect } from '../../../../domain/login/login-path';
import { resolveService, type PageContainer } from '../../../di/page-container';
import { DATE_DESK } from '../../../di/ui.tokens';
import { formFailure, formRefused, readPageForm, type FormOutcome } from '../../../forms/page-form-action';
import { refuseAccess } from '../../../routing/access-denied';
import { CANCEL_FORM_TARGET, unconfirmedCancel } from '../cancel-form';
import { runTask } from '../../../routing/run-task';
import { dateFieldsOf, seriesDateFieldsOf } from './date-form.fields';
import { ADD_MODULE_FIELD, anyModuleTyped, moduleTextsOf, postedModuleRows, valuesWithAddedRow } from './module-rows';

/** The forms of a date's page: its fields, and calling it off. */
export const DATE_FORM_TARGET = 'termin';

export interface DatePageData {
  readonly sheet: DateSheetWire;
  readonly done: DateDone | null;
}

/** A visitor goes to the login and back; someone without the back office's role gets the access-denied page. */
const refuseOrThrow = <A,>(result: E.Either<AppError, A>, path: string): Promise<A> => {
  if (E.isLeft(result) && result.left._tag === 'Unauthenticated') {
    // eslint-disable-next-line @typescript-eslint/only-throw-error -- react-router's redirect
    throw redirect(loginPathWithRedirect(path));
  }
  if (E.isLeft(result) && result.left._tag === 'Forbidden') refuseAccess(result.left.message);
  return runTask(() => Promise.resolve(result));
};

const eventIdOf = (params: LoaderFunctionArgs['params']): number => Number(/^\d{1,9}$/.test(params.eventId ?? '') ? params.eventId : 0);

const doneOf = (url: string): DateDone | null => {
  const done = new URL(url).searchParams.get(DATE_DONE_PARAM);
  return done === 'angelegt' || done === 'gespeichert' || done === 'abgesagt' ? done : null;
};

export const newDateLoader =
  (container: PageContainer) =>
  async ({ params, request }: LoaderFunctionArgs): Promise<NewDateSheetWire> =>
    refuseOrThrow(await resolveService(container, DATE_DESK).newDate(params.slug ?? '')(), new URL(request.url).pathname);

/** "Modul hinzufügen": the form comes back as typed with one more row; nothing is saved. */
const withAddedRow = (values: Readonly<Record<string, string>>) => data<FormOutcome>({ target: DATE_FORM_TARGET, values: valuesWithAddedRow(values), errors: {} });

/** Creates the date (a series with its modules); then its own page says so (POST-redirect-GET). */
export const newDateAction =
  (container: PageContainer) =>
  async ({ params, request }: ActionFunctionArgs) => {
    const { values, refused } = await readPageForm(request);
    if (refused) return formRefused(DATE_FORM_TARGET, values);
    if (values[ADD_MODULE_FIELD] !== undefined) return withAddedRow(values);
    const rows = postedModuleRows(values);
    // Module rows count for a series, or when typed in for another kind (which the rules then refuse).
    const modules = values.kind === 'series' || anyModuleTyped(rows) ? moduleTextsOf(rows) : undefined;
    const result = await resolveService(container, DATE_DESK).createDate(params.slug ?? '', dateFieldsOf(values), modules)();
    if (E.isLeft(result)) return formFailure(DATE_FORM_TARGET, values, result.left);
    return redirect(`${datePath(result.right.eventId)}?${DATE_DONE_PARAM}=angelegt`);
  };

export const dateLoader =
  (container: PageContainer) =>
  async ({ params, request }: LoaderFunctionArgs) => {
    const sheet = await refuseOrThrow(await resolveService(container, DATE_DESK).date(eventIdOf(params))(), new URL(request.url).pathname);
    return data<DatePageData>({ sheet, done: doneOf(request.url) });
  };

/** Saves the fields and a series' modules (a new start or end, or moved modules, are mailed to the participants) or calls the date off. */
export const dateAction =
  (container: PageContainer) =>
  async ({ params, request }: ActionFunctionArgs) => {
    const { values, refused } = await readPageForm(request);
    const target = values.intent === 'absagen' ? CANCEL_FORM_TARGET : DATE_FORM_TARGET;
    if (refused) return formRefused(target, values);
    const unconfirmed = target === CANCEL_FORM_TARGET ? unconfirmedCancel('termin', values) : undefined;
    if (unconfirmed !== undefined) return unconfirmed;
    if (target === DATE_FORM_TARGET && values[ADD_MODULE_FIELD] !== undefined) return withAddedRow(values);
    const desk = resolveService(container, DATE_DESK);
    const eventId = eventIdOf(params);
    // A series' form has module rows and none of the fields they decide.
    const rows = postedModuleRows(values);
    const result: E.Either<AppError, unknown> =
      target === CANCEL_FORM_TARGET
        ? await desk.cancelDate(eventId)()
        : rows.length > 0
          ? await desk.changeDate(eventId, seriesDateFieldsOf(values), moduleTextsOf(rows))()
          : await desk.changeDate(eventId, dateFieldsOf(values))();
    if (E.isLeft(result)) return formFailure(target, values, result.left);
    const done: DateDone = target === CANCEL_FORM_TARGET ? 'abgesagt' : 'gespeichert';
    return redirect(`${datePath(eventId)}?${DATE_DONE_PARAM}=${done}`);
  };
