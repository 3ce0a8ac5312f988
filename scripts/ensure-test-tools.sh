#!/usr/bin/env bash
# The browser tests drive Debian's chromium and read printed PDFs with poppler's pdftotext; the
# PostgreSQL suites start a throwaway cluster with Debian's postgresql server programs.
# Install what is missing when we may (root + apt-get); otherwise say what is needed.
# Never downloads a browser of its own.
set -euo pipefail
need=()
[ -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ] || need+=(chromium)
command -v pdftotext >/dev/null 2>&1 || need+=(poppler-utils)
# the reverse-proxy tests run deploy/run-nginx.sh
[ -x /usr/sbin/nginx ] || command -v nginx >/dev/null 2>&1 || need+=(nginx)
[ -x "${PG_BIN:-/usr/lib/postgresql/15/bin}/initdb" ] && command -v psql >/dev/null 2>&1 || need+=(postgresql)
[ ${#need[@]} -eq 0 ] && exit 0
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Installing ${need[*]} for the browser tests…" >&2
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq >/dev/null
  apt-get install -y -qq "${need[@]}" >/dev/null
  exit 0
fi
echo "missing for the browser and PostgreSQL tests: ${need[*]} (sudo apt-get install -y ${need[*]})" >&2
exit 1
