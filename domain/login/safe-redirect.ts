const BACKSLASH = 0x5c;
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
 * ?redirect= with this before following it.
 */
export const isSafeRedirect = (path: string): boolean =>
  path.startsWith('/') && !path.startsWith('//') && !hasAmbiguousCharacter(path);
