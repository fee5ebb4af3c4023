# Sourced by scripts/test-all.sh: `step NAME COMMAND…` runs one step of `npm test`, printing its time as it ends;
# `at_once NAME 'COMMAND' NAME 'COMMAND'…` runs steps side by side; `steps_done` prints every step's time and the
# total. A failing step stops the run, naming itself, with or without set -e.
steps_started=$SECONDS
steps_table=()
current_step=""

mmss() { printf '%02d:%02d' $(($1 / 60)) $(($1 % 60)); }

step() {
  local name=$1 from=$SECONDS
  shift
  current_step=$name
  echo "› $name"
  local status=0
  "$@" || status=$?
  if ((status != 0)); then
    echo "✗ $name failed (exit $status) after $(mmss $((SECONDS - from)))"
    steps_summary
    echo "npm test failed after $(mmss $((SECONDS - steps_started)))"
    exit "$status"
  fi
  steps_table+=("$(mmss $((SECONDS - from)))  $name")
  echo "✓ $name took $(mmss $((SECONDS - from)))"
  current_step=""
}

# Steps that need nothing from each other, side by side (on 2 cores, most use one): each one's output is held until it
# ends, so their lines do not mix, and printed in the order given. Once all have ended, a failed one stops the run.
# A COMMAND is split on spaces, unquoted: its words hold none.
at_once() {
  local -a names=() pids=() logs=()
  local status failed=0 index
  while (($# >= 2)); do
    names+=("$1")
    logs+=("$(mktemp)")
    (set -f && step "$1" $2) >"${logs[-1]}" 2>&1 &
    pids+=($!)
    shift 2
  done
  if (($#)); then
    echo "at_once: the step \"$1\" has no command" >&2
    exit 2
  fi
  for index in "${!pids[@]}"; do
    status=0
    wait "${pids[index]}" || status=$?
    grep -v '^npm test failed after\|^  [0-9][0-9]:[0-9][0-9]  ' "${logs[index]}" || true
    if ((status != 0)); then
      failed=$status
    else
      steps_table+=("$(sed -n "s/^✓ ${names[index]} took //p" "${logs[index]}")  ${names[index]}")
    fi
  done
  rm -f "${logs[@]}"
  if ((failed != 0)); then
    steps_summary
    echo "npm test failed after $(mmss $((SECONDS - steps_started)))"
    exit "$failed"
  fi
}

steps_summary() {
  local line
  for line in "${steps_table[@]}"; do echo "  $line"; done
}

steps_done() {
  echo "Steps:"
  steps_summary
  echo "npm test took $(mmss $((SECONDS - steps_started)))"
}

# A command outside the steps that fails under set -e: what passed before it, and the time so far.
trap 'status=$?; echo "✗ ${current_step:-npm test} failed (exit $status)"; steps_summary; echo "npm test failed after $(mmss $((SECONDS - steps_started)))"' ERR
