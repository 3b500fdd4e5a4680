import { describe, expect, it } from 'vitest';
import { planCartMerge } from './cart-merge';

describe('cart merge at login', () => {
  it('moves the visitor items for events the account cart lacks', () => {
    const plan = planCartMerge(
      [{ cartItemId: 1, eventId: 100, recipients: [] }],
      [{ cartItemId: 2, eventId: 200, recipients: [{ recipientId: 20, email: 'anna@example.org' }] }],
    );
    expect(plan).toEqual({ moveItems: [2], moveRecipients: [] });
  });

  it('joins the participants of an event both carts hold, a person already entered only once', () => {
    const plan = planCartMerge(
      [{ cartItemId: 1, eventId: 100, recipients: [{ recipientId: 10, email: 'anna@example.org' }] }],
      [
        {
          cartItemId: 2,
          eventId: 100,
          recipients: [
            { recipientId: 20, email: 'ANNA@example.org' },
            { recipientId: 21, email: 'ben@example.org' },
          ],
        },
      ],
    );
    expect(plan).toEqual({ moveItems: [], moveRecipients: [{ recipientId: 21, toCartItemId: 1 }] });
  });

  it('keeps participants without e-mail, since they cannot be told apart', () => {
    const plan = planCartMerge(
      [{ cartItemId: 1, eventId: 100, recipients: [{ recipientId: 10, email: '' }] }],
      [{ cartItemId: 2, eventId: 100, recipients: [{ recipientId: 20, email: ' ' }] }],
    );
    expect(plan.moveRecipients).toEqual([{ recipientId: 20, toCartItemId: 1 }]);
  });

  it('merges a second visitor item for the same event into the first one it moved', () => {
    const plan = planCartMerge(
      [],
      [
        { cartItemId: 2, eventId: 100, recipients: [{ recipientId: 20, email: 'anna@example.org' }] },
        { cartItemId: 3, eventId: 100, recipients: [{ recipientId: 30, email: 'cem@example.org' }] },
      ],
    );
    expect(plan).toEqual({ moveItems: [2], moveRecipients: [{ recipientId: 30, toCartItemId: 2 }] });
  });

  it('changes nothing when the visitor cart is empty', () => {
    expect(planCartMerge([{ cartItemId: 1, eventId: 100, recipients: [] }], [])).toEqual({ moveItems: [], moveRecipients: [] });
  });
});
