import * as E from 'fp-ts/Either';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountsProxy } from './accounts-proxy';
import { DEMO_PASSWORD } from '../db/demo-data/people';
import { startAccountsTestApp, type AccountsTestApp } from '../http-api/session/testing/accounts-test-app';
import { placeTestOrder, soonestEvents } from '../http-api/routes/portal-test-bookings';
import { EventFilesProxy, GremiumPortalProxy, PortalEventsProxy, PortalFeedbackProxy, PortalSettingsProxy } from './portal-proxy';

let app: AccountsTestApp;

beforeAll(async () => {
  app = await startAccountsTestApp();
}, 120_000);

afterAll(async () => {
  await app.close();
});

const loggedInTransport = async (email: string) => {
  const transport = app.browser().transport();
  const accounts = new AccountsProxy(transport);
  await accounts.xsrfToken()();
  await accounts.login({ email, password: DEMO_PASSWORD })();
  return transport;
};

describe('PortalSettingsProxy and PortalFeedbackProxy against the real server', () => {
  it('reads and saves settings, and sends feedback, as the browser would', async () => {
    const settings = new PortalSettingsProxy(await loggedInTransport('claudia.fischer@example.org'));
    expect(await settings.personalData()()).toMatchObject(E.right({ firstname: 'Claudia', country: 'DE' }));
    expect(await settings.updatePersonalData({ salutation: 'Frau', firstname: 'Claudia', lastname: 'Fischer', company: 'Nordlicht', phone: '0301' })()).toMatchObject(
      E.left({ _tag: 'Invalid', fieldErrors: { phone: 'Die angegebene Telefonnummer ist zu kurz' } }),
    );
    expect(await settings.updateMarketingPreferences({ newsletter: true })()).toMatchObject(E.right({ newsletter: { granted: true } }));
    expect(await settings.marketingPreferences()()).toMatchObject(E.right({ newsletter: { granted: true } }));
    expect(await settings.updateHotelPreferences({ hotelOverNightOption: 'Ohne Übernachtung und ohne Verpflegung' })()).toMatchObject(
      E.right({ roomType: null }),
    );
    expect(await settings.hotelPreferences()()).toMatchObject(E.right({ hotelOverNightOption: 'Ohne Übernachtung und ohne Verpflegung' }));
    expect(await settings.updateBrFunctions({ functions: ['JAV'] })()).toMatchObject(E.right({ selected: ['JAV'] }));
    expect(await settings.brFunctions()()).toMatchObject(E.right({ selected: ['JAV'] }));
    expect(await settings.updateAdvertising({ printedCatalogue: true })()).toMatchObject(E.right({ printedCatalogue: true }));
    expect(await settings.advertising()()).toMatchObject(E.right({ printedCatalogue: true }));
    expect(await settings.salutations()()).toMatchObject(E.right(expect.arrayContaining(['Keine Angabe', 'Herr Prof. Dr.']) as unknown));
    expect(await settings.countries()()).toMatchObject(E.right(expect.arrayContaining([{ code: 'DE', name: 'Deutschland' }]) as unknown));
    expect(await settings.memberships()()).toEqual(E.right({ memberships: [], invitations: [] }));
    expect(await settings.acceptInvitation(1)()).toMatchObject(E.left({ _tag: 'NotFound' }));
    expect(await settings.declineInvitation(1)()).toMatchObject(E.left({ _tag: 'NotFound' }));
    expect(await settings.changeLoginEmail({ email: 'claudia@example.org', password: 'falsch' })()).toMatchObject(E.left({ _tag: 'Invalid' }));

    const feedback = new PortalFeedbackProxy(await loggedInTransport('claudia.fischer@example.org'));
    expect(await feedback.send({ message: 'Sehr hilfreich', rating: 4 })()).toEqual(E.right({ message: 'Vielen Dank für Ihr Feedback! Wir lesen jede Nachricht.' }));
  });
});

describe('GremiumPortalProxy, PortalEventsProxy and EventFilesProxy against the real server', () => {
  it('walks the Gremium admin through members, invitations, bookings, events and files', async () => {
    const [soonest] = await soonestEvents(app.database.db);
    const eventId = soonest!.eventId;
    const [seat] = await placeTestOrder(app.database.db, {
      userId: 3,
      gremiumId: 1,
      eventId,
      participants: [{ firstname: 'Ahmet', email: 'ahmet.yilmaz@example.com' }],
    });
    const transport = await loggedInTransport('sabine.keller@example.com');
    const gremium = new GremiumPortalProxy(transport);
    expect(await gremium.members()()).toMatchObject(E.right({ gremium: { gremiumId: 1 }, invitations: [] }));
    const invited = await gremium.invite({ email: 'neu@example.org' })();
    expect(invited).toMatchObject(E.right({ email: 'neu@example.org', role: 'member' }));
    expect(await gremium.withdrawInvitation(E.isRight(invited) ? invited.right.invitationId : 0)()).toMatchObject(E.right({ invitations: [] }));
    const promoted = await gremium.changeRole(5, { role: 'admin' })();
    expect(E.isRight(promoted) && promoted.right.members.filter((member) => member.gremiumRole === 'admin').map((member) => member.userId).sort()).toEqual([2, 5]);
    expect(await gremium.removeMember(5)()).toMatchObject(E.right({ gremium: { gremiumId: 1 } }));
    expect(await gremium.bookings()()).toMatchObject(E.right({ futureEvents: [{ eventId }], pastEvents: [] }));
    expect(await gremium.settings()()).toMatchObject(E.right({ gremiumId: 1, billingAddress: null }));
    expect(
      await gremium.updateSettings({ name: 'BR Muster', company: 'Muster Logistik GmbH', street: 'Hafenstraße', streetNumber: '5', postalCode: '20457', city: 'Hamburg' })(),
    ).toMatchObject(E.right({ name: 'BR Muster', billingAddress: { city: 'Hamburg' } }));
    expect(await gremium.memberData(3)()).toMatchObject(E.right({ firstname: 'Ahmet' }));
    expect(await gremium.updateMemberData(3, { salutation: 'Herr', firstname: 'Ahmet', lastname: 'Yılmaz', company: 'Muster Logistik GmbH' })()).toMatchObject(
      E.right({ userId: 3 }),
    );
    expect(await gremium.memberEvents(3, 'future')()).toMatchObject(E.right([{ eventId }]));
    expect(await gremium.memberEvents(3, 'past')()).toEqual(E.right([]));

    const events = new PortalEventsProxy(transport);
    expect(await events.events('future')()).toEqual(E.right([]));
    expect(await events.events('past')()).toEqual(E.right([]));
    expect(await events.recipients(eventId)()).toMatchObject(E.right({ eventId, recipients: [{ recipientId: seat }] }));
    expect(await events.recommendations()()).toEqual(E.right([]));

    const files = new EventFilesProxy(transport);
    const photos = await files.photos(eventId)();
    expect(photos).toMatchObject(E.right([{ kind: 'photo' }]));
    expect(await files.documents(eventId)()).toMatchObject(E.right([{ kind: 'document' }]));
    expect(await files.deletePhoto(E.isRight(photos) ? photos.right[0]!.fileId : 0)()).toMatchObject(E.left({ _tag: 'Forbidden' }));
    // Once the only seat is cancelled, the Gremium takes no part in the event and its files close.
    expect(await events.cancelRecipient(seat!)()).toMatchObject(E.right({ recipientId: seat, status: 'cancelled' }));
    expect(await files.photos(eventId)()).toMatchObject(E.left({ _tag: 'Forbidden' }));
  });
});
