#!/usr/bin/env bash
# The browser tests drive Debian's Chromium (Playwright cannot download its own here).
set -euo pipefail
if command -v chromium >/dev/null 2>&1; then exit 0; fi
echo "Installing Debian's chromium for the browser tests…" >&2
if [ "$(id -u)" -ne 0 ]; then SUDO=sudo; else SUDO=; fi
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium >/dev/null
