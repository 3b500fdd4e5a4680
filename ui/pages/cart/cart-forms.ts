// The cart page's forms in one chunk that hydrates after the page (ui/pages/cart/cart.parts.ts):
// the dates with their participant forms, the invoice address, and the validation rules they share.
export { CartItemCard } from './CartItemCard';
export { AddressForm } from './AddressForm';
