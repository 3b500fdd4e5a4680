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
