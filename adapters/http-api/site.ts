/** The two site variants one process serves, told apart by the request's host name. */
export type Site = 'main' | 'works-council';

export interface SiteHosts {
  readonly main: string;
  readonly worksCouncil: string;
}

export const DEFAULT_SITE_HOSTS: SiteHosts = { main: 'localhost', worksCouncil: 'betriebsrat.localhost' };

/** Unknown hosts (an IP address, a proxy's name) get the main site. */
export const siteForHost = (hostHeader: string | undefined, hosts: SiteHosts): Site => {
  const hostname = (hostHeader ?? '').replace(/:\d+$/, '').toLowerCase();
  return hostname === hosts.worksCouncil.toLowerCase() ? 'works-council' : 'main';
};
