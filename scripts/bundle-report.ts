/**
 * `npm run bench:bundle` (after `npm run build`): per public page type, the JavaScript it loads
 * at start (raw, gzip, brotli) against the 120 KB gzip budget, and the largest source modules in
 * those files (bytes before minification, from the build's module-sizes.json), to show what to cut.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { MODULE_SIZES_FILE, type ModuleSizes } from './bundle/module-sizes-plugin';
import { PUBLIC_PAGE_TYPES, readManifest, START_UP_BUDGET_GZIP, startUpOf } from './bundle/start-up';

const CLIENT_DIR = fileURLToPath(new URL('../dist/client', import.meta.url));
const LARGEST = Number(process.env.BUNDLE_REPORT_MODULES ?? 12);

const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;
const pad = (text: string, width: number): string => text.padStart(width);

const manifest = readManifest(CLIENT_DIR);
let moduleSizes: ModuleSizes = {};
try {
  moduleSizes = JSON.parse(readFileSync(join(CLIENT_DIR, MODULE_SIZES_FILE), 'utf8')) as ModuleSizes;
} catch {
  console.warn(`no ${MODULE_SIZES_FILE} in the build: module breakdown left out`);
}

console.log(`Start-up JavaScript per page type (budget ${kb(START_UP_BUDGET_GZIP)} gzip)\n`);
console.log(`${'page type'.padEnd(24)}${pad('files', 6)}${pad('raw', 11)}${pad('gzip', 11)}${pad('brotli', 11)}  budget`);
const startUps = PUBLIC_PAGE_TYPES.map((page) => startUpOf(CLIENT_DIR, manifest, page));
for (const { page, files, total } of startUps) {
  const verdict = total.gzip <= START_UP_BUDGET_GZIP ? 'ok' : `OVER by ${kb(total.gzip - START_UP_BUDGET_GZIP)}`;
  console.log(`${page.name.padEnd(24)}${pad(String(files.length), 6)}${pad(kb(total.raw), 11)}${pad(kb(total.gzip), 11)}${pad(kb(total.brotli), 11)}  ${verdict}`);
}

for (const { page, files } of startUps) {
  console.log(`\n${page.name} (${page.path})`);
  for (const file of [...files].sort((a, b) => b.gzip - a.gzip)) {
    console.log(`  ${file.file.padEnd(52)}${pad(kb(file.raw), 11)}${pad(kb(file.gzip), 11)}${pad(kb(file.brotli), 11)}`);
  }
  const modules = files
    .flatMap((file) => Object.entries(moduleSizes[file.file] ?? {}))
    .sort(([, a], [, b]) => b - a)
    .slice(0, LARGEST);
  if (modules.length > 0) console.log(`  largest modules (bytes before minification):`);
  for (const [module, bytes] of modules) console.log(`    ${pad(kb(bytes), 10)}  ${module.replace(/^(\.\.\/)*[^/]*\/node_modules\//, 'node_modules/')}`);
}
