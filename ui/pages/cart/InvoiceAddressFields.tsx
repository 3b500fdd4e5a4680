import { BILLING_ADDRESS_FORM, type BillingAddressField } from '../../../domain/cart/order-options';
import { INVOICE_RECIPIENT_FORM, type InvoiceRecipientField } from '../../../domain/invoice/invoice-recipient';
import { DefinedFields, type FieldPlace } from '../../forms/DefinedFields';

type Address = Readonly<Record<BillingAddressField, string | null>>;

/** The address's fields as a form's values: a field not given is empty. */
export const addressValues = (address: Address): Record<BillingAddressField, string> => ({
  company: address.company ?? '',
  street: address.street ?? '',
  streetNumber: address.streetNumber ?? '',
  postalCode: address.postalCode ?? '',
  city: address.city ?? '',
});

/**
 * The invoice address's fields (domain/cart/order-options' BILLING_ADDRESS_FORM) as every page
 * that asks for it shows them: the cart, and a reservation booked in meinifb.
 */
export const InvoiceAddressFields = ({ field }: { readonly field: (name: BillingAddressField) => FieldPlace }) => (
  <DefinedFields definition={BILLING_ADDRESS_FORM} place={field} />
);

/**
 * Where the invoice goes (domain/invoice/invoice-recipient), both optional: the cart's and the
 * Gremium settings' fields.
 */
export const InvoiceRecipientFields = ({ field }: { readonly field: (name: InvoiceRecipientField) => FieldPlace }) => (
  <DefinedFields definition={INVOICE_RECIPIENT_FORM} place={field} />
);
