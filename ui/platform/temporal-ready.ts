/**
 * Resolves once `globalThis.Temporal` exists: at once on an engine with Temporal of its own, else
 * after the polyfill has loaded and been installed. ui/entry-client.tsx waits for it before it
 * loads any page code, since the page code reads Temporal from the global
 * (engine-temporal.ts). This module's import is the one the build leaves to the package.
 */
export const temporalReady = async (): Promise<void> => {
  if ('Temporal' in globalThis) return;
  const { Temporal } = await import('temporal-polyfill');
  Object.defineProperty(globalThis, 'Temporal', { value: Temporal, writable: true, configurable: true });
};
