#!/usr/bin/env bash
# bash deploy/run-nginx.sh PORT UPSTREAM [UPSTREAM…]
# Runs nginx in the foreground on PORT with deploy/nginx.conf, in front of the app instances at
# UPSTREAM (host:port each), logging to this process's stdout and stderr. Installs nothing.
# Writes per client address: ROSTER_WRITE_RATE a second (default 30) with bursts of
# ROSTER_WRITE_BURST (default 100), past that 429. New lists to one event per client address:
# EVENT_ENTRY_RATE a minute (default 12) with bursts of EVENT_ENTRY_BURST (default 30) through
# the API.
set -euo pipefail
if [ $# -lt 2 ]; then
  echo "usage: bash deploy/run-nginx.sh PORT UPSTREAM [UPSTREAM…]   (e.g. 8080 127.0.0.1:3001 127.0.0.1:3002)" >&2
  exit 2
fi
NGINX="${NGINX:-$(command -v nginx || echo /usr/sbin/nginx)}"
if [ ! -x "$NGINX" ]; then
  echo "nginx is not installed: apt-get install -y nginx (Debian's 1.22)" >&2
  exit 1
fi
port="$1"
shift
for upstream in "$@"; do
  [[ "$upstream" =~ ^[^[:space:]/]+:[0-9]+$ ]] || { echo "not host:port: $upstream" >&2; exit 2; }
done
[[ "$port" =~ ^[0-9]+$ ]] || { echo "not a port: $port" >&2; exit 2; }
rate="${ROSTER_WRITE_RATE:-30}"
burst="${ROSTER_WRITE_BURST:-100}"
[[ "$rate" =~ ^[1-9][0-9]*$ && "$burst" =~ ^[0-9]+$ ]] || { echo "ROSTER_WRITE_RATE and ROSTER_WRITE_BURST are whole numbers" >&2; exit 2; }
entry_rate="${EVENT_ENTRY_RATE:-12}"
entry_burst="${EVENT_ENTRY_BURST:-30}"
[[ "$entry_rate" =~ ^[1-9][0-9]*$ && "$entry_burst" =~ ^[0-9]+$ ]] || { echo "EVENT_ENTRY_RATE and EVENT_ENTRY_BURST are whole numbers" >&2; exit 2; }

# the run directory: temp files, the cache and the filled-in config; gone when nginx stops
run="$(mktemp -d "${TMPDIR:-/tmp}/roster-nginx-XXXXXX")"
chmod 755 "$run"
trap 'rm -rf "$run"' EXIT
here="$(cd "$(dirname "$0")" && pwd)"
conf="$run/nginx.conf"
# every placeholder in one pass; the upstream line becomes one `server` line per instance
servers="$(printf '    server %s;\\n' "$@")"
servers="${servers%'\n'}"
sed -e "s|^@UPSTREAMS@$|$servers|" -e "s|@RUN@|$run|g" -e "s|@PORT@|$port|" -e "s|@WRITE_RATE@|$rate|" -e "s|@WRITE_BURST@|$burst|g" \
  -e "s|@ENTRY_RATE@|$entry_rate|" -e "s|@ENTRY_BURST@|$entry_burst|g" \
  "$here/nginx.conf" > "$conf"
# the access log: a pipe copied to this script's stdout (nginx cannot open a socket as /dev/stdout)
mkfifo "$run/access.pipe"
# as root, nginx's workers run as nobody: they must reach the run directory
[ "$(id -u)" = "0" ] && chown -R nobody "$run" 2>/dev/null || true
# held open read-write here, so nginx's opens of it never wait and the copy never meets its end
exec 3<>"$run/access.pipe"
cat <&3 &
copier=$!
trap 'kill $copier 2>/dev/null; rm -rf "$run"' EXIT

"$NGINX" -t -q -p "$run" -c "$conf" -e stderr
# nginx runs as a child so the run directory goes with it: a SIGTERM or SIGINT to this script stops both
"$NGINX" -p "$run" -c "$conf" -e stderr -g "daemon off;" &
pid=$!
trap 'kill -TERM $pid 2>/dev/null; wait $pid; exit 0' TERM INT
status=0
wait $pid || status=$?
exit $status
