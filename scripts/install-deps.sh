#!/usr/bin/env bash
# Installs what the site needs on a fresh Debian machine with Node 20:
# the workspace packages (pnpm 10 through npx, since corepack cannot fetch it
# here) and, with --test-tools, Debian's Chromium and nginx for the end-to-end tests.
set -euo pipefail
cd "$(dirname "$0")/.."

PNPM_VERSION=10.34.9
pnpm() { npx -y "pnpm@${PNPM_VERSION}" "$@"; }

echo "› Installing workspace packages (pnpm ${PNPM_VERSION})"
pnpm install --frozen-lockfile

if [[ "${1:-}" == "--test-tools" ]]; then
  missing=()
  [[ -x /usr/bin/chromium ]] || missing+=(chromium)
  command -v nginx >/dev/null || [[ -x /usr/sbin/nginx ]] || missing+=(nginx-light)
  if (( ${#missing[@]} )); then
    echo "› Installing from Debian: ${missing[*]}"
    SUDO=""; [[ $(id -u) -ne 0 ]] && SUDO="sudo"
    $SUDO apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${missing[@]}" >/dev/null
  fi
fi
