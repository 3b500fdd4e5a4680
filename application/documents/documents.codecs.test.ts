import { describe, expect, it } from 'vitest';
import { CostCalculatorQuery, OrderPdfQuery, SeminarKeyParams } from './documents.codecs';

describe('documents codecs', () => {
  it('reads the Kostenrechner query', () => {
    expect(CostCalculatorQuery.decode({ participants: '50', overnight: 'with' })).toEqual({ _tag: 'Right', right: { participants: 50, overnight: 'with' } });
    expect(CostCalculatorQuery.decode({})).toEqual({ _tag: 'Right', right: {} });
    expect(CostCalculatorQuery.decode({ participants: '007' })).toEqual({ _tag: 'Right', right: { participants: 7 } });
    expect(CostCalculatorQuery.decode({ participants: '1e1' })._tag).toBe('Left');
  });

  it('takes a seminar by number or by the name in its URL', () => {
    expect(SeminarKeyParams.decode({ id: '12' })).toEqual({ _tag: 'Right', right: { id: 12 } });
    expect(SeminarKeyParams.decode({ id: 'betriebsrat-kompakt' })).toEqual({ _tag: 'Right', right: { id: 'betriebsrat-kompakt' } });
    expect(SeminarKeyParams.decode({ id: 'Betriebsrat Kompakt' })._tag).toBe('Left');
  });

  it('takes an order number of letters, digits and dashes only', () => {
    expect(OrderPdfQuery.decode({ order: 'IFB-2027-000042' })).toEqual({ _tag: 'Right', right: { order: 'IFB-2027-000042' } });
    expect(OrderPdfQuery.decode({ order: 'IFB 2027' })._tag).toBe('Left');
  });
});
