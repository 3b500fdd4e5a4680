import { useActionData, useLoaderData } from 'react-router';
import { SelectField, TextField } from '../../../forms/Field';
import { FormMessage, Notice } from '../../../forms/Notice';
import { PageForm } from '../../../forms/PageForm';
import * as formStyles from '../../../forms/forms.styles';
import { outcomeFor, type FormOutcome } from '../../../forms/page-form-action';
import { primaryButton } from '../../../theme/controls.styles';
import { GREMIUM_SETTINGS_FIELDS, GREMIUM_SETTINGS_TARGET, type GremiumSettingsData, type GremiumSettingsField } from './gremium-settings.loaders';
import { InvoiceRecipientFields } from '../../cart/InvoiceAddressFields';
import * as pageParts from '../../../theme/page.styles';
import * as factParts from '../../../theme/fact-list.styles';

const TEXT_FIELDS: readonly { readonly name: Exclude<GremiumSettingsField, 'country' | 'invoiceEmail' | 'leitwegId'>; readonly label: string; readonly autoComplete: string; readonly hint?: string }[] = [
  { name: 'name', label: 'Name des Gremiums', autoComplete: 'off', hint: 'z. B. Betriebsrat der Muster GmbH' },
  { name: 'company', label: 'Arbeitgeber (Firma)', autoComplete: 'organization', hint: 'Trägt die Kosten nach § 40 BetrVG; steht in der Rechnungsanschrift.' },
  { name: 'street', label: 'Straße', autoComplete: 'address-line1' },
  { name: 'streetNumber', label: 'Hausnummer', autoComplete: 'address-line2' },
  { name: 'postalCode', label: 'PLZ', autoComplete: 'postal-code' },
  { name: 'city', label: 'Ort', autoComplete: 'address-level2' },
];

/**
 * Gremium-Einstellungen: the Gremium's name, its employer and the invoice address every booking
 * of the Gremium starts with (the cart fills them in). Admins edit them in a page form (also
 * without JavaScript); a refused post shows the messages and keeps what was typed. Members read.
 */
export const GremiumSettingsPage = () => {
  const { values, isAdmin, countries, saved } = useLoaderData<GremiumSettingsData>();
  const outcome = outcomeFor(useActionData<FormOutcome>(), GREMIUM_SETTINGS_TARGET);
  const valueOf = (name: GremiumSettingsField): string | undefined => (outcome === undefined ? values[name] : outcome.values[name]);
  const field = (name: GremiumSettingsField) => ({ id: `gremium-${name}`, name, defaultValue: valueOf(name), error: outcome?.errors[name] });
  const countryName = countries.find((country) => country.code === values.country)?.name ?? values.country;
  return (
    <section className={pageParts.page} aria-labelledby="gremium-einstellungen-titel">
      <h1 id="gremium-einstellungen-titel" className={pageParts.pageHeading}>
        Gremium-Einstellungen
      </h1>
      <p className={pageParts.lead}>Name, Arbeitgeber, Rechnungsanschrift und Rechnungsempfang gelten für jede Buchung Ihres Gremiums.</p>
      {saved && outcome === undefined ? <Notice tone="success">Die Einstellungen des Gremiums wurden gespeichert.</Notice> : null}
      {isAdmin ? (
        <PageForm key={JSON.stringify(values)} className={`${formStyles.card} ${pageParts.stack} ${pageParts.narrow}`} outcome={outcome} aria-label="Einstellungen des Gremiums">
          <FormMessage outcome={outcome} shown={GREMIUM_SETTINGS_FIELDS} />
          <div className={formStyles.grid}>
            {TEXT_FIELDS.map(({ name, ...text }) => (
              <TextField key={name} {...field(name)} {...text} />
            ))}
            <SelectField {...field('country')} label="Land" options={countries.map((country) => ({ value: country.code, label: country.name }))} />
            <InvoiceRecipientFields field={field} />
          </div>
          <div className={formStyles.actions}>
            <button type="submit" className={primaryButton}>
              Speichern
            </button>
          </div>
        </PageForm>
      ) : (
        <div className={formStyles.card}>
          <dl className={factParts.factGrid}>
            <dt>Name des Gremiums</dt>
            <dd>{values.name}</dd>
            <dt>Arbeitgeber</dt>
            <dd>{values.company}</dd>
            <dt>Rechnungsanschrift</dt>
            <dd>{values.street === '' ? 'Noch keine angegeben.' : `${values.street} ${values.streetNumber}, ${values.postalCode} ${values.city}, ${countryName}`}</dd>
            <dt>E-Mail für Rechnungen</dt>
            <dd>{values.invoiceEmail === '' ? 'Keine: Rechnungen gehen an die Person, die bucht.' : values.invoiceEmail}</dd>
            {values.leitwegId === '' ? null : (
              <>
                <dt>Leitweg-ID</dt>
                <dd>{values.leitwegId}</dd>
              </>
            )}
          </dl>
          <p className={pageParts.smallPrint}>Ändern kann die Administration Ihres Gremiums.</p>
        </div>
      )}
    </section>
  );
};
