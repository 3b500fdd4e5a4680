import { formatDate } from '../../../domain/calendar/calendar';
import { fullName, letterGreeting } from '../../../domain/correspondence/person-name';
import { PAPERWORK_TITLES, paperworkPath } from '../../documents/paperwork.paths';
import type { PrintBlock } from '../../documents/print-document';
import { orderConfirmationDocument, orderWordsOf } from '../../documents/layouts/order-confirmation.layout';
import type { OrderWords } from '../../../domain/cart/order-wording';
import type { OrderConfirmationPayload } from '../outbox-payloads';
import { signOff, type MailContent } from './mail-content';

/**
 * For each seat (booked or reserved) the papers a works council needs to get the training paid:
 * the resolution to send the member and the letter to the employer (they open after login).
 */
const paperworkLinks = (order: OrderConfirmationPayload, siteUrl: string, words: OrderWords): readonly PrintBlock[] => {
  const lines = order.items.flatMap((item) =>
    item.participants.flatMap((participant) =>
      participant.participantId === undefined || participant.waitlistPosition !== undefined
        ? []
        : participant.seats !== undefined
          ? [`${String(participant.seats)} Plätze – ${item.title}: Sobald Sie einen Platz in meinifb benennen, erhält die Kollegin oder der Kollege die Unterlagen.`]
          : [
            `${fullName(participant)} – ${item.title}:`,
            `${PAPERWORK_TITLES.entsendungsbeschluss}: ${siteUrl}${paperworkPath(participant.participantId, 'entsendungsbeschluss')}`,
            `${PAPERWORK_TITLES.kostenuebernahme}: ${siteUrl}${paperworkPath(participant.participantId, 'kostenuebernahme')}`,
          ],
    ),
  );
  return lines.length === 0
    ? []
    : [
        { type: 'heading', text: 'Unterlagen für Ihren Arbeitgeber' },
        {
          type: 'paragraph',
          text: `Entsendungsbeschluss und Kostenübernahme sind mit den Daten Ihrer ${words.seatNoun} ausgefüllt (nach der Anmeldung in meinifb):\n${lines.join('\n')}`,
        },
      ];
};

export const orderConfirmationSubject = (order: OrderConfirmationPayload): string => `Ihre ${orderWordsOf(order).noun} ${order.orderNumber}`;

/**
 * The confirmation mail: greeting, the same lines as the attached PDF (one layout for both, so
 * they cannot disagree), and the closing.
 */
export const orderConfirmationMail = (order: OrderConfirmationPayload, siteUrl: string): MailContent => {
  const document = orderConfirmationDocument(order);
  const words = orderWordsOf(order);
  const papers = paperworkLinks(order, siteUrl, words);
  return {
    subject: orderConfirmationSubject(order),
    blocks: [
      { type: 'paragraph', text: letterGreeting(order.customer) },
      {
        type: 'paragraph',
        text: `vielen Dank für Ihre ${words.noun} vom ${formatDate(order.orderedAt)}. Wir haben sie unter der ${words.numberLabel} ${order.orderNumber} erhalten und bestätigen sie hiermit. Die ${words.confirmationTitle} finden Sie auch als PDF im Anhang.`,
      },
      ...document.blocks,
      ...papers,
      { type: 'paragraph', text: `Bei Fragen zu Ihrer ${words.noun} antworten Sie einfach auf diese E-Mail und nennen Sie Ihre ${words.numberLabel}.` },
      ...signOff(),
    ],
  };
};
