import { describe, expect, it } from 'vitest';
import { MAX_QUANTITY_PER_ARTICLE, WERBEMITTEL_MESSAGES as M, orderLines, parseQuantity, shortOfStockMessage } from './order-lines';

const ARTICLES = [
  { articleId: 1, name: 'Flyer „Seminare 2027“', stock: 200 },
  { articleId: 2, name: 'Kugelschreiber', stock: 3 },
  { articleId: 3, name: 'Plakat A2', stock: 0 },
];

describe('parseQuantity', () => {
  it('reads an empty field as none and whole numbers up to the maximum as they are', () => {
    expect(parseQuantity('')).toBe(0);
    expect(parseQuantity(' 7 ')).toBe(7);
    expect(parseQuantity(12)).toBe(12);
    expect(parseQuantity(String(MAX_QUANTITY_PER_ARTICLE))).toBe(MAX_QUANTITY_PER_ARTICLE);
  });

  it('refuses negative, fractional, exponent and too large quantities', () => {
    for (const wrong of ['-1', '2,5', '2.5', '1e3', 'zwei', String(MAX_QUANTITY_PER_ARTICLE + 1), -3, 1.5]) expect(parseQuantity(wrong)).toBeUndefined();
  });
});

describe('orderLines', () => {
  it('keeps the lines above zero, one per article, in article order', () => {
    const { lines, errors } = orderLines(
      [
        { articleId: 2, quantity: '2' },
        { articleId: 1, quantity: '50' },
        { articleId: 3, quantity: '' },
        { articleId: 2, quantity: 1 },
      ],
      ARTICLES,
    );
    expect(errors).toEqual({});
    expect(lines).toEqual([
      { articleId: 1, quantity: 50 },
      { articleId: 2, quantity: 3 },
    ]);
  });

  it('names a wrong quantity under its article', () => {
    expect(orderLines([{ articleId: 1, quantity: '-4' }], ARTICLES).errors).toEqual({ 'items.1': M.quantity });
  });

  it('never orders more than is in stock, summed over repeated lines', () => {
    expect(orderLines([{ articleId: 2, quantity: 2 }, { articleId: 2, quantity: 2 }], ARTICLES).errors).toEqual({
      'items.2': 'Von „Kugelschreiber“ sind nur noch 3 Stück vorrätig',
    });
    expect(orderLines([{ articleId: 3, quantity: 1 }], ARTICLES).errors).toEqual({ 'items.3': '„Plakat A2“ ist leider vergriffen' });
  });

  it('asks for at least one article, and refuses unknown ones', () => {
    expect(orderLines([{ articleId: 1, quantity: '0' }], ARTICLES).errors).toEqual({ items: M.nothingChosen });
    expect(orderLines([], ARTICLES).errors).toEqual({ items: M.nothingChosen });
    expect(orderLines([{ articleId: 99, quantity: 1 }], ARTICLES).errors).toEqual({ 'items.99': M.unknownArticle });
  });

  it('says sold out for no stock and the rest otherwise', () => {
    expect(shortOfStockMessage('Flyer', 0)).toBe('„Flyer“ ist leider vergriffen');
    expect(shortOfStockMessage('Flyer', 1)).toBe('Von „Flyer“ sind nur noch 1 Stück vorrätig');
  });
});
