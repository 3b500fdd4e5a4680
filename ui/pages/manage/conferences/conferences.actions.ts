import * as E from 'fp-ts/Either';
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import type { ConferenceListWire, ConferenceSheetWire } from '../../../../application/catalogue-admin/conference-desk.codecs';
import { CONFERENCE_DONE_PARAM, conferencePath, type ConferenceDone } from '../../../../application/catalogue-admin/conference-desk.port';
import type { AppError } from '../../../../domain/errors/app-error';
import { loginPathWithRedirect } from '../../../../domain/login/login-path';
import { resolveService, type PageContainer } from '../../../di/page-container';
import { CONFERENCE_DESK } from '../../../di/ui.tokens';
import { formFailure, formRefused, readPageForm } from '../../../forms/page-form-action';
import { refuseAccess } from '../../../routing/access-denied';
import { CANCEL_FORM_TARGET, unconfirmedCancel } from '../cancel-form';
import { runTask } from '../../../routing/run-task';
import { conferenceFieldsOf } from './conference-form.fields';

/** The forms of a Fachtagung's page: its fields, and calling it off. */
export const CONFERENCE_FORM_TARGET = 'fachtagung';

export interface ConferencePageData {
  readonly sheet: ConferenceSheetWire;
  readonly done: ConferenceDone | null;
}

const doneOf = (url: string): ConferenceDone | null => {
  const done = new URL(url).searchParams.get(CONFERENCE_DONE_PARAM);
  return done === 'gespeichert' || done === 'abgesagt' ? done : null;
};

const refuseOrThrow = <A,>(result: E.Either<AppError, A>, path: string): Promise<A> => {
  if (E.isLeft(result) && result.left._tag === 'Unauthenticated') {
    // eslint-disable-next-line @typescript-eslint/only-throw-error -- react-router's redirect
    throw redirect(loginPathWithRedirect(path));
  }
  if (E.isLeft(result) && result.left._tag === 'Forbidden') refuseAccess(result.left.message);
  return runTask(() => Promise.resolve(result));
};

const conferenceIdOf = (params: LoaderFunctionArgs['params']): number => Number(/^\d{1,9}$/.test(params.conferenceId ?? '') ? params.conferenceId : 0);

export const conferencesLoader =
  (container: PageContainer) =>
  async ({ request }: LoaderFunctionArgs): Promise<ConferenceListWire> =>
    refuseOrThrow(await resolveService(container, CONFERENCE_DESK).conferences()(), new URL(request.url).pathname);

export const conferenceLoader =
  (container: PageContainer) =>
  async ({ params, request }: LoaderFunctionArgs) => {
    const sheet = await refuseOrThrow(await resolveService(container, CONFERENCE_DESK).conference(conferenceIdOf(params))(), new URL(request.url).pathname);
    return data<ConferencePageData>({ sheet, done: doneOf(request.url) });
  };

/** Saves the fields (a new start or end is mailed to the participants) or calls the Fachtagung off. */
export const conferenceAction =
  (container: PageContainer) =>
  async ({ params, request }: ActionFunctionArgs) => {
    const { values, refused } = await readPageForm(request);
    const target = values.intent === 'absagen' ? CANCEL_FORM_TARGET : CONFERENCE_FORM_TARGET;
    if (refused) return formRefused(target, values);
    const unconfirmed = target === CANCEL_FORM_TARGET ? unconfirmedCancel('fachtagung', values) : undefined;
    if (unconfirmed !== undefined) return unconfirmed;
    const desk = resolveService(container, CONFERENCE_DESK);
    const conferenceId = conferenceIdOf(params);
    const result: E.Either<AppError, unknown> =
      target === CANCEL_FORM_TARGET ? await desk.cancelConference(conferenceId)() : await desk.changeConference(conferenceId, conferenceFieldsOf(values))();
    if (E.isLeft(result)) return formFailure(target, values, result.left);
    const done: ConferenceDone = target === CANCEL_FORM_TARGET ? 'abgesagt' : 'gespeichert';
    return redirect(`${conferencePath(conferenceId)}?${CONFERENCE_DONE_PARAM}=${done}`);
  };
