#!/usr/bin/env bash
# Run a command while another process keeps every core busy, and say how long it took.
#
#   tools/under_load.sh                                  # the test suite, as ./check runs it
#   tools/under_load.sh python -m pytest -n 2 -q tests/server tests/e2e
#   NOPPA_LOAD_CPUS=4 tools/under_load.sh ./check        # four busy workers instead of one a core
#
# The load is `stress-ng --cpu N` (Debian package stress-ng, installed here when missing, as ./check
# installs chromium), N = the number of cores unless NOPPA_LOAD_CPUS says otherwise. It runs in a
# process group of its own, stopped when the command ends (or this script is interrupted), and
# stops by itself after NOPPA_LOAD_LIMIT (default 4h) should nothing stop it. The exit code is the
# command's. A test that passes only on an idle machine fails here: that is what it is for.
set -euo pipefail
cd "$(dirname "$0")/.."
if ! command -v stress-ng >/dev/null; then
  echo "== installing stress-ng (Debian package) for the load"
  SUDO=""
  if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
  $SUDO env DEBIAN_FRONTEND=noninteractive apt-get update -qq
  $SUDO env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends stress-ng >/dev/null
fi
if [ $# -eq 0 ]; then
  python=.venv/bin/python
  [ -x "$python" ] || python=python3
  set -- env HYPOTHESIS_PROFILE=ci "$python" -m pytest -n auto -q
fi
cpus="${NOPPA_LOAD_CPUS:-$(nproc)}"
setsid stress-ng --cpu "$cpus" --timeout "${NOPPA_LOAD_LIMIT:-4h}" --quiet 2>/dev/null &
load=$!
stop_load() {
  kill -TERM -- "-$load" 2>/dev/null || true
  wait "$load" 2>/dev/null || true
}
trap stop_load EXIT
trap 'exit 130' INT
trap 'exit 143' TERM
echo "== under load: stress-ng --cpu $cpus (group $load); running: $*"
started=$(date +%s%N)
status=0
"$@" || status=$?
ended=$(date +%s%N)
read -r one five _ < /proc/loadavg
took=$(((ended - started) / 1000000000))
printf '== under load: exit %d after %d min %02d s wall time (load average %s over 1 min, %s over 5 min)\n' \
  "$status" $((took / 60)) $((took % 60)) "$one" "$five"
exit "$status"
