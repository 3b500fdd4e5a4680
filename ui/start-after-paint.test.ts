import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { HYDRATED_MARK, INTERACTION_EVENTS, REPLAY_MARK, REPLAY_PATIENCE_MS, startScripts, startScriptsOf, startWhenOf, type StartWhen } from './start-after-paint';

const assetPath = fc.stringMatching(/^\/assets\/[A-Za-z0-9_-]{1,20}\.js$/);
/** A CSP nonce as the server makes them (base64 of 16 random bytes). */
const nonce = fc.base64String({ minLength: 24, maxLength: 24 });

describe('the scripts a page starts on the first interaction', () => {
  it('are read back from the HTML as they were written', () => {
    fc.assert(
      fc.property(fc.array(assetPath, { maxLength: 3 }), fc.array(assetPath, { maxLength: 30 }), fc.constantFrom<StartWhen>('interaction', 'paint'), nonce, (scripts, preloads, when, pageNonce) => {
        const html = `<div id="root"></div>\n${startScripts({ scripts, preloads }, when, pageNonce)}\n</body>`;
        expect(startScriptsOf(html)).toEqual({ scripts, preloads });
      }),
    );
  });

  it('cannot close their script element early, whatever a path holds', () => {
    const html = startScripts({ scripts: ['/assets/a</script><script>alert(1)</script>.js'], preloads: [] }, 'interaction', 'bm9uY2U=');
    expect(html.match(/<\/script>/g)).toHaveLength(1);
  });

  it('carry the page CSP nonce, and say when they start', () => {
    for (const when of ['interaction', 'paint'] as const) {
      const html = startScripts({ scripts: ['/assets/a.js'], preloads: [] }, when, 'bm9uY2U=');
      expect(html).toMatch(new RegExp(`^<script data-start="${when}" nonce="bm9uY2U=">`));
      expect(startWhenOf(html)).toBe(when);
    }
    expect(startWhenOf('<html><body>Fehler</body></html>')).toBeUndefined();
  });

  it('are none for a page without the starter', () => {
    expect(startScriptsOf('<html><body>Fehler</body></html>')).toEqual({ scripts: [], preloads: [] });
  });
});

type Listener = (event: StandInEvent) => void;

interface StandInEvent {
  readonly type: string;
  readonly target?: StandInElement;
  defaultPrevented?: boolean;
  stopped?: boolean;
  preventDefault?: () => void;
  stopImmediatePropagation?: () => void;
}

/** A control on the page: what the starter's click handler reads of it, and whether it was clicked again. */
interface StandInElement {
  readonly tagName: string;
  readonly id: string;
  readonly href?: string;
  readonly disabled?: boolean;
  readonly isConnected: boolean;
  readonly matches: string;
  clicks: number;
  closest: (selector: string) => StandInElement | null;
  click: () => void;
}

/** A control; `matches` is whether the starter's selector (buttons of type button, replay links) would find it. */
const control = (tagName: string, id: string, matches: boolean, extra: Partial<Pick<StandInElement, 'href' | 'disabled' | 'isConnected'>> = {}): StandInElement => {
  const element: StandInElement = {
    tagName,
    id,
    isConnected: true,
    ...extra,
    matches: matches ? 'yes' : 'no',
    clicks: 0,
    closest: (selector) => {
      expect(selector).toBe(`button[type=button],a[${REPLAY_MARK}]`);
      return matches ? element : null;
    },
    click: () => {
      element.clicks += 1;
    },
  };
  return element;
};

/**
 * Runs the starter in a stand-in for the browser: records each element it adds and in which task,
 * the listeners it installs, the timers it sets and where it sends the page.
 */
const runStarter = (start: { scripts: string[]; preloads: string[] }, byId: Record<string, StandInElement> = {}, when: StartWhen = 'interaction') => {
  const added: { task: number; kind: string; url: string; where: string }[] = [];
  const tasks: (() => void)[] = [];
  const timers: (() => void)[] = [];
  const assigned: string[] = [];
  const listeners = new Map<string, Set<Listener>>();
  let headerEnhanced = false;
  let observer: (() => void) | undefined;
  let task = 0;
  const element = (kind: string) => ({ kind, rel: '', href: '', type: '', src: '' });
  const parent = (where: string) => ({
    appendChild: (e: ReturnType<typeof element>) => added.push({ task, kind: e.kind === 'link' ? `${e.kind}:${e.rel}` : `${e.kind}:${e.type}`, url: e.href || e.src, where }),
  });
  const window = {
    addEventListener: (type: string, listener: Listener) => {
      listeners.set(type, (listeners.get(type) ?? new Set()).add(listener));
    },
    removeEventListener: (type: string, listener: Listener) => listeners.get(type)?.delete(listener),
  };
  const documentElement = {};
  const querySelector = (selector: string) => {
    expect(selector).toBe(`header[${HYDRATED_MARK}]`);
    return headerEnhanced ? {} : null;
  };
  const document = { createElement: element, head: parent('head'), body: parent('body'), documentElement, querySelector, getElementById: (id: string) => byId[id] ?? null };
  class MessageChannel {
    readonly port1: { onmessage: (() => void) | null } = { onmessage: null };
    readonly port2 = { postMessage: () => tasks.push(() => this.port1.onmessage?.()) };
  }
  class MutationObserver {
    constructor(private readonly callback: (records: unknown[], self: MutationObserver) => void) {}
    observe(target: unknown, options: { subtree: boolean; attributeFilter: string[] }) {
      expect(target).toBe(documentElement);
      expect(options).toMatchObject({ subtree: true, attributeFilter: [HYDRATED_MARK] });
      observer = () => {
        this.callback([], this);
      };
    }
    disconnect() {
      observer = undefined;
    }
  }
  const requestAnimationFrame = (callback: () => void) => tasks.push(callback);
  const setTimeout = (callback: () => void, ms: number) => {
    if (ms === 0) return tasks.push(callback);
    expect(ms).toBe(REPLAY_PATIENCE_MS);
    return timers.push(callback);
  };
  const clearTimeout = (id: number) => {
    if (id > 0) timers[id - 1] = () => undefined;
  };
  const location = { assign: (url: string) => assigned.push(url) };
  const code = /<script[^>]*>([\s\S]*)<\/script>/.exec(startScripts(start, when, 'bm9uY2U='))?.[1] ?? '';
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the page's own inline script, run against stand-ins
  const starter = new Function('window', 'document', 'MessageChannel', 'MutationObserver', 'requestAnimationFrame', 'setTimeout', 'clearTimeout', 'location', code) as (...browser: unknown[]) => void;
  starter(window, document, MessageChannel, MutationObserver, requestAnimationFrame, setTimeout, clearTimeout, location);
  const runTasks = () => {
    while (tasks.length > 0) {
      task += 1;
      tasks.shift()?.();
    }
  };
  const dispatch = (type: string, target?: StandInElement): StandInEvent => {
    const event: StandInEvent = {
      type,
      ...(target === undefined ? {} : { target }),
      preventDefault: () => {
        event.defaultPrevented = true;
      },
      stopImmediatePropagation: () => {
        event.stopped = true;
      },
    };
    for (const listener of [...(listeners.get(type) ?? [])]) listener(event);
    runTasks();
    return event;
  };
  const hydrate = () => {
    headerEnhanced = true;
    observer?.();
  };
  const runTimers = () => {
    for (const timer of timers.splice(0)) timer();
  };
  return { added, assigned, listeners, dispatch, hydrate, runTimers, runTasks };
};

describe('the starter in the browser', () => {
  it('adds nothing until the visitor interacts, then every preload and then the scripts, each in a task of its own', () => {
    const page = runStarter({ scripts: ['/assets/entry.js'], preloads: ['/assets/a.js', '/assets/b.js', '/assets/c.js'] });
    page.dispatch('load');
    expect(page.added).toEqual([]);
    page.dispatch('pointermove');
    expect(page.added.map(({ kind, url, where }) => [kind, url, where])).toEqual([
      ['link:modulepreload', '/assets/a.js', 'head'],
      ['link:modulepreload', '/assets/b.js', 'head'],
      ['link:modulepreload', '/assets/c.js', 'head'],
      ['script:module', '/assets/entry.js', 'body'],
    ]);
    expect(new Set(page.added.map(({ task }) => task)).size).toBe(page.added.length);
  });

  it.each(INTERACTION_EVENTS.map((type) => [type]))('starts the scripts once on %s, and stops listening then', (type) => {
    const page = runStarter({ scripts: ['/assets/entry.js'], preloads: [] });
    page.dispatch(type);
    expect(page.added.map(({ url }) => url)).toEqual(['/assets/entry.js']);
    for (const other of INTERACTION_EVENTS) expect(page.listeners.get(other)?.size ?? 0, other).toBe(0);
    page.dispatch(type);
    expect(page.added).toHaveLength(1);
  });

  it('holds a click on a button before hydration, starts the scripts and clicks it again once the page has hydrated', () => {
    const button = control('BUTTON', '', true);
    const page = runStarter({ scripts: ['/assets/entry.js'], preloads: [] });
    const click = page.dispatch('click', button);
    expect(click.defaultPrevented && click.stopped).toBe(true);
    expect(page.added.map(({ url }) => url)).toEqual(['/assets/entry.js']);
    expect(button.clicks).toBe(0);
    page.hydrate();
    expect(button.clicks).toBe(1);
    // After hydration a click is the page's own.
    const later = page.dispatch('click', button);
    expect(later.defaultPrevented === true || later.stopped === true).toBe(false);
    page.runTimers();
    expect(page.assigned).toEqual([]);
  });

  it('opens the popup of a trigger that was a link before hydration: the button with its id is clicked', () => {
    const link = control('A', 'header-trigger-cart', true, { href: 'http://localhost/seminare/warenkorb' });
    const button = control('BUTTON', 'header-trigger-cart', true);
    const page = runStarter({ scripts: ['/assets/entry.js'], preloads: [] }, { 'header-trigger-cart': button });
    expect(page.dispatch('click', link).defaultPrevented).toBe(true);
    page.hydrate();
    expect([link.clicks, button.clicks]).toEqual([0, 1]);
    page.runTimers();
    expect(page.assigned).toEqual([]);
  });

  it('follows a held link when the page does not hydrate in time, and leaves later clicks alone', () => {
    const link = control('A', 'header-trigger-cart', true, { href: 'http://localhost/seminare/warenkorb' });
    const page = runStarter({ scripts: ['/assets/entry.js'], preloads: [] }, { 'header-trigger-cart': link });
    page.dispatch('click', link);
    page.runTimers();
    expect(page.assigned).toEqual(['http://localhost/seminare/warenkorb']);
    expect(page.dispatch('click', link).defaultPrevented).toBeUndefined();
  });

  it('leaves links, submit buttons and disabled buttons to the browser', () => {
    const page = runStarter({ scripts: ['/assets/entry.js'], preloads: [] });
    expect(page.dispatch('click', control('A', '', false, { href: 'http://localhost/seminare' })).defaultPrevented).toBeUndefined();
    expect(page.dispatch('click', control('BUTTON', '', false)).defaultPrevented).toBeUndefined();
    expect(page.dispatch('click', control('BUTTON', '', true, { disabled: true })).defaultPrevented).toBeUndefined();
    expect(page.added).toEqual([]);
  });

  it('with "paint" (the back office) starts the scripts after the first frame, without waiting for an interaction', () => {
    const page = runStarter({ scripts: ['/assets/entry.js'], preloads: ['/assets/a.js'] }, {}, 'paint');
    expect(page.added).toEqual([]);
    page.runTasks();
    expect(page.added.map(({ url }) => url)).toEqual(['/assets/a.js', '/assets/entry.js']);
    expect(page.added[0]?.task).toBeGreaterThan(1);
    expect(page.listeners.size).toBe(0);
  });
});
