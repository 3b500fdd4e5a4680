import { Link, useLoaderData } from 'react-router';
import { TRAINING_PLAN_PATHS, trainingPlanPath } from '../../../application/training-plan/training-plan.paths';
import { Notice } from '../../forms/Notice';
import { primaryButton } from '../../theme/controls.styles';
import type { PlansPageData } from './training-plan.loaders';
import * as pageParts from '../../theme/page.styles';
import * as cardListParts from '../../theme/card-list.styles';

const DONE: Readonly<Record<string, string>> = { geloescht: 'Der Schulungsplan wurde gelöscht.' };

/** /schulungsplan/get: the caller's training plans, newest change first. */
export const PlansPage = () => {
  const { plans, done } = useLoaderData<PlansPageData>();
  const doneText = done === null ? undefined : DONE[done];
  return (
    <div className={pageParts.page}>
      <h1 className={pageParts.pageHeading}>Meine Schulungspläne</h1>
      <p className={pageParts.lead}>
        Planen Sie die Seminare Ihrer Gremiumsmitglieder für das Jahr: wer welches Seminar besucht, wie dringend es ist und was es kostet. Jeden
        Plan können Sie per Link mit dem Gremium oder dem Arbeitgeber teilen.
      </p>
      {doneText === undefined ? null : <Notice tone="success">{doneText}</Notice>}
      <p>
        <Link className={primaryButton} to={TRAINING_PLAN_PATHS.create}>
          Neuen Schulungsplan anlegen
        </Link>
      </p>
      {plans.length === 0 ? (
        <p>Sie haben noch keinen Schulungsplan.</p>
      ) : (
        <ul className={cardListParts.cards} aria-label="Ihre Schulungspläne">
          {plans.map((plan) => (
            <li key={plan.planId} className={cardListParts.card}>
              <h2>
                <Link to={trainingPlanPath(plan.planId)}>{plan.name}</Link>
              </h2>
              <p className={pageParts.smallPrint}>
                {plan.entryCount === 1 ? '1 geplanter Platz' : `${String(plan.entryCount)} geplante Plätze`} · geändert am {plan.updatedOn}
              </p>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
};
