import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cents as toCents } from '../../domain/money/money';
import { buildInvoice, type Invoice } from '../../domain/invoice/invoice';
import { invoiceDraft } from '../../domain/invoice/invoice.arbitraries';
import { amount, ciiXml, EN16931_GUIDELINE, XRECHNUNG_GUIDELINE } from './cii-xml';
import { elementPaths, officialExamplePaths, schemaErrors, texts, writeXmlFiles } from './testing/einvoice-tools';

const samples = (count: number, seed: number): Invoice[] => fc.sample(invoiceDraft, { numRuns: count, seed }).map(buildInvoice);

/** Every kind with and without Leitweg-ID and exemption, plus arbitrary ones. */
const covering = (): Invoice[] => {
  const all = samples(200, 27);
  const kinds = new Map<string, Invoice>();
  for (const invoice of all) kinds.set(`${invoice.kind}/${String(invoice.leitwegId !== null)}/${invoice.vat.category}`, invoice);
  return [...kinds.values(), ...all.slice(0, 20)];
};

const cents = (text: string): number => Math.round(Number(text) * 100);

describe('CII XML', () => {
  const invoices = covering();
  const xmls = invoices.map(ciiXml);

  it('is valid against the official CII D16B schema (xmllint --schema), for invoices, credit notes and fee invoices, with and without exemption and Leitweg-ID', () => {
    expect(new Set(invoices.map((invoice) => `${invoice.kind}/${String(invoice.leitwegId !== null)}/${invoice.vat.category}`)).size).toBe(12);
    expect(schemaErrors(writeXmlFiles(xmls))).toBe('');
  });

  it('uses only element paths that the official EN 16931 and XRechnung examples use', () => {
    const official = officialExamplePaths();
    const ours = new Set(xmls.flatMap((xml) => [...elementPaths(xml)]));
    expect([...ours].filter((path) => !official.has(path))).toEqual([]);
  });

  it('names XRechnung as the guideline only when a Leitweg-ID is given, which is then the buyer reference', () => {
    invoices.forEach((invoice, index) => {
      const xml = xmls[index] ?? '';
      expect(texts(xml, 'ram:GuidelineSpecifiedDocumentContextParameter/ram:ID')).toEqual([invoice.leitwegId === null ? EN16931_GUIDELINE : XRECHNUNG_GUIDELINE]);
      if (invoice.leitwegId !== null) expect(texts(xml, 'ram:BuyerReference')).toEqual([invoice.leitwegId]);
    });
  });

  it('says in its amounts what the invoice says: the lines add up to the line total (BR-CO-10), basis plus VAT is the grand total (BR-CO-15)', () => {
    invoices.forEach((invoice, index) => {
      const xml = xmls[index] ?? '';
      const lineAmounts = texts(xml, 'ram:SpecifiedTradeSettlementLineMonetarySummation/ram:LineTotalAmount').map(cents);
      const [lineTotal] = texts(xml, 'ram:SpecifiedTradeSettlementHeaderMonetarySummation/ram:LineTotalAmount').map(cents);
      const [basis] = texts(xml, 'ram:TaxBasisTotalAmount').map(cents);
      const [tax] = texts(xml, 'ram:TaxTotalAmount').map(cents);
      const [grand] = texts(xml, 'ram:GrandTotalAmount').map(cents);
      expect(lineAmounts.reduce((a, b) => a + b, 0)).toBe(lineTotal);
      expect((basis ?? 0) + (tax ?? 0)).toBe(grand);
      expect(grand).toBe(invoice.totals.grandTotal);
      expect(texts(xml, 'rsm:ExchangedDocument/ram:TypeCode')).toEqual([invoice.typeCode]);
      expect(texts(xml, 'ram:SellerOrderReferencedDocument/ram:IssuerAssignedID')).toEqual([invoice.orderNumber]);
      expect(texts(xml, 'ram:InvoiceReferencedDocument/ram:IssuerAssignedID')).toEqual(invoice.preceding === null ? [] : [invoice.preceding.number]);
    });
  });

  it('writes amounts with two decimals and a point', () => {
    fc.assert(
      fc.property(fc.integer({ min: -10_000_000, max: 10_000_000 }).map(toCents), (value) => {
        expect(amount(value)).toMatch(/^-?\d+\.\d{2}$/);
        expect(Math.round(Number(amount(value)) * 100)).toBe(value);
      }),
    );
  });
});
