import * as E from 'fp-ts/Either';
import * as TE from 'fp-ts/TaskEither';
import { pipe } from 'fp-ts/function';
import type * as t from 'io-ts';
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import { EntryParams, WaitlistEntryWire } from '../../../application/orders/orders.codecs';
import { waitlistOfferPagePath } from '../../../application/orders/orders.paths';
import { resolveService, type PageContainer } from '../../di/page-container';
import { formFailure, formRefused, readPageForm } from '../../forms/page-form-action';
import { CATALOGUE, WAITING_LIST } from '../../di/ui.tokens';
import { runTask } from '../../routing/run-task';
import { TERMIN_PARAM, seatDateOf, type SeatDate } from '../reservation/seat-date';
import { JOIN_TARGET, joinWaitingList } from './waitlist-join';
import { WAITLIST_PAGE_PATH } from './waitlist.paths';

export { WAITLIST_PAGE_PATH };

/** The query parameter the offer mail puts the entry's id in (waitlistOfferPagePath). */
export const OFFER_PARAM = 'angebot';
/** The marker the redirect after accepting carries: the page then thanks the visitor. */
export const ACCEPTED_PARAM = 'uebernommen';
/** Which form of the page an action's answer belongs to. */
export const ACCEPT_TARGET = 'angebot';

export const wasAccepted = (search: URLSearchParams): boolean => search.get(ACCEPTED_PARAM) === '1';

/** The seminar date or Fachtagung an entry waits for, as the page shows it. */
export interface WaitlistSeminar {
  /** 'Seminar' or 'Fachtagung': the label of the title. */
  readonly noun: string;
  readonly title: string;
  readonly startDate: string;
}

/** JSON-safe: the entry as the wire carries it (decoded again by the page) and its seminar. */
export type WaitlistPageData =
  | { readonly kind: 'about' }
  | { readonly kind: 'join'; readonly date: SeatDate }
  | { readonly kind: 'entry'; readonly entry: t.OutputOf<typeof WaitlistEntryWire>; readonly seminar: WaitlistSeminar | null };

const NOT_FOUND = 'Diesen Eintrag auf der Warteliste gibt es nicht.';

const notFound = (): never => {
  // eslint-disable-next-line @typescript-eslint/only-throw-error -- react-router's 404
  throw data({ message: NOT_FOUND, status: 404 }, { status: 404 });
};

/**
 * /warteliste?angebot=<entryId>: only reads the entry (GET); accepting is a button on the page,
 * so a mail scanner that opens the link accepts nothing. An id that is not one is unknown (404).
 */
export const waitlistLoader =
  (container: PageContainer) =>
  async ({ request }: LoaderFunctionArgs): Promise<WaitlistPageData> => {
    const params = new URL(request.url).searchParams;
    const entryId = params.get(OFFER_PARAM);
    if ((entryId === null || entryId === '') && params.has(TERMIN_PARAM)) return { kind: 'join', date: await seatDateOf(container, params.get(TERMIN_PARAM)) };
    if (entryId === null || entryId === '') return { kind: 'about' };
    if (E.isLeft(EntryParams.decode({ entryId }))) return notFound();
    const entry = await runTask(resolveService(container, WAITING_LIST).entry(entryId));
    const catalogue = resolveService(container, CATALOGUE);
    const event = await pipe(
      catalogue.consumerEvent({ eventId: entry.eventId, relations: new Set(['content', 'theme']) }),
      TE.map((found): WaitlistSeminar | null => ({ noun: 'Seminar', title: found.content?.title ?? found.theme?.title ?? 'Seminar', startDate: found.startDate.toString() })),
      // Not a seminar date: a Fachtagung's waiting list, under the Fachtagung's bookable id.
      TE.orElse(() =>
        pipe(
          catalogue.conferences(),
          TE.map((conferences) => conferences.find((conference) => conference.bookableId === entry.eventId)),
          TE.map((found): WaitlistSeminar | null => (found === undefined ? null : { noun: 'Fachtagung', title: found.title, startDate: found.startDate.toString() })),
        ),
      ),
      // The entry is what the visitor came for; without its seminar the page still shows it.
      TE.orElse(() => TE.right<never, WaitlistSeminar | null>(null)),
    )();
    return { kind: 'entry', entry: WaitlistEntryWire.encode(entry), seminar: E.isRight(event) ? event.right : null };
  };

/**
 * The page's posts. The offer's button (POST /warteliste?angebot=<entryId>) books the offered
 * seats (POST /api/warteliste/{entryId}/accept behind it) and redirects to the entry, now
 * accepted (POST-redirect-GET); an offer that is gone answers the page with the server's
 * message. The join form of a full date (POST /warteliste?termin=<eventId>) puts the visitor on
 * its list.
 */
export const waitlistAction =
  (container: PageContainer) =>
  async ({ request }: ActionFunctionArgs) => {
    const params = new URL(request.url).searchParams;
    if (!params.has(OFFER_PARAM) && params.has(TERMIN_PARAM)) {
      const post = await readPageForm(request);
      if (post.refused) return formRefused(JOIN_TARGET, post.values);
      return joinWaitingList(container, Number(params.get(TERMIN_PARAM)), post);
    }
    const entryId = params.get(OFFER_PARAM) ?? '';
    if (E.isLeft(EntryParams.decode({ entryId }))) return notFound();
    const { values, refused } = await readPageForm(request);
    if (refused) return formRefused(ACCEPT_TARGET, values);
    const accepted = await resolveService(container, WAITING_LIST).accept(entryId)();
    if (E.isLeft(accepted)) return formFailure(ACCEPT_TARGET, values, accepted.left);
    return redirect(`${waitlistOfferPagePath(entryId)}&${ACCEPTED_PARAM}=1`);
  };
