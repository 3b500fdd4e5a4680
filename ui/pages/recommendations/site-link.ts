import type { Site } from '../../../domain/site/site';
import { sisterOrigin } from '../../header/popups/sister-origin';

/** Where a page is shown: its site and the origin it was asked on (the cache keeps one page per host). */
export interface Here {
  readonly site: Site;
  readonly origin: string;
}

export interface SiteLink {
  readonly href: string;
  /** On the other site: a plain anchor, the router cannot go there. */
  readonly external: boolean;
}

export const hereOf = (site: Site, requestUrl: string): Here => ({ site, origin: new URL(requestUrl).origin });

/**
 * A link to a page of `site` from here: relative on this site, absolute on the other one, so the
 * works-council host never links a main-site page (a seminar, the portal) as if it had it, and
 * the other way round. The sister origin is the header's (same host rule, same port).
 */
export const linkTo = (site: Site, path: string, here: Here): SiteLink =>
  site === here.site ? { href: path, external: false } : { href: `${sisterOrigin(here.site, new URL(here.origin))}${path}`, external: true };
