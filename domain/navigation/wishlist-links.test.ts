import { describe, expect, it } from 'vitest';
import { wishlistLinks } from './wishlist-links';

describe('wishlistLinks', () => {
  it('skips empty link values and keeps the others in order', () => {
    expect(
      wishlistLinks({
        merkliste: '/meinifb/merkliste',
        analyse: '',
        liste: '/wishlist/list',
        leer: '  ',
        fehlt: null,
        undefiniert: undefined,
      }),
    ).toEqual([
      { name: 'merkliste', url: '/meinifb/merkliste' },
      { name: 'liste', url: '/wishlist/list' },
    ]);
  });
});
