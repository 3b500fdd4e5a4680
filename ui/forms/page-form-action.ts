import { data } from 'react-router';
import { FORM_REFUSED_HEADER, FORM_XSRF_FIELD, SESSION_EXPIRED_MESSAGE } from '../../application/http/page-form';
import { httpStatusOf } from '../../application/errors/error-kinds';
import { tooManyRequestsMessage } from '../../application/http/too-many-requests';
import type { AppError } from '../../domain/errors/app-error';

/** What a page form's action answers when it could not do what was asked: shown at that form. */
export interface FormOutcome {
  /** Which form of the page it belongs to (a cart page has one per participant). */
  readonly target: string;
  /** German messages per field name. */
  readonly errors: Readonly<Record<string, string>>;
  /** A message about the form as a whole. */
  readonly message?: string;
  /** What was typed, so a page rendered without JavaScript shows it again. */
  readonly values: Readonly<Record<string, string>>;
  /** Which kind of refusal (a page may offer a way out, e.g. a new confirmation link after a Conflict). */
  readonly kind?: AppError['_tag'];
}

export const SESSION_EXPIRED_FORM =
  'Ihre Sitzung war abgelaufen. Ihre Angaben sind noch da – bitte senden Sie das Formular noch einmal ab.';

export interface PageFormPost {
  readonly values: Readonly<Record<string, string>>;
  /** The server refused the post's XSRF token: nothing may change. */
  readonly refused: boolean;
}

/**
 * The fields of a page form post, as the route action gets them in both ways: from the server
 * (a plain post without JavaScript) or from react-router in the browser.
 */
export const readPageForm = async (request: Request): Promise<PageFormPost> => {
  const form = await request.formData();
  const values: Record<string, string> = {};
  for (const [name, value] of form.entries()) {
    if (name !== FORM_XSRF_FIELD && typeof value === 'string') values[name] = value;
  }
  return { values, refused: request.headers.get(FORM_REFUSED_HEADER) !== null };
};

/** The action's answer for a failed use case, with the status the server answers a plain post with. */
export const formFailure = (target: string, values: Readonly<Record<string, string>>, error: AppError) => {
  // Within the browser the proxy meets the server's 403 for an expired session; the answer
  // already carried a fresh token, so sending again is all it takes. Any other 403 is a rule
  // (another's photo, a member's post to an admin form): sending again would not help, so its own message shows.
  const expired = error._tag === 'Forbidden' && error.message === SESSION_EXPIRED_MESSAGE;
  const outcome: FormOutcome = {
    target,
    values,
    kind: error._tag,
    errors: error._tag === 'Invalid' ? error.fieldErrors : {},
    // A refused post names the wait in minutes (the use cases' own message says only 'in Kürze').
    message: expired ? SESSION_EXPIRED_FORM : error._tag === 'RateLimited' ? tooManyRequestsMessage(error.retryAfterSeconds) : error.message,
  };
  // A refused post (too many) says when to try again, as the API's 429 does; the values stay in the form.
  const headers: Record<string, string> = error._tag === 'RateLimited' ? { 'Retry-After': String(error.retryAfterSeconds) } : {};
  return data(outcome, { status: expired ? 403 : httpStatusOf(error), headers });
};

/** The answer to a post whose token the server refused: nothing changed, the form comes back. */
export const formRefused = (target: string, values: Readonly<Record<string, string>>) =>
  data<FormOutcome>({ target, values, errors: {}, message: SESSION_EXPIRED_FORM }, { status: 403 });

/** An outcome for this form, if the last action answered for it. */
export const outcomeFor = (outcome: FormOutcome | undefined, target: string): FormOutcome | undefined =>
  outcome?.target === target ? outcome : undefined;

/**
 * The notice a page shows after a post that worked (POST-redirect-GET: "?erledigt=…" in its
 * address), unless the page now answers a later post that did not: a plain form posts to the
 * page's address with its query, and "gespeichert" beside a refusal would be wrong.
 */
export const doneNotice = <D extends string>(done: D | null, outcome: FormOutcome | undefined): D | null => (outcome === undefined ? done : null);
