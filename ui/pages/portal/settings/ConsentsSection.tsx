import type { MarketingChannel } from '../../../../domain/portal/marketing-consent';
import { CheckboxGroup } from './CheckboxGroup';
import type { SettingsData } from './settings.loader';
import { SETTINGS_SECTIONS } from './settings-sections';
import { SectionForm, useSection } from './section-form';

const CHANNEL_LABELS: Readonly<Record<MarketingChannel, string>> = {
  newsletter: 'Newsletter per E-Mail',
  post: 'Seminarangebote per Post',
  phone: 'Anrufe zu Seminarangeboten',
};

/**
 * Einwilligungen (marketing-preferences): one box per channel, each with the date on which it
 * was given or withdrawn (the proof the customer can see; the date moves only on a change).
 */
export const ConsentsSection = ({ data }: { readonly data: SettingsData }) => {
  const section = SETTINGS_SECTIONS.consents;
  const state = useSection(section);
  return (
    <SectionForm
      section={section}
      title="Einwilligungen in Werbung"
      state={state}
      shown={[]}
      savedText="Ihre Einwilligungen wurden gespeichert."
      storedKey={JSON.stringify(data.consents)}
      intro={<p>Sie können jede Einwilligung jederzeit hier widerrufen. Wir speichern, wann Sie sie erteilt oder widerrufen haben.</p>}
    >
      <CheckboxGroup
        state={state}
        name="consents"
        prefix="consent"
        legend="Ich bin einverstanden mit"
        options={data.consents.map((consent) => ({ value: consent.channel, label: CHANNEL_LABELS[consent.channel], hint: consent.status }))}
        selected={data.consents.filter((consent) => consent.granted).map((consent) => consent.channel)}
      />
    </SectionForm>
  );
};

/** Werbung (advertising): the printed programme and the topics offers may be about. */
export const AdvertisingSection = ({ data }: { readonly data: SettingsData }) => {
  const section = SETTINGS_SECTIONS.advertising;
  const state = useSection(section);
  const stored = data.advertising;
  return (
    <SectionForm
      section={section}
      title="Seminarprogramm und Themen"
      state={state}
      shown={['topics']}
      savedText="Ihre Auswahl wurde gespeichert."
      storedKey={JSON.stringify(stored)}
    >
      <CheckboxGroup
        state={state}
        name="printedCatalogue"
        prefix="catalogue"
        legend="Gedrucktes Programm"
        options={[{ value: 'printed', label: 'Ich möchte das gedruckte Seminarprogramm per Post erhalten.' }]}
        selected={stored.printedCatalogue ? ['printed'] : []}
      />
      <CheckboxGroup
        state={state}
        name="topics"
        prefix="topic"
        legend="Themen, zu denen ich Angebote erhalten möchte"
        options={stored.topicOptions.map((topic) => ({ value: String(topic.rubricId), label: topic.name }))}
        selected={stored.topics.map(String)}
      />
    </SectionForm>
  );
};
