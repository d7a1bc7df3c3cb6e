"""The browser client built for serving: ``python -m noppa.web.build``.

esbuild (pinned in the repository's ``package.json``/``package-lock.json``, installed with
``npm ci``) bundles the ES modules that ``static/index.html`` loads into one module, every module
they import, statically or dynamically (``import(`./${game.id}.js`)`` included: esbuild takes every
file the pattern can name), so a new module is picked up with no list to keep. The stylesheet is
bundled the same way. Each output, and each file the pages refer to as ``/static/…`` (the icon), is
written under a name carrying a hash of its content (``app.1f2e….js``), with a gzip and a brotli
copy beside it, into ``web/bundle/``; ``index.html`` there refers to the hashed names, and
``manifest.json`` lists the files and the digest of the sources they were built from.

The server (:mod:`noppa.server.assets`) serves the bundle only while that digest is the digest of
the sources it has: an edited module is never hidden behind an old bundle, and a source checkout
without a build (no Node.js at hand) serves the sources as they are. The build is reproducible: the
same sources and esbuild give the same bytes (no timestamps in the gzip copies, source maps that name
the sources by their ``/static/`` address rather than by the folder the build ran in).
"""

from __future__ import annotations

import argparse
import gzip
import hashlib
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from noppa.web import STATIC

BUNDLE = Path(__file__).resolve().parent / "bundle"
"""Where the build is written (ignored by git; shipped in a wheel built after it)."""

MANIFEST = "manifest.json"
FORMAT = 1
"""The manifest's format: a build of another format is not served (it is rebuilt)."""

ENCODINGS = {"br": ".br", "gzip": ".gz"}
"""The precompressed copies written beside each file: Content-Encoding → suffix."""

_SCRIPT = re.compile(r'<script type="module" src="/static/([^"]+\.js)"')
_STYLE = re.compile(r'<link rel="stylesheet" href="/static/([^"]+\.css)"')
_STATIC_REF = re.compile(r"/static/([A-Za-z0-9_][A-Za-z0-9_./-]*\.[A-Za-z0-9]+)")
_MAP_REF = re.compile(r"(//# sourceMappingURL=|/\*# sourceMappingURL=)([^ */\n]+\.map)")


class BuildError(RuntimeError):
    """The build could not be made (no esbuild, or esbuild refused the sources)."""


@dataclass(frozen=True)
class Manifest:
    """A build: ``files`` maps each hashed name to the encodings written beside it; ``names`` maps
    each source path (relative to ``static/``) to its hashed name."""

    source: str
    esbuild: str
    files: dict[str, list[str]]
    names: dict[str, str]

    def to_json(self) -> dict[str, Any]:
        return {
            "format": FORMAT,
            "source": self.source,
            "esbuild": self.esbuild,
            "files": self.files,
            "names": self.names,
        }

    @classmethod
    def read(cls, folder: Path) -> Manifest | None:
        """The manifest in ``folder``, or None where there is none (or one of another format)."""
        try:
            data = json.loads((folder / MANIFEST).read_text(encoding="utf-8"))
        except (OSError, ValueError):
            return None
        if not isinstance(data, dict) or data.get("format") != FORMAT:
            return None
        return cls(source=data["source"], esbuild=data["esbuild"], files=data["files"], names=data["names"])


def source_digest(static: Path = STATIC) -> str:
    """The digest of every file of the client's sources (their paths and contents)."""
    digest = hashlib.sha256()
    for path in sorted(p for p in static.rglob("*") if p.is_file()):
        digest.update(path.relative_to(static).as_posix().encode() + b"\0")
        digest.update(hashlib.sha256(path.read_bytes()).digest())
    return digest.hexdigest()


def is_fresh(bundle: Path = BUNDLE, static: Path = STATIC) -> bool:
    """Whether ``bundle`` holds a build of the sources in ``static`` as they are now."""
    manifest = Manifest.read(bundle)
    return manifest is not None and manifest.source == source_digest(static)


def repository_root() -> Path:
    """The checkout this module lies in (``src/noppa/web`` → the root), where ``node_modules`` is."""
    return Path(__file__).resolve().parents[3]


def find_esbuild() -> Path | None:
    """esbuild as ``npm ci`` installed it (or ``$NOPPA_ESBUILD``), or None where it is not."""
    named = os.environ.get("NOPPA_ESBUILD")
    candidates = [Path(named)] if named else [repository_root() / "node_modules" / ".bin" / "esbuild"]
    return next((path for path in candidates if path.is_file()), None)


def _hashed(name: str, data: bytes) -> str:
    """``app.js`` → ``app.<first 16 hex digits of the content's SHA-256>.js`` (``.js.map`` kept whole)."""
    digest = hashlib.sha256(data).hexdigest()[:16]
    stem, dot, suffix = name.partition(".")
    return f"{stem}.{digest}{dot}{suffix}" if dot else f"{name}.{digest}"


def _compressed(data: bytes) -> dict[str, bytes]:
    """The brotli and gzip copies of ``data`` that are smaller than it (reproducible: no mtime)."""
    import brotli  # the web extra's; only the build needs it

    copies = {
        "br": brotli.compress(data, quality=11),
        "gzip": gzip.compress(data, compresslevel=9, mtime=0),
    }
    return {encoding: copy for encoding, copy in copies.items() if len(copy) < len(data)}


def _run_esbuild(esbuild: Path, static: Path, entries: list[str], out: Path) -> str:
    """Bundle ``entries`` (paths relative to ``static``) into ``out``; esbuild's version."""
    version = subprocess.run(
        [str(esbuild), "--version"], capture_output=True, text=True, check=True
    ).stdout.strip()
    command = [
        str(esbuild),
        *entries,
        "--bundle",
        "--format=esm",
        "--minify",
        "--charset=utf8",
        "--sourcemap=linked",
        "--sources-content=false",
        f"--outdir={out}",
        "--outbase=.",
        "--log-level=warning",
    ]
    done = subprocess.run(command, check=False, cwd=static, capture_output=True, text=True)
    if done.returncode != 0:
        raise BuildError(f"esbuild failed:\n{done.stderr}")
    return version


def _source_map(data: bytes, folder: Path, static: Path) -> bytes:
    """A source map (written into ``folder``) whose sources are the modules' ``/static/`` addresses
    (the server serves them), not paths relative to the temporary folder the build ran in."""
    content = json.loads(data)
    root = static.resolve()
    content["sources"] = [
        "/static/" + Path(os.path.normpath(folder / source)).relative_to(root).as_posix()
        for source in content["sources"]
    ]
    return json.dumps(content, separators=(",", ":"), sort_keys=True).encode()


def build(bundle: Path = BUNDLE, static: Path = STATIC, esbuild: Path | None = None) -> Manifest:
    """Build the client from ``static`` into ``bundle`` (see the module's text); the manifest."""
    esbuild = esbuild or find_esbuild()
    if esbuild is None:
        raise BuildError("no esbuild: run `npm ci` in the repository (it installs the pinned esbuild)")
    source = source_digest(static)
    index = (static / "index.html").read_text(encoding="utf-8")
    entries = _SCRIPT.findall(index) + _STYLE.findall(index)
    if not entries:
        raise BuildError("static/index.html loads no /static/ module or stylesheet")
    outputs: dict[str, bytes] = {}  # path relative to static → content, before hashing
    with tempfile.TemporaryDirectory() as tmp:
        version = _run_esbuild(esbuild, static, entries, Path(tmp))
        for written_path in sorted(Path(tmp).rglob("*")):
            if written_path.is_file():
                data = written_path.read_bytes()
                if written_path.suffix == ".map":
                    data = _source_map(data, written_path.parent, static)
                outputs[written_path.relative_to(tmp).as_posix()] = data
    names: dict[str, str] = {}  # source path → hashed name
    written: dict[str, bytes] = {}  # hashed name → content

    def place(path: str, data: bytes) -> str:
        name = _hashed(Path(path).name, data)
        if name in written and written[name] != data:
            raise BuildError(f"two outputs named {name}")
        names[path], written[name] = name, data
        return name

    def refs(text: str) -> str:
        """Every ``/static/FILE`` the text names, for a FILE that is not an entry, → its hashed copy."""

        def hashed_ref(match: re.Match[str]) -> str:
            path = match.group(1)
            if path not in names:
                if path in entries or not (static / path).is_file():
                    return match.group(0)
                place(path, (static / path).read_bytes())
            return f"/assets/{names[path]}"

        return _STATIC_REF.sub(hashed_ref, text)

    for path in sorted(outputs):
        if path.endswith(".map"):
            place(path, outputs[path])
    for path in sorted(outputs):
        if path.endswith(".map"):
            continue
        text = refs(outputs[path].decode("utf-8"))
        folder = str(Path(path).parent).strip(".")

        def map_ref(match: re.Match[str], folder: str = folder) -> str:
            return match.group(1) + names[f"{folder}/{match.group(2)}" if folder else match.group(2)]

        place(path, _MAP_REF.sub(map_ref, text).encode("utf-8"))
    for entry in entries:
        if entry not in names:
            raise BuildError(f"esbuild wrote nothing for {entry}")
    page = re.sub(
        r"/static/([^\"]+)",
        lambda m: f"/assets/{names[m.group(1)]}" if m.group(1) in entries else m.group(0),
        index,
    )
    page = refs(page)
    files: dict[str, list[str]] = {}
    bundle.mkdir(parents=True, exist_ok=True)
    for name, data in sorted({**written, "index.html": page.encode("utf-8")}.items()):
        copies = _compressed(data)
        files[name] = sorted(copies)
        _write(bundle / name, data)
        for encoding, copy in copies.items():
            _write(bundle / (name + ENCODINGS[encoding]), copy)
    manifest = Manifest(source=source, esbuild=version, files=files, names=dict(sorted(names.items())))
    _write(bundle / MANIFEST, (json.dumps(manifest.to_json(), indent=1, sort_keys=True) + "\n").encode())
    keep = {MANIFEST} | {name + suffix for name in files for suffix in ["", *ENCODINGS.values()]}
    for left in bundle.iterdir():  # what an earlier build left
        if left.name not in keep:
            shutil.rmtree(left) if left.is_dir() else left.unlink(missing_ok=True)
    return manifest


def _write(path: Path, data: bytes) -> None:
    """Write ``path`` whole or not at all (a server or a parallel build never reads half a file)."""
    if path.is_file() and path.read_bytes() == data:
        return
    with tempfile.NamedTemporaryFile(dir=path.parent, prefix=f".{path.name}.", delete=False) as tmp:
        tmp.write(data)
    os.chmod(tmp.name, 0o644)
    os.replace(tmp.name, path)


def ensure_built(bundle: Path = BUNDLE, static: Path = STATIC) -> bool:
    """Build when the bundle is missing or stale and esbuild is at hand; whether it is fresh now."""
    if is_fresh(bundle, static):
        return True
    if find_esbuild() is None:
        return False
    build(bundle, static)
    return True


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m noppa.web.build",
        description="Bundle, hash and precompress the browser client into noppa/web/bundle (needs `npm ci`).",
    )
    parser.add_argument(
        "--if-stale", action="store_true", help="build only when the sources changed since the last build"
    )
    parser.add_argument(
        "--check", action="store_true", help="only tell whether the build is up to date (exit 1 if not)"
    )
    args = parser.parse_args(argv)
    if args.check:
        fresh = is_fresh()
        print("the static build is up to date" if fresh else "the static build is missing or out of date")
        return 0 if fresh else 1
    if args.if_stale and is_fresh():
        print(f"the static build in {BUNDLE} is up to date")
        return 0
    try:
        manifest = build()
    except BuildError as error:
        print(f"static build: {error}", file=sys.stderr)
        return 1
    total = sum((BUNDLE / name).stat().st_size for name in manifest.files)
    print(f"built {len(manifest.files)} files ({total:,} bytes uncompressed) with esbuild {manifest.esbuild}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
