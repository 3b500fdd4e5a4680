import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cartPair } from './cart.arbitraries';
import type { MergeItem } from './cart-merge';
import { planCartMerge } from './cart-merge';

/** The account cart after the plan is carried out: the model the plan is checked against. */
const carryOut = (account: readonly MergeItem[], visitor: readonly MergeItem[]) => {
  const plan = planCartMerge(account, visitor);
  const items = [...account, ...visitor.filter((item) => plan.moveItems.includes(item.cartItemId))].map((item) => ({
    ...item,
    recipients: [...item.recipients],
  }));
  const visitorRecipients = new Map(visitor.flatMap((item) => item.recipients.map((recipient) => [recipient.recipientId, recipient])));
  for (const move of plan.moveRecipients) {
    const target = items.find((item) => item.cartItemId === move.toCartItemId);
    const recipient = visitorRecipients.get(move.recipientId);
    if (target !== undefined && recipient !== undefined) target.recipients.push(recipient);
  }
  return items;
};

describe('cart merge properties', () => {
  it('the merged cart holds each event once', () => {
    fc.assert(
      fc.property(cartPair, ({ account, visitor }) => {
        const events = carryOut(account, visitor).map((item) => item.eventId);
        expect(new Set(events).size).toBe(events.length);
      }),
    );
  });

  it('every event of either cart is in the merged cart, and the account items stay', () => {
    fc.assert(
      fc.property(cartPair, ({ account, visitor }) => {
        const merged = carryOut(account, visitor);
        const events = new Set(merged.map((item) => item.eventId));
        for (const item of [...account, ...visitor]) expect(events.has(item.eventId)).toBe(true);
        for (const item of account) expect(merged.some((kept) => kept.cartItemId === item.cartItemId)).toBe(true);
      }),
    );
  });

  it('nobody the visitor entered is lost: each person is in the merged item of the event', () => {
    fc.assert(
      fc.property(cartPair, ({ account, visitor }) => {
        const merged = carryOut(account, visitor);
        for (const item of visitor) {
          const target = merged.find((kept) => kept.eventId === item.eventId);
          const emails = new Set(target?.recipients.map((recipient) => recipient.email.trim().toLowerCase()));
          for (const recipient of item.recipients) expect(emails.has(recipient.email.trim().toLowerCase())).toBe(true);
        }
      }),
    );
  });

  it('a visitor participant joins an account item only when that person is not entered there yet', () => {
    fc.assert(
      fc.property(cartPair, ({ account, visitor }) => {
        const key = (email: string) => email.trim().toLowerCase();
        for (const item of carryOut(account, visitor)) {
          const original = [...account, ...visitor].find((kept) => kept.cartItemId === item.cartItemId);
          const before = original?.recipients.length ?? 0;
          const initial = new Set(item.recipients.slice(0, before).map((recipient) => key(recipient.email)));
          const added = item.recipients.slice(before).map((recipient) => key(recipient.email)).filter((email) => email !== '');
          for (const email of added) expect(initial.has(email)).toBe(false);
          expect(new Set(added).size).toBe(added.length);
        }
      }),
    );
  });
});
