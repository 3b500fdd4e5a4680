import * as R from 'fp-ts/Record';
import type { FieldErrors } from '../errors/app-error';
import type { FormSchema } from './form-validation';
import { hasErrors, validateForm } from './form-validation';

/** editing: the visitor types; loading: the request is out; success: the page navigates away. */
export type SubmitStatus = 'editing' | 'loading' | 'success';

export interface FormState<K extends string> {
  readonly values: Readonly<Record<K, string>>;
  readonly status: SubmitStatus;
  /** Whether the visitor has submitted once; until then no field shows an error. */
  readonly submitAttempted: boolean;
  /** The errors the fields show now (always empty before the first submit). */
  readonly fieldErrors: FieldErrors;
  /** The request failed: the form shows the unexpected-error message until the next change. */
  readonly unexpectedError: boolean;
}

export type FormAction<K extends string> =
  | { readonly type: 'changed'; readonly field: K; readonly value: string }
  | { readonly type: 'submitted' }
  | { readonly type: 'requestSucceeded' }
  | { readonly type: 'requestFailed' };

const NO_ERRORS: FieldErrors = {};

export const initialFormState = <K extends string>(schema: FormSchema<K>): FormState<K> => ({
  values: R.map(() => '')(schema),
  status: 'editing',
  submitAttempted: false,
  fieldErrors: NO_ERRORS,
  unexpectedError: false,
});

/**
 * The submit state machine (spec §4, quick login form). Changes and submits count only while
 * editing: during loading the request already carries the values, so a late keystroke or a
 * second click must not change what was sent. Request answers count only while loading, so a
 * stale answer cannot move a form that is no longer waiting.
 */
export const formReducer =
  <K extends string>(schema: FormSchema<K>) =>
  (state: FormState<K>, action: FormAction<K>): FormState<K> => {
    switch (action.type) {
      case 'changed': {
        if (state.status !== 'editing') return state;
        const values = { ...state.values, [action.field]: action.value };
        return {
          ...state,
          values,
          fieldErrors: state.submitAttempted ? validateForm(schema, values) : NO_ERRORS,
          unexpectedError: false,
        };
      }
      case 'submitted': {
        if (state.status !== 'editing') return state;
        const fieldErrors = validateForm(schema, state.values);
        return hasErrors(fieldErrors)
          ? { ...state, submitAttempted: true, fieldErrors }
          : // A retry starts clean: the old failure no longer describes this request.
            { ...state, submitAttempted: true, fieldErrors, status: 'loading', unexpectedError: false };
      }
      case 'requestSucceeded':
        return state.status === 'loading' ? { ...state, status: 'success' } : state;
      case 'requestFailed':
        return state.status === 'loading' ? { ...state, status: 'editing', unexpectedError: true } : state;
    }
  };
