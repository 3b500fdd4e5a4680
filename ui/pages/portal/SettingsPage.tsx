import { cx } from '@linaria/core';
import * as E from 'fp-ts/Either';
import { useState, type SyntheticEvent } from 'react';
import { useLoaderData } from 'react-router';
import type { PersonalDataRequest, PersonalDataWire } from '../../../application/portal/settings.codecs';
import { useService } from '../../di/services-context';
import { VISITOR_PORTAL_SETTINGS } from '../../di/ui.tokens';
import type { SettingsData } from './portal.loaders';
import * as styles from './portal.styles';
import { primaryButton } from '../../theme/controls.styles';

type Field = keyof PersonalDataRequest & keyof PersonalDataWire;

const TEXT_FIELDS: readonly { readonly name: Field; readonly label: string; readonly autoComplete: string }[] = [
  { name: 'firstname', label: 'Vorname', autoComplete: 'given-name' },
  { name: 'lastname', label: 'Nachname', autoComplete: 'family-name' },
  { name: 'company', label: 'Firma', autoComplete: 'organization' },
  { name: 'phone', label: 'Telefon', autoComplete: 'tel' },
  { name: 'street', label: 'Straße', autoComplete: 'address-line1' },
  { name: 'streetNumber', label: 'Hausnummer', autoComplete: 'address-line2' },
  { name: 'postalCode', label: 'PLZ', autoComplete: 'postal-code' },
  { name: 'city', label: 'Ort', autoComplete: 'address-level2' },
];

type Outcome = { readonly kind: 'none' } | { readonly kind: 'saved' } | { readonly kind: 'failed'; readonly message: string };

/** Einstellungen: the personal data; the server checks it and its German messages show under the fields. */
export const SettingsPage = () => {
  const { personalData, salutations, countries } = useLoaderData<SettingsData>();
  const settings = useService(VISITOR_PORTAL_SETTINGS);
  const [values, setValues] = useState<PersonalDataWire>(personalData);
  const [errors, setErrors] = useState<Readonly<Record<string, string>>>({});
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'none' });
  const change = (name: Field) => (event: { target: { value: string } }) => {
    setValues({ ...values, [name]: event.target.value });
  };
  const submit = async (event: SyntheticEvent) => {
    event.preventDefault();
    const { salutation, firstname, lastname, company, phone, street, streetNumber, postalCode, city, country } = values;
    const result = await settings.updatePersonalData({ salutation, firstname, lastname, company, phone, street, streetNumber, postalCode, city, country })();
    if (E.isRight(result)) {
      setValues(result.right);
      setErrors({});
      setOutcome({ kind: 'saved' });
      return;
    }
    setErrors(result.left._tag === 'Invalid' ? result.left.fieldErrors : {});
    setOutcome({ kind: 'failed', message: result.left.message });
  };
  const errorOf = (name: Field) =>
    errors[name] === undefined ? null : (
      <p id={`${name}-fehler`} className={styles.fieldError}>
        {errors[name]}
      </p>
    );
  const described = (name: Field) => (errors[name] === undefined ? {} : { 'aria-invalid': true, 'aria-describedby': `${name}-fehler` });
  return (
    <section className={styles.page} aria-labelledby="einstellungen-titel">
      <h1 id="einstellungen-titel" className={styles.heading}>
        Einstellungen
      </h1>
      <p className={styles.lead}>Ihre persönlichen Daten ({personalData.email})</p>
      <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
        <div className={styles.field}>
          <label htmlFor="salutation">Anrede</label>
          <select id="salutation" value={values.salutation} onChange={change('salutation')} {...described('salutation')}>
            <option value="">Bitte wählen</option>
            {salutations.map((salutation) => (
              <option key={salutation} value={salutation}>
                {salutation}
              </option>
            ))}
          </select>
          {errorOf('salutation')}
        </div>
        {TEXT_FIELDS.map((field) => (
          <div key={field.name} className={styles.field}>
            <label htmlFor={field.name}>{field.label}</label>
            <input id={field.name} value={values[field.name]} autoComplete={field.autoComplete} onChange={change(field.name)} {...described(field.name)} />
            {errorOf(field.name)}
          </div>
        ))}
        <div className={styles.field}>
          <label htmlFor="country">Land</label>
          <select id="country" value={values.country} onChange={change('country')} {...described('country')}>
            <option value="">Bitte wählen</option>
            {countries.map((country) => (
              <option key={country.code} value={country.code}>
                {country.name}
              </option>
            ))}
          </select>
          {errorOf('country')}
        </div>
        <button type="submit" className={cx(primaryButton, styles.submit)}>
          Speichern
        </button>
      </form>
      <div role="status" aria-live="polite">
        {outcome.kind === 'saved' && <p className={styles.success}>Ihre Daten wurden gespeichert.</p>}
        {outcome.kind === 'failed' && <p className={styles.failure}>{outcome.message}</p>}
      </div>
    </section>
  );
};
