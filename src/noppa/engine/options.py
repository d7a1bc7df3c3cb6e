"""Named game options: allowed values, a default and a description in every language."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from noppa.engine.errors import OptionError

OptionValue = bool | int | str


@dataclass(frozen=True, slots=True)
class Option:
    """One named option of a game. ``description`` is a message key; ``rule`` the rule ID it settles."""

    name: str
    values: tuple[OptionValue, ...]
    default: OptionValue
    description: str
    rule: str = ""

    def coerce(self, value: Any) -> OptionValue:
        """The allowed value ``value`` stands for (a command line's ``"true"`` for ``True``)."""
        for allowed in self.values:
            if type(allowed) is type(value) and allowed == value:
                return allowed
        if isinstance(value, str):
            for allowed in self.values:
                if _spell(allowed) == value.strip().lower():
                    return allowed
        shown = ", ".join(_spell(v) for v in self.values)
        raise OptionError("engine.error.option_value", name=self.name, allowed=shown, value=repr(value))


def _spell(value: OptionValue) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    return str(value)


def resolve_options(
    game_id: str, declared: Sequence[Option], given: Mapping[str, Any] | None
) -> dict[str, OptionValue]:
    """Every declared option with its value: given ones checked, the rest at their defaults."""
    by_name = {option.name: option for option in declared}
    resolved: dict[str, OptionValue] = {option.name: option.default for option in declared}
    for name, value in (given or {}).items():
        option = by_name.get(name)
        if option is None:
            known = ", ".join(by_name) or "-"
            raise OptionError("engine.error.unknown_option", game=game_id, name=name, known=known)
        resolved[name] = option.coerce(value)
    return resolved


def spell_option(value: OptionValue) -> str:
    """How an option value is written on a command line."""
    return _spell(value)
