"""Winning: leaving with the Key, the Key's magic, the six rolls for the others, the final ranking."""

from __future__ import annotations

from noppa.engine import Action, Outcome
from noppa.games.key_to_the_kingdom.content import COBRA, KEY, TREASURES
from noppa.games.key_to_the_kingdom.state_base import Decision, KKBase, act
from noppa.games.key_to_the_kingdom.state_board import BoardMixin

ESCAPE_TURNS = 6
"""KK-WIN-05: the others' last rolls after the first escape (each a whole turn)."""


class EndMixin(BoardMixin, KKBase):
    """KK-WIN-01..05, KK-TEAM-05."""

    def key_magic(self, seat: int) -> None:
        """KK-WIN-03 (short version): the Key carries its holder and one player of his choice out."""
        self.emit("key_magic", seat=seat)
        others = [s for s in range(self.players) if s != seat and not self.advs[s].escaped]
        partners = [s for s in self.partners(seat) if s in others]
        if partners:
            others = partners  # in the team game the Key takes his teammate
        if not others:
            self.win(seat, "key")
            return
        self.ask(seat, "partner", [act("partner", str(s)) for s in others])

    def _ans_partner(self, decision: Decision, action: Action) -> None:
        self.win(decision.seat, "key", int(action.args[0]))

    def win(self, seat: int, how: str, partner: int | None = None) -> None:
        """The first escape: the winner (and his team, KK-TEAM-05) leave; the others get six turns."""
        winners = {seat}
        if self.options["team_win"] == "pair":
            winners.update(self.team_of(seat))
        if partner is not None:
            winners.add(partner)
        for s in sorted(winners):
            adv = self.advs[s]
            adv.escaped = True
            adv.sit = None
            adv.space = self.board.start
        if self.bridge["builder"] in winners:
            self.bridge["builder"] = -1
        self.emit("win", seat=seat, winners=sorted(winners), how=how)
        left = {str(s): ESCAPE_TURNS for s in range(self.players) if s not in winners}
        self.endgame = {"winners": sorted(winners), "escaped": [], "left": left, "how": how}
        if not left:
            self.conclude()

    def escape(self, seat: int) -> None:
        """KK-WIN-05: another adventurer reaches the start area in time and is saved."""
        assert self.endgame is not None
        adv = self.advs[seat]
        adv.escaped = True
        adv.sit = None
        self.endgame["escaped"].append(seat)
        self.endgame["left"].pop(str(seat), None)
        self.emit("escaped", seat=seat)

    def endgame_turn_done(self, seat: int) -> None:
        """Count one of the last turns."""
        assert self.endgame is not None
        left = self.endgame["left"]
        key = str(seat)
        if key in left:
            left[key] -= 1
            if left[key] <= 0:
                del left[key]
                self.emit("lost_forever", seat=seat)

    def endgame_next(self) -> None:
        """The next player who still has last turns, or the end."""
        assert self.endgame is not None
        left = self.endgame["left"]
        if not left:
            self.conclude()
            return
        for step in range(1, self.players + 1):
            seat = (self.current + step) % self.players
            if str(seat) in left:
                self.push("turn", seat)
                return

    def winnable(self) -> bool:
        """Whether anyone can still win: the Key and a second treasure still in play (KK-WIN-01)."""
        if self.endgame is not None:
            return True
        if any(a.cobra_dropped for a in self.advs) and self.options["cobra"] != "never":
            return True
        countable = {t for t in TREASURES if t != KEY and (t != COBRA or self.options["cobra"] != "never")}
        return any(
            self.contents[c] in countable and self.where[c] not in ("used", "pit") for c in self.contents
        )

    def check_winnable(self) -> None:
        """End the game when every second treasure has left it (whirlpools, KK-WP-05): no one can win."""
        if self.winnable():
            return
        self.emit("unwinnable")
        self.stack.clear()
        self.pending = None
        everyone = tuple(range(self.players))
        self.finish(Outcome((), (everyone,), "kk.outcome.unwinnable"))

    def conclude(self) -> None:
        """KK-WIN-05: the ranking: the winners, then those who escaped in order, then the lost."""
        assert self.endgame is not None
        winners = tuple(self.endgame["winners"])
        escaped = [int(s) for s in self.endgame["escaped"]]
        lost = tuple(s for s in range(self.players) if s not in winners and s not in escaped)
        ranking: list[tuple[int, ...]] = [winners, *((s,) for s in escaped)]
        if lost:
            ranking.append(lost)
        reason = "kk.outcome.key_magic" if self.endgame["how"] == "key" else "kk.outcome.escaped"
        self.stack.clear()
        self.pending = None
        self.finish(Outcome(winners, tuple(ranking), reason))
