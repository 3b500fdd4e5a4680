import type { ReactNode } from 'react';
import { useActionData, useSearchParams } from 'react-router';
import { FormMessage, Notice } from '../../../forms/Notice';
import { PageForm } from '../../../forms/PageForm';
import * as formStyles from '../../../forms/forms.styles';
import { outcomeFor, type FormOutcome } from '../../../forms/page-form-action';
import { primaryButton } from '../../../theme/controls.styles';
import * as styles from '../portal.styles';
import { SECTION_FIELD, savedSection, type SettingsSection } from './settings-sections';
import * as pageParts from '../../../theme/page.styles';

export interface SectionState {
  readonly outcome: FormOutcome | undefined;
  /** The value a field shows: what was posted after a refusal, else the stored one. */
  readonly value: (name: string, stored: string) => string;
  readonly checked: (name: string, stored: boolean) => boolean;
  readonly error: (name: string) => string | undefined;
  readonly id: (name: string) => string;
}

/** The state of one settings form: only the answer to its own post changes what it shows. */
export const useSection = (section: SettingsSection): SectionState => {
  const outcome = outcomeFor(useActionData<FormOutcome>(), section);
  return {
    outcome,
    value: (name, stored) => (outcome === undefined ? stored : (outcome.values[name] ?? '')),
    checked: (name, stored) => (outcome === undefined ? stored : outcome.values[name] === 'on'),
    error: (name) => outcome?.errors[name],
    id: (name) => `${section}-${name.replace(/[^\w-]/g, '_')}`,
  };
};

interface SectionFormProps {
  readonly section: SettingsSection;
  readonly title: string;
  readonly state: SectionState;
  /** Field names the form shows: messages of others go into the message on top. */
  readonly shown: readonly string[];
  readonly savedText?: string;
  readonly intro?: ReactNode;
  readonly submitLabel?: string;
  /** Changes when the stored data changes, so the new form shows it. */
  readonly storedKey: string;
  readonly children: ReactNode;
}

/** One section of the settings page: heading, its own form with the section marker, the confirmation after saving. */
export const SectionForm = ({ section, title, state, shown, savedText, intro, submitLabel, storedKey, children }: SectionFormProps) => {
  const [search] = useSearchParams();
  const headingId = `${section}-titel`;
  return (
    <section id={section} className={`${pageParts.stack} ${pageParts.narrow} ${styles.settingsSection}`} aria-labelledby={headingId}>
      <h2 id={headingId} className={pageParts.sectionHeading}>
        {title}
      </h2>
      {intro}
      {savedSection(search) === section && state.outcome === undefined ? <Notice tone="success">{savedText ?? 'Ihre Angaben wurden gespeichert.'}</Notice> : null}
      <PageForm key={storedKey} className={`${formStyles.card} ${pageParts.stack}`} outcome={state.outcome} aria-labelledby={headingId}>
        <input type="hidden" name={SECTION_FIELD} value={section} />
        <FormMessage outcome={state.outcome} shown={shown} />
        {children}
        <div className={formStyles.actions}>
          <button type="submit" className={primaryButton}>
            {submitLabel ?? 'Speichern'}
          </button>
        </div>
      </PageForm>
    </section>
  );
};
