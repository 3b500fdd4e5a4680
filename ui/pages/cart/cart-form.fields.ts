/** Which participant form a post answers: the new participant's of a cart item (its FormOutcome.target). */
export const NEW_RECIPIENT_TARGET = (cartItemId: string | number): string => `neu-${String(cartItemId)}`;

/** The cart step's one form (invoice address, the buttons on): the new participants' fields belong to it by their `form` attribute. */
export const CART_STEP_FORM_ID = 'warenkorb-schritt';

/** A new participant's field in the step form: prefixed with its item, since every item has one ('neu-12-firstname'). */
export const newParticipantName = (cartItemId: string | number, field: string): string => `${NEW_RECIPIENT_TARGET(cartItemId)}-${field}`;
