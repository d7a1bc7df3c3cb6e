"""The Dungeon Dice lesson: the wall, pushing one's luck, guards, a challenge, special rolls.

Two players, the learner first. Faces as ``ScriptedDice`` takes them: 1 shovel, 2 key, 3 lantern,
4 dagger, 5 ladder, 6 guard.
"""

from __future__ import annotations

from noppa.tutorial import Lesson, Play, Step

LESSON = Lesson(
    game="dungeon-dice",
    players=2,
    title="tut.dd.title",
    intro="tut.dd.intro",
    outro="tut.dd.outro",
    rolls=(
        # turn 1, the learner: three shovels to the wall, then a fourth
        *(1, 1, 1, 2, 3, 6),
        *(1, 4, 5),
        # turn 2, Player 2: three keys and two guards, then stops
        *(2, 2, 2, 6, 6, 5),
        # turn 3, the learner challenges: one guard, then two more
        *(6, 1, 2, 3, 4, 5),
        *(6, 6, 1, 2, 3),
        # turn 4, Player 2: two guards and two shovels, then the third guard
        *(6, 6, 1, 1, 2, 3),
        *(6, 4),
        # turn 5, the learner: six different faces
        *(1, 2, 3, 4, 5, 6),
        # turn 6, Player 2: three pairs
        *(1, 1, 2, 2, 3, 3),
        # turn 7, the learner: four daggers
        *(4, 4, 4, 4, 1, 2),
    ),
    beats=(
        Step("tut.dd.first_roll", "roll", rules=("DD-TURN-01", "DD-TURN-02", "DD-TURN-03", "DD-TURN-05")),
        Step("tut.dd.extend", "stop", rules=("DD-TURN-07", "DD-TURN-08", "DD-TURN-06")),
        Play("roll"),
        Play("stop"),
        Step("tut.dd.challenge", "challenge:2", rules=("DD-TURN-10", "DD-CHAL-01", "DD-CHAL-02a")),
        Step("tut.dd.challenge_won", "stop", rules=("DD-CHAL-03", "DD-CHAL-06")),
        Play("roll"),
        Play("roll"),
        Play("roll"),
        Step("tut.dd.big_roll", "roll", rules=("DD-TURN-11", "DD-TURN-04")),
        Step("tut.dd.escape", "stop", rules=("DD-WIN-01",)),
    ),
)
