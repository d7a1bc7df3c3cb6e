"""Named game options: allowed values, a default and a description in every language."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from noppa.engine.errors import OptionError
from noppa.engine.i18n import LANGS, Phrase, has_text, shorten, text

OptionValue = bool | int | str


@dataclass(frozen=True, slots=True)
class Option:
    """One named option of a game. ``description`` is a message key; ``rule`` the rule ID it settles."""

    name: str
    values: tuple[OptionValue, ...]
    default: OptionValue
    description: str
    rule: str = ""

    def label(self, lang: str) -> str:
        """The option's name for people, in ``lang`` (message ``<description>.name``)."""
        return text(f"{self.description}.name", lang)

    def value_label(self, value: OptionValue, lang: str) -> str:
        """A value's name for people, in ``lang``: its message ``<description>.value.<spelled>``,
        else "yes"/"no" for a flag and the number itself for a count."""
        key = f"{self.description}.value.{_spell(value)}"
        if has_text(key, lang):
            return text(key, lang)
        if isinstance(value, bool):
            return text("engine.option.yes" if value else "engine.option.no", lang)
        return _spell(value)

    def coerce(self, value: Any) -> OptionValue:
        """The allowed value ``value`` stands for: the value itself, its spelling on a command line
        (``"true"`` for ``True``), or its label in any language (``kyllä``), in any letter case."""
        for allowed in self.values:
            if type(allowed) is type(value) and allowed == value:
                return allowed
        if isinstance(value, str):
            typed = " ".join(value.split()).casefold()
            for allowed in self.values:
                if _spell(allowed) == typed:
                    return allowed
            for allowed in self.values:
                if any(self.value_label(allowed, lang).casefold() == typed for lang in LANGS):
                    return allowed
        raise OptionError(
            "engine.error.option_value",
            name=Phrase({lang: self.label(lang) for lang in LANGS}),
            allowed=Phrase(
                {lang: ", ".join(self.value_label(v, lang) for v in self.values) for lang in LANGS}
            ),
            value=shorten(repr(value)),
        )

    def matches(self, typed: str) -> bool:
        """Whether ``typed`` names this option: its name, or its label in any language (any case)."""
        wanted = " ".join(typed.split()).casefold()
        return wanted == self.name.casefold() or any(self.label(lang).casefold() == wanted for lang in LANGS)


def _spell(value: OptionValue) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    return str(value)


def resolve_options(
    game_id: str | Callable[[], str], declared: Sequence[Option], given: Mapping[str, Any] | None
) -> dict[str, OptionValue]:
    """Every declared option with its value: given ones checked, the rest at their defaults.

    ``game_id`` names the game in an error; a function that names it is called only then (a game's
    name in every language costs more than resolving its options)."""
    resolved: dict[str, OptionValue] = {option.name: option.default for option in declared}
    for name, value in (given or {}).items():
        option = next((o for o in declared if o.name == name), None)
        if option is None and isinstance(name, str):
            option = next((o for o in declared if o.matches(name)), None)
        if option is None:
            known = Phrase({lang: ", ".join(o.label(lang) for o in declared) or "-" for lang in LANGS})
            raise OptionError(
                "engine.error.unknown_option",
                game=game_id() if callable(game_id) else game_id,
                name=shorten(str(name)),
                known=known,
            )
        resolved[option.name] = option.coerce(value)
    return resolved


def spell_option(value: OptionValue) -> str:
    """How an option value is written on a command line."""
    return _spell(value)
