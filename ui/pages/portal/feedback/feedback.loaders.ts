import * as E from 'fp-ts/Either';
import { Temporal } from 'temporal-polyfill';
import { formatDate } from '../../../../domain/calendar/calendar';
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import { PORTAL_MESSAGES } from '../../../../application/portal/messages';
import { invalid } from '../../../../domain/errors/app-error';
import { attendedSeat } from '../../../../domain/portal/feedback';
import { loginPathWithRedirect } from '../../../../domain/login/login-path';
import { resolveService, type PageContainer } from '../../../di/page-container';
import { VISITOR_FEEDBACK, VISITOR_PORTAL_EVENTS } from '../../../di/ui.tokens';
import { formFailure, formRefused, readPageForm } from '../../../forms/page-form-action';
import { runTask } from '../../../routing/run-task';
import { eventRow } from '../event-rows';
import { FEEDBACK_PAGE_PATH } from '../portal.paths';

/** Which seminar the feedback is about, in the page's address. */
export const SEMINAR_PARAM = 'veranstaltung';
const THANKS_PARAM = 'danke';
export const FEEDBACK_TARGET = 'feedback';

export const feedbackPagePath = (eventId: number): string => `${FEEDBACK_PAGE_PATH}?${SEMINAR_PARAM}=${String(eventId)}`;

export interface AttendedSeminar {
  readonly eventId: number;
  readonly title: string;
  readonly date: string;
  readonly location: string;
}

/** Feedback the user already sent on the chosen seminar, as the page shows it. */
export interface GivenFeedbackRow {
  readonly date: string;
  readonly rating: number | null;
  readonly message: string;
}

export interface FeedbackPageData {
  /** The caller's attended seminars, to choose one (latest first). */
  readonly attended: readonly AttendedSeminar[];
  /** The seminar chosen in the address; null: the list to choose from. */
  readonly chosen: AttendedSeminar | null;
  readonly thanked: boolean;
  /** What the user already wrote about the chosen seminar, oldest first. */
  readonly given: readonly GivenFeedbackRow[];
}

const idOf = (value: string | null | undefined): number | undefined => (value != null && /^\d{1,9}$/.test(value) ? Number(value) : undefined);

const here = (request: Request): string => {
  const url = new URL(request.url);
  return `${url.pathname}${url.search}`;
};

/**
 * The feedback page: the caller's attended seminars (domain/portal/feedback), or the form for
 * one of them. Anyone else's seminar, or one not attended, is a 404; a visitor goes to the login and back.
 */
export const feedbackLoader =
  (container: PageContainer) =>
  async ({ request }: LoaderFunctionArgs): Promise<FeedbackPageData> => {
    const past = await resolveService(container, VISITOR_PORTAL_EVENTS).events('past')();
    if (E.isLeft(past) && past.left._tag === 'Unauthenticated') {
      // eslint-disable-next-line @typescript-eslint/only-throw-error -- react-router's redirect
      throw redirect(loginPathWithRedirect(here(request)));
    }
    const attended = (await runTask(() => Promise.resolve(past)))
      .filter((event) => attendedSeat(event.recipients))
      .map(eventRow)
      .map(({ eventId, title, date, location }) => ({ eventId, title, date, location }));
    const search = new URL(request.url).searchParams;
    const wanted = search.get(SEMINAR_PARAM);
    if (wanted === null) return { attended, chosen: null, thanked: false, given: [] };
    const chosen = attended.find((seminar) => seminar.eventId === idOf(wanted));
    // eslint-disable-next-line @typescript-eslint/only-throw-error -- react-router's 404
    if (chosen === undefined) throw data({ message: PORTAL_MESSAGES.feedbackUnknownEvent, status: 404 }, { status: 404 });
    const given = await runTask(resolveService(container, VISITOR_FEEDBACK).given(chosen.eventId));
    return {
      attended,
      chosen,
      thanked: search.has(THANKS_PARAM),
      given: given.feedback.map(({ message, rating, receivedAt }) => ({ message, rating, date: formatDate(Temporal.Instant.from(receivedAt)) })),
    };
  };

/** The form's post (also without JavaScript): the server's rules check it; thanks after POST-redirect-GET. */
export const feedbackAction =
  (container: PageContainer) =>
  async ({ request }: ActionFunctionArgs) => {
    const { values, refused } = await readPageForm(request);
    if (refused) return formRefused(FEEDBACK_TARGET, values);
    const eventId = idOf(values.eventId);
    if (eventId === undefined) return formFailure(FEEDBACK_TARGET, values, invalid({ eventId: PORTAL_MESSAGES.feedbackUnknownEvent }));
    const rating = values.rating === undefined || values.rating === '' ? undefined : Number(values.rating);
    const sent = await resolveService(container, VISITOR_FEEDBACK).send({ message: values.message ?? '', rating, eventId })();
    if (E.isLeft(sent) && sent.left._tag === 'Unauthenticated') return redirect(loginPathWithRedirect(feedbackPagePath(eventId)));
    if (E.isLeft(sent)) return formFailure(FEEDBACK_TARGET, values, sent.left);
    return redirect(`${feedbackPagePath(eventId)}&${THANKS_PARAM}=1`);
  };
