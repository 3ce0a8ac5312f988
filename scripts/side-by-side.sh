#!/usr/bin/env bash
# npm test's static checks: the linter and the type checker, side by side. Each is one process on
# one core, so on the 2-core CI machine together they take the longer one's time, not the sum.
# Each one's output is printed whole, in order; the script fails if either did.
set -uo pipefail
cd "$(dirname "$0")/.."
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
npm run -s lint >"$out/lint" 2>&1 &
lint=$!
npm run -s typecheck >"$out/typecheck" 2>&1 &
types=$!
wait "$lint"; lint_rc=$?
wait "$types"; types_rc=$?
for step in lint typecheck; do
  echo "── npm run $step"
  cat "$out/$step"
done
[ "$lint_rc" -eq 0 ] || echo "npm run lint failed ($lint_rc)" >&2
[ "$types_rc" -eq 0 ] || echo "npm run typecheck failed ($types_rc)" >&2
[ "$lint_rc" -eq 0 ] && [ "$types_rc" -eq 0 ]
