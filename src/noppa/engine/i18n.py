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

import math
import tomllib
from collections.abc import Callable, Iterator, Mapping
from contextlib import contextmanager
from copy import copy
from dataclasses import dataclass, field
from datetime import date
from decimal import Decimal, localcontext
from functools import wraps
from pathlib import Path
from typing import Any, ParamSpec, TypeVar

from babel import Locale
from fluent.runtime import FluentBundle, FluentResource
from fluent.runtime.resolver import CurrentEnvironment, ResolverEnvironment
from fluent.runtime.types import FluentInt, FluentNumber, FluentType
from fluent.runtime.utils import native_to_fluent
from fluent.syntax import ast as ftl
from fluent.syntax.serializer import serialize_pattern

LANGS: tuple[str, ...] = ("en", "fi")
"""The languages every catalog must provide, in the order interfaces list them."""

DEFAULT_LANG = "en"

_CORE = Path(__file__).resolve().parent.parent / "locale"


def message_id(key: str) -> str:
    """The Fluent id of a dotted message key (``dd.ui.cards`` → ``dd-ui-cards``)."""
    return key.replace(".", "-")


CASES: tuple[str, ...] = (
    "genitive", "partitive", "essive", "translative", "inessive", "elative", "illative",
    "adessive", "ablative", "allative", "in", "from", "to",
)  # fmt: skip
"""The forms a content name may declare besides its nominative. ``in``, ``from`` and ``to`` are the
local cases the word itself takes in Finnish: inessive, elative, illative for a place one is inside
(*Kallokuopassa*), adessive, ablative, allative for one on a surface (*Lasisillalla*)."""


class Name(str):
    """A content name: the nominative as a ``str``, with its other grammatical forms attached.

    Passed to a message as a parameter, ``{ $place }`` writes the nominative and
    ``{ CASE($place, "illative") }`` the form the sentence needs (the nominative when the language
    declares none, as in English). Everywhere else it is the plain nominative string.

    A name is never changed once made (its forms included): :func:`text` remembers the lines it
    wrote with a name by what the name holds (:attr:`said`).
    """

    forms: Mapping[str, str]
    said: tuple[Any, ...]
    """What decides how the name reads in a message, as a plain value (:func:`text`'s memory): a
    tuple of strings only, which the garbage collector can stop tracking (a memory of many lines
    must not lengthen its full collections)."""

    def __new__(cls, nominative: str, forms: Mapping[str, str] | None = None) -> Name:
        """``nominative`` with ``forms`` (case name → written form)."""
        made = super().__new__(cls, nominative)
        made.forms = dict(forms or {})
        made.said = ("\0name", str(nominative), tuple(made.forms.items()))
        return made

    def __reduce__(self) -> tuple[Any, ...]:
        return (Name, (str(self), self.forms))

    def case(self, form: str) -> str:
        """The name in ``form`` (one of :data:`CASES`), the nominative when it declares none."""
        return self.forms.get(form, str(self))


class Phrase(str):
    """Text written in every language at once, for a parameter fixed before the reader's language
    is known (an error raised now, read later): a message given it uses the reader's language.
    As a plain ``str`` it is the English."""

    by_lang: dict[str, str]
    said: tuple[Any, ...]
    """What decides how the phrase reads in a message, as a plain value (:func:`text`'s memory)."""

    def __new__(cls, by_lang: Mapping[str, str]) -> Phrase:
        """``by_lang`` maps each language to its text (never changed afterwards)."""
        made = super().__new__(cls, by_lang.get(DEFAULT_LANG, ""))
        made.by_lang = dict(by_lang)
        made.said = ("\0phrase", tuple(made.by_lang.items()))
        return made

    @classmethod
    def of(cls, key: str, /, **params: Any) -> Phrase:
        """The message ``key`` with ``params`` in every language."""
        return cls({lang: text(key, lang, **params) for lang in LANGS})

    def __reduce__(self) -> tuple[Any, ...]:
        return (Phrase, (self.by_lang,))


def _case(value: Any, form: Any = "nominative", *_: Any, **__: Any) -> str:
    """The Fluent function ``CASE($name, "illative")``: a :class:`Name` in one of its forms."""
    if form != "nominative" and form not in CASES:
        raise ValueError(f"CASE: unknown form {form!r}; forms: {', '.join(CASES)}")
    if isinstance(value, Name):
        if value.forms and form != "nominative" and form not in value.forms:
            raise LookupError(f"CASE: {str(value)!r} declares no {form} form")
        return value.case(str(form))
    return str(value)


FUNCTIONS = {"CASE": _case}
"""The functions every bundle offers besides Fluent's own ``NUMBER`` and ``DATETIME``."""


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
    bundle = FluentBundle([lang], functions=FUNCTIONS, use_isolating=False)  # type: ignore[arg-type]
    bundle.add_resource(resource)
    messages = {e.id.name: e for e in resource.body if isinstance(e, ftl.Message) and e.value}
    return _Catalog(messages, bundle)


@dataclass
class _Domain:
    directory: Path
    catalogs: dict[str, _Catalog] = field(default_factory=dict)
    names: dict[str, dict[str, dict[str, str]]] | None = None

    def forms(self, lang: str, key: str) -> dict[str, str]:
        """The declared forms of the content name ``key`` in ``lang`` (none: empty)."""
        if self.names is None:
            self.names = _load_names(self.directory.parent / "data" / "names.toml")
        return self.names.get(lang, {}).get(key, {})

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
    forget()  # a domain registered anew (tests) may say a remembered key otherwise


def _load_names(path: Path) -> dict[str, dict[str, dict[str, str]]]:
    """A game's ``data/names.toml``: ``[LANG.GROUP]`` tables of ``id = { CASE = "form", … }``,
    answering the message keys ``PREFIX.GROUP.id`` (see docs/i18n.md)."""
    try:
        raw = tomllib.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        return {}
    except tomllib.TOMLDecodeError as error:
        raise ValueError(f"{path}: {error}") from error
    prefix = raw.pop("prefix", "")
    found: dict[str, dict[str, dict[str, str]]] = {}
    for lang, groups in raw.items():
        for group, entries in groups.items():
            for ident, forms in entries.items():
                unknown = set(forms) - set(CASES)
                if unknown:
                    raise ValueError(f"{path}: {lang}.{group}.{ident}: unknown forms {sorted(unknown)}")
                found.setdefault(lang, {})[f"{prefix}.{group}.{ident}"] = dict(forms)
    return found


def name(key: str, lang: str = DEFAULT_LANG) -> Name:
    """The content name ``key`` (``kk.place.devils-castle``) in ``lang`` with its declared forms.

    The nominative is the catalog message ``key``; the other forms come from the game's
    ``data/names.toml``. Pass the result to a message that picks a form with ``CASE``.
    """
    lang = lang if lang in LANGS else DEFAULT_LANG
    found = _names.get((key, lang))
    if found is not None and not (_problems or _off):
        return found
    nominative = text(key, lang)
    made = Name(nominative, _domain_for(key).forms(lang, key))
    if nominative != key and not (_problems or _off):  # a miss is looked up again (its domain may come later)
        _names[(key, lang)] = made
    return made


_names: dict[tuple[str, str], Name] = {}
"""The content names :func:`name` made, by key and language: a name is made once per language
(catalogs and names.toml do not change once loaded), and the one object is shared."""


def forms(key: str, lang: str = DEFAULT_LANG) -> dict[str, str]:
    """The forms ``data/names.toml`` declares for the content name ``key`` in ``lang``, for a game
    whose nominatives live in its content data rather than its catalog (Runebound's cities)."""
    return _domain_for(key).forms(lang if lang in LANGS else DEFAULT_LANG, key)


def _domain_for(key: str) -> _Domain:
    head = key.partition(".")[0] if "." in key else key.partition("-")[0]
    return _domains.get(head, _core)


def has_text(key: str, lang: str = DEFAULT_LANG) -> bool:
    """Whether ``key`` has a message in ``lang`` (without falling back)."""
    return message_id(key) in _domain_for(key).catalog(lang).messages


LARGEST_FORMATTED = 10**100
"""Numbers at least this large (in size) are not written as quantities but shortened
(:func:`short_number`). Below it they are formatted with :data:`FORMAT_PRECISION` significant
digits: Babel formats in the current decimal context, whose default 28 digits made it raise
``decimal.InvalidOperation`` on a 29-digit number (a player number typed in an action)."""

FORMAT_PRECISION = 128
"""The decimal precision numbers are formatted in (enough for every number below
:data:`LARGEST_FORMATTED` and every seed)."""

SHORT_DIGITS = 7


def short_number(value: object) -> str:
    """``value`` (a number, or digits as text) as plain text, cut to its first :data:`SHORT_DIGITS`
    characters and "…" when longer.

    Never raises: an int with more digits than Python writes (``sys.get_int_max_str_digits``) is "…".
    """
    try:
        written = str(value)
    except ValueError:
        return "…"
    return written if len(written) <= SHORT_DIGITS + 5 else written[:SHORT_DIGITS] + "…"


ECHO_LIMIT = 60
"""The most characters of a value a person typed or sent that a message repeats back."""


def shorten(written: str, limit: int = ECHO_LIMIT) -> str:
    """``written`` cut to ``limit`` characters, the last one "…" when it was longer: what a message
    echoes of input it refuses, so that a huge input never makes a huge (or slow) message."""
    return written if len(written) <= limit else written[: limit - 1] + "…"


def _too_large(value: float | Decimal) -> bool:
    """Whether ``value`` is finite and too large to format as a number (:data:`LARGEST_FORMATTED`)."""
    if isinstance(value, int):
        return value >= LARGEST_FORMATTED or value <= -LARGEST_FORMATTED
    if isinstance(value, float):
        return math.isfinite(value) and abs(value) >= LARGEST_FORMATTED
    return value.is_finite() and abs(value) >= LARGEST_FORMATTED


def _fluent_value(value: Any) -> Any:
    """A parameter as Fluent takes it: numbers stay numbers (plurals, locale digits), the rest text.

    A number too large to format (:func:`_too_large`, from text a player typed) becomes its
    shortened text, so a message never fails on it.
    """
    if type(value) is int and 0 <= value < SMALL_NUMBERS:
        return _SmallInt(value)
    if isinstance(value, bool) or value is None:
        return str(value)
    if isinstance(value, int | float | Decimal):
        return short_number(value) if _too_large(value) else value
    if isinstance(value, str | date | FluentType):
        return value
    return str(value)


SMALL_NUMBERS = 1000
"""Whole numbers from 0 below this read as their digits in every language of :data:`LANGS` (no
grouping, no sign): Fluent is given them as :class:`_SmallInt`, which writes them without Babel."""


class _SmallInt(FluentInt):
    """A whole number below :data:`SMALL_NUMBERS` written as its digits, what Babel would write for
    it in every language we have, without Babel's cost (a third of formatting a line with a count).
    Plural selection and ``NUMBER()`` with options (a new number) are Fluent's as before."""

    def format(self, locale: Locale) -> str:
        if self.options is FluentNumber.default_number_format_options:
            return str(int(self))
        return super().format(locale)


def text(key: str, lang: str = DEFAULT_LANG, /, **params: Any) -> str:
    """The message ``key`` in ``lang`` with ``params`` filled in.

    Falls back to English, then to the key itself, so a missing message never crashes an interface
    (the catalog tests make sure none is missing). Numbers select plural variants and are written
    in the language's digits; a missing parameter shows as ``{$name}``, which the text tests catch.
    """
    lang = lang if lang in LANGS else DEFAULT_LANG
    memo_key: tuple[Any, ...] | None = None
    if not (_problems or _off):
        memo_key = _memo_key(key, lang, params)
        if memo_key is not None:
            found_text = _written.get(memo_key)
            if found_text is not None:
                return found_text
            found_text = _older.get(memo_key)
            if found_text is not None:  # still in use: kept into the next generation
                _written[memo_key] = found_text
                return found_text
    written = _format(key, lang, params)
    if memo_key is not None and written != key:  # a missing message may come with a domain loaded later
        if len(_written) >= WRITTEN_LIMIT:
            _older.clear()
            _older.update(_written)
            _written.clear()
        _written[memo_key] = written
    return written


WRITTEN_LIMIT = 65_536
"""Most messages :func:`text` remembers in one generation: when it is full, it becomes the older
generation and a new one starts; a line found in the older one moves to the new, so the lines in
use (labels, names) stay and those of past moves (a room's log lines) go."""
_written: dict[tuple[Any, ...], str] = {}
"""What :func:`text` wrote, by key, language and parameters (plain values only): the same line of
the same game (a player's name, a label, a log line in a room with a hundred watchers) is written
once, not once per reader and move. Catalogs do not change once loaded (a domain registered later
has keys of its own), so a remembered text stays true."""
_PLAIN = frozenset({str, int, type(None)})
"""Parameter types whose value alone decides the text and meets no equal value of another of them
(a :class:`Phrase` or a :class:`Name` is a ``str`` with more in it, ``True`` would meet ``1``:
:func:`_memo_key` tags those; NaN is not equal to itself)."""
_SAID = frozenset({Name, Phrase})
"""Parameter types that carry what decides their text as a plain value (``said``)."""


def _memo_key(key: str, lang: str, params: dict[str, Any]) -> tuple[Any, ...] | None:
    """What :func:`text` remembers a line by: the key, the language and each parameter as a plain
    value (a :class:`Name` or :class:`Phrase` by what it holds, a bool or a list of plain values
    tagged with its type so that it meets no other value that is equal to it); ``None``: not to be
    remembered (floats among them: ``-0.0 == 0.0``, and NaN is not equal to itself)."""
    if _PLAIN.issuperset(map(type, params.values())):  # the usual case, checked in C
        return (key, lang, *params.items())
    parts: list[Any] = [key, lang]
    for param, value in params.items():
        kind = type(value)
        if kind in _PLAIN:
            parts.append((param, value))
        elif kind in _SAID:
            parts.append((param, value.said))
        elif kind is bool:  # tagged: True must not meet 1
            parts.append((param, ("\0bool", value)))
        elif kind is list and all(type(item) in _PLAIN for item in value):  # written as str(list)
            parts.append((param, ("\0list", *value)))
        else:
            return None
    return tuple(parts)


def _format(key: str, lang: str, params: dict[str, Any]) -> str:
    """:func:`text` without its memory."""
    ident = message_id(key)
    domain = _domain_for(key)
    found = domain.catalog(lang)
    if ident not in found.messages and lang != DEFAULT_LANG:
        found = domain.catalog(DEFAULT_LANG)
    if ident not in found.messages:
        _misses[0] += 1
        if _problems:
            _problems[-1].append(f"no message {key!r}")
        return key
    pattern = found.bundle.get_message(ident).value
    assert pattern is not None  # messages without a value are not indexed
    args = {
        name: _fluent_value(value.by_lang.get(lang, str(value)) if isinstance(value, Phrase) else value)
        for name, value in params.items()
    }
    # FluentBundle.format_pattern, without its conversion of every argument (which turns each
    # int, a _SmallInt too, into a plain FluentInt written by Babel): the arguments are Fluent's
    # types or strings already (_fluent_value), and the rest is converted as format_pattern does.
    errors: list[Exception] = []
    env = ResolverEnvironment(
        context=found.bundle,
        current=CurrentEnvironment(
            args={k: v if isinstance(v, FluentType | str) else native_to_fluent(v) for k, v in args.items()}
        ),
        errors=errors,
    )
    with localcontext(prec=FORMAT_PRECISION):
        try:
            written = pattern(env)
        except ValueError as error:
            errors.append(error)
            written = "{???}"
    if errors and _problems:
        _problems[-1].extend(f"{key!r} ({lang}): {error}" for error in errors)
    return str(written)


_problems: list[list[str]] = []

_off: list[bool] = []
"""Non-empty while :func:`forgetting` is active."""


@contextmanager
def forgetting() -> Iterator[None]:
    """While active, every text, name and remembered word is made afresh and not kept (a tool
    that watches which messages are formatted, such as the samples' message table)."""
    _off.append(True)
    try:
        yield
    finally:
        _off.pop()


_misses = [0]
"""How many times :func:`text` met a key it has no message for (:func:`remembered` keeps no answer
that met one)."""

_older: dict[tuple[Any, ...], str] = {}
"""The previous generation of :data:`_written`."""

_tables: list[dict[Any, Any]] = [_written, _older, _names]
"""Every memory of words: :func:`forget` empties them all."""


def forget() -> None:
    """Forget every remembered text and name (a domain registered anew)."""
    for table in _tables:
        table.clear()


_KEYWORDS = object()
"""Marks a :func:`remembered` key made with keyword arguments (no positional call's key holds it)."""

_P = ParamSpec("_P")
_R = TypeVar("_R")


def remembered(function: Callable[_P, _R]) -> Callable[_P, _R]:
    """``function`` (words from plain arguments: a game's names of spaces, faces, hexes) computed
    once per arguments and then reused, as a per-language table built on first use.

    Its arguments must be hashable and decide its answer alone (the language among them; fixed
    content such as a board is fine, as it never changes); it must not be given ``True`` where
    ``1`` means something else. An answer that met a missing message is not remembered (its
    catalog may be loaded later), nor anything while :func:`collecting_problems` is active (so that
    every problem is seen), and the table starts again after :data:`WRITTEN_LIMIT` answers.
    """
    table: dict[Any, Any] = {}
    _tables.append(table)

    @wraps(function)
    def remembering(*args: _P.args, **kwargs: _P.kwargs) -> _R:
        key = (_KEYWORDS, args, *kwargs.items()) if kwargs else args  # never a positional call's
        if not (_problems or _off):
            try:
                return table[key]  # type: ignore[no-any-return]
            except KeyError:
                pass
        misses = _misses[0]
        answer = function(*args, **kwargs)
        if misses == _misses[0] and not (_problems or _off):
            if len(table) >= WRITTEN_LIMIT:
                table.clear()
            table[key] = answer
        return answer

    return remembering


@contextmanager
def collecting_problems() -> Iterator[list[str]]:
    """While active, every missing message and Fluent error of :func:`text` lands in the list."""
    found: list[str] = []
    _problems.append(found)
    try:
        yield found
    finally:
        _problems.pop()


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
    if _too_large(value * 100 if percent else value):
        return short_number(value)
    locale = Locale.parse(lang if lang in LANGS else DEFAULT_LANG)
    shape = copy((locale.percent_formats if percent else locale.decimal_formats)[None])
    shape.frac_prec = (digits, digits)
    with localcontext(prec=FORMAT_PRECISION):
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
