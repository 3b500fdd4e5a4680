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

echo "== typecheck"; npx tsc --noEmit -p tsconfig.json
echo "== lint"; npx eslint --max-warnings 0 .
echo "== dependency rule"; npm run -s depcheck
echo "== build (the page tests serve the built site)"; npm run -s build > /dev/null
echo "== unit, property and integration tests"
bash scripts/ensure-einvoice-tools.sh
mkdir -p reports
npx vitest run --coverage --reporter=default --reporter=json --outputFile.json=reports/vitest.json

echo "== browser journeys (Playwright in Chromium)"
bash scripts/ensure-chromium.sh
PLAYWRIGHT_JSON_OUTPUT_FILE="$PWD/reports/playwright.json" \
  npx playwright test -c e2e/playwright.config.ts --reporter=list,json

node scripts/print-test-summary.mjs reports/vitest.json reports/playwright.json
