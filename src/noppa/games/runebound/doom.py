"""The Path of Doom variant (§19) and the Showdown that ends it (§20).

Played adventure cards go face down onto the Path instead of under their decks (RB-DOOM-03). When
the Path holds as many cards as :func:`cards_per_doom` says, a doom token is placed
(RB-DOOM-04, RB-DOOM-05, RB-DOOM-06, RB-DOOM-07);
the eighth ends normal play (RB-DOOM-08) and the Showdown begins once that turn is over.

The source stops in the middle of the Showdown (RB-SHOW-05). noppa completes it so (see
docs/rules/runebound.md, "Showdown"): after the preparation (RB-SHOW-01, RB-SHOW-02, RB-SHOW-03,
RB-SHOW-04) heroes take Showdown turns, highest level first (ties: more XP earned, then the usual
seat order from the player after the one whose turn ended). As it begins every hero and ally sheds
all wounds and fatigue. A Showdown turn is a Refresh, then a fight against the top card of the red
deck, without escape. Defeating High Lord Margath wins (so do three Dragon Runes); a defeated card
leaves the game; a hero knocked out is out of the Showdown and the card goes under the red deck. If
every hero is out, the Dragon Lords win and nobody does.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from noppa.engine import Outcome
from noppa.games.runebound.effects import Keep
from noppa.games.runebound.model import Combat

if TYPE_CHECKING:
    from noppa.games.runebound.state import RuneboundState

DOOM_TOKENS = 8  # RB-COMP-09


def cards_per_doom(players: int) -> int:
    """Path cards per doom token (RB-DOOM-04): 2 → 4, 3 → 6, 4–6 → 8; 1 player as 2 (noppa)."""
    if players <= 2:
        return 4
    if players == 3:
        return 6
    return 8


def add_to_path(st: RuneboundState, card: str) -> None:
    """A played card joins the Path; a full Path places a doom token.

    RB-DOOM-03, RB-DOOM-04, RB-DOOM-05, RB-DOOM-06, RB-DOOM-07.
    """
    st.path.append(card)
    st.emit("path", colour=st.content.adventures[card].colour, count=len(st.path))
    if len(st.path) < cards_per_doom(st.players) or st.doom >= DOOM_TOKENS:
        return
    last = st.path.pop()  # RB-DOOM-05: the card that triggered it goes to the first slot
    for other in st.path:
        st.under_deck(other)  # RB-DOOM-06: every other card under the deck of its colour
    st.path = [last]
    st.doom += 1  # RB-DOOM-07: the doom token on the next city's coat of arms
    city = path_city(st, st.doom)
    st.emit("doom", count=st.doom, city=city)
    if st.doom == DOOM_TOKENS:
        st.showdown_pending = True  # RB-DOOM-08


def path_city(st: RuneboundState, number: int) -> str:
    """The city whose coat of arms takes doom token ``number`` (1 = Vynelvale, RB-DOOM-09 order)."""
    for city in st.content.cities.values():
        if city.path == number:
            return city.id
    raise AssertionError(number)


def begin_showdown(st: RuneboundState) -> None:
    """Prepare the red deck and the order of play (RB-SHOW-01, RB-SHOW-02, RB-SHOW-03, RB-SHOW-04)."""
    st.showdown = True
    red = st.decks["red"]
    kept: list[str] = []
    for card in red:
        if st.content.adventures[card].kind == "challenge":
            kept.append(card)
        else:
            st.removed.append(card)  # RB-SHOW-01
    for slot, entry in enumerate(st.lost):
        if entry is not None and st.content.adventures[entry[0]].colour == "red":
            kept.append(entry[0])  # RB-SHOW-02
            st.lost[slot] = None
            st.lost_order.remove(slot)
    st.dice.shuffle(kept)  # RB-SHOW-03
    st.decks["red"] = kept
    # noppa's completion: the heroes gather their strength for the last battle: every wound and
    # fatigue token on heroes and allies goes back to the box.
    for hero in st.heroes:
        hero.wounds = hero.fatigue = 0
        for ally in hero.allies:
            ally.wounds = ally.fatigue = 0
    after = (st.current + 1) % st.players
    seats = [(after + i) % st.players for i in range(st.players)]

    def earned(seat: int) -> int:
        hero = st.heroes[seat]
        return hero.xp_spent + sum(v for _, v in hero.tokens) + hero.xp_paper

    # RB-SHOW-04, RB-SHOW-05: highest level first; ties by XP earned, then seat order.
    st.showdown_order = sorted(seats, key=lambda s: (-st.level(s), -earned(s), seats.index(s)))
    st.showdown_next = 0
    st.emit("showdown", order=list(st.showdown_order), levels=[st.level(s) for s in st.showdown_order])


def next_showdown_turn(st: RuneboundState) -> None:
    """The next hero still standing fights the top red card."""
    standing = [s for s in st.showdown_order if not st.heroes[s].out]
    if not standing:
        ranking = st._ranking()
        st.finish(Outcome((), ranking, "rb.outcome.dragons"))
        return
    if not st.decks["red"]:
        ranking = st._ranking()
        st.finish(Outcome(ranking[0], ranking, "rb.outcome.showdown_empty"))
        return
    while True:
        seat = st.showdown_order[st.showdown_next % len(st.showdown_order)]
        st.showdown_next += 1
        if not st.heroes[seat].out:
            break
    st.turn += 1
    st.current = seat
    hero = st.heroes[seat]
    st.emit("turn", seat=seat, number=st.turn, round=st.round)
    if hero.face_down:
        st.emit("refresh", seat=seat, cards=list(hero.face_down))
        hero.face_down.clear()
    st.roll_bonus = {}
    st.damage_bonus = {}
    card = st.decks["red"].pop()
    st.emit("draw", seat=seat, colour="red", card=card, card_kind="challenge")
    from noppa.games.runebound import combat

    combat.start(st, Combat("showdown", hero.hex, card=card))


def showdown_won(st: RuneboundState, card: str) -> None:
    """A red card beaten in the Showdown: its reward, and the card leaves the game."""
    seat = st.current
    adventure = st.content.adventures[card]
    if any(isinstance(e, Keep) for e in adventure.reward):
        st.effect_queue.append((seat, Keep(), card))
    else:
        st.removed.append(card)
    st.step = "end_turn"
    if adventure.margath:
        st.check_victory(seat, margath=True)


def showdown_lost(st: RuneboundState, seat: int, card: str | None) -> None:
    """Knocked out in the Showdown: out of it; the card goes under the red deck."""
    st.heroes[seat].out = True
    if card is not None:
        st.decks["red"].insert(0, card)
    st.emit("showdown_out", seat=seat, card=card)
    st.ko_queue.pop(0)
    st.ko_stage = ""
    st.combat = None
    st.step = "end_turn"
