import { Link, useLoaderData } from 'react-router';
import { TRAINING_PLAN_PATHS, deleteTrainingPlanPath, editTrainingPlanPath } from '../../../application/training-plan/training-plan.paths';
import type { PlanPageData } from './training-plan.loaders';
import { EntryCard, PlanCostSummary } from './PlanParts';
import { SharePanel } from './SharePanel';
import * as pageParts from '../../theme/page.styles';
import * as cardListParts from '../../theme/card-list.styles';
import * as linkParts from '../../theme/link-row.styles';

/** /schulungsplan/get/{planId}: one plan as its owner reads it, with the cost and the share link. */
export const PlanPage = () => {
  const { plan } = useLoaderData<PlanPageData>();
  return (
    <div className={pageParts.page}>
      <p>
        <Link to={TRAINING_PLAN_PATHS.list}>Alle Schulungspläne</Link>
      </p>
      <h1 className={pageParts.pageHeading}>{plan.name}</h1>
      <p className={pageParts.lead}>Zuletzt geändert am {plan.updatedOn}.</p>
      {plan.entries.length === 0 ? (
        <p>In diesem Plan ist noch kein Seminar eingetragen.</p>
      ) : (
        <ul className={cardListParts.cards} aria-label="Geplante Seminare">
          {plan.entries.map((entry, index) => (
            <EntryCard key={index} entry={entry} headingLevel={2} />
          ))}
        </ul>
      )}
      <PlanCostSummary cost={plan.cost} headingId="plan-kosten" />
      <SharePanel shareUrl={plan.shareUrl} />
      <ul className={linkParts.linkRow}>
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
