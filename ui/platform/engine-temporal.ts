import type { Temporal as TemporalNamespace } from 'temporal-polyfill';

type Temporal = typeof TemporalNamespace;

/**
 * The browser's Temporal: the client build resolves every `import … from 'temporal-polyfill'`
 * to this module (scripts/bundle/engine-temporal-plugin.ts). An engine with Temporal of its own
 * (Chromium 144+, Firefox 139+) is not sent the polyfill at all, which would only have handed
 * out the engine's (it checks first) after its 55 KB had been fetched and run: on the catalogue
 * pages that was the longest task after hydration (issue 11). On other engines the page's
 * entry installs the polyfill before it loads any page code (temporal-ready.ts).
 */
const installed = (globalThis as { Temporal?: Temporal }).Temporal;
if (installed === undefined) {
  throw new Error('Temporal used before ui/platform/temporal-ready.ts installed it: a module the entry imports statically uses Temporal');
}

export const Temporal: Temporal = installed;
