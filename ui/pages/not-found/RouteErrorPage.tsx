import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import type { PageError } from '../../routing/run-task';
import * as styles from '../catalogue/catalogue.styles';

/** Shown for unknown paths (404) and for failures a loader reports with their status. */
export const RouteErrorPage = () => {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const message =
    status === 404
      ? 'Diese Seite gibt es nicht (mehr). Vielleicht finden Sie Ihr Seminar über die Suche.'
      : isRouteErrorResponse(error) && typeof (error.data as Partial<PageError> | undefined)?.message === 'string'
        ? (error.data as PageError).message
        : 'Es ist ein unerwarteter Fehler aufgetreten. Bitte versuchen Sie es später erneut.';
  return (
    <>
      <h1 className={styles.heading}>{status === 404 ? 'Seite nicht gefunden' : 'Das hat nicht geklappt'}</h1>
      <p className={styles.lead}>{message}</p>
      <p>
        <Link to="/seminare">Zu allen Seminaren</Link>
      </p>
    </>
  );
};
