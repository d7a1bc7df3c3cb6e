"""The one interpreter of hazards (hazards.toml) and monster cards (monsters.toml).

An adventurer inside a hazard has a situation ``{"k": "hz", "h": hazard, "n": node, "d": end he
came from, "p": position on a track or route, "r": route, "x": a once-method failed, "t": he got
into trouble, "u": unused steps}``. Nodes roll, offer escape methods or walk tracks; their effects
(cross, either, goto, lose:choice, …) are run one by one by :meth:`HazardsMixin._op_fx`, which also
runs the effects of monster cards. Rule IDs are cited at the data entries and here where the
interpreter itself carries a rule.
"""

from __future__ import annotations

from typing import Any

from noppa.engine import Action
from noppa.games.key_to_the_kingdom.board import HazardGeometry
from noppa.games.key_to_the_kingdom.content import COBRA
from noppa.games.key_to_the_kingdom.hazards import UNTIL, Node
from noppa.games.key_to_the_kingdom.procedures import Effect, Method
from noppa.games.key_to_the_kingdom.state_base import Decision, KKBase, act
from noppa.games.key_to_the_kingdom.state_turns import DROP_COBRA, KEEP, TurnsMixin

OTHER = {"a": "b", "b": "a"}


class HazardsMixin(TurnsMixin, KKBase):
    """KK-HAZ-01..04 and every hazard run from data; KK-TP-02..06 monster fights."""

    # ------------------------------------------------------------------ where he is

    def node_of(self, seat: int) -> Node:
        """The hazard node the adventurer is in."""
        sit = self.advs[seat].sit
        assert sit is not None
        return self.rules[sit["h"]].nodes[sit["n"]]

    def geo_of(self, seat: int) -> HazardGeometry:
        """Where the hazard he is in lies."""
        sit = self.advs[seat].sit
        assert sit is not None
        return self.board.hazards[sit["h"]]

    def track_square(self, geo: HazardGeometry, track: str, end: str, position: int) -> str:
        """The square ``position`` steps from end ``end`` along ``track`` (0 = that end's dagger)."""
        squares = geo.tracks[track]
        if position <= 0:
            return geo.end(end) if geo.ends else squares[0]
        if position > len(squares):
            return geo.end(OTHER[end]) if geo.ends else squares[-1]
        return squares[position - 1] if end == "a" else squares[len(squares) - position]

    def place_in_node(self, seat: int) -> None:
        """Put the adventurer on the space his node and position say."""
        adv = self.advs[seat]
        sit = adv.sit
        assert sit is not None
        node = self.node_of(seat)
        geo = self.geo_of(seat)
        kind, _, name = node.at.partition(":")
        if kind == "dagger":
            adv.space = geo.end(sit["d"])
        elif kind == "spot":
            adv.space = geo.spots[name]
        elif kind == "track":
            adv.space = self.track_square(geo, name, sit["d"], sit["p"])
        else:
            route = geo.routes[sit["r"]]
            p = sit["p"]
            if p <= 0:
                adv.space = route.origin or route.squares[0]
            elif p <= len(route.squares):
                adv.space = route.squares[p - 1]
            else:
                adv.space = route.to

    def open_methods(self, seat: int, node: Node) -> list[Method]:
        """The escape methods open to the adventurer now (KK-HAZ-04: by his equipment)."""
        adv = self.advs[seat]
        held = set(adv.equipment)
        failed = bool(adv.sit and adv.sit.get("x"))
        return [m for m in node.methods if m.open_to(held, failed)]

    def may_face(self, seat: int) -> bool:
        """Whether the adventurer standing on a white dagger may face its hazard this turn."""
        adv = self.advs[seat]
        space = self.board.spaces[adv.space]
        rules = self.rules[space.hazard]
        geo = self.board.hazards[space.hazard]
        end = geo.end_of(adv.space)
        if rules.special == "dark-bridge":
            return self.bridge["builder"] in (-1, seat)
        if rules.special == "wizard":
            return not adv.wizard_done  # KK-WIZ-02: once per game
        if space.hazard == "magic-arch":
            if adv.arch_free:
                return False
            if end == "a" and adv.circle is not None:
                return False  # KK-ARCH-02: round the whole circle first
        return bool(rules.face[end])

    # ------------------------------------------------------------------ getting into a hazard

    def arrive_at_hazard(self, seat: int, dagger: str, unused: int) -> None:
        """KK-HAZ-01: stopped on a white dagger, he follows that hazard's rules at once."""
        adv = self.advs[seat]
        hazard = self.board.spaces[dagger].hazard
        geo = self.board.hazards[hazard]
        end = geo.end_of(dagger)
        if hazard == "magic-arch":
            if adv.arch_free:
                return  # KK-WIZ-03: leaving the Wizard, the arch's white dagger is ignored
            if end == "a" and adv.circle is not None:
                if adv.circle:
                    return  # KK-ARCH-02: not yet round the circle; he waits on the dagger
                adv.circle = None
        if hazard == "snake-pit" and self.cobra_unknown(seat):
            # KK-WIN-02, KK-SNAKE-04: arriving, he may drop the Cobra before he meets the pit.
            # KK-SECRET-01: everyone who might carry it stops here alike, so the pause tells no one
            # whether he does; only a holder has the choice to drop it.
            options = [DROP_COBRA, KEEP] if self.carries(seat, COBRA) else [KEEP]
            self.ask(seat, "cobra", options, secret=True, dagger=dagger, unused=unused)
            return
        self.hazard_arrive(seat, dagger, unused)

    def _op_hazard_arrive(self, seat: int, dagger: str, unused: int) -> None:
        self.hazard_arrive(seat, dagger, unused)

    def hazard_arrive(self, seat: int, dagger: str, unused: int) -> None:
        """Run the hazard's arrival node with fresh rolls."""
        hazard = self.board.spaces[dagger].hazard
        rules = self.rules[hazard]
        end = self.board.hazards[hazard].end_of(dagger)
        if rules.special == "dark-bridge":
            self.dark_bridge(seat, end)
            return
        node = rules.arrive[end]
        if node:
            self.advs[seat].sit = {
                "k": "hz",
                "h": hazard,
                "n": node,
                "d": end,
                "p": 0,
                "r": "",
                "x": 0,
                "t": 0,
                "u": unused,
            }
            self.enter_node(seat, node, "")

    def face_hazard(self, seat: int, turn_roll: int) -> None:
        """KK-HAZ-03: instead of moving away, he faces the hazard of the dagger he stands on: its
        rules run with fresh rolls, except where facing it is itself a move by the turn's roll
        (the Boats, KK-BOAT-01: ``face_roll = "turn"``)."""
        adv = self.advs[seat]
        hazard = self.board.spaces[adv.space].hazard
        rules = self.rules[hazard]
        self.first = turn_roll if rules.face_roll == "turn" else None
        end = self.board.hazards[hazard].end_of(adv.space)
        self.emit("face", seat=seat, hazard=hazard)
        if rules.special == "dark-bridge":
            self.dark_bridge(seat, end)
            return
        node = rules.face[end]
        adv.sit = {"k": "hz", "h": hazard, "n": node, "d": end, "p": 0, "r": "", "x": 0, "t": 0, "u": 0}
        self.enter_node(seat, node, "")

    def enter_node(self, seat: int, node_id: str, position: str, *, run: bool = True) -> None:
        """Go to ``node_id`` of the current hazard (at ``position``: a number or a square mark)."""
        adv = self.advs[seat]
        sit = adv.sit
        assert sit is not None
        if sit["n"] != node_id:
            sit["x"] = 0
        sit["n"] = node_id
        node = self.rules[sit["h"]].nodes[node_id]
        geo = self.board.hazards[sit["h"]]
        kind, _, name = node.at.partition(":")
        if kind == "route" and name:
            sit["r"] = name.replace("{from}", sit["d"])
        if position.isdigit():
            sit["p"] = int(position)
        elif position:
            track = geo.tracks[name]
            marked = next(i for i, s in enumerate(track) if self.board.spaces[s].mark == position)
            sit["p"] = marked + 1 if sit["d"] == "a" else len(track) - marked
        self.place_in_node(seat)
        if run and node.now:
            self.push("node", seat, 0)

    # ------------------------------------------------------------------ nodes

    def _op_node(self, seat: int, later: int) -> None:
        node = self.node_of(seat)
        sit = self.advs[seat].sit
        assert sit is not None
        hazard = str(sit["h"])
        if node.do == "roll":
            self.node_roll(seat, node, hazard)
        elif node.do == "escape":
            methods = self.open_methods(seat, node)
            if not methods:
                return
            self.ask(seat, "method", [act("escape", m.id) for m in methods])
        elif node.do == "walk":
            self.push("walk", seat, 0)
        elif node.do == "special":
            self.special_node(seat)
        elif node.do == "lost_turns":
            if later:
                sit["c"] = sit.get("c", 0) + 1
                self.emit("lost_turn", seat=seat, hazard=hazard, count=sit["c"], of=node.turns)
                if sit["c"] >= node.turns:
                    sit["c"] = 0
                    self.run_effects(seat, node.then, {})
        else:
            self.run_effects(seat, node.then, {})

    def node_roll(self, seat: int, node: Node, hazard: str) -> None:
        """A node's roll: branch by the face, or a trial that wins or loses."""
        if node.on:
            face = self.roll(seat, hazard, quiet=True)
            branch = next(b for b in node.on if face in b.faces)
            self.emit("hazard_roll", seat=seat, hazard=hazard, faces=[face])
            self.run_effects(seat, branch.then, {"roll": face})
            return
        trial = node.roll
        assert trial is not None
        faces = self.roll_many(seat, hazard, trial.dice, trial.settled)
        won = trial.succeeds(faces)
        self.emit("hazard_roll", seat=seat, hazard=hazard, faces=faces, won=won)
        self.run_effects(seat, node.win if won else node.lose, {"roll": faces[-1]})

    def _ans_method(self, decision: Decision, action: Action) -> None:
        self.push("method", decision.seat, action.args[0])

    def _op_method(self, seat: int, method_id: str) -> None:
        node = self.node_of(seat)
        method = next(m for m in node.methods if m.id == method_id)
        sit = self.advs[seat].sit
        assert sit is not None
        if method.pay == "choice":
            self.push("method_roll", seat, method_id)
            self.choose_loss(seat, sit["h"])
            return
        if method.pay:
            self.lose_equipment(seat, method.pay, sit["h"])
        self.method_roll(seat, method)

    def _op_method_roll(self, seat: int, method_id: str) -> None:
        node = self.node_of(seat)
        self.method_roll(seat, next(m for m in node.methods if m.id == method_id))

    def method_roll(self, seat: int, method: Method) -> None:
        """Roll for an escape method and run its outcome."""
        sit = self.advs[seat].sit
        assert sit is not None
        hazard = str(sit["h"])
        trial = method.trial(self.options)
        if trial is None:
            self.emit("escape", seat=seat, hazard=hazard, method=method.id, faces=[])
            self.run_effects(seat, method.then, {})
            return
        if not trial.is_trial:
            face = self.roll(seat, hazard, quiet=True)
            branch = next(b for b in method.on if face in b.faces)
            self.emit("escape", seat=seat, hazard=hazard, method=method.id, faces=[face])
            self.run_effects(seat, branch.then, {"roll": face})
            return
        faces = self.roll_many(seat, hazard, trial.dice, trial.settled)
        won = trial.succeeds(faces)
        self.emit("escape", seat=seat, hazard=hazard, method=method.id, faces=faces, won=won)
        if not won and method.once:
            sit["x"] = 1
        self.run_effects(seat, method.win if won else method.lose, {"roll": faces[-1]})

    def _op_walk(self, seat: int, count: int) -> None:
        """One roll of a walk along a track or a route (see hazards.toml: rolls, land, end, short)."""
        adv = self.advs[seat]
        sit = adv.sit
        assert sit is not None
        node = self.node_of(seat)
        geo = self.geo_of(seat)
        hazard = str(sit["h"])
        face = self.roll(seat, hazard, quiet=True)
        count += 1
        prev = int(sit["p"])
        position = prev + face
        ctx: dict[str, Any] = {"roll": face, "prev": prev, "count": count}
        if node.track:
            squares = geo.tracks[node.track]
            mark = node.overshoot.get("odd" if face % 2 else "even")
            if position > len(squares) and mark:
                # KK-PILE-01: an odd roll always lands on a fall square, even one that would overshoot
                position = max(
                    p
                    for p in range(1, len(squares) + 1)
                    if self.board.spaces[self.track_square(geo, node.track, sit["d"], p)].mark == mark
                )
            if position > len(squares):
                sit["p"] = len(squares) + 1
                adv.space = geo.end(OTHER[sit["d"]]) if geo.ends else squares[-1]
                self.emit("walk", seat=seat, hazard=hazard, face=face, dest=adv.space)
                self.run_effects(seat, node.end, ctx)
                return
            square = self.track_square(geo, node.track, sit["d"], position)
        else:
            route = geo.routes[sit["r"]]
            if position > len(route.squares) and route.to == self.dk:
                position = len(route.squares)  # KK-DK-03: the Demon King bars the way ashore
            if position > len(route.squares):
                self.emit("walk", seat=seat, hazard=hazard, face=face, dest=route.to)
                self.land(seat, route.to, position - len(route.squares) - 1)
                return
            square = route.squares[position - 1] if position > 0 else (route.origin or route.squares[0])
        sit["p"] = position
        adv.space = square
        ctx["landed"] = square
        self.emit("walk", seat=seat, hazard=hazard, face=face, dest=square)
        effects = node.land.get(self.board.spaces[square].mark)
        if effects:
            self.run_effects(seat, effects, ctx)
        elif node.rolls == UNTIL or count < node.rolls:
            self.push("walk", seat, count)
        elif node.short:
            self.run_effects(seat, node.short, ctx)

    def land(self, seat: int, space: str, leftover: int) -> None:
        """Off a route onto land; the rest of the roll is walked on from there (a white dagger stops it)."""
        adv = self.advs[seat]
        adv.sit = None
        adv.space = space
        self.emit("ashore", seat=seat, space=space)
        if self.space_kind(space) != "white-dagger":
            self.offer_move(seat, leftover, "turn", origin=space, entered=True)

    def finish_hazard(self, seat: int, dagger: str, success: bool) -> None:
        """Out of the hazard onto ``dagger`` (KK-HAZ-02); a clean crossing saves his teammates
        caught in it (KK-TEAM-03)."""
        adv = self.advs[seat]
        sit = adv.sit
        hazard = "" if sit is None else str(sit["h"])
        clean = success and sit is not None and not sit.get("t")
        adv.sit = None
        adv.space = dagger
        self.emit("hazard_done", seat=seat, hazard=hazard, space=dagger, success=success)
        if clean:
            for partner in self.partners(seat):
                other = self.advs[partner]
                if other.sit is not None and other.sit.get("h") == hazard and not other.escaped:
                    other.sit = None
                    other.space = dagger
                    self.emit("rescued", seat=partner, by=seat, hazard=hazard)

    # ------------------------------------------------------------------ effects

    def run_effects(self, seat: int, effects: tuple[Effect, ...], ctx: dict[str, Any]) -> None:
        """Run ``effects`` in order (each may stop for a decision)."""
        if effects:
            sit = self.advs[seat].sit
            if sit is not None and "u" in sit:
                ctx.setdefault("unused", sit["u"])
            self.push("fx", seat, effects, 0, ctx)

    def _op_fx(self, seat: int, effects: tuple[Effect, ...], index: int, ctx: dict[str, Any]) -> None:
        if index + 1 < len(effects):
            self.push("fx", seat, effects, index + 1, ctx)
        verb, argument, position = effects[index]
        adv = self.advs[seat]
        sit = adv.sit
        geo = self.board.hazards[sit["h"]] if sit is not None and sit.get("k") == "hz" else None
        if verb == "cross":
            assert geo is not None and sit is not None
            self.finish_hazard(seat, geo.end(OTHER[sit["d"]]), True)
        elif verb == "either":
            assert geo is not None
            self.ask(seat, "dagger", [act("dagger", e) for e in geo.ends], success=1)
        elif verb in ("back", "stay"):
            if geo is not None and sit is not None:
                self.finish_hazard(seat, geo.end(sit["d"]), False)
            # after a monster, "stay" leaves him on the black dagger: his turn ends there
        elif verb == "wait":
            pass
        elif verb == "again":
            self.push("walk", seat, int(ctx.get("count", 0)))
        elif verb == "step":
            self.step_on(seat)
        elif verb == "next":
            self.next_marked(seat, argument)
        elif verb == "hold":
            assert sit is not None
            sit["p"] = int(ctx["prev"])
            self.place_in_node(seat)
            self.emit("hold", seat=seat, space=adv.space)
        elif verb == "goto":
            assert sit is not None
            sit["t"] = 1
            self.enter_node(seat, argument, position)
        elif verb in ("walk", "walk-on"):
            assert sit is not None
            sit["t"] = 1
            self.enter_node(seat, argument, position, run=False)
            if verb == "walk-on":
                self.first = int(ctx["roll"])  # the roll just made is the first step of the walk
            self.push("walk", seat, 0)
        elif verb == "fall":
            assert sit is not None and geo is not None
            route = self.board.spaces[str(ctx["landed"])].route
            sit["r"] = route
            sit["t"] = 1
            self.enter_node(seat, argument, "0" if geo.routes[route].origin else "1")
            self.emit("fall", seat=seat, hazard=sit["h"], space=adv.space)
        elif verb == "lose":
            if argument == "choice":
                self.choose_loss(seat, str(ctx.get("why", sit["h"] if sit else "monster")))
            else:
                self.lose_equipment(seat, argument, str(sit["h"] if sit else "monster"))
        elif verb == "treasure":
            self.choose_case_loss(seat, "lost", str(sit["h"] if sit else "monster"))
        elif verb == "continue":
            unused = int(ctx.get("unused", 0))
            if unused > 0:
                self.offer_move(seat, unused, "turn")  # KK-TIGER-01: on with the unused part
        elif verb == "circle":
            assert geo is not None and sit is not None
            self.finish_hazard(seat, geo.end(sit["d"]), False)
            adv.circle = list(geo.tracks["circle"])  # KK-ARCH-02
            self.emit("must_circle", seat=seat)
        elif verb == "black-dagger":
            daggers = [d for d in self.board.places[argument].daggers if d in self.cfg.present]
            self.ask(seat, "dagger", [act("dagger", d) for d in daggers], success=1)
        elif verb == "wizard":
            self.wizard_reward(seat, argument)
        elif verb == "win":
            self.enter_place(seat, str(ctx["place"]))
        elif verb == "flee":
            adv.no_enter = str(ctx["place"])  # KK-TP-04: not this treasure place again this turn
            self.push("flee", seat)
        elif verb == "dungeon":
            self.imprison(seat, str(ctx["place"]), "monster")
        # "stay" after a monster: he stays on the black dagger; the turn ends

    def step_on(self, seat: int) -> None:
        """One square on along the track or route (off its end: across, or ashore)."""
        adv = self.advs[seat]
        sit = adv.sit
        assert sit is not None
        node = self.node_of(seat)
        geo = self.geo_of(seat)
        sit["p"] += 1
        kind, _, name = node.at.partition(":")
        if kind == "track":
            if sit["p"] > len(geo.tracks[name]):
                self.finish_hazard(seat, geo.end(OTHER[sit["d"]]), True)
                return
        elif kind == "route" and sit["p"] > len(geo.routes[sit["r"]].squares):
            self.land(seat, geo.routes[sit["r"]].to, 0)
            return
        self.place_in_node(seat)
        self.emit("step", seat=seat, space=adv.space)

    def next_marked(self, seat: int, mark: str) -> None:
        """On along the track to the next square marked ``mark`` (or across if there is none)."""
        adv = self.advs[seat]
        sit = adv.sit
        assert sit is not None
        geo = self.geo_of(seat)
        track = self.node_of(seat).at.partition(":")[2]
        length = len(geo.tracks[track])
        for position in range(int(sit["p"]) + 1, length + 1):
            if self.board.spaces[self.track_square(geo, track, sit["d"], position)].mark == mark:
                sit["p"] = position
                self.place_in_node(seat)
                self.emit("step", seat=seat, space=adv.space)
                return
        self.finish_hazard(seat, geo.end(OTHER[sit["d"]]), True)

    def _ans_dagger(self, decision: Decision, action: Action) -> None:
        self.finish_hazard(decision.seat, action.args[0], bool(decision.ctx.get("success")))

    # ------------------------------------------------------------------ monsters

    def _op_monster(self, seat: int, dagger: str) -> None:
        place = self.board.spaces[dagger].place
        card_id = self.draw_monster()  # KK-TP-02: draw a monster card at once
        self.emit("monster", seat=seat, card=card_id, place=place)
        card = self.monster_cards[card_id]
        held = set(self.advs[seat].equipment)
        methods = [m for m in card.methods if m.open_to(held)]
        self.ask(seat, "fight", [act("fight", m.id) for m in methods], card=card_id, place=place)

    def _ans_fight(self, decision: Decision, action: Action) -> None:
        seat = decision.seat
        card_id = str(decision.ctx["card"])
        place = str(decision.ctx["place"])
        method = next(m for m in self.monster_cards[card_id].methods if m.id == action.args[0])
        if method.pay == "choice":
            self.push("fight_roll", seat, card_id, method.id, place)
            self.choose_loss(seat, card_id)
            return
        if method.pay:
            self.lose_equipment(seat, method.pay, card_id)
        self._op_fight_roll(seat, card_id, method.id, place)

    def _op_fight_roll(self, seat: int, card_id: str, method_id: str, place: str) -> None:
        card = self.monster_cards[card_id]
        method = next(m for m in card.methods if m.id == method_id)
        trial = method.trial(self.options)
        faces: list[int] = []
        won = True
        if trial is not None:
            faces = self.roll_many(seat, card_id, trial.dice, trial.settled)
            won = trial.succeeds(faces)
        self.emit("fight", seat=seat, card=card_id, method=method_id, faces=faces, won=won)
        self.monster_used.append(card_id)  # KK-TP-02: the card then leaves the game
        # KK-TP-04/KK-TP-05: a loss costs what the card says (flee, equipment, the dungeon, stay)
        self.run_effects(seat, card.outcome(method, won), {"place": place, "why": card_id})
