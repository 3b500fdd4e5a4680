import { formatPlainDate } from '../../../domain/calendar/calendar';
import { letterGreeting } from '../../../domain/correspondence/person-name';
import { INVOICE_TITLES } from '../../../domain/invoice/invoice';
import { formatEuro } from '../../../domain/money/money';
import { Temporal } from 'temporal-polyfill';
import type { InvoiceIssuedPayload } from '../outbox-payloads';
import { signOff, type MailContent } from './mail-content';

const date = (iso: string): string => formatPlainDate(Temporal.PlainDate.from(iso));

const opening = (issued: InvoiceIssuedPayload): string => {
  switch (issued.kind) {
    case 'invoice':
      return `anbei erhalten Sie unsere Rechnung ${issued.number} zu Ihrer Bestellung ${issued.orderNumber}.`;
    case 'credit-note':
      return `zu Ihrer Bestellung ${issued.orderNumber} wurde eine Teilnahme storniert. Anbei erhalten Sie die Gutschrift ${issued.number}; den Betrag erstatten wir Ihnen.`;
    case 'cancellation-fee':
      return `für die Stornierung einer Teilnahme aus Ihrer Bestellung ${issued.orderNumber} berechnen wir nach unseren Stornobedingungen eine Gebühr. Anbei erhalten Sie die Rechnung ${issued.number}.`;
  }
};

/** The invoice mail: what it is, the amount and the date, and that the PDF carries the e-invoice. */
export const invoiceIssuedMail = (issued: InvoiceIssuedPayload): MailContent => ({
  subject: `${INVOICE_TITLES[issued.kind]} ${issued.number} zur Bestellung ${issued.orderNumber}`,
  blocks: [
    { type: 'paragraph', text: letterGreeting(issued.recipient) },
    { type: 'paragraph', text: opening(issued) },
    {
      type: 'facts',
      rows: [
        { label: 'Nummer', value: issued.number },
        { label: 'Datum', value: date(issued.issueDate) },
        { label: 'Betrag', value: formatEuro(issued.grandTotal) },
        { label: issued.kind === 'credit-note' ? 'Erstattung bis' : 'Fällig am', value: date(issued.dueDate) },
        { label: 'Bestellnummer', value: issued.orderNumber },
      ],
    },
    {
      type: 'paragraph',
      text:
        issued.xml === undefined
          ? 'Die PDF-Datei ist eine E-Rechnung nach ZUGFeRD/Factur-X (EN 16931): Ihre Buchhaltung kann die Rechnungsdaten aus der eingebetteten XML-Datei übernehmen.'
          : 'Beigefügt sind die XRechnung (XML) und dieselbe Rechnung als PDF mit eingebetteten Rechnungsdaten.',
    },
    ...signOff(),
  ],
});
