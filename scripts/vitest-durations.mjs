// Writes scripts/vitest-durations.json, the durations the test sequencer (scripts/vitest-slowest-first.ts)
// starts the long files first by, from a full run's JSON report (npm test writes reports/vitest.json):
//   node scripts/vitest-durations.mjs reports/vitest.json
// Only the files of at least MIN_MS are kept: the rest keep vitest's order after them.
import { readFileSync, writeFileSync } from 'node:fs';
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const MIN_MS = 5_000;
const root = fileURLToPath(new URL('..', import.meta.url));
const out = fileURLToPath(new URL('./vitest-durations.json', import.meta.url));
const [reportFile = 'reports/vitest.json'] = process.argv.slice(2);
const report = JSON.parse(readFileSync(reportFile, 'utf8'));
const durations = report.testResults
  .map((file) => [relative(root, file.name), Math.round((file.endTime - file.startTime) / 100) * 100])
  .filter(([, ms]) => ms >= MIN_MS)
  .sort(([a, x], [b, y]) => y - x || a.localeCompare(b));
writeFileSync(out, `${JSON.stringify(Object.fromEntries(durations), null, 2)}\n`);
console.log(`${String(durations.length)} files of ${String(report.testResults.length)} over ${String(MIN_MS / 1000)} s in ${relative(root, out)}`);
