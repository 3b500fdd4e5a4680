import { formatDate } from '../../../domain/calendar/calendar';
import { fullName, letterGreeting } from '../../../domain/correspondence/person-name';
import { formatEuro } from '../../../domain/money/money';
import { PROVIDER } from '../../../domain/site/provider';
import type { RequestOfferPayload } from '../../mail/outbox-payloads';
import type { PrintDocument } from '../print-document';

const personOf = (offer: RequestOfferPayload) => ({
  salutation: offer.recipient.salutation,
  firstname: offer.recipient.firstname ?? '',
  lastname: offer.recipient.lastname ?? '',
});

/** The offer number printed on the PDF and in the mail: the request's, so replies find it. */
export const offerNumberOf = (offer: RequestOfferPayload): string => `ANG-${String(offer.requestId).padStart(6, '0')}`;

/** The PDF answering an inhouse request: to whom, what is offered, for how much, and how to accept. */
export const inhouseOfferDocument = (offer: RequestOfferPayload): PrintDocument => {
  const name = fullName(personOf(offer));
  return {
    title: 'Angebot Inhouse-Seminar',
    subtitle: `Angebot ${offerNumberOf(offer)} vom ${formatDate(offer.offeredAt)}`,
    blocks: [
      {
        type: 'facts',
        rows: [
          ...(offer.company === undefined ? [] : [{ label: 'Firma', value: offer.company }]),
          ...(name === '' ? [] : [{ label: 'Ansprechpartner', value: name }]),
          { label: 'E-Mail', value: offer.recipient.email },
          { label: 'Ihre Anfrage vom', value: formatDate(offer.receivedAt) },
        ],
      },
      { type: 'paragraph', text: letterGreeting(personOf(offer)) },
      { type: 'paragraph', text: 'vielen Dank für Ihre Anfrage. Gerne bieten wir Ihnen an:' },
      {
        type: 'table',
        columns: [
          { header: 'Leistung', width: 0.75, align: 'left' },
          { header: 'Preis (netto)', width: 0.25, align: 'right' },
        ],
        rows: [[offer.title, formatEuro(offer.price)]],
      },
      { type: 'paragraph', text: offer.text },
      {
        type: 'paragraph',
        text: `Zur Annahme antworten Sie bitte auf diese E-Mail oder schreiben Sie an ${PROVIDER.email} mit der Angebotsnummer ${offerNumberOf(offer)}. Zuzüglich der gesetzlichen Umsatzsteuer.`,
      },
      { type: 'signature', labels: ['Ort, Datum', 'Unterschrift und Stempel des Auftraggebers'] },
    ],
  };
};
