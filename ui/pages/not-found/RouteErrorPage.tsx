import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { UNEXPECTED_ERROR_MESSAGE } from '../../../domain/errors/app-error';
import { DocumentTitle } from '../../routing/DocumentTitle';
import { errorMeta } from '../../routing/page-meta';
import type { PageError } from '../../routing/run-task';
import { lead, page, pageHeading } from '../../theme/page.styles';
import { hint, homeLink } from './error-page.styles';

const UNKNOWN_PAGE = 'Diese Seite gibt es nicht (mehr). Vielleicht finden Sie Ihr Seminar über die Suche.';
/** What the catch-all route and guards say: no more than the heading, so the general hint is shown instead. */
const BARE_NOT_FOUND = 'Seite nicht gefunden';

/** Shown for unknown paths (404) and for failures a loader reports with their status and German message. */
export const RouteErrorPage = () => {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const data = isRouteErrorResponse(error) ? (error.data as Partial<PageError> | undefined) : undefined;
  const reported = data?.message;
  const message =
    typeof reported === 'string' && reported !== '' && reported !== BARE_NOT_FOUND
      ? reported
      : status === 404
        ? UNKNOWN_PAGE
        : UNEXPECTED_ERROR_MESSAGE;
  const heading = typeof data?.heading === 'string' ? data.heading : undefined;
  return (
    <div className={page}>
      <DocumentTitle title={errorMeta(status, heading).title} />
      <h1 className={pageHeading}>{heading ?? (status === 404 ? 'Seite nicht gefunden' : 'Das hat nicht geklappt')}</h1>
      <p className={lead}>{message}</p>
      {typeof data?.hint === 'string' ? <p className={hint}>{data.hint}</p> : null}
      <Link className={homeLink} to="/seminare">
        Zu allen Seminaren
      </Link>
    </div>
  );
};
