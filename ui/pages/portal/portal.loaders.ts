import * as E from 'fp-ts/Either';
import type * as TE from 'fp-ts/TaskEither';
import { redirect } from 'react-router';
import type { AppError } from '../../../domain/errors/app-error';
import { loginPathWithRedirect } from '../../../domain/login/login-path';
import { resolveService, type PageContainer } from '../../di/page-container';
import { VISITOR_ACCOUNTS, VISITOR_PORTAL_EVENTS, VISITOR_PORTAL_SETTINGS } from '../../di/ui.tokens';
import { runTask } from '../../routing/run-task';
import type { BookedEventsWire } from '../../../application/portal/portal-events.codecs';
import type { RecommendationCard } from '../recommendations/recommendation-cards';
import { relatedCards } from '../recommendations/recommendations.loader';
import { eventRow, type EventRow } from './event-rows';

export { eventRow, type EventRow } from './event-rows';

export interface LoaderArgs {
  readonly request: Request;
}

/**
 * Runs the task; a visitor (Unauthenticated) is sent to the login, which brings them back to
 * the page they asked for (spec §6). Other failures go to the error boundary with their status.
 */
export const asCaller = async <A>(request: Request, task: TE.TaskEither<AppError, A>): Promise<A> => {
  const result = await task();
  if (E.isLeft(result) && result.left._tag === 'Unauthenticated') {
    // eslint-disable-next-line @typescript-eslint/only-throw-error -- react-router's redirect
    throw redirect(loginPathWithRedirect(new URL(request.url).pathname));
  }
  return runTask(() => Promise.resolve(result));
};

export interface PortalHomeData {
  readonly firstname: string;
  readonly nextEvents: readonly EventRow[];
  readonly pastEvents: readonly EventRow[];
  readonly gremium: boolean;
  /** Seminars related to what the user booked, each naming the booked seminar it follows from. */
  readonly recommended: readonly RecommendationCard[];
}

const PORTAL_RECOMMENDATIONS = 4;

/**
 * The seminars the user has booked (a seat booked, not only reserved, waiting or cancelled:
 * the page says "weil Sie … gebucht haben"), each once, in the order of the lists.
 */
export const bookedThemeSlugs = (events: BookedEventsWire): readonly string[] => [
  ...new Set(events.filter((event) => event.recipients.some((recipient) => recipient.status === 'booked')).flatMap((event) => (event.themeSlug === undefined ? [] : [event.themeSlug]))),
];

/** Mein Bereich: the greeting, the caller's next and past seminars, whether they belong to a Gremium. */
export const portalHomeLoader =
  (container: PageContainer) =>
  async ({ request }: LoaderArgs): Promise<PortalHomeData> => {
    const events = resolveService(container, VISITOR_PORTAL_EVENTS);
    const memberships = await asCaller(request, resolveService(container, VISITOR_PORTAL_SETTINGS).memberships());
    const [current, { future: next, past }] = await Promise.all([
      asCaller(request, resolveService(container, VISITOR_ACCOUNTS).currentUser()),
      asCaller(request, events.eventsByPeriod()),
    ]);
    const booked = bookedThemeSlugs([...next, ...past]);
    const recommended = booked.length === 0 ? [] : (await relatedCards(container, { theme: booked.join(','), limit: PORTAL_RECOMMENDATIONS }, ['themes'])).themes;
    return {
      firstname: current.user?.firstname ?? '',
      nextEvents: next.map(eventRow),
      pastEvents: past.map(eventRow),
      gremium: memberships.memberships.length > 0,
      recommended,
    };
  };
