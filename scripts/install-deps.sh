#!/usr/bin/env bash
# Installs what the site needs on a fresh Debian machine with Node 20:
# the workspace packages (pnpm 10 through npx, since corepack cannot fetch it
# here), and what it is asked for from Debian.
set -euo pipefail
cd "$(dirname "$0")/.."

PNPM_VERSION=10.34.9
pnpm() { npx -y "pnpm@${PNPM_VERSION}" "$@"; }

echo "› Installing workspace packages (pnpm ${PNPM_VERSION})"
pnpm install --frozen-lockfile

# --chromium: Debian's Chromium (the build prerenders pages in it) and its headless shell (Playwright's tests run in it).
# --nginx: the production web server and its modules, for the end-to-end tests and the bench.
# --java: a Java runtime, for the W3C Nu HTML Checker (the npm package vnu-jar) in the end-to-end tests.
# --webkit: WebKitGTK's WebDriver and MiniBrowser (the engine of every iPhone browser), and Xvfb for its window.
# --firefox: Firefox ESR, and PulseAudio (without its desktop session recommends) as its paced null sound output.
#   Both for the cross-engine smoke test (scripts/cross-engine-smoke.mjs).
# --speech: Festival with its HTS voice and a second voice, SoX and FFmpeg: the shell's build synthesizes each demo
#   agent's sample call from its script (tooling/demo-samples/).
missing=()
# Installed without their recommends, which would bring a desktop session (systemd-logind, D-Bus) to a server.
missing_lean=()
for wanted in "$@"; do
  case "$wanted" in
    --chromium)
      [[ -x /usr/bin/chromium ]] || missing+=(chromium)
      [[ -x /usr/bin/chromium-headless-shell ]] || missing+=(chromium-headless-shell)
      ;;
    --nginx)
      command -v nginx >/dev/null || [[ -x /usr/sbin/nginx ]] || missing+=(nginx-light)
      # Sends the build's Brotli copies of hashed files (brotli_static); runs the field-event collector (njs).
      for module in libnginx-mod-http-brotli-static libnginx-mod-http-js; do
        dpkg-query -W -f='${Status}' "$module" 2>/dev/null | grep -q 'ok installed' || missing+=("$module")
      done
      ;;
    --java) command -v java >/dev/null || missing+=(default-jre-headless) ;;
    --webkit)
      command -v WebKitWebDriver >/dev/null || missing+=(webkit2gtk-driver)
      command -v xvfb-run >/dev/null || missing+=(xvfb xauth)
      ;;
    --firefox)
      command -v firefox-esr >/dev/null || missing+=(firefox-esr)
      [[ -x /usr/bin/pulseaudio ]] || missing_lean+=(pulseaudio)
      ;;
    --speech)
      command -v sox >/dev/null || missing+=(sox)
      command -v ffmpeg >/dev/null || missing+=(ffmpeg)
      for package in festival festvox-us-slt-hts festvox-kallpc16k; do
        dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q 'ok installed' || missing+=("$package")
      done
      ;;
    *)
      echo "✗ Unknown option: $wanted (known: --chromium --nginx --java --webkit --firefox --speech)" >&2
      exit 1
      ;;
  esac
done
all_missing=("${missing[@]}" "${missing_lean[@]}")
if (( ${#all_missing[@]} )); then
  SUDO=""
  if [[ $(id -u) -ne 0 ]]; then
    if ! command -v sudo >/dev/null; then
      echo "✗ Missing system packages: ${all_missing[*]}. Install them as root: apt-get install -y ${all_missing[*]}" >&2
      exit 1
    fi
    SUDO="sudo"
  fi
  # Said before anything runs, so a password prompt from sudo never comes as a surprise.
  echo "› Missing system packages: ${all_missing[*]}. Installing them from Debian with ${SUDO:+sudo }apt-get."
  $SUDO apt-get update -qq
  if (( ${#missing[@]} )); then DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${missing[@]}" >/dev/null; fi
  if (( ${#missing_lean[@]} )); then
    DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${missing_lean[@]}" >/dev/null
  fi
fi
