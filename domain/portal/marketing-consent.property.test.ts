import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MARKETING_CHANNELS, decideConsents } from './marketing-consent';
import { consentChoicesArb, consentsArb, instantArb } from './portal.arbitraries';

describe('marketing consents (properties)', () => {
  it("a channel's timestamp moves only when its consent changes or was never decided", () => {
    fc.assert(
      fc.property(consentsArb, consentChoicesArb, instantArb, (state, choices, at) => {
        const next = decideConsents(state, choices, at);
        for (const channel of MARKETING_CHANNELS) {
          const before = state[channel];
          const after = next[channel];
          const choice = choices[channel];
          expect(after.granted).toBe(choice ?? before.granted);
          const mustMove = choice !== undefined && (choice !== before.granted || before.changedAt === null);
          expect(after.changedAt).toBe(mustMove ? at : before.changedAt);
        }
      }),
    );
  });

  it('deciding the same choices twice changes nothing the second time', () => {
    fc.assert(
      fc.property(consentsArb, consentChoicesArb, instantArb, instantArb, (state, choices, first, second) => {
        const once = decideConsents(state, choices, first);
        expect(decideConsents(once, choices, second)).toEqual(once);
      }),
    );
  });
});
