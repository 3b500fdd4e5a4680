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

/** Runs the starter in a stand-in for the browser: records each element added, and in which task. */
const runStarter = (start: { scripts: string[]; preloads: string[] }) => {
  const added: { task: number; kind: string; url: string; where: string }[] = [];
  const tasks: (() => void)[] = [];
  let task = 0;
  const element = (kind: string) => ({ kind, rel: '', href: '', type: '', src: '' });
  const parent = (where: string) => ({
    appendChild: (e: ReturnType<typeof element>) => added.push({ task, kind: e.kind === 'link' ? `${e.kind}:${e.rel}` : `${e.kind}:${e.type}`, url: e.href || e.src, where }),
  });
  const document = { createElement: element, head: parent('head'), body: parent('body') };
  class MessageChannel {
    readonly port1: { onmessage: (() => void) | null } = { onmessage: null };
    readonly port2 = { postMessage: () => tasks.push(() => this.port1.onmessage?.()) };
  }
  const requestAnimationFrame = (callback: () => void) => tasks.push(callback);
  const setTimeout = (callback: () => void) => tasks.push(callback);
  const code = /<script[^>]*>([\s\S]*)<\/script>/.exec(startAfterFirstPaint(start, 'bm9uY2U='))?.[1] ?? '';
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the page's own inline script, run against stand-ins
  const starter = new Function('document', 'MessageChannel', 'requestAnimationFrame', 'setTimeout', code) as (...browser: unknown[]) => void;
  starter(document, MessageChannel, requestAnimationFrame, setTimeout);
  expect(added).toEqual([]);
  while (tasks.length > 0) {
    task += 1;
    tasks.shift()?.();
  }
  return added;
};

describe('the starter in the browser', () => {
  it('adds nothing before the first frame, then every preload and then the scripts, each in a task of its own', () => {
    const added = runStarter({ scripts: ['/assets/entry.js'], preloads: ['/assets/a.js', '/assets/b.js', '/assets/c.js'] });
    expect(added.map(({ kind, url, where }) => [kind, url, where])).toEqual([
      ['link:modulepreload', '/assets/a.js', 'head'],
      ['link:modulepreload', '/assets/b.js', 'head'],
      ['link:modulepreload', '/assets/c.js', 'head'],
      ['script:module', '/assets/entry.js', 'body'],
    ]);
    expect(new Set(added.map(({ task }) => task)).size).toBe(added.length);
  });

  it('starts the scripts also when there is nothing to preload', () => {
    expect(runStarter({ scripts: ['/assets/entry.js'], preloads: [] }).map(({ url }) => url)).toEqual(['/assets/entry.js']);
  });
});
