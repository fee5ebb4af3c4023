# Sourced by scripts/test-all.sh: `step NAME COMMAND…` runs one step of `npm test`, printing its time as it ends;
# `at_once NAME 'COMMAND' NAME 'COMMAND'…` runs steps side by side; `steps_done` prints every step's time, the
# total against the budget and the costliest steps. A failing step stops the run, naming itself, with or without
# set -e. A caller may define `more_costs` to print more as the run ends, passed or failed.
steps_started=$SECONDS
steps_table=()
current_step=""
# What the whole run may take on the 2-core CI machine: in view at its end, never a reason to fail it.
STEPS_BUDGET_SECONDS=$((30 * 60))

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
  if declare -F more_costs >/dev/null; then more_costs || true; fi
}

# The total against the budget, and the three steps that cost most (side-by-side steps each count their own time).
steps_budget() {
  local took=$((SECONDS - steps_started)) costliest
  if ((took <= STEPS_BUDGET_SECONDS)); then
    echo "npm test took $(mmss "$took") of its $(mmss "$STEPS_BUDGET_SECONDS") budget"
  else
    echo "npm test took $(mmss "$took"), over its $(mmss "$STEPS_BUDGET_SECONDS") budget by $(mmss $((took - STEPS_BUDGET_SECONDS)))"
  fi
  costliest=$(printf '%s\n' "${steps_table[@]}" | sort -r | head -n 3 | sed 's/^\([0-9:]*\)  \(.*\)$/\2 \1/' | paste -sd ',' - | sed 's/,/, /g')
  echo "Costliest steps: $costliest"
}

steps_done() {
  echo "Steps:"
  steps_summary
  steps_budget
}

# A command outside the steps that fails under set -e: what passed before it, and the time so far.
trap 'status=$?; echo "✗ ${current_step:-npm test} failed (exit $status)"; steps_summary; echo "npm test failed after $(mmss $((SECONDS - steps_started)))"' ERR
