import * as E from 'fp-ts/Either';
import { data, redirect, type LoaderFunctionArgs } from 'react-router';
import { MAX_BOOKING_STATE_EVENTS } from '../../../application/catalogue/booking-state.codecs';
import { WISHLIST_ANALYSIS_PAGE } from '../../../application/wishlist/wishlist.paths';
import { cents, formatEuro } from '../../../domain/money/money';
import { participantCount } from '../../../domain/pricing/participant-count';
import { totalPrice } from '../../../domain/pricing/pricing';
import { loginPathWithRedirect } from '../../../domain/login/login-path';
import { resolveService, type PageContainer } from '../../di/page-container';
import { CATALOGUE, VISITOR_GREMIUM, VISITOR_PORTAL_SETTINGS, VISITOR_WISHLIST } from '../../di/ui.tokens';
import { runTask } from '../../routing/run-task';
import { dateRow, type DateRow } from './wishlist-rows';

/** The field of the page's GET form: how many of the council would take part. */
export const COUNT_FIELD = 'teilnehmende';
export const MAX_COUNT = 30;
export const COUNT_MESSAGE = `Bitte geben Sie eine ganze Zahl von 1 bis ${String(MAX_COUNT)} an.`;

export interface ComparedDate extends DateRow {
  /** The total for the chosen number of participants (domain/pricing, tiers per position). */
  readonly totalText: string;
  readonly perPersonText: string;
  /** '5 Plätze frei', 'Ausgebucht' … */
  readonly seatsText: string;
  readonly bookable: boolean;
  /** The lowest total among the compared dates that can still be booked. */
  readonly cheapest: boolean;
}

export interface WishlistAnalysisData {
  readonly dates: readonly ComparedDate[];
  /** The number the prices are for: the form's, or the council's size (its members; 1 alone). */
  readonly count: number;
  /** What was typed into the form, shown again as typed when it was refused. */
  readonly typed: string;
  readonly countError: string | null;
  readonly gremiumName: string | null;
}

/** The council's size: the members of the caller's Gremium, or 1 for a user on their own. */
const councilOf = async (container: PageContainer): Promise<{ readonly size: number; readonly name: string | null }> => {
  const memberships = await resolveService(container, VISITOR_PORTAL_SETTINGS).memberships()();
  if (E.isLeft(memberships) || memberships.right.memberships.length === 0) return { size: 1, name: null };
  const members = await resolveService(container, VISITOR_GREMIUM).members()();
  return E.isRight(members) ? { size: Math.min(Math.max(members.right.members.length, 1), MAX_COUNT), name: members.right.gremium.name } : { size: 1, name: null };
};

const countOf = (typed: string | null): number | undefined => {
  if (typed === null || !/^\d{1,3}$/.test(typed.trim())) return undefined;
  const count = Number(typed.trim());
  return count >= 1 && count <= MAX_COUNT ? count : undefined;
};

const seatsText = (seatsLeft: number | undefined, label: string | undefined): string => {
  if (seatsLeft === undefined) return label ?? 'unbekannt';
  if (seatsLeft <= 0) return label ?? 'Ausgebucht';
  return seatsLeft === 1 ? '1 Platz frei' : `${String(seatsLeft)} Plätze frei`;
};

/**
 * /wishlist/analysis as a page: the caller's kept dates side by side, each with the price for
 * the council's number of participants and the seats left, to choose one. A visitor goes to
 * the login and back; a number that is not one answers 400 with the council's size kept.
 */
export const wishlistAnalysisLoader =
  (container: PageContainer) =>
  async ({ request }: LoaderFunctionArgs) => {
    const result = await resolveService(container, VISITOR_WISHLIST).entriesWithEvent()();
    if (E.isLeft(result) && result.left._tag === 'Unauthenticated') {
      // eslint-disable-next-line @typescript-eslint/only-throw-error -- react-router's redirect
      throw redirect(loginPathWithRedirect(WISHLIST_ANALYSIS_PAGE));
    }
    const entries = await runTask(() => Promise.resolve(result));
    const council = await councilOf(container);
    const typed = new URL(request.url).searchParams.get(COUNT_FIELD);
    const chosen = countOf(typed);
    const countError = typed !== null && chosen === undefined ? COUNT_MESSAGE : null;
    const count = chosen ?? council.size;
    const eventIds = [...new Set(entries.map((entry) => entry.event.eventId))].slice(0, MAX_BOOKING_STATE_EVENTS);
    const states =
      eventIds.length === 0 ? [] : await runTask(resolveService(container, CATALOGUE).bookingStates({ eventIds }));
    const stateOf = new Map(states.map((state) => [state.eventId, state]));
    const events = [...entries].map((entry) => entry.event).sort((a, b) => a.startDate.epochMilliseconds - b.startDate.epochMilliseconds);
    const totals = events.map((event) => totalPrice(event.prices, participantCount(count)));
    const bookable = events.map((event) => {
      const state = stateOf.get(event.eventId);
      return state === undefined || (state.state !== 'ausgebucht' && state.state !== 'vorbei');
    });
    const lowest = Math.min(...totals.filter((_, index) => bookable[index]));
    const dates: ComparedDate[] = events.map((event, index) => {
      const state = stateOf.get(event.eventId);
      const total = totals[index] ?? event.prices.price;
      return {
        ...dateRow(event),
        totalText: formatEuro(total),
        perPersonText: formatEuro(cents(Math.round(total / count))),
        seatsText: seatsText(state?.seatsLeft, state?.label),
        bookable: bookable[index] ?? false,
        cheapest: events.length > 1 && (bookable[index] ?? false) && total === lowest,
      };
    });
    const answer: WishlistAnalysisData = { dates, count, typed: countError === null ? String(count) : (typed ?? ''), countError, gremiumName: council.name };
    return countError === null ? answer : data(answer, { status: 400 });
  };
