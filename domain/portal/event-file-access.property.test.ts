import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mayReadEventFiles } from './event-file-access';

const participantArb = fc.record({ userId: fc.integer({ min: 1, max: 20 }), gremiumId: fc.option(fc.integer({ min: 1, max: 3 }), { nil: null }) });
const callerArb = fc.record({
  userId: fc.integer({ min: 1, max: 20 }),
  gremiumId: fc.option(fc.integer({ min: 1, max: 3 }), { nil: null }),
  siteAdmin: fc.boolean(),
});

describe('mayReadEventFiles (properties)', () => {
  it('a user who is no admin, no participant and in no participant\'s Gremium is never let in', () => {
    fc.assert(
      fc.property(callerArb, fc.array(participantArb, { maxLength: 6 }), (caller, participants) => {
        const related = participants.some((p) => p.userId === caller.userId || (p.gremiumId !== null && p.gremiumId === caller.gremiumId));
        expect(mayReadEventFiles(caller, participants)).toBe(caller.siteAdmin || related);
      }),
    );
  });

  it('more participants never take access away', () => {
    fc.assert(
      fc.property(callerArb, fc.array(participantArb, { maxLength: 6 }), participantArb, (caller, participants, extra) => {
        if (mayReadEventFiles(caller, participants)) expect(mayReadEventFiles(caller, [...participants, extra])).toBe(true);
      }),
    );
  });
});
