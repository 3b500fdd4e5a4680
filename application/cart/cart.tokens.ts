import { token } from '../tokens';
import type { ShoppingCartForRequest } from './cart.port';
import type { CartRepository } from './cart.repository';

export const SHOPPING_CART = token<ShoppingCartForRequest>('ShoppingCart');
export const CART_REPOSITORY = token<CartRepository>('CartRepository');
