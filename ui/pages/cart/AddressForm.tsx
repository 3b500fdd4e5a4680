import { ORDER_OPTION_FIELDS, ORDER_OPTIONS_FORM } from '../../../domain/cart/order-options';
import { DefinedFields, placesOf } from '../../forms/DefinedFields';
import { FormMessage } from '../../forms/Notice';
import { addressValues } from './InvoiceAddressFields';
import { PageForm } from '../../forms/PageForm';
import * as formStyles from '../../forms/forms.styles';
import { outcomeFor, type FormOutcome } from '../../forms/page-form-action';
import { primaryButton } from '../../theme/controls.styles';
import type { CartPageData } from './cart.loaders';
import { CART_STEP_FORM_ID } from './cart-form.fields';
import * as columnParts from '../../theme/columns.styles';
import * as pageParts from '../../theme/page.styles';

/** The cart step's form posted this outcome (it carries the address fields, whichever button sent it). */
const fromStepForm = (outcome: FormOutcome | undefined): outcome is FormOutcome =>
  outcome !== undefined && ORDER_OPTION_FIELDS.some((field) => outcome.values[field] !== undefined);

/**
 * The invoice address (spec §5 rules) and the order's options. Saving goes through
 * update-order-options; "Weiter zur Bestellübersicht" saves and opens the checkout. The form is
 * the cart step's form: the new participants' fields of the dates above belong to it too
 * (CART_STEP_FORM_ID), so what was typed there is added, not lost, when this form is sent.
 */
export const AddressForm = ({ data, outcome }: { readonly data: CartPageData; readonly outcome: FormOutcome | undefined }) => {
  const options = data.cart.options;
  const saved: Record<string, string> = {
    ...addressValues(data.address),
    invoiceReference: options.invoiceReference ?? '',
    invoiceEmail: options.invoiceEmail ?? '',
    leitwegId: options.leitwegId ?? '',
    personalNotes: options.personalNotes ?? '',
  };
  const own = outcomeFor(outcome, 'rechnungsadresse');
  // A refusal at a participant of this form's post keeps the address as typed, too.
  const values = { ...saved, ...(fromStepForm(outcome) ? outcome.values : {}) };
  return (
    <section id="rechnungsadresse" className={`${formStyles.card} ${pageParts.stack}`} aria-labelledby="rechnungsadresse-titel">
      <h2 id="rechnungsadresse-titel" className={pageParts.sectionHeading}>
        Rechnungsadresse
      </h2>
      <PageForm id={CART_STEP_FORM_ID} outcome={own} aria-labelledby="rechnungsadresse-titel">
        <div className={columnParts.mainColumn}>
          <p className={pageParts.smallPrint}>Die Kosten der Schulung trägt der Arbeitgeber (§ 40 BetrVG): Tragen Sie bitte seine Anschrift ein.</p>
          <FormMessage outcome={own} shown={ORDER_OPTION_FIELDS} />
          <div className={formStyles.grid}>
            <DefinedFields definition={ORDER_OPTIONS_FORM} place={placesOf('rechnung', values, own?.errors ?? {})} />
          </div>
          <div className={formStyles.actions}>
            <button type="submit" name="intent" value="to-checkout" className={primaryButton}>
              Weiter zur Bestellübersicht
            </button>
            <button type="submit" name="intent" value="options" className={formStyles.secondaryButton}>
              Angaben speichern
            </button>
          </div>
        </div>
      </PageForm>
    </section>
  );
};
