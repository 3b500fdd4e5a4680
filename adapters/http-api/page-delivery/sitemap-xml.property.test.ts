import fc from 'fast-check';
import { XMLParser } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { sitemapXml } from './sitemap-xml';

const url = fc.record({
  loc: fc.webUrl({ withQueryParameters: true, withFragments: false }).map((address) => `${address}&x=<"'>`),
  lastmod: fc.date({ min: new Date('2000-01-01'), max: new Date('2099-12-31'), noInvalidDate: true }).map((date) => date.toISOString().slice(0, 10)),
});

describe('sitemapXml', () => {
  it('is well-formed XML that gives back every distinct address once, whatever characters it holds', () => {
    fc.assert(
      fc.property(fc.array(url, { maxLength: 20 }), (urls) => {
        const xml = sitemapXml(urls);
              const parsed = new XMLParser({ isArray: (name) => name === 'url', processEntities: true, htmlEntities: true })  .parse(xml) as {
          urlset: { url?: { loc: string }[] } | '';
        };
        const locs = parsed.urlset === '' ? [] : (parsed.urlset.url ?? []).map((entry) => entry.loc);
        expect(locs).toEqual([...new Set(urls.map((entry) => entry.loc))]);
      }),
    );
  });
});
