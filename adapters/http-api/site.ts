import type { SiteHosts } from '../../domain/site/site';

/** Host names of the two site variants when the configuration names none. */
export const DEFAULT_SITE_HOSTS: SiteHosts = { main: 'localhost', worksCouncil: 'betriebsrat.localhost' };
