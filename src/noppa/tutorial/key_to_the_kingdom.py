"""The Key to the Kingdom lesson: the Demon King, a hazard, a monster, a steal and a whirlpool.

Two players, the learner first; the die has eight faces. The decks are dealt in data order (no
scripted shuffles), so the Boulder Fortress is guarded by the Black Panther. Player 2's moves are
written for them; every roll of the game is set below, turn by turn.
"""

from __future__ import annotations

from noppa.tutorial import Lesson, Play, Step

LESSON = Lesson(
    game="key-to-the-kingdom",
    players=2,
    title="tut.kk.title",
    intro="tut.kk.intro",
    outro="tut.kk.outro",
    rolls=(
        *(8, 1),  # who starts: Player 1
        6,  # turn 1: the Demon King to his 6; six steps to the Wild Boar (the food bag gets across)
        3,  # turn 2: Player 2 walks onto the Demon King's 4
        *(4, 5),  # turn 3: the Demon King to his 4 catches Player 2; the net beats the Black Panther
        8,  # turn 4: Player 2 escapes the dungeon with an 8
        2,  # turn 5: out of the fortress
        *(2, 3),  # turn 6: Player 2 ends on the learner's space, steals, flees three steps
        *(3, 1),  # turn 7: the learner catches up, steals it back, flees one step
        5,  # turn 8: Player 2
        8,  # turn 9: east along the top path
        5,  # turn 10: Player 2
        6,  # turn 11: down the Ice Mountain's side
        5,  # turn 12: Player 2
        8,  # turn 13: into the east whirlpool with a step to spare
    ),
    beats=(
        Step(
            "tut.kk.first_move",
            "move:bf/boar-b",
            rules=("KK-TURN-01", "KK-TURN-02", "KK-HAZ-01", "KK-BOAR-01"),
        ),
        Play("move:bf/b4"),
        Step("tut.kk.enter", "enter:bf/fortress-d2", rules=("KK-DK-01", "KK-DK-02", "KK-TP-02")),
        Step("tut.kk.fight", "fight:net", rules=("KK-TP-07", "KK-TP-03")),
        Step("tut.kk.leave", "move:bf/f4", rules=("KK-DUN-01", "KK-DUN-02")),
        Play("move:bf/f4"),
        Play("steal:0/boulder-fortress"),
        Play("move:bf/f1"),
        Step("tut.kk.chase", "move:bf/f1", rules=("KK-TURN-08",)),
        Step("tut.kk.steal", "steal:1/boulder-fortress", rules=("KK-TURN-07",)),
        Step("tut.kk.flee", "move:bf/t2", rules=("KK-TURN-07",)),
        Play("move:bf/f5"),
        Step("tut.kk.journey", "move:im/e1", rules=("KK-WIN-01",)),
        Play("move:bf/f1"),
        Step("tut.kk.daggers", "move:im/mountain-d2", rules=("KK-TP-01", "KK-TURN-04")),
        Play("move:bf/f5"),
        Step("tut.kk.whirlpool", "move:whirlpool/east", rules=("KK-WP-01", "KK-WP-03")),
    ),
)
