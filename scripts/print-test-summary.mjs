// Prints the plain closing line 'N passed, N failed' (CI reads it) from the JSON reports of
// vitest and Playwright.
import { readFileSync } from 'node:fs';

const [vitestFile, playwrightFile] = process.argv.slice(2);
const vitest = JSON.parse(readFileSync(vitestFile, 'utf8'));
let passed = vitest.numPassedTests;
let failed = vitest.numFailedTests;
let skipped = vitest.numPendingTests + vitest.numTodoTests;
if (playwrightFile) {
  const { stats } = JSON.parse(readFileSync(playwrightFile, 'utf8'));
  passed += stats.expected;
  failed += stats.unexpected + stats.flaky;
  skipped += stats.skipped;
}
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
