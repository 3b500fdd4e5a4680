import { cents } from '../../../domain/money/money';
import { NO_INVOICE_RECIPIENT } from '../../../domain/invoice/invoice-recipient';
import { Temporal } from 'temporal-polyfill';
import type { RequestContext } from '../../accounts/accounts.port';
import type { Account } from '../../accounts/user.repository';
import type { Clock } from '../../ports/clock';
import type { BookedEvent, BookingPeriod, BookingRecipient } from '../bookings.port';
import type { GremiumDetails } from '../gremium.repository';

export const NOW = Temporal.Instant.from('2026-11-22T09:00:00Z');
export const clock: Clock = { now: () => NOW };

const account = (userId: number, email: string, firstname: string, lastname: string, more: Partial<Account> = {}): Account => ({
  userId,
  email,
  passwordHash: 'plain:Seminar-Demo-2026!',
  salutation: 'Frau',
  firstname,
  lastname,
  company: 'Muster GmbH',
  role: 'user',
  gremiumId: null,
  gremiumRole: null,
  ...more,
});

export const SITE_ADMIN = account(1, 'admin@example.org', 'Petra', 'Lange', { role: 'admin' });
export const GREMIUM_ADMIN = account(2, 'sabine@example.com', 'Sabine', 'Keller', { gremiumId: 1, gremiumRole: 'admin' });
export const MEMBER = account(3, 'ahmet@example.com', 'Ahmet', 'Yilmaz', { gremiumId: 1, gremiumRole: 'member' });
export const SINGLE = account(7, 'jonas@example.org', 'Jonas', 'Weber');
export const OTHER_GREMIUM_ADMIN = account(10, 'ole@example.net', 'Ole', 'Sand', { gremiumId: 2, gremiumRole: 'admin' });
export const OTHER_GREMIUM_MEMBER = account(11, 'mia@example.net', 'Mia', 'Sand', { gremiumId: 2, gremiumRole: 'member' });

export const ACCOUNTS = [SITE_ADMIN, GREMIUM_ADMIN, MEMBER, SINGLE, OTHER_GREMIUM_ADMIN, OTHER_GREMIUM_MEMBER];

export const GREMIEN: readonly GremiumDetails[] = [
  { gremiumId: 1, name: 'Betriebsrat Nord', company: 'Nord AG', billingAddress: null, invoiceRecipient: NO_INVOICE_RECIPIENT },
  { gremiumId: 2, name: 'Betriebsrat Süd', company: 'Süd AG', billingAddress: null, invoiceRecipient: NO_INVOICE_RECIPIENT },
];

/** A request of the account (undefined: a visitor), with a session that holds nothing else. */
export const contextFor = (caller: Account | undefined): RequestContext => {
  const session = {
    token: 'token',
    site: 'main' as const,
    stored:
      caller === undefined
        ? undefined
        : {
            sessionId: 'session',
            site: 'main' as const,
            userId: caller.userId,
            impersonatorId: null,
            loginTarget: null,
            createdAt: NOW,
            lastSeenAt: NOW,
          },
  };
  return { session: { current: () => session, replace: () => undefined }, clientAddress: '192.0.2.1' };
};

export const recipient = (recipientId: number, bookedBy: number | null, userId: number | null, firstname = 'Eva'): BookingRecipient => ({
  recipientId,
  salutation: 'Frau',
  firstname,
  lastname: 'Muster',
  email: `${firstname.toLowerCase()}@example.com`,
  status: 'booked',
  bookedBy,
  userId,
  orderGremiumId: null,
  seats: 1,
  named: true,
  price: cents(129_000),
  reservedUntil: null,
  waitlistPosition: null,
  // Past seminars' certificates: the fixture's participants attended.
  attended: true,
});

export const bookedEvent = (
  eventId: number,
  themeId: number,
  period: BookingPeriod,
  recipients: readonly BookingRecipient[],
): BookedEvent & { readonly period: BookingPeriod } => ({
  eventId,
  page: { kind: 'seminar', themeId, themeSlug: `seminar-${String(themeId)}` },
  title: `Seminar ${eventId}`,
  startDate: period === 'future' ? NOW.add({ hours: 24 * 30 }) : NOW.subtract({ hours: 24 * 30 }),
  endDate: period === 'future' ? NOW.add({ hours: 24 * 32 }) : NOW.subtract({ hours: 24 * 28 }),
  location: 'Hamburg',
  kind: 'Präsenzseminar',
  period,
  recipients,
});
