import { describe, expect, it } from 'vitest';
import { FORM_FIELDS } from './field-registry';
import type { FormAction, FormState } from './submit-machine';
import { formReducer, initialFormState } from './submit-machine';

const CALLBACK = { firstname: FORM_FIELDS.firstname, phone: FORM_FIELDS.phone };
type Field = keyof typeof CALLBACK;
const reduce = formReducer(CALLBACK);
const run = (actions: readonly FormAction<Field>[], from = initialFormState(CALLBACK)): FormState<Field> =>
  actions.reduce(reduce, from);

const change = (field: Field, value: string): FormAction<Field> => ({ type: 'changed', field, value });
const submit: FormAction<Field> = { type: 'submitted' };
const valid = [change('firstname', 'Erika'), change('phone', '030 1234567')];

describe('submit state machine', () => {
  it('starts editing with empty values and no errors shown', () => {
    expect(initialFormState(CALLBACK)).toEqual({
      values: { firstname: '', phone: '' },
      status: 'editing',
      submitAttempted: false,
      fieldErrors: {},
      unexpectedError: false,
    });
  });

  it('shows no errors while typing before the first submit', () => {
    const state = run([change('firstname', 'E'), change('phone', 'abc')]);
    expect(state.fieldErrors).toEqual({});
    expect(state.values).toEqual({ firstname: 'E', phone: 'abc' });
  });

  it('blocks a submit with errors, shows them, and re-validates on each change after', () => {
    const blocked = run([change('firstname', 'E'), submit]);
    expect(blocked.status).toBe('editing');
    expect(blocked.fieldErrors).toEqual({
      firstname: 'Bitte tragen Sie den vollständigen Vornamen ein',
      phone: 'Bitte geben Sie eine Telefonnummer an',
    });
    const typing = run([change('phone', '030')], blocked);
    expect(typing.fieldErrors).toEqual({
      firstname: 'Bitte tragen Sie den vollständigen Vornamen ein',
      phone: 'Die angegebene Telefonnummer ist zu kurz',
    });
    expect(run([change('firstname', 'Erika'), change('phone', '030 1234567')], typing).fieldErrors).toEqual({});
  });

  it('goes loading on a valid submit and success when the request succeeds', () => {
    const loading = run([...valid, submit]);
    expect(loading.status).toBe('loading');
    expect(loading.fieldErrors).toEqual({});
    expect(run([{ type: 'requestSucceeded' }], loading).status).toBe('success');
  });

  it('ends loading with the unexpected-error flag on failure; the next change clears it', () => {
    const failed = run([...valid, submit, { type: 'requestFailed' }]);
    expect(failed).toMatchObject({ status: 'editing', unexpectedError: true });
    expect(run([change('firstname', 'Erik')], failed).unexpectedError).toBe(false);
  });

  it('retries after a failure with the flag cleared', () => {
    const retry = run([...valid, submit, { type: 'requestFailed' }, submit]);
    expect(retry).toMatchObject({ status: 'loading', unexpectedError: false });
  });

  it('ignores changes and submits while loading, and after success', () => {
    const loading = run([...valid, submit]);
    expect(run([change('firstname', 'X'), submit], loading)).toBe(loading);
    const done = run([{ type: 'requestSucceeded' }], loading);
    expect(run([change('phone', ''), submit, { type: 'requestFailed' }], done)).toBe(done);
  });

  it('ignores request answers when nothing is loading', () => {
    const editing = run(valid);
    expect(run([{ type: 'requestSucceeded' }, { type: 'requestFailed' }], editing)).toBe(editing);
  });
});
