import { FORM_XSRF_FIELD } from '../../../../application/http/page-form';
import { PRIVACY_PATHS } from '../../../../application/privacy/privacy.paths';
import { RETENTION_KINDS, retentionLine } from '../../../../domain/privacy/retention-rules';
import { useService } from '../../../di/services-context';
import { FORM_TOKEN } from '../../../di/ui.tokens';
import { TextField } from '../../../forms/Field';
import * as formStyles from '../../../forms/forms.styles';
import { primaryButton } from '../../../theme/controls.styles';
import * as card from '../../../theme/card.styles';
import * as layout from '../../../theme/page.styles';

/**
 * The back office's answer to an access request (Art. 15 DSGVO) of a person without an account:
 * the same ZIP as "Meine Daten herunterladen", found by the address. A plain form post (the
 * answer is a file), so it works without JavaScript; every answer is written to the audit log.
 */
export const ManagePrivacyPage = () => {
  const formToken = useService(FORM_TOKEN).current();
  return (
    <section className={layout.page} aria-labelledby="datenschutz-titel">
      <h1 id="datenschutz-titel" className={layout.pageHeading}>
        Datenschutz: Auskunft erteilen
      </h1>
      <p className={layout.lead}>
        Für Personen ohne Kundenkonto: Geben Sie die E-Mail-Adresse der anfragenden Person ein. Sie erhalten eine ZIP-Datei mit allem, was zu dieser
        Adresse gespeichert ist (Bestellungen, Teilnahmen, Anfragen, Wartelisten), als JSON und als PDF-Übersicht. Kunden mit Konto laden ihre Daten in
        meinifb unter „Einstellungen“ selbst herunter.
      </p>
      <form method="post" action={PRIVACY_PATHS.staffExport} className={card.card} aria-labelledby="datenschutz-titel" noValidate>
        <input type="hidden" name={FORM_XSRF_FIELD} value={formToken} />
        <TextField id="auskunft-email" name="email" label="E-Mail-Adresse der anfragenden Person" type="email" autoComplete="off" />
        <div className={formStyles.actions}>
          <button type="submit" className={primaryButton}>
            Auskunft als ZIP herunterladen
          </button>
        </div>
      </form>
      <h2 className={layout.sectionHeading}>Wie lange wir Daten aufbewahren</h2>
      <ul>
        {RETENTION_KINDS.map((kind) => (
          <li key={kind}>{retentionLine(kind)}</li>
        ))}
      </ul>
    </section>
  );
};
