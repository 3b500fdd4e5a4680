import * as E from 'fp-ts/Either';
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import { ADMIN_MESSAGES } from '../../../../application/admin/messages';
import { decodeInput } from '../../../../application/codecs/decode';
import { AttendanceInput, EventIdParams, ParticipantListWire } from '../../../../application/participants/participant-list.codecs';
import { participantListPath } from '../../../../application/participants/participants.paths';
import type { AppError } from '../../../../domain/errors/app-error';
import { loginPathWithRedirect } from '../../../../domain/login/login-path';
import { resolveService, type PageContainer } from '../../../di/page-container';
import { PARTICIPANT_LISTS } from '../../../di/ui.tokens';
import { formFailure, formRefused, readPageForm } from '../../../forms/page-form-action';
import { refuseAccess } from '../../../routing/access-denied';
import { runTask } from '../../../routing/run-task';

export type ParticipantListJson = ReturnType<typeof ParticipantListWire.encode>;

export interface ParticipantsPageData {
  readonly list: ParticipantListJson;
}

/** Each participant's attendance form is its own target: its message shows in its row. */
export const attendanceTarget = (participantId: number | string): string => `teilnahme-${String(participantId)}`;

const eventIdOf = (params: LoaderFunctionArgs['params']): number => {
  const decoded = decodeInput(EventIdParams, params);
  if (E.isLeft(decoded)) {
    // eslint-disable-next-line @typescript-eslint/only-throw-error -- react-router's 404
    throw data({ message: 'Diesen Termin gibt es nicht.', status: 404 }, { status: 404 });
  }
  return decoded.right.eventId;
};

/** The server's gate answers visitors and customers first; in the browser the port answers 401 or 403 itself. */
const refusedOr = <A>(result: E.Either<AppError, A>, back: string): E.Either<AppError, A> => {
  if (E.isLeft(result) && result.left._tag === 'Unauthenticated') {
    // eslint-disable-next-line @typescript-eslint/only-throw-error -- react-router's redirect
    throw redirect(loginPathWithRedirect(back));
  }
  if (E.isLeft(result) && result.left._tag === 'Forbidden') refuseAccess(ADMIN_MESSAGES.staffAccessDenied);
  return result;
};

/** /manage/termine/:eventId/teilnehmer: who comes, and whether they attended. */
export const participantsLoader =
  (container: PageContainer) =>
  async ({ params }: LoaderFunctionArgs) => {
    const eventId = eventIdOf(params);
    const result = refusedOr(await resolveService(container, PARTICIPANT_LISTS).list(eventId)(), participantListPath(eventId));
    const list = await runTask(() => Promise.resolve(result));
    return data<ParticipantsPageData>({ list: ParticipantListWire.encode(list) });
  };

/** One participant's attendance (attended=ja|nein), a plain form post per row: works without JavaScript. */
export const participantsAction =
  (container: PageContainer) =>
  async ({ request, params }: ActionFunctionArgs) => {
    const eventId = eventIdOf(params);
    const { values, refused } = await readPageForm(request);
    const target = attendanceTarget(values.participantId ?? '');
    if (refused) return formRefused(target, values);
    const attendance = decodeInput(AttendanceInput, values);
    const result = E.isLeft(attendance) ? attendance : await resolveService(container, PARTICIPANT_LISTS).recordAttendance(eventId, attendance.right)();
    refusedOr(result, participantListPath(eventId));
    if (E.isLeft(result)) return formFailure(target, values, result.left);
    return redirect(`${participantListPath(eventId)}?erfasst=${encodeURIComponent(values.participantId ?? '')}#${target}`);
  };
