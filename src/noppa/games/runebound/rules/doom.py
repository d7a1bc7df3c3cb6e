"""The Path of Doom variant (§19) and the Showdown that ends it (§20).

Played adventure cards go face down onto the Path instead of under their decks (RB-DOOM-03). When
the Path holds as many cards as :func:`cards_per_doom` says, a doom token is placed
(RB-DOOM-04, RB-DOOM-05, RB-DOOM-06, RB-DOOM-07);
the eighth ends normal play (RB-DOOM-08) and the Showdown begins once that turn is over.

The source stops in the middle of the Showdown (RB-SHOW-05). noppa completes it so (the design and
its reasons are in docs/rules/runebound.md, "Showdown"): after the preparation (RB-SHOW-01,
RB-SHOW-02, RB-SHOW-03, RB-SHOW-04) every hero and ally sheds all wounds and fatigue, and the heroes
take Showdown turns, highest level first (ties: more XP earned, then the usual seat order from the
player after the one whose turn ended). The top red card is turned face up as the *front*. A
Showdown turn is a Refresh, then a fight against the front, without escape. Wounds on the front
stay when a hero falls: the next hero fights it as the last one left it, so the heroes wear the
Dragon Lords down together, and the one who lands the last blow takes the card. Defeating High
Lord Margath wins (so do three Dragon Runes); another defeated card leaves the game (a Rune is
kept) and the next red card becomes the front. A hero knocked out rises again, whole, by giving up
his latest XP token (his level is his store of second chances); with no XP token left he is out of
the Showdown. If every hero is out, the Dragon Lords win and nobody does. Showdown rounds count
toward the round limit.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from noppa.engine import Outcome
from noppa.games.runebound.content.effects import Keep
from noppa.games.runebound.events import (
    Doom,
    Draw,
    Path,
    Refresh,
    Showdown,
    ShowdownFront,
    ShowdownOut,
    ShowdownRise,
    TurnBegun,
)
from noppa.games.runebound.rules import combat, resolve
from noppa.games.runebound.rules.model import Combat, Steps, ThisTurn

if TYPE_CHECKING:
    from noppa.games.runebound.rules.state import RuneboundState

DOOM_TOKENS = 8  # RB-COMP-09


def cards_per_doom(players: int) -> int:
    """Path cards per doom token (RB-DOOM-04): 2 → 4, 3 → 6, 4–6 → 8; 1 player → 2 (noppa's)."""
    if players == 1:
        return 2  # the source gives none for one player: two per player, as for two and three
    if players == 2:
        return 4
    if players == 3:
        return 6
    return 8


def add_to_path(st: RuneboundState, card: str) -> None:
    """A played card joins the Path; a full Path places a doom token.

    RB-DOOM-03, RB-DOOM-04, RB-DOOM-05, RB-DOOM-06, RB-DOOM-07.
    """
    st.path.append(card)
    st.emit(Path(colour=st.content.adventures[card].colour, count=len(st.path)))
    if len(st.path) < cards_per_doom(st.players) or st.doom >= DOOM_TOKENS:
        return
    last = st.path.pop()  # RB-DOOM-05: the card that triggered it goes to the first slot
    for other in st.path:
        st.under_deck(other)  # RB-DOOM-06: every other card under the deck of its colour
    st.path = [last]
    st.doom += 1  # RB-DOOM-07: the doom token on the next city's coat of arms
    city = path_city(st, st.doom)
    st.emit(Doom(count=st.doom, city=city))
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
    st.round += 1  # the Showdown opens a round of its own
    st.emit(Showdown(order=list(st.showdown_order), levels=[st.level(s) for s in st.showdown_order]))


def next_showdown_turn(st: RuneboundState) -> None:
    """The next hero still standing fights the front card (RB-SHOW-05, noppa's completion)."""
    standing = [s for s in st.showdown_order if not st.heroes[s].out]
    if not standing:
        ranking = st._ranking()
        st.finish(Outcome((), ranking, "rb.outcome.dragons"))
        return
    if st.front is None and not st.decks["red"]:
        ranking = st._ranking()
        st.finish(Outcome(ranking[0], ranking, "rb.outcome.showdown_empty"))
        return
    if st.round_limit and st.round > st.round_limit:
        st._time_up()
        return
    while True:
        if st.showdown_next and st.showdown_next % len(st.showdown_order) == 0:
            # A new Showdown round: it counts toward the round limit like any other round.
            st.round += 1
            if st.round_limit and st.round > st.round_limit:
                st._time_up()
                return
        seat = st.showdown_order[st.showdown_next % len(st.showdown_order)]
        st.showdown_next += 1
        if not st.heroes[seat].out:
            break
    st.turn += 1
    st.current = seat
    hero = st.heroes[seat]
    st.emit(TurnBegun(seat=seat, number=st.turn, round=st.round))
    if hero.face_down:
        st.emit(Refresh(seat=seat, cards=list(hero.face_down)))
        hero.face_down.clear()
    st.this_turn = ThisTurn()  # a Showdown turn is a new turn: nothing of it done (RB-SHOW-05)
    if st.front is None:
        st.front = st.decks["red"].pop()
        st.front_wounds = 0
        st.emit(Draw(seat=seat, colour="red", card=st.front, card_kind="challenge"))
    else:
        st.emit(ShowdownFront(seat=seat, card=st.front, count=st.front_wounds))
    combat.start(st, Combat("showdown", hero.hex, card=st.front, foe_wounds=st.front_wounds))


def showdown_won(st: RuneboundState, card: str) -> None:
    """The front beaten: its reward; a Rune is kept, any other card leaves the game."""
    seat = st.current
    adventure = st.content.adventures[card]
    st.front = None
    st.front_wounds = 0
    if any(isinstance(e, Keep) for e in adventure.reward):
        st.queue([(seat, Keep(), card)])
    else:
        st.removed.append(card)
    st.goto(Steps.END_TURN)
    if adventure.margath:
        st.check_victory(seat, margath=True)


def showdown_lost(st: RuneboundState, seat: int, wounds: int) -> None:
    """Knocked out in the Showdown: the front keeps the wounds it has taken; the hero rises again
    by giving up his latest XP token (a level), or is out of the Showdown if he has none."""
    hero = st.heroes[seat]
    st.front_wounds = wounds
    if hero.xp:
        bonus = hero.xp.pop()
        hero.xp_spent = max(0, hero.xp_spent - st.xp_cost)
        hero.wounds = hero.fatigue = 0
        assert st.front is not None  # the Showdown's front card knocked the hero out
        st.emit(ShowdownRise(seat=seat, bonus=bonus, level=st.level(seat), card=st.front, count=wounds))
    else:
        hero.out = True
        assert st.front is not None
        st.emit(ShowdownOut(seat=seat, card=st.front, count=wounds))
    resolve.next_knocked_out(st)
    st.combat = None
    st.goto(Steps.END_TURN)
