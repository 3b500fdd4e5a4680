import { deferredPart } from '../../layout/deferred-part';
import type { CartPageData } from './cart.loaders';

/**
 * The parts of the cart page whose code loads after the page's start (issue 11), with their
 * server markup kept until then (ui/layout/deferred-part.tsx): the forms, and the quick login
 * that a visitor already logged in never sees.
 */
const itemCard = deferredPart(async () => (await import('./cart-forms')).CartItemCard);
const addressForm = deferredPart(async () => (await import('./cart-forms')).AddressForm);
const quickLogin = deferredPart(async () => (await import('../../header/popups/QuickLoginCard')).QuickLoginCard);

export const CartItemCardPart = itemCard.Part;
export const AddressFormPart = addressForm.Part;
export const QuickLoginPart = quickLogin.Part;

/** What the cart page with this data renders: loaded before it renders (on the server, on a navigation). */
export const loadCartParts = async (data: CartPageData): Promise<void> => {
  const parts = data.cart.items.length === 0 ? [] : [itemCard, addressForm, ...(data.loggedIn ? [] : [quickLogin])];
  await Promise.all(parts.map(async (part) => part.load()));
};
