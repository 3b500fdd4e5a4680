import { useLoaderData } from 'react-router';
import type { SharedPlanPageData } from './training-plan.loaders';
import { EntryCard, PlanCostSummary } from './PlanParts';
import * as styles from './training-plan.styles';

/** /personalisierter-schulungsplan/{x}: the plan for whoever has the link, read-only, nothing about its owner. */
export const SharedPlanPage = () => {
  const plan = useLoaderData<SharedPlanPageData>();
  return (
    <div className={styles.page}>
      <p className={styles.small}>Personalisierter Schulungsplan</p>
      <h1 className={styles.heading}>{plan.name}</h1>
      <p className={styles.lead}>Stand: {plan.updatedOn}. Diese Ansicht ist schreibgeschützt.</p>
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
    </div>
  );
};
