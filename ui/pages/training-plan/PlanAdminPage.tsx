import { Link, useLoaderData } from 'react-router';
import type { AdminPageData } from './training-plan.loaders';
import * as pageParts from '../../theme/page.styles';
import * as cardListParts from '../../theme/card-list.styles';
import * as factParts from '../../theme/fact-list.styles';

/** /schulungsplan/admin: every plan with its owner, for site admins; others see the access-denied page (403). */
export const PlanAdminPage = () => {
  const page = useLoaderData<AdminPageData>();
  return (
    <div className={pageParts.page}>
      <h1 className={pageParts.pageHeading}>Alle Schulungspläne</h1>
      <p className={pageParts.lead}>
        {page.plans.length === 1 ? 'Ein Schulungsplan' : `${String(page.plans.length)} Schulungspläne`} aller Kundinnen und Kunden, zuletzt geänderte zuerst.
      </p>
      {page.plans.length === 0 ? (
        <p>Es gibt noch keine Schulungspläne.</p>
      ) : (
        <ul className={cardListParts.cards} aria-label="Schulungspläne">
          {page.plans.map((plan) => (
            <li key={plan.planId} className={cardListParts.card}>
              <h2>{plan.name}</h2>
              <dl className={factParts.factGrid}>
                <dt>Nr.</dt>
                <dd>{plan.planId}</dd>
                <dt>Konto</dt>
                <dd>{plan.ownerEmail}</dd>
                <dt>Plätze</dt>
                <dd>{plan.entryCount}</dd>
                <dt>Geändert</dt>
                <dd>{plan.updatedOn}</dd>
              </dl>
            </li>
          ))}
        </ul>
      )}
      <p>
        <Link to="/seminare">Zu allen Seminaren</Link>
      </p>
    </div>
  );
};
