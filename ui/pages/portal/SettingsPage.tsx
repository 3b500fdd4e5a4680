import { useActionData, useLoaderData, useSearchParams } from 'react-router';
import { SelectField, TextField } from '../../forms/Field';
import { FormMessage, Notice } from '../../forms/Notice';
import { PageForm } from '../../forms/PageForm';
import * as formStyles from '../../forms/forms.styles';
import { outcomeFor, type FormOutcome } from '../../forms/page-form-action';
import { primaryButton } from '../../theme/controls.styles';
import { PERSONAL_DATA_FIELDS, SETTINGS_TARGET, wasSaved, type PersonalDataField, type SettingsData } from './portal.loaders';
import * as styles from './portal.styles';

/** Names and company are required; the phone and the address (as a whole) are not (application/portal/person-form.ts). */
const TEXT_FIELDS: readonly {
  readonly name: PersonalDataField;
  readonly label: string;
  readonly autoComplete: string;
  readonly type?: 'tel';
  readonly optional?: boolean;
}[] = [
  { name: 'firstname', label: 'Vorname', autoComplete: 'given-name' },
  { name: 'lastname', label: 'Nachname', autoComplete: 'family-name' },
  { name: 'company', label: 'Firma', autoComplete: 'organization' },
  { name: 'phone', label: 'Telefon', autoComplete: 'tel', type: 'tel', optional: true },
  { name: 'street', label: 'Straße', autoComplete: 'address-line1', optional: true },
  { name: 'streetNumber', label: 'Hausnummer', autoComplete: 'address-line2', optional: true },
  { name: 'postalCode', label: 'PLZ', autoComplete: 'postal-code', optional: true },
  { name: 'city', label: 'Ort', autoComplete: 'address-level2', optional: true },
];

/**
 * Einstellungen: the personal data, a page form the route's action saves (also without
 * JavaScript). The server checks it; its German messages show under the fields, what was typed
 * stays, and after saving the page shows the stored data with a confirmation.
 */
export const SettingsPage = () => {
  const { personalData, salutations, countries } = useLoaderData<SettingsData>();
  const [search] = useSearchParams();
  const outcome = outcomeFor(useActionData<FormOutcome>(), SETTINGS_TARGET);
  // A refused post shows what was typed; otherwise the stored data.
  const valueOf = (name: PersonalDataField): string | undefined => (outcome === undefined ? personalData[name] : outcome.values[name]);
  const field = (name: PersonalDataField) => ({ id: `einstellungen-${name}`, name, defaultValue: valueOf(name), error: outcome?.errors[name] });
  return (
    <section className={styles.page} aria-labelledby="einstellungen-titel">
      <h1 id="einstellungen-titel" className={styles.heading}>
        Einstellungen
      </h1>
      <p className={styles.lead}>Ihre persönlichen Daten ({personalData.email})</p>
      {wasSaved(search) && outcome === undefined ? <Notice tone="success">Ihre Daten wurden gespeichert.</Notice> : null}
      {/* Stored data changes the defaults: a new form shows them (a refused post keeps what was typed). */}
      <PageForm key={JSON.stringify(personalData)} className={`${formStyles.card} ${styles.form}`} outcome={outcome} aria-label="Persönliche Daten">
        <FormMessage outcome={outcome} shown={PERSONAL_DATA_FIELDS} />
        <div className={formStyles.grid}>
          <SelectField {...field('salutation')} label="Anrede" options={salutations} placeholder="Bitte wählen" />
          {TEXT_FIELDS.map(({ name, ...text }) => (
            <TextField key={name} {...field(name)} {...text} />
          ))}
          <SelectField
            {...field('country')}
            label="Land"
            optional
            options={countries.map((country) => ({ value: country.code, label: country.name }))}
            placeholder="Bitte wählen"
          />
        </div>
        <div className={formStyles.actions}>
          <button type="submit" className={primaryButton}>
            Speichern
          </button>
        </div>
      </PageForm>
    </section>
  );
};
