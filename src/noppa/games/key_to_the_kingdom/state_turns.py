"""Setup and the turn: the Demon King, dungeons, moves, arrivals, stealing and treasure places."""

from __future__ import annotations

from typing import Any

from noppa.engine import Action
from noppa.games.key_to_the_kingdom.content import COBRA, EQUIPMENT
from noppa.games.key_to_the_kingdom.moves import path_to, reach
from noppa.games.key_to_the_kingdom.state_base import PASS, ROLL, Decision, KKBase, act, deal_cases

FACE = act("face")
TRY = act("try")
KEEP = act("keep")
DROP_COBRA = act("drop", "cobra")


class TurnsMixin(KKBase):
    """KK-SETUP-*, KK-TURN-*, KK-DK-*, KK-DUN-*, KK-TP-*: the skeleton of the game."""

    # ------------------------------------------------------------------ setup

    def _op_setup(self) -> None:
        deal_cases(self)  # KK-SETUP-04
        self.monster_deck = list(self.monster_cards)
        self.dice.shuffle(self.monster_deck)  # KK-SETUP-03: the monster deck, face down
        self.magic_deck = list(self.magic_cards)
        self.dice.shuffle(self.magic_deck)  # KK-SETUP-03: the magic deck beside the board
        self.emit("setup", players=self.players, version=str(self.options["version"]))
        self.push("first", list(range(self.players)))
        if self.teams:
            # KK-TEAM-01: a team shares one set of eight cards, four for each adventurer, picked in turn
            for index in reversed(range(len(self.teams))):
                self.push("draft", index, 0)
        else:
            for adv in self.advs:  # KK-SETUP-05: eight equipment cards each
                adv.equipment = list(EQUIPMENT)

    def _op_draft(self, team_index: int, picks: int) -> None:
        team = self.teams[team_index]
        taken = [e for s in team for e in self.advs[s].equipment]
        pool = [e for e in EQUIPMENT if e not in taken]
        if not pool:
            return
        picker = team[picks % 2]
        if len(self.advs[picker].equipment) >= len(EQUIPMENT) // 2:
            picker = team[(picks + 1) % 2]
        self.push("draft", team_index, picks + 1)
        self.ask(picker, "draft", [act("pick", e) for e in pool])

    def _ans_draft(self, decision: Decision, action: Action) -> None:
        adv = self.advs[decision.seat]
        adv.equipment.append(action.args[0])
        adv.equipment.sort(key=EQUIPMENT.index)
        self.emit("pick", seat=decision.seat, equipment=action.args[0])

    def _op_first(self, contenders: list[int]) -> None:
        # KK-SETUP-07: everyone rolls; the highest starts; a tie is rolled again by the tied
        faces = {seat: self.roll(seat, "first") for seat in contenders}
        best = max(faces.values())
        tied = [seat for seat in contenders if faces[seat] == best]
        if len(tied) > 1:
            self.push("first", tied)
            return
        self.first_player = self.current = tied[0]
        self.emit("first_player", seat=tied[0])
        self.push("turn", tied[0])

    # ------------------------------------------------------------------ turn

    def _op_next(self) -> None:
        if self.endgame is not None:
            self.endgame_next()
            return
        # KK-TURN-03: turns pass clockwise
        self._op_turn((self.current + 1) % self.players)

    def _op_turn(self, seat: int) -> None:
        self.current = seat
        self.turn += 1
        self.announced = False  # the turn is logged with its roll, or before a choice made first
        self.push("endturn", seat)
        self._op_preroll(seat)

    def announce(self, seat: int, **roll: Any) -> None:
        """Log the start of the turn (with its roll, when nothing was chosen before it)."""
        if not self.announced:
            self.announced = True
            self.emit("turn", seat=seat, number=self.turn, **roll)
        elif roll:
            self.emit("roll", seat=seat, face=roll["face"], why="turn", dk=roll["dk"])

    def _op_endturn(self, seat: int) -> None:
        adv = self.advs[seat]
        self.first = None
        adv.no_enter = ""
        if adv.arch_free:
            adv.arch_free -= 1
        if self.endgame is not None:
            self.endgame_turn_done(seat)

    def preroll_options(self, seat: int) -> list[Action]:
        """What ``seat`` decides before his roll: facing a hazard, an escape method, lending…"""
        adv = self.advs[seat]
        sit = adv.sit
        options: list[Action] = []
        if sit is None:
            options.append(ROLL)
            if self.cobra_pause(seat) and self.carries(seat, COBRA):
                options.append(DROP_COBRA)  # KK-WIN-02, KK-SNAKE-04
        elif sit["k"] == "hz":
            node = self.node_of(seat)
            methods = self.open_methods(seat, node) if node.do == "escape" else []
            if len(methods) > 1:
                options.extend(act("escape", m.id) for m in methods)
            else:
                options.append(ROLL)
        elif sit["k"] == "circle" and sit["m"] == "card":
            options.extend((TRY, ROLL))  # KK-STONE-03: try again for the magic card, or move on
        else:
            options.append(ROLL)
        for partner in self.partners(seat) if self.teams else ():
            other = self.advs[partner]
            if other.space == adv.space and not other.escaped:
                # KK-TEAM-04: teammates on one space may lend each other equipment
                options.extend(act("lend", e) for e in adv.equipment if e not in other.equipment)
        return options

    def cobra_pause(self, seat: int) -> bool:
        """Whether ``seat`` stands free on a Snake Pit white dagger where the table cannot rule out
        that he carries the Cobra: his turn then stops before the roll whether he carries it (and may
        drop it) or not (KK-WIN-02, KK-SECRET-01)."""
        adv = self.advs[seat]
        return (
            adv.sit is None
            and self.board.spaces[adv.space].hazard == "snake-pit"
            and self.cobra_unknown(seat)
        )

    def _op_preroll(self, seat: int) -> None:
        adv = self.advs[seat]
        if adv.sit is not None and adv.sit["k"] == "circle" and adv.sit["m"] == "return":
            self.circle_return(seat)  # KK-STONE-02: the three cards come back on this turn
            return
        options = self.preroll_options(seat)
        secret = self.cobra_pause(seat)  # KK-SECRET-01
        if len(options) == 1 and not secret:  # nothing to decide before the roll
            self._op_roll(seat, self.roll_intent(seat), "")
        else:
            self.announce(seat)
            self.ask(seat, "preroll", options, secret=secret)

    def roll_intent(self, seat: int) -> str:
        """What the turn's roll is for, when the player has nothing to choose first."""
        sit = self.advs[seat].sit
        if sit is None:
            return "move"
        return {"dungeon": "dungeon", "hz": "node", "trapped": "trapped", "circle": "move"}[sit["k"]]

    def _ans_preroll(self, decision: Decision, action: Action) -> None:
        seat = decision.seat
        kind = action.kind
        if kind == "roll":
            self.push("roll", seat, self.roll_intent(seat), "")
        elif kind == "escape":
            self.push("roll", seat, "method", action.args[0])
        elif kind == "try":
            self.push("roll", seat, "try", "")
        elif kind == "lend":
            equipment = action.args[0]
            partner = next(p for p in self.partners(seat) if self.advs[p].space == self.advs[seat].space)
            self.advs[seat].equipment.remove(equipment)
            self.advs[partner].equipment.append(equipment)
            self.advs[partner].equipment.sort(key=EQUIPMENT.index)
            self.emit("lend", seat=seat, partner=partner, equipment=equipment)
            self.push("preroll", seat)
        elif kind == "drop":
            self.drop_cobra(seat)
            self.push("preroll", seat)

    def _op_roll(self, seat: int, intent: str, arg: str) -> None:
        face = self.dice.roll(8)
        # KK-WIN-03 short version only; KK-WIN-04: in the long version the Key has no such power
        if not self.long and face == 8 and self.endgame is None and self.can_leave(seat):
            self.announce(seat)
            self.emit("roll", seat=seat, face=face, why="turn")
            self.key_magic(seat)  # KK-WIN-03
            return
        captured = self.move_demon_king(face, seat)  # KK-TURN-01, KK-DK-01: first the Demon King
        if seat in captured:
            return
        adv = self.advs[seat]
        self.first = face
        if intent == "move":
            self.first = None
            if adv.sit is not None and adv.sit["k"] == "circle":
                adv.sit = None  # KK-STONE-03: tired of trying, he moves on
            self.offer_move(seat, face, "turn", can_face=True)  # KK-TURN-02
        elif intent == "method":
            self.push("method", seat, arg)
        elif intent == "node":
            self.push("node", seat, 1)
        elif intent == "dungeon":
            self.dungeon_try(seat, face)
        elif intent == "trapped":
            self.trapped_try(seat, face)
        elif intent == "try":
            self.circle_try(seat)

    # ------------------------------------------------------------------ the Demon King and dungeons

    def move_demon_king(self, number: int, seat: int) -> list[int]:
        """KK-DK-01/02: the Demon King goes to ``number`` (the turn's roll, reported with it);
        adventurers on or beside it are imprisoned."""
        space = self.cfg.numbers[number]
        self.dk = space
        self.dk_number = number
        self.announce(seat, face=number, dk=space)
        zone = self.cfg.near[space]
        captured = []
        for adv in self.advs:
            if not adv.escaped and (adv.space == space or adv.space in zone):
                captured.append(adv.seat)
                self.imprison(adv.seat, self.board.place_of_part[self.cfg.part_of[adv.space]], "demon-king")
        return captured

    def imprison(self, seat: int, place: str, why: str) -> None:
        """Into the dungeon of ``place`` (KK-DK-02)."""
        adv = self.advs[seat]
        adv.space = self.board.places[place].dungeon
        adv.sit = {"k": "dungeon", "pl": place, "c": 0}
        adv.circle = None
        if self.bridge["builder"] == seat:
            self.bridge["builder"] = -1
        self.emit("captured", seat=seat, place=place, why=why)

    def dungeon_try(self, seat: int, face: int) -> None:
        """KK-DUN-01..03: one roll a turn (the turn's own roll) for a 1 or an 8, three turns at most."""
        self.first = None
        adv = self.advs[seat]
        sit = adv.sit
        assert sit is not None
        place = str(sit["pl"])
        if face in (1, 8):
            self.emit("dungeon_escape", seat=seat, place=place)
            self.to_place(seat, place)
            return
        sit["c"] += 1
        self.emit("dungeon_fail", seat=seat, place=place, tries=sit["c"])
        if sit["c"] >= 3:  # KK-DUN-03: three failed turns: one equipment card, then out
            self.push("to_place", seat, place)
            self.choose_loss(seat, "dungeon")

    def _op_to_place(self, seat: int, place: str) -> None:
        self.to_place(seat, place)

    def to_place(self, seat: int, place: str) -> None:
        """Out of the dungeon into its treasure place (KK-DUN-02); its case is not taken, and next
        turn he moves out (KK-DUN-04: only a fight won at a black dagger takes a case)."""
        adv = self.advs[seat]
        adv.sit = None
        adv.space = self.board.places[place].space
        self.emit("into_place", seat=seat, place=place)

    # ------------------------------------------------------------------ moves

    def offer_move(
        self,
        seat: int,
        steps: int,
        mode: str,
        *,
        origin: str = "",
        entered: bool = False,
        can_face: bool = False,
    ) -> None:
        """Ask where the move of ``steps`` ends (``mode``: turn, flee or special). ``can_face``: the
        turn's own move, which an adventurer on a white dagger may give up to face its hazard."""
        self.first = None
        adv = self.advs[seat]
        start = origin or adv.space
        arch = self.board.hazards["magic-arch"].ends if adv.arch_free else ()
        found = reach(
            self.board,
            self.cfg,
            start,
            steps,
            self.dk,
            entered=entered,
            revisit=self.options["turn_back"] == "allowed",
            free_arch=arch,
        )
        options = list(found.move_actions)
        places = self.board.spaces
        if mode != "special" and found.enter_actions:
            if places[start].kind == "place":
                adv.no_enter = places[start].place  # moving out of a place is not going back in
            options.extend(a for d, a in found.enter_actions if places[d].place != adv.no_enter)
        elif mode != "special" and places[start].kind == "place":
            adv.no_enter = places[start].place
        if can_face and adv.sit is None and places[start].kind == "white-dagger" and self.may_face(seat):
            options.append(FACE)  # KK-HAZ-03: face the hazard again, or move away
        self.ask(seat, "move", options, steps=steps, mode=mode, start=start, used=found.used)

    def _ans_move(self, decision: Decision, action: Action) -> None:
        seat = decision.seat
        adv = self.advs[seat]
        ctx = decision.ctx
        if action.kind == "face":
            self.face_hazard(seat, int(ctx["steps"]))
            return
        target = action.args[0]
        start = str(ctx["start"])
        key = target if action.kind == "move" else f"enter:{target}"
        used = int(ctx["used"][key])
        if adv.circle is not None:
            self.track_circle(seat, start, used, target)
        if action.kind == "enter":
            adv.space = target
            self.emit("move", seat=seat, dest=target, steps=used, mode=ctx["mode"])
            self.push("monster", seat, target)  # KK-TP-02: stop on the black dagger and draw
            return
        if target == start and used == 0:
            self.emit("stay", seat=seat)
            return
        adv.space = target
        self.emit("move", seat=seat, dest=target, steps=used, mode=ctx["mode"])
        self.push("arrive", seat, target, ctx["mode"], int(ctx["steps"]) - used)

    def track_circle(self, seat: int, start: str, used: int, target: str) -> None:
        """KK-ARCH-02: note the circle spaces walked since failing at the Magic Arch."""
        adv = self.advs[seat]
        assert adv.circle is not None
        arch = self.board.hazards["magic-arch"].ends if adv.arch_free else ()
        for space in path_to(
            self.board, self.cfg, start, used, demon_king=self.dk, goal=target, free_arch=arch
        ):
            if space in adv.circle:
                adv.circle.remove(space)

    def _op_arrive(self, seat: int, space: str, mode: str, unused: int) -> None:
        adv = self.advs[seat]
        kind = self.space_kind(space)
        if kind == "start":
            if self.endgame is not None:
                if self.may_escape(seat):
                    self.escape(seat)  # KK-WIN-05
                    return
            elif self.can_leave(seat):
                self.win(seat, "escaped")  # KK-WIN-01
                return
        if mode == "special":
            return  # KK-WP-02: a special roll only saves the adventurer; a white dagger waits
        if self.options["dk_adjacent"] == "captured" and space in self.cfg.near[self.dk]:
            # KK-DK-04 option: ending one's own move beside the Demon King is also capture
            self.imprison(seat, self.board.place_of_part[self.cfg.part_of[space]], "demon-king")
            return
        # KK-TURN-06: adventurers share spaces freely; KK-TURN-08: only the one arriving may steal
        victims = [] if kind == "whirlpool" else self.opponents_at(seat, space)
        if victims:
            self.offer_steal(seat, victims, space, mode, unused)
        else:
            self.push("arrival", seat, space, mode, unused)
        del adv  # (the adventurer is read again by the next step)

    def offer_steal(self, seat: int, victims: list[int], space: str, mode: str, unused: int) -> None:
        """KK-TURN-07: the arriving player may pick one of an opponent's cases without looking."""
        options = [act("steal", f"{v}/{case}") for v in victims for case in self.advs[v].cases]
        options.append(PASS)
        self.ask(seat, "steal", options, space=space, mode=mode, unused=unused)

    def _ans_steal(self, decision: Decision, action: Action) -> None:
        seat = decision.seat
        ctx = decision.ctx
        if action.kind == "pass":
            if ctx["mode"] != "place":
                self.push("arrival", seat, ctx["space"], ctx["mode"], ctx["unused"])
            return
        victim_text, _, case = action.args[0].partition("/")
        victim = int(victim_text)
        self.advs[victim].cases.remove(case)
        self.emit("steal", seat=seat, victim=victim, case=case)
        self.take_case(seat, case, "steal")
        self.push("flee", seat)  # then he rolls and flees that many spaces

    def _op_flee(self, seat: int) -> None:
        self.first = None
        face = self.roll(seat, "flee")
        self.offer_move(seat, face, "flee")

    def _op_arrival(self, seat: int, space: str, mode: str, unused: int) -> None:
        kind = self.space_kind(space)
        if kind == "white-dagger":
            self.arrive_at_hazard(seat, space, unused)  # KK-HAZ-01
        elif kind == "whirlpool":
            self.jump_into(seat, space)  # KK-WP-01
        elif kind == "stone-circle":
            self.circle_arrival(seat)  # KK-STONE-01

    # ------------------------------------------------------------------ treasure places

    def draw_monster(self) -> str:
        """The top monster card (the used cards are shuffled into a new deck when it runs out)."""
        if not self.monster_deck:
            self.monster_deck = self.monster_used
            self.monster_used = []
            self.dice.shuffle(self.monster_deck)
            self.emit("monsters_reshuffled", count=len(self.monster_deck))
        return self.monster_deck.pop()

    def enter_place(self, seat: int, place: str) -> None:
        """KK-TP-03: into the treasure place; take its case unless someone already has."""
        adv = self.advs[seat]
        adv.space = self.board.places[place].space
        adv.sit = None
        self.emit("enter_place", seat=seat, place=place)
        if self.where[place] == "place":
            self.take_case(seat, place, "place")
        for partner in self.partners(seat):
            other = self.advs[partner]
            # KK-TEAM-02: entering the treasure place frees a teammate from its dungeon
            if other.sit is not None and other.space == self.board.places[place].dungeon:
                other.sit = None
                other.space = adv.space
                self.emit("freed", seat=partner, by=seat, place=place)
        victims = self.opponents_at(seat, adv.space)
        if victims:
            self.offer_steal(seat, victims, adv.space, "place", 0)

    # ------------------------------------------------------------------ small choices

    def choose_loss(self, seat: int, why: str) -> None:
        """KK-HAZ-04: lose one equipment card of his choice (nothing if he has none)."""
        held = self.advs[seat].equipment
        if held:
            self.ask(seat, "lose", [act("lose", e) for e in held], why=why)

    def _ans_lose(self, decision: Decision, action: Action) -> None:
        self.lose_equipment(decision.seat, action.args[0], str(decision.ctx["why"]))

    def choose_case_loss(self, seat: int, pile: str, why: str, *, allow_key: bool = True) -> bool:
        """Lose one treasure case of his choice to ``pile``; False if he has none to lose."""
        options = self.case_actions(seat, "treasure", allow_key=allow_key)
        if not options:
            return False
        self.ask(seat, "treasure", options, pile=pile, why=why)
        return True

    def _ans_treasure(self, decision: Decision, action: Action) -> None:
        self.drop_case(decision.seat, action.args[0], str(decision.ctx["pile"]), str(decision.ctx["why"]))
        if decision.ctx["pile"] == "used":
            self.check_winnable()

    def drop_cobra(self, seat: int) -> None:
        """KK-WIN-02 / KK-SNAKE-04: drop the Cobra into the Snake Pit; it then counts as a treasure."""
        adv = self.advs[seat]
        case = next(c for c in adv.cases if self.contents[c] == COBRA)
        adv.cases.remove(case)
        adv.cobra_dropped = True
        self.where[case] = "pit"
        self.seen[case] = list(range(self.players))
        self.emit("cobra_dropped", seat=seat, case=case)

    def _ans_cobra(self, decision: Decision, action: Action) -> None:
        if action.kind == "drop":
            self.drop_cobra(decision.seat)
        ctx: dict[str, Any] = decision.ctx
        self.push("hazard_arrive", decision.seat, ctx["dagger"], ctx["unused"])
