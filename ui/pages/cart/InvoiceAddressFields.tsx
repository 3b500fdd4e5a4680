import { TextField } from '../../forms/Field';
import * as formStyles from '../../forms/forms.styles';
import type { BillingAddressField } from '../../../domain/cart/order-options';
import type { InvoiceRecipientField } from '../../../domain/invoice/invoice-recipient';

type Address = Readonly<Record<BillingAddressField, string | null>>;

/** The address's fields as a form's values: a field not given is empty. */
export const addressValues = (address: Address): Record<BillingAddressField, string> => ({
  company: address.company ?? '',
  street: address.street ?? '',
  streetNumber: address.streetNumber ?? '',
  postalCode: address.postalCode ?? '',
  city: address.city ?? '',
});

/** What a field of the address needs from its form: id, name, value and message. */
export type AddressFieldProps<Field extends string = BillingAddressField> = (name: Field) => {
  readonly id: string;
  readonly name: string;
  readonly defaultValue: string | undefined;
  readonly error: string | undefined;
};

/**
 * The invoice address's fields (domain/cart/order-options' BILLING_ADDRESS_FORM) as every page
 * that asks for it shows them: the cart, and a reservation booked in meinifb.
 */
export const InvoiceAddressFields = ({ field }: { readonly field: AddressFieldProps }) => (
  <>
    <div className={formStyles.wide}>
      <TextField {...field('company')} label="Firma (Arbeitgeber)" autoComplete="organization" />
    </div>
    <TextField {...field('street')} label="Straße" autoComplete="address-line1" />
    <TextField {...field('streetNumber')} label="Hausnummer" maxLength={8} />
    <TextField {...field('postalCode')} label="Postleitzahl" autoComplete="postal-code" inputMode="numeric" maxLength={5} />
    <TextField {...field('city')} label="Ort" autoComplete="address-level2" />
  </>
);

/**
 * Where the invoice goes (domain/invoice/invoice-recipient), both optional: the cart's and the
 * Gremium settings' fields.
 */
export const InvoiceRecipientFields = ({ field }: { readonly field: AddressFieldProps<InvoiceRecipientField> }) => (
  <>
    <div className={formStyles.wide}>
      <TextField
        {...field('invoiceEmail')}
        label="E-Mail für Rechnungen"
        hint="Wenn die Rechnung an eine eigene Adresse Ihres Arbeitgebers gehen soll, etwa an die Buchhaltung"
        type="email"
        inputMode="email"
        optional
      />
    </div>
    <div className={formStyles.wide}>
      <TextField
        {...field('leitwegId')}
        label="Leitweg-ID"
        hint="Nur für öffentliche Arbeitgeber, zum Beispiel 04011000-1234512345-06: Die Rechnung kommt dann als XRechnung"
        optional
      />
    </div>
  </>
);
