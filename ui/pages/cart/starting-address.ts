import * as E from 'fp-ts/Either';
import type { OrderOptionsWire } from '../../../application/cart/cart.codecs';
import { resolveService, type PageContainer } from '../../di/page-container';
import { VISITOR_GREMIUM, VISITOR_PORTAL_SETTINGS } from '../../di/ui.tokens';

export type InvoiceAddress = Pick<OrderOptionsWire, 'company' | 'street' | 'streetNumber' | 'postalCode' | 'city'>;

/**
 * The invoice address a form starts with: the cart's own, else (logged in) a Gremium member's
 * Gremium invoice address (its employer pays, §40 BetrVG), else the portal's personal data.
 * Nothing is saved until the form is sent.
 */
export const startingAddress = async (container: PageContainer, options: InvoiceAddress, loggedIn: boolean): Promise<InvoiceAddress> => {
  const blank = options.company === null && options.street === null && options.postalCode === null && options.city === null;
  if (!loggedIn || !blank) return options;
  const gremium = await resolveService(container, VISITOR_GREMIUM).settings()();
  if (E.isRight(gremium) && gremium.right.billingAddress !== null) {
    const { street, streetNumber, postalCode, city } = gremium.right.billingAddress;
    return { company: gremium.right.company, street, streetNumber, postalCode, city };
  }
  const personal = await resolveService(container, VISITOR_PORTAL_SETTINGS).personalData()();
  return E.isRight(personal)
    ? {
        company: personal.right.company || null,
        street: personal.right.street || null,
        streetNumber: personal.right.streetNumber || null,
        postalCode: personal.right.postalCode || null,
        city: personal.right.city || null,
      }
    : options;
};
