#!/usr/bin/env bash
# Installs the npm packages when they are missing or older than package-lock.json,
# so `npm start` and `npm test` work on a fresh clone with nothing done first.
set -euo pipefail
cd "$(dirname "$0")/.."
marker=node_modules/.package-lock.json
if [ ! -f "$marker" ] || [ package-lock.json -nt "$marker" ]; then
  echo "Installing npm packages (npm ci)…" >&2
  npm ci --no-audit --no-fund --loglevel=error
fi
