import { ChoiceGroup, SelectField, TextAreaField } from '../../../forms/Field';
import type { SettingsData } from './settings.loader';
import { SETTINGS_SECTIONS } from './settings-sections';
import { SectionForm, useSection } from './section-form';

/** Hotelwünsche (hotel-preferences): board and lodging, the room type with an overnight stay, notes. */
export const HotelSection = ({ data }: { readonly data: SettingsData }) => {
  const section = SETTINGS_SECTIONS.hotel;
  const state = useSection(section);
  const stored = data.hotel;
  return (
    <SectionForm
      section={section}
      title="Hotelwünsche"
      state={state}
      shown={['hotelOverNightOption', 'roomType', 'notes']}
      savedText="Ihre Hotelwünsche wurden gespeichert."
      storedKey={JSON.stringify(stored)}
      intro={<p>Diese Wünsche schlagen wir vor, wenn Sie ein Präsenzseminar buchen.</p>}
    >
      <ChoiceGroup
        id={state.id('hotelOverNightOption')}
        name="hotelOverNightOption"
        label="Verpflegung und Übernachtung"
        choices={stored.overnightOptions.map((option) => ({ value: option, label: option }))}
        defaultValue={state.value('hotelOverNightOption', stored.hotelOverNightOption ?? '')}
        error={state.error('hotelOverNightOption')}
      />
      <SelectField
        id={state.id('roomType')}
        name="roomType"
        label="Zimmerart"
        hint="Nur mit Übernachtung."
        optional
        options={stored.roomTypes}
        placeholder="Bitte wählen"
        defaultValue={state.value('roomType', stored.roomType ?? '')}
        error={state.error('roomType')}
      />
      <TextAreaField
        id={state.id('notes')}
        name="notes"
        label="Hinweise an das Hotel"
        optional
        rows={3}
        defaultValue={state.value('notes', stored.notes)}
        error={state.error('notes')}
      />
    </SectionForm>
  );
};
