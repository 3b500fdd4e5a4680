import { data, redirect } from 'react-router';
import { PORTAL_MESSAGES } from '../../../../application/portal/messages';
import type { AppError } from '../../../../domain/errors/app-error';
import { loginPathWithRedirect } from '../../../../domain/login/login-path';
import { formFailure, type FormOutcome } from '../../../forms/page-form-action';

/** The marker a Gremium page's redirect after a change carries; the page then says what was done. */
export const DONE_PARAM = 'erledigt';

export const donePath = (path: string, done: string): string => `${path}?${DONE_PARAM}=${encodeURIComponent(done)}`;

export const doneOf = (search: URLSearchParams): string | null => search.get(DONE_PARAM);

/** Refusals of the Gremium's rules: said as they are (formFailure reads any other 403 as an expired session). */
const GREMIUM_REFUSALS: readonly string[] = [PORTAL_MESSAGES.gremiumAdminsOnly, PORTAL_MESSAGES.notGremiumMember];

/**
 * The answer of a Gremium page's action to a failed use case: a visitor whose session ended goes
 * to the login and back; a refusal by the Gremium's rules keeps its own message (403); anything
 * else as every page form answers it (what was typed stays).
 */
export const gremiumFailure = (path: string, target: string, values: Readonly<Record<string, string>>, error: AppError) => {
  if (error._tag === 'Unauthenticated') return redirect(loginPathWithRedirect(path));
  if (error._tag === 'Forbidden' && GREMIUM_REFUSALS.includes(error.message)) {
    return data<FormOutcome>({ target, values, errors: {}, message: error.message, kind: 'Forbidden' }, { status: 403 });
  }
  return formFailure(target, values, error);
};

/** A positive id from a form field, or undefined. */
export const idOf = (value: string | undefined): number | undefined => {
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
};
