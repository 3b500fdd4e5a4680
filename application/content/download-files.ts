/**
 * Which downloads the site can hand out. The demo data describes each download (name, kind,
 * size) but holds no files; a PDF is generated from the download's own text by the site's PDF
 * renderer (application/documents/download-pdfs.ts). Word, Excel and PowerPoint files would
 * need the real documents (or a generator for those formats) and are shown as "not yet
 * available" instead of a link that cannot deliver.
 */
export const hasFile = (details: { readonly fileKind: string }): boolean => details.fileKind === 'pdf';

export const FILE_KIND_LABEL: Readonly<Record<string, string>> = {
  pdf: 'PDF',
  docx: 'Word',
  xlsx: 'Excel',
  pptx: 'PowerPoint',
};

/** A file size as Germans read it: "28 KB", "8,5 MB". */
export const fileSizeText = (bytes: number): string =>
  bytes < 1024 * 1024
    ? `${Math.max(1, Math.round(bytes / 1024)).toLocaleString('de-DE')} KB`
    : `${(bytes / (1024 * 1024)).toLocaleString('de-DE', { maximumFractionDigits: 1 })} MB`;
