import { Link, useActionData, useNavigation } from 'react-router';
import { TRAINING_PLAN_PATHS } from '../../../application/training-plan/training-plan.paths';
import { TextField } from '../../forms/Field';
import { FormMessage } from '../../forms/Notice';
import { PageForm } from '../../forms/PageForm';
import * as formStyles from '../../forms/forms.styles';
import { outcomeFor, type FormOutcome } from '../../forms/page-form-action';
import { primaryButton } from '../../theme/controls.styles';
import { CREATE_FORM } from './training-plan.loaders';
import * as pageParts from '../../theme/page.styles';

/** /schulungsplan/create: a plan starts with its name; the seminars are added on the next page. */
export const CreatePlanPage = () => {
  const outcome = outcomeFor(useActionData<FormOutcome>(), CREATE_FORM);
  const sending = useNavigation().state === 'submitting';
  return (
    <div className={pageParts.page}>
      <p>
        <Link to={TRAINING_PLAN_PATHS.list}>Alle Schulungspläne</Link>
      </p>
      <h1 className={pageParts.pageHeading}>Neuer Schulungsplan</h1>
      <p className={pageParts.lead}>Geben Sie dem Plan einen Namen, zum Beispiel „Schulungsplan 2027“. Danach tragen Sie die Seminare der Mitglieder ein.</p>
      <PageForm className={`${formStyles.card} ${pageParts.stack} ${pageParts.narrow}`} outcome={outcome} aria-label="Schulungsplan anlegen">
        <FormMessage outcome={outcome} shown={['name']} />
        <TextField id="plan-name" name="name" label="Name des Plans" defaultValue={outcome?.values.name} error={outcome?.errors.name} maxLength={200} />
        <div className={formStyles.actions}>
          <button type="submit" className={primaryButton} disabled={sending}>
            Schulungsplan anlegen
          </button>
        </div>
      </PageForm>
    </div>
  );
};
