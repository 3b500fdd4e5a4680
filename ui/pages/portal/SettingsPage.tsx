import { useLoaderData } from 'react-router';
import { AdvertisingSection, ConsentsSection } from './settings/ConsentsSection';
import { BrFunctionsSection } from './settings/BrFunctionsSection';
import { HotelSection } from './settings/HotelSection';
import { LoginEmailSection } from './settings/LoginEmailSection';
import { PersonalDataSection } from './settings/PersonalDataSection';
import { DataExportSection, DeleteAccountSection } from './privacy/PrivacySections';
import type { SettingsData } from './settings/settings.loader';
import { SETTINGS_SECTIONS as S } from './settings/settings-sections';
import * as pageParts from '../../theme/page.styles';
import * as linkParts from '../../theme/link-row.styles';

const CONTENTS = [
  [S.personalData, 'Persönliche Daten'],
  [S.loginEmail, 'Anmelde-E-Mail-Adresse'],
  [S.hotel, 'Hotelwünsche'],
  [S.consents, 'Einwilligungen in Werbung'],
  [S.advertising, 'Seminarprogramm und Themen'],
  [S.brFunctions, 'Ihre Funktionen'],
  [S.dataExport, 'Meine Daten herunterladen'],
  [S.deleteAccount, 'Konto löschen'],
] as const;

/**
 * Einstellungen: each section of spec §7 its own page form, saved by the route's action (also
 * without JavaScript). A refused post shows what was typed in that form with the server's German
 * messages; the other forms keep showing the stored data.
 */
export const SettingsPage = () => {
  const data = useLoaderData<SettingsData>();
  return (
    <section className={pageParts.page} aria-labelledby="einstellungen-titel">
      <h1 id="einstellungen-titel" className={pageParts.pageHeading}>
        Einstellungen
      </h1>
      <p className={pageParts.lead}>Ihre persönlichen Daten und Wünsche ({data.personalData.email})</p>
      <nav aria-label="Bereiche der Einstellungen">
        <ul className={linkParts.linkRow}>
          {CONTENTS.map(([id, title]) => (
            <li key={id}>
              <a href={`#${id}`}>{title}</a>
            </li>
          ))}
        </ul>
      </nav>
      <PersonalDataSection data={data} />
      <LoginEmailSection data={data} />
      <HotelSection data={data} />
      <ConsentsSection data={data} />
      <AdvertisingSection data={data} />
      <BrFunctionsSection data={data} />
      <DataExportSection />
      <DeleteAccountSection />
    </section>
  );
};
