# Sourced by scripts/test-all.sh: `step NAME COMMAND…` runs one step of `npm test`, printing its time as it ends;
# `steps_done` prints every step's time and the total. A failing step stops the run, naming itself, with or without set -e.
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
