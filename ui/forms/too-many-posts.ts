import { data, type LoaderFunctionArgs } from 'react-router';
import { FORM_TOO_MANY_HEADER } from '../../application/http/page-form';
import { tooManyRequestsMessage } from '../../application/http/too-many-requests';
import type { PageError } from '../routing/run-task';

/**
 * Part of the server's loader above every page (ui/routing/server-refusals.ts). A page's plain
 * form post one too many for its rate limit comes as a GET of the form's page with the header
 * (adapters/http-api/form-rate-limit.ts), so no action runs: the site's error page in the
 * layout answers, with the German wait, 429 and Retry-After, as the API's 429 does.
 */
export const refuseTooManyPosts = ({ request }: LoaderFunctionArgs): null => {
  const retryAfter = request.headers.get(FORM_TOO_MANY_HEADER);
  if (retryAfter === null) return null;
  const seconds = Math.max(1, Math.ceil(Number(retryAfter)) || 1);
  const error: PageError = { message: tooManyRequestsMessage(seconds), status: 429 };
  // eslint-disable-next-line @typescript-eslint/only-throw-error -- react-router's way to answer with a status
  throw data(error, { status: 429, headers: { 'Retry-After': String(seconds) } });
};
