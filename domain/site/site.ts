/** The two site variants one process serves (spec §1): the seminar site and the works-council site. */
export type Site = 'main' | 'works-council';

export interface SiteHosts {
  readonly main: string;
  readonly worksCouncil: string;
  /**
   * The parent domain both hosts share (seminare.example.de and betriebsrat.example.de:
   * example.de), where the cookie decision is kept so the sister site does not ask again.
   * Unset: each host keeps its own (localhost and betriebsrat.localhost share no domain a
   * browser would set a cookie on).
   */
  readonly cookieDomain?: string;
}

/** Told apart by the request's host name; unknown hosts (an IP address, a proxy's name) get the main site. */
export const siteForHost = (hostHeader: string | undefined, hosts: SiteHosts): Site => {
  const hostname = (hostHeader ?? '').replace(/:\d+$/, '').toLowerCase();
  return hostname === hosts.worksCouncil.toLowerCase() ? 'works-council' : 'main';
};

/**
 * Whether a cookie set with Domain=domain reaches the host (RFC 6265 domain-match): the host is the
 * domain or one of its subdomains. A domain without a dot (localhost, "de") is refused, as browsers
 * refuse cookies on a top-level name.
 */
export const domainMatches = (host: string, domain: string): boolean => {
  const h = host.toLowerCase();
  const d = domain.toLowerCase().replace(/^\./, '');
  return d.includes('.') && (h === d || h.endsWith(`.${d}`));
};
