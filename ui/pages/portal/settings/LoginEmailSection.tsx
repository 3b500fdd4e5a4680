import { TextField } from '../../../forms/Field';
import { Notice } from '../../../forms/Notice';
import type { SettingsData } from './settings.loader';
import { SETTINGS_SECTIONS } from './settings-sections';
import { SectionForm, useSection } from './section-form';

/** Anmelde-E-Mail (login-email): the new address gets a link; until it is followed the old one stays. */
export const LoginEmailSection = ({ data }: { readonly data: SettingsData }) => {
  const section = SETTINGS_SECTIONS.loginEmail;
  const state = useSection(section);
  const { email, pendingEmail } = data.loginEmail;
  return (
    <SectionForm
      section={section}
      title="Anmelde-E-Mail-Adresse"
      state={state}
      shown={['email', 'password']}
      savedText="Wir haben Ihnen eine E-Mail mit einem Bestätigungslink an die neue Adresse geschickt."
      submitLabel="E-Mail-Adresse ändern"
      storedKey={`${email}|${pendingEmail ?? ''}`}
      intro={
        <>
          <p>
            Sie melden sich mit <strong>{email}</strong> an. Die neue Adresse gilt erst, wenn Sie den Link in der E-Mail an diese Adresse
            öffnen; an die bisherige Adresse schicken wir einen Hinweis.
          </p>
          {pendingEmail === null ? null : (
            <Notice tone="info">Noch nicht bestätigt: {pendingEmail}. Bitte öffnen Sie den Link in der E-Mail an diese Adresse.</Notice>
          )}
        </>
      }
    >
      <TextField id={state.id('email')} name="email" label="Neue E-Mail-Adresse" type="email" autoComplete="email" defaultValue={state.value('email', '')} error={state.error('email')} />
      {/* The password is never sent back into the page. */}
      <TextField id={state.id('password')} name="password" label="Aktuelles Passwort" type="password" autoComplete="current-password" error={state.error('password')} />
    </SectionForm>
  );
};
