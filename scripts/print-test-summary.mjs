// Prints the plain closing line 'N passed, N failed' (CI reads it) from vitest's JSON report.
import { readFileSync } from 'node:fs';

const [file] = process.argv.slice(2);
const report = JSON.parse(readFileSync(file, 'utf8'));
const skipped = report.numPendingTests + report.numTodoTests;
console.log(`${report.numPassedTests} passed, ${report.numFailedTests} failed${skipped ? `, ${skipped} skipped` : ''}`);
