import { useLoaderData } from 'react-router';
import type { CustomerInvoicesWire } from '../../../../application/invoices/invoices.codecs';
import { formatPlainDate } from '../../../../domain/calendar/calendar';
import { cents, formatEuro } from '../../../../domain/money/money';
import { Temporal } from 'temporal-polyfill';
import * as pageParts from '../../../theme/page.styles';
import * as cardParts from '../../../theme/card.styles';
import * as columnParts from '../../../theme/columns.styles';
import * as listParts from '../../../theme/plain-list.styles';
import * as linkParts from '../../../theme/link-row.styles';

/**
 * Rechnungen: every invoice, credit note and cancellation-fee invoice of the caller's orders (a
 * Gremium admin also sees the Gremium's), newest first, each with its PDF (ZUGFeRD, with the XML
 * inside) and its XML (the e-invoice alone) as plain download links.
 */
export const InvoicesPage = () => {
  const { invoices } = useLoaderData<CustomerInvoicesWire>();
  return (
    <section className={pageParts.page} aria-labelledby="rechnungen-titel">
      <h1 id="rechnungen-titel" className={pageParts.pageHeading}>
        Rechnungen
      </h1>
      <p className={pageParts.lead}>
        Rechnungen und Gutschriften zu Ihren Bestellungen, als PDF (ZUGFeRD) und als E-Rechnung (XML). Wir schicken sie auch per E-Mail an die
        Rechnungsadresse.
      </p>
      {invoices.length === 0 ? (
        <p>Zu Ihren Bestellungen gibt es noch keine Rechnungen. Wir stellen die Rechnung drei Wochen vor dem Seminar aus.</p>
      ) : (
        <ul className={`${columnParts.halves} ${listParts.plainList}`}>
          {invoices.map((invoice) => (
            <li key={invoice.number} className={cardParts.card}>
              <h2 className={cardParts.cardTitle}>{`${invoice.title} ${invoice.number}`}</h2>
              <p className={pageParts.smallPrint}>
                {`vom ${formatPlainDate(Temporal.PlainDate.from(invoice.issueDate))} · Bestellung ${invoice.orderNumber}`}
                {invoice.precedingNumber === null ? '' : ` · zur Rechnung ${invoice.precedingNumber}`}
              </p>
              <p>{`Betrag: ${formatEuro(cents(invoice.grandTotal))}`}</p>
              <ul className={linkParts.linkRow}>
                <li>
                  <a href={invoice.pdfUrl} download>{`PDF herunterladen (${invoice.number})`}</a>
                </li>
                <li>
                  <a href={invoice.xmlUrl} download>{`XML herunterladen (${invoice.number})`}</a>
                </li>
              </ul>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
};
