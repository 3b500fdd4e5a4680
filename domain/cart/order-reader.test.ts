import { describe, expect, it } from 'vitest';
import { mayReadOrder } from './order-reader';

describe('mayReadOrder', () => {
  const order = { sessionId: 's1', userId: 7 };

  it('lets the ordering session and the ordering account read the order', () => {
    expect(mayReadOrder(order, { sessionId: 's1', userId: null })).toBe(true);
    expect(mayReadOrder(order, { sessionId: 's2', userId: 7 })).toBe(true);
  });

  it('tells anyone else nothing: another session, another account, a session without a row', () => {
    expect(mayReadOrder(order, { sessionId: 's2', userId: 8 })).toBe(false);
    expect(mayReadOrder(order, { sessionId: undefined, userId: null })).toBe(false);
    expect(mayReadOrder({ sessionId: null, userId: null }, { sessionId: undefined, userId: null })).toBe(false);
  });
});

describe('mayReadOrder for a Gremium', () => {
  const order = { sessionId: 's1', userId: 7, gremiumId: 3 };

  it('lets an admin of the Gremium the order was placed for read it', () => {
    expect(mayReadOrder(order, { sessionId: 's9', userId: 9, adminOfGremium: 3 })).toBe(true);
  });

  it('tells the admin of another Gremium, and an order without Gremium, nothing', () => {
    expect(mayReadOrder(order, { sessionId: 's9', userId: 9, adminOfGremium: 4 })).toBe(false);
    expect(mayReadOrder({ ...order, gremiumId: null }, { sessionId: 's9', userId: 9, adminOfGremium: null })).toBe(false);
  });
});
