import { PRIVACY_MESSAGES } from '../../../../application/privacy/messages';
import { RETENTION_RULES } from '../../../../domain/privacy/retention-rules';
import { TextField } from '../../../forms/Field';
import { SETTINGS_SECTIONS } from '../settings/settings-sections';
import { SectionForm, useSection } from '../settings/section-form';

/** "Meine Daten herunterladen" (Art. 15, 20 DSGVO): one button; the ZIP comes by mail as a link. */
export const DataExportSection = () => {
  const section = SETTINGS_SECTIONS.dataExport;
  const state = useSection(section);
  return (
    <SectionForm
      section={section}
      title="Meine Daten herunterladen"
      state={state}
      shown={[]}
      savedText={PRIVACY_MESSAGES.exportRequested}
      submitLabel="Meine Daten anfordern"
      storedKey={section}
      intro={
        <p>
          Sie erhalten eine ZIP-Datei mit allem, was wir zu Ihnen gespeichert haben: Profil, Bestellungen, Teilnahmen, Merkliste, Schulungspläne,
          Feedback, Einwilligungen und Gremium-Mitgliedschaften, je als JSON-Datei, dazu eine lesbare Übersicht als PDF. Wir stellen sie im
          Hintergrund zusammen und schicken Ihnen einen Link, der {RETENTION_RULES['data-exports'].text.replace('nach ', '')} lang einmal
          funktioniert.
        </p>
      }
    >
      {null}
    </SectionForm>
  );
};

/** "Konto löschen" (Art. 17 DSGVO), confirmed with the password. */
export const DeleteAccountSection = () => {
  const section = SETTINGS_SECTIONS.deleteAccount;
  const state = useSection(section);
  return (
    <SectionForm
      section={section}
      title="Konto löschen"
      state={state}
      shown={['password']}
      submitLabel="Konto endgültig löschen"
      storedKey={section}
      intro={
        <>
          <p>
            Wir löschen Ihr Konto mit Profil, Merkliste, Schulungsplänen, Feedback und Ihren Fotos und melden Sie auf allen Geräten ab. Das lässt
            sich nicht rückgängig machen.
          </p>
          <p>
            Bestellungen und Rechnungen müssen wir nach dem Steuerrecht aufbewahren ({RETENTION_RULES['orders-invoices'].text}); davon behalten
            wir nur, was die Rechnung braucht. Verwalten Sie ein Gremium allein, übertragen Sie die Verwaltung bitte vorher an ein anderes Mitglied.
          </p>
        </>
      }
    >
      {/* The password is never sent back into the page. */}
      <TextField id={state.id('password')} name="password" label="Passwort zur Bestätigung" type="password" autoComplete="current-password" error={state.error('password')} />
    </SectionForm>
  );
};
