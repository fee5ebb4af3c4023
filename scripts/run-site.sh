#!/usr/bin/env bash
# Quick start "Run": install (Chromium too: the build prerenders every page in it; and a speech synthesizer, which
# speaks each demo agent's sample call),
# build every app for production, serve the composed site at http://localhost:3000
# with each remote on its own port.
set -euo pipefail
# Its real place: a symlink to this file leaves the checkout, and $0 names the link.
cd "$(dirname "$(readlink -f "$0")")/.."
bash scripts/install-deps.sh --chromium --speech
npx -y pnpm@10.34.9 build
exec node scripts/serve-all.mjs
