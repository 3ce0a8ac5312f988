#!/usr/bin/env bash
# Runs npm scripts side by side: each argument is one or more npm script names, run one after
# another ("db:prepare build" builds once the database is ready); the arguments run at the same
# time. The linter and the type checker are one process on one core each, and the build waits on
# its disk half the time, so on the 2-core CI machine together they take about the longest one's
# time, not the sum (npm test: ~42 s instead of ~55 s). Each argument's output is printed whole,
# in order; the script fails if any script failed.
set -uo pipefail
cd "$(dirname "$0")/.."
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
pids=()
for i in $(seq 1 $#); do
  steps=${!i}
  (
    for step in $steps; do
      echo "── npm run $step"
      npm run -s "$step" || { echo "npm run $step failed ($?)"; exit 1; }
    done
  ) >"$out/$i" 2>&1 &
  pids+=($!)
done
failed=0
for i in $(seq 1 $#); do
  wait "${pids[$((i - 1))]}" || failed=1
  cat "$out/$i"
done
exit "$failed"
