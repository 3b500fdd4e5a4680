import { token } from '../tokens';
import type { OrderExportService } from './order-export.service';

export const ORDER_EXPORT = token<OrderExportService>('OrderExport');
