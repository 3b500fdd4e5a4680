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
 * other. nonce: the page's CSP nonce, already escaped for an attribute.
 */
export const startAfterFirstPaint = (start: StartScripts, nonce: string): string =>
  `<script data-start nonce="${nonce}">(function(s){requestAnimationFrame(function(){setTimeout(function(){s.preloads.forEach(function(h){var l=document.createElement('link');l.rel='modulepreload';l.href=h;document.head.appendChild(l)});s.scripts.forEach(function(h){var e=document.createElement('script');e.type='module';e.src=h;document.body.appendChild(e)})},0)})})(${scriptJson(start)})</script>`;

/** The scripts a page's HTML starts (for tests and benchmarks); none when it starts none. */
export const startScriptsOf = (html: string): StartScripts => {
  const json = /<script data-start[^>]*>[^<]*\}\)\}\)\((\{.*?\})\)<\/script>/s.exec(html)?.[1];
  if (json === undefined) return { scripts: [], preloads: [] };
  const parsed = JSON.parse(json) as StartScripts;
  return { scripts: parsed.scripts, preloads: parsed.preloads };
};
