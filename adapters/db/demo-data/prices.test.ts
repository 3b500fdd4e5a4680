import { describe, expect, it } from 'vitest';
import { onlineDaysPrice, onlineHalfDayPrice, pickTierShape, presencePrice, priceTiers, seriesPrice } from './prices';
import { createRng } from './prng';

describe('priceTiers', () => {
  it('falls 5, 8, 10 and 12 % for the second to fifth participant, in whole euros', () => {
    expect(priceTiers(129_000, 'falling')).toEqual({
      price: 129_000,
      priceParticipantTwo: 122_600,
      priceParticipantThree: 118_700,
      priceParticipantFour: 116_100,
      priceParticipantFive: 113_500,
    });
  });

  it('offers no second tier for a single price, and only two tiers for the two-step shape', () => {
    expect(priceTiers(89_000, 'single')).toEqual({
      price: 89_000,
      priceParticipantTwo: null,
      priceParticipantThree: null,
      priceParticipantFour: null,
      priceParticipantFive: null,
    });
    expect(priceTiers(49_000, 'twoAndThree')).toEqual({
      price: 49_000,
      priceParticipantTwo: 46_600,
      priceParticipantThree: 45_100,
      priceParticipantFour: null,
      priceParticipantFive: null,
    });
  });
});

describe('base prices', () => {
  it('keep presence seminars within 890–1.890 € and online seminars within 490–990 €', () => {
    expect(presencePrice(1, 0)).toBe(89_000);
    expect(presencePrice(5, 10)).toBe(187_000);
    expect(onlineHalfDayPrice(0)).toBe(49_000);
    expect(onlineHalfDayPrice(10)).toBe(59_000);
    expect(onlineDaysPrice(1, 0)).toBe(55_000);
    expect(onlineDaysPrice(3, 10)).toBe(89_000);
  });

  it('price a training series per module', () => {
    expect(seriesPrice(4, false, 0)).toBe(4 * 59_000);
    expect(seriesPrice(3, true, 10)).toBe(3 * 49_000);
  });
});

describe('pickTierShape', () => {
  it('mostly picks falling tiers, and sometimes each of the other shapes', () => {
    const rng = createRng(99);
    const shapes = Array.from({ length: 1000 }, () => pickTierShape(rng));
    const share = (shape: string): number => shapes.filter((picked) => picked === shape).length / shapes.length;
    expect(share('falling')).toBeGreaterThan(0.55);
    expect(share('single')).toBeGreaterThan(0.1);
    expect(share('twoAndThree')).toBeGreaterThan(0.08);
  });
});
