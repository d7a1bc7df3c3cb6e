"""Movement by terrain dice (§4): which hexes a roll can reach, exactly.

Each rolled die gives at most one of its symbols (RB-MOVE-02); a symbol moves the hero one hex into a
hex of that terrain, and any symbol enters a city (RB-MOVE-03). Dice need not all be used
(RB-MOVE-04), tokens and heroes do not block (RB-MOVE-05), and edge hexes are out of play
(RB-MOVE-06). :func:`reachable` searches every order of dice, so the destinations it gives are
exactly the hexes some assignment of dice to steps reaches, and for each the hexes the last step
can come from (the escape rule moves a hero back there, RB-CMB-08). The rulebook's pictured roll is
missing (RB-EX-14); any roll's destinations are exact.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Mapping, Sequence
from functools import lru_cache
from typing import TYPE_CHECKING

from noppa.engine import Action, IllegalAction
from noppa.engine.flow import Ask, Decision
from noppa.games.runebound.content.schema import Die
from noppa.games.runebound.events import Moved, MoveRoll, Rest, Rested
from noppa.games.runebound.rules import abilities, resolve
from noppa.games.runebound.rules.hexmap import TERRAIN_BITS, HexMap, axial
from noppa.games.runebound.rules.model import (
    DestinationChoice,
    Immutable,
    MoveChoice,
    RestChoice,
    Step,
    Steps,
    WayInChoice,
)

if TYPE_CHECKING:
    from noppa.games.runebound.rules.model import AllyState
    from noppa.games.runebound.rules.state import RuneboundState


def face_mask(face: Sequence[str]) -> int:
    """The terrain bits of a die face."""
    mask = 0
    for terrain in face:
        mask |= TERRAIN_BITS[terrain]
    return mask


def roll_masks(dice: list[Die], faces: list[int]) -> list[int]:
    """The masks of rolled faces: ``faces[i]`` is 1…6 on die ``i`` (the die's data order).

    A hero may roll more dice than the set holds (an extra die from an ability or an event): die
    ``i`` then is die ``i`` modulo the set's size, as :func:`_roll` rolls it.
    """
    masks = _face_masks(dice)
    return [masks[i % len(masks)][face - 1] for i, face in enumerate(faces)]


_FACE_MASKS: dict[int, tuple[list[Die], tuple[tuple[int, ...], ...]]] = {}


def _face_masks(dice: list[Die]) -> tuple[tuple[int, ...], ...]:
    """Each die's face masks, in data order, found once per set of dice (the content's own list,
    never changed; each entry keeps its list alive, so its id is never another list's)."""
    entry = _FACE_MASKS.get(id(dice))
    if entry is None:
        masks = tuple(tuple(face_mask(face) for face in die.faces) for die in dice)
        entry = _FACE_MASKS[id(dice)] = (dice, masks)
    return entry[1]


def reachable(board: HexMap, start: int, masks: list[int]) -> Routes:
    """Every destination the dice ``masks`` reach from ``start``, with the hexes it is entered from.

    ``start`` itself is always a destination (no die used), entered from nowhere (empty tuple).
    """
    return _reachable(board, start, tuple(sorted(masks)))


@lru_cache(maxsize=65536)
def _reachable(board: HexMap, start: int, masks: tuple[int, ...]) -> Routes:
    # Hex sets are int bit sets (in the map's :class:`Layout`). Identical dice are interchangeable,
    # so what matters is how many of each distinct mask are spent: a count of each is one index
    # (mixed radix, :func:`_spends`), and ``reached[index]`` is the set of hexes some order of
    # exactly those dice ends on (RB-MOVE-02, RB-MOVE-04). Each die spent steps into a neighbour of
    # its terrain (any die enters a city, RB-MOVE-03); spending one adds its stride, so going
    # through the indexes in order meets every set after all the sets it grows from.
    layout = _layout(board)
    kinds = sorted(set(masks))
    spends = _spends(tuple(masks.count(m) for m in kinds))
    enter = [_terrain(board, m) for m in kinds]
    reached = [0] * len(spends)
    reached[0] = 1 << layout.place[start]
    left_from = [0] * len(kinds)  # per kind: hexes reached with a die of that kind still unspent
    every = 0
    # In axial bits (``layout.width``) the six neighbours of every hex are the same six shifts,
    # and the ``enter`` sets hold only hexes in play, so a shift that leaves the map is dropped by
    # them; a map that is no offset grid spreads hex by hex (:class:`Layout`).
    width = layout.width
    skew = width - 1
    near = layout.near
    for index, spend in enumerate(spends):
        here = reached[index]
        if here and spend:
            if width:
                around = (
                    (here << 1)
                    | (here >> 1)
                    | (here << width)
                    | (here >> width)
                    | (here << skew)
                    | (here >> skew)
                )
            else:
                around = 0
                for hex_ in _members(here):
                    around |= near[hex_]
            for kind, stride in spend:
                left_from[kind] |= here
                there = around & enter[kind]
                if there:
                    reached[index + stride] |= there
        every |= here
    return Routes(board, start, every, tuple(zip(kinds, left_from, strict=True)))


class Layout(Immutable):
    """Where each hex of a map is in the search's bit sets.

    On a map whose hexes form an offset grid (columns alternate half a hex; Runebound's), a hex's
    bit is its axial coordinates, ``r * width + q``, with a column to spare between rows: then every
    hex's six neighbours are the same six shifts of its bit (``±1``, ``±width``, ``±(width - 1)``),
    and a set spreads in a handful of integer operations, whatever its size. The grid is checked
    against the map's own neighbour lists, hex by hex; a map that is not one keeps its hex indexes
    as bits (``width`` 0) and spreads hex by hex.
    """

    __slots__ = ("hex_at", "near", "place", "width")

    def __init__(self, place: tuple[int, ...], width: int, near: tuple[int, ...]) -> None:
        self.place = place
        """Each hex's bit."""
        self.width = width
        """The row stride of axial bits, or 0: bits are hex indexes."""
        self.near = near
        """Each hex's neighbours in play, as a bit set."""
        hex_at = [-1] * (max(place, default=-1) + 1)
        for hex_, bit in enumerate(place):
            hex_at[bit] = hex_
        self.hex_at = tuple(hex_at)
        """The hex of each bit (-1 for none)."""

    def hexes(self, bits: int) -> list[int]:
        """The hexes of a bit set, lowest hex first."""
        if not self.width:
            return _members(bits)
        hex_at = self.hex_at
        out = []
        while bits:  # :func:`_members`, each bit's hex taken on the way
            low = bits & -bits
            out.append(hex_at[low.bit_length() - 1])
            bits ^= low
        out.sort()
        return out


@lru_cache(maxsize=4)
def _layout(board: HexMap) -> Layout:
    """The map's :class:`Layout`: axial bits if its neighbour lists are an offset grid's."""
    identity = Layout(tuple(range(len(board.hexes))), 0, _near(board))
    coords = [axial(h.col, h.row) for h in board.hexes]
    if not coords:
        return identity
    q0 = min(q for q, _ in coords)
    r0 = min(r for _, r in coords)
    width = max(q for q, _ in coords) - q0 + 2  # a spare column: a shift past a row's end lands there
    place = tuple((r - r0) * width + q - q0 for q, r in coords)
    shifts = (1, -1, width, -width, width - 1, 1 - width)
    at = {bit: hex_ for hex_, bit in enumerate(place)}
    for hex_, around in enumerate(board.neighbours):
        if not around:
            continue
        grid = {at[place[hex_] + d] for d in shifts if place[hex_] + d in at}
        if {n for n in grid if board.neighbours[n]} != set(around):
            return identity
    near = tuple(sum(1 << place[n] for n in around) for around in board.neighbours)
    return Layout(place, width, near)


class Routes(Mapping[int, tuple[int, ...]], Immutable):
    """A roll's destinations (RB-MOVE-02), lowest hex first, each with the hexes its last step can
    come from (RB-CMB-08), as a read-only mapping. The search finds the destinations; a
    destination's way in is worked out only when it is asked for (most never are), and remembered.

    Never changed once made (the clones of a state share it); it pickles as the plain dict it
    stands for.
    """

    __slots__ = ("_bits", "_board", "_every", "_hexes", "_layout", "_left_from", "_origins", "_start")

    def __init__(self, board: HexMap, start: int, every: int, left_from: tuple[tuple[int, int], ...]) -> None:
        self._board = board
        self._layout = _layout(board)
        self._start = start
        self._every = every
        """The destinations, in the layout's bits (:class:`Layout`)."""
        self._left_from = left_from
        """Per distinct die mask: the hexes reached with a die of that mask still unspent."""
        self._hexes: list[int] | None = None
        self._bits: dict[int, int] = {}
        """By a hex's terrain bits: the hexes a last step into such a hex comes from."""
        self._origins: dict[int, tuple[int, ...]] = {}

    def __len__(self) -> int:
        return self._every.bit_count()

    def __contains__(self, hex_: object) -> bool:
        place = self._layout.place
        return type(hex_) is int and 0 <= hex_ < len(place) and bool(self._every >> place[hex_] & 1)

    def __iter__(self) -> Iterator[int]:
        hexes = self._hexes
        if hexes is None:
            hexes = self._hexes = self._layout.hexes(self._every)
        return iter(hexes)

    def __getitem__(self, hex_: int) -> tuple[int, ...]:
        origins = self._origins.get(hex_)
        if origins is not None:
            return origins
        if hex_ not in self:
            raise KeyError(hex_)
        if hex_ == self._start:
            origins = ()
        else:
            bit = self._board.terrain_bit[hex_]
            before = self._bits.get(bit)
            if before is None:
                before = 0
                for mask, hexes in self._left_from:
                    if mask & bit:
                        before |= hexes
                self._bits[bit] = before
            origins = tuple(self._layout.hexes(before & self._layout.near[hex_]))
        self._origins[hex_] = origins
        return origins

    def __reduce__(self) -> tuple[type[dict[int, tuple[int, ...]]], tuple[dict[int, tuple[int, ...]]]]:
        return dict, (dict(self.items()),)

    def __repr__(self) -> str:
        return f"Routes({dict(self.items())!r})"


@lru_cache(maxsize=256)
def _spends(have: tuple[int, ...]) -> tuple[tuple[tuple[int, int], ...], ...]:
    """For dice of distinct kinds, ``have[k]`` of kind ``k``: each count of dice spent, as one
    index (kind ``k`` counts in steps of its stride), with the kinds that still have a die left
    and their strides."""
    strides = []
    size = 1
    for count in have:
        strides.append(size)
        size *= count + 1
    return tuple(
        tuple(
            (kind, strides[kind])
            for kind, count in enumerate(have)
            if index // strides[kind] % (count + 1) < count
        )
        for index in range(size)
    )


def _members(hexes: int) -> list[int]:
    """The hexes of a bit set, lowest first."""
    out = []
    while hexes:
        low = hexes & -hexes
        out.append(low.bit_length() - 1)
        hexes ^= low
    return out


@lru_cache(maxsize=4)
def _near(board: HexMap) -> tuple[int, ...]:
    """Each hex's neighbours in play, as a bit set."""
    return tuple(sum(1 << n for n in around) for around in board.neighbours)


@lru_cache(maxsize=1024)
def _terrain(board: HexMap, mask: int) -> int:
    """The hexes in play a die showing the terrains ``mask`` may enter, as a bit set (in the map's
    :class:`Layout`)."""
    place = _layout(board).place
    return sum(1 << place[h] for h, bit in enumerate(board.terrain_bit) if bit & mask and board.neighbours[h])


# ---------------------------------------------------------------------- the Movement step (§4)

STEPS = frozenset({Steps.MOVE, Steps.REST, Steps.MOVING, Steps.FROM})


def refresh_abilities(st: RuneboundState, seat: int) -> list[str]:
    """Abilities that work by themselves in the Refresh step (a hero who sheds fatigue)."""
    return abilities.usable(st, seat, "refresh")


def max_dice(st: RuneboundState) -> int:
    """5 dice, or at most 4 with a wound or fatigue on the hero or an ally (RB-MOVE-01)."""
    base = 4 if abilities.is_tired(st.heroes[st.current]) else 5
    return max(0, base + st.mods.move_dice + st.this_turn.extra_dice)


def rest_amount(st: RuneboundState, count: int) -> int:
    """Fatigue that rolling ``count`` dice removes now.

    RB-MOVE-07: one fatigue per die below four not rolled, plus rest bonuses (an event, a card),
    but never more than the hero and his allies carry.
    """
    return _rest(count, *_rest_terms(st))


def _rest_terms(st: RuneboundState) -> tuple[int, int]:
    """The rest bonus (cards and the event) and the fatigue the hero and his allies carry."""
    hero = st.heroes[st.current]
    bonus = abilities.constant_stat(st, st.current, "rest") + st.mods.rest
    return bonus, hero.fatigue + sum(a.fatigue for a in hero.allies)


def _rest(count: int, bonus: int, carried: int) -> int:
    rest = max(0, 4 - count)
    if rest:
        rest += bonus
    return min(rest, carried)


def roll_counts(st: RuneboundState) -> list[int]:
    """How many dice the hero may roll, most first: the full roll and every rest that does something.

    RB-MOVE-10: a roll of fewer than four dice (a rest, RB-MOVE-07) is offered only when it removes
    more fatigue than the roll of one die more: never at 0 fatigue, never deeper than the fatigue
    there is. Staying put needs no rest (no die need be used, RB-MOVE-04). The most dice allowed
    are always offered, even when that is fewer than four.
    """
    most = max_dice(st)
    hero = st.heroes[st.current]
    if not hero.fatigue and not (hero.allies and any(a.fatigue for a in hero.allies)):
        return list(_no_rest(most))  # no rest does anything
    return list(_counts(most, *_rest_terms(st)))


@lru_cache(maxsize=64)
def _no_rest(most: int) -> tuple[int, ...]:
    """:func:`roll_counts` of a hero with no fatigue to rest: ``most`` and every count from 4 up."""
    return tuple(n for n in range(most, -1, -1) if n == most or n >= 4)


@lru_cache(maxsize=1024)
def _counts(most: int, bonus: int, carried: int) -> tuple[int, ...]:
    """:func:`roll_counts` of a hero allowed ``most`` dice, with the rest bonus ``bonus`` and
    ``carried`` fatigue (:func:`_rest_terms`), found once for each."""
    return tuple(
        n
        for n in range(most, -1, -1)
        if n == most or n >= 4 or _rest(n, bonus, carried) > _rest(n + 1, bonus, carried)
    )


@lru_cache(maxsize=4096)
def hex_action(kind: str, hex_id: str) -> Action:
    """The action ``kind:hex_id`` (made once: a roll offers dozens of them)."""
    return Action(kind, (hex_id,))


ROLLS = tuple(hex_action("roll", str(n)) for n in range(8))
"""The actions ``roll:n`` of the usual counts, made once."""


@lru_cache(maxsize=1024)
def _steps(board: HexMap, hex_: int) -> tuple[Action, ...]:
    """The one-hex steps from ``hex_`` (RB-MOVE-08), made once per hex."""
    return tuple(hex_action("step", board.ids[n]) for n in board.neighbours[hex_])


def move_options(st: RuneboundState, _ask: MoveChoice) -> list[Action]:
    """Roll, step one hex (RB-MOVE-08), use an ability, or discard."""
    seat = st.current
    hero = st.heroes[seat]
    out = [ROLLS[n] if n < len(ROLLS) else hex_action("roll", str(n)) for n in roll_counts(st)]
    out += _steps(st.board, hero.hex)  # RB-MOVE-08
    out += resolve.use_actions(st, seat, "movement", "any")
    out += resolve.discard_actions(st, seat)
    return out


def rest_options(st: RuneboundState, _ask: RestChoice) -> list[Action]:
    """The tired figures (RB-MOVE-07)."""
    hero = st.heroes[st.current]
    out = []
    if hero.fatigue:
        out.append(Action("rest", ("hero",)))
    out += [Action("rest", (a.card,)) for a in hero.allies if a.fatigue]
    return out


def destination_options(st: RuneboundState, _ask: DestinationChoice) -> list[Action]:
    """Every hex the roll reaches (RB-MOVE-02)."""
    moves = _hex_actions(st.board, "move")
    return [moves[h] for h in menu_order(st, st.this_turn.destinations)]


def way_in_options(st: RuneboundState, ask: WayInChoice) -> list[Action]:
    """The hexes the destination can be entered from (RB-CMB-08)."""
    ways = _hex_actions(st.board, "from")
    return [ways[h] for h in st.this_turn.destinations[ask.hex]]


@lru_cache(maxsize=16)
def _hex_actions(board: HexMap, kind: str) -> tuple[Action, ...]:
    """The action ``kind:hex`` of every hex, by index (made once per board and kind)."""
    return tuple(hex_action(kind, hex_id) for hex_id in board.ids)


def has_site(st: RuneboundState, hex_: int) -> bool:
    """Whether something waits in ``hex_``: a token, a lost challenge, a city or another hero."""
    return hex_ in sites(st)


def sites(st: RuneboundState) -> set[int]:
    """The hexes where something waits: tokens, lost challenges, cities and other heroes on the map."""
    out = set(st.board_tokens)
    out.update(st.board.city_hexes)
    out.update(entry[1] for entry in st.lost if entry is not None)
    out.update(h.hex for s, h in enumerate(st.heroes) if s != st.current and h.placed)
    return out


def menu_order(st: RuneboundState, hexes: Iterable[int]) -> list[int]:
    """Destinations as a menu lists them: where something waits first, each group nearest first.

    A roll can reach dozens of hexes; every one stays a choice (RB-MOVE-02), but the few that hold
    an adventure, a city or a hero come first so a player finds them at the top.
    """
    distance = st.board.walk_distances(st.heroes[st.current].hex)
    # One stable sort of the hexes, lowest first (as a roll's Routes gives them), by distance; then
    # those where something waits (:func:`sites`, asked of each hex here rather than gathered: the
    # map holds dozens of tokens).
    nearest = sorted(hexes if type(hexes) is Routes else sorted(hexes), key=distance.__getitem__)
    tokens = st.board_tokens
    cities = st.board.city_hexes
    others = {entry[1] for entry in st.lost if entry is not None}
    others.update(h.hex for s, h in enumerate(st.heroes) if s != st.current and h.placed)
    first = []
    rest = []
    for h in nearest:
        if h in tokens or h in cities or h in others:
            first.append(h)
        else:
            rest.append(h)
    return first + rest


def move_answer(st: RuneboundState, _decision: Decision[MoveChoice], action: Action) -> None:
    """Carry out a Movement decision: an ability, a discard, a roll or one step."""
    seat = st.current
    hero = st.heroes[seat]
    kind = action.kind
    if resolve.at_any_time(st, seat, action):
        return
    if kind == "roll":
        count = int(action.args[0])
        st.this_turn.roll_pending = count
        rest = rest_amount(st, count)  # RB-MOVE-07: one fatigue per die below four not rolled
        if rest:
            st.emit(Rest(seat=seat, count=rest))
        st.this_turn.rest_left = rest
        st.goto(Steps.REST)
    else:
        # RB-MOVE-08: one hex in any direction, without rolling (not after resting).
        _arrive(st, st.board.index[action.args[0]], hero.hex)


def rest_answer(st: RuneboundState, _decision: Decision[RestChoice], action: Action) -> None:
    """One fatigue off the figure chosen (RB-MOVE-07)."""
    target = action.args[0]
    _rest_one(st, None if target == "hero" else st.heroes[st.current].ally(target))


def destination_answer(st: RuneboundState, _decision: Decision[DestinationChoice], action: Action) -> None:
    """Move there; where a fight may follow and several ways lead in, the way in is asked (RB-CMB-08)."""
    there = st.board.index[action.args[0]]
    origins = st.this_turn.destinations[there]
    if len(origins) > 1 and _combat_possible(st, there):
        st.this_turn.chosen = there
        st.goto(Steps.FROM)
    else:
        _arrive(st, there, origins[0] if origins else None)


def way_in_answer(st: RuneboundState, decision: Decision[WayInChoice], action: Action) -> None:
    """Enter the destination from the hex chosen (RB-CMB-08)."""
    _arrive(st, decision.ask.hex, st.board.index[action.args[0]])


def _rest_one(st: RuneboundState, ally: AllyState | None) -> None:
    hero = st.heroes[st.current]
    if ally is None:
        hero.fatigue -= 1
    else:
        ally.fatigue -= 1
    st.this_turn.rest_left -= 1
    st.emit(Rested(seat=st.current, figure="hero" if ally is None else ally.card))


def _combat_possible(st: RuneboundState, there: int) -> bool:
    """Whether a fight could follow at ``there`` (then the way in matters for escaping)."""
    if there in st.board_tokens or any(slot is not None and slot[1] == there for slot in st.lost):
        return True
    return any(h.hex == there for s, h in enumerate(st.heroes) if s != st.current)


def _arrive(st: RuneboundState, there: int, origin: int | None) -> None:
    hero = st.heroes[st.current]
    moved = there != hero.hex
    if moved:
        hero.came_from = origin
        hero.hex = there
    else:
        hero.came_from = None
    st.emit(Moved(seat=st.current, hex=st.board.ids[there], moved=moved))
    st.goto(Steps.ADVENTURE)
    st.this_turn.arrived = False


def advance(st: RuneboundState, step: Step) -> bool:
    """Forced movement work: resting the only tired figure, rolling, moving when nothing can vary."""
    hero = st.heroes[st.current]
    if step == Steps.REST:
        while st.this_turn.rest_left > 0:
            tired = (1 if hero.fatigue else 0) + sum(1 for a in hero.allies if a.fatigue)
            if tired == 0:
                st.this_turn.rest_left = 0
                break
            if tired > 1:
                return st.ask(st.current)  # RB-MOVE-07: the split between figures is free
            only = next((a for a in hero.allies if a.fatigue), None)
            _rest_one(st, only)
        _roll(st)
        return False
    if step == Steps.MOVING:
        if len(st.this_turn.destinations) == 1:
            _arrive(st, hero.hex, None)
            return False
        return st.ask(st.current)
    return st.ask(st.current)


MOVE_CHOICE = MoveChoice()


def asked(st: RuneboundState, step: Step) -> Ask:
    """What the Movement step's decision asks now."""
    if step is Steps.MOVE:
        return MOVE_CHOICE
    if step is Steps.REST:
        return RestChoice(st.this_turn.rest_left)
    if step is Steps.MOVING:
        return DestinationChoice(tuple(st.this_turn.rolled))
    if step is Steps.FROM:
        assert st.this_turn.chosen is not None
        return WayInChoice(st.this_turn.chosen)
    return MOVE_CHOICE


def _roll(st: RuneboundState) -> None:
    """Roll the chosen number of movement dice, thrown together (``dice.rolls``: face 1 … 6 of each die
    in data order; the dice are alike, so chance mode makes the throw one node)."""
    count = st.this_turn.roll_pending
    dice = st.content.dice
    faces = st.dice.rolls(count, 6)
    masks = roll_masks(dice, faces) + [TERRAIN_BITS[t] for t in st.this_turn.extra_symbols]
    st.this_turn.rolled = faces
    st.emit(MoveRoll(seat=st.current, faces=faces, symbols=list(st.this_turn.extra_symbols)))
    st.this_turn.destinations = reachable(st.board, st.heroes[st.current].hex, masks)
    st.goto(Steps.MOVING)


def refuse_move(st: RuneboundState, _ask: MoveChoice, action: Action) -> IllegalAction:
    """Why a Movement action is refused: a hex not next to the hero (RB-MOVE-08), more dice than
    allowed, or a roll whose rest removes no more fatigue (RB-MOVE-10)."""
    kind = action.kind
    if kind == "step":
        return IllegalAction("rb.error.not_adjacent", action=action.text)
    if kind == "roll" and action.args and action.args[0].isdigit():
        most = max_dice(st)
        if int(action.args[0]) <= most:  # RB-MOVE-10: a rest that removes nothing more
            hero = st.heroes[st.current]
            fatigue = hero.fatigue + sum(a.fatigue for a in hero.allies)
            return IllegalAction(
                "rb.error.rest_useless", action=action.text, count=min(roll_counts(st)), fatigue=fatigue
            )
        return IllegalAction("rb.error.too_many_dice", action=action.text, count=most)
    return resolve.refuse(st, st.current, action)


def refuse_destination(st: RuneboundState, _ask: DestinationChoice, action: Action) -> IllegalAction:
    """A hex the roll does not reach (RB-MOVE-02)."""
    if action.kind == "move":
        return IllegalAction("rb.error.unreachable", action=action.text)
    return resolve.refuse(st, st.current, action)
