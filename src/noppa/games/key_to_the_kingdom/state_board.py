"""The moving board: whirlpools, special rolls, falling off, black holes and magic cards."""

from __future__ import annotations

from noppa.engine import Action
from noppa.games.key_to_the_kingdom.state_base import Decision, KKBase, act
from noppa.games.key_to_the_kingdom.state_specials import SpecialsMixin

FLIP = {"in": "out", "out": "in"}


class BoardMixin(SpecialsMixin, KKBase):
    """KK-WP-01..07, KK-MAGIC-01..03."""

    def seats_from_current(self) -> list[int]:
        """Every seat, clockwise from the player whose turn it is."""
        return [(self.current + i) % self.players for i in range(self.players)]

    def face_of(self, space: str) -> str:
        """The face a space lies on (a whirlpool ring lies on its side, present on both faces)."""
        return self.board.face(self.board.spaces[space])

    def jump_into(self, seat: int, ring: str) -> None:
        """KK-WP-01..03: a whirlpool turns its side of the board."""
        side = self.board.spaces[ring].side
        self.emit("whirlpool", seat=seat, side=side)
        self.flip_blocked = False
        self.push("flip", side, seat)
        if self.folds[side] == "in":
            # KK-MAGIC-01: a magic card can stop the board turning outward (never inward)
            holders = [
                s for s in self.seats_from_current() if self.advs[s].magic and not self.advs[s].escaped
            ]
            if holders:
                self.push("magic_offer", side, seat, holders)

    def _op_magic_offer(self, side: str, jumper: int, holders: list[int]) -> None:
        holder = holders[0]
        if len(holders) > 1:
            self.push("magic_offer", side, jumper, holders[1:])
        self.ask(holder, "magic", [act("magic", "play"), act("magic", "pass")], side=side, jumper=jumper)

    def _ans_magic(self, decision: Decision, action: Action) -> None:
        if action.args[0] == "pass":
            return
        seat = decision.seat
        jumper = int(decision.ctx["jumper"])
        adv = self.advs[seat]
        self.magic_used.append(adv.magic)  # KK-MAGIC-03: a played card leaves the game
        self.emit("magic_played", seat=seat, card=adv.magic, side=decision.ctx["side"])
        adv.magic = ""
        self.flip_blocked = True
        if self.stack and self.stack[-1][0] == "magic_offer":
            self.stack.pop()
        # KK-MAGIC-02: the adventurer in the whirlpool must roll 1 or 8 to get out, three turns at most
        self.advs[jumper].sit = {"k": "trapped", "c": 0, "held": 1}

    def _op_flip(self, side: str, jumper: int) -> None:
        if self.flip_blocked:
            self.flip_blocked = False
            return
        vanishing = f"{side}-{self.folds[side]}"
        affected = [
            s
            for s in self.seats_from_current()
            if not self.advs[s].escaped and self.face_of(self.advs[s].space) == vanishing
        ]
        self.emit("board_turns", seat=jumper, side=side, fold=FLIP[self.folds[side]], affected=affected)
        self.push("flip_done", side, jumper)
        # KK-WP-02: everyone on the part that moves gets three special rolls at once, in turn order
        for seat in reversed(affected):
            self.push("special", seat, 3, side)

    def _op_special(self, seat: int, left: int, side: str) -> None:
        adv = self.advs[seat]
        if self.face_of(adv.space) != f"{side}-{self.folds[side]}" or adv.sit is not None or left <= 0:
            return  # saved, held fast by his situation, or out of rolls
        self.first = None
        face = self.roll(seat, "special", quiet=True)  # the Demon King does not move for these rolls
        self.emit("special_roll", seat=seat, face=face, left=left - 1)
        self.push("special", seat, left - 1, side)
        self.offer_move(seat, face, "special")

    def _op_flip_done(self, side: str, jumper: int) -> None:
        old = self.folds[side]
        vanishing = f"{side}-{old}"
        new = FLIP[old]
        self.folds[side] = new
        self.set_config()  # KK-WP-03: the flap opens outward or folds inward
        self.emit("board_turned", side=side, fold=new)
        board = self.board
        ring = board.sides[side].whirlpool
        holes = [
            s.id for s in board.spaces.values() if s.kind == "black-hole" and board.face(s) == f"{side}-{new}"
        ]
        for adv in self.advs:
            if adv.escaped or self.face_of(adv.space) != vanishing:
                continue
            if new == "out":
                # KK-WP-04: into an empty black hole when the board turned outward
                taken = {a.space for a in self.advs if a is not adv}
                free = [h for h in holes if h not in taken]
                adv.space = (free or holes)[0]
            else:
                adv.space = ring  # KK-WP-04: into the black-rimmed whirlpool when it turned inward
            adv.sit = {"k": "trapped", "c": 0, "held": 0}
            adv.circle = None
            if self.bridge["builder"] == adv.seat:
                self.bridge["builder"] = -1
            self.emit("fell", seat=adv.seat, space=adv.space)
        if self.face_of(self.dk) == vanishing:
            # KK-WP-06: the Demon King goes to his number on the new board
            self.dk = self.cfg.numbers[self.dk_number]
            self.emit("demon_king_placed", number=self.dk_number, space=self.dk)

    def trapped_try(self, seat: int, face: int) -> None:
        """KK-WP-04/05, KK-MAGIC-02: a 1 or an 8 gets him out, one roll (the turn's) a turn."""
        self.first = None
        adv = self.advs[seat]
        sit = adv.sit
        assert sit is not None
        if face in (1, 8):
            self.emit("trapped_out", seat=seat)
            self.offer_exit(seat)
            return
        sit["c"] += 1
        self.emit("trapped_fail", seat=seat, tries=sit["c"])
        if sit["c"] < 3:
            return
        if sit.get("held"):
            adv.sit = None  # KK-MAGIC-02: after three turns he moves on normally
            self.emit("released", seat=seat)
            return
        options = self.case_actions(seat, "treasure", allow_key=False)
        if options:
            # KK-WP-05: he gives up a treasure (never the Key) to the used cards, and comes out.
            # KK-SECRET-01: he stops to choose even with one case to give, or the table would learn
            # that his other cases hold the Key.
            self.push("exit", seat)
            self.ask(seat, "treasure", options, secret=True, pile="used", why="whirlpool")

    def _op_exit(self, seat: int) -> None:
        self.offer_exit(seat)

    def offer_exit(self, seat: int) -> None:
        """Out onto a free space around the ring or the black hole (KK-WP-04)."""
        adv = self.advs[seat]
        space = self.board.spaces[adv.space]
        around = list(self.cfg.walk[adv.space]) if space.kind == "whirlpool" else list(space.around)
        around = [s for s in around if s in self.cfg.present and s != self.dk]
        taken = {a.space for a in self.advs if a is not adv and not a.escaped}
        free = [s for s in around if s not in taken] or around
        if not free:
            return  # nowhere to go yet (the Demon King blocks): he stays and tries again
        self.ask(seat, "out", [act("out", s) for s in free])

    def _ans_out(self, decision: Decision, action: Action) -> None:
        adv = self.advs[decision.seat]
        adv.sit = None
        adv.space = action.args[0]
        self.emit("climb_out", seat=decision.seat, space=adv.space)
