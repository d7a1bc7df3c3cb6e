"""The Adventure step (§5, §6): choosing what to do where the hero stands, drawing adventure cards,
events and replenishing tokens, encounters, and the lost-challenge list.

Drawing follows the card types (RB-COMP-15): a challenge is fought (``combat.py``), an event changes
the world and another card is drawn (RB-EVT-01, RB-EVT-02, RB-EVT-03, RB-EVT-04, RB-EVT-05), an
encounter is played from its options and
leaves the game, and another card is drawn (RB-ADV-04, RB-ADV-05).
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache
from typing import TYPE_CHECKING

from noppa.engine import Action
from noppa.engine.flow import Ask, Decision
from noppa.games.runebound.content.effects import COLOURS, Effect, Quest, Test
from noppa.games.runebound.events import (
    Barred,
    DeckDone,
    Draw,
    EventCard,
    EventVoid,
    GoldLost,
    Leave,
    Lost,
    LostAttempt,
    LostPushed,
    OptionChosen,
    Passed,
    QuestDone,
    Replenish,
    TokenPlaced,
)
from noppa.games.runebound.rules import abilities, combat, meeting, resolve
from noppa.games.runebound.rules.hexmap import HexMap
from noppa.games.runebound.rules.model import (
    AdventureChoice,
    Combat,
    EncounterChoice,
    ReplenishChoice,
    Step,
    Steps,
)

if TYPE_CHECKING:
    from noppa.games.runebound.rules.state import RuneboundState

STEPS = frozenset(
    {Step.ADVENTURE, Step.DRAW, Step.ENCOUNTER, Step.ENCOUNTER_DONE, Step.REPLENISH, Step.AFTER_ADVENTURE}
)

ADVENTURE = Action("adventure")
PASS = Action("pass")
LEAVE = Action("leave")


# ---------------------------------------------------------------------- where the hero stands


def barred(st: RuneboundState, seat: int) -> tuple[str, ...]:
    """Colours the hero may no longer attempt: one per +1 Life XP token (RB-XP-06, RB-XP-08 default)."""
    return COLOURS[: st.heroes[seat].xp.count("life")]


def lost_here(st: RuneboundState, hex_: int) -> list[int]:
    """Lost-challenge slots whose token lies on ``hex_`` (RB-LOST-03)."""
    return [slot for slot, entry in enumerate(st.lost) if entry is not None and entry[1] == hex_]


def others_here(st: RuneboundState) -> list[int]:
    """Other heroes in the active hero's hex that he has not met this turn (RB-MEET-01)."""
    hero = st.heroes[st.current]
    return [
        s
        for s, h in enumerate(st.heroes)
        if s != st.current and h.hex == hero.hex and s not in st.this_turn.met and not h.out and h.placed
    ]


def options(st: RuneboundState) -> list[Action]:
    """What the hero may do in the Adventure step."""
    seat = st.current
    hero = st.heroes[seat]
    out: list[Action] = []
    no_bar = barred(st, seat)
    lost = lost_here(st, hero.hex) if any(st.lost) else []
    if not st.this_turn.met:
        token = st.board_tokens.get(hero.hex)
        draw_bar = no_bar if st.life_bar == "adventures" else ()
        if token is not None and token[0] not in draw_bar and st.decks[token[0]]:
            out.append(ADVENTURE)  # RB-ADV-01
        for slot in lost:
            entry = st.lost[slot]
            assert entry is not None
            if st.content.adventures[entry[0]].colour not in no_bar:
                out.append(Action("lost", (str(slot + 1),)))
    has_site = hero.hex in st.board_tokens or bool(lost) or hero.hex in st.board.city_hexes
    if has_site or st.meet_anywhere:
        for other in others_here(st):
            out.append(Action("trade", (str(other),)))  # RB-MEET-01, RB-MEET-02: negotiate
            if not st.this_turn.fought:
                out.append(Action("fight", (str(other),)))  # RB-MEET-05: one hero attacked a turn
    return out


def adventure_options(st: RuneboundState, _ask: AdventureChoice) -> list[Action]:
    """The Adventure step's choices, pass, abilities and discards."""
    seat = st.current
    found = st.adventure_found
    out = [*(found[1] if found is not None and found[0] is st.flow.pending else options(st)), PASS]
    out += resolve.use_actions(st, seat, "any")
    out += resolve.discard_actions(st, seat)
    return out


def encounter_options(st: RuneboundState, ask: EncounterChoice) -> list[Action]:
    """The options the hero can pay for, leave, or discard (RB-ADV-04, RB-LIM-04: at any time)."""
    seat = st.current
    card = st.content.adventures[ask.card]
    hero = st.heroes[seat]
    stamina = abilities.hero_stat(st, seat, "stamina")
    out = [
        Action("option", (str(i + 1),))
        for i, option in enumerate(card.options)
        if option.gold <= hero.gold and hero.fatigue + option.fatigue <= stamina
    ]
    return [*out, LEAVE, *resolve.discard_actions(st, seat)]


def replenish_options(st: RuneboundState, ask: ReplenishChoice) -> list[Action]:
    """The empty sun-ring gems of the colour (RB-REPL-04)."""
    return [Action("place", (st.board.ids[h],)) for h in empty_sun_gems(st, ask.colour)]


def adventure_answer(st: RuneboundState, _decision: Decision[AdventureChoice], action: Action) -> None:
    """Carry out an Adventure-step decision."""
    seat = st.current
    hero = st.heroes[seat]
    kind = action.kind
    if resolve.at_any_time(st, seat, action):
        return
    if kind == "pass":
        # RB-ADV-01: declining an adventure goes straight to Experience; in a city, on to the Market.
        st.emit(Passed(seat=seat))
        st.goto(Steps.MARKET if hero.hex in st.board.city_hexes and not _has_token(st) else Steps.EXPERIENCE)
    elif kind == "adventure":
        token = st.board_tokens[hero.hex]
        st.this_turn.adventured = True
        st.set_window("adventure")
        st.this_turn.draw_colour = token[0]
        st.this_turn.draws_left = len(st.decks[token[0]])
        st.goto(Steps.DRAW)  # RB-ADV-02
    elif kind == "lost":
        slot = int(action.args[0]) - 1
        entry = st.lost[slot]
        assert entry is not None
        st.this_turn.adventured = True
        st.set_window("adventure")
        st.emit(LostAttempt(seat=seat, slot=slot + 1, card=entry[0]))
        # RB-LOST-03: the challenge is played from the list, not drawn from a deck.
        combat.start(
            st,
            Combat("challenge", hero.hex, card=entry[0], lost_slot=slot, token=hero.hex in st.board_tokens),
        )
    elif kind == "trade":
        meeting.open_trade(st, int(action.args[0]))
    else:
        combat.start_pvp(st, int(action.args[0]))


def encounter_answer(st: RuneboundState, decision: Decision[EncounterChoice], action: Action) -> None:
    """Play an option of the encounter, leave it, or discard."""
    kind = action.kind
    if kind == "discard":
        st.discard_card(st.current, action.args[0])
    elif kind == "option":
        play_option(st, int(action.args[0]) - 1)
    else:
        st.emit(Leave(seat=st.current, card=decision.ask.card))
        st.goto(Steps.ENCOUNTER_DONE)


def replenish_answer(st: RuneboundState, decision: Decision[ReplenishChoice], action: Action) -> None:
    """A token of the colour goes on the gem chosen (RB-REPL-04)."""
    place_token(st, st.board.index[action.args[0]], decision.ask.colour)


ADVENTURE_CHOICE = AdventureChoice()


def asked(st: RuneboundState, step: Step) -> Ask:
    """What the Adventure step's decision asks now."""
    if step == Steps.ENCOUNTER:
        assert st.encounter is not None
        return EncounterChoice(st.encounter)
    if step == Steps.REPLENISH:
        assert st.this_turn.replenish_colour is not None
        return ReplenishChoice(st.this_turn.replenish_colour)
    return ADVENTURE_CHOICE


def _has_token(st: RuneboundState) -> bool:
    hero = st.heroes[st.current]
    return hero.hex in st.board_tokens or bool(lost_here(st, hero.hex))


def advance(st: RuneboundState, step: Step) -> bool:
    """Forced Adventure-step work."""
    seat = st.current
    hero = st.heroes[seat]
    if step == Steps.ADVENTURE:
        if not st.this_turn.arrived:
            st.this_turn.arrived = True
            complete_quests(st)
            if st.effect_queue:
                return False
        found = options(st)
        if found:
            st.ask(seat)
            st.adventure_found = (st.flow.pending, found)  # read by adventure_options
            return True
        # RB-MOVE-09: no token and no city: no Adventure and no Market this turn.
        st.goto(Steps.MARKET if hero.hex in st.board.city_hexes else Steps.EXPERIENCE)
        return False
    if step == Steps.DRAW:
        draw(st)
        return False
    if step == Steps.ENCOUNTER:
        return st.ask(seat)
    if step == Steps.ENCOUNTER_DONE:
        card = st.encounter
        assert card is not None
        st.encounter = None
        held = any(card in h.quests or card in h.boons or card in h.items or h.ally(card) for h in st.heroes)
        if not held:
            st.encounter_played(card)  # RB-ADV-05: it leaves the game once played (RB-DOOM-09)
        st.goto(Steps.DRAW)  # RB-ADV-05: then a new adventure card (same colour, default)
        return False
    if step == Steps.REPLENISH:
        return st.ask(st.this_turn.replenisher)
    if step == Steps.AFTER_ADVENTURE:
        st.goto(Steps.MARKET if hero.hex in st.board.city_hexes else Steps.EXPERIENCE)
        return False
    raise AssertionError(step)


# ---------------------------------------------------------------------- drawing (RB-ADV-02)


def draw(st: RuneboundState) -> None:
    """Draw the next card of the adventure's colour and start resolving it."""
    colour = st.this_turn.draw_colour
    assert colour is not None
    deck = st.decks[colour]
    seat = st.current
    if not deck or st.this_turn.draws_left <= 0:
        # Project rule: a deck with nothing left but events ends the adventure after each was drawn.
        st.emit(DeckDone(seat=seat, colour=colour))
        st.goto(Steps.AFTER_ADVENTURE)
        return
    card_id = deck.pop()
    st.this_turn.draws_left -= 1
    card = st.content.adventures[card_id]
    st.emit(Draw(seat=seat, colour=colour, card=card_id, card_kind=card.kind))
    if card.kind == "challenge":
        st.this_turn.draws_left = 0
        if colour in barred(st, seat) and st.life_bar == "challenges":
            # Option life_bar=challenges (RB-XP-08): drawing is allowed, the challenge is not.
            st.emit(Barred(seat=seat, card=card_id))
            st.under_deck(card_id)
            st.goto(Steps.AFTER_ADVENTURE)
            return
        combat.start(st, Combat("challenge", st.heroes[seat].hex, card=card_id, token=True))  # RB-ADV-03
    elif card.kind == "event":
        play_event(st, card_id)
    else:
        st.encounter = card_id  # RB-ADV-04
        st.goto(Steps.ENCOUNTER)


# ---------------------------------------------------------------------- events (RB-EVT)


def play_event(st: RuneboundState, card_id: str) -> None:
    """Compare numbers, put the winner in force, replenish, then draw again.

    RB-EVT-01, RB-EVT-02, RB-EVT-03, RB-EVT-04, RB-EVT-05.
    """
    card = st.content.adventures[card_id]
    current = st.event
    takes_effect = current is None or card.number >= st.content.adventures[current].number
    if takes_effect:
        st.event = card_id
        st.emit(EventCard(seat=st.current, card=card_id, number=card.number, replaced=current))
        if current is not None:
            st.played(current)  # RB-EVT-02: the old event goes under its deck (or to the Path)
        # RB-EVT-01: the event takes effect at once: its immediate effects reach every hero.
        order = [(st.current + i) % st.players for i in range(st.players)]
        st.queue((seat, effect, card_id) for seat in order for effect in card.on_draw)
    else:
        # RB-EVT-03 (and RB-EVT-04: a III in force can only be replaced by another III).
        assert current is not None  # only an event in force voids one
        st.emit(EventVoid(seat=st.current, card=card_id, number=card.number, current=current))
        st.played(card_id)
    st.goto(Steps.DRAW)  # RB-EVT-05: draw again from the same colour
    if takes_effect or st.replenish_rule == "every":
        start_replenish(st)


def empty_sun_gems(st: RuneboundState, colour: str | None) -> list[int]:
    """Sun-ring gems of ``colour`` without an adventure token (RB-REPL-02)."""
    tokens = st.board_tokens
    return [h for h in _sun_gems(st.board, colour) if h not in tokens]


@lru_cache(maxsize=64)
def _sun_gems(board: HexMap, colour: str | None) -> tuple[int, ...]:
    """The sun-ring gems of ``colour`` (RB-REPL-02), in the map's order (found once per board)."""
    hexes = board.hexes
    return tuple(h for h in board.gems if hexes[h].sun and hexes[h].gem == colour)


def start_replenish(st: RuneboundState) -> None:
    """Replenish adventure tokens from the box (RB-REPL-01, RB-REPL-02, RB-REPL-03, RB-REPL-04)."""
    st.emit(Replenish(seat=st.current))
    st.this_turn.replenisher = st.current
    _replenish(st, COLOURS)


def _replenish(st: RuneboundState, colours: Sequence[str]) -> None:
    """Fill the empty sun-ring gems of each colour in turn, until a colour has too few tokens."""
    for colour in colours:
        empty = empty_sun_gems(st, colour)
        in_box = [t for t in st.box if t[0] == colour]
        if not empty or not in_box:
            continue
        if len(in_box) >= len(empty):
            for hex_ in empty:
                place_token(st, hex_, colour, resume=False)
        else:
            # RB-REPL-04: too few tokens: the player who drew the event chooses the locations.
            st.this_turn.replenish_colour = colour
            st.this_turn.replenish_after = st.step
            st.goto(Steps.REPLENISH)
            return


def place_token(st: RuneboundState, hex_: int, colour: str, *, resume: bool = True) -> None:
    """Put a random box token of ``colour`` on ``hex_`` gem side up (RB-REPL-03)."""
    in_box = [i for i, t in enumerate(st.box) if t[0] == colour]
    pick = in_box[st.dice.below(len(in_box))] if len(in_box) > 1 else in_box[0]
    st.board_tokens[hex_] = st.box.pop(pick)
    st.emit(TokenPlaced(hex=st.board.ids[hex_], colour=colour))
    if resume and (not any(t[0] == colour for t in st.box) or not empty_sun_gems(st, colour)):
        st.goto(st.this_turn.replenish_after)
        st.this_turn.replenish_colour = None
        start_replenish_rest(st, colour)


def start_replenish_rest(st: RuneboundState, done: str) -> None:
    """Continue replenishing the colours after ``done``."""
    _replenish(st, COLOURS[[str(c) for c in COLOURS].index(done) + 1 :])


# ---------------------------------------------------------------------- encounters (RB-ADV-04)


def play_option(st: RuneboundState, index: int) -> None:
    """Pay for an encounter option, then its test or its fight decides what follows."""
    seat = st.current
    assert st.encounter is not None
    card = st.content.adventures[st.encounter]
    option = card.options[index]
    hero = st.heroes[seat]
    st.emit(OptionChosen(seat=seat, card=st.encounter, option=index + 1))
    if option.gold:
        hero.gold -= option.gold
        st.emit(GoldLost(seat=seat, count=option.gold))
    if option.fatigue:
        st.fatigue(seat, option.fatigue)
    success: list[Effect] = [*option.success]
    if option.quest is not None:
        success = [Quest(st.encounter)]
    if option.foe is not None:
        st.goto(Steps.ENCOUNTER_DONE)
        combat.start(st, Combat("encounter", hero.hex, card=st.encounter, option=index))
        return
    st.goto(Steps.ENCOUNTER_DONE)
    if option.test is not None:
        test = Test(option.test.attribute, option.test.target, option.test.skill, success, [*option.failure])
        st.queue([(seat, test, st.encounter)], first=True)
    else:
        st.queue(((seat, e, st.encounter) for e in success), first=True)


def complete_quests(st: RuneboundState) -> None:
    """A hero in the city a quest names completes it: the reward, and the card leaves (RB-ADV-04)."""
    seat = st.current
    hero = st.heroes[seat]
    for card_id in list(hero.quests):
        card = st.content.adventures[card_id]
        for option in card.options:
            if option.quest is not None and st.board.cities.get(option.quest) == hero.hex:
                hero.quests.remove(card_id)
                st.emit(QuestDone(seat=seat, card=card_id))
                st.queue((seat, e, card_id) for e in option.reward)
                if not any(type(e).__name__ == "Keep" for e in option.reward):
                    st.encounter_played(card_id)
                break


# ---------------------------------------------------------------------- lost challenges (RB-LOST)


def add_lost(st: RuneboundState, card: str, hex_: int) -> None:
    """Put a challenge on the lost-challenge list and its token on ``hex_`` (RB-LOST-01, RB-LOST-02)."""
    free = [slot for slot, entry in enumerate(st.lost) if entry is None]
    if free:
        slot = free[0]
    else:
        slot = st.lost_order.pop(0)  # RB-LOST-02: the card longest on the list leaves it
        old = st.lost[slot]
        assert old is not None
        st.under_deck(old[0])
        st.emit(LostPushed(slot=slot + 1, card=old[0]))
    st.lost[slot] = (card, hex_)
    st.lost_order.append(slot)
    st.emit(Lost(slot=slot + 1, card=card, hex=st.board.ids[hex_]))


def clear_lost(st: RuneboundState, slot: int) -> None:
    """A defeated lost challenge frees its slot; its token goes back to the list (RB-LOST-04 default)."""
    st.lost[slot] = None
    st.lost_order.remove(slot)
