import { useActionData, useLoaderData } from 'react-router';
import type { NewDateSheetWire } from '../../../../application/catalogue-admin/seminar-date-desk.codecs';
import { FormMessage } from '../../../forms/Notice';
import { PageForm } from '../../../forms/PageForm';
import * as forms from '../../../forms/forms.styles';
import { outcomeFor, type FormOutcome } from '../../../forms/page-form-action';
import * as card from '../../../theme/card.styles';
import { primaryButton } from '../../../theme/controls.styles';
import * as page from '../../../theme/page.styles';
import { dateFieldsOf, SEMINAR_DATE_FIELDS } from './date-form.fields';
import { DATE_FORM_TARGET } from './dates.actions';
import { DateFields } from './DateFields';
import { ModuleRows } from './ModuleRows';
import { moduleFieldNames, postedModuleRows, rowsWithSpare } from './module-rows';

const NEW_MODULES_HINT =
  'Nur für die Art „Ausbildung in Modulen“: Beginn, Ende und Ort des Termins folgen dann aus den Modulen (die Felder oben dafür bleiben leer). Jedes Modul beginnt nach dem Ende des vorigen; ohne Ort findet es online statt.';
import * as styles from './dates.styles';

/** /manage/seminare/{slug}/termine/neu: a new date of the seminar (a series with its modules), by the same rules as the import. */
export const NewDatePage = () => {
  const sheet = useLoaderData<NewDateSheetWire>();
  const outcome = outcomeFor(useActionData<FormOutcome>(), DATE_FORM_TARGET);
  const values = outcome === undefined ? sheet.fields : dateFieldsOf(outcome.values);
  const rows = outcome === undefined ? rowsWithSpare([]) : postedModuleRows(outcome.values);
  return (
    <section className={page.page} aria-labelledby="neuer-termin-heading">
      <h1 id="neuer-termin-heading" className={page.pageHeading}>
        Neuer Termin: {sheet.title}
      </h1>
      <p className={page.lead}>Ein neuer Termin liegt in der Zukunft; er erscheint sofort auf der Seminarseite.</p>
      <section className={card.card} aria-labelledby="neuer-termin-heading">
        <PageForm outcome={outcome} className={styles.form} aria-labelledby="neuer-termin-heading">
          <FormMessage outcome={outcome} shown={[...SEMINAR_DATE_FIELDS, ...moduleFieldNames(rows.length)]} />
          <DateFields values={values} errors={outcome?.errors ?? {}} venues={sheet.venues} />
          <ModuleRows rows={rows} errors={outcome?.errors ?? {}} venues={sheet.venues} hint={NEW_MODULES_HINT} />
          <div className={forms.actions}>
            <button type="submit" className={primaryButton}>
              Termin anlegen
            </button>
          </div>
        </PageForm>
      </section>
    </section>
  );
};
