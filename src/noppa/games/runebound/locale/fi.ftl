### Runebound — suomenkieliset viestit. Avaimet ovat "rb." + taulukon pisteillä erotettu polku.

## rb

rb-name = Runebound
rb-summary = Fantasiaseikkailu 1–6 sankarille (toinen painos, seikkailu Lohikäärmeruhtinaiden nousu). Kulje kuusikulmiokartalla maastonopilla, kohtaa vihreistä punaisiin seikkailuja vaiheittaisessa taistelussa, osta varusteita ja palkkaa kumppaneita kaupungeista, kasva kokemuksella ja päihitä Korkea ruhtinas Margath tai kerää kolme Lohikäärmeriimua.

## rb.option

rb-option-path_of_doom = Muunnelma Kohtalon polku: pelatut seikkailut täyttävät polun, kahdeksas kohtalomerkki aloittaa pudotuspelin.
rb-option-skill_tests = Taitotesteihin lisätään sankarin taitobonus (pois: testi vain ominaisuudella).
rb-option-victory = Lohikäärmeruhtinaiden nousu: voitto joko Margathin kukistamisesta tai kolmesta Lohikäärmeriimusta, tai vain toisesta näistä.
rb-option-round_limit = Peli päättyy näin monen kierroksen jälkeen, jos kukaan ei ole voittanut; parhaiten sijoittunut voittaa.
rb-option-xp_cost = Kokemuspisteitä kokemusmerkkiin: taulukon mukaan (1–2 pelaajaa 6, 3 → 5, 4 → 4, 5–6 → 3) tai kiinteä luku.
rb-option-replenish = Seikkailumerkit uudistetaan jokaisen nostetun tapahtuman jälkeen, tai vain voimaan tulevien jälkeen.
rb-option-life_bar = +1 elämäpiste -kokemusmerkki estää helpoimman värin seikkailut kokonaan tai vain sen haasteet.
rb-option-meet_anywhere = Sankarit voivat kohdata missä tahansa ruudussa, myös ilman merkkiä ja kaupunkia.
rb-option-sell_allies = Kumppaneita voi myydä markkinoilla kuten esineitä.
rb-option-trade_gold = Kultaa voi vaihtaa sankarien välisessä kaupassa.

## rb.phase

rb-phase-ranged = Heittoase
rb-phase-melee = Lähitaistelu
rb-phase-magic = Taikuus

## rb.stat

rb-stat-mind = Psyyke
rb-stat-body = Ruumiinrakenne
rb-stat-spirit = Henki
rb-stat-life = Elämäpisteet
rb-stat-stamina = Kuntopisteet
rb-stat-ranged_damage = heittoasevahinko
rb-stat-melee_damage = lähitaisteluvahinko
rb-stat-magic_damage = taikuusvahinko
rb-stat-escape = pakeneminen
rb-stat-rest = lepo

## rb.skill

rb-skill-swim = uinti
rb-skill-climb = kiipeily
rb-skill-stealth = hiiviskely
rb-skill-diplomacy = diplomatia
rb-skill-lore = tietous
rb-skill-survival = erätaidot
rb-skill-perception = havainto
rb-skill-athletics = urheilullisuus
rb-skill-intimidate = pelottelu
rb-skill-healing = parantaminen

## rb.terrain

rb-terrain-plains = tasanko
rb-terrain-road = tie
rb-terrain-river = joki
rb-terrain-swamp = suo
rb-terrain-forest = metsä
rb-terrain-hills = kukkulat
rb-terrain-mountain = vuori
rb-terrain-city = kaupunki

## rb.colour

rb-colour-green = vihreä
rb-colour-yellow = keltainen
rb-colour-blue = sininen
rb-colour-red = punainen

## rb.window

rb-window-experience = Kokemus
rb-window-movement = Liikkuminen
rb-window-before_combat = Ennen taistelua
rb-window-escape = Pakeneminen
rb-window-ranged = Heittoase
rb-window-melee = Lähitaistelu
rb-window-magic = Taikuus
rb-window-combat = Taistelu
rb-window-damage = Haavoittuessa
rb-window-test = Taitotesti
rb-window-market = Markkinat
rb-window-any = Milloin vain
rb-window-refresh = Uudistaminen
rb-window-constant = Aina
rb-window-round_end = Jokaisen kierroksen lopussa
rb-window-defeated = Kukistettuna

## rb.use

rb-use-activate = aktivoi
rb-use-single = kertakäyttöinen

## rb.cost

rb-cost-discard = poista tämä kortti
rb-cost-fatigue =
    { $count ->
        [one] ota 1 väsymys
       *[other] ota { $count } väsymystä
    }
rb-cost-gold =
    { $count ->
        [one] maksa 1 kulta
       *[other] maksa { $count } kultaa
    }

## rb.effect

rb-effect-xp =
    { $count ->
        [one] saat 1 kokemuspisteen
       *[other] saat { $count } kokemuspistettä
    }
rb-effect-attack =
    { $count ->
        [one] { $phase }hyökkäys ({ $bonus }), 1 haava
       *[other] { $phase }hyökkäys ({ $bonus }), { $count } haavaa
    }
rb-effect-attack_own = { $phase }hyökkäys ({ $bonus }), oma vahinko
rb-effect-roll_bonus = +{ $count } heittoon
rb-effect-damage_bonus = +{ $count } vahinkoa
rb-effect-prevent =
    { $count ->
        [one] estä 1 haava
       *[other] estä { $count } haavaa
    }
rb-effect-heal_hero = sankarilta
rb-effect-heal_self = tältä kortilta
rb-effect-heal_wounds =
    { $count ->
        [one] paranna 1 haava { $who }
       *[other] paranna { $count } haavaa { $who }
    }
rb-effect-heal_fatigue =
    { $count ->
        [one] poista 1 väsymys { $who }
       *[other] poista { $count } väsymystä { $who }
    }
rb-effect-heal_both = paranna { $wounds } haavaa ja { $fatigue } väsymystä { $who }
rb-effect-gold =
    { $count ->
        [one] saat 1 kullan
       *[other] saat { $count } kultaa
    }
rb-effect-move_dice =
    { $count ->
        [one] heitä 1 liikkumisnoppa lisää
       *[other] heitä { $count } liikkumisnoppaa lisää
    }
rb-effect-symbol = ylimääräinen maastosymboli: { $terrain }
rb-effect-skill = { $skill } { $bonus }
rb-effect-wounds =
    { $count ->
        [one] ota 1 haava
       *[other] ota { $count } haavaa
    }
rb-effect-fatigue =
    { $count ->
        [one] ota 1 väsymys
       *[other] ota { $count } väsymystä
    }
rb-effect-lose_gold =
    { $count ->
        [one] menetä 1 kulta
       *[other] menetä { $count } kultaa
    }
rb-effect-discount =
    { $count ->
        [one] ostot maksavat 1 kullan vähemmän
       *[other] ostot maksavat { $count } kultaa vähemmän
    }
rb-effect-keep = pidä tämä kortti
rb-effect-strike =
    { $count ->
        [one] ensi-isku ({ $phase }): torju se tai ota 1 haava
       *[other] ensi-isku ({ $phase }): torju se tai ota { $count } haavaa
    }
rb-effect-strike_own = ensi-isku ({ $phase }): torju se tai ota sen vahinko
rb-effect-immune = haavoittumaton: osumat eivät tee haavoja
rb-effect-fury =
    { $count ->
        [one] haavoittuneena 1 vahinko enemmän
       *[other] haavoittuneena { $count } vahinkoa enemmän
    }
rb-effect-regenerate =
    { $count ->
        [one] 1 haava paranee
       *[other] { $count } haavaa paranee
    }

## rb.test

rb-test-with_skill = Testi ({ $attribute } ja { $skill }), tavoite { $target }
rb-test-plain = Testi ({ $attribute }), tavoite { $target }
rb-test-success = — onnistuminen: { $effects }
rb-test-failure = — epäonnistuminen: { $effects }

## rb.xp

rb-xp-mind = +2 psyyke
rb-xp-body = +2 ruumiinrakenne
rb-xp-spirit = +2 henki
rb-xp-stamina = +2 kuntopistettä
rb-xp-life = +1 elämäpiste

## rb.ui

rb-ui-adventure_here = { $colour } seikkailu
rb-ui-lost_here = hävitty haaste { $slot }
rb-ui-hero_here = { $player }
rb-ui-steps_away =
    { $count ->
        [one] 1 askeleen päässä
       *[other] { $count } askeleen päässä
    }
rb-ui-stay_here = jää paikalleen
rb-ui-foe = taistelu: psyyke { $mind } (vahinko { $rd }), ruumiinrakenne { $body } (vahinko { $md }), henki { $spirit } (vahinko { $mg }), elämäpisteet { $life }
rb-ui-quest = — onnistuminen: tehtävä, matka { CASE($city, "to") }; palkkio: { $reward }
rb-ui-success = onnistui
rb-ui-failure = epäonnistui
rb-ui-escape = Pakeneminen
rb-ui-title = Runebound — kierros { $round }, vuoro { $turn }
rb-ui-turn_of = Vuorossa { $player }
rb-ui-map = Kartta
rb-ui-heroes = Sankarit
rb-ui-market = Markkinat
rb-ui-combat = Taistelu
rb-ui-log = Tapahtumat
rb-ui-event = Voimassa oleva tapahtuma
rb-ui-none = ei mitään
rb-ui-lost_list = Hävityt haasteet
rb-ui-path = Kohtalon polku
rb-ui-doom = kohtalomerkit
rb-ui-front = Pudotuspelin vastus
rb-ui-front_card =
    { $count ->
        [one] { $card }, 1 haava
       *[other] { $card }, { $count } haavaa
    }
rb-ui-decks = Seikkailupakat
rb-ui-deck_sizes = vihreä { $green }, keltainen { $yellow }, sininen { $blue }, punainen { $red }
rb-ui-market_deck =
    { $count ->
        [one] markkinapakassa 1 kortti
       *[other] markkinapakassa { $count } korttia
    }
rb-ui-tokens = merkit
rb-ui-round = kierros { $number }
rb-ui-legend = Selite
rb-ui-face_down = kuvapuoli alaspäin
rb-ui-offer = Tarjous: { $give } vastineeksi { $want }, kultaa { $gold }
rb-ui-price =
    { $count ->
        [one] 1 kulta
       *[other] { $count } kultaa
    }
rb-ui-free = ilmaiseksi

## rb.action

rb-action-roll_dice =
    { $count ->
        [one] Heitä 1 liikkumisnoppa
       *[other] Heitä { $count } liikkumisnoppaa
    }
rb-action-rest =
    { $count ->
        [0] Lepää heittämättä noppia: väsymystä poistuu { $rest }
        [one] Lepää: heitä 1 noppa, väsymystä poistuu { $rest }
       *[other] Lepää: heitä { $count } noppaa, väsymystä poistuu { $rest }
    }
rb-action-rest_one = Poista 1 väsymys: { $figure }
rb-action-step = Siirry yksi ruutu heittämättä: { $hex }
rb-action-move = Liiku ruutuun { $hex }
rb-action-from = Saavu ruudusta { $hex }
rb-action-step_city = Siirry yksi ruutu heittämättä { CASE($city, "to") } ({ $coordinate }){ $tail }
rb-action-move_city = Liiku { CASE($city, "to") } ({ $coordinate }){ $tail }
rb-action-from_city = Saavu { CASE($city, "from") } ({ $coordinate }){ $tail }
rb-action-place = Laita merkki ruutuun { $hex }
rb-action-use = Käytä kykyä: { $ability }
rb-action-discard = Poista { $card }
rb-action-lose = Menetä { $card } (tajunnan menetys)
rb-action-buy = Osta { $card } ({ $cost ->
        [one] 1 kulta
       *[other] { $cost } kultaa
    })
rb-action-hire = Palkkaa { $card } ({ $cost ->
        [one] 1 kulta
       *[other] { $cost } kultaa
    })
rb-action-sell = Myy { $card } (+{ $gain ->
        [one] 1 kulta
       *[other] { $gain } kultaa
    })
rb-action-give = Tarjoa { $card }
rb-action-want = Pyydä { $card }
rb-action-ally = { $card } hyökkää
rb-action-lost = Yritä hävittyä haastetta { $slot }: { $card }
rb-action-trade = Neuvottele: { $player }
rb-action-fight = Hyökkää: { $player }
rb-action-adventure = Yritä seikkailua ({ $colour })
rb-action-option = Vaihtoehto { $number }: { $text }
rb-action-attack = { $phase }: hyökkää (2d10 + { $value } vs { $target })
rb-action-defend = { $phase }: puolustaudu (2d10 + { $value } vs { $target })
rb-action-defend_free = { $phase }: puolustaudu (ei vahinkoa: ei heittoa)
rb-action-take_gold = Ota kaikki kulta
rb-action-take_nothing = Ei otettavaa
rb-action-take_card = Ota { $card }
rb-action-take_wounds =
    { $count ->
        [one] Ota haava
       *[other] Ota { $count } haavaa
    }
rb-action-city = Siirry { CASE($city, "to") }
rb-action-heal_wound = Paranna 1 haava: { $figure } ({ $price })
rb-action-heal_fatigue = Poista kaikki väsymys: { $figure } ({ $price })
rb-action-xp = Osta kokemusmerkki: { $bonus } ({ $cost } kokemuspistettä)
rb-action-pay = Lisää 1 kulta omalle puolelle
rb-action-charge = Pyydä 1 kulta lisää
rb-action-escape = Yritä paeta (2d10 + { $value } vs { $target })
rb-action-escape_pvp = Yritä paeta (2d10 + { $value } vs vastustajan heitto)
rb-action-begin_fight = Aloita taistelu
rb-action-fight_on = Jää taistelemaan
rb-action-pass = Jatka ilman seikkailua
rb-action-leave = Lähde pois
rb-action-leave_meeting = Lopeta kohtaaminen
rb-action-roll = Heitä
rb-action-decline = Kieltäydy kortista
rb-action-done = Poistu markkinoilta
rb-action-end = Lopeta vuoro
rb-action-clear = Tyhjennä tarjous
rb-action-propose = Ehdota kauppaa
rb-action-accept = Hyväksy kauppa
rb-action-reject = Hylkää kauppa

## rb.event

rb-event-xp_gained =
    { $count ->
        [one] { $player } saa 1 kokemuspisteen.
       *[other] { $player } saa { $count } kokemuspistettä.
    }
rb-event-setup = Sankarit: { $heroes }. { $player } aloittaa.
rb-event-turn = — Kierros { $round }, vuoro { $number }: { $player } —
rb-event-refresh = { $player } kääntää aktivoidut korttinsa takaisin käyttöön: { $cards }.
rb-event-rest =
    { $count ->
        [one] { $player } lepää ja saa poistaa 1 väsymyksen.
       *[other] { $player } lepää ja saa poistaa { $count } väsymystä.
    }
rb-event-rested = { $figure } lepää: 1 väsymys poistuu.
rb-event-move_roll = { $player } heittää liikkumisnopat: { $faces }
rb-event-moved = { $player } liikkuu ruutuun { $hex }.
rb-event-moved_city = { $player } saapuu { CASE($city, "to") }.
rb-event-ability =
    { $how ->
        [hero] { $player } käyttää { CASE($owner, "genitive") } kykyä: { $did }.
        [activate] { $player } aktivoi kortin { $owner }: { $did }.
        [single] { $player } käyttää kertakäyttöisen kortin { $owner }: { $did }.
       *[other] { $player } käyttää kortin { $owner } kykyä: { $did }.
    }
rb-event-prevent =
    { $count ->
        [one] { $player } välttää 1 haavan.
       *[other] { $player } välttää { $count } haavaa.
    }
rb-event-gold =
    { $count ->
        [one] { $player } saa 1 kullan.
       *[other] { $player } saa { $count } kultaa.
    }
rb-event-wounds =
    { $count ->
        [one] { $player } joutuu ottamaan 1 haavan.
       *[other] { $player } joutuu ottamaan { $count } haavaa.
    }
rb-event-fatigue =
    { $count ->
        [one] { $player } ottaa 1 väsymyksen.
       *[other] { $player } ottaa { $count } väsymystä.
    }
rb-event-lose_gold =
    { $count ->
        [one] { $player } maksaa 1 kullan.
       *[other] { $player } maksaa { $count } kultaa.
    }
rb-event-test = { $player } heittää { $stat ->
        [mind] psyyketestin
        [body] ruumiinrakennetestin
       *[spirit] henkitestin
    } (taito: { $skill }): { $dice } + taito { $skill_bonus } + bonus { $bonus } = { $total }, tavoite { $target } — { $won ->
        [yes] onnistuu.
       *[no] epäonnistuu.
    }
rb-event-test_plain = { $player } heittää { $stat ->
        [mind] psyyketestin
        [body] ruumiinrakennetestin
       *[spirit] henkitestin
    }: { $dice } + bonus { $bonus } = { $total }, tavoite { $target } — { $won ->
        [yes] onnistuu.
       *[no] epäonnistuu.
    }
rb-event-keep = { $player } pitää kortin { $card }.
rb-event-decline_keep = { $player } jättää kortin { $card } ottamatta.
rb-event-quest = { $player } ottaa tehtävän { $card }.
rb-event-quest_done = { $player } suorittaa tehtävän { $card }.
rb-event-discard = { $player } poistaa kortin { $card } pelistä.
rb-event-knocked_out = { $player } menettää tajuntansa!
rb-event-draw =
    { $hue ->
        [green] { $player } nostaa vihreän seikkailukortin: { $card }.
        [yellow] { $player } nostaa keltaisen seikkailukortin: { $card }.
        [blue] { $player } nostaa sinisen seikkailukortin: { $card }.
       *[red] { $player } nostaa punaisen seikkailukortin: { $card }.
    }
rb-event-deck_done =
    { $hue ->
        [green] Vihreästä pakasta ei nosteta tällä vuorolla enempää.
        [yellow] Keltaisesta pakasta ei nosteta tällä vuorolla enempää.
        [blue] Sinisestä pakasta ei nosteta tällä vuorolla enempää.
       *[red] Punaisesta pakasta ei nosteta tällä vuorolla enempää.
    }
rb-event-barred = { $player } ei saa enää taistella kortin { $card } värisiä haasteita: kortti palaa pakkansa pohjalle.
rb-event-event = Tapahtuma { $card } tulee voimaan.
rb-event-event_void = Tapahtuma { $card } (numero { $number }) ei tule voimaan, sillä voimassa olevalla tapahtumalla { $current } on suurempi numero.
rb-event-replenish = Seikkailumerkit uudistetaan.
rb-event-token_placed =
    { $hue ->
        [green] Vihreä seikkailumerkki asetetaan ruutuun { $hex }.
        [yellow] Keltainen seikkailumerkki asetetaan ruutuun { $hex }.
        [blue] Sininen seikkailumerkki asetetaan ruutuun { $hex }.
       *[red] Punainen seikkailumerkki asetetaan ruutuun { $hex }.
    }
rb-event-option = { $card }: { $player } valitsee vaihtoehdon { $option }.
rb-event-leave = { $player } ohittaa kohtaamisen: { $card }.
rb-event-lost_attempt = { $player } ottaa uudelleen vastaan hävityn haasteen: { $card }.
rb-event-lost = { $card } jää hävityksi haasteeksi (paikka { $slot }); sen merkki jää ruutuun { $hex }.
rb-event-lost_pushed = { $card } väistyy hävittyjen haasteiden paikalta { $slot } ja palaa pakkansa pohjalle.
rb-event-combat = { $player } joutuu taisteluun: vastassa on { $card }.
rb-event-pvp = { $player } hyökkää pelaajan { $opponent } kimppuun!
rb-event-foe_before_combat = Ennen taistelua laukeaa vastustajan kyky: { $card }.
rb-event-foe_strike = { $card } iskee ensin { $stage ->
        [ranged] heittoaseella
        [melee] lähitaistelussa
       *[magic] taikuudella
    }. { $player } yrittää torjua: { $dice } = { $total }, tavoite { $target } — { $won ->
        [yes] torjuu.
       *[no] ei torju.
    }
rb-event-foe_immune = Osuma ei haavoita: { $card } on tässä vaiheessa haavoittumaton.
rb-event-foe_regenerates =
    { $count ->
        [one] { $card } parantaa 1 haavan (haavoja { $wounds }/{ $life }).
       *[other] { $card } parantaa { $count } haavaa (haavoja { $wounds }/{ $life }).
    }
rb-event-round = Taistelukierros { $number }.
rb-event-target_roll = { $player } heittää { $stage ->
        [ranged] heittoasevaiheen
        [melee] lähitaisteluvaiheen
       *[magic] taikuusvaiheen
    } tavoiteluvun: { $dice } = { $total }.
rb-event-attack = { $player } hyökkää { $stage ->
        [ranged] heittoaseella
        [melee] lähitaistelussa
       *[magic] taikuudella
    }: { $dice } = { $total }, tavoite { $target } — { $won ->
        [yes] osuu.
       *[no] ei osu.
    }
rb-event-defend = { $player } puolustautuu { $stage ->
        [ranged] heittoasehyökkäystä
        [melee] lähitaisteluhyökkäystä
       *[magic] taikuushyökkäystä
    } vastaan: { $dice } = { $total }, tavoite { $target } — { $won ->
        [yes] torjuu.
       *[no] ei torju.
    }
rb-event-defend_free = { $player } ei heitä puolustusta { $stage ->
        [ranged] heittoasevaiheessa
        [melee] lähitaisteluvaiheessa
       *[magic] taikuusvaiheessa
    }: vastustaja ei tee siinä vahinkoa.
rb-event-ally_attack = { $ally } hyökkää { $stage ->
        [ranged] heittoaseella
        [melee] lähitaistelussa
       *[magic] taikuudella
    }: { $dice } = { $total }, tavoite { $target } — { $won ->
        [yes] osuu.
       *[no] ei osu.
    }
rb-event-ability_attack = { $player } tekee kyvyllään { $stage ->
        [ranged] heittoasehyökkäyksen
        [melee] lähitaisteluhyökkäyksen
       *[magic] taikuushyökkäyksen
    }: { $dice } = { $total }, tavoite { $target } — { $won ->
        [yes] osuu.
       *[no] ei osu.
    }
rb-event-hit =
    { $count ->
        [one] { $opponent } saa 1 haavan.
       *[other] { $opponent } saa { $count } haavaa.
    }
rb-event-foe_wounded =
    { $count ->
        [one] { $card } saa 1 haavan (haavoja { $wounds }/{ $life }).
       *[other] { $card } saa { $count } haavaa (haavoja { $wounds }/{ $life }).
    }
rb-event-ally_wounded =
    { $count ->
        [one] { $ally } saa 1 haavan.
       *[other] { $ally } saa { $count } haavaa.
    }
rb-event-ally_died = { $ally } kuolee.
rb-event-escape = { $player } yrittää paeta: { $dice } = { $total }, tavoite { $target } — { $won ->
        [yes] pääsee pakoon.
       *[no] ei pääse pakoon.
    }
rb-event-escaped = { $player } pakenee ruutuun { $hex }.
rb-event-escaped_city = { $player } pakenee { CASE($city, "to") }.
rb-event-defeated = { $player } voittaa taistelun: { $card } on kukistettu!
rb-event-token_won = { $player } saa { $hue ->
        [green] vihreän
        [yellow] keltaisen
        [blue] sinisen
       *[red] punaisen
    } seikkailumerkin: { $value ->
        [one] 1 kokemuspiste.
       *[other] { $value } kokemuspistettä.
    }
rb-event-wounded =
    { $count ->
        [one] { $player } saa 1 haavan (haavoja yhteensä { $wounds }).
       *[other] { $player } saa { $count } haavaa (haavoja yhteensä { $wounds }).
    }
rb-event-ko_steps = { $gold ->
        [0] { $player } toipuu kaikista haavoista ja väsymyksestä.
        [one] { $player } toipuu kaikista haavoista ja väsymyksestä mutta menettää 1 kullan.
       *[other] { $player } toipuu kaikista haavoista ja väsymyksestä mutta menettää { $gold } kultaa.
    }
rb-event-ko_city = { $player } kannetaan tajuttomana { CASE($city, "to") }.
rb-event-took_gold =
    { $count ->
        [one] { $opponent } menettää 1 kullan: { $player } ottaa sen.
       *[other] { $opponent } menettää { $count } kultaa: { $player } ottaa ne.
    }
rb-event-took = { $opponent } menettää kortin { $card }: { $player } ottaa sen.
rb-event-market_draw = Uusi kortti { CASE($city, "genitive") } markkinoille: { $card }.
rb-event-buy = { $player } ostaa kortin { $card } ({ $cost ->
        [one] 1 kulta
       *[other] { $cost } kultaa
    }).
rb-event-hire = { $player } palkkaa kortin { $card } ({ $cost ->
        [one] 1 kulta
       *[other] { $cost } kultaa
    }).
rb-event-sell = { $player } myy kortin { $card } ({ $gain ->
        [one] 1 kulta
       *[other] { $gain } kultaa
    }).
rb-event-xp_paid =
    { $count ->
        [one] { $player } käyttää seikkailumerkkejä 1 kokemuspisteen arvosta.
       *[other] { $player } käyttää seikkailumerkkejä { $count } kokemuspisteen arvosta.
    }
rb-event-xp = { $player } ottaa kokemusmerkin ({ $bonus }) ja nousee tasolle { $level }.
rb-event-meet = { $player } ja { $opponent } tapaavat ja neuvottelevat kaupasta.
rb-event-propose = { $player } tarjoaa pelaajalle { $opponent } kauppaa. Antaa: { $give }. Pyytää: { $want }.
rb-event-reject = { $player } hylkää tarjouksen.
rb-event-traded = { $player } ja { $opponent } tekevät kaupat (pelaajalta { $player }: { $give }; pelaajalta { $opponent }: { $want }).
rb-event-leave_meeting = { $player } lopettaa neuvottelun pelaajan { $opponent } kanssa.
rb-event-pass = { $player } jatkaa ilman seikkailua.
rb-event-path =
    { $hue ->
        [green] Vihreä
        [yellow] Keltainen
        [blue] Sininen
       *[red] Punainen
    } kortti siirtyy Kohtalon polulle; polulla on nyt { $count ->
        [one] 1 kortti.
       *[other] { $count } korttia.
    }
rb-event-doom = Kohtalomerkki { $count } laitetaan { CASE($city, "genitive") } vaakunalle.
rb-event-showdown = Pudotuspeli alkaa! Sankarit kohtaavat Margathin tässä järjestyksessä: { $order }.
rb-event-showdown_front =
    { $count ->
        [0] { $player } kohtaa seuraavan vastustajan: { $card }.
       *[other] { $player } kohtaa seuraavan vastustajan: { $card } (haavoja jo { $count }).
    }
rb-event-showdown_out =
    { $count ->
        [one] { $player } kaatuu pudotuspelissä; { $card } odottaa seuraavaa sankaria, ja sillä on 1 haava.
       *[other] { $player } kaatuu pudotuspelissä; { $card } odottaa seuraavaa sankaria, ja sillä on { $count } haavaa.
    }
rb-event-showdown_rise = { $player } kaatuu mutta nousee jälleen ja luopuu kokemusmerkistä ({ $bonus }): taso { $level }. Kortissa { $card } on { $count } haavaa.
rb-event-game_over =
    { $count ->
        [0] Peli päättyi. { $reason }
        [one] Peli päättyi, ja { $winners } voitti. { $reason }
       *[other] Peli päättyi, ja { $winners } voittivat. { $reason }
    }
rb-event-healed_wounds =
    { $count ->
        [one] { $player } toipuu yhdestä haavasta.
       *[other] { $player } toipuu { $count } haavasta.
    }
rb-event-healed_fatigue =
    { $count ->
        [one] { $player } toipuu yhdestä väsymyksestä.
       *[other] { $player } toipuu { $count } väsymyksestä.
    }
rb-event-healed_both = { $player } toipuu: haavoja poistuu { $wounds } ja väsymystä { $fatigue }.
rb-event-heal_wound = { $cost ->
        [0] Parantaja hoitaa ilmaiseksi: { $figure } toipuu yhdestä haavasta.
        [one] { $player } maksaa parantajalle 1 kullan: { $figure } toipuu yhdestä haavasta.
       *[other] { $player } maksaa parantajalle { $cost } kultaa: { $figure } toipuu yhdestä haavasta.
    }
rb-event-heal_fatigue = { $cost ->
        [0] Parantaja hoitaa ilmaiseksi: { $figure } toipuu kaikesta väsymyksestä.
        [one] { $player } maksaa parantajalle 1 kullan: { $figure } toipuu kaikesta väsymyksestä.
       *[other] { $player } maksaa parantajalle { $cost } kultaa: { $figure } toipuu kaikesta väsymyksestä.
    }
rb-event-foe_falls =
    { $count ->
        [one] { $card } saa 1 haavan ja kaatuu.
       *[other] { $card } saa { $count } haavaa ja kaatuu.
    }
rb-event-move_roll_none = { $player } ei heitä yhtään liikkumisnoppaa.

## rb.outcome

rb-outcome-margath = Korkea ruhtinas Margath on kukistettu.
rb-outcome-runes = Kolme Lohikäärmeriimua on kerätty.
rb-outcome-time = Kierrosraja täyttyi; parhaiten sijoittunut sankari voittaa.
rb-outcome-dragons = Kaikki sankarit ovat kaatuneet: Lohikäärmeruhtinaat voittavat.
rb-outcome-showdown_empty = Punainen pakka on tyhjä; parhaiten sijoittunut sankari voittaa.

## rb.error

rb-error-no_arguments = '{ $action }' ei ota argumentteja.
rb-error-syntax = '{ $action }' on kirjoitettu väärin; katso sallitut toiminnot.
rb-error-unknown_action = '{ $action }' ei ole Runeboundin toiminto.
rb-error-illegal = '{ $action }' ei ole nyt mahdollinen; valitse jokin tarjolla olevista siirroista.
rb-error-unreachable = '{ $action }': nopat eivät vie sinua sinne.
rb-error-roll_first = '{ $action }': heitä ensin liikkumisnopat (tai siirry yksi ruutu).
rb-error-not_adjacent = '{ $action }': ilman noppia siirrytään vain viereiseen ruutuun.
rb-error-too_many_dice = '{ $action }': voit nyt heittää enintään { $count } liikkumisnoppaa.
rb-error-rest_useless = '{ $action }': alle { $count } nopan heitto ei poista enempää väsymystä (sinulla ja kumppaneillasi on väsymystä { $fatigue }).
rb-error-attacked_already = '{ $action }': sankarisi on jo hyökännyt tällä kierroksella; puolustaudu tai anna kumppanin hyökätä.
rb-error-wrong_phase = '{ $action }': nyt on { $phase ->
        [ranged] heittoasevaihe
        [melee] lähitaisteluvaihe
       *[magic] taikuusvaihe
    }.
rb-error-ally_attacked = '{ $action }': tämä kumppani on jo hyökännyt tällä kierroksella.
rb-error-no_such_ability = '{ $action }': sinulla ei ole tällaista kykyä.
rb-error-face_down = '{ $action }': kortti on kuvapuoli alaspäin seuraavaan uudistamiseesi asti.
rb-error-activation_limit = '{ $action }': olet jo aktivoinut kortin tässä vaiheessa tai kierroksella.
rb-error-fatigue_limit = '{ $action }': väsymys ylittäisi kuntopisteesi.
rb-error-not_now = '{ $action }': kykyä ei voi käyttää nyt.
rb-error-not_for_sale = '{ $action }': korttia ei ole tämän kaupungin markkinoilla.
rb-error-limit = '{ $action }': raja on täynnä (2 asetta, 1 haarniska, 2 kumppania); myy tai poista ensin yksi.
rb-error-gold = '{ $action }': hinta on { $count ->
        [one] 1 kulta.
       *[other] { $count } kultaa.
    }
rb-error-cannot_sell = '{ $action }': voit myydä vain omia esineitäsi, jotka maksavat vähintään 2 kultaa.
rb-error-cannot_discard = '{ $action }': tätä ei voi poistaa (palkkioksi saatuja kortteja ei voi poistaa).
rb-error-xp = '{ $action }': kokemusmerkki maksaa { $count } kokemuspistettä.
rb-error-no_adventure = '{ $action }': täällä ei ole seikkailua, jota voisit yrittää.
rb-error-no_meeting = '{ $action }': et voi kohdata tätä sankaria nyt.
rb-error-bad_offer = '{ $action }': tarjous on tyhjä, sitä ei voi maksaa tai se rikkoo kantorajan.

## rb.modifier

rb-modifier-move_dice = liikkumisnopat { $value }
rb-modifier-heal_cost = parantaminen { $value } kultaa
rb-modifier-market_cost = markkinahinnat { $value } kultaa
rb-modifier-sell_bonus = myyntihinnat { $value } kultaa
rb-modifier-challenge_values = haasteiden luvut { $value }
rb-modifier-challenge_damage = haasteiden vahinko { $value }
rb-modifier-challenge_life = haasteiden elämäpisteet { $value }
rb-modifier-escape = pakoheitot { $value }
rb-modifier-test = taitotestit { $value }
rb-modifier-reward_gold = haasteiden palkkiot { $value } kultaa
rb-modifier-rest = lepo poistaa { $value } väsymystä

rb-ui-hex = { $coordinate } ({ $terrain })
rb-ui-city_at = { $city } ({ $coordinate })
rb-ui-ability_of = { $owner } – { $ability }
rb-ui-kept = Pidettynä: { $text }
rb-ui-values = psyyke { $mind }, ruumiinrakenne { $body }, henki { $spirit } · vahinko: heittoase { $rd }, lähitaistelu { $md }, taikuus { $mg } · elämäpisteet { $life }, kuntopisteet { $stamina }
rb-ui-copy = { $label } · kortti { $number }/{ $count }

## rb.action

rb-class-weapon = Ase
rb-class-armor = Haarniska
rb-class-artifact = Taikaesine
rb-class-gear = Varuste
rb-class-rune = Riimu

## rb.legend

rb-legend-sun = aurinkorenkaan jalokivi: tyhjään tulee uusi seikkailumerkki tapahtuman jälkeen
rb-legend-coordinates_web = Jokaisessa ruudussa on sen koordinaatti (sarake A–N, rivi 1–13), jolla valikot ja tapahtumat sen nimeävät.
rb-legend-token = seikkailumerkki (väri: vihreä helpoin, sitten keltainen, sininen, punainen)
rb-legend-lost = hävitty haaste
rb-legend-hero = sankari (pelaajan numero)
rb-legend-reachable = ruutu, johon heittosi riittää
rb-legend-coordinates = Sarakkeet A–N lännestä itään, rivit 1–13 pohjoisesta etelään (A1 … { $last }); sarakkeiden B, D, F … ruudut ovat puoli riviä alempana. Valikot ja tapahtumat nimeävät ruudut samoin.

## rb.sheet

rb-sheet-skills = Taidot
rb-sheet-title = { $hero } — { $player }
rb-sheet-life_head = Elämä
rb-sheet-fatigue_head = Väsymys
rb-sheet-gold_head = Kulta
rb-sheet-attributes_head = Psyyke, ruumiinrakenne, henki (vahinko)
rb-sheet-level_head = Taso
rb-sheet-cards_head = Esineet ja kumppanit
rb-sheet-short_mind = P
rb-sheet-short_body = R
rb-sheet-short_spirit = H
rb-sheet-caption = Elämäpisteitä jäljellä/elämäpisteet · väsymys/kuntopisteet (väsymyksen yläraja) · * kuvapuoli alaspäin seuraavaan uudistamiseen asti
rb-sheet-life = Elämäpisteet
rb-sheet-life_value =
    { $count ->
        [one] { $left }/{ $life } (1 haava)
       *[other] { $left }/{ $life } ({ $count } haavaa)
    }
rb-sheet-fatigue = Väsymys
rb-sheet-fatigue_value = { $count }, enintään { $stamina }
rb-sheet-attribute_value = { $value } · { $kind } { $damage }
rb-sheet-ability = Kyky
rb-sheet-item = Esine
rb-sheet-ally = Kumppani
rb-sheet-ally_state = haavat { $wounds }, väsymys { $fatigue }
rb-sheet-gold = Kulta
rb-sheet-experience = Kokemus
rb-sheet-experience_value =
    { $count ->
        [one] Taso { $level } · käytettävissä { $xp } kokemuspistettä · seuraavaan kokemusmerkkiin puuttuu 1 kokemuspiste
       *[other] Taso { $level } · käytettävissä { $xp } kokemuspistettä · seuraavaan kokemusmerkkiin puuttuu { $count } kokemuspistettä
    }
rb-sheet-quests = Tehtävät
rb-sheet-phase = Vaihe
rb-sheet-to_beat = Voitettava luku
rb-sheet-damage = Vahinko
rb-sheet-foe_life =
    { $count ->
        [one] Elämäpisteet { $left }/{ $life } (1 haava)
       *[other] Elämäpisteet { $left }/{ $life } ({ $count } haavaa)
    }

## rb.web: the browser's Runebound panel

rb-web-symbols = Liikkumiseen jäljellä olevat maastosymbolit
rb-web-no_board = Karttaa ei saatu ladattua.
rb-web-map = Runeboundin kartta
rb-web-cancel = Peruuta
rb-web-round = Kierros { $round }
rb-web-doom = Kohtalon polku: kohtalomerkkejä { $doom }/8
rb-web-xp_cost = kokemusmerkki maksaa { $cost } kokemuspistettä
rb-web-dice = Liikkumisnopat
rb-web-at_hand = Käsillä
rb-web-heroes = Sankarit
rb-web-markets = Kaupunkien markkinat
rb-web-offer = Tarjolla kaupungissa { $city }
rb-web-trophies = Seikkailumerkit:
rb-web-items = Esineet
rb-web-allies = Kumppanit
rb-web-quests = Tehtävät
rb-web-token-green = vihreä seikkailumerkki
rb-web-token-yellow = keltainen seikkailumerkki
rb-web-token-blue = sininen seikkailumerkki
rb-web-token-red = punainen seikkailumerkki

## rb.stat: simulointiraporttien tilastot (statistics.py), kullekin nimi ja yksi selitysrivi

rb-stat-turns = Vuorot
rb-stat-turns-about = Pelatut vuorot.
rb-stat-challenges = Taistellut haasteet
rb-stat-challenges-about = Taistelut seikkailujen haasteita vastaan (myös Pudotuspelissä).
rb-stat-challenges_won = Voitetut haasteet
rb-stat-challenges_won-about = Haasteet, jotka sankari voitti.
rb-stat-escapes = Paot
rb-stat-escapes-about = Kerrat, jolloin sankari pakeni taistelusta.
rb-stat-knocked_out = Tajunnan menetykset
rb-stat-knocked_out-about = Kerrat, jolloin sankari menetti tajuntansa.
rb-stat-hero_fights = Hyökkäykset sankareihin
rb-stat-hero_fights-about = Kerrat, jolloin sankari hyökkäsi toisen sankarin kimppuun.
rb-stat-tokens_won = Voitetut seikkailumerkit
rb-stat-tokens_won-about = Kokemuspisteiksi otetut seikkailumerkit.
rb-stat-skill_tests = Testit
rb-stat-skill_tests-about = Heitetyt ominaisuus- ja taitotestit.
rb-stat-skill_tests_passed = Onnistuneet testit
rb-stat-skill_tests_passed-about = Testit, jotka onnistuivat.
rb-stat-events_drawn = Tapahtumat
rb-stat-events_drawn-about = Tapahtumakortit, jotka sankari toi voimaan.
rb-stat-items_bought = Ostetut esineet
rb-stat-items_bought-about = Markkinoilta ostetut esineet.
rb-stat-allies_hired = Palkatut kumppanit
rb-stat-allies_hired-about = Markkinoilta palkatut kumppanit.
rb-stat-wounds_taken = Saadut haavat
rb-stat-wounds_taken-about = Haavat, jotka sankari sai.
rb-stat-rests = Lepovuorot
rb-stat-rests-about = Vuorot, joina sankari lepäsi.
rb-stat-level = Taso lopussa
rb-stat-level-about = Sankarin taso pelin päättyessä: 1 ja yksi lisää kustakin kokemusmerkistä.
rb-stat-runes = Lohikäärmeriimut lopussa
rb-stat-runes-about = Sankarin hallussa olleet Lohikäärmeriimut pelin päättyessä.
rb-stat-gold = Kulta lopussa
rb-stat-gold-about = Sankarin kulta pelin päättyessä.
rb-stat-won = Voitti
rb-stat-won-about = 1, jos sankari voitti pelin, muuten 0.
rb-stat-rounds = Kierrokset
rb-stat-rounds-about = Pelatut kierrokset.
rb-stat-won_by_runes = Voitto Lohikäärmeriimuilla
rb-stat-won_by_runes-about = 1, jos sankari voitti keräämällä kolme Lohikäärmeriimua.
rb-stat-won_by_margath = Voitto Margathin kukistamisella
rb-stat-won_by_margath-about = 1, jos sankari voitti kukistamalla korkean ruhtinas Margathin.
rb-stat-round_limit = Kierrosraja päätti
rb-stat-round_limit-about = 1, jos kierrosraja päätti pelin ja parhaiten sijoittunut sankari voitti.
rb-stat-dragon_lords_won = Lohikäärmeruhtinaat voittivat
rb-stat-dragon_lords_won-about = 1, jos kaikki sankarit kaatuivat Lohikäärmeruhtinaille tai punainen pakka loppui Pudotuspelissä.
rb-stat-doom = Kohtalomerkit
rb-stat-doom-about = Laitetut kohtalomerkit (muunnelma Kohtalon polku).
rb-stat-showdown = Pudotuspeli alkoi
rb-stat-showdown-about = 1, jos Pudotuspeli alkoi (muunnelma Kohtalon polku).
## rb.option names and values (what the create form, the lobby and the command line show)

rb-option-path_of_doom-name = Kohtalon polku
rb-option-skill_tests-name = Taitobonus testeihin
rb-option-victory-name = Voitto
rb-option-victory-value-either = Margath tai kolme Lohikäärmeriimua
rb-option-victory-value-margath = Margathin kukistaminen
rb-option-victory-value-runes = kolme Lohikäärmeriimua
rb-option-round_limit-name = Kierrosraja
rb-option-xp_cost-name = Kokemuspisteet kokemusmerkkiin
rb-option-xp_cost-value-table = taulukon mukaan
rb-option-replenish-name = Seikkailumerkkien uudistus
rb-option-replenish-value-every = jokaisen tapahtuman jälkeen
rb-option-replenish-value-effective = voimaan tulevien tapahtumien jälkeen
rb-option-life_bar-name = +1 elämäpiste -kokemusmerkki estää
rb-option-life_bar-value-adventures = värinsä seikkailut
rb-option-life_bar-value-challenges = värinsä haasteet
rb-option-meet_anywhere-name = Kohtaaminen missä tahansa
rb-option-sell_allies-name = Kumppanien myynti
rb-option-trade_gold-name = Kullan vaihto

## rb.ui: a hex typed by its coordinates at the terminal's menu (issue 28)

rb-ui-no_such_hex = Kartalla ei ole ruutua { $hex }: sarakkeet A–N, rivit 1:stä alkaen (esimerkiksi H6).
rb-ui-hex_not_a_choice = { $hex } ei ole nyt vaihtoehtojen joukossa: kirjoita ruutu, jonka valikko tarjoaa, tai numero.
rb-ui-map_compact_legend = * ruutu, johon pääset · kirjoita sen numero tai koordinaatit (esimerkiksi H6) · selite on kartan yläpuolella

rb-did-fatigue =
    { $count ->
        [one] ottaa 1 väsymyksen
       *[other] ottaa { $count } väsymystä
    }
rb-did-gold_paid =
    { $count ->
        [one] maksaa 1 kullan
       *[other] maksaa { $count } kultaa
    }
rb-did-discard = poistaa kortin pelistä
rb-did-and = { $first } ja { $last }
rb-did-nothing = ei mitään
rb-did-attack = tekee { $stage ->
        [ranged] heittoasehyökkäyksen
        [melee] lähitaisteluhyökkäyksen
       *[magic] taikuushyökkäyksen
    }
rb-did-symbol = saa ylimääräisen { $terrain ->
        [plains] tasankosymbolin
        [road] tiesymbolin
        [river] jokisymbolin
        [swamp] suosymbolin
        [forest] metsäsymbolin
        [hills] kukkulasymbolin
       *[mountain] vuorisymbolin
    }
rb-did-heal_wounds =
    { $count ->
        [one] parantaa 1 haavan
       *[other] parantaa { $count } haavaa
    }
rb-did-heal_fatigue =
    { $count ->
        [one] poistaa 1 väsymyksen
       *[other] poistaa { $count } väsymystä
    }
rb-did-heal_both = parantaa { $wounds } haavaa ja poistaa { $fatigue } väsymystä
rb-did-roll_bonus = saa +{ $count } heittoon
rb-did-damage_bonus = saa +{ $count } vahinkoa
rb-did-prevent =
    { $count ->
        [one] torjuu 1 haavan
       *[other] torjuu { $count } haavaa
    }
rb-did-gold =
    { $count ->
        [one] saa 1 kullan
       *[other] saa { $count } kultaa
    }
rb-did-move_dice =
    { $count ->
        [one] saa 1 ylimääräisen liikkumisnopan
       *[other] saa { $count } ylimääräistä liikkumisnoppaa
    }
