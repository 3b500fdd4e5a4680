import type { Site } from '../../../domain/site/site';
import { resolveService, type PageContainer } from '../../di/page-container';
import { SISTER_ORIGIN, SITE } from '../../di/ui.tokens';

/** Where a page is shown: its site and where the other site is reached (JSON-safe: loaders hand it to pages). */
export interface Here {
  readonly site: Site;
  readonly sisterOrigin: string;
}

export interface SiteLink {
  readonly href: string;
  /** On the other site: a plain anchor, the router cannot go there. */
  readonly external: boolean;
}

export const hereOf = (container: PageContainer): Here => ({ site: resolveService(container, SITE), sisterOrigin: resolveService(container, SISTER_ORIGIN) });

/**
 * A link to a page of `site` from here: relative on this site, absolute on the other one, so the
 * works-council host never links a main-site page (a seminar, the portal) as if it had it, and
 * the other way round. The sister origin is the header's (the server's configured host).
 */
export const linkTo = (site: Site, path: string, here: Here): SiteLink =>
  site === here.site ? { href: path, external: false } : { href: `${here.sisterOrigin}${path}`, external: true };
