import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FAMILY_NAMES } from './route-families';
import { ROUTE_FAMILY_MODULES } from './route-family-modules';

/** The module each family's loader imports, as written in route-families.ts. */
const importedModules = (): ReadonlyMap<string, string> => {
  const source = readFileSync(new URL('./route-families.ts', import.meta.url), 'utf8');
  return new Map([...source.matchAll(/^ {2}(\w+): async \(\) => \(await import\('\.\.\/([^']+)'\)\)/gm)].map(([, name = '', path = '']) => [name, `ui/${path}`]));
};

describe('route family modules (what the server preloads per family)', () => {
  it.each(FAMILY_NAMES.map((name) => [name] as const))('%s: the module the server names is the one the browser loads', (name) => {
    const module = ROUTE_FAMILY_MODULES[name];
    expect(existsSync(module), `${module} exists`).toBe(true);
    expect(module.replace(/\.tsx?$/, '')).toBe(importedModules().get(name));
  });
});
