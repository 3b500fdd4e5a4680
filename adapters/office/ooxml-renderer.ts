import type { OfficeDocument, OfficeFormat, OfficeRenderer } from '../../application/documents/office-document';
import { docx } from './docx';
import { pptx } from './pptx';
import { xlsx } from './xlsx';

const WRITERS: Readonly<Record<OfficeFormat, (document: OfficeDocument) => Uint8Array>> = { docx, xlsx, pptx };

/** Office Open XML files written as XML text and zipped with fflate: no template files, no Office on the server. */
export class OoxmlRenderer implements OfficeRenderer {
  render(format: OfficeFormat, document: OfficeDocument): Promise<Uint8Array> {
    return Promise.resolve(WRITERS[format](document));
  }
}
