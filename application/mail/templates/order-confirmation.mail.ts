import { formatDate } from '../../../domain/calendar/calendar';
import { letterGreeting } from '../../../domain/correspondence/person-name';
import { orderConfirmationDocument } from '../../documents/layouts/order-confirmation.layout';
import type { OrderConfirmationPayload } from '../outbox-payloads';
import { signOff, type MailContent } from './mail-content';

export const orderConfirmationSubject = (order: OrderConfirmationPayload): string => `Ihre Bestellung ${order.orderNumber}`;

/**
 * The confirmation mail: greeting, the same lines as the attached PDF (one layout for both, so
 * they cannot disagree), and the closing.
 */
export const orderConfirmationMail = (order: OrderConfirmationPayload): MailContent => {
  const document = orderConfirmationDocument(order);
  return {
    subject: orderConfirmationSubject(order),
    blocks: [
      { type: 'paragraph', text: letterGreeting(order.customer) },
      {
        type: 'paragraph',
        text: `vielen Dank für Ihre Bestellung vom ${formatDate(order.orderedAt)}. Wir haben sie unter der Bestellnummer ${order.orderNumber} erhalten und bestätigen sie hiermit. Die Bestellbestätigung finden Sie auch als PDF im Anhang.`,
      },
      ...document.blocks,
      { type: 'paragraph', text: 'Bei Fragen zu Ihrer Bestellung antworten Sie einfach auf diese E-Mail und nennen Sie Ihre Bestellnummer.' },
      ...signOff(),
    ],
  };
};
