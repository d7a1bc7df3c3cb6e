## Tutorials: the runner's own messages

tut-step = Step { $number } of { $count }
tut-hint-other_move = That is a legal move, but this lesson teaches another one now: { $move }.
tut-hint-not_a_move = That is not a move here. The lesson asks for: { $move }.
tut-error-finished = The lesson is over: every step has been played.
tut-error-move = Move { $number } of the lesson does not fit: { $reason }
tut-error-move_type = Move { $number } of the lesson must be text.
tut-error-no_lesson = { $game } has no tutorial yet.
tut-cli-intro = Tutorial: { $title }. Type the number of a move (or its words); q ends the lesson.
tut-cli-lesson_over = The lesson is over. Thank you for playing it through!
tut-cli-play_on = Play the game on against a bot? (y/n)
tut-cli-yes = y
tut-cli-stopped = You left the tutorial. Run it again whenever you like: noppa tutorial { $game }

## Dungeon Dice

tut-dd-title = Dungeon Dice: your first escape
tut-dd-intro =
    You are Player 1, locked in the dungeon with Eino. The first to lay eight tunnel cards on
    their escape path gets out and wins. Each turn you roll six dice; matching dice go to the pit
    wall and earn cards. The dice in this lesson are set, so each roll shows you one rule.
tut-dd-first_roll =
    Your turn began with a roll of all six dice. The three shovels matched, so they went to the
    wall: three of a kind earns one card (four earn two, five three, six four). The key, the
    lantern and the guard were single, so they stay in the pit. The card is only at risk until you
    stop. Roll the three dice left in the pit.
tut-dd-extend =
    One more shovel joined the three on the wall: four shovels earn two cards, so one more. The
    dagger and the ladder stay in the pit. If a roll puts no die on the wall, you lose every card of
    this turn. With two dice left that is likely, so stop now and lay your two cards on the path.
tut-dd-challenge =
    Eino rolled three keys and laid one card. Two guards went to the wall with the keys: if a
    third guard reaches the wall, the turn ends and the cards of that turn are lost. Now you may
    challenge instead of rolling: roll all six dice, set the guards aside and re-roll the rest, at
    most three rolls. Three guards win and you take up to three cards from your opponent's path.
    Challenge Eino.
tut-dd-challenge_won =
    Three guards in two rolls: you won the challenge and took Eino's only card. Stop to lay it
    on your own path.
tut-dd-big_roll =
    Eino pushed his luck: a third guard reached the wall and the turn ended with nothing. Your
    next roll showed six different faces, which earns three cards at once (three pairs earn one,
    as Eino just rolled). You have six cards on your path and need two more. Roll all six dice.
tut-dd-escape =
    Four daggers earn two cards: that makes eight. Stop, lay them and escape!
tut-dd-outro =
    You escaped and won! That was the whole game: roll, push your luck, stop in time, and
    challenge when your opponent has cards to take. The full rules are on the game's rules page.

## Key to the Kingdom

tut-kk-title = Key to the Kingdom: into the Kingdom of Darkness
tut-kk-intro =
    You are Player 1, an adventurer at the start area with Eino. Six treasure cases lie in the
    Kingdom's treasure places; one of them holds the Golden Key. Bring the Key and one more treasure
    back to the start and you win. You carry eight pieces of equipment that help against hazards and
    monsters. The die in this lesson is set, so each turn shows you one rule.
tut-kk-first_move =
    Every turn begins with one roll of the eight-sided die, and the roll moves the Demon King first:
    he now stands on numbered space 6, far to the west. Then you move exactly that many steps, in the direction
    you choose; the menu lists every space where your move can end. Move to the white dagger of the
    Wild Boar: a white dagger starts a hazard, and reaching one ends your move there.
tut-kk-enter =
    You carried the food bag, so the Wild Boar took it and let you across. Eino stopped on
    numbered space 4, and your roll of 4 brought the Demon King there: everyone on or next to his new
    space goes at once to the dungeon of that part's treasure place. Now stop on the black dagger and
    enter the Boulder Fortress. To get in you must beat the monster that guards it.
tut-kk-fight =
    A Black Panther guards the fortress. Each way to fight says what you need to roll and what a loss
    costs. With the net, a roll of 4 to 8 wins. Fight with the net.
tut-kk-leave =
    You won, went in and took the Boulder Fortress case; only you saw what is inside. Eino rolled
    an 8 in the dungeon: a 1 or an 8 gets a prisoner out, into that dungeon's treasure place. This
    turn you leave the fortress, the black dagger being your first step. Move to the space beyond it.
tut-kk-chase =
    Eino's move ended on your space, so he stole your case, unseen, and then rolled and fled.
    Stealing happens only at the end of the thief's own move. Your roll of 3 can end where Eino
    stands now: move there.
tut-kk-steal =
    Your move ended on Eino's space: you may steal one of his cases. You pick a case by its
    name without looking inside, but you remember this one. Steal the Boulder Fortress case back.
tut-kk-flee =
    After a steal the thief rolls at once and flees that many steps. You rolled a 1: step up onto the
    top path, toward the east.
tut-kk-journey =
    Your case holds a treasure, but not the Key. Go looking for the other cases: head east along the
    top path toward the Ice Mountain. The Demon King stands on his 8 this turn, away from your path.
tut-kk-daggers =
    Down the Ice Mountain's side. A move passes black daggers freely; it may also stop on one, to
    enter the place or just to stand there. Stop on the lower black dagger of the Ice Mountain.
tut-kk-whirlpool =
    The east whirlpool is seven steps away and you rolled an 8: a move may end in a whirlpool with
    steps to spare. Jumping in turns that side of the board over: the Ice Mountain folds away and the
    Martyrs' Temple appears, and anyone left on the vanishing face is whirled along with it. Jump in.
tut-kk-outro =
    The east side has turned: the Martyrs' Temple now lies where the Ice Mountain was, and you move on
    from the whirlpool next turn. You have met the Demon King, a hazard, a monster, a steal and a
    whirlpool. Play on against the bot, and read the rules page for the other hazards and the magic.

## Runebound

tut-next = Next: { $move }.
tut-rb-title = Runebound: a hero's first days
tut-rb-intro =
    You play a lone hero in Tamalir, the city in the middle of the map. Heroes grow strong by
    winning adventures, the coloured gems on the map, from the easy green ones to the red ones of the
    Runes. Each turn has five steps: refresh, movement, adventure, market and experience. The dice in
    this lesson are set, so each roll shows you one rule.
tut-rb-roll =
    Movement first. You roll up to five movement dice (four once your hero has any wound or fatigue);
    each die shows terrain symbols, and each step into a hex uses one die showing that hex's terrain.
    Roll all five.
tut-rb-move =
    The menu lists every hex your dice can reach, those with an adventure first. A city takes any
    symbol, and you need not use every die. Move to the green adventure right next to Tamalir.
tut-rb-came_from =
    This hex can be entered from several sides. Say which one you came from: if you escape from a
    fight, you go back there. You came from Tamalir.
tut-rb-adventure =
    A green gem means a green adventure. Attempt it: the top card of the green deck is drawn and
    shown to everyone.
tut-rb-before_combat =
    Giant Rats: a challenge, so you fight. Before the first round comes Before Combat, when a card's
    own effect and your Before Combat abilities happen once. Your hero's ability costs a fatigue;
    keep it for later and begin the fight.
tut-rb-escape =
    Every round has four phases: escape, ranged, melee and magic. In the escape phase you may try to
    run (2d10 plus Mind against the foe's Mind). Stay and fight.
tut-rb-ranged =
    Ranged uses Mind, melee Body and magic Spirit. In each phase you either attack or defend, and
    you attack only once a round. The rats do no ranged damage, so defending costs no roll: defend.
tut-rb-melee =
    Melee is your hero's best phase: Body 4 and 3 damage. Attack: you roll 2d10, add your Body and
    need the rats' Body, 8. A hit deals your damage; a miss deals theirs to you.
tut-rb-magic =
    A miss: 6 against 8, and your hero took a wound. You attacked in melee, so in the magic phase you
    can only defend; the rats do no magic damage, so it needs no roll.
tut-rb-round =
    Both still stand, so a new round begins at the escape phase. Before Combat does not come again.
    Stay and fight.
tut-rb-again = Attack in melee again.
tut-rb-won =
    A hit for 3 and the rats, with 2 life, are beaten: you take their adventure token (its XP on the
    back) and their reward of 1 gold. You are not in a city, so there is no market, and your 2 XP
    buy nothing yet. End the turn.
tut-rb-wounded =
    Your hero is wounded, so only four movement dice are offered now. You may also step one hex
    without rolling: step into Tamalir.
tut-rb-market =
    In a city's market a new card is first laid on its stack; then you may buy, hire, sell and heal,
    in any order. The ally on offer costs more than your gold, but healing a wound costs 1 gold: heal.
tut-rb-market_done = Leave the market.
tut-rb-next_foe = Another green adventure is three hexes away. Roll all five dice.
tut-rb-wolves = Move to the green adventure three hexes east of Tamalir.
tut-rb-ability =
    Wolf Pack: its card first tested your Mind with Survival, and you passed. Now use your hero's
    ability: for a fatigue, a magic attack for 1 wound before the first round.
tut-rb-tired =
    Fatigue counts like a wound for movement: four dice at most. Rolling three dice or fewer is a
    rest that removes fatigue, and fatigue beyond your Stamina would turn into wounds. The next green
    adventure is one hex away: step there.
tut-rb-defend_roll =
    The Goblin Raiders do ranged damage, so defending needs a roll now: 2d10 plus Mind against their
    Mind. Defend.
tut-rb-experience =
    Three adventure tokens, 6 XP: enough for an experience token, which costs 6 XP at a table of one
    or two. It raises Mind, Body, Spirit or Stamina by 2, or Life by 1. Mind is your hero's weakest
    value, and it counts for escaping and ranged: take +2 Mind.
tut-rb-outro =
    Your hero is stronger now. From here, go for harder colours, gather gold for the markets, and
    watch the Path of Doom: every adventure played brings the Showdown with Margath nearer. The
    lesson is over; play on, and read the rules page for allies, events and the Runes.

## tut.cli: the answer no to the play-on question (the question asks again on any other answer)

tut-cli-no = n
