import * as E from 'fp-ts/Either';
import * as TE from 'fp-ts/TaskEither';
import { pipe } from 'fp-ts/function';
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import type { BookedEventWire } from '../../../../application/portal/portal-events.codecs';
import { PORTAL_PATHS } from '../../../../application/portal/portal.paths';
import { forbidden, invalid, notFound, type AppError } from '../../../../domain/errors/app-error';
import { gremiumAccess } from '../../../../domain/portal/gremium-access';
import { PORTAL_MESSAGES } from '../../../../application/portal/messages';
import { resolveService, type PageContainer } from '../../../di/page-container';
import { MAX_BOOKING_STATE_EVENTS } from '../../../../application/catalogue/booking-state.codecs';
import { cartDateText } from '../../../../domain/calendar/calendar';
import { CATALOGUE, VISITOR_CART, VISITOR_GREMIUM, VISITOR_PORTAL_SETTINGS, VISITOR_WISHLIST } from '../../../di/ui.tokens';
import { formRefused, readPageForm } from '../../../forms/page-form-action';
import { CART_PAGE_PATH, itemAnchor } from '../../cart/cart.paths';
import { asCaller, eventRow, type EventRow } from '../portal.loaders';
import { GREMIUM_BOOKINGS_PATH } from '../portal.paths';
import { gremiumFailure, idOf } from './gremium-form';

export const BOOK_TARGET = 'kollegin-buchen';
export const MEMBER_PARAM = 'mitglied';
export const SEMINAR_PARAM = 'seminar';

export interface Option {
  readonly value: string;
  readonly label: string;
}

export interface GremiumBookingsData {
  readonly futureEvents: readonly EventRow[];
  readonly pastEvents: readonly EventRow[];
  /** The filter as asked (?mitglied=…&seminar=…), and what it chooses from. */
  readonly filter: { readonly member: string; readonly seminar: string };
  readonly participantOptions: readonly Option[];
  readonly seminarOptions: readonly Option[];
  /** Admins book colleagues from here: the members and the Gremium's coming dates. */
  readonly booking: { readonly members: readonly Option[]; readonly dates: readonly Option[] } | null;
  readonly overviewPdf: string;
}

const participantName = (recipient: BookedEventWire['recipients'][number]): string => `${recipient.firstname} ${recipient.lastname}`;

const distinct = (values: readonly string[]): readonly Option[] =>
  [...new Set(values)].sort((a, b) => a.localeCompare(b, 'de')).map((value) => ({ value, label: value }));

/**
 * The filter of the bookings page: by participant (their name as the bookings show it) and by
 * seminar (its title); an empty choice keeps all. A booked event stays with only the chosen
 * participant shown, so the list answers "what is Ahmet booked on".
 */
export const filterBookings = (events: readonly BookedEventWire[], member: string, seminar: string): readonly BookedEventWire[] =>
  events
    .filter((event) => seminar === '' || event.title === seminar)
    .map((event) => (member === '' ? event : { ...event, recipients: event.recipients.filter((recipient) => participantName(recipient) === member) }))
    .filter((event) => member === '' || event.recipients.length > 0);

/**
 * The dates an admin may book a colleague into: the Gremium's coming dates (colleagues join
 * each other) and the dates on the admin's own Merkliste that have not begun, so a Gremium
 * without bookings yet can book from here too. The cart decides the rest (a full date, prices).
 */
const bookableDates = async (container: PageContainer, request: Request, gremiumDates: readonly BookedEventWire[]): Promise<readonly Option[]> => {
  const own = gremiumDates.map((event) => ({ value: String(event.eventId), label: `${eventRow(event).date} · ${event.title} · ${event.location}` }));
  const taken = new Set(gremiumDates.map((event) => event.eventId));
  const kept = (await asCaller(request, resolveService(container, VISITOR_WISHLIST).entriesWithEvent())).map((entry) => entry.event).filter((event) => !taken.has(event.eventId));
  if (kept.length === 0) return own;
  const states = await asCaller(request, resolveService(container, CATALOGUE).bookingStates({ eventIds: [...new Set(kept.map((event) => event.eventId))].slice(0, MAX_BOOKING_STATE_EVENTS) }));
  const over = new Set(states.filter((state) => state.state === 'vorbei').map((state) => state.eventId));
  const fromWishlist = [...new Map(kept.filter((event) => !over.has(event.eventId)).map((event) => [event.eventId, event])).values()]
    .sort((a, b) => a.startDate.epochMilliseconds - b.startDate.epochMilliseconds)
    .map((event) => ({ value: String(event.eventId), label: `${cartDateText(event.startDate, event.endDate)} · ${event.theme.title} · ${event.locationText} (Merkliste)` }));
  return [...own, ...fromWishlist];
};

export const gremiumBookingsLoader =
  (container: PageContainer) =>
  async ({ request }: LoaderFunctionArgs): Promise<GremiumBookingsData> => {
    const search = new URL(request.url).searchParams;
    const member = (search.get(MEMBER_PARAM) ?? '').trim();
    const seminar = (search.get(SEMINAR_PARAM) ?? '').trim();
    const gremium = resolveService(container, VISITOR_GREMIUM);
    const wire = await asCaller(request, gremium.bookings());
    const memberships = await asCaller(request, resolveService(container, VISITOR_PORTAL_SETTINGS).memberships());
    const isAdmin = memberships.memberships.some((membership) => membership.role === 'admin');
    const all = [...wire.futureEvents, ...wire.pastEvents];
    const members = isAdmin ? (await asCaller(request, gremium.members())).members : [];
    return {
      futureEvents: filterBookings(wire.futureEvents, member, seminar).map(eventRow),
      pastEvents: filterBookings(wire.pastEvents, member, seminar).map(eventRow),
      filter: { member, seminar },
      participantOptions: distinct(all.flatMap((event) => event.recipients.map(participantName))),
      seminarOptions: distinct(all.map((event) => event.title)),
      booking: isAdmin
        ? {
            members: members.map((one) => ({ value: String(one.userId), label: `${one.firstname} ${one.lastname}` })),
            dates: await bookableDates(container, request, wire.futureEvents),
          }
        : null,
      overviewPdf: PORTAL_PATHS.gremiumOverviewPdf,
    };
  };

const UNKNOWN_MEMBER = 'Bitte wählen Sie ein Mitglied Ihres Gremiums aus.';
const UNKNOWN_DATE = 'Bitte wählen Sie einen Termin aus.';

/**
 * "Kollegin oder Kollegen buchen": the chosen member goes into the caller's cart for the chosen
 * date, through the cart's own add-cart-item and add-recipient, so prices and rules stay the
 * cart's (domain/pricing). The cart page then shows the line to check and order.
 */
export const gremiumBookingsAction =
  (container: PageContainer) =>
  async ({ request }: ActionFunctionArgs) => {
    const { values, refused } = await readPageForm(request);
    if (refused) return formRefused(BOOK_TARGET, values);
    const userId = idOf(values.userId);
    const eventId = idOf(values.eventId);
    const gremium = resolveService(container, VISITOR_GREMIUM);
    const cart = resolveService(container, VISITOR_CART);
    const fail = (error: AppError) => gremiumFailure(GREMIUM_BOOKINGS_PATH, BOOK_TARGET, values, error);
    if (eventId === undefined) return fail(invalid({ eventId: UNKNOWN_DATE }, UNKNOWN_DATE));
    // Booking for a colleague is a change the Gremium's admins make (domain/portal/gremium-access); they also have the addresses.
    const seat = await asCaller(request, resolveService(container, VISITOR_PORTAL_SETTINGS).memberships());
    const [membership] = seat.memberships;
    if (gremiumAccess(membership === undefined ? null : { gremiumId: membership.gremiumId, role: membership.role }, 'change') !== 'allowed') {
      return fail(forbidden(membership === undefined ? PORTAL_MESSAGES.notGremiumMember : PORTAL_MESSAGES.gremiumAdminsOnly));
    }
    const booked = await pipe(
      gremium.members(),
      TE.chainW(({ members }) => {
        const member = members.find((one) => one.userId === userId);
        return member === undefined ? TE.left(invalid({ userId: UNKNOWN_MEMBER }, UNKNOWN_MEMBER)) : TE.right(member);
      }),
      TE.chainW((member) =>
        pipe(
          cart.addItem({ eventId }),
          TE.chainW((items) => {
            const item = items.find((one) => one.eventId === eventId);
            return item === undefined ? TE.left(notFound(UNKNOWN_DATE)) : TE.right(item.cartItemId);
          }),
          TE.chainW((cartItemId) =>
            pipe(
              cart.addRecipient({
                cartItemId,
                salutation: member.salutation,
                firstname: member.firstname,
                lastname: member.lastname,
                email: member.email ?? '',
                bookingType: values.bookingType ?? '',
                hotelOverNightOption: values.hotelOverNightOption ?? '',
              }),
              TE.map(() => cartItemId),
            ),
          ),
        ),
      ),
    )();
    if (E.isLeft(booked)) return fail(booked.left);
    return redirect(`${CART_PAGE_PATH}#${itemAnchor(booked.right)}`);
  };
