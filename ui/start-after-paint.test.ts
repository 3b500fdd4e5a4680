import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { startAfterFirstPaint, startScriptsOf } from './start-after-paint';

const assetPath = fc.stringMatching(/^\/assets\/[A-Za-z0-9_-]{1,20}\.js$/);
/** A CSP nonce as the server makes them (base64 of 16 random bytes). */
const nonce = fc.base64String({ minLength: 24, maxLength: 24 });

describe('the scripts a page starts after its first paint', () => {
  it('are read back from the HTML as they were written', () => {
    fc.assert(
      fc.property(fc.array(assetPath, { maxLength: 3 }), fc.array(assetPath, { maxLength: 30 }), nonce, (scripts, preloads, pageNonce) => {
        const html = `<div id="root"></div>\n${startAfterFirstPaint({ scripts, preloads }, pageNonce)}\n</body>`;
        expect(startScriptsOf(html)).toEqual({ scripts, preloads });
      }),
    );
  });

  it('cannot close their script element early, whatever a path holds', () => {
    const html = startAfterFirstPaint({ scripts: ['/assets/a</script><script>alert(1)</script>.js'], preloads: [] }, 'bm9uY2U=');
    expect(html.match(/<\/script>/g)).toHaveLength(1);
  });

  it('carry the page CSP nonce', () => {
    expect(startAfterFirstPaint({ scripts: ['/assets/a.js'], preloads: [] }, 'bm9uY2U=')).toMatch(/^<script data-start nonce="bm9uY2U=">/);
  });

  it('are none for a page without the starter', () => {
    expect(startScriptsOf('<html><body>Fehler</body></html>')).toEqual({ scripts: [], preloads: [] });
  });
});
