import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Invoice } from '../../domain/invoice/invoice';
import { invoiceDocument } from '../../application/documents/layouts/invoice.layout';
import { renderPdf } from '../pdf/pdfkit-renderer';

/** The name Factur-X and ZUGFeRD 2.x give the embedded XML. */
export const FACTURX_FILE_NAME = 'factur-x.xml';

const FACTURX_NS = 'urn:factur-x:pdfa:CrossIndustryDocument:invoice:1p0#';

/** PDF/A wants its fonts embedded: DejaVu Sans, from the npm package (nothing from the host). */
const fontDir = (): string => join(dirname(createRequire(import.meta.url).resolve('dejavu-fonts-ttf/package.json')), 'ttf');

const property = (name: string, description: string): string => `
            <rdf:li rdf:parseType="Resource">
              <pdfaProperty:name>${name}</pdfaProperty:name>
              <pdfaProperty:valueType>Text</pdfaProperty:valueType>
              <pdfaProperty:category>external</pdfaProperty:category>
              <pdfaProperty:description>${description}</pdfaProperty:description>
            </rdf:li>`;

/**
 * The XMP that makes a PDF/A-3 a Factur-X / ZUGFeRD invoice: the fx properties (file name,
 * type, version, conformance level) and the PDF/A extension schema that declares them.
 */
export const facturxXmp = (conformanceLevel: 'EN 16931' | 'XRECHNUNG'): string => `
    <rdf:Description xmlns:fx="${FACTURX_NS}" rdf:about="">
      <fx:DocumentType>INVOICE</fx:DocumentType>
      <fx:DocumentFileName>${FACTURX_FILE_NAME}</fx:DocumentFileName>
      <fx:Version>1.0</fx:Version>
      <fx:ConformanceLevel>${conformanceLevel}</fx:ConformanceLevel>
    </rdf:Description>
    <rdf:Description xmlns:pdfaExtension="http://www.aiim.org/pdfa/ns/extension/" xmlns:pdfaSchema="http://www.aiim.org/pdfa/ns/schema#" xmlns:pdfaProperty="http://www.aiim.org/pdfa/ns/property#" rdf:about="">
      <pdfaExtension:schemas>
        <rdf:Bag>
          <rdf:li rdf:parseType="Resource">
            <pdfaSchema:schema>Factur-X PDFA Extension Schema</pdfaSchema:schema>
            <pdfaSchema:namespaceURI>${FACTURX_NS}</pdfaSchema:namespaceURI>
            <pdfaSchema:prefix>fx</pdfaSchema:prefix>
            <pdfaSchema:property>
              <rdf:Seq>${property('DocumentFileName', 'name of the embedded XML invoice file')}${property('DocumentType', 'INVOICE')}${property('Version', 'The actual version of the Factur-X XML schema')}${property('ConformanceLevel', 'The conformance level of the embedded Factur-X data')}
              </rdf:Seq>
            </pdfaSchema:property>
          </rdf:li>
        </rdf:Bag>
      </pdfaExtension:schemas>
    </rdf:Description>`;

/**
 * The invoice as a ZUGFeRD 2.x / Factur-X PDF: PDF/A-3b with the printed invoice, its CII XML
 * embedded as factur-x.xml (AFRelationship Alternative: the XML is the invoice in another form,
 * as ZUGFeRD asks for Germany) and the XMP that declares both.
 */
export const facturxPdf = (invoice: Invoice, xml: string, issuedAt: Date): Promise<Uint8Array> => {
  const fonts = fontDir();
  return renderPdf(invoiceDocument(invoice), {
    archive: {
      fonts: { regular: join(fonts, 'DejaVuSans.ttf'), bold: join(fonts, 'DejaVuSans-Bold.ttf') },
      attachments: [
        {
          name: FACTURX_FILE_NAME,
          mimeType: 'text/xml',
          content: new TextEncoder().encode(xml),
          description: `Rechnung ${invoice.number} als CII-XML (EN 16931)`,
          relationship: 'Alternative',
          date: issuedAt,
        },
      ],
      xmp: facturxXmp(invoice.leitwegId === null ? 'EN 16931' : 'XRECHNUNG'),
    },
  });
};
