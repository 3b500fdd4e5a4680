/**
 * The header tests of the MDN HTTP Observatory (github.com/mdn/mdn-http-observatory,
 * src/analyzer/tests and src/grader/charts.js), for one response: each test gives a result with
 * its modifier; the score starts at 100, and the bonuses count only when the score without them
 * is 90 or more. Left out: redirection (http → https is the TLS proxy's job) and subresource
 * integrity (0 when every script is same-origin, as here).
 */
export interface ObservedResponse {
  /** Header names in lower case; set-cookie as its lines. */
  readonly headers: Readonly<Record<string, string | readonly string[] | undefined>>;
  readonly https: boolean;
}

export interface TestResult {
  readonly test: string;
  readonly result: string;
  readonly modifier: number;
}

const one = (value: string | readonly string[] | undefined): string | undefined => (typeof value === 'string' ? value : value?.[0]);
const lines = (value: string | readonly string[] | undefined): readonly string[] => (value === undefined ? [] : typeof value === 'string' ? [value] : value);

type Csp = ReadonlyMap<string, ReadonlySet<string>>;

const parseCsp = (header: string): Csp | undefined => {
  const policy = new Map<string, Set<string>>();
  for (const part of header.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name === undefined || name === '') continue;
    if (!/^[a-z-]+$/i.test(name)) return undefined;
    if (policy.has(name.toLowerCase())) return undefined;
    policy.set(name.toLowerCase(), new Set(sources.map((source) => (source.startsWith("'") ? source.toLowerCase() : source))));
  }
  return policy;
};

const BROAD = new Set(['ftp:', 'http:', 'https:', '*', 'http://*', 'http://*.*', 'https://*', 'https://*.*']);
const UNSAFE_INLINE = new Set(["'unsafe-inline'", 'data:']);
const hasNonceOrHash = (sources: ReadonlySet<string>): boolean => [...sources].some((source) => /^'(?:nonce|sha256|sha384|sha512)-/.test(source));

const cspTest = (response: ObservedResponse): TestResult => {
  const test = 'content-security-policy';
  const header = one(response.headers['content-security-policy']);
  if (header === undefined) return { test, result: 'csp-not-implemented', modifier: -25 };
  const csp = parseCsp(header);
  if (csp === undefined) return { test, result: 'csp-header-invalid', modifier: -25 };
  const directive = (...names: string[]): Set<string> => new Set(names.map((name) => csp.get(name)).find((value) => value !== undefined) ?? ['*']);
  const script = directive('script-src', 'default-src');
  const style = directive('style-src', 'default-src');
  const object = directive('object-src', 'default-src');
  // A nonce or hash switches 'unsafe-inline' off in the browser, and so in the score.
  for (const list of [script, style]) if (hasNonceOrHash(list)) list.delete("'unsafe-inline'");
  const active = [...csp].filter(([name]) => name !== 'img-src' && name !== 'media-src' && name !== 'script-src').flatMap(([, sources]) => [...sources]);
  const passive = ['img-src', 'media-src'].flatMap((name) => [...(csp.get(name) ?? csp.get('default-src') ?? [])]);
  const insecure = (source: string): boolean => source.startsWith('http:') || source.startsWith('ftp:');
  if ([...script].some((source) => BROAD.has(source) || UNSAFE_INLINE.has(source)) || [...object].some((source) => BROAD.has(source))) {
    return { test, result: 'csp-implemented-with-unsafe-inline', modifier: -20 };
  }
  if (response.https && [...active, ...script].some(insecure)) return { test, result: 'csp-implemented-with-insecure-scheme', modifier: -20 };
  if (script.has("'unsafe-eval'") || style.has("'unsafe-eval'")) return { test, result: 'csp-implemented-with-unsafe-eval', modifier: -10 };
  if (response.https && passive.some(insecure)) return { test, result: 'csp-implemented-with-insecure-scheme-in-passive-content-only', modifier: -10 };
  if ([...style].some((source) => BROAD.has(source) || UNSAFE_INLINE.has(source))) {
    return { test, result: 'csp-implemented-with-unsafe-inline-in-style-src-only', modifier: 0 };
  }
  const defaultSrc = csp.get('default-src');
  if (defaultSrc?.has("'none'") === true && defaultSrc.size === 1) return { test, result: 'csp-implemented-with-no-unsafe-default-src-none', modifier: 10 };
  return { test, result: 'csp-implemented-with-no-unsafe', modifier: 5 };
};

const SIX_MONTHS = 15_768_000;
const hstsTest = (response: ObservedResponse): TestResult => {
  const test = 'strict-transport-security';
  if (!response.https) return { test, result: 'hsts-not-implemented-no-https', modifier: -20 };
  const header = one(response.headers['strict-transport-security']);
  if (header === undefined) return { test, result: 'hsts-not-implemented', modifier: -20 };
  const maxAge = /(?:^|;)\s*max-age="?(\d+)"?\s*(?:;|$)/i.exec(header)?.[1];
  if (maxAge === undefined) return { test, result: 'hsts-header-invalid', modifier: -20 };
  return Number(maxAge) >= SIX_MONTHS
    ? { test, result: 'hsts-implemented-max-age-at-least-six-months', modifier: 0 }
    : { test, result: 'hsts-implemented-max-age-less-than-six-months', modifier: -10 };
};

interface Cookie {
  readonly name: string;
  readonly secure: boolean;
  readonly httpOnly: boolean;
  readonly sameSite: string | undefined;
}
const parseCookie = (line: string): Cookie => {
  const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
  const attribute = (name: string) => attributes.find((part) => part.toLowerCase().split('=')[0] === name);
  return {
    name: pair.split('=')[0] ?? '',
    secure: attribute('secure') !== undefined,
    httpOnly: attribute('httponly') !== undefined,
    sameSite: attribute('samesite')?.split('=')[1],
  };
};

/** The worst result wins, in the Observatory's order of badness. */
const COOKIE_RESULTS: readonly (readonly [string, number])[] = [
  ['cookies-session-without-secure-flag', -40],
  ['cookies-session-without-httponly-flag', -30],
  ['cookies-anticsrf-without-samesite-flag', -20],
  ['cookies-samesite-flag-invalid', -20],
  ['cookies-session-without-secure-flag-but-protected-by-hsts', -10],
  ['cookies-without-secure-flag', -20],
  ['cookies-without-secure-flag-but-protected-by-hsts', -5],
];

const cookiesTest = (response: ObservedResponse, hsts: boolean): TestResult => {
  const test = 'cookies';
  const cookies = lines(response.headers['set-cookie']).map(parseCookie);
  if (cookies.length === 0) return { test, result: 'cookies-not-found', modifier: 0 };
  const found = new Set<string>();
  for (const cookie of cookies) {
    const session = ['login', 'sess'].some((part) => cookie.name.toLowerCase().includes(part));
    const secure = cookie.secure && response.https;
    if (cookie.sameSite !== undefined && !['lax', 'strict', 'none'].includes(cookie.sameSite.toLowerCase())) found.add('cookies-samesite-flag-invalid');
    if (!secure) found.add(hsts ? 'cookies-without-secure-flag-but-protected-by-hsts' : 'cookies-without-secure-flag');
    if (cookie.name.toLowerCase().includes('csrf') && cookie.sameSite === undefined) found.add('cookies-anticsrf-without-samesite-flag');
    if (session && !secure) found.add(hsts ? 'cookies-session-without-secure-flag-but-protected-by-hsts' : 'cookies-session-without-secure-flag');
    if (session && !cookie.httpOnly) found.add('cookies-session-without-httponly-flag');
  }
  const worst = COOKIE_RESULTS.find(([result]) => found.has(result));
  if (worst !== undefined) return { test, result: worst[0], modifier: worst[1] };
  return cookies.every((cookie) => cookie.sameSite !== undefined)
    ? { test, result: 'cookies-secure-with-httponly-sessions-and-samesite', modifier: 5 }
    : { test, result: 'cookies-secure-with-httponly-sessions', modifier: 0 };
};

const corsTest = (response: ObservedResponse): TestResult => {
  const test = 'cross-origin-resource-sharing';
  const origin = one(response.headers['access-control-allow-origin']);
  if (origin === undefined) return { test, result: 'cross-origin-resource-sharing-not-implemented', modifier: 0 };
  const credentials = one(response.headers['access-control-allow-credentials'])?.toLowerCase() === 'true';
  if (origin === '*' && !credentials) return { test, result: 'cross-origin-resource-sharing-implemented-with-public-access', modifier: 0 };
  // The Observatory sends Origin: http://example.com; an answer that reflects it with credentials is universal access.
  if (credentials && (origin === '*' || origin === 'http://example.com')) return { test, result: 'cross-origin-resource-sharing-implemented-with-universal-access', modifier: -50 };
  return { test, result: 'cross-origin-resource-sharing-implemented-with-restricted-access', modifier: 0 };
};

const xctoTest = (response: ObservedResponse): TestResult => {
  const header = one(response.headers['x-content-type-options']);
  if (header === undefined) return { test: 'x-content-type-options', result: 'x-content-type-options-not-implemented', modifier: -5 };
  return header.trim().toLowerCase() === 'nosniff'
    ? { test: 'x-content-type-options', result: 'x-content-type-options-nosniff', modifier: 0 }
    : { test: 'x-content-type-options', result: 'x-content-type-options-header-invalid', modifier: -5 };
};

const xfoTest = (response: ObservedResponse): TestResult => {
  const test = 'x-frame-options';
  const csp = parseCsp(one(response.headers['content-security-policy']) ?? '');
  const ancestors = csp?.get('frame-ancestors');
  if (ancestors !== undefined && ![...ancestors].some((source) => BROAD.has(source))) return { test, result: 'x-frame-options-implemented-via-csp', modifier: 5 };
  const header = one(response.headers['x-frame-options'])?.trim().toLowerCase();
  if (header === undefined) return { test, result: 'x-frame-options-not-implemented', modifier: -20 };
  if (header === 'deny' || header === 'sameorigin') return { test, result: 'x-frame-options-sameorigin-or-deny', modifier: 0 };
  return header.startsWith('allow-from ') ? { test, result: 'x-frame-options-allow-from-origin', modifier: 0 } : { test, result: 'x-frame-options-header-invalid', modifier: -20 };
};

const PRIVATE_REFERRER = new Set(['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin']);
const UNSAFE_REFERRER = new Set(['origin', 'origin-when-cross-origin', 'unsafe-url', 'no-referrer-when-downgrade']);
const referrerTest = (response: ObservedResponse): TestResult => {
  const test = 'referrer-policy';
  const header = one(response.headers['referrer-policy']);
  if (header === undefined) return { test, result: 'referrer-policy-not-implemented', modifier: 0 };
  // The last policy the browser understands applies.
  const policy = header.split(',').map((part) => part.trim().toLowerCase()).filter((part) => PRIVATE_REFERRER.has(part) || UNSAFE_REFERRER.has(part)).at(-1);
  if (policy === undefined) return { test, result: 'referrer-policy-header-invalid', modifier: -5 };
  return PRIVATE_REFERRER.has(policy) ? { test, result: 'referrer-policy-private', modifier: 5 } : { test, result: 'referrer-policy-unsafe', modifier: -5 };
};

const corpTest = (response: ObservedResponse): TestResult => {
  const test = 'cross-origin-resource-policy';
  const header = one(response.headers['cross-origin-resource-policy'])?.trim().toLowerCase();
  switch (header) {
    case undefined:
      return { test, result: 'corp-not-implemented', modifier: 0 };
    case 'same-site':
      return { test, result: 'corp-implemented-with-same-site', modifier: 10 };
    case 'same-origin':
      return { test, result: 'corp-implemented-with-same-origin', modifier: 10 };
    case 'cross-origin':
      return { test, result: 'corp-implemented-with-cross-origin', modifier: 0 };
    default:
      return { test, result: 'corp-header-invalid', modifier: -5 };
  }
};

export interface ObservatoryScore {
  readonly score: number;
  readonly grade: string;
  readonly tests: readonly TestResult[];
}

const GRADES: readonly (readonly [number, string])[] = [
  [100, 'A+'], [90, 'A'], [85, 'A-'], [80, 'B+'], [70, 'B'], [65, 'B-'], [60, 'C+'], [50, 'C'], [45, 'C-'], [40, 'D+'], [30, 'D'], [25, 'D-'], [0, 'F'],
];

export const observatoryScore = (response: ObservedResponse): ObservatoryScore => {
  const hsts = hstsTest(response);
  const tests = [cspTest(response), cookiesTest(response, hsts.modifier === 0), corsTest(response), hsts, xctoTest(response), xfoTest(response), referrerTest(response), corpTest(response)];
  const penalties = tests.reduce((sum, { modifier }) => sum + Math.min(modifier, 0), 100);
  const bonuses = tests.reduce((sum, { modifier }) => sum + Math.max(modifier, 0), 0);
  const score = Math.max(0, penalties >= 90 ? penalties + bonuses : penalties);
  const grade = GRADES.find(([floor]) => score >= floor)?.[1] ?? 'F';
  return { score, grade, tests };
};
