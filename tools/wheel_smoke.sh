#!/usr/bin/env bash
# Build noppa's wheel and prove it installs and plays on its own, away from this clone:
#  1. `python -m build --wheel` (the `build` package of the dev extra; setuptools comes in its
#     isolated build environment);
#  2. the wheel holds every file of src/noppa that git tracks: the code, the browser client
#     (web/static), the Fluent catalogs, the games' data TOML and rules, the database migrations;
#  3. a fresh virtual environment (no system site-packages) gets the wheel with its base
#     dependencies only, and, run from an empty folder so this clone's src cannot be imported,
#     `noppa games` lists the three games, a seeded bot game of Dungeon Dice plays to its end
#     (twice, the same), and an extra's install hint names its requirements, not this clone.
# Usage: tools/wheel_smoke.sh [PYTHON]   (default .venv/bin/python; it needs `build`)
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
python=${1:-.venv/bin/python}
case "$python" in /*) ;; */*) python="$root/$python" ;; esac  # a relative path: from the clone's root
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
say() { echo "wheel smoke: $*"; }
fail() { echo "wheel smoke FAILED: $*" >&2; exit 1; }

# The wheel is built from a copy of what the package is made of (the files git tracks, as they are
# in the work tree), so the build leaves nothing behind here (build/, src/noppa.egg-info, which
# would shadow the installed metadata on a PYTHONPATH of src) and cannot lean on stray files.
mkdir "$work/tree"
if git rev-parse --git-dir >/dev/null 2>&1; then
  git ls-files -z -- src pyproject.toml README.md | tar --null -T - -cf - | tar -xf - -C "$work/tree"
else
  cp -r src pyproject.toml README.md "$work/tree/"
  find "$work/tree" -name __pycache__ -prune -exec rm -rf {} +
fi
# Every file of the package's source must be in the wheel (a file that is not would be missing at
# run time from any installation but an editable one).
(cd "$work/tree/src" && find noppa -type f | sort) >"$work/expected"

say "building the wheel"
(cd "$work/tree" && "$python" -m build --wheel --outdir "$work/dist" . ) >"$work/build.log" 2>&1 \
  || { cat "$work/build.log" >&2; fail "python -m build"; }
wheel=$(ls "$work"/dist/noppa-*.whl)
say "$(basename "$wheel"), $(du -k "$wheel" | cut -f1) kB"
"$python" - "$wheel" "$work/expected" <<'EOF'
import sys, zipfile
names = set(zipfile.ZipFile(sys.argv[1]).namelist())
expected = [line for line in open(sys.argv[2]).read().splitlines() if line]
missing = [name for name in expected if name not in names]
if missing:
    sys.exit("the wheel lacks " + ", ".join(missing))
kinds = {
    "browser client": "noppa/web/static/",
    "catalogs": ".ftl",
    "data TOML": ".toml",
    "migrations": "noppa/server/migrations/versions/",
    "migration template": "script.py.mako",
}
counts = {kind: sum(1 for name in expected if mark in name) for kind, mark in kinds.items()}
empty = [kind for kind, count in counts.items() if count == 0]
if empty:
    sys.exit("nothing in the source tree for " + ", ".join(empty))
print("wheel smoke: the wheel holds all", len(expected), "files of src/noppa:",
      ", ".join(f"{kind} {count}" for kind, count in counts.items()))
EOF

say "installing it into a fresh virtual environment (base dependencies only)"
env -u PYTHONPATH python3 -m venv "$work/venv"  # PYTHONPATH pointing at a src would make pip skip the wheel
env -u PYTHONPATH "$work/venv/bin/python" -m pip install --quiet --disable-pip-version-check "$wheel" 2>&1 \
  | { grep -v "is ignored: it is neither" || true; }
[ -x "$work/venv/bin/noppa" ] || fail "no noppa command in the virtual environment"

mkdir "$work/empty"
cd "$work/empty"
run_noppa() { env -u PYTHONPATH NOPPA_HOME="$work/home" NOPPA_LANG=en "$work/venv/bin/noppa" "$@"; }
where=$(env -u PYTHONPATH "$work/venv/bin/python" -c "import noppa; print(noppa.__file__)")
case "$where" in "$work/venv/"*) ;; *) fail "noppa was imported from $where, not the wheel";; esac

games=$(run_noppa games)
for name in "Dungeon Dice" "Key to the Kingdom" "Runebound"; do
  grep -q "$name" <<<"$games" || fail "noppa games does not list $name"
done
say "noppa games lists the three games"

run_noppa play dungeon-dice --players 2 --bots all --seed 7 --delay 0 >"$work/game1.txt" \
  || { cat "$work/game1.txt" >&2; fail "the bot game did not play"; }
run_noppa play dungeon-dice --players 2 --bots all --seed 7 --delay 0 >"$work/game2.txt"
grep -Eqi "wins|escapes" "$work/game1.txt" || { tail "$work/game1.txt" >&2; fail "the bot game did not end with a winner"; }
cmp -s "$work/game1.txt" "$work/game2.txt" || fail "the same seed played two different games"
say "a seeded bot game of Dungeon Dice plays to the end ($(wc -l <"$work/game1.txt") lines), the same twice"

hint=$(env -u PYTHONPATH "$work/venv/bin/python" -c "from noppa.extras import install_command; print(install_command('sim'))")
case "$hint" in *scipy*) ;; *) fail "the sim extra's install hint is '$hint'";; esac
case "$hint" in *"$root"*|*"noppa["*) fail "the sim extra's install hint names the clone: '$hint'";; esac
say "an installed wheel's hint for the sim extra: $hint"
