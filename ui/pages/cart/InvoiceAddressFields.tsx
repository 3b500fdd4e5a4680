import { TextField } from '../../forms/Field';
import * as formStyles from '../../forms/forms.styles';
import type { BillingAddressField } from '../../../domain/cart/order-options';

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
export type AddressFieldProps = (name: BillingAddressField) => {
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
