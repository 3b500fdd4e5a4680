import { formatPlainDate } from '../../../domain/calendar/calendar';
import { INVOICE_TITLES, periodText, type Invoice } from '../../../domain/invoice/invoice';
import { formatEuro } from '../../../domain/money/money';
import type { PrintBlock, PrintColumn, PrintDocument } from '../print-document';

const LINE_COLUMNS: readonly PrintColumn[] = [
  { header: 'Pos.', width: 0.06, align: 'left' },
  { header: 'Leistung', width: 0.37, align: 'left' },
  { header: 'Einzelpreis', width: 0.19, align: 'right' },
  { header: 'Rabatt', width: 0.19, align: 'right' },
  { header: 'Netto', width: 0.19, align: 'right' },
];

const vatLabel = (invoice: Invoice): string =>
  invoice.vat.category === 'E' ? 'Umsatzsteuer (steuerfrei, Kategorie E)' : `Umsatzsteuer ${String(invoice.vat.rate)} %`;

/** The structured data inside the PDF, named so the reader knows there is more than the print. */
export const facturxNote = (invoice: Invoice): string =>
  invoice.leitwegId === null
    ? 'Diese Rechnung ist eine E-Rechnung nach ZUGFeRD/Factur-X (Profil EN 16931): die maßgeblichen Daten sind als factur-x.xml eingebettet.'
    : 'Diese Rechnung ist eine E-Rechnung (XRechnung, UN/CEFACT CII): die maßgeblichen Daten sind als factur-x.xml eingebettet und liegen als XML bei.';

/**
 * The invoice as printed in the Factur-X PDF: the same facts, lines and totals as its XML
 * (number, dates, parties, BT-10 and BT-14, the lines with the group discount, VAT, terms).
 */
export const invoiceDocument = (invoice: Invoice): PrintDocument => {
  const { seller, buyer, totals } = invoice;
  const facts = [
    { label: 'Rechnungsnummer', value: invoice.number },
    { label: 'Rechnungsdatum', value: formatPlainDate(invoice.issueDate) },
    ...(invoice.preceding === null ? [] : [{ label: 'Zur Rechnung', value: `${invoice.preceding.number} vom ${formatPlainDate(invoice.preceding.issueDate)}` }]),
    { label: 'Unsere Bestellnummer', value: invoice.orderNumber },
    ...(invoice.leitwegId === null ? [] : [{ label: 'Leitweg-ID', value: invoice.leitwegId }]),
    { label: invoice.leitwegId === null ? 'Ihre Referenz' : 'Käuferreferenz', value: invoice.buyerReference },
    ...(invoice.purchaseOrderReference === null ? [] : [{ label: 'Ihre Referenz', value: invoice.purchaseOrderReference }]),
    { label: 'Leistungszeitraum', value: periodText(invoice.period.start, invoice.period.end) },
    { label: invoice.kind === 'credit-note' ? 'Erstattung bis' : 'Fällig am', value: formatPlainDate(invoice.dueDate) },
  ];
  const blocks: PrintBlock[] = [
    { type: 'facts', rows: facts },
    { type: 'heading', text: 'Rechnungsempfänger' },
    {
      type: 'paragraph',
      text: [buyer.name, `z. Hd. ${buyer.contactName}`, buyer.address.street, `${buyer.address.postalCode} ${buyer.address.city}`, `E-Mail: ${buyer.email}`].join('\n'),
    },
    { type: 'heading', text: 'Rechnungssteller' },
    {
      type: 'paragraph',
      text: [
        seller.name,
        seller.address.street,
        `${seller.address.postalCode} ${seller.address.city}`,
        ...(seller.vatId === null ? [] : [`USt-IdNr.: ${seller.vatId}`]),
        ...(seller.taxNumber === null ? [] : [`Steuernummer: ${seller.taxNumber}`]),
        `Ansprechpartner: ${seller.contact.name}, Tel. ${seller.contact.phone}, ${seller.contact.email}`,
      ].join('\n'),
    },
    { type: 'heading', text: 'Positionen' },
    {
      type: 'table',
      columns: LINE_COLUMNS,
      rows: invoice.lines.map((line) => [line.lineId, `${line.name}\n${line.note}`, formatEuro(line.grossPrice), line.discount > 0 ? formatEuro(line.discount) : '', formatEuro(line.netAmount)]),
      totals: [
        ...(totals.groupDiscount > 0 ? [['', 'Enthaltener Gruppenrabatt', '', formatEuro(totals.groupDiscount), '']] : []),
        ['', 'Summe netto', '', '', formatEuro(totals.taxBasis)],
        ['', vatLabel(invoice), '', '', formatEuro(totals.taxTotal)],
        ['', invoice.kind === 'credit-note' ? 'Gutschriftsbetrag' : 'Rechnungsbetrag', '', '', formatEuro(totals.grandTotal)],
      ],
    },
    ...invoice.notes.map((note): PrintBlock => ({ type: 'paragraph', text: note })),
    { type: 'paragraph', tone: 'strong', text: invoice.paymentTerms },
    ...(invoice.kind === 'credit-note'
      ? []
      : [{ type: 'facts' as const, rows: [{ label: 'Kontoinhaber', value: seller.name }, { label: 'IBAN', value: seller.bank.iban }, { label: 'BIC', value: seller.bank.bic }, { label: 'Bank', value: seller.bank.name }] }]),
    { type: 'paragraph', tone: 'small', text: facturxNote(invoice) },
  ];
  return { title: INVOICE_TITLES[invoice.kind], subtitle: `Nr. ${invoice.number} vom ${formatPlainDate(invoice.issueDate)}`, blocks };
};
