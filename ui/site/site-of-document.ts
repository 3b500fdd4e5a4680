import type { Site } from '../../domain/site/site';

/** The server writes the site variant on <html data-site>; the browser reads it back from there. */
export const siteOfDocument = (document: Document): Site =>
  document.documentElement.dataset.site === 'works-council' ? 'works-council' : 'main';

/** The server writes the sister site's origin on <html data-sister-origin> (from its configured hosts). */
export const sisterOriginOfDocument = (document: Document): string => document.documentElement.dataset.sisterOrigin ?? '';

/** The server writes the parent domain both sites keep the cookie decision on as <html data-consent-domain>; '' when each host keeps its own. */
export const consentCookieDomainOfDocument = (document: Document): string => document.documentElement.dataset.consentDomain ?? '';
