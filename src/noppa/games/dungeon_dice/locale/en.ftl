### Dungeon Dice — English messages. Keys are "dd." + the dotted table path.

## dd

dd-name = Dungeon Dice
dd-summary = A push-your-luck race out of a dungeon for 2–4 players. Roll six dice, set matching escape tools on the pit wall for tunnel cards, and stop before the third guard catches you. Eight cards on your escape path and your prisoner is free.

## dd.face

dd-face-shovel = shovel
dd-face-key = key
dd-face-lantern = lantern
dd-face-dagger = dagger
dd-face-ladder = ladder
dd-face-guard = guard

## dd.combo

dd-combo-six-different = six different faces
dd-combo-three-pairs = three pairs

## dd.action

dd-action-roll_all = Roll all six dice
dd-action-roll =
    { $count ->
        [one] Roll the last die in the pit
       *[other] Roll the { $count } dice left in the pit
    }
dd-action-roll_again = Roll all six dice again (hot dice)
dd-action-stop =
    { $count ->
        [one] Stop and lay 1 card on your path
       *[other] Stop and lay { $count } cards on your path
    }
dd-action-challenge =
    { $count ->
        [one] Challenge { $player } (1 card on the path)
       *[other] Challenge { $player } ({ $count } cards on the path)
    }
dd-action-challenge_again =
    { $count ->
        [one] Challenge { $player } again (1 card left)
       *[other] Challenge { $player } again ({ $count } cards left)
    }

## dd.event

dd-event-turn = — Turn { $number }: { $player } —
dd-event-roll =
    { $count ->
        [one] { $player } rolled { $faces }: { $moved } to the wall, +1 card.
       *[other] { $player } rolled { $faces }: { $moved } to the wall, +{ $count } cards.
    }
dd-event-roll_no_cards = { $player } rolled { $faces }: { $moved } to the wall.
dd-event-roll_nothing = { $player } rolled { $faces }: no die can go to the wall.
dd-event-roll_combo =
    { $count ->
        [one] { $player } rolled { $faces }: { $combo }! +1 card.
       *[other] { $player } rolled { $faces }: { $combo }! +{ $count } cards.
    }
dd-event-bust =
    { $count ->
        [one] { $player }'s turn ends: 1 card lost.
       *[other] { $player }'s turn ends: { $count } cards lost.
    }
dd-event-bust_guards =
    { $count ->
        [one] The third guard! { $player }'s turn ends: 1 card lost.
       *[other] The third guard! { $player }'s turn ends: { $count } cards lost.
    }
dd-event-bust_nothing = { $player }'s turn ends.
dd-event-bust_guards_nothing = The third guard! { $player }'s turn ends.
dd-event-wall_full_hot = All six dice are on the wall: { $player } may stop or roll all six again.
dd-event-guard_penalty = The guards also take the last card of the escape path.
dd-event-stop =
    { $count ->
        [one] { $player } stops and lays 1 card: { $path } of 8 on the path.
       *[other] { $player } stops and lays { $count } cards: { $path } of 8 on the path.
    }
dd-event-returned =
    { $count ->
        [one] 1 card beyond the eighth goes back to the supply.
       *[other] { $count } cards beyond the eighth go back to the supply.
    }
dd-event-given_back =
    { $count ->
        [one] 1 card taken beyond the eighth goes back to { $opponent }.
       *[other] { $count } cards taken beyond the eighth go back to { $opponent }.
    }
dd-event-wall_full = All six dice are on the wall: { $player }'s turn ends and the cards are kept.
dd-event-shortage =
    { $count ->
        [one] The supply is empty: 1 card cannot be drawn.
       *[other] The supply is empty: { $count } cards cannot be drawn.
    }
dd-event-challenge = { $player } challenges { $opponent }!
dd-event-challenge_again = { $player } challenges { $opponent } again!
dd-event-challenge_roll = Challenge roll { $attempt }: { $faces } — { $guards } of 3 guards.
dd-event-challenge_won =
    { $count ->
        [one] { $player } wins the challenge and takes 1 card from { $opponent }.
       *[other] { $player } wins the challenge and takes { $count } cards from { $opponent }.
    }
dd-event-challenge_lost =
    { $count ->
        [one] { $player } fails the challenge: 1 card goes back to { $opponent }.
       *[other] { $player } fails the challenge: { $count } cards go back to { $opponent }.
    }
dd-event-challenge_lost_nothing = { $player } fails the challenge; the turn ends.
dd-event-lost_held =
    { $count ->
        [one] The card earned with tools this turn is lost.
       *[other] The { $count } cards earned with tools this turn are lost.
    }
dd-event-game_over = { $winners } escapes from the dungeon and wins!
dd-event-no_escape = The supply is empty and every escape path holds seven cards: no prisoner can escape. The game ends in a draw.

## dd.error

dd-error-no_arguments = '{ $action }' takes nothing more: choose a numbered line or type its first words, like 'roll' or 'stop'.
dd-error-challenge_syntax = '{ $action }' is not a challenge: write 'challenge:' and the opponent's player number, for example 'challenge:2' to challenge Player 2.
dd-error-unknown_action = '{ $action }' is not a Dungeon Dice action: choose a numbered line or type its first words, like 'roll', 'stop' or 'challenge'.
dd-error-stop_before_roll = You cannot stop yet: the turn begins with the roll of the six dice (or a challenge).
dd-error-roll_after_challenge = After a won challenge you may only stop or challenge the same opponent again.
dd-error-no_challenges = Challenges are switched off in this game.
dd-error-challenge_self = You cannot challenge yourself.
dd-error-no_such_player = There is no Player { $number } in this game.
dd-error-challenge_same = This turn you may only challenge { $player } again.
dd-error-challenge_empty = { $player } has no tunnel cards to take.
dd-error-challenge_at_start = A challenge must be declared at the start of your turn, before the first roll.

## dd.option

dd-option-hot_dice = When all six dice reach the wall, the player may roll all six again and go on (rules: the turn ends and the cards are kept).
dd-option-challenges = When a challenge may be declared: at the start of the turn, also after any roll, or never.
dd-option-challenge_rolls = The three challenge rolls: guards rolled are set aside and the rest re-rolled, or every roll uses all six dice and one must show three guards.
dd-option-challenge_cards = How many tunnel cards a won challenge takes: 3 by the rules, or 1.
dd-option-guard_penalty = A third guard also costs the last card laid on the escape path.
dd-option-supply = The tunnel-card supply: the game's 28 cards, or unlimited.

## dd.outcome

dd-outcome-escaped = a prisoner escaped from the dungeon
dd-outcome-no_escape = the supply ran out with every prisoner one card short of escaping

## dd.ui

dd-ui-title = Dungeon Dice — turn { $turn }
dd-ui-turn_of = { $player } is in the pit
dd-ui-paths = Escape paths
dd-ui-start = Start
dd-ui-exit = Out!
dd-ui-pit = The pit
dd-ui-wall = The pit wall
dd-ui-last_roll = Last roll
dd-ui-empty = empty
dd-ui-at_risk = At risk
dd-ui-cards =
    { $count ->
        [one] 1 card
       *[other] { $count } cards
    }
dd-ui-taken =
    { $count ->
        [one] 1 card taken from { $player }
       *[other] { $count } cards taken from { $player }
    }
dd-ui-supply = Supply
dd-ui-unlimited = unlimited
dd-ui-odds = Exact odds
dd-ui-bust_chance = Chance the next roll loses everything
dd-ui-expect_roll = Expected cards if you roll on
dd-ui-expect_stop = Cards if you stop now
dd-ui-expect_challenge = Expected cards if you challenge { $player } ({ $chance } to win)
dd-ui-best = Best expectation
dd-ui-log = What happened
dd-ui-dice_in_pit =
    { $count ->
        [one] 1 die in the pit
       *[other] { $count } dice in the pit
    }
dd-ui-guards = Guards on the wall: { $count } of 3

## dd.stat: the statistics of simulation reports (statistics.py), a name and one line each

dd-stat-turns = Turns
dd-stat-turns-about = Turns played.
dd-stat-rolls = Rolls
dd-stat-rolls-about = Rolls of the escape tools (challenge rolls not counted).
dd-stat-cards_earned = Cards earned
dd-stat-cards_earned-about = Tunnel cards earned by tools that reached the wall, before they were laid or lost.
dd-stat-cards_laid = Cards laid
dd-stat-cards_laid-about = Tunnel cards laid on the escape path on stopping.
dd-stat-cards_lost = Cards lost
dd-stat-cards_lost-about = Cards earned or taken in a turn that ended badly (no match, a third guard or a lost challenge), and so lost.
dd-stat-busts_no_match = Turns ended: no match
dd-stat-busts_no_match-about = Turns that ended because no die could go to the wall.
dd-stat-busts_guards = Turns ended: third guard
dd-stat-busts_guards-about = Turns ended by a third guard on the wall.
dd-stat-guard_penalties = Cards taken by the guards
dd-stat-guard_penalties-about = Times a third guard also took the last card of the escape path (an optional rule).
dd-stat-full_walls = Full walls
dd-stat-full_walls-about = Times all six dice reached the wall.
dd-stat-six_different = Six different faces
dd-stat-six_different-about = Rolls showing six different faces (a combination).
dd-stat-three_pairs = Three pairs
dd-stat-three_pairs-about = Rolls showing three pairs (a combination).
dd-stat-challenges = Challenges
dd-stat-challenges-about = Challenges declared.
dd-stat-challenges_won = Challenges won
dd-stat-challenges_won-about = Challenges the challenger won.
dd-stat-challenges_lost = Challenges lost
dd-stat-challenges_lost-about = Challenges the challenger lost.
dd-stat-cards_taken = Cards taken in challenges
dd-stat-cards_taken-about = Tunnel cards taken from opponents by winning challenges.
dd-stat-cards_given_back = Cards given back
dd-stat-cards_given_back-about = Taken cards that went back to their owner: beyond the eighth card of the path, or after a lost challenge.
dd-stat-cards_taken_from = Cards taken from the player
dd-stat-cards_taken_from-about = Tunnel cards that opponents took from this player's path by winning challenges.
dd-stat-cards_recovered = Cards recovered
dd-stat-cards_recovered-about = Cards taken from this player that came back to them.
dd-stat-shortages = Cards not drawn
dd-stat-shortages-about = Tunnel cards that could not be drawn because the deck was empty.
dd-stat-final_path = Escape path at the end
dd-stat-final_path-about = Cards on the escape path when the game ended (eight cards escape).
dd-stat-runner_up_path = Runner-up's escape path
dd-stat-runner_up_path-about = Cards on the second-longest escape path when the game ended: how close the race was.
## dd.option names and values (what the create form, the lobby and the command line show)

dd-option-hot_dice-name = Hot dice
dd-option-challenges-name = Challenges
dd-option-challenges-value-start = at the start of a turn
dd-option-challenges-value-anytime = after any roll too
dd-option-challenges-value-never = never
dd-option-challenge_rolls-name = Challenge rolls
dd-option-challenge_rolls-value-keep-guards = guards set aside
dd-option-challenge_rolls-value-fresh = all six dice every roll
dd-option-challenge_cards-name = Cards a won challenge takes
dd-option-guard_penalty-name = Third guard takes a card
dd-option-supply-name = Tunnel cards
dd-option-supply-value-28 = the game's 28
dd-option-supply-value-unlimited = unlimited
