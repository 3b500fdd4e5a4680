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

# The typecheck and the lint each keep one core busy: side by side they take the longer one's
# time on two cores instead of the sum. Each one's output is printed once both are done.
phase "typecheck and lint, side by side"
npx tsc --noEmit -p tsconfig.json > reports/typecheck.log 2>&1 & typecheck=$!
npx eslint --max-warnings 0 . > reports/lint.log 2>&1 & lint=$!
typecheck_rc=0; wait "$typecheck" || typecheck_rc=$?
lint_rc=0; wait "$lint" || lint_rc=$?
echo "-- typecheck (exit $typecheck_rc)"; cat reports/typecheck.log
echo "-- lint (exit $lint_rc)"; cat reports/lint.log
if [ "$typecheck_rc" -ne 0 ] || [ "$lint_rc" -ne 0 ]; then exit 1; fi
phase "dependency rule"; npm run -s depcheck
phase "build (the page tests serve the built site)"; npm run -s build > /dev/null
phase "unit, property and integration tests"
bash scripts/ensure-einvoice-tools.sh
npx vitest run --coverage --reporter=default --reporter=json --outputFile.json=reports/vitest.json

phase "browser journeys (Playwright in Chromium)"
bash scripts/ensure-chromium.sh
PLAYWRIGHT_JSON_OUTPUT_FILE="$PWD/reports/playwright.json" \
  npx playwright test -c e2e/playwright.config.ts --reporter=list,json

phase "done"
node scripts/print-test-summary.mjs reports/vitest.json reports/playwright.json
