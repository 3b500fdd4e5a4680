/**
 * A Content-Disposition value (RFC 6266) with the file's exact name as RFC 8187 `filename*`
 * and an ASCII `filename` for clients that do not read it (umlauts become underscores there).
 */
export const contentDisposition = (type: 'attachment' | 'inline', fileName: string): string => {
  const fallback = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  // encodeURIComponent leaves ' ( ) * as they are; RFC 8187's attr-char does not allow them.
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${type}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
};
