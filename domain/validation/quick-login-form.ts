import { FORM_FIELDS } from './field-registry';
import { normalizeInput } from './field-rule';
import type { FormSchema } from './form-validation';
import type { FormState } from './submit-machine';
import { formReducer, initialFormState } from './submit-machine';

/** The quick login/registration card: one e-mail field, trimmed before it is checked or sent. */
export const QUICK_LOGIN_FORM = { email: FORM_FIELDS.email } as const satisfies FormSchema<'email'>;

export type QuickLoginState = FormState<'email'>;

export const initialQuickLoginState: QuickLoginState = initialFormState(QUICK_LOGIN_FORM);

export const quickLoginReducer = formReducer(QUICK_LOGIN_FORM);

/** The e-mail the availability request asks about. */
export const quickLoginEmail = (state: QuickLoginState): string => normalizeInput(state.values.email);
