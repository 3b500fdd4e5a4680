import { cartDateText, formatDate, formatTime } from '../../../domain/calendar/calendar';
import { letterGreeting } from '../../../domain/correspondence/person-name';
import { waitlistOfferPagePath } from '../../orders/orders.paths';
import type { WaitlistOfferPayload } from '../outbox-payloads';
import { signOff, type MailContent } from './mail-content';

/**
 * A place became free for someone on the waiting list: it is held for them until the deadline
 * (Berlin time), and the link leads to the page that books it.
 */
export const waitlistOfferMail = (offer: WaitlistOfferPayload, siteUrl: string): MailContent => {
  const deadline = `${formatDate(offer.offerDeadline)}, ${formatTime(offer.offerDeadline)} Uhr`;
  const acceptUrl = offer.entryId === undefined ? undefined : `${siteUrl.replace(/\/+$/, '')}${waitlistOfferPagePath(offer.entryId)}`;
  return {
    subject: `Ein Platz ist frei: ${offer.event.title}`,
    blocks: [
      { type: 'paragraph', text: letterGreeting(offer.recipient) },
      {
        type: 'paragraph',
        text: 'gute Nachricht: Im folgenden Seminar, für das Sie auf der Warteliste stehen, ist ein Platz frei geworden.',
      },
      {
        type: 'facts',
        rows: [
          { label: 'Seminar', value: offer.event.title },
          { label: 'Termin', value: cartDateText(offer.event.startDate, offer.event.endDate) },
          { label: 'Ort', value: offer.event.location },
          { label: 'Angebot gültig bis', value: deadline },
        ],
      },
      acceptUrl === undefined
        ? {
            type: 'paragraph',
            tone: 'strong',
            text: `Wir halten den Platz bis ${deadline} für Sie frei. Bitte bestätigen Sie ihn bis dahin in meinifb oder antworten Sie auf diese E-Mail; danach bieten wir ihn der nächsten Person auf der Warteliste an.`,
          }
        : {
            type: 'paragraph',
            tone: 'strong',
            text: `Wir halten den Platz bis ${deadline} für Sie frei. Bitte nehmen Sie das Angebot bis dahin an:\n${acceptUrl}\nDanach bieten wir den Platz der nächsten Person auf der Warteliste an.`,
          },
      ...signOff(),
    ],
  };
};
