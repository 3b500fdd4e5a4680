import { useEffect } from 'react';
import { useCommerce } from '../../commerce/commerce-context';

/** The header's cart count follows what a cart page shows (after each post of the page, too). */
export const useCartCountOf = (count: number): void => {
  const commerce = useCommerce();
  useEffect(() => {
    commerce.cartChangedElsewhere(count);
  }, [commerce, count]);
};
