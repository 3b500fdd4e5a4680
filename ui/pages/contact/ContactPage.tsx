import { useEffect } from 'react';
import { useActionData, useSearchParams } from 'react-router';
import { FORM_DEFINITIONS } from '../../../application/forms/form-definitions';
import { SALUTATION_OPTIONS } from '../../../domain/validation/salutation';
import { SelectField, TextAreaField, TextField } from '../../forms/Field';
import { FormMessage, Notice } from '../../forms/Notice';
import { PageForm } from '../../forms/PageForm';
import * as formStyles from '../../forms/forms.styles';
import { outcomeFor, type FormOutcome } from '../../forms/page-form-action';
import { wasSent } from '../../forms/website-form-action';
import { CONSULTATION_PAGE } from '../../../application/consultation/consultation.paths';
import { PROVIDER } from '../../../domain/site/provider';
import { primaryButton } from '../../theme/controls.styles';
import { CONTACT_FIELDS, CONTACT_TARGET, CONTACT_TOPICS, type ContactField } from './contact-form';
import * as styles from './contact.styles';
import * as pageParts from '../../theme/page.styles';

const THANKS_ID = 'kontakt-gesendet';

/**
 * /service/kontakt: the contact request (spec §7, contact-request). A plain form post the route
 * action hands to the Forms port: the server's §5 messages appear under the fields, what was
 * typed stays; after sending, the page thanks the visitor (also without JavaScript).
 */
export const ContactPage = () => {
  const [search] = useSearchParams();
  const sent = wasSent(search);
  const outcome = outcomeFor(useActionData<FormOutcome>(), CONTACT_TARGET);
  const values = outcome?.values ?? {};
  const field = (name: ContactField) => ({ id: `kontakt-${name}`, name, defaultValue: values[name], error: outcome?.errors[name] });

  useEffect(() => {
    // The thanks replace the form: the focus goes to them, so they are read out.
    if (sent) document.getElementById(THANKS_ID)?.focus();
  }, [sent]);

  return (
    <div className={`${pageParts.page} ${pageParts.narrow}`}>
      <h1 className={pageParts.pageHeading}>Kontakt</h1>
      <p className={pageParts.lead}>
        Sie haben Fragen zu einem Seminar, zur Freistellung oder zu Ihrer Buchung? Schreiben Sie uns, wir antworten in der Regel
        innerhalb eines Werktages. Telefonisch erreichen Sie uns unter <a href={PROVIDER.phoneHref}>{PROVIDER.phone}</a> (
        {PROVIDER.serviceHours}). Lieber in Ruhe sprechen? <a href={CONSULTATION_PAGE}>Vereinbaren Sie einen Beratungstermin</a> per Telefon
        oder Video.
      </p>
      {sent ? (
        <div id={THANKS_ID} tabIndex={-1} className={styles.thanks}>
          <Notice tone="success">
            <strong>Nachricht gesendet.</strong> {FORM_DEFINITIONS['contact-request'].thanks}
          </Notice>
        </div>
      ) : (
        <PageForm className={`${formStyles.card} ${pageParts.stack}`} outcome={outcome} aria-label="Kontaktanfrage">
          <FormMessage outcome={outcome} shown={CONTACT_FIELDS} />
          <SelectField {...field('salutation')} label="Anrede" options={SALUTATION_OPTIONS} placeholder="Bitte wählen" />
          <div className={formStyles.grid}>
            <TextField {...field('firstname')} label="Vorname" autoComplete="given-name" />
            <TextField {...field('lastname')} label="Nachname" autoComplete="family-name" />
            <TextField {...field('email')} label="E-Mail" type="email" autoComplete="email" />
            <TextField {...field('phone')} label="Telefon" type="tel" autoComplete="tel" optional />
          </div>
          <TextField {...field('company')} label="Firma" autoComplete="organization" optional />
          <SelectField {...field('topic')} label="Betreff" options={CONTACT_TOPICS} placeholder="Bitte wählen" />
          <TextAreaField {...field('message')} label="Nachricht" rows={6} />
          <div className={formStyles.actions}>
            <button type="submit" className={primaryButton}>
              Nachricht senden
            </button>
          </div>
          <p className={formStyles.hint}>
            Wie wir Ihre Angaben verarbeiten, lesen Sie in unserer <a href="/datenschutz">Datenschutzerklärung</a>.
          </p>
        </PageForm>
      )}
    </div>
  );
};
