#!/usr/bin/env bash
# Installs what the site needs on a fresh Debian machine with Node 20:
# the workspace packages (pnpm 10 through npx, since corepack cannot fetch it
# here) and, with --browser, Debian's Chromium for the end-to-end tests.
set -euo pipefail
cd "$(dirname "$0")/.."

PNPM_VERSION=10.34.9
pnpm() { npx -y "pnpm@${PNPM_VERSION}" "$@"; }

echo "› Installing workspace packages (pnpm ${PNPM_VERSION})"
pnpm install --frozen-lockfile

if [[ "${1:-}" == "--browser" ]] && [[ ! -x /usr/bin/chromium ]]; then
  echo "› Installing Debian's Chromium for Playwright"
  SUDO=""; [[ $(id -u) -ne 0 ]] && SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium >/dev/null
fi
