import * as E from 'fp-ts/Either';
import { describe, expect, it } from 'vitest';
import type { Account } from '../accounts/user.repository';
import { PortalDocumentsService } from './portal-documents.service';
import { MemoryBookings, MemoryPortal } from './testing/memory-portal';
import { ACCOUNTS, GREMIEN, GREMIUM_ADMIN, MEMBER, NOW, SINGLE, bookedEvent, clock, contextFor, recipient } from './testing/portal-fixture';

const setup = () => {
  const portal = new MemoryPortal(ACCOUNTS, GREMIEN);
  const bookings = new MemoryBookings([
    bookedEvent(10_001, 1, 'future', [recipient(1, GREMIUM_ADMIN.userId, null), recipient(2, MEMBER.userId, null, 'Ahmet')]),
    bookedEvent(10_002, 2, 'past', [recipient(3, MEMBER.userId, null)]),
  ]);
  const service = new PortalDocumentsService({ users: portal, profiles: portal, gremien: portal, bookings, clock });
  return (caller: Account | undefined) => service.forRequest(contextFor(caller));
};

describe('PortalDocumentsService', () => {
  it("gives the notice PDF the caller's booking of an event, past or future, and whom it is for", async () => {
    const as = setup();
    expect(await as(MEMBER).notice(10_002)()).toMatchObject(
      E.right({ issuedAt: NOW, customer: { firstname: 'Ahmet', lastname: 'Yilmaz', email: 'ahmet@example.com' }, event: { eventId: 10_002 } }),
    );
    expect(await as(MEMBER).notice(10_001)()).toMatchObject(E.right({ event: { recipients: [{ recipientId: 2 }] } }));
    expect(await as(SINGLE).notice(10_001)()).toMatchObject(E.left({ _tag: 'NotFound' }));
    expect(await as(undefined).notice(10_001)()).toMatchObject(E.left({ _tag: 'Unauthenticated' }));
  });

  it('gives the Gremium overview its members and all bookings; addresses only for the admin', async () => {
    const as = setup();
    const forAdmin = await as(GREMIUM_ADMIN).gremiumOverview()();
    expect(forAdmin).toMatchObject(
      E.right({
        gremium: { gremiumId: 1, name: 'Betriebsrat Nord' },
        members: [{ userId: 2, email: 'sabine@example.com' }, { userId: 3 }],
        futureEvents: [{ eventId: 10_001, recipients: [{ recipientId: 1 }, { recipientId: 2 }] }],
        pastEvents: [{ eventId: 10_002 }],
      }),
    );
    const forMember = await as(MEMBER).gremiumOverview()();
    expect(E.isRight(forMember) && forMember.right.members.every((member) => member.email === undefined)).toBe(true);
    expect(await as(SINGLE).gremiumOverview()()).toMatchObject(E.left({ _tag: 'Forbidden' }));
    expect(await as(undefined).gremiumOverview()()).toMatchObject(E.left({ _tag: 'Unauthenticated' }));
  });
});
