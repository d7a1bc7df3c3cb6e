"""The Experience step (§9): adventure tokens become XP tokens with permanent bonuses.

An XP token costs ``state.xp_cost`` experience (RB-XP-02; 4 with four players). The player pays with
adventure tokens (their XP values, RB-XP-01) and any leftover written on paper; change comes from
the box when a set of box tokens adds up to it exactly, otherwise it is written on paper (RB-XP-03).
Tokens spent go to the box, where replenishing can use them (RB-REPL-03).
"""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING

from noppa.engine import Action
from noppa.engine.flow import Ask, Decision
from noppa.games.runebound.events import XpBought, XpPaid, XpToken
from noppa.games.runebound.rules import resolve
from noppa.games.runebound.rules.model import ExperienceChoice, Step, Steps
from noppa.games.runebound.rules.resolve import discard_actions

if TYPE_CHECKING:
    from noppa.games.runebound.rules.state import RuneboundState

STEPS = frozenset({Steps.EXPERIENCE})
END = Action("end")
BONUSES = ("mind", "body", "spirit", "stamina", "life")
MAX_LIFE_TOKENS = 3  # RB-XP-07


def xp_available(st: RuneboundState, seat: int) -> int:
    """The XP a hero could spend now: token values plus paper."""
    hero = st.heroes[seat]
    return hero.xp_paper + sum(value for _, value in hero.tokens)


def experience_options(st: RuneboundState, _ask: ExperienceChoice) -> list[Action]:
    """Buy an XP token (RB-XP-04: any number), use an ability, discard, or end the turn."""
    seat = st.current
    hero = st.heroes[seat]
    out: list[Action] = []
    if xp_available(st, seat) >= st.xp_cost:
        for bonus in BONUSES:
            if bonus == "life" and hero.xp.count("life") >= MAX_LIFE_TOKENS:
                continue
            out.append(Action("xp", (bonus,)))  # RB-XP-05
    out += resolve.use_actions(st, seat, "experience", "any")
    out += discard_actions(st, seat)
    out.append(END)
    return out


def pay(st: RuneboundState, seat: int, cost: int) -> None:
    """Spend tokens worth at least ``cost``: paper first, then the tokens wasting least (fewest on ties)."""
    hero = st.heroes[seat]
    need = cost - hero.xp_paper
    if need <= 0:
        hero.xp_paper -= cost
        return
    # Subset sums: best[total] = the fewest token positions adding up to ``total``.
    best: dict[int, tuple[int, ...]] = {0: ()}
    for index, (_, value) in enumerate(hero.tokens):
        for total, chosen in list(best.items()):
            new = total + value
            if new not in best or len(best[new]) > len(chosen) + 1:
                best[new] = (*chosen, index)
    total = min(t for t in best if t >= need)
    picked = set(best[total])
    excess = total - need
    spent = [hero.tokens[i] for i in sorted(picked)]
    hero.tokens = [t for i, t in enumerate(hero.tokens) if i not in picked]
    st.box.extend(spent)  # RB-XP-03: spent tokens go to the box
    hero.xp_paper = 0
    change = _change(st, excess)
    for token in change:
        st.box.remove(token)
    hero.tokens.extend(change)
    if excess and not change:
        hero.xp_paper = excess  # no change in the box: written on paper
    st.emit(
        XpPaid(
            seat=seat,
            spent=[XpToken(*t) for t in spent],
            change=[XpToken(*t) for t in change],
            paper=hero.xp_paper,
        )
    )


def _change(st: RuneboundState, excess: int) -> list[tuple[str, int]]:
    """Box tokens that add up to ``excess`` exactly, as few as possible, or none."""
    if excess <= 0:
        return []
    kinds = sorted(Counter(st.box).items(), key=lambda kv: (-kv[0][1], kv[0][0]))
    found: list[tuple[str, int]] | None = None

    def search(i: int, left: int, picked: list[tuple[str, int]]) -> None:
        nonlocal found
        if left == 0:
            if found is None or len(picked) < len(found):
                found = list(picked)
            return
        if i == len(kinds) or (found is not None and len(picked) >= len(found)):
            return
        token, count = kinds[i]
        for k in range(min(count, left // token[1]), -1, -1):
            search(i + 1, left - k * token[1], picked + [token] * k)

    search(0, excess, [])
    return found or []


def experience_answer(st: RuneboundState, _decision: Decision[ExperienceChoice], action: Action) -> None:
    """Buy an XP token, use an ability, discard, or end the turn (RB-TURN-03)."""
    seat = st.current
    hero = st.heroes[seat]
    if action.kind == "xp":
        bonus = action.args[0]
        pay(st, seat, st.xp_cost)
        hero.xp.append(bonus)
        hero.xp_spent += st.xp_cost  # RB-XP-09
        st.emit(XpBought(seat=seat, bonus=bonus, level=st.level(seat)))
    elif action.kind == "use":
        resolve.use(st, seat, action.args[0])
    elif action.kind == "discard":
        st.discard_card(seat, action.args[0])
    else:
        st.goto(Steps.END_TURN)


def advance(st: RuneboundState, _step: Step) -> bool:
    """The Experience step always waits for the player (at least to end the turn)."""
    if st.window != "experience":
        st.set_window("experience")  # one activation in the Experience step, like the Market's
    return st.ask(st.current)


EXPERIENCE_CHOICE = ExperienceChoice()


def asked(_st: RuneboundState, _step: Step) -> Ask:
    """The Experience decision."""
    return EXPERIENCE_CHOICE
