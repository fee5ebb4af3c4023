#!/usr/bin/env bash
# Quick start "Test": install everything (Chromium, nginx with the modules its config loads,
# Brotli and njs, Java, and the speech synthesizer of the demo agents' sample calls), then every check: lint, typecheck, Jest, the scripts' tests (the
# release gate, the field-event collectors and read-outs among them), production builds (and
# the pricing fork, built apart), the site in WebKit and Firefox (a smoke test), the builds released
# into a local S3 bucket behind the CDN rules, and Playwright against those builds served by nginx on
# their separate origins (the field-event specs read the log its collector writes).
set -Eeuo pipefail
# Its real place: a symlink to this file leaves the checkout, and $0 names the link.
cd "$(dirname "$(readlink -f "$0")")/.."
# Each step's time as it ends, and the whole run's at the end (docs/working-on-the-code.md keeps the measured costs).
source scripts/timed-steps.sh
# Every temporary folder the checks make (release gates, field logs, builds, browser profiles) is made in one of this
# run's own, removed as the run ends, passed or failed: a machine that runs the checks every day keeps its /tmp.
TMPDIR="$(mktemp -d "${TMPDIR:-/tmp}/callvera-checks.XXXXXX")"
# Open to pass through, as /tmp is: nginx's workers run as another user and serve the site folders the tests make here.
chmod 755 "$TMPDIR"
export TMPDIR
trap 'rm -rf "$TMPDIR"' EXIT
# Each end-to-end spec's time, from the JSON reports Playwright writes as the three end-to-end steps run
# (e2e/playwright.config.ts): a report left by an earlier run would be read as this one's.
SPEC_COSTS=.cache/test-costs
rm -rf "$SPEC_COSTS"
more_costs() {
  local reports=()
  for report in "$SPEC_COSTS/bucket.json" "$SPEC_COSTS/e2e-reads.json" "$SPEC_COSTS/e2e.json"; do [[ -f $report ]] && reports+=("$report"); done
  ((${#reports[@]})) && node scripts/spec-times.mjs "${reports[@]}"
}
step "Install" bash scripts/install-deps.sh --chromium --nginx --java --webkit --firefox --speech
export PATH="$PATH:/usr/sbin"
pnpm() { npx -y pnpm@10.34.9 "$@"; }

# The checks of the sources read them and write nothing; side by side they keep both cores busy.
at_once "Lint" "pnpm lint" "Formatting" "pnpm format:check" "Typecheck" "pnpm typecheck" "Unit tests" "pnpm test:unit"
# Every app, then the prerendered pages; beside them, pricing as a team forks it: installed from the registry with its
# own lockfile and built apart from this workspace, against other versions than the shell's (and other majors, which
# the release tool and the shell refuse); and the shell and pricing built in two other folders, byte for byte alike.
at_once "Build" "pnpm build" "Pricing fork" "bash scripts/build-pricing-fork.sh" "Reproducible build" "pnpm test:reproducible"
# After the fork's builds: the release gate's tests run on them too. Beside them, WebKit (WebKitGTK, under Xvfb) and
# Firefox ESR: every route, one request per deployed file, the first interactions. They serve the site on its own
# ports, which no script test takes (theirs are SITE_PORT_BASE + 10 onward; WebKit's driver takes a free one), and
# end long before the script tests' last part, which measures the machine alone.
at_once "Script tests" "pnpm test:scripts" "Tooling tests" "pnpm test:tooling" "WebKit and Firefox" "pnpm test:engines"
# The built site released into a local S3 server and served through the CDN rules (deploy/cdn).
step "Bucket release" pnpm test:bucket
# The same in a browser: every route, the 404 page, a remote's release, a failed one and a rollback (a few minutes).
step "Bucket end-to-end" pnpm test:e2e:bucket
# Against the production nginx config (deploy/nginx), so its headers and CSP are tested too: first the specs that only
# read the site, two at once, then the rest one at a time with the site to themselves (e2e/playwright.config.ts).
SITE_SERVER=nginx SPEC_COSTS_REPORT=e2e-reads step "End-to-end, reading the site" pnpm test:e2e --project=reads-the-site --workers=2
SITE_SERVER=nginx step "End-to-end" pnpm test:e2e --project=owns-the-site
steps_done
