import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import type {
  CurrentUserWire,
  GremiumMemberWire,
  GremiumUsersWire,
  LoginResultWire,
  LoginStepWire,
  SessionUserWire,
} from './accounts.codecs';
import type { RateLimitRule } from './rate-limit';
import type { Account } from './user.repository';

/** Instants within a few years of 2026, to the millisecond. */
export const instantArb = fc
  .integer({ min: Date.UTC(2024, 0, 1), max: Date.UTC(2030, 0, 1) })
  .map((ms) => Temporal.Instant.fromEpochMilliseconds(ms));

export const ruleArb: fc.Arbitrary<RateLimitRule> = fc.record({
  name: fc.constantFrom('login-account', 'login-address', 'email-check'),
  limit: fc.integer({ min: 1, max: 100 }),
  windowSeconds: fc.integer({ min: 1, max: 24 * 3600 }),
});

const nameArb = fc.string({ minLength: 2, maxLength: 20 });
const pathArb = fc.string({ maxLength: 20 }).map((rest) => `/${rest}`);

export const sessionUserArb: fc.Arbitrary<SessionUserWire> = fc.record(
  { firstname: nameArb, impersonated: fc.boolean(), backOffice: fc.constantFrom('staff' as const, 'site-admin' as const) },
  { requiredKeys: ['firstname', 'impersonated'] },
);

export const currentUserArb: fc.Arbitrary<CurrentUserWire> = fc.record({ user: fc.option(sessionUserArb, { nil: null }) });

export const loginStepArb: fc.Arbitrary<LoginStepWire> = fc.record({
  email: fc.option(fc.emailAddress(), { nil: null }),
  known: fc.boolean(),
  redirect: fc.option(pathArb, { nil: null }),
});

export const loginResultArb: fc.Arbitrary<LoginResultWire> = fc.record({ user: sessionUserArb, redirect: pathArb });

export const gremiumMemberArb: fc.Arbitrary<GremiumMemberWire> = fc.record(
  {
    userId: fc.integer({ min: 1 }),
    salutation: nameArb,
    firstname: nameArb,
    lastname: nameArb,
    gremiumRole: fc.constantFrom('member' as const, 'admin' as const),
    email: fc.emailAddress(),
  },
  { requiredKeys: ['userId', 'salutation', 'firstname', 'lastname', 'gremiumRole'] },
);

export const gremiumUsersArb: fc.Arbitrary<GremiumUsersWire> = fc.record({
  gremium: fc.record({ gremiumId: fc.integer({ min: 1 }), name: nameArb }),
  members: fc.array(gremiumMemberArb, { maxLength: 5 }),
});

/** An account in any of the roles: plain user, Gremium member or admin, site admin. */
export const accountArb: fc.Arbitrary<Account> = fc
  .record({
    userId: fc.integer({ min: 1 }),
    email: fc.emailAddress(),
    firstname: nameArb,
    role: fc.constantFrom('user' as const, 'staff' as const, 'admin' as const),
    gremium: fc.option(fc.tuple(fc.integer({ min: 1 }), fc.constantFrom('member' as const, 'admin' as const)), { nil: null }),
  })
  .map(({ userId, email, firstname, role, gremium }) => ({
    userId,
    email,
    passwordHash: 'scrypt$1024$8$1$c2FsdA==$aGFzaA==',
    salutation: 'Frau',
    firstname,
    lastname: 'Muster',
    company: 'Muster GmbH',
    role,
    gremiumId: gremium === null ? null : gremium[0],
    gremiumRole: gremium === null ? null : gremium[1],
  }));
