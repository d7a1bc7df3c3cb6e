"""``./run --with EXTRAS``: installs the extras into .venv, keeps them, re-installs only when the set grows.

The script runs for real on a copy of the clone's ``run`` and ``pyproject.toml``; ``python3 -m venv``
makes a stand-in .venv whose ``python`` records each pip command and whose ``noppa`` prints its
arguments, so nothing is downloaded.
"""

from __future__ import annotations

import os
import shutil
import stat
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]

FAKE_PYTHON3 = """#!/bin/sh
if [ "$1" = "-m" ] && [ "$2" = "venv" ]; then
  mkdir -p "$3/bin"
  printf '#!/bin/sh\\necho "$*" >> "%s/pip.log"\\n' "$PWD" > "$3/bin/python"
  printf '#!/bin/sh\\necho "noppa $*"\\n' > "$3/bin/noppa"
  chmod +x "$3/bin/python" "$3/bin/noppa"
  exit 0
fi
exec "{python}" "$@"
"""


@pytest.fixture
def clone(tmp_path: Path) -> Path:
    shutil.copy(ROOT / "run", tmp_path / "run")
    shutil.copy(ROOT / "pyproject.toml", tmp_path / "pyproject.toml")
    bin_dir = tmp_path / "fakebin"
    bin_dir.mkdir()
    python3 = bin_dir / "python3"
    python3.write_text(FAKE_PYTHON3.replace("{python}", sys.executable))
    python3.chmod(python3.stat().st_mode | stat.S_IEXEC)
    return tmp_path


def run(clone: Path, *args: str) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "PATH": f"{clone / 'fakebin'}{os.pathsep}{os.environ['PATH']}"}
    return subprocess.run(
        ["bash", str(clone / "run"), *args],
        check=False,
        cwd=clone,
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
    )


def installs(clone: Path) -> list[str]:
    log = clone / "pip.log"
    lines = log.read_text().splitlines() if log.exists() else []
    return [line.split()[-1] for line in lines if "-e" in line.split()]


def test_run_with_adds_extras_keeps_them_and_passes_the_rest_on(clone: Path) -> None:
    done = run(clone, "--with", "sim,rl", "games")
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "noppa games"
    assert installs(clone) == [".[rl,sim,web]"]
    assert (clone / ".venv" / ".extras").read_text().strip() == "rl,sim,web"
    # a plain ./run keeps them and installs nothing again
    done = run(clone, "play", "dungeon-dice")
    assert done.stdout.strip() == "noppa play dungeon-dice"
    assert installs(clone) == [".[rl,sim,web]"]
    # an extra already kept: nothing to install; a new one: the set grows, installed once
    assert run(clone, "--with", "sim", "games").returncode == 0
    assert installs(clone) == [".[rl,sim,web]"]
    done = run(clone, "--with=openspiel")
    assert done.returncode == 0 and done.stdout == ""  # nothing after --with: install and stop
    assert installs(clone) == [".[rl,sim,web]", ".[openspiel,rl,sim,web]"]
    assert run(clone).stdout.strip() == "noppa serve"


def test_an_unknown_extra_is_refused_by_name_before_anything_is_installed(clone: Path) -> None:
    done = run(clone, "--with", "sim,simm", "games")
    assert done.returncode != 0
    assert "no extra simm" in done.stderr and "sim" in done.stderr
    assert installs(clone) == [] and not (clone / ".venv").exists()
    done = run(clone, "--with")
    assert done.returncode == 2 and "--with needs extras" in done.stderr
