/**
 * What happens at login to the cart a visitor filled before logging in (spec §1: the cart is
 * kept for the account). The account's saved cart stays; the visitor's cart is merged into it,
 * so no event is in the cart twice and nobody the visitor entered is lost.
 */

export interface MergeRecipient {
  readonly recipientId: number;
  readonly email: string;
}

export interface MergeItem {
  readonly cartItemId: number;
  readonly eventId: number;
  readonly recipients: readonly MergeRecipient[];
}

export interface RecipientMove {
  readonly recipientId: number;
  readonly toCartItemId: number;
}

export interface CartMergePlan {
  /** The visitor's items for events the account's cart lacks: they move over as they are. */
  readonly moveItems: readonly number[];
  /**
   * The visitor's participants of an event both carts hold: they join the account's item, except
   * a person (same e-mail, any case) who is already entered there. Everything else is dropped.
   */
  readonly moveRecipients: readonly RecipientMove[];
}

/** E-mail addresses compare case-insensitively, as accounts do; an empty one matches nobody. */
const personKey = (email: string): string | undefined => {
  const key = email.trim().toLowerCase();
  return key === '' ? undefined : key;
};

export const planCartMerge = (account: readonly MergeItem[], visitor: readonly MergeItem[]): CartMergePlan => {
  const accountItems = new Map(account.map((item) => [item.eventId, item]));
  const moveItems: number[] = [];
  const moveRecipients: RecipientMove[] = [];
  for (const item of visitor) {
    const target = accountItems.get(item.eventId);
    if (target === undefined) {
      moveItems.push(item.cartItemId);
      // A second visitor item for the same event (none in a well-formed cart) then merges into this one.
      accountItems.set(item.eventId, item);
      continue;
    }
    const present = new Set(target.recipients.map((recipient) => personKey(recipient.email)));
    for (const recipient of item.recipients) {
      const key = personKey(recipient.email);
      if (key !== undefined && present.has(key)) continue;
      present.add(key);
      moveRecipients.push({ recipientId: recipient.recipientId, toCartItemId: target.cartItemId });
    }
  }
  return { moveItems, moveRecipients };
};
