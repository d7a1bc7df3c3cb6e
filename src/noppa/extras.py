"""How to install an optional extra (``sim``, ``rl``, ``web``…) into the Python that runs noppa.

noppa is not on the package index, so installing an extra by the package's name cannot work. Every
message that names an install command takes it from :func:`install_command`, which says what works
for the installation at hand:

- a clone run through ``./run`` (the clone's ``.venv``): ``./run --with sim``, which installs the
  extra into ``.venv`` and keeps it for later runs;
- a clone run by another Python (its ``src`` on the path, or installed editable elsewhere):
  ``python -m pip install -e '/path/to/clone[sim]'``;
- an installed wheel: ``python -m pip install`` and the extra's own requirements, read from the
  installed package's metadata.
"""

from __future__ import annotations

import shlex
import shutil
import sys
from importlib import metadata
from pathlib import Path

__all__ = ["clone_root", "extra_requirements", "install_command"]


def clone_root() -> Path | None:
    """The root of the source clone this noppa runs from (its ``pyproject.toml`` and ``./run``), or None."""
    root = Path(__file__).resolve().parents[2]
    if (root / "pyproject.toml").is_file() and (root / "run").is_file():
        return root
    return None


def extra_requirements(extra: str, distribution: str = "noppa") -> list[str]:
    """The requirements ``extra`` adds, from the installed metadata (``noppa[x]`` inside it expanded)."""
    try:
        declared = metadata.requires(distribution) or []
    except metadata.PackageNotFoundError:
        return []
    found: list[str] = []
    for line in declared:
        requirement, _, marker = line.partition(";")
        if marker.replace("'", '"').replace(" ", "") != f'extra=="{extra}"':
            continue
        requirement = requirement.strip()
        if requirement.startswith(f"{distribution}["):
            for inner in requirement[len(distribution) + 1 : requirement.index("]")].split(","):
                found += [r for r in extra_requirements(inner.strip(), distribution) if r not in found]
        elif requirement not in found:
            found.append(requirement)
    return found


def _python() -> str:
    """How to name this interpreter in a command: ``python`` when that is it on PATH, else its path."""
    on_path = shutil.which("python")
    if on_path is not None and Path(on_path).absolute() == Path(sys.executable).absolute():
        return "python"
    return sys.executable or "python"


def install_command(extra: str) -> str:
    """A shell command that installs the optional ``extra`` for the noppa that is running."""
    root = clone_root()
    if root is not None:
        if Path(sys.prefix).resolve() == (root / ".venv").resolve():
            run = "./run" if Path.cwd().resolve() == root else shlex.quote(str(root / "run"))
            return f"{run} --with {extra}"
        return f"{_python()} -m pip install -e {shlex.quote(f'{root}[{extra}]')}"
    requirements = extra_requirements(extra)
    if not requirements:  # no metadata to read: the extra's name is all there is to say
        return f"{_python()} -m pip install {shlex.quote(f'noppa[{extra}]')}"
    return f"{_python()} -m pip install " + " ".join(shlex.quote(r) for r in requirements)
