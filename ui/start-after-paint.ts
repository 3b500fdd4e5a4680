/** What a page starts: its entry script(s) and the chunks they import, to be fetched in parallel. */
export interface StartScripts {
  readonly scripts: readonly string[];
  readonly preloads: readonly string[];
}

/** JSON inside <script> must not be able to close the element. */
export const scriptJson = (value: unknown): string => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * The inline script that starts the page's scripts after its first paint. The page reads and
 * works without them (links and form posts), so on a slow line its stylesheet and text come
 * first and the scripts (some 150 KB) do not compete with them for the line. requestAnimationFrame
 * runs just before the first frame is painted, the timeout after it just after. The chunks are
 * preloaded together with the entry, so they still arrive in parallel, not one import after the
 * other. Each element is added in a task of its own (a message to itself, which the browser does
 * not delay as it does nested timeouts): adding a module preload costs about a millisecond on a
 * fast machine and four on a phone, and some twenty of them in one task blocked the main thread
 * for 80–140 ms (TBT). nonce: the page's CSP nonce, already escaped for an attribute.
 */
export const startAfterFirstPaint = (start: StartScripts, nonce: string): string =>
  `<script data-start nonce="${nonce}">(function(s){var q=s.preloads.map(function(h){return['link',h]}).concat(s.scripts.map(function(h){return['script',h]})),c=new MessageChannel();c.port1.onmessage=function(){var n=q.shift();if(!n)return;var e=document.createElement(n[0]);if(n[0]==='link'){e.rel='modulepreload';e.href=n[1];document.head.appendChild(e)}else{e.type='module';e.src=n[1];document.body.appendChild(e)}c.port2.postMessage(0)};requestAnimationFrame(function(){setTimeout(function(){c.port2.postMessage(0)},0)})})(${scriptJson(start)})</script>`;

/** The scripts a page's HTML starts (for tests and benchmarks); none when it starts none. */
export const startScriptsOf = (html: string): StartScripts => {
  const json = /<script data-start[^>]*>[^<]*\}\)\}\)\((\{.*?\})\)<\/script>/s.exec(html)?.[1];
  if (json === undefined) return { scripts: [], preloads: [] };
  const parsed = JSON.parse(json) as StartScripts;
  return { scripts: parsed.scripts, preloads: parsed.preloads };
};
