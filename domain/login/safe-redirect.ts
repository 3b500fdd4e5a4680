const BACKSLASH = 0x5c;
/**
 * Longer targets are not followed: the redirect travels percent-encoded in a Location header
 * and a login link, and a page address of several KB (a hostile query string) made the answer's
 * headers overflow a client's 16 KB limit. No page of the site needs more.
 */
export const MAX_REDIRECT_LENGTH = 2048;
const DELETE = 0x7f;

/** Control characters and backslashes: URL parsers drop tabs and newlines and read '\' as '/'. */
const hasAmbiguousCharacter = (path: string): boolean => {
  for (let index = 0; index < path.length; index += 1) {
    const code = path.charCodeAt(index);
    if (code < 0x20 || code === DELETE || code === BACKSLASH) return true;
  }
  return false;
};

/**
 * Whether a redirect target stays on this site: a path from the root ('/seminare'), never a
 * protocol-relative '//host', never a scheme ('https:', 'javascript:'). Control characters and
 * backslashes are refused outright because parsers drop or rewrite them, turning
 * '/\t/evil.example' or '/\evil.example' into '//evil.example'. The server checks every
 * ?redirect= with this before following it. Overlong targets are refused too (MAX_REDIRECT_LENGTH).
 */
export const isSafeRedirect = (path: string): boolean =>
  path.length <= MAX_REDIRECT_LENGTH && path.startsWith('/') && !path.startsWith('//') && !hasAmbiguousCharacter(path);
