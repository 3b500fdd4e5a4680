import { describe, expect, it } from 'vitest';
import { domainMatches, siteForHost } from './site';

const hosts = { main: 'ifb.localhost', worksCouncil: 'betriebsrat.localhost' };

describe('siteForHost', () => {
  it('answers the works-council site for its host name, with or without port and in any case', () => {
    expect(siteForHost('betriebsrat.localhost', hosts)).toBe('works-council');
    expect(siteForHost('Betriebsrat.Localhost:3000', hosts)).toBe('works-council');
  });

  it('answers the main site for its own, unknown and missing host names', () => {
    expect(siteForHost('ifb.localhost:3000', hosts)).toBe('main');
    expect(siteForHost('127.0.0.1:3000', hosts)).toBe('main');
    expect(siteForHost(undefined, hosts)).toBe('main');
  });
});

describe('domainMatches: where a cookie with Domain= reaches', () => {
  it('reaches the domain itself and every host under it, in any case', () => {
    expect(domainMatches('example.de', 'example.de')).toBe(true);
    expect(domainMatches('betriebsrat.example.de', 'example.de')).toBe(true);
    expect(domainMatches('Seminare.Example.de', '.example.DE')).toBe(true);
  });

  it('reaches no host that merely ends with the same letters, no parent, and nothing for a name without a dot', () => {
    expect(domainMatches('notexample.de', 'example.de')).toBe(false);
    expect(domainMatches('example.de', 'seminare.example.de')).toBe(false);
    expect(domainMatches('betriebsrat.localhost', 'localhost')).toBe(false);
  });
});
