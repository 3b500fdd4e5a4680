import { Link, useLoaderData } from 'react-router';
import { TRAINING_PLAN_PATHS, deleteTrainingPlanPath, editTrainingPlanPath } from '../../../application/training-plan/training-plan.paths';
import type { PlanPageData } from './training-plan.loaders';
import { EntryCard, PlanCostSummary } from './PlanParts';
import { SharePanel } from './SharePanel';
import * as styles from './training-plan.styles';

/** /schulungsplan/get/{planId}: one plan as its owner reads it, with the cost and the share link. */
export const PlanPage = () => {
  const { plan } = useLoaderData<PlanPageData>();
  return (
    <div className={styles.page}>
      <p>
        <Link to={TRAINING_PLAN_PATHS.list}>Alle Schulungspläne</Link>
      </p>
      <h1 className={styles.heading}>{plan.name}</h1>
      <p className={styles.lead}>Zuletzt geändert am {plan.updatedOn}.</p>
      {plan.entries.length === 0 ? (
        <p>In diesem Plan ist noch kein Seminar eingetragen.</p>
      ) : (
        <ul className={styles.cards} aria-label="Geplante Seminare">
          {plan.entries.map((entry, index) => (
            <EntryCard key={index} entry={entry} headingLevel={2} />
          ))}
        </ul>
      )}
      <PlanCostSummary cost={plan.cost} headingId="plan-kosten" />
      <SharePanel shareUrl={plan.shareUrl} />
      <ul className={styles.links}>
        <li>
          <Link to={editTrainingPlanPath(plan.planId)}>Plan bearbeiten</Link>
        </li>
        <li>
          <Link to={deleteTrainingPlanPath(plan.planId)}>Plan löschen</Link>
        </li>
      </ul>
    </div>
  );
};
