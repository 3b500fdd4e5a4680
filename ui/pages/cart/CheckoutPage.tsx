import { Link, useActionData, useLoaderData, useNavigation } from 'react-router';
import { ORDER_WORDS } from '../../../domain/cart/order-wording';
import { cents, formatEuro } from '../../../domain/money/money';
import { FormMessage, Notice } from '../../forms/Notice';
import { PageForm } from '../../forms/PageForm';
import * as formStyles from '../../forms/forms.styles';
import type { FormOutcome } from '../../forms/page-form-action';
import { primaryButton } from '../../theme/controls.styles';
import { KIND_LABEL, personName, reservedAmount } from './cart-texts';
import { TermsConsentField } from './TermsConsentField';
import type { CheckoutPageData } from './cart.loaders';
import { CART_PAGE_PATH } from './cart.paths';
import { IncludedGroupDiscount, ShareOfTotal } from '../../commerce/TotalsLines';
import * as columnParts from '../../theme/columns.styles';
import * as pageParts from '../../theme/page.styles';
import { upright } from '../../theme/text.styles';
import * as summaryParts from '../../theme/summary-aside.styles';
import * as styles from './cart.styles';
import { actionLink } from '../../theme/action-link.styles';
import { badge, badgeSuccess } from '../../theme/badge.styles';

/** Fields of the cart page whose message belongs there, not here: the way back names them. */
const ADDRESS_FIELDS = ['company', 'street', 'streetNumber', 'postalCode', 'city'];

/**
 * /seminare/warenkorb/checkout: everything that will be ordered, who is booked and who
 * reserved, the prices and the address, the consent, and one button. The page's idempotency
 * key makes a double click, a reload or a retry one order.
 */
export const CheckoutPage = () => {
  const { cart, idempotencyKey } = useLoaderData<CheckoutPageData>();
  const outcome = useActionData<FormOutcome>();
  const sending = useNavigation().state === 'submitting';
  const options = cart.options;
  const errors = outcome?.errors ?? {};
  const addressWrong = ADDRESS_FIELDS.some((name) => errors[name] !== undefined) || options.company === null;
  const missingParticipants = cart.items.some((item) => item.recipients.length === 0);
  const anyBooking = cart.items.some((item) => item.recipients.some((recipient) => recipient.bookingType === 'Buchung'));
  // A cart of reservations only is sent as a reservation, and no invoice follows it.
  const { noun } = ORDER_WORDS[anyBooking ? 'booking' : 'reservation'];

  if (cart.items.length === 0) {
    return (
      <div className={pageParts.page}>
        <h1 className={pageParts.pageHeading}>Bestellübersicht</h1>
        {/* A date that began meanwhile leaves the cart: the refused order says which one. */}
        <FormMessage outcome={outcome} shown={[]} />
        <Notice tone="info">Ihr Warenkorb ist leer.</Notice>
        <Link to="/seminare" className={primaryButton}>
          Zu den Seminaren
        </Link>
      </div>
    );
  }

  return (
    <div className={pageParts.page}>
      <h1 className={pageParts.pageHeading}>Bestellübersicht</h1>
      <p className={pageParts.lead}>{`Bitte prüfen Sie Ihre Angaben. Mit dem Absenden geht die ${noun} an uns.`}</p>
      <div className={columnParts.pageColumns}>
        <div className={columnParts.mainColumn}>
          {cart.items.map((item) => (
            <section key={item.cartItemId} className={formStyles.card} aria-labelledby={`bestellung-${String(item.cartItemId)}`}>
              <h2 id={`bestellung-${String(item.cartItemId)}`} className={styles.itemTitle}>
                {item.themeTitle}
              </h2>
              <p className={styles.meta}>
                <span className={badge}>{KIND_LABEL[item.kind]}</span>
                <span>{item.city}</span>
                <strong>{item.dateText}</strong>
              </p>
              {item.recipients.length === 0 ? (
                <Notice tone="error">Für diesen Termin ist noch kein Teilnehmer eingetragen.</Notice>
              ) : (
                <ul className={styles.participants}>
                  {item.recipients.map((recipient) => (
                    <li key={recipient.recipientId} className={styles.participant}>
                      <p className={styles.participantLines}>
                        {`${String(recipient.position)}. ${personName(recipient)} – `}
                        <span className={recipient.bookingType === 'Buchung' ? `${badge} ${badgeSuccess}` : badge}>
                          {recipient.bookingType === 'Buchung' ? 'wird gebucht' : 'wird reserviert'}
                        </span>
                        {item.isOnlineEvent || recipient.hotelOverNightOption === '' ? '' : ` · ${recipient.hotelOverNightOption}`}
                      </p>
                      <p className={styles.participantPrice}>{formatEuro(cents(recipient.price))}</p>
                    </li>
                  ))}
                </ul>
              )}
              <dl className={`${summaryParts.totals} ${summaryParts.totalsRuled}`}>
                <dt>Summe</dt>
                <dd>{formatEuro(cents(item.total))}</dd>
                <IncludedGroupDiscount amount={item.groupDiscount} />
              </dl>
            </section>
          ))}
          <section className={`${formStyles.card} ${pageParts.stack}`} aria-labelledby="adresse-titel">
            <h2 id="adresse-titel" className={pageParts.sectionHeading}>
              Rechnungsadresse
            </h2>
            {options.company === null ? (
              <Notice tone="error">Es fehlt noch die Rechnungsadresse.</Notice>
            ) : (
              <address className={upright}>
                {options.company}
                <br />
                {`${options.street ?? ''} ${options.streetNumber ?? ''}`}
                <br />
                {`${options.postalCode ?? ''} ${options.city ?? ''}`}
              </address>
            )}
            {options.invoiceReference === null ? null : <p className={pageParts.smallPrint}>{`Rechnungsreferenz: ${options.invoiceReference}`}</p>}
            {options.invoiceEmail === null ? null : <p className={pageParts.smallPrint}>{`E-Mail für Rechnungen: ${options.invoiceEmail}`}</p>}
            {options.leitwegId === null ? null : <p className={pageParts.smallPrint}>{`Leitweg-ID: ${options.leitwegId}`}</p>}
            {options.personalNotes === null ? null : <p className={pageParts.smallPrint}>{`Anmerkungen: ${options.personalNotes}`}</p>}
            <Link to={`${CART_PAGE_PATH}#rechnungsadresse`} className={actionLink}>
              Adresse oder Teilnehmer ändern
            </Link>
          </section>
        </div>
        <aside className={`${formStyles.card} ${summaryParts.summaryAside}`} aria-labelledby="absenden-titel">
          <h2 id="absenden-titel" className={pageParts.sectionHeading}>
            {`${noun} absenden`}
          </h2>
          <dl className={summaryParts.totals}>
            <dt className={summaryParts.grandTotal}>Gesamtsumme</dt>
            <dd className={summaryParts.grandTotal}>{formatEuro(cents(cart.total))}</dd>
            <ShareOfTotal label="davon reserviert" amount={reservedAmount(cart.items.flatMap((item) => item.recipients))} />
            <IncludedGroupDiscount amount={cart.groupDiscount} />
          </dl>
          <p className={pageParts.smallPrint}>{anyBooking ? 'zzgl. MwSt. Die Rechnung geht an den Arbeitgeber.' : 'zzgl. MwSt. Eine Reservierung ist unverbindlich und kostenfrei, bis Sie sie in eine Buchung umwandeln.'}</p>
          <PageForm outcome={outcome} aria-labelledby="absenden-titel">
            <div className={columnParts.mainColumn}>
              <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
              <FormMessage outcome={outcome} shown={['acceptTerms']} />
              {addressWrong || missingParticipants ? (
                <Notice tone="error">
                  {'Bitte vervollständigen Sie zuerst '}
                  <Link to={CART_PAGE_PATH}>{missingParticipants ? 'die Teilnehmer' : 'die Rechnungsadresse'}</Link>.
                </Notice>
              ) : null}
              <TermsConsentField id="bestellung-agb" error={errors.acceptTerms} checked={outcome?.values.acceptTerms === 'on'} />
              <button type="submit" className={`${primaryButton} ${summaryParts.fullWidth}`} disabled={sending}>
                {sending ? `${noun} wird gesendet …` : anyBooking ? 'Zahlungspflichtig bestellen' : 'Unverbindlich reservieren'}
              </button>
            </div>
          </PageForm>
        </aside>
      </div>
    </div>
  );
};
