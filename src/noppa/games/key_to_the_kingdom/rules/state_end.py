"""Winning: leaving with the Key, the Key's magic, the six turns for the others, the final ranking
(KK-WIN-01..05, KK-TEAM-05)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from noppa.engine import Action, Outcome
from noppa.engine.flow import Decision
from noppa.games.key_to_the_kingdom import events
from noppa.games.key_to_the_kingdom.rules.state_frames import PartnerAsk, Turn
from noppa.games.key_to_the_kingdom.rules.state_model import Endgame, act

if TYPE_CHECKING:
    from noppa.games.key_to_the_kingdom.rules.state import KeyToTheKingdomState as KK

ESCAPE_TURNS = 6
"""KK-WIN-05: the others' last rolls after the first escape (each a whole turn)."""


def key_magic(st: KK, seat: int) -> None:
    """KK-WIN-03 (short version): the Key carries its holder and one player of his choice out."""
    st.emit(events.KeyMagic(seat=seat))
    others = [s for s in range(st.players) if s != seat and not st.advs[s].escaped]
    partners = [s for s in st.partners(seat) if s in others]
    if partners:
        others = partners  # in the team game the Key takes his teammate
    if not others:
        win(st, seat, "key")
        return
    st.ask(seat, PartnerAsk(), [act("partner", str(s)) for s in others])


def answer_partner(st: KK, decision: Decision[PartnerAsk], action: Action) -> None:
    """The player the Key takes along (KK-WIN-03)."""
    win(st, decision.seat, "key", int(action.args[0]))


def win(st: KK, seat: int, how: str, partner: int | None = None) -> None:
    """The first escape: the winner (and his team, KK-TEAM-05) leave; the others get six turns."""
    winners = {seat}
    if st.options["team_win"] == "pair":
        winners.update(st.team_of(seat))
    if partner is not None:
        winners.add(partner)
    st.flow.skipping = True  # from now on steps of those who left are dropped (state_flow.gone)
    for s in sorted(winners):
        adv = st.advs[s]
        adv.escaped = True
        adv.sit = None
        adv.space = st.board.start
    if st.bridge.builder in winners:
        st.bridge.builder = -1
    st.emit(events.Win(seat=seat, winners=sorted(winners), how=how))
    left = {str(s): ESCAPE_TURNS for s in range(st.players) if s not in winners}
    st.endgame = Endgame(sorted(winners), [], left, how)
    if not left:
        conclude(st)


def escape(st: KK, seat: int) -> None:
    """KK-WIN-05: another adventurer reaches the start area in time and is saved."""
    assert st.endgame is not None
    adv = st.advs[seat]
    adv.escaped = True
    adv.sit = None
    st.endgame.escaped.append(seat)
    st.endgame.left.pop(str(seat), None)
    st.emit(events.Escaped(seat=seat))


def endgame_turn_done(st: KK, seat: int) -> None:
    """Count one of the last turns."""
    assert st.endgame is not None
    left = st.endgame.left
    key = str(seat)
    if key in left:
        left[key] -= 1
        if left[key] <= 0:
            del left[key]
            st.emit(events.LostForever(seat=seat))


def endgame_next(st: KK) -> None:
    """The next player who still has last turns, or the end."""
    assert st.endgame is not None
    left = st.endgame.left
    if not left:
        conclude(st)
        return
    for step in range(1, st.players + 1):
        seat = (st.current + step) % st.players
        if str(seat) in left:
            st.push(Turn(seat))
            return


def check_winnable(st: KK) -> None:
    """End the game when every second treasure has left it (whirlpools, KK-WP-05): no one can win."""
    if st.winnable():
        return
    st.emit(events.Unwinnable())
    st.flow.stack.clear()
    st.flow.pending = None
    everyone = tuple(range(st.players))
    st.finish(Outcome((), (everyone,), "kk.outcome.unwinnable"))


def conclude(st: KK) -> None:
    """KK-WIN-05: the ranking: the winners, then those who escaped in order, then the lost."""
    assert st.endgame is not None
    winners = tuple(st.endgame.winners)
    escaped = list(st.endgame.escaped)
    lost = tuple(s for s in range(st.players) if s not in winners and s not in escaped)
    ranking: list[tuple[int, ...]] = [winners, *((s,) for s in escaped)]
    if lost:
        ranking.append(lost)
    reason = "kk.outcome.key_magic" if st.endgame.how == "key" else "kk.outcome.escaped"
    st.flow.stack.clear()
    st.flow.pending = None
    st.finish(Outcome(winners, tuple(ranking), reason))
