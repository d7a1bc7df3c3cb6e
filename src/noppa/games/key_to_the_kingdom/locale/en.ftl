### Key to the Kingdom — English messages. Keys are "kk." + the dotted table path.

## kk

kk-name = Key to the Kingdom
kk-summary = A race through the Kingdom of Darkness for 2–6 adventurers (Paul Bennett, 1990). Roll the eight-sided die, move the Demon King, then your adventurer; brave 21 hazards and 30 monsters, find the Golden Key among six treasures and leave by the start area with the Key and one more treasure. Whirlpools fold the board and change the Kingdom.

## kk.option

kk-option-version = short: the Key's magic takes its holder (with another treasure) and a friend out on an 8; long: he must walk out
kk-option-teams = team game: none, 2 teams of 2 (4 players) or 3 teams of 2 (6 players); partners sit opposite
kk-option-cobra = the Cobra: dropped into the Snake Pit it counts as a treasure, or it never counts
kk-option-turn_back = whether a move may turn back and enter a space twice
kk-option-dk_adjacent = ending your own move next to the Demon King: no effect or the dungeon
kk-option-glass_high_rolls = Glass Bridge quicksand with net, rope or hook: 7 and 8 fail like 1–3 or save you
kk-option-team_win = team game: the partner of the first to win wins too, or only the winner

## kk.outcome

kk-outcome-escaped = left the Kingdom with the Golden Key and another treasure
kk-outcome-key_magic = the Golden Key's magic carried them out
kk-outcome-unwinnable = every other treasure left the game: no one can win

## kk.part

kk-part-devils-castle = Devil's Castle
kk-part-boulder-fortress = Boulder Fortress
kk-part-spirit-castle = Spirit Castle
kk-part-dark-tower = Dark Tower
kk-part-ice-mountain = Ice Mountain
kk-part-martyrs-temple = Martyrs' Temple

## kk.place

kk-place-devils-castle = Devil's Castle
kk-place-boulder-fortress = Boulder Fortress
kk-place-spirit-castle = Spirit Castle
kk-place-dark-tower = Dark Tower
kk-place-ice-mountain = Ice Mountain
kk-place-martyrs-temple = Martyrs' Temple

## kk.hazard

kk-hazard-boats = Boats
kk-hazard-skull-pit = Skull Pit
kk-hazard-glass-bridge = Glass Bridge
kk-hazard-broken-bridge = Broken Bridge
kk-hazard-cyclops = Cyclops
kk-hazard-moat = Moat
kk-hazard-dark-bridge = Dark Bridge
kk-hazard-pile-bridge = Pile Bridge
kk-hazard-ice-caves = Ice Caves
kk-hazard-living-forest = Living Forest
kk-hazard-magic-arch = Magic Arch
kk-hazard-rat-trap = Rat Trap
kk-hazard-stone-circle = Stone Circle
kk-hazard-sleeping-giant = Sleeping Giant
kk-hazard-snake-pit = Snake Pit
kk-hazard-tarantula-web = Tarantula Web
kk-hazard-swamp = Swamp
kk-hazard-tiger-pit = Tiger Pit
kk-hazard-doom-well = Doom Well
kk-hazard-wild-boar = Wild Boar
kk-hazard-wizard = Wizard of Plenty

## kk.equipment

kk-equipment-axe = axe
kk-equipment-torch = torch
kk-equipment-sword = sword
kk-equipment-net = net
kk-equipment-hook = hook
kk-equipment-food = food bag
kk-equipment-rope = rope
kk-equipment-shield = shield

## kk.treasure

kk-treasure-golden-key = Golden Key
kk-treasure-golden-chalice = Golden Chalice
kk-treasure-magic-ring = Magic Ring
kk-treasure-crown-of-glory = Crown of Glory
kk-treasure-golden-sword = Golden Sword
kk-treasure-cobra = Cobra

## kk.monster

kk-monster-bone-knight = Bone Knight
kk-monster-cave-troll = Cave Troll
kk-monster-venom-wyrm = Venom Wyrm
kk-monster-night-hag = Night Hag
kk-monster-stone-golem = Stone Golem
kk-monster-ghoul-pack = Ghoul Pack
kk-monster-fire-salamander = Fire Salamander
kk-monster-bat-swarm = Bat Swarm
kk-monster-swamp-ogre = Swamp Ogre
kk-monster-shadow-wraith = Shadow Wraith
kk-monster-frost-wolf = Frost Wolf
kk-monster-iron-gargoyle = Iron Gargoyle
kk-monster-cursed-mummy = Cursed Mummy
kk-monster-two-headed-ogre = Two-Headed Ogre
kk-monster-basilisk = Basilisk
kk-monster-harpy = Harpy
kk-monster-minotaur = Minotaur
kk-monster-dungeon-crawler = Dungeon Crawler
kk-monster-giant-scorpion = Giant Scorpion
kk-monster-hydra = Hydra
kk-monster-werewolf = Werewolf
kk-monster-goblin-band = Goblin Band
kk-monster-rock-serpent = Rock Serpent
kk-monster-ember-demon = Ember Demon
kk-monster-bog-witch = Bog Witch
kk-monster-skeleton-archers = Skeleton Archers
kk-monster-dread-knight = Dread Knight
kk-monster-giant-centipede = Giant Centipede
kk-monster-phantom-warden = Phantom Warden
kk-monster-black-panther = Black Panther

## kk.magic

kk-magic-seal-of-winds = Seal of the Winds
kk-magic-rune-of-stillness = Rune of Stillness
kk-magic-moon-charm = Moon Charm
kk-magic-star-ward = Star Ward
kk-magic-oak-blessing = Oak Blessing
kk-magic-ember-sigil = Ember Sigil

## kk.mark

kk-mark-boat = a boat
kk-mark-serpent-boat = the boat by the Sea Serpent
kk-mark-serpent = the Sea Serpent
kk-mark-rock = the rock
kk-mark-skull = a skull
kk-mark-skull-red = the red skull
kk-mark-skull-blue = the blue skull
kk-mark-quicksand = the quicksand
kk-mark-glass = the glass bridge
kk-mark-moat-water = the moat
kk-mark-blue-arrow = the blue arrow
kk-mark-escape = the escape path
kk-mark-trap = the trap
kk-mark-grey-stone = a grey stone
kk-mark-red-stone = a red stone
kk-mark-pit = the pit
kk-mark-nest = the nest
kk-mark-spider = a brown spider
kk-mark-web = the web
kk-mark-giant = the sleeping giant
kk-mark-well = the depths of the well
kk-mark-rim = the rim of the well
kk-mark-fall = a fall square
kk-mark-pile = a pile
kk-mark-maw = the giant maw
kk-mark-water = the water
kk-mark-stone = a stone
kk-mark-rainbow = the Rainbow
kk-mark-arch = the arch
kk-mark-cave = the ice cave
kk-mark-push = the third stone
kk-mark-red-arrow = a red arrow
kk-mark-octopus = the octopus's red square
kk-mark-plank = a plank
kk-mark-gap = a missing piece
kk-mark-bridge-slot = a bridge slot
kk-mark-branch = a branch square
kk-mark-tree = the forest

## kk.case

kk-case-spirit-castle = Spirit Castle case
kk-case-ice-mountain = Ice Mountain case
kk-case-devils-castle = Devil's Castle case
kk-case-martyrs-temple = Martyrs' Temple case
kk-case-boulder-fortress = Boulder Fortress case
kk-case-dark-tower = Dark Tower case

## kk.pile

kk-pile-lost = the lost pile
kk-pile-used = out of the game

## kk.space

kk-space-white_dagger = the white dagger of the { $hazard }
kk-space-black_dagger = the black dagger of the { $place }
kk-space-whirlpool_west = the west whirlpool
kk-space-whirlpool_east = the east whirlpool
kk-space-start = the start area
kk-space-blue_arrow = the blue arrow's space
kk-space-dungeon = the dungeon of the { $place }
kk-space-black_hole = a black hole
kk-space-number = numbered space { $number }
kk-space-inside = { $mark } ({ $hazard })
kk-space-path = a path in the { $part }
kk-space-path_near =
    { $count ->
        [one] 1 step from { $landmark }
       *[other] { $count } steps from { $landmark }
    }
kk-space-white_dagger_gen = the white dagger of the { $hazard }
kk-space-black_dagger_gen = the black dagger of the { $place }
kk-space-whirlpool_west_gen = the west whirlpool
kk-space-whirlpool_east_gen = the east whirlpool
kk-space-start_gen = the start area
kk-space-dungeon_gen = the dungeon of the { $place }
kk-space-black_hole_gen = a black hole
kk-space-number_gen = numbered space { $number }
kk-space-toward = { $space } on the side of { $toward }
kk-space-toward_gen = { $space } on the side of { $toward }
kk-space-unknown = an unknown space
kk-space-path_toward =
    { $count ->
        [one] 1 step from { $landmark } toward { $toward }
       *[other] { $count } steps from { $landmark } toward { $toward }
    }
kk-space-in_part = { $space } (in the { $part } part)
kk-space-route = { $space }, route { $number } of { $count }

## kk.words

kk-words-or = { $head } or { $last }
kk-words-with = with the { $items }
kk-words-without = without the { $items }
kk-words-no_equipment = with no equipment at all
kk-words-pay = give up the { $item }
kk-words-pay_choice = give up an equipment card of your choice
kk-words-at_once = at once
kk-words-roll_once = roll the die
kk-words-roll_face = roll { $faces }
kk-words-roll_within =
    { $count ->
        [one] roll { $faces }
       *[other] roll { $faces } within { $rolls } rolls
    }
kk-words-roll_times = roll { $faces } { $times } within { $rolls } rolls
kk-words-sum = { $count } rolls totalling { $total } or more
kk-words-if_lost = { $how }; if you lose: { $cost }
kk-words-if_failed = { $how }; if it fails: { $cost }
kk-words-if_works = { $how }; if it works: { $cost }
kk-words-costs = { $how }: { $cost }
kk-words-cost_choice =
    { $count ->
        [one] lose an equipment card of your choice
       *[other] lose { $count } equipment cards of your choice
    }
kk-words-cost_item = lose the { $item }
kk-words-cost_treasure = lose a treasure case of your choice
kk-words-cost_flee = flee (roll and move away)
kk-words-cost_stay = your turn ends on the black dagger
kk-words-cost_dungeon = go to the dungeon
kk-words-and = { $head } and { $last }
kk-words-won = success
kk-words-lost = failure
kk-words-how_escaped = by leaving the Kingdom
kk-words-how_key = by the Key's magic
kk-words-version_long = long
kk-words-version_short = short
kk-words-times =
    { $count ->
        [1] once
        [2] twice
        [3] three times
        [4] four times
       *[other] { $count } times
    }
kk-words-rolls =
    { $count ->
        [1] one
        [2] two
        [3] three
        [4] four
        [5] five
        [6] six
       *[other] { $count }
    }
kk-words-told_roll_once = one roll
kk-words-told_roll_face = needing { $faces }
kk-words-told_roll_within =
    { $count ->
        [one] needing { $faces }
       *[other] needing { $faces } within { $rolls } rolls
    }
kk-words-told_roll_times = needing { $faces } { $times } within { $rolls } rolls
kk-words-told_pay = giving up the { $item }
kk-words-told_pay_choice = giving up an equipment card of their choice

## kk.why

kk-why-turn = turn
kk-why-first = who starts
kk-why-flee = flight
kk-why-special = special roll
kk-why-move = move on
kk-why-stone-circle = Stone Circle
kk-why-dark-bridge = Dark Bridge
kk-why-whirlpool = whirlpool
kk-why-steal = stolen
kk-why-place = treasure place
kk-why-circle = Stone Circle
kk-why-wizard = the Wizard
kk-why-dungeon = three turns in the dungeon
kk-why-demon-king = the Demon King
kk-why-monster = the monster

## kk.decision

kk-decision-preroll = choose what to do before your roll
kk-decision-move = choose where your move ends
kk-decision-steal = choose whether to steal
kk-decision-lose = choose the equipment you lose
kk-decision-treasure = choose the treasure case you give up
kk-decision-dagger = choose the dagger to go to
kk-decision-method = choose how to escape
kk-decision-fight = choose how to fight the monster
kk-decision-circle = choose the Stone Circle's magic
kk-decision-take = choose a card to take back
kk-decision-magic = choose whether to play your magic card
kk-decision-out = choose where to climb out
kk-decision-draft = choose an equipment card for your team's split
kk-decision-partner = choose who leaves with you
kk-decision-cobra = decide at the Snake Pit (drop the Cobra, if you carry it)

## kk.action

kk-action-roll_move = Roll and move
kk-action-roll_dungeon = Roll to escape the dungeon (1 or 8)
kk-action-roll_trapped = Roll to climb out (1 or 8)
kk-action-roll_hazard = Roll
kk-action-face = Face the { $hazard }
kk-action-task = Try the Wizard's task: cross the Rainbow within four rolls
kk-action-try = Try for a magic card (1 or 8)
kk-action-move = Move to { $space }
kk-action-move_special = Flee to { $space }
kk-action-stay = Stay where you are (the Demon King blocks the way)
kk-action-enter = Stop on the black dagger and enter the { $place } (draw a monster)
kk-action-escape = Escape: { $how }
kk-action-fight = Fight: { $how }
kk-action-lose = Lose the { $item }
kk-action-lose_case = Lose the { $case }
kk-action-give_up = Give up the { $case } (out of the game)
kk-action-dagger = Go to { $space }
kk-action-steal = Steal the { $case } from { $player } (without looking)
kk-action-pass_steal = Do not steal
kk-action-magic_play = Play your magic card: the board does not turn
kk-action-magic_pass = Keep your magic card
kk-action-magic_return = Stone Circle magic: take back three lost cards next turn
kk-action-magic_card = Stone Circle magic: try for a magic card (1 or 8)
kk-action-take = Take back the { $item }
kk-action-take_case = Take the { $case } from the lost cards (without looking)
kk-action-partner = Take { $player } out of the Kingdom with you
kk-action-out = Climb out onto { $space }
kk-action-pick = Take the { $item }
kk-action-lend = Lend the { $item } to { $player }
kk-action-drop_cobra = Drop the Cobra into the Snake Pit
kk-action-keep_cobra = Go on to the Snake Pit without dropping anything
kk-action-enter_side = Stop on the black dagger on the side of { $toward } and enter the { $place } (draw a monster)

## kk.error

kk-error-no_arguments = '{ $action }' takes no arguments.
kk-error-one_argument = '{ $action }' needs to say what: choose a numbered line, or type the words of one.
kk-error-unknown_action = '{ $action }' is not an action of Key to the Kingdom.
kk-error-bad_move = '{ $action }': no such space on the board.
kk-error-bad_enter = '{ $action }': no such space on the board.
kk-error-bad_dagger = '{ $action }': no such space on the board.
kk-error-bad_out = '{ $action }': no such space on the board.
kk-error-bad_lose = '{ $action }': there is no such equipment card; choose a numbered line, or type the words of one.
kk-error-bad_pick = '{ $action }': there is no such equipment card; choose a numbered line, or type the words of one.
kk-error-bad_lend = '{ $action }': there is no such equipment card; choose a numbered line, or type the words of one.
kk-error-bad_treasure = '{ $action }': there is no such treasure case; choose a numbered line, or type the words of one.
kk-error-bad_take = '{ $action }': there is no such card to take back; choose a numbered line, or type the words of one.
kk-error-bad_partner = '{ $action }': there is no such player; choose a numbered line, or type the words of one.
kk-error-bad_steal = '{ $action }': there is no such player or case; choose a numbered line, or type the words of one.
kk-error-bad_magic = '{ $action }': there is no such magic; choose a numbered line, or type the words of one.
kk-error-bad_drop = '{ $action }': only the Cobra can be dropped.
kk-error-bad_escape = '{ $action }' is not an escape method.
kk-error-bad_fight = '{ $action }' is not a way to fight.
kk-error-nothing_to_decide = '{ $action }': there is nothing to decide now.
kk-error-unreachable = '{ $action }': a move of { $steps } cannot end on { $space }.
kk-error-not_that = '{ $action }' is not one of the choices now ({ $what }).
kk-error-not_now = '{ $action }' is not possible now: { $what }.

## kk.ui

kk-ui-title = { $name } — turn { $turn }
kk-ui-turn_of = { $player }'s turn
kk-ui-demon_king = Demon King: on numbered space { $number }
kk-ui-around = Around { $player }: { $space } (circled numbers: the choices of the menu)
kk-ui-col_player = adventurer
kk-ui-col_where = where
kk-ui-col_situation = situation
kk-ui-col_equipment = equipment
kk-ui-col_lost = lost pile
kk-ui-col_cases = treasure cases
kk-ui-sit_free = free
kk-ui-sit_escaped = out of the Kingdom
kk-ui-sit_dungeon = in the dungeon of the { $place } ({ $tries } of 3 tries)
kk-ui-sit_trapped = trapped in { $space } ({ $tries } of 3 tries)
kk-ui-sit_circle_return = in the Stone Circle, cards coming back
kk-ui-sit_circle_card = in the Stone Circle, trying for a magic card
kk-ui-sit_hazard = in the { $hazard }: { $space }
kk-ui-cobra_dropped = the Cobra, dropped in the Snake Pit
kk-ui-cases = Cases
kk-ui-held_by = held by { $player }
kk-ui-where_place = in its place
kk-ui-where_lost = lost pile
kk-ui-where_used = out of the game
kk-ui-where_pit = in the Snake Pit
kk-ui-decks = monster deck { $monsters }, magic deck { $magic }
kk-ui-log = Log
kk-ui-configuration = Board: { $name }
kk-ui-folds = west flap { $west }, east flap { $east }
kk-ui-fold_in = folded in
kk-ui-fold_out = opened out
kk-ui-side_west = the west flap
kk-ui-side_east = the east flap
kk-ui-start = START
kk-ui-adventurers = Adventurers
kk-ui-board_missing = The board could not be loaded.
kk-ui-cancel = Cancel
kk-ui-magic_card = magic card: { $card }
kk-ui-has_magic = holds a magic card
kk-ui-last_roll = Last roll
kk-ui-legend_path = path
kk-ui-legend_white_dagger = white dagger
kk-ui-legend_black_dagger = black dagger
kk-ui-legend_place = treasure place
kk-ui-legend_dungeon = dungeon
kk-ui-legend_whirlpool = whirlpool
kk-ui-legend_black_hole = black hole
kk-ui-legend_stone_circle = Stone Circle
kk-ui-legend_hazard = square of a hazard
kk-ui-legend_start = start area
kk-ui-legend_number = a numbered space (where the Demon King goes on that roll)
kk-ui-legend_king = the Demon King
kk-ui-legend_adventurer = adventurer (by seat)
kk-ui-legend_built = built bridge

## kk.colour

kk-colour-grey = grey
kk-colour-red = red
kk-colour-brown = brown
kk-colour-blue = blue
kk-colour-green = green
kk-colour-violet = violet

## kk.event

kk-event-setup = A game for { $players } adventurers begins ({ $version } version). The treasure cases are filled in secret.
kk-event-pick = { $player } takes the { $equipment }.
kk-event-roll =
    { $cause ->
        [first] { $player } rolls { $face } to see who starts.
        [flee] { $player } rolls { $face } to flee.
        [special] { $player } rolls { $face } (special roll).
       *[other] { $player } rolls { $face } ({ $why }).
    }
kk-event-first_player = { $player } rolled highest and starts.
kk-event-roll_turn = { $player } rolls { $face }: the Demon King moves to numbered space { $face }.
kk-event-turn = — Turn { $number }: { $player } —
kk-event-turn_roll = — Turn { $number }: { $player } rolls { $face }; the Demon King moves to numbered space { $face } —
kk-event-captured = { $player } is thrown into the dungeon of the { $place } ({ $why })!
kk-event-dungeon_escape = { $player } escapes the dungeon into the { $place }.
kk-event-dungeon_fail = { $player } stays in the dungeon (try { $tries } of 3).
kk-event-into_place = { $player } comes out into the { $place } (its case may not be taken).
kk-event-move =
    { $count ->
        [one] { $player } moves 1 step: { $dest }.
       *[other] { $player } moves { $count } steps: { $dest }.
    }
kk-event-stay = { $player } cannot move and stays.
kk-event-steal = { $player } steals the { $case } from { $victim }!
kk-event-take_case =
    { $cause ->
        [steal] { $player } flees with the loot.
        [place] { $player } takes the { $case } from the treasure place.
        [circle] { $player } gets the { $case } from the Stone Circle.
        [stone-circle] { $player } gets the { $case } from the Stone Circle.
        [wizard] { $player } gets the { $case } from the Wizard.
       *[other] { $player } takes the { $case } ({ $why }).
    }
kk-event-case_content = The { $case } holds: { $treasure }.
kk-event-lose = { $player } loses the { $equipment } ({ $why }).
kk-event-regain =
    { $cause ->
        [circle] { $player } gets the { $equipment } back from the Stone Circle.
        [stone-circle] { $player } gets the { $equipment } back from the Stone Circle.
        [wizard] { $player } gets the { $equipment } back from the Wizard.
       *[other] { $player } gets the { $equipment } back ({ $why }).
    }
kk-event-lose_case = { $player } loses the { $case }, which { $to_pile ->
        [used] goes out of the game
       *[other] goes to the lost pile
    } ({ $why }).
kk-event-monster = { $player } draws a monster at the { $place }: the { $card }!
kk-event-fight = { $player } fights the { $card } ({ $how }): rolls { $faces }, { $result }.
kk-event-fight_sure = { $player } fights the { $card } ({ $how }): { $result }.
kk-event-enter_place = { $player } enters the { $place }.
kk-event-freed = { $by } frees { $player } from the dungeon of the { $place }.
kk-event-cobra_dropped = { $player } drops the Cobra from the { $case } into the Snake Pit.
kk-event-face = { $player } faces the { $hazard }.
kk-event-hazard_roll = { $player } rolls { $faces } at the { $hazard }.
kk-event-escape = { $player } tries to escape the { $hazard } ({ $how }): rolls { $faces }, { $result }.
kk-event-escape_sure = { $player } gets out of the { $hazard } ({ $how }).
kk-event-walk = { $player } rolls { $face } and moves on to { $dest }.
kk-event-hazard_done =
    { $done ->
        [across] { $player } gets across the { $hazard } ({ $space }).
       *[back] { $player } stays on this side of the { $hazard } ({ $space }).
    }
kk-event-rescued = { $by } crosses the { $hazard } and saves { $player }.
kk-event-hold = { $player } stays on { $space }.
kk-event-step = { $player } moves on to { $space }.
kk-event-fall = { $player } falls in: { $space }.
kk-event-ashore = { $player } reaches land at { $space }.
kk-event-lost_turn = { $player } loses a turn in the { $hazard } ({ $count } of { $of }).
kk-event-must_circle = { $player } must go round the whole circle before trying the arch again.
kk-event-circle_idle = { $player } rests in the Stone Circle: it has nothing to give.
kk-event-circle_return = { $player } waits in the Stone Circle: next turn it gives back three lost cards.
kk-event-circle_card = { $player } tries the Stone Circle for a magic card.
kk-event-circle_miss = { $player } rolls { $face }: no magic card this time.
kk-event-circle_done = { $player } has taken back what the Stone Circle gives.
kk-event-magic_won = { $player } wins a magic card!
kk-event-magic_card = { $player } looks at the magic card: the { $card }.
kk-event-wizard_gifts = { $player } crosses the Rainbow! The Wizard returns every lost equipment card.
kk-event-wizard_comfort = { $player } fails the Rainbow; the Wizard still returns one equipment card.
kk-event-bridge_wait = { $player } waits: another adventurer is building the Dark Bridge.
kk-event-bridge_unbuilt = { $player } rolls { $face }: no pieces yet; he rolls again next turn.
kk-event-bridge_built =
    { $pieces ->
        [one] { $player } builds 1 piece of the Dark Bridge.
       *[other] { $player } builds { $pieces } pieces of the Dark Bridge.
    }
kk-event-whirlpool = { $player } jumps into the whirlpool of { $side }!
kk-event-board_turns = The board turns: { $side } is { $fold }. On the moving part: { $affected }.
kk-event-board_turned = The board has turned: { $side } is now { $fold }.
kk-event-special_roll =
    { $count ->
        [one] { $player }'s special roll: { $face } (1 left).
       *[other] { $player }'s special roll: { $face } ({ $left } left).
    }
kk-event-fell = { $player } falls off the moving board into { $space }!
kk-event-demon_king_placed = The Demon King goes back to numbered space { $number } on the new board.
kk-event-magic_played = { $player } plays a magic card: { $side } does not turn!
kk-event-trapped_out = { $player } rolls free!
kk-event-trapped_fail = { $player } is still trapped (try { $tries } of 3).
kk-event-released = { $player } may move on normally.
kk-event-climb_out = { $player } climbs out onto { $space }.
kk-event-monsters_reshuffled = The monster deck is empty: the { $count } used cards are shuffled into a new deck.
kk-event-key_magic = { $player } rolls an 8 with the Golden Key and another treasure: the Key's magic!
kk-event-win = { $player } wins { $how }! Winners: { $winners }.
kk-event-escaped = { $player } escapes the Kingdom in time.
kk-event-lost_forever = { $player } is lost in the Kingdom forever.
kk-event-lend = { $player } lends the { $equipment } to { $partner }.
kk-event-unwinnable = No second treasure is left in the game: no one can leave the Kingdom as a winner.
kk-event-game_over =
    { $count ->
        [one] The game is over. Winner: { $winners }.
       *[other] The game is over. Winners: { $winners }.
    }
kk-event-game_over_none = The game is over without a winner.
kk-event-hazard_roll_result = { $player } rolls { $faces } at the { $hazard }: { $result }.
kk-event-escape_roll = { $player } tries to escape the { $hazard } ({ $how }): rolls { $faces }.

## kk.stat: the statistics of simulation reports (statistics.py), a name and one line each

kk-stat-turns = Turns
kk-stat-turns-about = Turns played.
kk-stat-hazard_attempts = Hazards attempted
kk-stat-hazard_attempts-about = Every way into a hazard (arriving on its dagger, facing it, falling in), each ending crossed or failed.
kk-stat-hazard_failures = Hazards failed
kk-stat-hazard_failures-about = Hazard attempts that failed.
kk-stat-hazards_crossed = Hazards crossed
kk-stat-hazards_crossed-about = Hazard attempts that succeeded.
kk-stat-demon_king_captures = Caught by the Demon King
kk-stat-demon_king_captures-about = Times the Demon King threw the adventurer into a dungeon.
kk-stat-monster_captures = Caught by a monster
kk-stat-monster_captures-about = Times a monster threw the adventurer into a dungeon.
kk-stat-dungeon_fails = Failed dungeon escapes
kk-stat-dungeon_fails-about = Rolls to get out of a dungeon that failed.
kk-stat-monsters = Monsters met
kk-stat-monsters-about = Monster cards drawn at treasure places.
kk-stat-monsters_beaten = Monsters beaten
kk-stat-monsters_beaten-about = Fights with a monster that the adventurer won.
kk-stat-cases_taken = Treasure cases taken
kk-stat-cases_taken-about = Treasure cases taken, whatever they held.
kk-stat-steals = Cases stolen
kk-stat-steals-about = Treasure cases stolen from other adventurers.
kk-stat-cases_lost = Cases lost
kk-stat-cases_lost-about = Treasure cases lost, to another adventurer or back to the board.
kk-stat-whirlpools = Whirlpool jumps
kk-stat-whirlpools-about = Jumps into a magic whirlpool.
kk-stat-stone_circle_visits = Stone Circle visits
kk-stat-stone_circle_visits-about = Turns spent in the Stone Circle, waiting for lost cards or trying for a magic card.
kk-stat-equipment_lost = Equipment lost
kk-stat-equipment_lost-about = Equipment cards lost.
kk-stat-turns_lost = Turns lost
kk-stat-turns_lost-about = Turns lost in hazards.
kk-stat-moves = Moves
kk-stat-moves-about = Moves along the paths.
kk-stat-falls = Falls
kk-stat-falls-about = Falls into a hazard or off the moving board.
kk-stat-equipment_regained = Equipment regained
kk-stat-equipment_regained-about = Lost equipment cards that came back.
kk-stat-hazards_faced_on_dagger = Hazards faced from a dagger
kk-stat-hazards_faced_on_dagger-about = Times an adventurer on a hazard's dagger chose to face it.
kk-stat-cases_stolen_from = Cases stolen from the player
kk-stat-cases_stolen_from-about = Treasure cases other adventurers stole from this one.
kk-stat-cobra_dropped = Cobra dropped
kk-stat-cobra_dropped-about = Times the Cobra was dropped into the Snake Pit.
kk-stat-won = Won
kk-stat-won-about = 1 when the adventurer won the game, else 0.
kk-stat-escaped = Escaped in time
kk-stat-escaped-about = Adventurers who got out of the Kingdom in their last turns after someone won.
kk-stat-lost_forever = Lost forever
kk-stat-lost_forever-about = Adventurers still in the Kingdom when their last turns ran out.
kk-stat-board_turns = Board turns
kk-stat-board_turns-about = Times a part of the board was turned over.
kk-stat-demon_king_placed = Demon King placed again
kk-stat-demon_king_placed-about = Times the Demon King returned to his number on a changed board.
kk-stat-unwinnable = Became unwinnable
kk-stat-unwinnable-about = 1 when no second treasure was left, so nobody could win.
kk-stat-won_by_key_magic = Won by the Key's magic
kk-stat-won_by_key_magic-about = 1 when the Golden Key's magic ended the game (a roll of 8 with the Key and another treasure).
## kk.option names and values (what the create form, the lobby and the command line show)

kk-option-version-name = Version
kk-option-version-value-long = long
kk-option-version-value-short = short
kk-option-teams-name = Teams
kk-option-teams-value-none = no teams
kk-option-teams-value-2x2 = 2 teams of 2
kk-option-teams-value-3x2 = 3 teams of 2
kk-option-cobra-name = The Cobra
kk-option-cobra-value-drop = counts when dropped in the Snake Pit
kk-option-cobra-value-never = never counts
kk-option-turn_back-name = Turning back
kk-option-turn_back-value-never = not allowed
kk-option-turn_back-value-allowed = allowed
kk-option-dk_adjacent-name = Next to the Demon King
kk-option-dk_adjacent-value-safe = safe
kk-option-dk_adjacent-value-captured = to the dungeon
kk-option-glass_high_rolls-name = Glass Bridge 7 and 8
kk-option-glass_high_rolls-value-fail = fail
kk-option-glass_high_rolls-value-save = save
kk-option-team_win-name = Team win
kk-option-team_win-value-pair = the pair wins
kk-option-team_win-value-player = only the winner

## kk.event: a turn of the board with nobody on the part that moves

kk-event-board_turns_empty = The board turns: { $side } is { $fold }. Nobody is on the part that moves.
kk-event-escape_past = { $player } tries to get past the { $hazard } ({ $how }): rolls { $faces }, { $result }.
kk-event-escape_sure_past = { $player } gets past the { $hazard } ({ $how }).
kk-event-escape_roll_past = { $player } tries to get past the { $hazard } ({ $how }): rolls { $faces }.
kk-event-escape_caught = { $player } is caught in the { $hazard } ({ $how }).
kk-event-escape_try = { $player } tries to get out of the { $hazard } ({ $how }).

## kk.error: a team game for the wrong number of players (KK-TEAM-01)

kk-error-team_players = { $option } "{ $label }" needs { $needed } players, not { $players }: choose "{ $none }" or { $needed } players.

## kk.ui: the terminal maps' coordinates, seat letters, choice marks and hazard names (issue 28)

kk-ui-legend_seat = adventurer (letter by seat)
kk-ui-legend_choice = a choice of the menu (its number)
kk-ui-hazards_here = Hazards here:
kk-ui-choice_closeup = { $mark } on the close-up, map { $where }
kk-ui-choice_overview = { $mark } on the map at { $where }
