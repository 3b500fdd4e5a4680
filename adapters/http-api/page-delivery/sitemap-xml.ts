/** One <url> of a sitemap: an absolute address and the day it last changed (YYYY-MM-DD). */
export interface SitemapUrl {
  readonly loc: string;
  readonly lastmod: string;
}

const escapeXml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

/** The sitemaps.org document of the given URLs, each once (the first lastmod wins). */
export const sitemapXml = (urls: readonly SitemapUrl[]): string => {
  const seen = new Set<string>();
  const entries = urls.filter((url) => (seen.has(url.loc) ? false : (seen.add(url.loc), true)));
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...entries.map((url) => `<url><loc>${escapeXml(url.loc)}</loc><lastmod>${escapeXml(url.lastmod)}</lastmod></url>`),
    '</urlset>',
    '',
  ].join('\n');
};

/** Paths no crawler should walk: the admin area, the caches, the APIs, the customer portal. */
export const DISALLOWED_PATHS = ['/manage', '/cache', '/api', '/order-api', '/meinifb'] as const;

export const robotsTxt = (origin: string): string =>
  ['User-agent: *', ...DISALLOWED_PATHS.map((path) => `Disallow: ${path}`), '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
