import type { ContentBody } from '../content/content-blocks';
import type { DownloadTable } from '../content/content-details.codecs';

/** The Office formats the site writes (Office Open XML, ISO/IEC 29500). */
export type OfficeFormat = 'docx' | 'xlsx' | 'pptx';

/**
 * A download as content, not as a file format: the use case builds one from the download's own
 * record and a renderer writes it as a Word document, an Excel workbook or PowerPoint slides.
 */
export interface OfficeDocument {
  readonly title: string;
  /** The line under the title ('Download für Betriebsräte'). */
  readonly subtitle: string;
  /** The teaser, printed as the lead paragraph. */
  readonly lead: string;
  readonly body: ContentBody;
  /** A table with numbers as numbers: a sheet of its own in a workbook, a table in a document. */
  readonly table?: DownloadTable | undefined;
}

/** Driven port: writes a document in an Office format (adapters/office). */
export interface OfficeRenderer {
  render(format: OfficeFormat, document: OfficeDocument): Promise<Uint8Array>;
}

/** The media types of the formats (RFC 6838 registrations of the OOXML types). */
export const OFFICE_CONTENT_TYPE: Readonly<Record<OfficeFormat, string>> = {
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
};
