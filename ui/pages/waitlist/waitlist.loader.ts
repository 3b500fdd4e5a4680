import * as E from 'fp-ts/Either';
import * as TE from 'fp-ts/TaskEither';
import { pipe } from 'fp-ts/function';
import type * as t from 'io-ts';
import type { Container } from 'inversify';
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import { EntryParams, WaitlistEntryWire } from '../../../application/orders/orders.codecs';
import { resolveService } from '../../di/page-container';
import { CATALOGUE, WAITING_LIST } from '../../di/ui.tokens';
import { runTask } from '../../routing/run-task';
import { TERMIN_PARAM, seatDateOf, type SeatDate } from '../reservation/seat-date';
import { formRefused, readPageForm } from '../../forms/page-form-action';
import { JOIN_TARGET, joinWaitingList } from './waitlist-join';

export const WAITLIST_PAGE_PATH = '/warteliste';
/** The query parameter the offer mail puts the entry's id in (waitlistOfferPagePath). */
export const OFFER_PARAM = 'angebot';

/** The seminar date an entry waits for, as the page shows it. */
export interface WaitlistSeminar {
  readonly title: string;
  readonly startDate: string;
}

/** JSON-safe: the entry as the wire carries it (decoded again by the page) and its seminar. */
export type WaitlistPageData =
  | { readonly kind: 'about' }
  | { readonly kind: 'join'; readonly date: SeatDate }
  | { readonly kind: 'entry'; readonly entry: t.OutputOf<typeof WaitlistEntryWire>; readonly seminar: WaitlistSeminar | null };

const NOT_FOUND = 'Diesen Eintrag auf der Warteliste gibt es nicht.';

/**
 * /warteliste?angebot=<entryId>: only reads the entry (GET); accepting is a button on the page,
 * so a mail scanner that opens the link accepts nothing. An id that is not one is unknown (404).
 */
export const waitlistLoader =
  (container: Container) =>
  async ({ request }: LoaderFunctionArgs): Promise<WaitlistPageData> => {
    const params = new URL(request.url).searchParams;
    const entryId = params.get(OFFER_PARAM);
    if ((entryId === null || entryId === '') && params.has(TERMIN_PARAM)) return { kind: 'join', date: await seatDateOf(container, params.get(TERMIN_PARAM)) };
    if (entryId === null || entryId === '') return { kind: 'about' };
    if (E.isLeft(EntryParams.decode({ entryId }))) {
      // eslint-disable-next-line @typescript-eslint/only-throw-error -- react-router's 404
      throw data({ message: NOT_FOUND, status: 404 }, { status: 404 });
    }
    const entry = await runTask(resolveService(container, WAITING_LIST).entry(entryId));
    const event = await pipe(
      resolveService(container, CATALOGUE).consumerEvent({ eventId: entry.eventId, relations: new Set(['content', 'theme']) }),
      TE.map((found): WaitlistSeminar | null => ({ title: found.content?.title ?? found.theme?.title ?? 'Seminar', startDate: found.startDate.toString() })),
      // The entry is what the visitor came for; without its seminar the page still shows it.
      TE.orElse(() => TE.right<never, WaitlistSeminar | null>(null)),
    )();
    return { kind: 'entry', entry: WaitlistEntryWire.encode(entry), seminar: E.isRight(event) ? event.right : null };
  };

/** The page's posts: joining the list of a date (`?termin=`). */
export const waitlistAction =
  (container: Container) =>
  async ({ request }: ActionFunctionArgs) => {
    const post = await readPageForm(request);
    if (post.refused) return formRefused(JOIN_TARGET, post.values);
    return joinWaitingList(container, Number(new URL(request.url).searchParams.get(TERMIN_PARAM)), post);
  };
