import { Link, useActionData, useLoaderData } from 'react-router';
import { cents, formatEuro } from '../../../domain/money/money';
import { loginPathWithRedirect } from '../../../domain/login/login-path';
import { Notice } from '../../forms/Notice';
import * as formStyles from '../../forms/forms.styles';
import { outcomeFor, type FormOutcome } from '../../forms/page-form-action';
import { primaryButton } from '../../theme/controls.styles';
import { RelatedItems } from '../recommendations/RelatedItems';
import { IncludedGroupDiscount, ShareOfTotal } from '../../commerce/TotalsLines';
import { useCartCountOf } from './use-cart-count-of';
import { AddressFormPart, CartItemCardPart, QuickLoginPart } from './cart.parts';
import { participantsText, reservedAmount } from './cart-texts';
import type { CartPageData } from './cart.loaders';
import { CART_PAGE_PATH } from './cart.paths';
import { CART_STEP_FORM_ID } from './cart-form.fields';
import * as columnParts from '../../theme/columns.styles';
import * as pageParts from '../../theme/page.styles';
import * as summaryParts from '../../theme/summary-aside.styles';
import * as styles from './cart.styles';

const EmptyCart = () => (
  <div className={`${formStyles.card} ${pageParts.stack} ${styles.empty}`}>
    <p className={pageParts.sectionHeading}>Warenkorb ist leer</p>
    <p className={pageParts.lead}>Passende Seminare finden</p>
    <Link to="/seminare" className={primaryButton}>
      Zu den Seminaren
    </Link>
  </div>
);

const Summary = ({ data }: { readonly data: CartPageData }) => {
  const recipients = data.cart.items.flatMap((item) => item.recipients);
  return (
    <aside className={`${formStyles.card} ${summaryParts.summaryAside}`} aria-labelledby="zusammenfassung-titel">
      <h2 id="zusammenfassung-titel" className={pageParts.sectionHeading}>
        Ihre Bestellung
      </h2>
      <dl className={summaryParts.totals}>
        <dt>Termine</dt>
        <dd>{data.cart.count}</dd>
        <dt>Teilnehmer</dt>
        <dd>{participantsText(recipients.length)}</dd>
        <dt className={summaryParts.grandTotal}>Gesamtsumme</dt>
        <dd className={summaryParts.grandTotal}>{formatEuro(cents(data.cart.total))}</dd>
        <ShareOfTotal label="davon reserviert" amount={reservedAmount(recipients)} />
        <IncludedGroupDiscount amount={data.cart.groupDiscount} />
      </dl>
      <p className={pageParts.smallPrint}>Alle Preise zzgl. MwSt. Reservierungen bleiben unverbindlich, bis Sie sie buchen.</p>
    </aside>
  );
};

/** /seminare/warenkorb (spec §2): dates, participants, prices, invoice address. */
export const CartPage = () => {
  const data = useLoaderData<CartPageData>();
  const outcome = useActionData<FormOutcome>();
  const general = outcomeFor(outcome, 'cart');
  useCartCountOf(data.cart.count);
  return (
    <div className={pageParts.page}>
      <h1 className={pageParts.pageHeading}>Warenkorb</h1>
      {general?.message === undefined ? null : <Notice tone="error">{general.message}</Notice>}
      {data.cart.items.length === 0 ? (
        <EmptyCart />
      ) : (
        <>
          <Notice tone="info">
            Tragen Sie zu jedem Termin die Teilnehmer ein. Für jeden wählen Sie eine verbindliche <strong>Buchung</strong> oder eine
            unverbindliche <strong>Reservierung</strong>, die den Platz bis zu einer Frist für Sie freihält.
          </Notice>
          {data.loggedIn ? null : (
            <section className={`${formStyles.card} ${pageParts.stack}`} aria-label="Anmelden oder als Gast bestellen">
              <QuickLoginPart redirect={CART_PAGE_PATH} rounded />
              <p className={pageParts.smallPrint}>
                Mit Ihrem Kundenkonto ist die Rechnungsadresse schon ausgefüllt; Ihr Warenkorb bleibt bei der Anmeldung erhalten. Ohne
                JavaScript: <Link to={loginPathWithRedirect(CART_PAGE_PATH)}>zur Anmeldung</Link>. Sie können auch ohne Anmeldung als Gast
                bestellen.
              </p>
            </section>
          )}
          <div className={columnParts.pageColumns}>
            <div className={columnParts.mainColumn}>
              {/* The step form's default button comes first in the page, so Enter in any of its fields (the new participants
                  above the address belong to it) goes on to the review as it always did, not to the first date's "Teilnehmer hinzufügen". */}
              <button type="submit" form={CART_STEP_FORM_ID} name="intent" value="to-checkout" hidden tabIndex={-1} />
              {data.cart.items.map((item) => (
                <CartItemCardPart key={item.cartItemId} item={item} outcome={outcome} />
              ))}
              <AddressFormPart data={data} outcome={outcome} />
            </div>
            <Summary data={data} />
          </div>
          <RelatedItems
            id="auch-interessant"
            heading="Das könnte Sie auch interessieren"
            cards={data.related}
            explain={(card) => (card.subject === null ? card.reason : `Passt zu „${card.subject}“ in Ihrem Warenkorb · ${card.reason}`)}
          />
        </>
      )}
    </div>
  );
};
