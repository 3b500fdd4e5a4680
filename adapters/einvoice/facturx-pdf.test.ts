import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatPlainDate } from '../../domain/calendar/calendar';
import { buildInvoice, type Invoice } from '../../domain/invoice/invoice';
import { invoiceDraft } from '../../domain/invoice/invoice.arbitraries';
import { formatEuro } from '../../domain/money/money';
import { ciiXml } from './cii-xml';
import { FACTURX_FILE_NAME, facturxPdf } from './facturx-pdf';
import { scratchDir } from './testing/einvoice-tools';

const run = (command: string, args: readonly string[]): string => execFileSync(command, args, { encoding: 'utf8' });

const pick = (kind: Invoice['kind'], leitweg: boolean, seed: number): Invoice =>
  buildInvoice(fc.sample(invoiceDraft.filter((draft) => draft.kind === kind && (draft.leitwegId !== null) === leitweg), { numRuns: 1, seed })[0]!);

describe('Factur-X PDF', () => {
  const cases = [pick('invoice', false, 1), pick('credit-note', true, 2), pick('cancellation-fee', false, 3)];

  it.each(cases.map((invoice) => [invoice.kind, invoice] as const))(
    '%s: the attachment pdfdetach extracts is byte-equal to the XML, pdfinfo shows PDF/A part 3 with the Factur-X schema, every font is embedded',
    async (_kind, invoice) => {
      const dir = scratchDir();
      const xml = ciiXml(invoice);
      const pdfFile = join(dir, 'invoice.pdf');
      writeFileSync(pdfFile, await facturxPdf(invoice, xml, new Date('2026-05-04T10:00:00Z')));

      expect(run('pdfdetach', ['-list', pdfFile])).toContain(`1: ${FACTURX_FILE_NAME}`);
      run('pdfdetach', ['-saveall', '-o', dir, pdfFile]);
      expect(readFileSync(join(dir, FACTURX_FILE_NAME))).toEqual(Buffer.from(xml, 'utf8'));

      const meta = run('pdfinfo', ['-meta', pdfFile]);
      expect(meta).toMatch(/<pdfaid:part>3<\/pdfaid:part>/);
      expect(meta).toMatch(/<pdfaid:conformance>B<\/pdfaid:conformance>/);
      expect(meta).toContain('<pdfaSchema:namespaceURI>urn:factur-x:pdfa:CrossIndustryDocument:invoice:1p0#</pdfaSchema:namespaceURI>');
      expect(meta).toContain(`<fx:ConformanceLevel>${invoice.leitwegId === null ? 'EN 16931' : 'XRECHNUNG'}</fx:ConformanceLevel>`);
      expect(run('pdfinfo', [pdfFile])).toMatch(/PDF version:\s+1\.7/);

      const fonts = run('pdffonts', [pdfFile]).split('\n').slice(2).filter((line) => line.trim() !== '');
      expect(fonts.length).toBeGreaterThan(0);
      for (const font of fonts) expect(font).toMatch(/\byes\s+yes\s+yes\b/);
    },
  );

  it('says in its text what the XML says: number, dates, order number, buyer reference, each line, the totals and the payment terms', async () => {
    for (const invoice of cases) {
      const dir = scratchDir();
      const pdfFile = join(dir, 'invoice.pdf');
      writeFileSync(pdfFile, await facturxPdf(invoice, ciiXml(invoice), new Date()));
      // Joined into one line: the layout may wrap a long text anywhere.
      const text = run('pdftotext', ['-raw', pdfFile, '-']).replace(/\s+/g, ' ');
      const expected = [
        invoice.number,
        formatPlainDate(invoice.issueDate),
        formatPlainDate(invoice.dueDate),
        invoice.orderNumber,
        invoice.buyerReference,
        formatEuro(invoice.totals.taxBasis),
        formatEuro(invoice.totals.taxTotal),
        formatEuro(invoice.totals.grandTotal),
        invoice.seller.vatId ?? '',
        ...invoice.lines.map((line) => formatEuro(line.netAmount)),
        ...(invoice.preceding === null ? [] : [invoice.preceding.number]),
      ].map((value) => value.replace(/\s+/g, ' '));
      for (const value of expected) expect(text).toContain(value);
    }
  });
});
