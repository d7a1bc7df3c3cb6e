### Runebound — English messages. Keys are "rb." + the dotted table path.

## rb

rb-name = Runebound
rb-summary = Fantasy adventure for 1–6 heroes (2nd edition, Rise of the Dragon Lords). Roam a hex map with terrain dice, face green to red adventures in phased combat, buy gear and hire allies in the cities, grow with experience, and defeat High Lord Margath or gather three Dragon Runes.

## rb.option

rb-option-path_of_doom = Path of Doom variant: played adventures fill the Path, eight doom tokens start the Showdown.
rb-option-skill_tests = Skill tests add the hero's skill bonus (off: tests use the attribute alone).
rb-option-victory = Rise of the Dragon Lords: win by defeating Margath or by three Dragon Runes, or only one of them.
rb-option-round_limit = End the game after this many rounds if nobody has won; the best-ranked hero wins.
rb-option-xp_cost = XP per XP token: by the table (1–2 players 6, 3 → 5, 4 → 4, 5–6 → 3) or a fixed number.
rb-option-replenish = Replenish adventure tokens after every event drawn, or only after events that take effect.
rb-option-life_bar = A +1 Life XP token bars drawing adventures of the easiest colour, or only fighting its challenges.
rb-option-meet_anywhere = Heroes may meet in any hex, even with no token and no city.
rb-option-sell_allies = Allies can be sold in the market like items.
rb-option-trade_gold = Gold can change hands in a trade between heroes.

## rb.phase

rb-phase-ranged = Ranged
rb-phase-melee = Melee
rb-phase-magic = Magic

## rb.stat

rb-stat-mind = Mind
rb-stat-body = Body
rb-stat-spirit = Spirit
rb-stat-life = Life
rb-stat-stamina = Stamina
rb-stat-ranged_damage = ranged damage
rb-stat-melee_damage = melee damage
rb-stat-magic_damage = magic damage
rb-stat-escape = escape
rb-stat-rest = rest

## rb.skill

rb-skill-swim = Swim
rb-skill-climb = Climb
rb-skill-stealth = Stealth
rb-skill-diplomacy = Diplomacy
rb-skill-lore = Lore
rb-skill-survival = Survival
rb-skill-perception = Perception
rb-skill-athletics = Athletics
rb-skill-intimidate = Intimidate
rb-skill-healing = Healing

## rb.terrain

rb-terrain-plains = plains
rb-terrain-road = road
rb-terrain-river = river
rb-terrain-swamp = swamp
rb-terrain-forest = forest
rb-terrain-hills = hills
rb-terrain-mountain = mountain
rb-terrain-city = city

## rb.colour

rb-colour-green = green
rb-colour-yellow = yellow
rb-colour-blue = blue
rb-colour-red = red

## rb.window

rb-window-experience = Experience
rb-window-movement = Movement
rb-window-before_combat = Before Combat
rb-window-escape = Escape
rb-window-ranged = Ranged
rb-window-melee = Melee
rb-window-magic = Magic
rb-window-combat = Combat
rb-window-damage = When wounded
rb-window-test = Skill test
rb-window-market = Market
rb-window-any = Any time
rb-window-refresh = Refresh
rb-window-constant = Always
rb-window-round_end = End of every round
rb-window-defeated = When defeated

## rb.use

rb-use-activate = activate
rb-use-single = single use

## rb.cost

rb-cost-discard = discard this card
rb-cost-fatigue =
    { $count ->
        [one] take 1 fatigue
       *[other] take { $count } fatigue
    }
rb-cost-gold =
    { $count ->
        [one] pay 1 gold
       *[other] pay { $count } gold
    }

## rb.effect

rb-effect-xp =
    { $count ->
        [one] gain 1 XP
       *[other] gain { $count } XP
    }
rb-effect-attack =
    { $count ->
        [one] { $phase } attack ({ $bonus }), 1 wound
       *[other] { $phase } attack ({ $bonus }), { $count } wounds
    }
rb-effect-attack_own = { $phase } attack ({ $bonus }), own damage
rb-effect-roll_bonus = +{ $count } to the roll
rb-effect-damage_bonus = +{ $count } damage
rb-effect-prevent =
    { $count ->
        [one] prevent 1 wound
       *[other] prevent { $count } wounds
    }
rb-effect-heal_hero = the hero
rb-effect-heal_self = this card
rb-effect-heal_wounds =
    { $count ->
        [one] heal 1 wound of { $who }
       *[other] heal { $count } wounds of { $who }
    }
rb-effect-heal_fatigue =
    { $count ->
        [one] remove 1 fatigue from { $who }
       *[other] remove { $count } fatigue from { $who }
    }
rb-effect-heal_both = heal wounds ({ $wounds }) and fatigue ({ $fatigue }) of { $who }
rb-effect-gold =
    { $count ->
        [one] gain 1 gold
       *[other] gain { $count } gold
    }
rb-effect-move_dice =
    { $count ->
        [one] roll 1 more movement die
       *[other] roll { $count } more movement dice
    }
rb-effect-symbol = an extra { $terrain } symbol
rb-effect-skill = { $skill } { $bonus }
rb-effect-wounds =
    { $count ->
        [one] take 1 wound
       *[other] take { $count } wounds
    }
rb-effect-fatigue =
    { $count ->
        [one] take 1 fatigue
       *[other] take { $count } fatigue
    }
rb-effect-lose_gold = lose { $count } gold
rb-effect-discount = purchases cost { $count } less
rb-effect-keep = keep this card
rb-effect-strike =
    { $count ->
        [one] first strike ({ $phase }): fend it off or take 1 wound
       *[other] first strike ({ $phase }): fend it off or take { $count } wounds
    }
rb-effect-strike_own = first strike ({ $phase }): fend it off or take its damage
rb-effect-immune = immune: hits deal no wounds
rb-effect-fury =
    { $count ->
        [one] once wounded: 1 more damage
       *[other] once wounded: { $count } more damage
    }
rb-effect-regenerate =
    { $count ->
        [one] heals 1 wound
       *[other] heals { $count } wounds
    }

## rb.test

rb-test-with_skill = Test of { $attribute } with { $skill }, target { $target }
rb-test-plain = Test of { $attribute }, target { $target }
rb-test-success = — success: { $effects }
rb-test-failure = — failure: { $effects }

## rb.xp

rb-xp-mind = +2 Mind
rb-xp-body = +2 Body
rb-xp-spirit = +2 Spirit
rb-xp-stamina = +2 Stamina
rb-xp-life = +1 Life

## rb.ui

rb-ui-adventure_here = { $colour } adventure
rb-ui-lost_here = lost challenge { $slot }
rb-ui-hero_here = { $player }
rb-ui-steps_away =
    { $count ->
        [one] 1 step away
       *[other] { $count } steps away
    }
rb-ui-stay_here = stay here
rb-ui-foe = fight: Mind { $mind } (damage { $rd }), Body { $body } (damage { $md }), Spirit { $spirit } (damage { $mg }), Life { $life }
rb-ui-quest = — success: a quest to { $city }, reward: { $reward }
rb-ui-success = success
rb-ui-failure = failure
rb-ui-escape = Escape
rb-ui-title = Runebound — round { $round }, turn { $turn }
rb-ui-turn_of = { $player } is playing
rb-ui-map = Map
rb-ui-heroes = Heroes
rb-ui-market = Market
rb-ui-combat = Combat
rb-ui-log = Log
rb-ui-event = Event in force
rb-ui-none = none
rb-ui-lost_list = Lost challenges
rb-ui-path = Path of Doom
rb-ui-doom = doom tokens
rb-ui-front = Showdown front
rb-ui-front_card =
    { $count ->
        [one] { $card }, 1 wound
       *[other] { $card }, { $count } wounds
    }
rb-ui-decks = Adventure decks
rb-ui-deck_sizes = green { $green }, yellow { $yellow }, blue { $blue }, red { $red }
rb-ui-market_deck =
    { $count ->
        [one] 1 card in the market deck
       *[other] { $count } cards in the market deck
    }
rb-ui-tokens = tokens
rb-ui-round = round { $number }
rb-ui-legend = Legend
rb-ui-face_down = face down
rb-ui-offer = Offer: { $give } for { $want }, gold { $gold }
rb-ui-price =
    { $count ->
        [one] 1 gold
       *[other] { $count } gold
    }
rb-ui-free = free

## rb.action

rb-action-roll_dice =
    { $count ->
        [one] Roll 1 movement die
       *[other] Roll { $count } movement dice
    }
rb-action-rest =
    { $count ->
        [0] Rest without rolling: remove { $rest } fatigue
        [one] Rest: roll 1 die and remove { $rest } fatigue
       *[other] Rest: roll { $count } dice and remove { $rest } fatigue
    }
rb-action-rest_one = Remove 1 fatigue from { $figure }
rb-action-step = Step one hex without rolling: { $hex }
rb-action-move = Move to { $hex }
rb-action-from = Arrive from { $hex }
rb-action-step_city = Step one hex without rolling: { $city } ({ $coordinate }){ $tail }
rb-action-move_city = Move to { $city } ({ $coordinate }){ $tail }
rb-action-from_city = Arrive from { $city } ({ $coordinate }){ $tail }
rb-action-place = Put the token on { $hex }
rb-action-use = Use { $ability }
rb-action-discard = Discard { $card }
rb-action-lose = Lose { $card } (knock-out)
rb-action-buy = Buy { $card } ({ $cost } gold)
rb-action-hire = Hire { $card } ({ $cost } gold)
rb-action-sell = Sell { $card } (+{ $gain } gold)
rb-action-give = Offer { $card }
rb-action-want = Ask for { $card }
rb-action-ally = { $card } attacks
rb-action-lost = Attempt lost challenge { $slot }: { $card }
rb-action-trade = Negotiate with { $player }
rb-action-fight = Attack { $player }
rb-action-adventure = Attempt the { $colour } adventure
rb-action-option = Option { $number }: { $text }
rb-action-attack = { $phase }: attack (2d10 + { $value } vs { $target })
rb-action-defend = { $phase }: defend (2d10 + { $value } vs { $target })
rb-action-defend_free = { $phase }: defend (no damage: no roll)
rb-action-take_gold = Take all their gold
rb-action-take_nothing = Take nothing (there is nothing)
rb-action-take_card = Take { $card }
rb-action-take_wounds =
    { $count ->
        [one] Take the wound
       *[other] Take the { $count } wounds
    }
rb-action-city = Go to { $city }
rb-action-heal_wound = Heal 1 wound of { $figure } ({ $price })
rb-action-heal_fatigue = Remove all fatigue of { $figure } ({ $price })
rb-action-xp = Buy an XP token: { $bonus } ({ $cost } XP)
rb-action-pay = Add 1 gold to your side
rb-action-charge = Ask 1 more gold
rb-action-escape = Try to escape (2d10 + { $value } vs { $target })
rb-action-escape_pvp = Try to escape (2d10 + { $value } vs their roll)
rb-action-begin_fight = Begin the fight
rb-action-fight_on = Stay and fight
rb-action-pass = Go on without an adventure
rb-action-leave = Walk away
rb-action-leave_meeting = End the meeting
rb-action-roll = Roll
rb-action-decline = Decline the card
rb-action-done = Leave the market
rb-action-end = End the turn
rb-action-clear = Clear the offer
rb-action-propose = Propose the trade
rb-action-accept = Accept the trade
rb-action-reject = Reject the trade

## rb.event

rb-event-xp_gained =
    { $count ->
        [one] { $player } gains 1 XP.
       *[other] { $player } gains { $count } XP.
    }
rb-event-setup = Heroes: { $heroes }. { $player } begins.
rb-event-turn = — Round { $round }, turn { $number }: { $player } —
rb-event-refresh = { $player } refreshes their exhausted cards: { $cards }.
rb-event-rest =
    { $count ->
        [one] { $player } rests and may remove 1 fatigue.
       *[other] { $player } rests and may remove { $count } fatigue.
    }
rb-event-rested = { $figure } rests: 1 fatigue removed.
rb-event-move_roll = { $player } rolls the movement dice: { $faces }
rb-event-moved = { $player } moves to { $hex }.
rb-event-moved_city = { $player } arrives in { $city }.
rb-event-ability =
    { $how ->
        [hero] { $player } uses { $owner }'s ability: { $did }.
        [activate] { $player } activates { $owner }: { $did }.
        [single] { $player } uses up { $owner }: { $did }.
       *[other] { $player } uses { $owner }: { $did }.
    }
rb-event-prevent =
    { $count ->
        [one] { $player } is spared 1 wound.
       *[other] { $player } is spared { $count } wounds.
    }
rb-event-gold =
    { $count ->
        [one] { $player } gains 1 gold.
       *[other] { $player } gains { $count } gold.
    }
rb-event-wounds =
    { $count ->
        [one] { $player } must take 1 wound.
       *[other] { $player } must take { $count } wounds.
    }
rb-event-fatigue =
    { $count ->
        [one] { $player } takes 1 fatigue.
       *[other] { $player } takes { $count } fatigue.
    }
rb-event-lose_gold =
    { $count ->
        [one] { $player } pays 1 gold.
       *[other] { $player } pays { $count } gold.
    }
rb-event-test = { $player } tests { $stat ->
        [mind] Mind
        [body] Body
       *[spirit] Spirit
    } with { $skill }: { $dice } + skill { $skill_bonus } + bonus { $bonus } = { $total }, needing { $target } — { $won ->
        [yes] success.
       *[no] failure.
    }
rb-event-test_plain = { $player } tests { $stat ->
        [mind] Mind
        [body] Body
       *[spirit] Spirit
    }: { $dice } + bonus { $bonus } = { $total }, needing { $target } — { $won ->
        [yes] success.
       *[no] failure.
    }
rb-event-keep = { $player } keeps { $card }.
rb-event-decline_keep = { $player } leaves { $card } behind.
rb-event-quest = { $player } takes on the quest { $card }.
rb-event-quest_done = { $player } completes the quest { $card }.
rb-event-discard = { $player } discards { $card }.
rb-event-knocked_out = { $player } is knocked out!
rb-event-draw = { $player } draws a { $hue ->
        [green] green
        [yellow] yellow
        [blue] blue
       *[red] red
    } adventure card: { $card }.
rb-event-deck_done = No more cards are drawn from the { $hue ->
        [green] green
        [yellow] yellow
        [blue] blue
       *[red] red
    } deck this turn.
rb-event-barred = { $player } may no longer fight challenges of the colour of { $card }: the card goes back under its deck.
rb-event-event = The event { $card } comes into force.
rb-event-event_void = The event { $card } (number { $number }) has no effect: { $current }, in force, has a higher number.
rb-event-replenish = Adventure tokens are replenished.
rb-event-token_placed = A { $hue ->
        [green] green
        [yellow] yellow
        [blue] blue
       *[red] red
    } adventure token is placed on { $hex }.
rb-event-option = { $player } chooses option { $option } of { $card }.
rb-event-leave = { $player } walks away from { $card }.
rb-event-lost_attempt = { $player } takes on the lost challenge { $card } again.
rb-event-lost = { $card } becomes lost challenge { $slot }; its token stays on { $hex }.
rb-event-lost_pushed = { $card } leaves lost-challenge slot { $slot } and goes under its deck.
rb-event-combat = Combat begins: { $player } against { $card }.
rb-event-pvp = { $player } attacks { $opponent }!
rb-event-foe_before_combat = The Before Combat ability of { $card } takes effect.
rb-event-foe_strike = { $card } strikes first { $stage ->
        [ranged] at range
        [melee] in melee
       *[magic] with magic
    }. { $player } tries to fend it off: { $dice } = { $total }, needing { $target } — { $won ->
        [yes] fended off.
       *[no] not fended off.
    }
rb-event-foe_immune = The hit deals no wounds: { $card } is immune in this phase.
rb-event-foe_regenerates =
    { $count ->
        [one] { $card } heals 1 wound ({ $wounds } of { $life }).
       *[other] { $card } heals { $count } wounds ({ $wounds } of { $life }).
    }
rb-event-round = Combat round { $number }.
rb-event-target_roll = { $player } rolls the number to beat in the { $stage ->
        [ranged] ranged
        [melee] melee
       *[magic] magic
    } phase: { $dice } = { $total }.
rb-event-attack = { $player } attacks { $stage ->
        [ranged] at range
        [melee] in melee
       *[magic] with magic
    }: { $dice } = { $total }, needing { $target } — { $won ->
        [yes] a hit.
       *[no] a miss.
    }
rb-event-defend = { $player } defends against the { $stage ->
        [ranged] ranged
        [melee] melee
       *[magic] magic
    } attack: { $dice } = { $total }, needing { $target } — { $won ->
        [yes] fended off.
       *[no] not fended off.
    }
rb-event-defend_free = { $player } need not defend in the { $stage ->
        [ranged] ranged
        [melee] melee
       *[magic] magic
    } phase: the foe deals no damage there.
rb-event-ally_attack = { $ally } attacks { $stage ->
        [ranged] at range
        [melee] in melee
       *[magic] with magic
    }: { $dice } = { $total }, needing { $target } — { $won ->
        [yes] a hit.
       *[no] a miss.
    }
rb-event-ability_attack = { $player } makes a { $stage ->
        [ranged] ranged
        [melee] melee
       *[magic] magic
    } attack with an ability: { $dice } = { $total }, needing { $target } — { $won ->
        [yes] a hit.
       *[no] a miss.
    }
rb-event-hit =
    { $count ->
        [one] { $opponent } takes 1 wound.
       *[other] { $opponent } takes { $count } wounds.
    }
rb-event-foe_wounded =
    { $count ->
        [one] { $card } takes 1 wound ({ $wounds } of { $life }).
       *[other] { $card } takes { $count } wounds ({ $wounds } of { $life }).
    }
rb-event-ally_wounded =
    { $count ->
        [one] { $ally } takes 1 wound.
       *[other] { $ally } takes { $count } wounds.
    }
rb-event-ally_died = { $ally } dies.
rb-event-escape = { $player } tries to escape: { $dice } = { $total }, needing { $target } — { $won ->
        [yes] gets away.
       *[no] cannot get away.
    }
rb-event-escaped = { $player } escapes to { $hex }.
rb-event-escaped_city = { $player } escapes to { $city }.
rb-event-defeated = { $player } defeats { $card }!
rb-event-token_won = { $player } wins the { $hue ->
        [green] green
        [yellow] yellow
        [blue] blue
       *[red] red
    } adventure token: { $value } XP.
rb-event-wounded =
    { $count ->
        [one] { $player } takes 1 wound ({ $wounds } in all).
       *[other] { $player } takes { $count } wounds ({ $wounds } in all).
    }
rb-event-ko_steps = { $gold ->
        [0] { $player } recovers from every wound and all fatigue.
       *[other] { $player } recovers from every wound and all fatigue but loses { $gold } gold.
    }
rb-event-ko_city = { $player } is carried unconscious to { $city }.
rb-event-took_gold = { $player } takes { $count } gold from { $opponent }.
rb-event-took = { $player } takes { $card } from { $opponent }.
rb-event-market_draw = A new card in { $city }'s market: { $card }.
rb-event-buy = { $player } buys { $card } for { $cost } gold.
rb-event-hire = { $player } hires { $card } for { $cost } gold.
rb-event-sell = { $player } sells { $card } for { $gain } gold.
rb-event-xp_paid = { $player } spends adventure tokens worth { $count } XP.
rb-event-xp = { $player } takes an XP token ({ $bonus }) and reaches level { $level }.
rb-event-meet = { $player } meets { $opponent } to negotiate.
rb-event-propose = { $player } offers { $opponent } { $give } for { $want }.
rb-event-reject = { $player } rejects the offer.
rb-event-traded = { $player } and { $opponent } trade: { $player } gives { $give }, { $opponent } gives { $want }.
rb-event-leave_meeting = { $player } ends the meeting with { $opponent }.
rb-event-pass = { $player } goes on without an adventure.
rb-event-path = A { $hue ->
        [green] green
        [yellow] yellow
        [blue] blue
       *[red] red
    } card joins the Path of Doom, which now holds { $count ->
        [one] 1 card.
       *[other] { $count } cards.
    }
rb-event-doom = Doom token { $count } is placed on { $city }.
rb-event-showdown = The Showdown begins! The heroes face Margath in this order: { $order }.
rb-event-showdown_front =
    { $count ->
        [0] { $player } faces the next foe: { $card }.
       *[other] { $player } faces the next foe: { $card }, already carrying { $count } wounds.
    }
rb-event-showdown_out =
    { $count ->
        [one] { $player } falls in the Showdown; { $card } keeps 1 wound for the next hero.
       *[other] { $player } falls in the Showdown; { $card } keeps { $count } wounds for the next hero.
    }
rb-event-showdown_rise = { $player } falls but rises again, giving up an XP token ({ $bonus }): level { $level }. { $card } keeps { $count } wounds.
rb-event-game_over =
    { $count ->
        [0] The game is over. { $reason }
       *[other] The game is over: { $winners } won. { $reason }
    }
rb-event-healed_wounds =
    { $count ->
        [one] { $player } recovers from 1 wound.
       *[other] { $player } recovers from { $count } wounds.
    }
rb-event-healed_fatigue = { $player } recovers from { $count } fatigue.
rb-event-healed_both = { $player } recovers from { $wounds } wounds and { $fatigue } fatigue.
rb-event-heal_wound = { $cost ->
        [0] A healer tends { $figure } for free: 1 wound healed.
       *[other] { $player } pays a healer { $cost } gold: { $figure } recovers from 1 wound.
    }
rb-event-heal_fatigue = { $cost ->
        [0] A healer tends { $figure } for free: all fatigue gone.
       *[other] { $player } pays a healer { $cost } gold: { $figure } recovers from all fatigue.
    }
rb-event-foe_falls =
    { $count ->
        [one] { $card } takes 1 wound and falls.
       *[other] { $card } takes { $count } wounds and falls.
    }
rb-event-move_roll_none = { $player } rolls no movement dice.

## rb.outcome

rb-outcome-margath = High Lord Margath is defeated.
rb-outcome-runes = Three Dragon Runes are gathered.
rb-outcome-time = The round limit is reached; the best-ranked hero wins.
rb-outcome-dragons = Every hero has fallen: the Dragon Lords win.
rb-outcome-showdown_empty = The red deck is empty; the best-ranked hero wins.

## rb.error

rb-error-no_arguments = '{ $action }' takes no arguments.
rb-error-syntax = '{ $action }' is not written right; see the list of legal actions.
rb-error-unknown_action = '{ $action }' is not a Runebound action.
rb-error-illegal = '{ $action }' is not possible now; choose one of the moves on offer.
rb-error-unreachable = '{ $action }': your dice cannot take you there.
rb-error-roll_first = '{ $action }': roll the movement dice first (or step one hex).
rb-error-not_adjacent = '{ $action }': a step without dice goes to a neighbouring hex only.
rb-error-too_many_dice = '{ $action }': you may roll at most { $count } movement dice now.
rb-error-rest_useless = '{ $action }': rolling fewer than { $count } dice removes no more fatigue (you and your allies carry { $fatigue }).
rb-error-attacked_already = '{ $action }': your hero has already attacked this round; defend or let an ally attack.
rb-error-wrong_phase = '{ $action }': it is the { $phase ->
        [ranged] ranged
        [melee] melee
       *[magic] magic
    } phase.
rb-error-ally_attacked = '{ $action }': that ally has already attacked this round.
rb-error-no_such_ability = '{ $action }': you have no such ability.
rb-error-face_down = '{ $action }': that card is face down until your next Refresh.
rb-error-activation_limit = '{ $action }': you have already activated a card in this step or round.
rb-error-fatigue_limit = '{ $action }': the fatigue would exceed your Stamina.
rb-error-not_now = '{ $action }': that ability cannot be used now.
rb-error-not_for_sale = '{ $action }': that card is not in this city's market.
rb-error-limit = '{ $action }': you are at the limit (2 weapons, 1 armor, 2 allies); sell or discard one first.
rb-error-gold = '{ $action }': it costs { $count } gold.
rb-error-cannot_sell = '{ $action }': you can sell only your items costing 2 gold or more.
rb-error-cannot_discard = '{ $action }': you cannot discard that (kept rewards cannot be discarded).
rb-error-xp = '{ $action }': an XP token costs { $count } XP.
rb-error-no_adventure = '{ $action }': there is no adventure you may attempt here.
rb-error-no_meeting = '{ $action }': you cannot meet that hero now.
rb-error-bad_offer = '{ $action }': the offer is empty, cannot be paid, or breaks a carrying limit.

## rb.modifier

rb-modifier-move_dice = movement dice { $value }
rb-modifier-heal_cost = healing costs { $value } gold
rb-modifier-market_cost = market prices { $value } gold
rb-modifier-sell_bonus = sales { $value } gold
rb-modifier-challenge_values = challenges { $value } to beat
rb-modifier-challenge_damage = challenge damage { $value }
rb-modifier-challenge_life = challenge Life { $value }
rb-modifier-escape = escape rolls { $value }
rb-modifier-test = skill tests { $value }
rb-modifier-reward_gold = challenge rewards { $value } gold
rb-modifier-rest = resting removes { $value } fatigue

rb-ui-hex = { $coordinate } ({ $terrain })
rb-ui-city_at = { $city } ({ $coordinate })
rb-ui-ability_of = { $owner } – { $ability }
rb-ui-kept = Kept: { $text }
rb-ui-values = Mind { $mind }, Body { $body }, Spirit { $spirit } · damage: ranged { $rd }, melee { $md }, magic { $mg } · Life { $life }, Stamina { $stamina }
rb-ui-copy = { $label } · copy { $number } of { $count }

## rb.action

rb-class-weapon = Weapon
rb-class-armor = Armour
rb-class-artifact = Artifact
rb-class-gear = Gear
rb-class-rune = Rune

## rb.legend

rb-legend-sun = sun-ringed gem: an empty one gets a new adventure token after an event
rb-legend-coordinates_web = Each hex shows its coordinate (column A–N, row 1–13), as menus and the log name it.
rb-legend-token = adventure token (its colour: green easiest, then yellow, blue, red)
rb-legend-lost = lost challenge
rb-legend-hero = hero (player number)
rb-legend-reachable = a hex your roll reaches
rb-legend-coordinates = Columns A–N from west to east, rows 1–13 from north to south (A1 … { $last }); the hexes of columns B, D, F … sit half a row lower. Menus and the log name hexes the same way.

## rb.sheet

rb-sheet-skills = Skills
rb-sheet-title = { $hero } — { $player }
rb-sheet-life_head = Life
rb-sheet-fatigue_head = Fatigue
rb-sheet-gold_head = Gold
rb-sheet-attributes_head = Mind, Body, Spirit (damage)
rb-sheet-level_head = Level
rb-sheet-cards_head = Items and allies
rb-sheet-short_mind = M
rb-sheet-short_body = B
rb-sheet-short_spirit = S
rb-sheet-caption = Life left/Life · fatigue/Stamina (the most it may reach) · * face down until the next Refresh
rb-sheet-life = Life
rb-sheet-life_value =
    { $count ->
        [one] { $left }/{ $life } (1 wound)
       *[other] { $left }/{ $life } ({ $count } wounds)
    }
rb-sheet-fatigue = Fatigue
rb-sheet-fatigue_value = { $count } (the limit is { $stamina })
rb-sheet-attribute_value = { $value } · { $kind } { $damage }
rb-sheet-ability = Ability
rb-sheet-item = Item
rb-sheet-ally = Ally
rb-sheet-ally_state = wounds { $wounds }, fatigue { $fatigue }
rb-sheet-gold = Gold
rb-sheet-experience = Experience
rb-sheet-experience_value =
    { $count ->
        [one] Level { $level } · { $xp } XP to spend · 1 more XP for the next XP token
       *[other] Level { $level } · { $xp } XP to spend · { $count } more XP for the next XP token
    }
rb-sheet-quests = Quests
rb-sheet-phase = Phase
rb-sheet-to_beat = To beat
rb-sheet-damage = Damage
rb-sheet-foe_life =
    { $count ->
        [one] Life { $left }/{ $life } (1 wound)
       *[other] Life { $left }/{ $life } ({ $count } wounds)
    }

## rb.web: the browser's Runebound panel

rb-web-symbols = Terrain symbols left to move with
rb-web-no_board = The map could not be loaded.
rb-web-map = The map of Runebound
rb-web-cancel = Cancel
rb-web-round = Round { $round }
rb-web-doom = Path of Doom: doom tokens { $doom }/8
rb-web-xp_cost = an XP token costs { $cost } XP
rb-web-dice = Movement dice
rb-web-at_hand = At hand
rb-web-heroes = Heroes
rb-web-markets = City markets
rb-web-offer = On offer in { $city }
rb-web-trophies = Adventure tokens:
rb-web-items = Items
rb-web-allies = Allies
rb-web-quests = Quests
rb-web-token-green = green adventure token
rb-web-token-yellow = yellow adventure token
rb-web-token-blue = blue adventure token
rb-web-token-red = red adventure token

## rb.stat: the statistics of simulation reports (statistics.py), a name and one line each

rb-stat-turns = Turns
rb-stat-turns-about = Turns played.
rb-stat-challenges = Challenges fought
rb-stat-challenges-about = Combats against adventure challenges (and in the Showdown).
rb-stat-challenges_won = Challenges defeated
rb-stat-challenges_won-about = Challenges the hero defeated.
rb-stat-escapes = Escapes
rb-stat-escapes-about = Times the hero fled a combat.
rb-stat-knocked_out = Knock-outs
rb-stat-knocked_out-about = Times the hero was knocked out.
rb-stat-hero_fights = Attacks on heroes
rb-stat-hero_fights-about = Times the hero attacked another hero.
rb-stat-tokens_won = Adventure tokens won
rb-stat-tokens_won-about = Adventure tokens taken for experience.
rb-stat-skill_tests = Tests
rb-stat-skill_tests-about = Tests of an attribute and skill rolled.
rb-stat-skill_tests_passed = Tests passed
rb-stat-skill_tests_passed-about = Tests that succeeded.
rb-stat-events_drawn = Events
rb-stat-events_drawn-about = Event cards the hero brought into force.
rb-stat-items_bought = Items bought
rb-stat-items_bought-about = Items bought in the markets.
rb-stat-allies_hired = Allies hired
rb-stat-allies_hired-about = Allies hired in the markets.
rb-stat-wounds_taken = Wounds taken
rb-stat-wounds_taken-about = Wounds the hero took.
rb-stat-rests = Rests
rb-stat-rests-about = Turns the hero rested.
rb-stat-level = Level at the end
rb-stat-level-about = The hero's level when the game ended: 1 and one more for each experience token.
rb-stat-runes = Dragon Runes at the end
rb-stat-runes-about = Dragon Runes the hero held when the game ended.
rb-stat-gold = Gold at the end
rb-stat-gold-about = Gold the hero held when the game ended.
rb-stat-won = Won
rb-stat-won-about = 1 when the hero won the game, else 0.
rb-stat-rounds = Rounds
rb-stat-rounds-about = Rounds played.
rb-stat-won_by_runes = Won by Dragon Runes
rb-stat-won_by_runes-about = 1 when a hero won by gathering three Dragon Runes.
rb-stat-won_by_margath = Won by defeating Margath
rb-stat-won_by_margath-about = 1 when a hero won by defeating High Lord Margath.
rb-stat-round_limit = Ended by the round limit
rb-stat-round_limit-about = 1 when the round limit ended the game and the best-placed hero won.
rb-stat-dragon_lords_won = Dragon Lords won
rb-stat-dragon_lords_won-about = 1 when every hero fell to the Dragon Lords, or the red deck ran out in the Showdown.
rb-stat-doom = Doom tokens
rb-stat-doom-about = Doom tokens placed (the Path of Doom variant).
rb-stat-showdown = Showdown reached
rb-stat-showdown-about = 1 when the Showdown began (the Path of Doom variant).
## rb.option names and values (what the create form, the lobby and the command line show)

rb-option-path_of_doom-name = Path of Doom
rb-option-skill_tests-name = Skill bonus in tests
rb-option-victory-name = Victory
rb-option-victory-value-either = Margath or three Dragon Runes
rb-option-victory-value-margath = defeating Margath
rb-option-victory-value-runes = three Dragon Runes
rb-option-round_limit-name = Round limit
rb-option-xp_cost-name = XP per XP token
rb-option-xp_cost-value-table = by the table
rb-option-replenish-name = Replenishing adventure tokens
rb-option-replenish-value-every = after every event
rb-option-replenish-value-effective = after events that take effect
rb-option-life_bar-name = +1 Life XP token bars
rb-option-life_bar-value-adventures = adventures of its colour
rb-option-life_bar-value-challenges = challenges of its colour
rb-option-meet_anywhere-name = Meet anywhere
rb-option-sell_allies-name = Sell allies
rb-option-trade_gold-name = Trade gold

## rb.ui: a hex typed by its coordinates at the terminal's menu (issue 28)

rb-ui-no_such_hex = There is no hex { $hex } on the map: columns A to N, rows from 1 (like H6).
rb-ui-hex_not_a_choice = { $hex } is not one of the choices now: type a hex the menu offers, or a number.
rb-ui-map_compact_legend = * a hex you can reach · type its number or its coordinates (like H6) · the legend is above the map

rb-did-fatigue = takes { $count } fatigue
rb-did-gold_paid = pays { $count } gold
rb-did-discard = discards the card
rb-did-and = { $first } and { $last }
rb-did-nothing = nothing
rb-did-attack = makes a { $stage ->
        [ranged] ranged
        [melee] melee
       *[magic] magic
    } attack
rb-did-symbol = gets an extra { $terrain ->
        [plains] plains
        [road] road
        [river] river
        [swamp] swamp
        [forest] forest
        [hills] hills
       *[mountain] mountain
    } symbol
rb-did-heal_wounds =
    { $count ->
        [one] heals 1 wound
       *[other] heals { $count } wounds
    }
rb-did-heal_fatigue = removes { $count } fatigue
rb-did-heal_both = heals { $wounds } wounds and removes { $fatigue } fatigue
rb-did-roll_bonus = gets +{ $count } to the roll
rb-did-damage_bonus = deals +{ $count } damage
rb-did-prevent =
    { $count ->
        [one] prevents 1 wound
       *[other] prevents { $count } wounds
    }
rb-did-gold = gains { $count } gold
rb-did-move_dice =
    { $count ->
        [one] gets 1 extra movement die
       *[other] gets { $count } extra movement dice
    }
