import type { Site } from '../../../domain/site/site';

const WORKS_COUNCIL_PREFIX = 'betriebsrat.';

/**
 * The other site variant's origin, from this page's: the works-council site lives on the
 * 'betriebsrat.' subdomain of the main host (adapters/http-api/site.ts).
 */
export const sisterOrigin = (site: Site, location: Pick<Location, 'protocol' | 'host'>): string =>
  site === 'main'
    ? `${location.protocol}//${WORKS_COUNCIL_PREFIX}${location.host}`
    : `${location.protocol}//${location.host.startsWith(WORKS_COUNCIL_PREFIX) ? location.host.slice(WORKS_COUNCIL_PREFIX.length) : location.host}`;
