import { SelectField, TextField } from '../../../forms/Field';
import * as formStyles from '../../../forms/forms.styles';
import { PERSONAL_DATA_FIELDS, type PersonalDataField } from './settings.action';
import type { SettingsData } from './settings.loader';
import { SETTINGS_SECTIONS } from './settings-sections';
import { SectionForm, useSection } from './section-form';

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

/** Persönliche Daten (upate-settings-personal-data). */
export const PersonalDataSection = ({ data }: { readonly data: SettingsData }) => {
  const section = SETTINGS_SECTIONS.personalData;
  const state = useSection(section);
  const stored = data.personalData;
  const field = (name: PersonalDataField) => ({ id: state.id(name), name, defaultValue: state.value(name, stored[name]), error: state.error(name) });
  return (
    <SectionForm
      section={section}
      title="Persönliche Daten"
      state={state}
      shown={PERSONAL_DATA_FIELDS}
      savedText="Ihre persönlichen Daten wurden gespeichert."
      storedKey={JSON.stringify(stored)}
    >
      <div className={formStyles.grid}>
        <SelectField {...field('salutation')} label="Anrede" options={data.salutations} placeholder="Bitte wählen" />
        {TEXT_FIELDS.map(({ name, ...text }) => (
          <TextField key={name} {...field(name)} {...text} />
        ))}
        <SelectField
          {...field('country')}
          label="Land"
          optional
          options={data.countries.map((country) => ({ value: country.code, label: country.name }))}
          placeholder="Bitte wählen"
        />
      </div>
    </SectionForm>
  );
};
