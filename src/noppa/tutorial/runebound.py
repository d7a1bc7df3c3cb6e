"""The Runebound lesson: movement dice, a fight through its phases, the market, experience.

One hero alone (the table of one that the Path of Doom makes a real game). Decks and tokens lie in
data order (no scripted shuffles): the first three green adventures are the Giant Rats, the Wolf
Pack and the Goblin Raiders, and the green tokens beside Tamalir are worth 2 XP each. Movement dice
are six-sided (faces in ``data/dice.toml``); combat rolls are two ten-sided dice.
"""

from __future__ import annotations

from noppa.tutorial import Lesson, Step

MOVE = (1, 2, 3, 4, 5)  # one movement die showing each of its first five faces

LESSON = Lesson(
    game="runebound",
    players=1,
    title="tut.rb.title",
    intro="tut.rb.intro",
    outro="tut.rb.outro",
    rolls=(
        *MOVE,  # turn 1: five movement dice
        *(1, 1),  # the Giant Rats, melee: 6 against 8, a miss and a wound
        *(3, 2),  # round 2, melee: 9 against 8, a hit
        *MOVE,  # turn 3 (turn 2 is one step into Tamalir)
        *(5, 5),  # the Wolf Pack's Survival test: 11 against 10
        *(6, 6),  # the hero's Before Combat magic attack
        *(7, 7),  # melee: 18 against 10
        *(4, 4),  # turn 4, the Goblin Raiders, ranged defence: 9 against 9
        *(5, 5),  # melee: 14 against 9
    ),
    beats=(
        Step("tut.rb.roll", "roll:5", rules=("RB-TURN-02", "RB-MOVE-01")),
        Step("tut.rb.move", "move:h0705", rules=("RB-MOVE-02", "RB-MOVE-03")),
        Step("tut.rb.came_from", "from:h0706", rules=("RB-CMB-08",)),
        Step("tut.rb.adventure", "adventure", rules=("RB-ADV-01", "RB-ADV-02")),
        Step("tut.rb.before_combat", "fight_on", rules=("RB-CMB-01", "RB-CMB-04")),
        Step("tut.rb.escape", "fight_on", rules=("RB-CMB-06", "RB-CMB-07")),
        Step("tut.rb.ranged", "defend:ranged", rules=("RB-CMB-02", "RB-CMB-09", "RB-CMB-17")),
        Step("tut.rb.melee", "attack:melee", rules=("RB-CMB-10", "RB-CMB-12")),
        Step("tut.rb.magic", "defend:magic", rules=("RB-CMB-13", "RB-CMB-14")),
        Step("tut.rb.round", "fight_on", rules=("RB-CMB-05", "RB-CMB-15")),
        Step("", "defend:ranged"),
        Step("tut.rb.again", "attack:melee", rules=("RB-DEF-01",)),
        Step("tut.rb.won", "end", rules=("RB-DEF-03", "RB-MKT-01", "RB-TURN-03")),
        Step("tut.rb.wounded", "step:h0706", rules=("RB-MOVE-01", "RB-MOVE-08")),
        Step("tut.rb.market", "heal:hero:wound", rules=("RB-MKT-03", "RB-MKT-07")),
        Step("tut.rb.market_done", "done"),
        Step("", "end"),
        Step("tut.rb.next_foe", "roll:5"),
        Step("tut.rb.wolves", "move:h1005"),
        Step("", "from:h0905"),
        Step("", "adventure"),
        Step("tut.rb.ability", "use:hero", rules=("RB-ACT-01", "RB-CMB-03")),
        Step("", "fight_on"),
        Step("", "defend:ranged"),
        Step("", "attack:melee"),
        Step("", "end"),
        Step("tut.rb.tired", "step:h1105", rules=("RB-MOVE-07", "RB-WND-02")),
        Step("", "adventure"),
        Step("", "fight_on"),
        Step("", "fight_on"),
        Step("tut.rb.defend_roll", "defend:ranged", rules=("RB-CMB-11",)),
        Step("", "attack:melee"),
        Step("tut.rb.experience", "xp:mind", rules=("RB-XP-01", "RB-XP-02", "RB-XP-05")),
    ),
)
