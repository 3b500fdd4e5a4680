import { describe, expect, it } from 'vitest';
import { cents } from '../../domain/money/money';
import type { PdfRenderer } from '../documents/pdf-renderer';
import { composeMails } from './compose-mails';
import type { InvoiceIssuedPayload } from './outbox-payloads';

const unused: PdfRenderer = { render: () => Promise.reject(new Error('the invoice mail attaches the stored PDF, it renders none')) };
const settings = { operator: { address: 'seminare@example.org' } };

const issued: InvoiceIssuedPayload = {
  number: 'RE-2026-000042',
  kind: 'invoice',
  orderNumber: 'IFB-2026-000123',
  issueDate: '2026-11-22',
  dueDate: '2026-12-06',
  grandTotal: cents(153_510),
  recipient: { salutation: 'Frau', firstname: 'Sabine', lastname: 'Keller', email: 'rechnungen@muster.example' },
  pdf: Buffer.from('%PDF-1.7 stored bytes').toString('base64'),
};

describe('the invoice mail', () => {
  it('goes to the invoice address with the stored PDF attached as <number>.pdf, and names number, amount and due date', async () => {
    const [mail, ...more] = await composeMails({ kind: 'invoice_issued', payload: issued }, settings, unused);
    expect(more).toEqual([]);
    expect(mail?.to).toEqual([{ address: 'rechnungen@muster.example', name: 'Frau Sabine Keller' }]);
    expect(mail?.subject).toBe('Rechnung RE-2026-000042 zur Bestellung IFB-2026-000123');
    expect(mail?.attachments?.map((a) => [a.filename, a.contentType, Buffer.from(a.content).toString()])).toEqual([['RE-2026-000042.pdf', 'application/pdf', '%PDF-1.7 stored bytes']]);
    expect(mail?.text).toContain('1.535,10');
    expect(mail?.text).toContain('06.12.2026');
  });

  it('carries the XRechnung XML beside the PDF for a public buyer, and a credit note says so', async () => {
    const [mail] = await composeMails({ kind: 'invoice_issued', payload: { ...issued, kind: 'credit-note', xml: '<rsm:CrossIndustryInvoice/>' } }, settings, unused);
    expect(mail?.attachments?.map((a) => a.filename)).toEqual(['RE-2026-000042.pdf', 'RE-2026-000042.xml']);
    expect(mail?.subject).toContain('Gutschrift');
  });
});
