import { useLoaderData } from 'react-router';
import type { SharedPlanPageData } from './training-plan.loaders';
import { EntryCard, PlanCostSummary } from './PlanParts';
import * as pageParts from '../../theme/page.styles';
import * as cardListParts from '../../theme/card-list.styles';

/** /personalisierter-schulungsplan/{x}: the plan for whoever has the link, read-only, nothing about its owner. */
export const SharedPlanPage = () => {
  const plan = useLoaderData<SharedPlanPageData>();
  return (
    <div className={pageParts.page}>
      <p className={pageParts.smallPrint}>Personalisierter Schulungsplan</p>
      <h1 className={pageParts.pageHeading}>{plan.name}</h1>
      <p className={pageParts.lead}>Stand: {plan.updatedOn}. Diese Ansicht ist schreibgeschützt.</p>
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
    </div>
  );
};
