import * as TE from 'fp-ts/TaskEither';
import * as E from 'fp-ts/Either';
import { describe, expect, it } from 'vitest';
import type { Account } from '../accounts/user.repository';
import type { WishlistRepository } from '../wishlist/wishlist.repository';
import { PortalEventsService } from './portal-events.service';
import { MemoryBookings, MemoryPortal } from './testing/memory-portal';
import { ACCOUNTS, GREMIEN, GREMIUM_ADMIN, MEMBER, NOW, OTHER_GREMIUM_ADMIN, SINGLE, bookedEvent, clock, contextFor, recipient } from './testing/portal-fixture';
import type { RecommendableTheme, ThemeCatalogue } from './theme-catalogue';

const theme = (themeId: number, rubricId: number, tags: readonly string[]): RecommendableTheme => ({
  themeId,
  rubricId,
  tags,
  slug: `thema-${themeId}`,
  title: `Thema ${themeId}`,
  redirectUrl: `/seminare/p/thema-${themeId}`,
  rubric: { rubricId, slug: `rubrik-${rubricId}`, name: `Rubrik ${rubricId}` },
});

const THEMES = [theme(1, 1, ['Arbeitsschutz']), theme(2, 1, []), theme(3, 2, ['Arbeitsschutz']), theme(4, 3, ['Kommunikation']), theme(5, 3, ['Kommunikation'])];

const themes: ThemeCatalogue = {
  bookableThemes: () => Promise.resolve(THEMES),
  themesOfEvents: (eventIds) => Promise.resolve(THEMES.filter((candidate) => eventIds.includes(candidate.themeId + 20_000))),
  themeProfiles: (themeIds) => Promise.resolve(THEMES.filter((candidate) => themeIds.includes(candidate.themeId))),
};

/** SINGLE keeps event 20004 (theme 4) on the wishlist. */
const wishlists = {
  entries: (userId: number) => Promise.resolve(userId === SINGLE.userId ? [{ wishlistId: 1, eventId: 20_004, addedAt: NOW }] : []),
} as unknown as WishlistRepository;

const setup = () => {
  const portal = new MemoryPortal(ACCOUNTS, GREMIEN);
  const bookings = new MemoryBookings([
    bookedEvent(10_001, 1, 'future', [recipient(1, GREMIUM_ADMIN.userId, null), recipient(2, MEMBER.userId, SINGLE.userId, 'Jonas')]),
    bookedEvent(10_002, 2, 'past', [recipient(3, MEMBER.userId, null)]),
  ]);
  const service = new PortalEventsService({ users: portal, gremien: portal, bookings, wishlists, themes, clock, invoices: { list: () => TE.right({ invoices: [] }) } });
  return { bookings, as: (caller: Account | undefined) => service.forRequest(contextFor(caller)) };
};

describe('PortalEventsService', () => {
  it('lists the caller\'s future and past events, each with the recipients the caller booked or is', async () => {
    const { as } = setup();
    expect(await as(undefined).events('future')()).toMatchObject(E.left({ _tag: 'Unauthenticated' }));
    expect(await as(MEMBER).events('future')()).toMatchObject(E.right([{ eventId: 10_001, recipients: [{ recipientId: 2 }] }]));
    expect(await as(MEMBER).events('past')()).toMatchObject(E.right([{ eventId: 10_002, location: 'Hamburg' }]));
    expect(await as(SINGLE).events('future')()).toMatchObject(E.right([{ eventId: 10_001, recipients: [{ firstname: 'Jonas' }] }]));
  });

  it("shows a Gremium admin the recipients of the whole Gremium, others only their own, and NotFound without a booking", async () => {
    const { as } = setup();
    expect(await as(GREMIUM_ADMIN).recipients(10_001)()).toMatchObject(E.right({ eventId: 10_001, recipients: [{ recipientId: 1 }, { recipientId: 2 }] }));
    expect(await as(MEMBER).recipients(10_001)()).toMatchObject(E.right({ recipients: [{ recipientId: 2 }] }));
    expect(await as(OTHER_GREMIUM_ADMIN).recipients(10_001)()).toEqual(
      E.left({ _tag: 'NotFound', message: 'Für diese Veranstaltung haben Sie keine Teilnehmenden angemeldet.' }),
    );
  });

  it('lets the orderer, the participant and the admin of the orderer\'s Gremium cancel, nobody else', async () => {
    const { as, bookings } = setup();
    expect(await as(MEMBER).cancelRecipient(2)()).toMatchObject(E.right({ recipientId: 2, status: 'cancelled' }));
    expect(await as(SINGLE).cancelRecipient(2)()).toMatchObject(E.right({ status: 'cancelled' }));
    expect(await as(GREMIUM_ADMIN).cancelRecipient(2)()).toMatchObject(E.right({ status: 'cancelled' }));
    expect(bookings.cancelled).toEqual([
      { recipientId: 2, cancelledBy: MEMBER.userId },
      { recipientId: 2, cancelledBy: SINGLE.userId },
      { recipientId: 2, cancelledBy: GREMIUM_ADMIN.userId },
    ]);
    expect(await as(OTHER_GREMIUM_ADMIN).cancelRecipient(2)()).toEqual(
      E.left({ _tag: 'Forbidden', message: 'Diese Teilnahme gehört weder zu Ihren Buchungen noch zu denen Ihres Gremiums.' }),
    );
    expect(await as(SINGLE).cancelRecipient(1)()).toMatchObject(E.left({ _tag: 'Forbidden' }));
    expect(await as(MEMBER).cancelRecipient(99)()).toEqual(E.left({ _tag: 'NotFound', message: 'Diese Teilnahme gibt es nicht.' }));
    expect(await as(MEMBER).cancelRecipient(3)()).toMatchObject(E.left({ _tag: 'Conflict' }));
  });

  it('recommends bookable themes related to booked and kept ones, without those', async () => {
    const { as } = setup();
    // MEMBER booked themes 1 and 2 (rubric 1, keyword Arbeitsschutz).
    expect(await as(MEMBER).recommendations()()).toEqual(
      E.right([{ themeId: 3, slug: 'thema-3', title: 'Thema 3', url: '/seminare/p/thema-3', rubric: { rubricId: 2, slug: 'rubrik-2', name: 'Rubrik 2' }, score: 1 }]),
    );
    // SINGLE is booked for theme 1 and keeps theme 4 on the wishlist.
    expect(await as(SINGLE).recommendations()()).toMatchObject(E.right([{ themeId: 5, score: 3 }, { themeId: 2 }, { themeId: 3 }]));
    expect(await as(OTHER_GREMIUM_ADMIN).recommendations()()).toEqual(E.right([]));
  });
});
