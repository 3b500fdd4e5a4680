import { token } from '../tokens';
import type { CustomerInvoices } from './customer-invoices';
import type { InvoicingService } from './invoicing.service';

export const INVOICING = token<InvoicingService>('Invoicing');
export const CUSTOMER_INVOICES = token<CustomerInvoices>('CustomerInvoices');
