import { PERSONAL_DATA_FIELDS, PERSONAL_DATA_FORM, type PersonalDataField } from '../../../../domain/portal/personal-data-form';
import { DefinedFields, type FieldPlace } from '../../../forms/DefinedFields';
import * as formStyles from '../../../forms/forms.styles';
import type { SettingsData } from './settings.loader';
import { SETTINGS_SECTIONS } from './settings-sections';
import { SectionForm, useSection } from './section-form';

/** Persönliche Daten (upate-settings-personal-data): the fields of domain/portal/personal-data-form, the choices from the server. */
export const PersonalDataSection = ({ data }: { readonly data: SettingsData }) => {
  const section = SETTINGS_SECTIONS.personalData;
  const state = useSection(section);
  const stored = data.personalData;
  const options: Partial<Record<PersonalDataField, FieldPlace['options']>> = {
    salutation: data.salutations,
    country: data.countries.map((country) => ({ value: country.code, label: country.name })),
  };
  const place = (name: PersonalDataField): FieldPlace => ({
    id: state.id(name),
    name,
    defaultValue: state.value(name, stored[name]),
    error: state.error(name),
    options: options[name],
  });
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
        <DefinedFields definition={PERSONAL_DATA_FORM} place={place} />
      </div>
    </SectionForm>
  );
};
