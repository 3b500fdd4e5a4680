import fc from 'fast-check';
import * as E from 'fp-ts/Either';
import type * as t from 'io-ts';
import { describe, expect, it } from 'vitest';
import { currentUserArb, gremiumUsersArb, loginResultArb, loginStepArb, sessionUserArb } from './accounts.arbitraries';
import {
  CurrentUserWire,
  GremiumUsersWire,
  LoginResultWire,
  LoginStepWire,
  LoginTargetWire,
  SessionUserWire,
  UserIdFromString,
  XsrfTokenWire,
} from './accounts.codecs';

const roundTrips = <A, O>(codec: t.Type<A, O>, arbitrary: fc.Arbitrary<A>) => {
  fc.assert(
    fc.property(arbitrary, (value) => {
      expect(codec.decode(codec.encode(value))).toEqual(E.right(value));
    }),
  );
};

describe('accounts wire codecs', () => {
  it('decode(encode(a)) equals a for every answer of the accounts calls', () => {
    roundTrips(SessionUserWire, sessionUserArb);
    roundTrips(CurrentUserWire, currentUserArb);
    roundTrips(LoginStepWire, loginStepArb);
    roundTrips(LoginResultWire, loginResultArb);
    roundTrips(GremiumUsersWire, gremiumUsersArb);
    roundTrips(LoginTargetWire, fc.record({ target: fc.option(fc.string(), { nil: null }) }));
    roundTrips(XsrfTokenWire, fc.record({ token: fc.string() }));
  });

  it('a user id survives the path: decode(encode(id)) equals id for every valid id', () => {
    roundTrips(UserIdFromString, fc.integer({ min: 1, max: 2_147_483_647 }));
  });

  it('no path text that is not a plain positive number decodes to a user id', () => {
    fc.assert(
      fc.property(
        fc.string().filter((text) => !/^[1-9]\d{0,9}$/.test(text)),
        (text) => {
          expect(E.isLeft(UserIdFromString.decode(text))).toBe(true);
        },
      ),
    );
  });
});
