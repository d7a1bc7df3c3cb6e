"""The three hazards with a part no table says well: the Stone Circle, the Wizard, the Dark Bridge."""

from __future__ import annotations

from noppa.engine import Action
from noppa.games.key_to_the_kingdom.content import BRIDGE_PIECES, EQUIPMENT
from noppa.games.key_to_the_kingdom.state_base import Decision, KKBase, act
from noppa.games.key_to_the_kingdom.state_hazards import OTHER, HazardsMixin


class SpecialsMixin(HazardsMixin, KKBase):
    """KK-STONE-01..04, KK-WIZ-01..04, KK-DARK-01..05."""

    # ------------------------------------------------------------------ the Stone Circle

    def returnable(self, seat: int) -> list[Action]:
        """What the Stone Circle or the Wizard can give back: his own lost equipment and every lost case."""
        adv = self.advs[seat]
        kinds = sorted({e for e in adv.lost if e not in adv.equipment}, key=EQUIPMENT.index)
        return [act("take", e) for e in kinds] + [act("take", f"case/{c}") for c in self.lost_cases()]

    def circle_arrival(self, seat: int) -> None:
        """KK-STONE-01: only one of the two magics works in a visit; he chooses which. KK-STONE-04:
        every visit may return lost cards."""
        adv = self.advs[seat]
        options = []
        if self.returnable(seat):
            options.append(act("magic", "return"))
        if not adv.had_magic and self.magic_deck:  # KK-MAGIC-03: one magic card a game
            options.append(act("magic", "card"))
        if options:
            self.ask(seat, "circle", options)
        else:
            self.emit("circle_idle", seat=seat)

    def _ans_circle(self, decision: Decision, action: Action) -> None:
        seat = decision.seat
        if action.args[0] == "return":
            # KK-STONE-02: the cards come back on his next turn; he waits in the circle till then
            self.advs[seat].sit = {"k": "circle", "m": "return", "n": 0}
            self.emit("circle_return", seat=seat)
        else:
            self.emit("circle_card", seat=seat)
            self.circle_try(seat)  # KK-STONE-03: the first try on arrival

    def circle_try(self, seat: int) -> None:
        """KK-STONE-03: a 1 or an 8 wins a magic card; then he rolls and moves on at once."""
        adv = self.advs[seat]
        face = self.roll(seat, "stone-circle", quiet=True)
        if face in (1, 8):
            adv.sit = None
            card = self.magic_deck.pop()
            adv.magic = card
            adv.had_magic = True
            self.emit("magic_won", seat=seat, face=face)
            self.emit("magic_card", seat=seat, card=card, to=[seat])
            self.push("move_on", seat)
        else:
            adv.sit = {"k": "circle", "m": "card"}
            self.emit("circle_miss", seat=seat, face=face)

    def _op_move_on(self, seat: int) -> None:
        self.first = None
        self.offer_move(seat, self.roll(seat, "move"), "turn")

    def circle_return(self, seat: int) -> None:
        """KK-STONE-02: three cards, one at a time, from his lost equipment and all lost cases."""
        adv = self.advs[seat]
        sit = adv.sit
        assert sit is not None
        options = self.returnable(seat)
        self.announce(seat)
        if sit["n"] >= 3 or not options:
            adv.sit = None
            self.emit("circle_done", seat=seat)
            self.push("preroll", seat)
            return
        self.ask(seat, "take", options, source="circle")

    def _ans_take(self, decision: Decision, action: Action) -> None:
        seat = decision.seat
        thing = action.args[0]
        source = str(decision.ctx["source"])
        if thing.startswith("case/"):
            self.take_case(seat, thing[5:], source)  # chosen by name, without looking (blind)
        else:
            self.gain_equipment(seat, thing, source)
        if source == "circle":
            sit = self.advs[seat].sit
            assert sit is not None
            sit["n"] += 1
            self.push("preroll", seat)

    # ------------------------------------------------------------------ the Wizard of Plenty

    def wizard_reward(self, seat: int, kind: str) -> None:
        """KK-WIZ-03/04: after the Rainbow, back to the cloud with the Wizard's gifts."""
        adv = self.advs[seat]
        adv.wizard_done = True  # KK-WIZ-02: the task only once a game
        adv.sit = None
        adv.space = self.board.hazards["wizard"].ends[0]
        if kind == "gifts":
            self.emit("wizard_gifts", seat=seat)
            for equipment in sorted(set(adv.lost), key=EQUIPMENT.index):
                self.gain_equipment(seat, equipment, "wizard")
            adv.arch_free = 2  # this turn and the next: he may leave through the arch freely
            cases = self.lost_cases()
            if cases:
                self.ask(seat, "take", [act("take", f"case/{c}") for c in cases], source="wizard")
        else:
            self.emit("wizard_comfort", seat=seat)  # KK-WIZ-04: still one equipment card back
            kinds = sorted({e for e in adv.lost if e not in adv.equipment}, key=EQUIPMENT.index)
            if kinds:
                self.ask(seat, "take", [act("take", e) for e in kinds], source="wizard")

    # ------------------------------------------------------------------ the Dark Bridge

    def built_positions(self, end: str) -> set[int]:
        """The built pieces, as positions 1–6 counted from end ``end``."""
        side = self.bridge["side"]
        built = int(self.bridge["built"])
        if not side:
            return set()
        from_a = (
            set(range(1, built + 1))
            if side == "a"
            else set(range(BRIDGE_PIECES - built + 1, BRIDGE_PIECES + 1))
        )
        return from_a if end == "a" else {BRIDGE_PIECES + 1 - p for p in from_a}

    def built_slots(self) -> frozenset[str]:
        """The slot squares that hold a bridge piece (for drawing)."""
        geo = self.board.hazards["dark-bridge"]
        return frozenset(self.track_square(geo, "slots", "a", p) for p in self.built_positions("a"))

    def dark_bridge(self, seat: int, end: str) -> None:
        """KK-DARK-01..04: build the bridge (the first adventurer) or walk onto it."""
        adv = self.advs[seat]
        bridge = self.bridge
        base = {"k": "hz", "h": "dark-bridge", "d": end, "p": 0, "r": "", "x": 0, "t": 0, "u": 0}
        if not bridge["side"]:
            if bridge["builder"] not in (-1, seat):
                self.emit("bridge_wait", seat=seat)  # another adventurer holds the right to build
                return
            face = self.roll(seat, "dark-bridge", quiet=True)
            if face > BRIDGE_PIECES:
                bridge["builder"] = seat  # KK-DARK-01: on 7-8 he rolls again next turn
                adv.sit = {**base, "n": "build"}
                self.place_in_node(seat)
                self.emit("bridge_unbuilt", seat=seat, face=face)
                return
            bridge.update(side=end, built=face, builder=-1)
            self.emit("bridge_built", seat=seat, face=face, pieces=face)
            adv.sit = {**base, "n": "bridge", "p": face}
            if face == BRIDGE_PIECES:  # KK-DARK-03: a 6 finishes it and takes him across
                self.finish_hazard(seat, self.board.hazards["dark-bridge"].end(OTHER[end]), True)
                return
            self.place_in_node(seat)  # KK-DARK-02: he waits on the outermost piece
            return
        adv.sit = {**base, "n": "bridge"}
        self.bridge_walk(seat)

    def special_node(self, seat: int) -> None:
        """A Dark Bridge situation acting on a later turn (the turn's roll is used)."""
        sit = self.advs[seat].sit
        assert sit is not None
        if sit["n"] == "build":
            self.advs[seat].sit = None
            self.dark_bridge(seat, str(sit["d"]))
        else:
            self.bridge_walk(seat)

    def bridge_walk(self, seat: int) -> None:
        """KK-DARK-02..05: roll and move over the slots; an unbuilt one stopped on drops him in."""
        adv = self.advs[seat]
        sit = adv.sit
        assert sit is not None
        geo = self.board.hazards["dark-bridge"]
        end = str(sit["d"])
        built = self.built_positions(end)
        complete = len(built) == BRIDGE_PIECES
        outer = max(built) if self.bridge["side"] == end else min(built)
        face = self.roll(seat, "dark-bridge", quiet=True)
        rolled = face
        start = int(sit["p"])
        for step in range(1, face + 1):
            position = start + step
            if position > BRIDGE_PIECES:
                self.finish_hazard(seat, geo.end(OTHER[end]), True)
                return
            if position == outer and not complete:
                face = step  # KK-DARK-04: he stops on reaching the outermost piece
                break
        position = start + face
        sit["p"] = position
        self.place_in_node(seat)
        self.emit("walk", seat=seat, hazard="dark-bridge", face=rolled, dest=adv.space)
        if position not in built:
            # KK-DARK-04/05: into the water, onto the nearest stone, and one equipment lost
            sit["t"] = 1
            sit["r"] = self.board.spaces[adv.space].route
            self.enter_node(seat, "water", "1")
            self.emit("fall", seat=seat, hazard="dark-bridge", space=adv.space)
            self.choose_loss(seat, "dark-bridge")
