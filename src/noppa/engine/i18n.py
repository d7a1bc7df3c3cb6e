"""Message catalogs: every player-facing string, in English and Finnish, in Project Fluent.

Catalogs are Fluent files (``.ftl``), one per language, in a *domain* folder. The core domain
(``noppa/locale/``) holds the engine's, the bots' and the interfaces' texts; each game registers its
own domain under a short prefix (``dd`` for Dungeon Dice) when it is imported. Callers name a
message by a dotted key, ``dd.action.stop``; its Fluent id is the key with every dot turned into a
hyphen, ``dd-action-stop`` (:func:`message_id`), and its first part picks the domain: ``dd.…`` is
looked up in the Dungeon Dice catalog, ``engine.error.game_over`` in the core one.

Messages use Fluent's own syntax: ``{ $name }`` placeables, selectors on CLDR plural categories
(``{ $count -> [one] … *[other] … }``), numbers written the way the language writes them (Babel,
through ``fluent.runtime``). :func:`text` is the single lookup used by everything player-facing;
docs/i18n.md tells how to add a message or a language.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from copy import copy
from dataclasses import dataclass, field
from datetime import date
from decimal import Decimal
from pathlib import Path
from typing import Any

from babel import Locale
from fluent.runtime import FluentBundle, FluentResource
from fluent.runtime.types import FluentType
from fluent.syntax import ast as ftl
from fluent.syntax.serializer import serialize_pattern

LANGS: tuple[str, ...] = ("en", "fi")
"""The languages every catalog must provide, in the order interfaces list them."""

DEFAULT_LANG = "en"

_CORE = Path(__file__).resolve().parent.parent / "locale"


def message_id(key: str) -> str:
    """The Fluent id of a dotted message key (``dd.ui.cards`` → ``dd-ui-cards``)."""
    return key.replace(".", "-")


@dataclass
class _Catalog:
    """One language of one domain: the parsed resource and the bundle that formats it."""

    messages: dict[str, ftl.Message]
    bundle: FluentBundle


def _load_catalog(path: Path, lang: str) -> _Catalog:
    try:
        source = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        source = ""
    resource = FluentResource(source)
    junk = [entry for entry in resource.body if isinstance(entry, ftl.Junk)]
    if junk:
        raise ValueError(f"{path}: cannot parse {(junk[0].content or '').strip()[:80]!r}")
    bundle = FluentBundle([lang], use_isolating=False)
    bundle.add_resource(resource)
    messages = {e.id.name: e for e in resource.body if isinstance(e, ftl.Message) and e.value}
    return _Catalog(messages, bundle)


@dataclass
class _Domain:
    directory: Path
    catalogs: dict[str, _Catalog] = field(default_factory=dict)

    def catalog(self, lang: str) -> _Catalog:
        found = self.catalogs.get(lang)
        if found is None:
            found = _load_catalog(self.directory / f"{lang}.ftl", lang)
            self.catalogs[lang] = found
        return found


_domains: dict[str, _Domain] = {}
_core = _Domain(_CORE)


def register_domain(prefix: str, directory: Path) -> None:
    """Make the catalogs in ``directory`` (``en.ftl``, ``fi.ftl``) answer keys ``prefix.*``."""
    known = _domains.get(prefix)
    if known is not None and known.directory != directory:
        raise ValueError(f"message domain {prefix!r} is already registered for {known.directory}")
    _domains[prefix] = _Domain(directory)


def _domain_for(key: str) -> _Domain:
    head = key.partition(".")[0] if "." in key else key.partition("-")[0]
    return _domains.get(head, _core)


def has_text(key: str, lang: str = DEFAULT_LANG) -> bool:
    """Whether ``key`` has a message in ``lang`` (without falling back)."""
    return message_id(key) in _domain_for(key).catalog(lang).messages


def _fluent_value(value: Any) -> Any:
    """A parameter as Fluent takes it: numbers stay numbers (plurals, locale digits), the rest text."""
    if isinstance(value, bool) or value is None:
        return str(value)
    if isinstance(value, str | int | float | Decimal | date | FluentType):
        return value
    return str(value)


def text(key: str, lang: str = DEFAULT_LANG, /, **params: Any) -> str:
    """The message ``key`` in ``lang`` with ``params`` filled in.

    Falls back to English, then to the key itself, so a missing message never crashes an interface
    (the catalog tests make sure none is missing). Numbers select plural variants and are written
    in the language's digits; a missing parameter shows as ``{$name}``, which the text tests catch.
    """
    lang = lang if lang in LANGS else DEFAULT_LANG
    ident = message_id(key)
    domain = _domain_for(key)
    found = domain.catalog(lang)
    if ident not in found.messages and lang != DEFAULT_LANG:
        found = domain.catalog(DEFAULT_LANG)
    if ident not in found.messages:
        return key
    pattern = found.bundle.get_message(ident).value
    assert pattern is not None  # messages without a value are not indexed
    args = {name: _fluent_value(value) for name, value in params.items()}
    written, _errors = found.bundle.format_pattern(pattern, args)
    return str(written)


def catalog(prefix: str, lang: str = DEFAULT_LANG) -> dict[str, str]:
    """Every message of one domain in ``lang`` (English where ``lang`` lacks one), as Fluent source.

    Maps each Fluent id to its pattern's source, so ``f"{id} = {pattern}"`` lines make a Fluent
    resource again. ``prefix`` is a game's catalog prefix (``"dd"``) or ``""`` for the core catalog.
    Interfaces that format on another machine (the browser, with ``@fluent/bundle``) fetch this.
    """
    domain = _domains.get(prefix, _core) if prefix else _core
    merged = dict(domain.catalog(DEFAULT_LANG).messages)
    if lang in LANGS and lang != DEFAULT_LANG:
        merged.update(domain.catalog(lang).messages)
    return {ident: _pattern_source(message) for ident, message in merged.items()}


def _pattern_source(message: ftl.Message) -> str:
    assert message.value is not None
    return serialize_pattern(message.value).strip(" ").removeprefix("\n    ")


def decimal(value: float, lang: str = DEFAULT_LANG, digits: int = 2) -> str:
    """A number with ``digits`` decimals, written the way ``lang`` writes it (Finnish: 0,84)."""
    return _number(value, lang, digits, percent=False)


def percent(value: float, lang: str = DEFAULT_LANG, digits: int = 1) -> str:
    """A probability as a percentage in ``lang``'s way (0.333 → "33.3%", in Finnish "33,3 %")."""
    return _number(value, lang, digits, percent=True)


def _number(value: float, lang: str, digits: int, *, percent: bool) -> str:
    """``value`` in the CLDR decimal or percent pattern of ``lang`` (Babel), with ``digits`` decimals."""
    locale = Locale.parse(lang if lang in LANGS else DEFAULT_LANG)
    shape = copy((locale.percent_formats if percent else locale.decimal_formats)[None])
    shape.frac_prec = (digits, digits)
    return str(shape.apply(value, locale))


def placeholders(pattern: ftl.Pattern | None) -> set[str]:
    """The variable names (``$name``) a Fluent pattern uses, in every variant."""
    names: set[str] = set()

    def visit(node: Any) -> None:
        if isinstance(node, ftl.VariableReference):
            names.add(node.id.name)
        elif isinstance(node, ftl.BaseNode):
            for value in vars(node).values():
                for item in value if isinstance(value, list) else [value]:
                    visit(item)

    visit(pattern)
    return names


def domains() -> Iterator[tuple[str, Path]]:
    """Every registered domain as (prefix, folder), the core one as ``("", folder)``."""
    yield "", _core.directory
    for prefix, domain in sorted(_domains.items()):
        yield prefix, domain.directory


def check_catalogs() -> list[str]:
    """Problems in the catalogs: ids missing in a language, variables that differ, bad prefixes."""
    problems: list[str] = []
    for prefix, directory in domains():
        catalogs: Mapping[str, dict[str, ftl.Message]] = {
            lang: _load_catalog(directory / f"{lang}.ftl", lang).messages for lang in LANGS
        }
        every = set().union(*catalogs.values())
        for lang, messages in catalogs.items():
            for ident in sorted(every - set(messages)):
                problems.append(f"{directory}/{lang}.ftl: missing {ident!r}")
        for ident in sorted(every):
            if prefix and not ident.startswith(prefix + "-"):
                problems.append(f"{directory}: id {ident!r} outside its prefix {prefix!r}")
            if not prefix and ident.partition("-")[0] in _domains:
                problems.append(f"{directory}: id {ident!r} belongs to domain {ident.partition('-')[0]!r}")
            shapes = {lang: placeholders(m[ident].value) for lang, m in catalogs.items() if ident in m}
            if len({frozenset(s) for s in shapes.values()}) > 1:
                problems.append(f"{directory}: variables of {ident!r} differ: {shapes}")
    return problems
