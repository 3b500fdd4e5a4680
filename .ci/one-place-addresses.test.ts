import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/** Source files of the app (tests, which check the spec's address as written, left out). */
const sourceFiles = (folder: string): string[] =>
  readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });

/** Addresses the app spells in one place, so a change of one is a change of one line. */
describe('addresses written once', () => {
  it('the contact page (/service/kontakt) is spelled only in application/forms/contact.paths.ts', () => {
    const spelled = ['ui', 'application', 'adapters', 'domain', 'cli']
      .flatMap(sourceFiles)
      .filter((file) => /['"`]\/service\/kontakt/.test(readFileSync(file, 'utf8')));
    expect(spelled).toEqual([join('application', 'forms', 'contact.paths.ts')]);
  });
});
