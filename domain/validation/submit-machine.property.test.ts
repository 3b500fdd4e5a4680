import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FORM_FIELDS } from './field-registry';
import { validateForm } from './form-validation';
import type { FormAction, FormState } from './submit-machine';
import { formReducer, initialFormState } from './submit-machine';
import { emailArb, filledTextArb, formActionArb } from './validation.arbitraries';

const SCHEMA = { firstname: FORM_FIELDS.firstname, email: FORM_FIELDS.email };
type Field = keyof typeof SCHEMA;
const reduce = formReducer(SCHEMA);

/** Mostly valid input, so runs reach loading, success and failure as well as blocked submits. */
const valueFor = (field: Field) =>
  fc.oneof(
    { weight: 3, arbitrary: field === 'email' ? emailArb : filledTextArb },
    { weight: 1, arbitrary: fc.constantFrom('', ' ', 'E', 'x@') },
  );
const actionsArb = fc.array(formActionArb<Field>(['firstname', 'email'], valueFor), { minLength: 4, maxLength: 30 });

/** Every state the form passes through, starting with the initial one. */
const trace = (actions: readonly FormAction<Field>[]): readonly FormState<Field>[] =>
  actions.reduce<FormState<Field>[]>(
    (states, action) => [...states, reduce(states[states.length - 1]!, action)],
    [initialFormState(SCHEMA)],
  );

describe('submit state machine (properties)', () => {
  it('errors are shown only after the first submit', () => {
    fc.assert(
      fc.property(actionsArb, (actions) => {
        for (const state of trace(actions)) {
          if (!state.submitAttempted) expect(state.fieldErrors).toEqual({});
        }
      }),
    );
  });

  it('the machine never reaches loading while field errors exist', () => {
    fc.assert(
      fc.property(actionsArb, (actions) => {
        for (const state of trace(actions)) {
          if (state.status === 'loading') expect(validateForm(SCHEMA, state.values)).toEqual({});
        }
      }),
    );
  });

  it('after the first submit the shown errors are always those of the current values', () => {
    fc.assert(
      fc.property(actionsArb, (actions) => {
        for (const state of trace(actions)) {
          if (state.submitAttempted) expect(state.fieldErrors).toEqual(validateForm(SCHEMA, state.values));
        }
      }),
    );
  });

  it('a change while editing always clears the unexpected-error flag', () => {
    fc.assert(
      fc.property(actionsArb, (actions) => {
        const states = trace(actions);
        actions.forEach((action, index) => {
          const before = states[index]!;
          if (action.type === 'changed' && before.status === 'editing') {
            expect(states[index + 1]!.unexpectedError).toBe(false);
          }
        });
      }),
    );
  });

  it('success is final: no action leaves it', () => {
    fc.assert(
      fc.property(actionsArb, (actions) => {
        const states = trace(actions);
        const firstSuccess = states.findIndex((state) => state.status === 'success');
        if (firstSuccess >= 0) expect(states.slice(firstSuccess).every((state) => state === states[firstSuccess])).toBe(true);
      }),
    );
  });
});
