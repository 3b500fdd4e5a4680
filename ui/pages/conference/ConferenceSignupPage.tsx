import { Link, useActionData, useLoaderData, useNavigation } from 'react-router';
import { Temporal } from 'temporal-polyfill';
import { formatDate } from '../../../domain/calendar/calendar';
import { SALUTATION_OPTIONS } from '../../../domain/validation/salutation';
import { ChoiceGroup, SelectField, TextAreaField, TextField } from '../../forms/Field';
import { FormMessage } from '../../forms/Notice';
import { PageForm } from '../../forms/PageForm';
import * as formStyles from '../../forms/forms.styles';
import { outcomeFor, type FormOutcome } from '../../forms/page-form-action';
import { primaryButton } from '../../theme/controls.styles';
import { Breadcrumbs } from '../catalogue/Breadcrumbs';
import { SIGNUP_FIELDS } from './conference-booking-form';
import { SIGNUP_FORM, type SignupPageData } from './conference-booking.loaders';
import * as pageParts from '../../theme/page.styles';

/** /fachtagung/anmeldung: interest without obligation; we send programme and details. */
export const ConferenceSignupPage = () => {
  const { conferences, preselected } = useLoaderData<SignupPageData>();
  const outcome = outcomeFor(useActionData<FormOutcome>(), SIGNUP_FORM);
  const sending = useNavigation().state === 'submitting';
  const values: Readonly<Record<string, string>> = { conferenceUrl: preselected, salutation: 'Keine Angabe', ...outcome?.values };
  const errors = outcome?.errors ?? {};
  const field = (name: (typeof SIGNUP_FIELDS)[number]) => ({ id: `anmeldung-${name}`, name, defaultValue: values[name], error: errors[name] });
  const choices = [
    ...conferences.map((conference) => ({
      value: conference.url,
      label: conference.title,
      hint: `${formatDate(Temporal.Instant.from(conference.startDate))} in ${conference.venue.city}`,
    })),
    { value: '', label: 'Fachtagungen allgemein', hint: 'Informieren Sie mich über alle kommenden Fachtagungen.' },
  ];
  return (
    <div className={pageParts.page}>
      <Breadcrumbs trail={[{ label: 'Startseite', to: '/' }, { label: 'Fachtagungen' }, { label: 'Anmeldung' }]} />
      <div className={pageParts.stack}>
        <h1 id="anmeldung-titel" className={pageParts.pageHeading}>
          Anmeldung zur Fachtagung
        </h1>
        <p className={pageParts.lead}>Unverbindlich Interesse bekunden: Wir schicken Ihnen Programm und alle Einzelheiten. Eine Buchung ist damit noch nicht verbunden.</p>
      </div>
      <PageForm outcome={outcome} aria-labelledby="anmeldung-titel" className={`${formStyles.card} ${pageParts.stack} ${pageParts.narrow}`}>
        <FormMessage outcome={outcome} shown={SIGNUP_FIELDS} />
        <ChoiceGroup {...field('conferenceUrl')} label="Welche Fachtagung interessiert Sie?" choices={choices} />
        <div className={formStyles.grid}>
          <SelectField {...field('salutation')} label="Anrede" options={SALUTATION_OPTIONS} />
          <TextField {...field('firstname')} label="Vorname" autoComplete="given-name" />
          <TextField {...field('lastname')} label="Nachname" autoComplete="family-name" />
          <TextField {...field('email')} label="E-Mail" type="email" autoComplete="email" />
          <TextField {...field('company')} label="Firma" autoComplete="organization" optional />
          <TextField {...field('phone')} label="Telefon" type="tel" autoComplete="tel" optional />
          <div className={formStyles.wide}>
            <TextAreaField {...field('message')} label="Ihre Nachricht" optional rows={4} />
          </div>
        </div>
        <p className={pageParts.smallPrint}>
          {'Wir verwenden Ihre Angaben nur für Ihre Anfrage. Mehr dazu in der '}
          <Link to="/datenschutz">Datenschutzerklärung</Link>.
        </p>
        <div className={formStyles.actions}>
          <button type="submit" className={primaryButton} disabled={sending}>
            {sending ? 'Anmeldung wird gesendet …' : 'Anmeldung absenden'}
          </button>
        </div>
      </PageForm>
    </div>
  );
};
