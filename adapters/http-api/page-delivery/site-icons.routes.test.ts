import { describe, expect, it } from 'vitest';
import { serveBuiltPages } from './built-pages.testing';

const app = serveBuiltPages();

const get = async (path: string) => {
  const response = await fetch(`${app().baseUrl}${path}`, { redirect: 'manual' });
  return { status: response.status, type: response.headers.get('content-type'), cache: response.headers.get('cache-control'), body: Buffer.from(await response.arrayBuffer()) };
};

describe('favicon and web app manifest', () => {
  it('/favicon.ico answers an icon file (was a 404), cached for a day', async () => {
    const { status, type, cache, body } = await get('/favicon.ico');
    expect(status).toBe(200);
    expect(type).toBe('image/x-icon');
    expect(cache).toBe('public, max-age=86400');
    // An .ico header: reserved 0, type 1 (icon), then the image count.
    expect([...body.subarray(0, 4)]).toEqual([0, 0, 1, 0]);
    expect(body.readUInt16LE(4)).toBeGreaterThan(0);
  });

  it('/manifest.webmanifest names the site in German with the brand colours and icons of 192 and 512 px that answer', async () => {
    const { status, type, body } = await get('/manifest.webmanifest');
    expect(status).toBe(200);
    expect(type).toBe('application/manifest+json; charset=utf-8');
    const manifest = JSON.parse(body.toString('utf8')) as { name: string; short_name: string; lang: string; theme_color: string; background_color: string; icons: { src: string; sizes: string; type: string }[] };
    expect(manifest).toMatchObject({ name: 'ifb Seminare', lang: 'de', theme_color: '#0b3a66', background_color: '#f5f7fa' });
    expect(manifest.short_name.length).toBeGreaterThan(0);
    expect(manifest.icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
    for (const icon of manifest.icons) {
      const answer = await get(icon.src);
      expect(answer.status, icon.src).toBe(200);
      expect(answer.type, icon.src).toBe(icon.type);
    }
  });

  it('every page links the icon and the manifest and sets the theme colour', async () => {
    const response = await fetch(`${app().baseUrl}/seminare`, { headers: { accept: 'text/html' } });
    const html = await response.text();
    expect(html).toContain('<link rel="icon" href="/favicon.ico"');
    expect(html).toContain('<link rel="icon" href="/favicon.svg" type="image/svg+xml">');
    expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest">');
    expect(html).toContain('<meta name="theme-color" content="#0b3a66">');
  });

  it('the header controls are links to their pages in the server HTML, before any script runs', async () => {
    const response = await fetch(`${app().baseUrl}/seminare?x=1`, { headers: { accept: 'text/html' } });
    const html = await response.text();
    expect(html).toMatch(/<a id="header-trigger-cart" data-replay="" class="[^"]+" href="\/seminare\/warenkorb">/);
    expect(html).toMatch(/<a id="header-trigger-wishlist" data-replay="" class="[^"]+" href="\/meinifb\/merkliste">/);
    expect(html).toMatch(/<a id="header-trigger-user" data-replay="" class="[^"]+" href="\/kundenportal\/login\?redirect=%2Fseminare%3Fx%3D1">/);
    expect(html).toMatch(/<a class="[^"]+" href="\/suche">/);
    expect(html).toMatch(/<a id="header-trigger-service" data-replay="" class="[^"]+" href="\/service\/kontakt">/);
    // The sister site's home on its configured host, at the port the page was asked on.
    expect(html).toContain(`href="http://betriebsrat.localhost:${new URL(app().baseUrl).port}/"`);
    expect(html).toMatch(/<a id="header-trigger-sister-sites" data-replay="" class="[^"]+" href="http:\/\/betriebsrat\./);
    expect(html).toMatch(/<a id="[^"]+" data-replay="" class="[^"]+" href="#hauptnavigation">/);
    expect(html).not.toContain('aria-haspopup');
    // A click on a popup's trigger or the phone menu before the scripts have loaded is held and replayed once they have.
    expect(html.match(/<a id="header-trigger-[a-z-]+" data-replay=""/g)).toHaveLength(5);
  });
});
