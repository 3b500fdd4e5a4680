import { useActionData, useLoaderData } from 'react-router';
import { cents, formatEuro } from '../../../domain/money/money';
import { FormMessage, Notice } from '../../forms/Notice';
import { PageForm } from '../../forms/PageForm';
import * as formStyles from '../../forms/forms.styles';
import { outcomeFor, type FormOutcome } from '../../forms/page-form-action';
import { primaryButton } from '../../theme/controls.styles';
import type { BillingAddressField } from '../../../domain/cart/order-options';
import { addressValues, InvoiceAddressFields } from '../cart/InvoiceAddressFields';
import { TermsConsentField } from '../cart/TermsConsentField';
import * as columnParts from '../../theme/columns.styles';
import * as pageParts from '../../theme/page.styles';
import * as summaryParts from '../../theme/summary-aside.styles';
import * as cartStyles from '../cart/cart.styles';
import { BOOK_TARGET, type BookReservationData } from './events.actions';
import * as linkParts from '../../theme/link-row.styles';

const ADDRESS_FIELDS: readonly BillingAddressField[] = ['company', 'street', 'streetNumber', 'postalCode', 'city'];

/**
 * A reservation becomes a paid booking in a step of its own: who is booked at which price and
 * the total, the invoice address (filled in, editable), the consent to AGB and Datenschutz,
 * then "Zahlungspflichtig buchen". A plain form post; it works without JavaScript.
 */
export const BookReservationPage = () => {
  const data = useLoaderData<BookReservationData>();
  const outcome = outcomeFor(useActionData<FormOutcome>(), BOOK_TARGET);
  const values: Record<string, string> = { ...addressValues(data.address), ...outcome?.values };
  const errors = outcome?.errors ?? {};
  const field = (name: BillingAddressField) => ({ id: `buchen-${name}`, name, defaultValue: values[name], error: errors[name] });
  const price = formatEuro(cents(data.price));
  return (
    <section className={pageParts.page} aria-labelledby="buchen-titel">
      <h1 id="buchen-titel" className={pageParts.pageHeading}>
        Reservierung verbindlich buchen
      </h1>
      <p className={pageParts.lead}>
        {data.event.title} · {data.event.date} · {data.event.location}
      </p>
      {data.bookable ? null : (
        <Notice tone="info">
          {data.booked ? 'Diese Teilnahme ist bereits gebucht.' : `Diese Reservierung kann nicht mehr gebucht werden (${data.participant.state}).`}
        </Notice>
      )}
      <div className={columnParts.mainColumn}>
        <section className={formStyles.card} aria-labelledby="gebucht-titel">
          <h2 id="gebucht-titel" className={pageParts.sectionHeading}>
            Wer gebucht wird
          </h2>
          <ul className={cartStyles.participants}>
            <li className={cartStyles.participant}>
              <p className={cartStyles.participantLines}>{`${data.participant.name} – ${data.participant.state}`}</p>
              <p className={cartStyles.participantPrice}>{price}</p>
            </li>
          </ul>
          <dl className={`${summaryParts.totals} ${summaryParts.totalsRuled}`}>
            <dt className={summaryParts.grandTotal}>Gesamtsumme</dt>
            <dd className={summaryParts.grandTotal}>{price}</dd>
          </dl>
          <p className={pageParts.smallPrint}>zzgl. MwSt. Die Rechnung geht an den Arbeitgeber.</p>
        </section>
        {data.bookable ? (
          <section className={formStyles.card} aria-labelledby="rechnungsadresse-titel">
            <h2 id="rechnungsadresse-titel" className={pageParts.sectionHeading}>
              Rechnungsadresse
            </h2>
            <PageForm outcome={outcome} aria-labelledby="rechnungsadresse-titel" className={columnParts.mainColumn}>
              <p className={pageParts.smallPrint}>Die Kosten der Schulung trägt der Arbeitgeber (§ 40 BetrVG): An diese Anschrift geht die Rechnung.</p>
              <FormMessage outcome={outcome} shown={[...ADDRESS_FIELDS, 'acceptTerms']} />
              <div className={formStyles.grid}>
                <InvoiceAddressFields field={field} />
              </div>
              <TermsConsentField id="buchen-agb" error={errors.acceptTerms} checked={values.acceptTerms === 'on'} />
              <div className={formStyles.actions}>
                <button type="submit" className={primaryButton}>
                  Zahlungspflichtig buchen
                </button>
              </div>
            </PageForm>
          </section>
        ) : null}
      </div>
      <p className={`${linkParts.linkRow} ${linkParts.linkRowSmall}`}>
        <a href="/meinifb">Zurück zu Mein Bereich</a>
      </p>
    </section>
  );
};
