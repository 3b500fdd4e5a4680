/** The file kinds as visitors know them (the Office formats by their program). */
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
