import { useActionData, useLoaderData } from 'react-router';
import type { ConferenceField } from '../../../../application/catalogue-admin/conference-desk.codecs';
import { CONFERENCE_DESK_PATHS } from '../../../../application/catalogue-admin/conference-desk.port';
import { TextAreaField, TextField } from '../../../forms/Field';
import { FormMessage, Notice } from '../../../forms/Notice';
import { PageForm } from '../../../forms/PageForm';
import * as forms from '../../../forms/forms.styles';
import { outcomeFor, type FormOutcome } from '../../../forms/page-form-action';
import * as card from '../../../theme/card.styles';
import { primaryButton } from '../../../theme/controls.styles';
import * as page from '../../../theme/page.styles';
import { CONFERENCE_FIELDS, CONFERENCE_FORM, conferenceFieldsOf } from './conference-form.fields';
import { CONFERENCE_FORM_TARGET, type ConferencePageData } from './conferences.actions';

/** /manage/fachtagungen/{id}: a Fachtagung's dates, capacity (never below the seats taken), price and programme text. */
export const ConferencePage = () => {
  const { sheet, saved } = useLoaderData<ConferencePageData>();
  const outcome = outcomeFor(useActionData<FormOutcome>(), CONFERENCE_FORM_TARGET);
  const values = outcome === undefined ? sheet.fields : conferenceFieldsOf(outcome.values);
  const field = (name: ConferenceField) => ({
    id: `fachtagung-${name}`,
    name,
    label: CONFERENCE_FORM[name].label,
    hint: CONFERENCE_FORM[name].hint,
    error: outcome?.errors[name],
    defaultValue: values[name],
  });
  return (
    <section className={page.page} aria-labelledby="fachtagung-heading">
      <h1 id="fachtagung-heading" className={page.pageHeading}>
        {sheet.title}
      </h1>
      <p className={page.lead}>
        <a href={CONFERENCE_DESK_PATHS.list}>Alle Fachtagungen</a> · <a href={`/fachtagung/${encodeURIComponent(sheet.url)}`}>Seite der Fachtagung ansehen</a> ·{' '}
        {sheet.seatsTaken} Plätze vergeben{sheet.cancelled ? ' · abgesagt' : ''}
      </p>
      {saved ? <Notice tone="success">Die Fachtagung wurde gespeichert.</Notice> : null}
      <section className={card.card} aria-labelledby="fachtagung-aendern">
        <h2 id="fachtagung-aendern" className={page.sectionHeading}>
          Termin, Plätze, Preis und Programm
        </h2>
        <PageForm outcome={outcome} aria-labelledby="fachtagung-aendern">
          <FormMessage outcome={outcome} shown={CONFERENCE_FIELDS} />
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
    </section>
  );
};
