import { useActionData, useLoaderData } from 'react-router';
import type { ConferenceField } from '../../../../application/catalogue-admin/conference-desk.codecs';
import { CONFERENCE_DESK_PATHS } from '../../../../application/catalogue-admin/conference-desk.port';
import { TextAreaField, TextField } from '../../../forms/Field';
import { FormMessage, Notice } from '../../../forms/Notice';
import { PageForm } from '../../../forms/PageForm';
import * as forms from '../../../forms/forms.styles';
import { doneNotice, outcomeFor, type FormOutcome } from '../../../forms/page-form-action';
import * as badge from '../../../theme/badge.styles';
import * as card from '../../../theme/card.styles';
import { primaryButton } from '../../../theme/controls.styles';
import * as page from '../../../theme/page.styles';
import { CONFERENCE_FIELDS, CONFERENCE_FORM, conferenceFieldsOf } from './conference-form.fields';
import { CONFERENCE_FORM_TARGET, type ConferencePageData } from './conferences.actions';
import { CANCEL_FORM_TARGET } from '../cancel-form';
import { CancelCard } from '../CancelCard';

const DONE_TEXT = {
  gespeichert: 'Die Fachtagung wurde gespeichert.',
  abgesagt: 'Die Fachtagung wurde abgesagt. Alle Buchungen, Reservierungen und Wartelisten-Einträge sind ohne Gebühr storniert; jede Person hat eine E-Mail erhalten.',
} as const;

/**
 * /manage/fachtagungen/{id}: a Fachtagung's dates, capacity (never below the seats taken), price
 * and programme text, and calling it off as a seminar date is called off. Plain form posts, so it
 * works without JavaScript.
 */
export const ConferencePage = () => {
  const { sheet, done } = useLoaderData<ConferencePageData>();
  const outcome = useActionData<FormOutcome>();
  const shownDone = doneNotice(done, outcome);
  const saving = outcomeFor(outcome, CONFERENCE_FORM_TARGET);
  const cancelling = outcomeFor(outcome, CANCEL_FORM_TARGET);
  const values = saving === undefined ? sheet.fields : conferenceFieldsOf(saving.values);
  const field = (name: ConferenceField) => ({
    id: `fachtagung-${name}`,
    name,
    label: CONFERENCE_FORM[name].label,
    hint: CONFERENCE_FORM[name].hint,
    error: saving?.errors[name],
    defaultValue: values[name],
  });
  return (
    <section className={page.page} aria-labelledby="fachtagung-heading">
      <h1 id="fachtagung-heading" className={page.pageHeading}>
        {sheet.title}
      </h1>
      <p className={page.lead}>
        {sheet.cancelled ? <span className={`${badge.badge} ${badge.badgeDanger}`}>abgesagt</span> : null}{' '}
        <a href={CONFERENCE_DESK_PATHS.list}>Alle Fachtagungen</a> · <a href={`/fachtagung/${encodeURIComponent(sheet.url)}`}>Seite der Fachtagung ansehen</a> ·{' '}
        {sheet.seatsTaken} {sheet.seatsTaken === 1 ? 'Platz' : 'Plätze'} vergeben
      </p>
      {shownDone === null ? null : <Notice tone="success">{DONE_TEXT[shownDone]}</Notice>}
      {sheet.cancelled ? (
        <Notice tone="info">Diese Fachtagung ist abgesagt und wird nicht mehr geändert.</Notice>
      ) : (
        <>
          <section className={card.card} aria-labelledby="fachtagung-aendern">
            <h2 id="fachtagung-aendern" className={page.sectionHeading}>
              Termin, Plätze, Preis und Programm
            </h2>
            <PageForm outcome={saving} aria-labelledby="fachtagung-aendern">
              <input type="hidden" name="intent" value="speichern" />
              <FormMessage outcome={saving} shown={CONFERENCE_FIELDS} />
              <div className={forms.grid}>
                {CONFERENCE_FIELDS.filter((name) => name !== 'description').map((name) => (
                  <TextField key={name} {...field(name)} autoComplete="off" />
                ))}
              </div>
              <TextAreaField {...field('description')} rows={10} />
              <div className={forms.actions}>
                <button type="submit" className={primaryButton}>
                  Speichern
                </button>
              </div>
            </PageForm>
          </section>
          <CancelCard kind="fachtagung" outcome={cancelling} />
        </>
      )}
    </section>
  );
};
