import { createHmac, timingSafeEqual } from 'node:crypto';
import type { SiteId } from '../../../application/accounts/session';
import type { XsrfTokens } from '../../../application/accounts/session-tokens';

/**
 * XSRF tokens as HMAC-SHA256 of the session token under the server secret (the "signed double
 * submit cookie" of OWASP). The site is part of the message, so a token of one host is no good
 * on the other.
 */
export class HmacXsrfTokens implements XsrfTokens {
  constructor(private readonly secret: string) {}

  tokenFor(site: SiteId, sessionToken: string): string {
    return createHmac('sha256', this.secret).update(`xsrf\n${site}\n${sessionToken}`).digest('base64url');
  }

  matches(site: SiteId, sessionToken: string, candidate: string): boolean {
    const expected = Buffer.from(this.tokenFor(site, sessionToken));
    const given = Buffer.from(candidate);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }
}
