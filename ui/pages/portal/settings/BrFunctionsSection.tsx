import { CheckboxGroup } from './CheckboxGroup';
import type { SettingsData } from './settings.loader';
import { SETTINGS_SECTIONS } from './settings-sections';
import { SectionForm, useSection } from './section-form';

/** Funktionen im Gremium (br-functions): chair and deputy, member and substitute exclude each other (domain/portal/br-functions). */
export const BrFunctionsSection = ({ data }: { readonly data: SettingsData }) => {
  const section = SETTINGS_SECTIONS.brFunctions;
  const state = useSection(section);
  const { options, selected } = data.brFunctions;
  return (
    <SectionForm
      section={section}
      title="Ihre Funktionen"
      state={state}
      shown={['functions']}
      savedText="Ihre Funktionen wurden gespeichert."
      storedKey={selected.join('|')}
    >
      <CheckboxGroup
        state={state}
        name="functions"
        prefix="function"
        legend="Ich bin im Betriebsrat bzw. Gremium"
        options={options.map((option) => ({ value: option, label: option }))}
        selected={selected}
      />
    </SectionForm>
  );
};
