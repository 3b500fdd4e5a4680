import * as E from 'fp-ts/Either';
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import type { ConferenceListWire, ConferenceSheetWire } from '../../../../application/catalogue-admin/conference-desk.codecs';
import { conferencePath } from '../../../../application/catalogue-admin/conference-desk.port';
import type { AppError } from '../../../../domain/errors/app-error';
import { loginPathWithRedirect } from '../../../../domain/login/login-path';
import { resolveService, type PageContainer } from '../../../di/page-container';
import { CONFERENCE_DESK } from '../../../di/ui.tokens';
import { formFailure, formRefused, readPageForm } from '../../../forms/page-form-action';
import { refuseAccess } from '../../../routing/access-denied';
import { runTask } from '../../../routing/run-task';
import { conferenceFieldsOf } from './conference-form.fields';

export const CONFERENCE_FORM_TARGET = 'fachtagung';
export const SAVED_PARAM = 'gespeichert';

export interface ConferencePageData {
  readonly sheet: ConferenceSheetWire;
  readonly saved: boolean;
}

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
    return data<ConferencePageData>({ sheet, saved: new URL(request.url).searchParams.has(SAVED_PARAM) });
  };

export const conferenceAction =
  (container: PageContainer) =>
  async ({ params, request }: ActionFunctionArgs) => {
    const { values, refused } = await readPageForm(request);
    if (refused) return formRefused(CONFERENCE_FORM_TARGET, values);
    const conferenceId = conferenceIdOf(params);
    const result = await resolveService(container, CONFERENCE_DESK).changeConference(conferenceId, conferenceFieldsOf(values))();
    if (E.isLeft(result)) return formFailure(CONFERENCE_FORM_TARGET, values, result.left);
    return redirect(`${conferencePath(conferenceId)}?${SAVED_PARAM}=1`);
  };
