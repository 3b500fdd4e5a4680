import { describe, expect, it } from 'vitest';
import { chunkAssets, entryAssets, type Manifest } from './manifest-assets';

/** The shape Vite writes: an entry importing shared chunks, lazy pages importing the entry back. */
const manifest: Manifest = {
  'ui/entry-client.tsx': { file: 'assets/entry.js', isEntry: true, imports: ['_react.js', '_vendor.js'], css: ['assets/entry.css'] },
  '_react.js': { file: 'assets/react.js' },
  '_vendor.js': { file: 'assets/vendor.js', imports: ['_react.js'] },
  '_styles.js': { file: 'assets/styles.js', css: ['assets/wc.css'] },
  'ui/pages/a/APage.tsx': { file: 'assets/APage.js', imports: ['ui/entry-client.tsx', '_styles.js', '_react.js'], css: ['assets/APage.css'] },
  'ui/pages/b/BPage.tsx': { file: 'assets/BPage.js', imports: ['_styles.js'] },
};

describe('assets of the build manifest', () => {
  it('the entry gets its script, its CSS and its imported chunks as preloads', () => {
    expect(entryAssets(manifest)).toEqual({
      scripts: ['/assets/entry.js'],
      styles: ['/assets/entry.css'],
      preloads: ['/assets/react.js', '/assets/vendor.js'],
    });
  });

  it("a lazy page brings its chunk, its imports' chunks and all their CSS, without the entry's again", () => {
    expect(chunkAssets(manifest, ['ui/pages/a/APage.tsx'], ['ui/entry-client.tsx'])).toEqual({
      preloads: ['/assets/APage.js', '/assets/styles.js'],
      styles: ['/assets/APage.css', '/assets/wc.css'],
    });
  });

  it('two pages sharing a chunk list it once; an unknown module adds nothing', () => {
    expect(chunkAssets(manifest, ['ui/pages/a/APage.tsx', 'ui/pages/b/BPage.tsx', 'ui/pages/gone.tsx'], ['ui/entry-client.tsx'])).toEqual({
      preloads: ['/assets/APage.js', '/assets/styles.js', '/assets/BPage.js'],
      styles: ['/assets/APage.css', '/assets/wc.css'],
    });
  });

  it('a build without CSS code splitting links its one stylesheet on every page', () => {
    const oneStylesheet: Manifest = {
      'ui/entry-client.tsx': { file: 'assets/entry.js', isEntry: true, imports: ['_react.js'] },
      '_react.js': { file: 'assets/react.js' },
      'style.css': { file: 'assets/style-abc.css' },
    };
    expect(entryAssets(oneStylesheet)).toEqual({ scripts: ['/assets/entry.js'], styles: ['/assets/style-abc.css'], preloads: ['/assets/react.js'] });
  });

  it('a manifest without the entry is a broken build', () => {
    expect(() => entryAssets({})).toThrow(/ui\/entry-client.tsx/);
  });
});
