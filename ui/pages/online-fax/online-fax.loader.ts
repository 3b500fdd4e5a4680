import * as E from 'fp-ts/Either';
import type { LoaderFunctionArgs } from 'react-router';
import { EMPTY_FAX_ORDER, type FaxOrder } from '../../../application/documents/fax-order';
import { resolveService, type PageContainer } from '../../di/page-container';
import { VISITOR_CART } from '../../di/ui.tokens';
import { seatDateOf, type SeatDate } from '../reservation/seat-date';


export interface OnlineFaxPageData {
  readonly date: SeatDate;
  /** What the cart already holds for this date (participants, address); empty otherwise. */
  readonly filled: FaxOrder;
  readonly fromCart: boolean;
}

const joined = (...parts: readonly (string | null)[]): string => parts.filter((part) => part !== null && part !== '').join(' ');

/** The fax form's page: the date, and the form filled from the cart where this date is in it. */
export const onlineFaxLoader =
  (container: PageContainer) =>
  async ({ params }: LoaderFunctionArgs): Promise<OnlineFaxPageData> => {
    const date = await seatDateOf(container, params.eventId ?? null);
    const cart = await resolveService(container, VISITOR_CART).shoppingCart()();
    const item = E.isRight(cart) ? cart.right.items.find((candidate) => candidate.eventId === date.eventId) : undefined;
    if (!E.isRight(cart) || item === undefined) return { date, filled: EMPTY_FAX_ORDER, fromCart: false };
    const options = cart.right.options;
    return {
      date,
      fromCart: true,
      filled: {
        ...EMPTY_FAX_ORDER,
        participants: item.recipients.map((recipient) => ({
          salutation: recipient.salutation === 'Keine Angabe' ? '' : recipient.salutation,
          firstname: recipient.firstname,
          lastname: recipient.lastname,
          email: recipient.email,
          bookingType: recipient.bookingType,
        })),
        company: options.company ?? '',
        streetAndNumber: joined(options.street, options.streetNumber),
        postalCodeAndCity: joined(options.postalCode, options.city),
      },
    };
  };
