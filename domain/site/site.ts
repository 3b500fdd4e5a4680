/** The two site variants one process serves (spec §1): the seminar site and the works-council site. */
export type Site = 'main' | 'works-council';

export interface SiteHosts {
  readonly main: string;
  readonly worksCouncil: string;
}

/** Told apart by the request's host name; unknown hosts (an IP address, a proxy's name) get the main site. */
export const siteForHost = (hostHeader: string | undefined, hosts: SiteHosts): Site => {
  const hostname = (hostHeader ?? '').replace(/:\d+$/, '').toLowerCase();
  return hostname === hosts.worksCouncil.toLowerCase() ? 'works-council' : 'main';
};
