import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { startAfterFirstPaint, startScriptsOf } from './start-after-paint';

const assetPath = fc.stringMatching(/^\/assets\/[A-Za-z0-9_-]{1,20}\.js$/);

describe('the scripts a page starts after its first paint', () => {
  it('are read back from the HTML as they were written', () => {
    fc.assert(
      fc.property(fc.array(assetPath, { maxLength: 3 }), fc.array(assetPath, { maxLength: 30 }), (scripts, preloads) => {
        const html = `<div id="root"></div>\n${startAfterFirstPaint({ scripts, preloads })}\n</body>`;
        expect(startScriptsOf(html)).toEqual({ scripts, preloads });
      }),
    );
  });

  it('cannot close their script element early, whatever a path holds', () => {
    const html = startAfterFirstPaint({ scripts: ['/assets/a</script><script>alert(1)</script>.js'], preloads: [] });
    expect(html.match(/<\/script>/g)).toHaveLength(1);
  });

  it('are none for a page without the starter', () => {
    expect(startScriptsOf('<html><body>Fehler</body></html>')).toEqual({ scripts: [], preloads: [] });
  });
});
