#!/usr/bin/env bash
# The e2e tests drive Debian's chromium. Install it when it is missing and we may (root + apt-get);
# otherwise say what is needed. Never downloads a browser of its own.
set -euo pipefail
bin="${CHROMIUM_PATH:-/usr/bin/chromium}"
[ -x "$bin" ] && exit 0
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Installing Debian's chromium for the browser tests…" >&2
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq >/dev/null
  apt-get install -y -qq chromium >/dev/null
  exit 0
fi
echo "chromium is missing at $bin: install it (sudo apt-get install -y chromium) or set CHROMIUM_PATH" >&2
exit 1
