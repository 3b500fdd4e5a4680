import { parseCookieDate } from './cookie-date';

/** One Set-Cookie header line, read as RFC 6265 §5.2 says a user agent reads it. */
export interface SetCookie {
  readonly name: string;
  /** As sent (still URL-encoded): a Cookie header returns it unchanged. */
  readonly value: string;
  /** Lower case, without a leading dot; undefined means a host-only cookie. */
  readonly domain: string | undefined;
  /** Undefined means the default path of the request URL. */
  readonly path: string | undefined;
  readonly maxAgeSeconds: number | undefined;
  readonly expiresAtMs: number | undefined;
  readonly secure: boolean;
  readonly httpOnly: boolean;
}

const splitAtFirst = (text: string, separator: string): readonly [string, string | undefined] => {
  const at = text.indexOf(separator);
  return at < 0 ? [text.trim(), undefined] : [text.slice(0, at).trim(), text.slice(at + separator.length).trim()];
};

/** Undefined for a line a browser would ignore (no `name=value`, or an empty name). */
export const parseSetCookie = (line: string): SetCookie | undefined => {
  const [nameValue = '', ...attributes] = line.split(';');
  const [name, value] = splitAtFirst(nameValue, '=');
  if (value === undefined || name === '') return undefined;

  // Later attributes override earlier ones of the same kind, as in a browser.
  let cookie: SetCookie = {
    name,
    value,
    domain: undefined,
    path: undefined,
    maxAgeSeconds: undefined,
    expiresAtMs: undefined,
    secure: false,
    httpOnly: false,
  };
  for (const attribute of attributes) {
    const [key, attributeValue = ''] = splitAtFirst(attribute, '=');
    switch (key.toLowerCase()) {
      case 'expires': {
        // An Expires that is no cookie date is ignored, as browsers do (RFC 6265 §5.2.1).
        const expiresAtMs = parseCookieDate(attributeValue);
        if (expiresAtMs !== undefined) cookie = { ...cookie, expiresAtMs };
        break;
      }
      case 'max-age':
        if (/^-?\d+$/.test(attributeValue)) cookie = { ...cookie, maxAgeSeconds: Number(attributeValue) };
        break;
      case 'domain': {
        const domain = attributeValue.replace(/^\./, '').toLowerCase();
        if (domain !== '') cookie = { ...cookie, domain };
        break;
      }
      case 'path':
        cookie = { ...cookie, path: attributeValue.startsWith('/') ? attributeValue : undefined };
        break;
      case 'secure':
        cookie = { ...cookie, secure: true };
        break;
      case 'httponly':
        cookie = { ...cookie, httpOnly: true };
        break;
    }
  }
  return cookie;
};
