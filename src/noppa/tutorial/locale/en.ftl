## Tutorials: the runner's own messages

tut-title = Tutorial
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
    You are Player 1, locked in the dungeon with Player 2. The first to lay eight tunnel cards on
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
    Player 2 rolled three keys and laid one card. Two guards went to the wall with the keys: if a
    third guard reaches the wall, the turn ends and the cards of that turn are lost. Now you may
    challenge instead of rolling: roll all six dice, set the guards aside and re-roll the rest, at
    most three rolls. Three guards win and you take up to three cards from your opponent's path.
    Challenge Player 2.
tut-dd-challenge_won =
    Three guards in two rolls: you won the challenge and took Player 2's only card. Stop to lay it
    on your own path.
tut-dd-big_roll =
    Player 2 pushed their luck: a third guard reached the wall and the turn ended with nothing. Your
    next roll showed six different faces, which earns three cards at once (three pairs earn one,
    as Player 2 just rolled). You have six cards on your path and need two more. Roll all six dice.
tut-dd-escape =
    Four daggers earn two cards: that makes eight. Stop, lay them and escape!
tut-dd-outro =
    You escaped and won! That was the whole game: roll, push your luck, stop in time, and
    challenge when your opponent has cards to take. The full rules are on the game's rules page.
