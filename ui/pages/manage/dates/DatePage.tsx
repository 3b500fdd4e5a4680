import { useActionData, useLoaderData } from 'react-router';
import { newDatePath } from '../../../../application/catalogue-admin/seminar-date-desk.port';
import { FormMessage, Notice } from '../../../forms/Notice';
import { PageForm } from '../../../forms/PageForm';
import * as forms from '../../../forms/forms.styles';
import { doneNotice, outcomeFor, type FormOutcome } from '../../../forms/page-form-action';
import * as badge from '../../../theme/badge.styles';
import * as card from '../../../theme/card.styles';
import { primaryButton } from '../../../theme/controls.styles';
import * as page from '../../../theme/page.styles';
import * as tiles from '../../../theme/tile-grid.styles';
import { dateFieldsOf, SEMINAR_DATE_FIELDS } from './date-form.fields';
import { DATE_FORM_TARGET, type DatePageData } from './dates.actions';
import { CANCEL_FORM_TARGET } from '../cancel-form';
import { CancelCard } from '../CancelCard';
import { DateFields } from './DateFields';
import { ModuleRows } from './ModuleRows';
import { moduleFieldNames, postedModuleRows, rowsWithSpare } from './module-rows';
import * as styles from './dates.styles';

const DONE_TEXT = {
  angelegt: 'Der Termin wurde angelegt.',
  gespeichert: 'Die Änderungen wurden gespeichert. Bei neuem Beginn oder Ende, neuen Daten oder Orten der Module haben alle Teilnehmenden eine E-Mail mit dem neuen Termin erhalten.',
  abgesagt: 'Der Termin wurde abgesagt. Alle Buchungen, Reservierungen und Wartelisten-Einträge sind ohne Gebühr storniert; jede Person hat eine E-Mail erhalten.',
} as const;

const MODULES_HINT =
  'Jedes Modul beginnt nach dem Ende des vorigen. Die leere Zeile nimmt ein neues Modul auf; „entfernen“ streicht eines. Ohne Ort findet ein Modul online statt.';

/** "02.03.2027 09:00 bis 13.05.2027 16:00", from the sheet's wall-clock fields. */
const spanText = (fields: { readonly startDate: string; readonly endDate: string }): string => `${fields.startDate} bis ${fields.endDate}`;

/**
 * /manage/termine/{eventId}: one seminar date in the back office. Its seats (capacity, booked,
 * reserved, waiting), its fields to change (a new start or end moves it: the participants are
 * mailed), a training series' modules (their dates and venues; a change is a move too), and
 * calling it off. Plain form posts, so it works without JavaScript.
 */
export const DatePage = () => {
  const { sheet, done } = useLoaderData<DatePageData>();
  const outcome = useActionData<FormOutcome>();
  const shownDone = doneNotice(done, outcome);
  const saving = outcomeFor(outcome, DATE_FORM_TARGET);
  const cancelling = outcomeFor(outcome, CANCEL_FORM_TARGET);
  const values = saving === undefined ? sheet.fields : dateFieldsOf(saving.values);
  const isSeries = sheet.modules.length > 0;
  const rows = saving === undefined ? rowsWithSpare(sheet.modules) : postedModuleRows(saving.values);
  return (
    <section className={page.page} aria-labelledby="termin-heading">
      <h1 id="termin-heading" className={page.pageHeading}>
        {sheet.title}: Termin {sheet.eventId}
      </h1>
      <p className={page.lead}>
        {sheet.cancelled ? <span className={`${badge.badge} ${badge.badgeDanger}`}>abgesagt</span> : null}{' '}
        <a href={`/seminare/p/${encodeURIComponent(sheet.themeSlug)}`}>Seminarseite ansehen</a> ·{' '}
        <a href={newDatePath(sheet.themeSlug)}>Weiteren Termin anlegen</a>
      </p>
      {shownDone === null ? null : <Notice tone="success">{DONE_TEXT[shownDone]}</Notice>}
      <h2 className={page.sectionHeading}>Plätze</h2>
      <ul className={`${tiles.tileGrid} ${styles.seats}`}>
        <li className={tiles.tile}>
          <span className={tiles.tileFigure}>{sheet.seats.capacity}</span>
          <span className={tiles.tileLabel}>Kapazität</span>
        </li>
        <li className={tiles.tile}>
          <span className={tiles.tileFigure}>{sheet.seats.booked}</span>
          <span className={tiles.tileLabel}>gebucht</span>
        </li>
        <li className={tiles.tile}>
          <span className={tiles.tileFigure}>{sheet.seats.reserved}</span>
          <span className={tiles.tileLabel}>reserviert</span>
        </li>
        <li className={tiles.tile}>
          <span className={tiles.tileFigure}>{sheet.seats.waiting}</span>
          <span className={tiles.tileLabel}>auf der Warteliste</span>
        </li>
      </ul>
      {sheet.cancelled ? (
        <Notice tone="info">Dieser Termin ist abgesagt und wird nicht mehr geändert.</Notice>
      ) : (
        <>
          <section className={card.card} aria-labelledby="termin-aendern">
            <h2 id="termin-aendern" className={page.sectionHeading}>
              Termin ändern oder verschieben
            </h2>
            <p className={page.smallPrint}>
              {isSeries
                ? `Eine Ausbildung in Modulen: Beginn und Ende (jetzt ${spanText(sheet.fields)}), Art und Ort folgen aus den Modulen. Neue Daten oder Orte der Module werden allen Teilnehmenden per E-Mail mitgeteilt.`
                : 'Ein neuer Beginn oder ein neues Ende wird allen Teilnehmenden per E-Mail mitgeteilt.'}
            </p>
            {/* A saved change remounts the form, so fields show the stored values, not those typed before. */}
            <PageForm key={`${JSON.stringify(sheet.fields)}${JSON.stringify(sheet.modules)}`} outcome={saving} className={styles.form} aria-labelledby="termin-aendern">
              <input type="hidden" name="intent" value="speichern" />
              <FormMessage outcome={saving} shown={[...SEMINAR_DATE_FIELDS, ...(isSeries ? moduleFieldNames(rows.length) : [])]} />
              <DateFields values={values} errors={saving?.errors ?? {}} venues={sheet.venues} fromModules={isSeries} />
              {isSeries ? <ModuleRows rows={rows} errors={saving?.errors ?? {}} venues={sheet.venues} hint={MODULES_HINT} /> : null}
              <div className={forms.actions}>
                <button type="submit" className={primaryButton}>
                  Speichern
                </button>
              </div>
            </PageForm>
          </section>
          <CancelCard kind="termin" outcome={cancelling} />
        </>
      )}
    </section>
  );
};
