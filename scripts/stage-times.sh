# Sourced by scripts/test.sh and .ci/run: `stage NAME COMMAND…` runs one stage under a heading and records
# its time; `print_stage_times TITLE` prints the table. A failing stage stops the script (set -e), after
# printing the times so far.
STAGE_NAMES=()
STAGE_SECONDS=()

stage() {
  local name="$1"
  shift
  printf '\n\033[1m▶ %s\033[0m\n' "$name"
  local started=$SECONDS status=0
  "$@" || status=$?
  STAGE_NAMES+=("$name")
  STAGE_SECONDS+=($((SECONDS - started)))
  if [ "$status" -ne 0 ]; then
    print_stage_times "Stopped: '$name' failed (exit $status)"
    return "$status"
  fi
}

print_stage_times() {
  local total=0 i
  printf '\n\033[1m%s\033[0m\n' "$1"
  for i in "${!STAGE_NAMES[@]}"; do
    printf '  %5ss  %s\n' "${STAGE_SECONDS[$i]}" "${STAGE_NAMES[$i]}"
    total=$((total + STAGE_SECONDS[i]))
  done
  printf '  %5ss  total\n' "$total"
}
