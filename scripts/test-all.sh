#!/usr/bin/env bash
# Quick start "Test": install everything (Chromium included), then every check:
# lint, typecheck, Jest, production builds, and Playwright against those builds
# served on their separate origins.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install-deps.sh --browser
pnpm() { npx -y pnpm@10.34.9 "$@"; }

echo "› Lint";        pnpm lint
echo "› Typecheck";   pnpm typecheck
echo "› Unit tests";  pnpm test:unit
echo "› Build";       pnpm -r --workspace-concurrency=2 build
echo "› End-to-end";  CI=${CI:-} pnpm test:e2e
