import { Link, useActionData, useLoaderData, useNavigation } from 'react-router';
import { trainingPlanPath } from '../../../application/training-plan/training-plan.paths';
import { FormMessage } from '../../forms/Notice';
import { PageForm } from '../../forms/PageForm';
import * as formStyles from '../../forms/forms.styles';
import { outcomeFor, type FormOutcome } from '../../forms/page-form-action';
import { primaryButton } from '../../theme/controls.styles';
import { DELETE_FORM } from './training-plan.loaders';
import * as pageParts from '../../theme/page.styles';

/** /schulungsplan/delete/{planId}: asks once; the shared link stops working with the plan. */
export const DeletePlanPage = () => {
  const { planId, name } = useLoaderData<{ planId: number; name: string }>();
  const outcome = outcomeFor(useActionData<FormOutcome>(), DELETE_FORM);
  const sending = useNavigation().state === 'submitting';
  return (
    <div className={pageParts.page}>
      <h1 className={pageParts.pageHeading}>Schulungsplan löschen</h1>
      <PageForm className={`${formStyles.card} ${pageParts.stack} ${pageParts.narrow}`} outcome={outcome} aria-label="Schulungsplan löschen">
        <FormMessage outcome={outcome} shown={[]} />
        <p>
          Möchten Sie den Schulungsplan „{name}“ wirklich löschen? Der geteilte Link funktioniert danach nicht mehr. Das lässt sich nicht rückgängig
          machen.
        </p>
        <div className={formStyles.actions}>
          <button type="submit" className={primaryButton} disabled={sending}>
            Endgültig löschen
          </button>
          <Link to={trainingPlanPath(planId)}>Abbrechen</Link>
        </div>
      </PageForm>
    </div>
  );
};
