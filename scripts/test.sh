#!/usr/bin/env bash
# Every test of the project: typecheck, lint, the dependency rule, all vitest projects with
# coverage thresholds. `.ci/run` runs exactly this.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-deps.sh

# Tests that need a real PostgreSQL read TEST_DATABASE_URL; use the local server when it answers.
if [ -z "${TEST_DATABASE_URL:-}" ] && command -v pg_isready >/dev/null 2>&1 \
  && pg_isready -q -h 127.0.0.1 -p 5432 -t 3; then
  export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:5432/test"
fi

mkdir -p reports
started=$SECONDS
phase() { echo "== $1 (at $((SECONDS - started)) s)"; }

# The type-aware lint is the longest single step (about 150 s of one core) and nothing later
# depends on it: it runs in the background through the whole run at low priority (nice), on the
# core time the other steps leave idle (the typecheck is single-threaded, the build and the
# server and browser start-ups wait), and its result is read at the end. The typecheck still
# stops the run before the tests.
# eslint's own binary, not npx: the job's id is then the lint's process, which the trap can end.
nice -n 10 node_modules/.bin/eslint --max-warnings 0 . > reports/lint.log 2>&1 & lint=$!
# A run that stops early (a failing step) does not leave the lint running behind it.
trap 'kill "$lint" 2>/dev/null || true' EXIT

phase "typecheck (the lint runs beside it and the later steps)"
typecheck_rc=0; npx tsc --noEmit -p tsconfig.json > reports/typecheck.log 2>&1 || typecheck_rc=$?
echo "-- typecheck (exit $typecheck_rc)"; cat reports/typecheck.log
if [ "$typecheck_rc" -ne 0 ]; then exit 1; fi
phase "dependency rule"; npm run -s depcheck
phase "build (the page tests serve the built site)"; npm run -s build > /dev/null
phase "unit, property and integration tests"
bash scripts/ensure-einvoice-tools.sh
npx vitest run --coverage --reporter=default --reporter=json --outputFile.json=reports/vitest.json

# The lint has had the typecheck, the build and the unit tests beside it; it ends before the
# journeys, whose server sheds load (503) on a machine that is fully busy.
phase "lint (type-aware ESLint, started at the beginning)"
lint_rc=0; wait "$lint" || lint_rc=$?
trap - EXIT
echo "-- lint (exit $lint_rc)"; cat reports/lint.log
if [ "$lint_rc" -ne 0 ]; then exit 1; fi

phase "browser journeys (Playwright in Chromium)"
bash scripts/ensure-chromium.sh
PLAYWRIGHT_JSON_OUTPUT_FILE="$PWD/reports/playwright.json" \
  npx playwright test -c e2e/playwright.config.ts --reporter=list,json

phase "done"
node scripts/print-test-summary.mjs reports/vitest.json reports/playwright.json
