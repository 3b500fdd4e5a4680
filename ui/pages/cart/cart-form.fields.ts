/** Which participant form a post answers: the new participant's of a cart item (its FormOutcome.target). */
export const NEW_RECIPIENT_TARGET = (cartItemId: string | number): string => `neu-${String(cartItemId)}`;
