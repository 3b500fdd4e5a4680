import { token } from '../tokens';
import type { WishlistForRequest } from './wishlist.port';
import type { WishlistRepository } from './wishlist.repository';

export const WISHLIST = token<WishlistForRequest>('Wishlist');
export const WISHLIST_REPOSITORY = token<WishlistRepository>('WishlistRepository');
