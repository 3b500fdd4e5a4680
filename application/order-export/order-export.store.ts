import type { OrderExportFilter, OrderExportRow } from './order-export';

/** Driven port: the participants of the orders, read in batches (constant memory however many). */
export interface OrderExportStore {
  rows(filter: OrderExportFilter): AsyncIterable<OrderExportRow>;
}
