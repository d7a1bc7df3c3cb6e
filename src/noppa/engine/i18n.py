"""Message catalogs: every player-facing string, in English and Finnish.

Catalogs are TOML files, one per language, in a *domain* folder. The core domain
(``noppa/locale/``) holds the engine's, the bots' and the interfaces' texts; each game registers its
own domain under a short prefix (``dd`` for Dungeon Dice) when it is imported. A key's first dotted
part picks the domain: ``dd.action.stop`` is looked up in the Dungeon Dice catalog, ``engine.error.
game_over`` in the core one. Nested TOML tables flatten into dotted keys.

A value is either a string formatted with ``str.format`` placeholders, or a plural table
``{ one = "...", other = "..." }`` chosen by the ``count`` parameter (English and Finnish share the
one/other rule). :func:`text` is the single lookup used by everything player-facing.
"""

from __future__ import annotations

import tomllib
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from string import Formatter
from typing import Any

LANGS: tuple[str, ...] = ("en", "fi")
"""The languages every catalog must provide, in the order interfaces list them."""

DEFAULT_LANG = "en"

_CORE = Path(__file__).resolve().parent.parent / "locale"

Entry = str | dict[str, str]


@dataclass
class _Domain:
    directory: Path
    catalogs: dict[str, dict[str, Entry]] = field(default_factory=dict)

    def catalog(self, lang: str) -> dict[str, Entry]:
        found = self.catalogs.get(lang)
        if found is None:
            found = _load_catalog(self.directory / f"{lang}.toml")
            self.catalogs[lang] = found
        return found


_domains: dict[str, _Domain] = {}
_core = _Domain(_CORE)


def register_domain(prefix: str, directory: Path) -> None:
    """Make the catalogs in ``directory`` (``en.toml``, ``fi.toml``) answer keys ``prefix.*``."""
    known = _domains.get(prefix)
    if known is not None and known.directory != directory:
        raise ValueError(f"message domain {prefix!r} is already registered for {known.directory}")
    _domains[prefix] = _Domain(directory)


def _flatten(table: dict[str, Any], prefix: str, out: dict[str, Entry], where: Path) -> None:
    for name, value in table.items():
        key = f"{prefix}{name}"
        if isinstance(value, str):
            out[key] = value
        elif isinstance(value, dict) and set(value) == {"one", "other"}:
            if not all(isinstance(v, str) for v in value.values()):
                raise ValueError(f"{where}: plural entry {key!r} must hold strings")
            out[key] = {"one": value["one"], "other": value["other"]}
        elif isinstance(value, dict):
            _flatten(value, f"{key}.", out, where)
        else:
            raise ValueError(f"{where}: entry {key!r} must be a string, a plural table or a table")


def _load_catalog(path: Path) -> dict[str, Entry]:
    try:
        with path.open("rb") as handle:
            raw = tomllib.load(handle)
    except FileNotFoundError:
        return {}
    except tomllib.TOMLDecodeError as error:
        raise ValueError(f"{path}: {error}") from error
    out: dict[str, Entry] = {}
    _flatten(raw, "", out, path)
    return out


def _domain_for(key: str) -> _Domain:
    return _domains.get(key.partition(".")[0], _core)


def _entry(key: str, lang: str) -> Entry | None:
    domain = _domain_for(key)
    found = domain.catalog(lang).get(key)
    if found is None and lang != DEFAULT_LANG:
        found = domain.catalog(DEFAULT_LANG).get(key)
    return found


def has_text(key: str, lang: str = DEFAULT_LANG) -> bool:
    """Whether ``key`` has a message in ``lang`` (without falling back)."""
    return key in _domain_for(key).catalog(lang)


def text(key: str, lang: str = DEFAULT_LANG, /, **params: Any) -> str:
    """The message ``key`` in ``lang`` with ``params`` filled in.

    Falls back to English, then to the key itself, so a missing message never crashes an interface
    (the catalog tests make sure none is missing). A ``count`` parameter selects a plural form.
    """
    entry = _entry(key, lang if lang in LANGS else DEFAULT_LANG)
    if entry is None:
        return key
    if isinstance(entry, dict):
        count = params.get("count", 0)
        entry = entry["one"] if count == 1 else entry["other"]
    if not params:
        return entry
    try:
        return entry.format_map(params)
    except (KeyError, IndexError, ValueError):
        return entry


def catalog(prefix: str, lang: str = DEFAULT_LANG) -> dict[str, Entry]:
    """Every message of one domain in ``lang`` (English where ``lang`` lacks one), flattened.

    ``prefix`` is a game's catalog prefix (``"dd"``) or ``""`` for the core catalog. Interfaces
    that render on another machine (the browser client) fetch their strings through this.
    """
    domain = _domains.get(prefix, _core) if prefix else _core
    merged = dict(domain.catalog(DEFAULT_LANG))
    if lang in LANGS and lang != DEFAULT_LANG:
        merged.update(domain.catalog(lang))
    return merged


def decimal(value: float, lang: str = DEFAULT_LANG, digits: int = 2) -> str:
    """A number with ``digits`` decimals, written the way ``lang`` writes it (Finnish: 0,84)."""
    written = f"{value:.{digits}f}"
    return written.replace(".", ",") if lang == "fi" else written


def percent(value: float, lang: str = DEFAULT_LANG, digits: int = 1) -> str:
    """A probability as a percentage (0.333 → "33.3 %", in Finnish "33,3 %")."""
    return f"{decimal(100 * value, lang, digits)} %"


def placeholders(entry: Entry) -> set[str]:
    """The placeholder names a catalog entry uses (all plural forms together)."""
    forms = entry.values() if isinstance(entry, dict) else [entry]
    names: set[str] = set()
    for form in forms:
        for _, name, _, _ in Formatter().parse(form):
            if name:
                names.add(name.split(".")[0].split("[")[0])
    return names


def domains() -> Iterator[tuple[str, Path]]:
    """Every registered domain as (prefix, folder), the core one as ``("", folder)``."""
    yield "", _core.directory
    for prefix, domain in sorted(_domains.items()):
        yield prefix, domain.directory


def check_catalogs() -> list[str]:
    """Problems in the catalogs: keys missing in a language, placeholders that differ, bad prefixes."""
    problems: list[str] = []
    for prefix, directory in domains():
        catalogs = {lang: _load_catalog(directory / f"{lang}.toml") for lang in LANGS}
        every = set().union(*catalogs.values())
        for lang, catalog in catalogs.items():
            for key in sorted(every - set(catalog)):
                problems.append(f"{directory}/{lang}.toml: missing {key!r}")
        for key in sorted(every):
            if prefix and not key.startswith(prefix + "."):
                problems.append(f"{directory}: key {key!r} outside its prefix {prefix!r}")
            if not prefix and key.partition(".")[0] in _domains:
                problems.append(f"{directory}: key {key!r} belongs to domain {key.partition('.')[0]!r}")
            shapes = {lang: placeholders(c[key]) for lang, c in catalogs.items() if key in c}
            if len({frozenset(s) for s in shapes.values()}) > 1:
                problems.append(f"{directory}: placeholders of {key!r} differ: {shapes}")
    return problems
