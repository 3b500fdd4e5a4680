import { letterGreeting } from '../../../domain/correspondence/person-name';
import { formatEuro } from '../../../domain/money/money';
import { offerNumberOf } from '../../documents/layouts/inhouse-offer.layout';
import type { RequestOfferPayload } from '../outbox-payloads';
import { signOff, type MailContent } from './mail-content';

/** The mail with the offer to an inhouse request; the PDF is attached. */
export const requestOfferMail = (offer: RequestOfferPayload): MailContent => ({
  subject: `Ihr Angebot ${offerNumberOf(offer)}: ${offer.title}`,
  blocks: [
    {
      type: 'paragraph',
      text: letterGreeting({ salutation: offer.recipient.salutation, firstname: offer.recipient.firstname ?? '', lastname: offer.recipient.lastname ?? '' }),
    },
    { type: 'paragraph', text: 'vielen Dank für Ihre Inhouse-Anfrage. Anbei erhalten Sie unser Angebot als PDF.' },
    {
      type: 'facts',
      rows: [
        { label: 'Angebot', value: offerNumberOf(offer) },
        { label: 'Leistung', value: offer.title },
        { label: 'Preis (netto)', value: formatEuro(offer.price) },
      ],
    },
    { type: 'paragraph', text: 'Wenn Sie das Angebot annehmen möchten oder Fragen haben, antworten Sie einfach auf diese E-Mail.' },
    ...signOff(),
  ],
});
