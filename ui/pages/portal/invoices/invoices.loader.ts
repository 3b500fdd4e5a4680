import type { LoaderFunctionArgs } from 'react-router';
import type { CustomerInvoicesWire } from '../../../../application/invoices/invoices.codecs';
import { resolveService, type PageContainer } from '../../../di/page-container';
import { VISITOR_PORTAL_EVENTS } from '../../../di/ui.tokens';
import { asCaller } from '../portal.loaders';

/** meinifb/rechnungen: the caller's invoices (and their Gremium's, for its admin); a visitor is sent to the login. */
export const invoicesLoader =
  (container: PageContainer) =>
  ({ request }: LoaderFunctionArgs): Promise<CustomerInvoicesWire> =>
    asCaller(request, resolveService(container, VISITOR_PORTAL_EVENTS).invoices());
