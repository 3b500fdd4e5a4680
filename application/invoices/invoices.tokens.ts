import { token } from '../tokens';
import type { InvoicingService } from './invoicing.service';

export const INVOICING = token<InvoicingService>('Invoicing');
