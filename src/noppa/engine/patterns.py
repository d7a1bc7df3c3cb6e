"""Plain Fluent patterns written without Fluent's resolver: what most of a move's words are.

``fluent.runtime`` walks a message's tree for every line it writes and formats every number with
Babel (its own ``FluentInt``, whatever number type it is given): 40-140 µs a line, the largest
part of a move's log lines in the server. Most messages are plain: text, variables, a ``CASE`` of
a variable, and selections on a variable (a plural category or a word). :func:`compile_pattern`
turns such a pattern once into a tuple of pieces, and :func:`write` writes it with the parameters
in a few microseconds.

It writes exactly what Fluent writes, or nothing: :func:`write` answers ``None`` (and
:func:`noppa.engine.i18n.text` asks Fluent) for every case it does not take whole: a missing
variable, a value other than text, a bool, ``None`` or a whole number from 0 below
:data:`SMALL`, a placeable longer than Fluent allows, a ``CASE`` that Fluent would report as
an error. Whole numbers in that range are written as their digits, what Babel writes for them in
every language noppa has (``tests/engine/test_patterns.py`` checks it, and compares every
catalog message written both ways).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from fluent.syntax import ast as ftl

SMALL = 1000
"""Whole numbers from 0 below this are written as their digits (no grouping, no sign in any
language of :data:`noppa.engine.i18n.LANGS`); larger ones go to Fluent and Babel."""

MAX_PART_LENGTH = 2500
"""``fluent.runtime``'s limit on one placeable's text (longer, it writes ``{???}`` and an error)."""

MAX_PIECES = 200
"""Patterns with more parts than this are left to Fluent (its own limit is 1,000 in all)."""


class Var:
    """``{ $name }``."""

    __slots__ = ("name",)

    def __init__(self, name: str) -> None:
        self.name = name


class Case:
    """``{ CASE($name, "form") }``: a content name in one of its forms (``noppa.engine.i18n._case``)."""

    __slots__ = ("form", "name")

    def __init__(self, name: str, form: str) -> None:
        self.name = name
        self.form = form


class Select:
    """``{ $name -> [key] … *[other] … }``: the first variant whose key matches, else the default."""

    __slots__ = ("default", "name", "variants")

    def __init__(self, name: str, variants: tuple[tuple[str | int, Pieces], ...], default: Pieces) -> None:
        self.name = name
        self.variants = variants
        """(key, pieces) in the catalog's order: an identifier (``one``, ``other``, a word) or a
        whole number literal."""
        self.default = default


Piece = str | Var | Case | Select
Pieces = tuple[Piece, ...]


def compile_pattern(pattern: Any, forms: frozenset[str]) -> Pieces | None:
    """A message's pattern as pieces, or ``None`` when it holds anything else (a message or term
    reference, another function, a number placeable, a nested placeable).

    ``pattern`` is the value of a message as a ``FluentBundle`` holds it (``fluent.runtime``'s
    prepared tree: a pattern, or a lone text element, string literal or placeable standing for a
    pattern of one part) or as the parser gives it. ``forms``: the forms ``CASE`` takes besides
    ``nominative`` (another is an error Fluent reports: left to it)."""
    return _pieces(pattern, forms, [0])


def _pieces(pattern: Any, forms: frozenset[str], count: list[int]) -> Pieces | None:
    elements: list[Any]
    if isinstance(pattern, ftl.Pattern):
        elements = list(pattern.elements)
    elif isinstance(pattern, ftl.TextElement | ftl.StringLiteral | ftl.Placeable):
        elements = [pattern]
    else:
        return None
    pieces: list[Piece] = []
    for element in elements:
        count[0] += 1
        if count[0] > MAX_PIECES:
            return None
        if isinstance(element, ftl.TextElement | ftl.StringLiteral):
            written = element.value if isinstance(element, ftl.TextElement) else element.parse()["value"]
            if len(written) > MAX_PART_LENGTH:
                return None
            pieces.append(written)
            continue
        if not isinstance(element, ftl.Placeable):
            return None
        expression = element.expression
        if isinstance(expression, ftl.VariableReference):
            pieces.append(Var(expression.id.name))
        elif isinstance(expression, ftl.FunctionReference):
            case = _case(expression, forms)
            if case is None:
                return None
            pieces.append(case)
        elif isinstance(expression, ftl.SelectExpression):
            select = _select(expression, forms, count)
            if select is None:
                return None
            pieces.append(select)
        elif isinstance(expression, ftl.StringLiteral):  # the parser's ``{ "text" }``
            written = expression.parse()["value"]
            if len(written) > MAX_PART_LENGTH:
                return None
            pieces.append(written)
        else:
            return None
    return tuple(pieces)


def _case(call: ftl.FunctionReference, forms: frozenset[str]) -> Case | None:
    arguments = call.arguments
    if call.id.name != "CASE" or arguments.named or len(arguments.positional) != 2:
        return None
    variable, form = arguments.positional
    if not isinstance(variable, ftl.VariableReference) or not isinstance(form, ftl.StringLiteral):
        return None
    written = form.parse()["value"]
    if written != "nominative" and written not in forms:
        return None
    return Case(variable.id.name, written)


def _select(select: ftl.SelectExpression, forms: frozenset[str], count: list[int]) -> Select | None:
    selector = select.selector
    if not isinstance(selector, ftl.VariableReference):
        return None
    variants: list[tuple[str | int, Pieces]] = []
    default: Pieces | None = None
    for variant in select.variants:
        pieces = _pieces(variant.value, forms, count)
        if pieces is None:
            return None
        key = variant.key
        if isinstance(key, ftl.Identifier):
            variants.append((key.name, pieces))
        elif isinstance(key, ftl.NumberLiteral) and _whole(key.value) is not None:
            variants.append((_whole(key.value), pieces))  # type: ignore[arg-type]
        else:
            return None
        if variant.default:
            default = pieces
    if default is None:
        return None
    return Select(selector.id.name, tuple(variants), default)


def _whole(literal: Any) -> int | None:
    """A number literal's whole value (the syntax tree's text, or the resolver's ``FluentInt``)."""
    if isinstance(literal, int):
        return int(literal)
    if isinstance(literal, str) and literal.lstrip("-").isdigit():
        return int(literal)
    return None


_MISSING: Any = object()

Said = Callable[[Any, str, "str | None"], "str | None"]
"""A parameter's text as Fluent writes it in a language (with a form: as ``CASE`` writes it);
``None``: not a value :func:`write` takes (Fluent is asked)."""


@dataclass(frozen=True, slots=True)
class Writing:
    """How to write in one language: the reader's ``lang`` (a ``Phrase``'s text), the plural
    category of a whole number in the catalog's language (Babel's rule, as Fluent selects by it),
    and a parameter's text (:data:`Said`)."""

    lang: str
    plural: Callable[[int], str]
    said: Said


def write(pieces: Pieces, params: Mapping[str, Any], how: Writing) -> str | None:
    """The text of ``pieces`` with ``params``, exactly as Fluent writes it, or ``None`` to ask Fluent."""
    parts: list[str] = []
    if _write(pieces, params, how, parts):
        return "".join(parts)
    return None


def _write(pieces: Pieces, params: Mapping[str, Any], how: Writing, parts: list[str]) -> bool:
    for piece in pieces:
        if type(piece) is str:
            parts.append(piece)
            continue
        assert not isinstance(piece, str)
        value = params.get(piece.name, _MISSING)
        if value is _MISSING:
            return False
        if type(piece) is Select:
            chosen = _choose(piece, value, how)
            if chosen is None:
                return False
            start = len(parts)
            if not _write(chosen, params, how, parts):
                return False
            if sum(map(len, parts[start:])) > MAX_PART_LENGTH:
                return False
            continue
        written = how.said(value, how.lang, piece.form if type(piece) is Case else None)
        if written is None or len(written) > MAX_PART_LENGTH:
            return False
        parts.append(written)
    return True


def _choose(select: Select, value: Any, how: Writing) -> Pieces | None:
    """The variant Fluent picks for ``value`` (``match`` in ``fluent.runtime.resolver``): a number
    meets a number key by value and a word key by its plural category; a word meets a word key
    by equality and a number key by that number's plural category."""
    plural = how.plural
    if type(value) is int:
        if not 0 <= value < SMALL:
            return None
        category = plural(value)
        for key, pieces in select.variants:
            if (key == category) if type(key) is str else (key == value):
                return pieces
        return select.default
    word = how.said(value, how.lang, None)
    if word is None:
        return None
    for key, pieces in select.variants:
        if (key == word) if type(key) is str else (plural(key) == word):  # type: ignore[arg-type]
            return pieces
    return select.default
