import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import { PARTICIPANT_STATUSES } from '../../domain/cart/participant-status';
import type { EventFileWire } from './event-files.codecs';
import type { GremiumMembersWire } from './gremium.codecs';
import type { BookedEventWire } from './portal-events.codecs';
import type { InvitationWire, MarketingPreferencesWire, PersonalDataWire } from './settings.codecs';

/** Whole seconds, as the database and the wire keep them. */
export const instantArb = fc
  .integer({ min: 1_600_000_000, max: 2_000_000_000 })
  .map((seconds) => Temporal.Instant.fromEpochMilliseconds(seconds * 1000));

const idArb = fc.integer({ min: 1, max: 100_000 });
const textArb = fc.string({ maxLength: 30 });
const roleArb = fc.constantFrom('member' as const, 'admin' as const);

export const personalDataWireArb: fc.Arbitrary<PersonalDataWire> = fc.record({
  userId: idArb,
  email: fc.emailAddress(),
  salutation: textArb,
  firstname: textArb,
  lastname: textArb,
  company: textArb,
  phone: textArb,
  street: textArb,
  streetNumber: textArb,
  postalCode: textArb,
  city: textArb,
  country: fc.constantFrom('DE', 'AT', 'CH'),
});

const consentWireArb = fc.record({ granted: fc.boolean(), changedAt: fc.option(instantArb, { nil: null }) });

export const marketingWireArb: fc.Arbitrary<MarketingPreferencesWire> = fc.record({
  newsletter: consentWireArb,
  post: consentWireArb,
  phone: consentWireArb,
});

export const invitationWireArb: fc.Arbitrary<InvitationWire> = fc.record({
  invitationId: idArb,
  gremiumId: idArb,
  gremiumName: textArb,
  email: fc.emailAddress(),
  role: roleArb,
  invitedAt: instantArb,
  expiresAt: instantArb,
});

export const bookedEventWireArb: fc.Arbitrary<BookedEventWire> = fc.record({
  eventId: idArb,
  title: textArb,
  startDate: instantArb,
  endDate: instantArb,
  location: textArb,
  recipients: fc.array(
    fc.record({
      recipientId: idArb,
      salutation: textArb,
      firstname: textArb,
      lastname: textArb,
      email: fc.emailAddress(),
      status: fc.constantFrom(...PARTICIPANT_STATUSES),
    }),
    { maxLength: 4 },
  ),
});

export const eventFileWireArb: fc.Arbitrary<EventFileWire> = fc.record({
  fileId: idArb,
  eventId: idArb,
  kind: fc.constantFrom('photo' as const, 'document' as const),
  title: textArb,
  fileName: textArb,
  contentType: fc.constantFrom('image/png', 'text/plain; charset=utf-8'),
  sizeBytes: fc.nat(),
  createdAt: instantArb,
  downloadUrl: textArb,
  deletable: fc.boolean(),
});

export const gremiumMembersWireArb: fc.Arbitrary<GremiumMembersWire> = fc.record({
  gremium: fc.record({ gremiumId: idArb, name: textArb, company: textArb }),
  members: fc.array(
    fc.record(
      {
        userId: idArb,
        salutation: textArb,
        firstname: textArb,
        lastname: textArb,
        gremiumRole: roleArb,
        brFunctions: fc.array(textArb, { maxLength: 3 }),
        email: fc.emailAddress(),
      },
      { requiredKeys: ['userId', 'salutation', 'firstname', 'lastname', 'gremiumRole', 'brFunctions'] },
    ),
    { maxLength: 4 },
  ),
  invitations: fc.array(invitationWireArb, { maxLength: 3 }),
});
