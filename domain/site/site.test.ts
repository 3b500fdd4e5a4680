import { describe, expect, it } from 'vitest';
import { siteForHost } from './site';

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
