import { token } from '../tokens';
import type { WerbemittelShopForRequest } from './werbemittel.port';
import type { WerbemittelOrderReferences, WerbemittelRepository } from './werbemittel.repository';

export const WERBEMITTEL_REPOSITORY = token<WerbemittelRepository>('WerbemittelRepository');
export const WERBEMITTEL_ORDER_REFERENCES = token<WerbemittelOrderReferences>('WerbemittelOrderReferences');
export const WERBEMITTEL_SHOP = token<WerbemittelShopForRequest>('WerbemittelShop');
