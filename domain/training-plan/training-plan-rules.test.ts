import { describe, expect, it } from 'vitest';
import { TRAINING_PLAN_MESSAGES as M, planErrors } from './training-plan-rules';

describe('planErrors', () => {
  it('accepts a named plan whose entries each name a member and one seminar', () => {
    expect(planErrors('Plan 2027', [{ memberName: 'Eva Muster', eventId: 10001, priority: 'hoch' }, { memberName: 'Jo Li', themeSlug: 'betrvg-1' }])).toEqual({});
  });

  it('names each wrong field by its path in the request, with the German message', () => {
    expect(
      planErrors(' x ', [
        { memberName: 'E', themeSlug: 'a', eventId: 1, priority: 'dringend' },
        { memberName: 'Eva', note: 'n'.repeat(2001) },
      ]),
    ).toEqual({
      name: M.name,
      'entries.0.memberName': M.memberName,
      'entries.0.seminar': M.seminarChoice,
      'entries.0.priority': M.priority,
      'entries.1.seminar': M.seminarChoice,
      'entries.1.note': M.noteTooLong,
    });
  });
});
