#!/usr/bin/env bash
# The e-invoice tests check what the project writes with independent tools: xmllint (Debian's
# libxml2-utils) validates the XML against the CII schema, poppler's pdfdetach and pdfinfo
# (poppler-utils) read the attachment and the PDF/A metadata back; its pdftotext reads the
# participant list the CLI writes.
set -euo pipefail
missing=()
command -v xmllint >/dev/null 2>&1 || missing+=(libxml2-utils)
{ command -v pdfdetach >/dev/null 2>&1 && command -v pdfinfo >/dev/null 2>&1 && command -v pdftotext >/dev/null 2>&1; } || missing+=(poppler-utils)
if [ ${#missing[@]} -eq 0 ]; then exit 0; fi
echo "Installing ${missing[*]} for the e-invoice tests…" >&2
if [ "$(id -u)" -ne 0 ]; then SUDO=sudo; else SUDO=; fi
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${missing[@]}" >/dev/null
