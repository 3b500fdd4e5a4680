import { cartDateText, formatDate } from '../../../domain/calendar/calendar';
import { fullName } from '../../../domain/correspondence/person-name';
import { formatEuro } from '../../../domain/money/money';
import { ORDER_WORDS, orderOutcome, type OrderWords } from '../../../domain/cart/order-wording';
import type { ParticipantStatus } from '../../../domain/cart/participant-status';
import { participantCount } from '../../../domain/pricing/participant-count';
import { participantLabel } from '../../../domain/tracking/participant-label';
import type { BillingAddress, OrderConfirmationPayload, OrderedParticipant } from '../../mail/outbox-payloads';
import type { PrintBlock, PrintColumn, PrintDocument } from '../print-document';
import { pricedOrder, type PricedOrderItem } from '../priced-order';

/** Where an ordered participant stands, by what the confirmation carries of them. */
const statusOf = (participant: OrderedParticipant): ParticipantStatus => {
  if (participant.waitlistPosition !== undefined) return 'waitlisted';
  return participant.bookingType === 'Reservierung' ? 'reserved' : 'booked';
};

/** The words of the order: an order that only reserves is a reservation, and speaks of no invoice. */
export const orderWordsOf = (order: OrderConfirmationPayload): OrderWords =>
  ORDER_WORDS[orderOutcome(order.items.flatMap((item) => item.participants.map(statusOf)))];

/** 'Buchung', 'Reservierung bis 26.03.2027' when the reservation has a deadline, or the waiting list's place. */
export const bookingTypeText = (participant: OrderedParticipant): string => {
  if (participant.waitlistPosition !== undefined) return `Warteliste, Platz ${String(participant.waitlistPosition)}`;
  return participant.bookingType === 'Reservierung' && participant.reservationDeadline !== undefined
    ? `Reservierung bis ${formatDate(participant.reservationDeadline)}`
    : participant.bookingType;
};

export const billingAddressLines = (address: BillingAddress): readonly string[] => [
  address.company,
  `${address.street} ${address.streetNumber}`.trim(),
  `${address.postalCode} ${address.city}`.trim(),
  ...(address.country === undefined || address.country.trim() === '' ? [] : [address.country]),
];

const PARTICIPANT_COLUMNS: readonly PrintColumn[] = [
  { header: 'Nr.', width: 0.16, align: 'left' },
  { header: 'Teilnehmer', width: 0.36, align: 'left' },
  { header: 'Art', width: 0.3, align: 'left' },
  { header: 'Preis', width: 0.18, align: 'right' },
];

const itemBlocks = ({ item, participants, total, groupDiscount }: PricedOrderItem): readonly PrintBlock[] => [
  { type: 'heading', text: item.title },
  {
    type: 'facts',
    rows: [
      { label: 'Termin', value: cartDateText(item.startDate, item.endDate) },
      { label: 'Ort', value: item.location },
    ],
  },
  {
    type: 'table',
    columns: PARTICIPANT_COLUMNS,
    rows: participants.map(({ participant, price }, index) => [
      participantLabel(participantCount(index + 1)),
      participant.seats === undefined ? fullName(participant) : `${String(participant.seats)} Plätze für ${fullName(participant)} (Namen folgen in meinifb)`,
      bookingTypeText(participant),
      formatEuro(price),
    ]),
    totals: [
      ...(groupDiscount > 0 ? [['', '', 'Enthaltener Gruppenrabatt', formatEuro(groupDiscount)]] : []),
      ['', '', 'Summe', formatEuro(total)],
    ],
  },
];

/** The order confirmation as printed (the PDF attached to the mail and /seminare/warenkorb/checkout-pdf). */
export const orderConfirmationDocument = (order: OrderConfirmationPayload): PrintDocument => {
  const priced = pricedOrder(order);
  const hasReservation = order.items.some((item) => item.participants.some((p) => p.bookingType === 'Reservierung'));
  const words = orderWordsOf(order);
  return {
    title: words.confirmationTitle,
    subtitle: `${words.numberLabel} ${order.orderNumber} vom ${formatDate(order.orderedAt)}`,
    blocks: [
      {
        type: 'facts',
        rows: [
          { label: words.numberLabel, value: order.orderNumber },
          { label: words.datedLabel, value: formatDate(order.orderedAt) },
          { label: words.customerLabel, value: fullName(order.customer) },
          { label: 'E-Mail', value: order.customer.email },
        ],
      },
      { type: 'heading', text: words.addressHeading },
      { type: 'paragraph', text: billingAddressLines(order.billingAddress).join('\n') },
      ...priced.items.flatMap(itemBlocks),
      { type: 'heading', text: 'Gesamt' },
      {
        type: 'table',
        columns: [
          { header: 'Position', width: 0.7, align: 'left' },
          { header: 'Betrag', width: 0.3, align: 'right' },
        ],
        rows: priced.groupDiscount > 0 ? [['Enthaltener Gruppenrabatt', formatEuro(priced.groupDiscount)]] : [],
        totals: [['Gesamtsumme', formatEuro(priced.total)]],
      },
      ...(hasReservation
        ? [
            {
              type: 'paragraph',
              tone: 'small',
              text: 'Eine Reservierung hält den Platz bis zum genannten Datum frei und ist bis dahin unverbindlich. Danach verfällt sie, wenn sie nicht in eine Buchung umgewandelt wurde.',
            } as const,
          ]
        : []),
    ],
  };
};
