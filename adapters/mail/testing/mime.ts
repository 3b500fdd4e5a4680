/**
 * Just enough MIME reading for the tests to check what a mail says (RFC 2045–2047): headers with
 * encoded words unfolded and decoded, parts split at their boundaries, bodies decoded from
 * quoted-printable or base64.
 */
export interface MimePart {
  readonly headers: ReadonlyMap<string, string>;
  readonly body: Buffer;
}

/** Whitespace between two encoded words is not part of the text (RFC 2047 §6.2). */
const decodeWords = (value: string): string =>
  value.replace(/(\?=)\s+(?==\?)/g, '$1').replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_all, _charset: string, encoding: string, text: string) =>
    encoding.toUpperCase() === 'B'
      ? Buffer.from(text, 'base64').toString('utf8')
      : Buffer.from(text.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))), 'latin1').toString('utf8'),
  );

const parseHeaders = (block: string): ReadonlyMap<string, string> => {
  const headers = new Map<string, string>();
  for (const line of block.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), decodeWords(line.slice(colon + 1).trim()));
  }
  return headers;
};

const decodeBody = (headers: ReadonlyMap<string, string>, body: string): Buffer => {
  const encoding = headers.get('content-transfer-encoding')?.toLowerCase();
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64');
  if (encoding === 'quoted-printable') {
    const bytes = body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1');
  }
  return Buffer.from(body, 'latin1');
};

/** Every leaf part of the mail (the mail itself if it is not multipart). */
export const mimeParts = (raw: string): readonly MimePart[] => {
  const split = raw.search(/\r?\n\r?\n/);
  const headers = parseHeaders(raw.slice(0, split));
  const body = raw.slice(split).replace(/^\r?\n\r?\n/, '');
  const boundary = /boundary="?([^";]+)"?/i.exec(headers.get('content-type') ?? '')?.[1];
  if (boundary === undefined) return [{ headers, body: decodeBody(headers, body) }];
  return body
    .split(`--${boundary}`)
    .slice(1)
    .filter((part) => !part.startsWith('--'))
    .flatMap((part) => mimeParts(part.replace(/^\r?\n/, '')));
};

export const mailHeaders = (raw: string): ReadonlyMap<string, string> => parseHeaders(raw.slice(0, raw.search(/\r?\n\r?\n/)));

/** The decoded part whose Content-Type starts with the given type. */
export const partOfType = (raw: string, type: string): MimePart | undefined =>
  mimeParts(raw).find((part) => (part.headers.get('content-type') ?? '').toLowerCase().startsWith(type));
