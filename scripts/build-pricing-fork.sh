#!/usr/bin/env bash
# Pricing as a team forks it (e2e/remotes/pricing-fork): installed from the registry with its own lockfile, then built.
set -euo pipefail
# Its real place: a symlink to this file leaves the checkout, and $0 names the link.
cd "$(dirname "$(readlink -f "$0")")/../e2e/remotes/pricing-fork"
npx -y pnpm@10.34.9 install --ignore-workspace --frozen-lockfile
npx -y pnpm@10.34.9 build
