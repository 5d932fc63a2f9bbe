# Sourced by scripts/test.sh and .ci/run: `stage NAME COMMAND…` runs one stage under a heading and records
# its time; `stage_beside NAME COMMAND…` starts a stage that runs beside the next ones (its output kept in a
# log), and `await_stages_beside` waits for them, prints their output and records their times;
# `print_stage_times TITLE` prints the table. A failing stage stops the script (set -e), after printing the
# times so far.
STAGE_NAMES=()
STAGE_SECONDS=()
STAGES_STARTED=$SECONDS
BESIDE_NAMES=()
BESIDE_PIDS=()
BESIDE_LOGS=()

stage() {
  local name="$1"
  shift
  printf '\n\033[1m▶ %s\033[0m\n' "$name"
  local started=$SECONDS status=0
  "$@" || status=$?
  record_stage "$name" $((SECONDS - started)) "$status"
}

stage_beside() {
  local name="$1" log
  shift
  mkdir -p .tmp
  log="$(mktemp .tmp/stage-beside-XXXXXX)"
  printf '\n\033[1m▶ %s (beside the next stages; output follows when it ends)\033[0m\n' "$name"
  (
    started=$SECONDS status=0
    "$@" >"$log" 2>&1 || status=$?
    echo "$((SECONDS - started)) $status" >"$log.result"
  ) &
  BESIDE_NAMES+=("$name")
  BESIDE_PIDS+=("$!")
  BESIDE_LOGS+=("$log")
}

await_stages_beside() {
  local i seconds status failed=0
  for i in "${!BESIDE_PIDS[@]}"; do
    wait "${BESIDE_PIDS[$i]}" || true
    printf '\n\033[1m▶ %s (ran beside)\033[0m\n' "${BESIDE_NAMES[$i]}"
    cat "${BESIDE_LOGS[$i]}"
    read -r seconds status <"${BESIDE_LOGS[$i]}.result" || { seconds=0 status=1; }
    rm -f "${BESIDE_LOGS[$i]}" "${BESIDE_LOGS[$i]}.result"
    record_stage "${BESIDE_NAMES[$i]} (beside)" "$seconds" "$status" || failed=$?
  done
  BESIDE_NAMES=() BESIDE_PIDS=() BESIDE_LOGS=()
  return "$failed"
}

record_stage() {
  STAGE_NAMES+=("$1")
  STAGE_SECONDS+=("$2")
  if [ "$3" -ne 0 ]; then
    print_stage_times "Stopped: '$1' failed (exit $3)"
    return "$3"
  fi
}

# Stages beside others overlap, so the total is the wall time since the script began, not the column's sum.
print_stage_times() {
  local i
  printf '\n\033[1m%s\033[0m\n' "$1"
  for i in "${!STAGE_NAMES[@]}"; do
    printf '  %5ss  %s\n' "${STAGE_SECONDS[$i]}" "${STAGE_NAMES[$i]}"
  done
  printf '  %5ss  total (wall)\n' $((SECONDS - STAGES_STARTED))
}
