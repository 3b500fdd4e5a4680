/** What a page starts: its entry script(s) and the chunks they import, to be fetched in parallel. */
export interface StartScripts {
  readonly scripts: readonly string[];
  readonly preloads: readonly string[];
}

/**
 * When a page starts its scripts: on the visitor's first sign of interaction (every page with the
 * site's header), or right after the first paint (the back office, which has a frame of its own
 * and no header to mark hydration, and whose staff reach for its controls at once).
 */
export type StartWhen = 'interaction' | 'paint';

/** JSON inside <script> must not be able to close the element. */
export const scriptJson = (value: unknown): string => JSON.stringify(value).replace(/</g, '\\u003c');

/** What counts as the visitor's first sign of interaction: the page's scripts load then. */
export const INTERACTION_EVENTS = ['pointerdown', 'pointermove', 'touchstart', 'keydown', 'focusin', 'wheel', 'scroll'] as const;

/**
 * Set on the page's header in the commit that renders its enhanced controls (ui/header/SiteHeader.tsx):
 * the popup triggers are buttons from then on.
 */
export const HYDRATED_MARK = 'data-enhanced';

/**
 * Marks a link that becomes a button once the page has hydrated (a header popup's trigger, the
 * menu, the search): a click on it before then opens the button's popup after hydration instead
 * of following the link. The button that replaces it carries the same id.
 */
export const REPLAY_MARK = 'data-replay';

/** How long a click waits for hydration before a link is followed after all (scripts that never came). */
export const REPLAY_PATIENCE_MS = 8000;

/**
 * The inline script that starts the page's scripts (issue 28) on the visitor's first sign of
 * interaction: a pointer moving or pressed, a touch, a key, focus, the wheel or a scroll. The page
 * reads and works without them (links and form posts), so a visit that only reads loads no
 * JavaScript at all, and one that interacts loads it when the visitor reaches for the page. With
 * `when` 'paint' it starts them right after the first paint instead (requestAnimationFrame runs
 * just before the first frame is painted, the timeout after it). Either way the chunks are
 * preloaded together with the entry, so they arrive in parallel, each element added in a task of
 * its own (a message to itself): some twenty module preloads in one task blocked the main thread
 * for 80-140 ms on a phone (TBT).
 *
 * A click that comes before hydration on a control that needs JavaScript (a button of type
 * button, or a link marked REPLAY_MARK that becomes one) is held and clicked again once the
 * header marks the page hydrated (HYDRATED_MARK): the tap that started the scripts opens its
 * popup. A held link is followed after REPLAY_PATIENCE_MS if the page has not hydrated by then.
 * Links and submit buttons work natively and are left alone. Written without '<' (startScriptsOf
 * reads it back). nonce: the page's CSP nonce, already escaped for an attribute.
 */
export const startScripts = (start: StartScripts, when: StartWhen, nonce: string): string =>
  `<script data-start="${when}" nonce="${nonce}">(function(s){var w=window,d=document,h=d.documentElement,q=null,held=null,timer=0,gaveUp=false,o={capture:true,passive:true},k=${JSON.stringify(INTERACTION_EVENTS)};` +
  `function go(){if(q)return;q=s.preloads.map(function(x){return['link',x]}).concat(s.scripts.map(function(x){return['script',x]}));k.forEach(function(n){w.removeEventListener(n,go,o)});var c=new MessageChannel();c.port1.onmessage=function(){var n=q.shift();if(!n)return;var e=d.createElement(n[0]);if(n[0]==='link'){e.rel='modulepreload';e.href=n[1];d.head.appendChild(e)}else{e.type='module';e.src=n[1];d.body.appendChild(e)}c.port2.postMessage(0)};c.port2.postMessage(0)}` +
  (when === 'paint'
    ? `requestAnimationFrame(function(){setTimeout(go,0)})})(${scriptJson(start)})</script>`
    : `function ready(){return!!d.querySelector('header[${HYDRATED_MARK}]')}` +
      `function replay(){var p=held;held=null;clearTimeout(timer);if(!p)return;if(p.link){var b=p.id?d.getElementById(p.id):null;if(b&&b!==p.el)b.click();else location.assign(p.href);return}var t=p.el.isConnected?p.el:p.id?d.getElementById(p.id):null;if(t)t.click()}` +
      `new MutationObserver(function(r,m){if(ready()){m.disconnect();replay()}}).observe(h,{attributes:true,subtree:true,attributeFilter:['${HYDRATED_MARK}']});` +
      `w.addEventListener('click',function(e){if(ready()||gaveUp||!e.target||!e.target.closest)return;var t=e.target.closest('button[type=button],a[${REPLAY_MARK}]');if(!t||t.disabled)return;e.preventDefault();e.stopImmediatePropagation();var link=t.tagName==='A';held={el:t,id:t.id,link:link,href:link?t.href:''};go();clearTimeout(timer);timer=setTimeout(function(){gaveUp=true;var p=held;held=null;if(p&&p.href)location.assign(p.href)},${REPLAY_PATIENCE_MS})},true);` +
      `k.forEach(function(n){w.addEventListener(n,go,o)})})(${scriptJson(start)})</script>`);

/** When a page's HTML starts its scripts (for tests); undefined when it starts none. */
export const startWhenOf = (html: string): StartWhen | undefined => {
  const when = /<script data-start="(interaction|paint)"/.exec(html)?.[1];
  return when === 'interaction' || when === 'paint' ? when : undefined;
};

/** The scripts a page's HTML starts (for tests and benchmarks); none when it starts none. */
export const startScriptsOf = (html: string): StartScripts => {
  const json = /<script data-start[^>]*>[^<]*\}\)\}\)\((\{.*?\})\)<\/script>/s.exec(html)?.[1];
  if (json === undefined) return { scripts: [], preloads: [] };
  const parsed = JSON.parse(json) as StartScripts;
  return { scripts: parsed.scripts, preloads: parsed.preloads };
};
