import { data } from 'react-router';
import { ADMIN_MESSAGES } from '../../application/admin/messages';
import type { PageError } from './run-task';

/**
 * The one access-denied answer of the admin areas (spec §6 /manage, /cache, /schulungsplan/admin):
 * a 403 to the pages' error boundary with the heading, the lead and the hint for admins. The gate's
 * refusal, the access-denied page and a use case's Forbidden all end here, so the visitor sees one
 * page in one markup.
 */
export const refuseAccess = (message: string = ADMIN_MESSAGES.adminsOnly): never => {
  const error: PageError = { status: 403, heading: ADMIN_MESSAGES.accessDeniedHeading, message, hint: ADMIN_MESSAGES.adminLoginHint };
  // eslint-disable-next-line @typescript-eslint/only-throw-error -- react-router's way to answer with a status
  throw data(error, { status: 403 });
};
