### Pimeyden valtakunta — suomenkieliset viestit. Vaarojen, aarteiden ja varusteiden nimet ohjekirjasta.

## kk

kk-name = Pimeyden valtakunta
kk-summary = Kilpajuoksu Pimeyden valtakunnan halki 2–6 seikkailijalle (Paul Bennett, 1990). Heitä kahdeksansivuista noppaa, siirrä Paholaiskuningasta ja sitten seikkailijaasi; selviä 21 vaarasta ja 30 hirviöstä, löydä Kultainen avain kuuden aarteen joukosta ja poistu lähtöalueelle Avaimen ja yhden muun aarteen kanssa. Taikapyörteet kääntävät pelilautaa ja muuttavat Valtakuntaa.

## kk.option

kk-option-version = lyhyt: Avaimen taikavoima vie haltijansa (ja toisen aarteen) ja ystävän ulos kahdeksikolla; pitkä: ulos on taisteltava itse
kk-option-teams = joukkuepeli: ei, 2 kahden hengen joukkuetta (4 pelaajaa) tai 3 kahden hengen joukkuetta (6 pelaajaa); parit istuvat vastakkain
kk-option-cobra = Kobra: Käärmekuoppaan pudotettuna se käy aarteesta, tai se ei käy koskaan
kk-option-turn_back = saako siirto kääntyä takaisin ja tulla samaan ruutuun kahdesti
kk-option-dk_adjacent = oman siirron päättyminen Paholaiskuninkaan viereen: ei vaikutusta tai tyrmään
kk-option-glass_high_rolls = Lasisillan lentohiekka verkon, köyden tai koukun kanssa: 7 ja 8 epäonnistuvat kuten 1–3 tai pelastavat
kk-option-team_win = joukkuepeli: ensimmäisen voittajan pari voittaa myös, tai vain voittaja itse

## kk.outcome

kk-outcome-escaped = poistui Valtakunnasta Kultaisen avaimen ja toisen aarteen kanssa
kk-outcome-key_magic = Kultaisen avaimen taikavoima vei heidät ulos
kk-outcome-unwinnable = kaikki muut aarteet poistuivat pelistä: kukaan ei voi voittaa

## kk.part

kk-part-devils-castle = Paholaislinna
kk-part-boulder-fortress = Lohkarelinnake
kk-part-spirit-castle = Henkilinna
kk-part-dark-tower = Pimeyden Torni
kk-part-ice-mountain = Jäävuori
kk-part-martyrs-temple = Marttyyritemppeli

## kk.place

kk-place-devils-castle = Paholaislinna
kk-place-boulder-fortress = Lohkarelinnake
kk-place-spirit-castle = Henkilinna
kk-place-dark-tower = Pimeyden Torni
kk-place-ice-mountain = Jäävuori
kk-place-martyrs-temple = Marttyyritemppeli

## kk.hazard

kk-hazard-boats = Veneet
kk-hazard-skull-pit = Kallokuoppa
kk-hazard-glass-bridge = Lasisilta
kk-hazard-broken-bridge = Romahtanut silta
kk-hazard-cyclops = Kyklooppi
kk-hazard-moat = Paholaislinnan Vallihauta
kk-hazard-dark-bridge = Pimeyden Silta
kk-hazard-pile-bridge = Pimeyden Tornin Paalusilta
kk-hazard-ice-caves = Jääluolat
kk-hazard-living-forest = Elävä Metsä
kk-hazard-magic-arch = Taikakaari
kk-hazard-rat-trap = Rotta-ansa
kk-hazard-stone-circle = Kivikehä
kk-hazard-sleeping-giant = Nukkuva Jättiläinen
kk-hazard-snake-pit = Käärmekuoppa
kk-hazard-tarantula-web = Tarantellaverkko
kk-hazard-swamp = Suo
kk-hazard-tiger-pit = Tiikerikuoppa
kk-hazard-doom-well = Tuomiokaivo
kk-hazard-wild-boar = Villisika
kk-hazard-wizard = Runsauden Velho

## kk.equipment

kk-equipment-axe = kirves
kk-equipment-torch = soihtu
kk-equipment-sword = miekka
kk-equipment-net = verkko
kk-equipment-hook = koukku
kk-equipment-food = ruokapussi
kk-equipment-rope = köysi
kk-equipment-shield = kilpi

## kk.treasure

kk-treasure-golden-key = Kultainen avain
kk-treasure-golden-chalice = Kultamalja
kk-treasure-magic-ring = Taikasormus
kk-treasure-crown-of-glory = Kunnian kruunu
kk-treasure-golden-sword = Kultamiekka
kk-treasure-cobra = Kobra

## kk.monster

kk-monster-bone-knight = Luuritari
kk-monster-cave-troll = Luolapeikko
kk-monster-venom-wyrm = Myrkkylohikäärme
kk-monster-night-hag = Yönoita
kk-monster-stone-golem = Kivigolemi
kk-monster-ghoul-pack = Raatelijalauma
kk-monster-fire-salamander = Tulisalamanteri
kk-monster-bat-swarm = Lepakkoparvi
kk-monster-swamp-ogre = Suopeikko
kk-monster-shadow-wraith = Varjohaamu
kk-monster-frost-wolf = Pakkassusi
kk-monster-iron-gargoyle = Rautagargoili
kk-monster-cursed-mummy = Kirottu muumio
kk-monster-two-headed-ogre = Kaksipäinen jätti
kk-monster-basilisk = Basiliski
kk-monster-harpy = Harpyija
kk-monster-minotaur = Minotauros
kk-monster-dungeon-crawler = Tyrmänryömijä
kk-monster-giant-scorpion = Jättiskorpioni
kk-monster-hydra = Hydra
kk-monster-werewolf = Ihmissusi
kk-monster-goblin-band = Hiisijoukko
kk-monster-rock-serpent = Kivikäärme
kk-monster-ember-demon = Hiilidemoni
kk-monster-bog-witch = Suonoita
kk-monster-skeleton-archers = Luurankojousimiehet
kk-monster-dread-knight = Kauhun ritari
kk-monster-giant-centipede = Jättituhatjalkainen
kk-monster-phantom-warden = Aavevartija
kk-monster-black-panther = Musta pantteri

## kk.magic

kk-magic-seal-of-winds = Tuulten sinetti
kk-magic-rune-of-stillness = Hiljaisuuden riimu
kk-magic-moon-charm = Kuun lumous
kk-magic-star-ward = Tähtien suoja
kk-magic-oak-blessing = Tammen siunaus
kk-magic-ember-sigil = Hiilloksen merkki

## kk.mark

kk-mark-boat = vene
kk-mark-serpent-boat = Merikäärmeen vieressä oleva vene
kk-mark-serpent = Merikäärme
kk-mark-rock = kivi
kk-mark-skull = pääkallo
kk-mark-skull-red = punainen pääkallo
kk-mark-skull-blue = sininen pääkallo
kk-mark-quicksand = lentohiekka
kk-mark-glass = lasisilta
kk-mark-moat-water = vallihauta
kk-mark-blue-arrow = sininen nuoli
kk-mark-escape = pakoreitti
kk-mark-trap = ansa
kk-mark-grey-stone = harmaa kivi
kk-mark-red-stone = punainen kivi
kk-mark-pit = kuoppa
kk-mark-nest = pesä
kk-mark-spider = ruskea hämähäkki
kk-mark-web = verkko
kk-mark-giant = nukkuva jättiläinen
kk-mark-well = kaivon syvyydet
kk-mark-rim = kaivon reuna
kk-mark-fall = putoamisruutu
kk-mark-pile = paalu
kk-mark-maw = jättiläiskita
kk-mark-water = vesi
kk-mark-stone = kivi
kk-mark-rainbow = Sateenkaari
kk-mark-arch = kaari
kk-mark-cave = jääluola
kk-mark-push = kolmas kivi
kk-mark-red-arrow = punainen nuoli
kk-mark-octopus = mustekalan punainen ruutu
kk-mark-plank = lankku
kk-mark-gap = puuttuva pala
kk-mark-bridge-slot = siltapalan paikka
kk-mark-branch = oksallinen ruutu
kk-mark-tree = metsä

## kk.case

kk-case-spirit-castle = Henkilinnan kotelo
kk-case-ice-mountain = Jäävuoren kotelo
kk-case-devils-castle = Paholaislinnan kotelo
kk-case-martyrs-temple = Marttyyritemppelin kotelo
kk-case-boulder-fortress = Lohkarelinnakkeen kotelo
kk-case-dark-tower = Pimeyden Tornin kotelo

## kk.pile

kk-pile-lost = menetettyjen korttien pakkaan
kk-pile-used = pois pelistä

## kk.space

kk-space-white_dagger = { CASE($hazard, "genitive") } valkoinen tikari
kk-space-black_dagger = { CASE($place, "genitive") } musta tikari
kk-space-whirlpool_west = läntinen taikapyörre
kk-space-whirlpool_east = itäinen taikapyörre
kk-space-start = lähtöalue
kk-space-blue_arrow = sinisen nuolen ruutu
kk-space-dungeon = { CASE($place, "genitive") } tyrmä
kk-space-black_hole = musta aukko
kk-space-number = Paholaiskuninkaan numero { $number }
kk-space-inside = { $mark } ({ CASE($hazard, "in") })
kk-space-path = polku, { $part }
kk-space-path_near =
    { $count ->
        [one] 1 askel { CASE($landmark, "genitive") } luota
       *[other] { $count } askelta { CASE($landmark, "genitive") } luota
    }
kk-space-white_dagger_gen = { CASE($hazard, "genitive") } valkoisen tikarin
kk-space-black_dagger_gen = { CASE($place, "genitive") } mustan tikarin
kk-space-whirlpool_west_gen = läntisen taikapyörteen
kk-space-whirlpool_east_gen = itäisen taikapyörteen
kk-space-start_gen = lähtöalueen
kk-space-dungeon_gen = { CASE($place, "genitive") } tyrmän
kk-space-black_hole_gen = mustan aukon
kk-space-number_gen = Paholaiskuninkaan numeron { $number }
kk-space-toward = { $space } { CASE($toward, "genitive") } puolella
kk-space-toward_gen = { CASE($space, "genitive") } { CASE($toward, "genitive") } puolella
kk-space-unknown = tuntematon ruutu
kk-space-path_toward =
    { $count ->
        [one] 1 askel { CASE($landmark, "genitive") } luota { CASE($toward, "genitive") } suuntaan
       *[other] { $count } askelta { CASE($landmark, "genitive") } luota { CASE($toward, "genitive") } suuntaan
    }
kk-space-in_part = { $space } ({ CASE($part, "genitive") } puolella)
kk-space-route = { $space }, reitti { $number }/{ $count }

## kk.words

kk-words-or = { $head } tai { $last }
kk-words-with = { CASE($items, "adessive") }
kk-words-without = ilman { CASE($items, "partitive") }
kk-words-no_equipment = ilman ainuttakaan varustetta
kk-words-pay = luovu: { $item }
kk-words-pay_choice = luovu valitsemastasi varusteesta
kk-words-at_once = heti
kk-words-roll_once = heitä noppaa
kk-words-roll_face = heitä { $faces }
kk-words-roll_within =
    { $count ->
        [one] heitä { $faces }
       *[other] heitä { $faces } enintään { $rolls } heitolla
    }
kk-words-roll_times = heitä { $faces } { $times } enintään { $rolls } heitolla
kk-words-sum = { $count } heittoa, yhteensä vähintään { $total }
kk-words-if_lost = { $how }; jos häviät: { $cost }
kk-words-if_failed = { $how }; jos epäonnistut: { $cost }
kk-words-if_works = { $how }; jos onnistut: { $cost }
kk-words-costs = { $how }: { $cost }
kk-words-cost_choice =
    { $count ->
        [one] menetät yhden valitsemasi varusteen
       *[other] menetät { $count } valitsemaasi varustetta
    }
kk-words-cost_item = menetät { CASE($item, "genitive") }
kk-words-cost_treasure = menetät valitsemasi aarrekotelon
kk-words-cost_flee = pakenet (heität ja siirryt pois)
kk-words-cost_stay = vuorosi päättyy mustaan tikariin
kk-words-cost_dungeon = joudut tyrmään
kk-words-and = { $head } ja { $last }
kk-words-won = onnistuu
kk-words-lost = epäonnistuu
kk-words-how_escaped = poistumalla Valtakunnasta
kk-words-how_key = Avaimen taikavoimalla
kk-words-version_long = pitkä
kk-words-version_short = lyhyt
kk-words-times =
    { $count ->
        [1] kerran
        [2] kahdesti
        [3] kolmesti
        [4] neljästi
       *[other] { $count } kertaa
    }
kk-words-rolls =
    { $count ->
        [1] yhdellä
        [2] kahdella
        [3] kolmella
        [4] neljällä
        [5] viidellä
        [6] kuudella
       *[other] { $count }
    }
kk-words-told_roll_once = yksi heitto
kk-words-told_roll_face = tarvitaan { $faces }
kk-words-told_roll_within =
    { $count ->
        [one] tarvitaan { $faces }
       *[other] tarvitaan { $faces } enintään { $rolls } heitolla
    }
kk-words-told_roll_times = tarvitaan { $faces } { $times } enintään { $rolls } heitolla
kk-words-told_pay = menettäen { CASE($item, "genitive") }
kk-words-told_pay_choice = menettäen valitsemansa varusteen

## kk.why

kk-why-turn = vuoro
kk-why-first = aloittaja
kk-why-flee = pako
kk-why-special = erikoisheitto
kk-why-move = matka jatkuu
kk-why-stone-circle = Kivikehä
kk-why-dark-bridge = Pimeyden Silta
kk-why-whirlpool = taikapyörre
kk-why-steal = varastettu
kk-why-place = aarrepaikka
kk-why-circle = Kivikehä
kk-why-wizard = Velho
kk-why-dungeon = kolme vuoroa tyrmässä
kk-why-demon-king = Paholaiskuningas
kk-why-monster = hirviö

## kk.decision

kk-decision-preroll = valitse, mitä teet ennen heittoa
kk-decision-move = valitse, mihin siirtosi päättyy
kk-decision-steal = valitse, varastatko
kk-decision-lose = valitse varuste, jonka menetät
kk-decision-treasure = valitse aarrekotelo, josta luovut
kk-decision-dagger = valitse tikari, jolle menet
kk-decision-method = valitse pakenemiskeino
kk-decision-fight = valitse, miten taistelet hirviötä vastaan
kk-decision-circle = valitse Kivikehän taika
kk-decision-take = valitse kortti, jonka saat takaisin
kk-decision-magic = valitse, käytätkö taikakorttisi
kk-decision-out = valitse, mihin nouset
kk-decision-draft = valitse varustekortti joukkueesi jakoon
kk-decision-partner = valitse, kuka lähtee kanssasi
kk-decision-cobra = päätä Käärmekuopalla (pudota Kobra, jos se on sinulla)

## kk.action

kk-action-roll_move = Heitä ja siirry
kk-action-roll_dungeon = Heitä paetaksesi tyrmästä (1 tai 8)
kk-action-roll_trapped = Heitä päästäksesi ylös (1 tai 8)
kk-action-roll_hazard = Heitä
kk-action-face = Kohtaa vaara: { $hazard }
kk-action-task = Yritä Velhon tehtävää: kulje Sateenkaaren yli neljällä heitolla
kk-action-try = Yritä saada taikakortti (1 tai 8)
kk-action-move = Siirry: { $space }
kk-action-move_special = Pakene: { $space }
kk-action-stay = Pysy paikallasi (Paholaiskuningas estää kulun)
kk-action-enter = Pysähdy mustaan tikariin ja mene { CASE($place, "to") } (nosta hirviökortti)
kk-action-escape = Pakene: { $how }
kk-action-fight = Taistele: { $how }
kk-action-lose = Menetä { $item }
kk-action-lose_case = Menetä { $case }
kk-action-give_up = Luovu: { $case } (pois pelistä)
kk-action-dagger = Mene: { $space }
kk-action-steal = Varasta { $case } pelaajalta { $player } (katsomatta)
kk-action-pass_steal = Älä varasta
kk-action-magic_play = Käytä taikakorttisi: pelilauta ei käänny
kk-action-magic_pass = Säästä taikakorttisi
kk-action-magic_return = Kivikehän taika: saat seuraavalla vuorollasi kolme menetettyä korttia takaisin
kk-action-magic_card = Kivikehän taika: yritä saada taikakortti (1 tai 8)
kk-action-take = Ota takaisin: { $item }
kk-action-take_case = Ota { $case } menetettyjen joukosta (katsomatta)
kk-action-partner = Vie { $player } kanssasi ulos Valtakunnasta
kk-action-out = Nouse ylös: { $space }
kk-action-pick = Ota { $item }
kk-action-lend = Lainaa { CASE($item, "partitive") } pelaajalle { $player }
kk-action-drop_cobra = Pudota Kobra Käärmekuoppaan
kk-action-keep_cobra = Jatka Käärmekuoppaan pudottamatta mitään
kk-action-enter_side = Pysähdy mustaan tikariin { CASE($toward, "genitive") } puolella ja mene { CASE($place, "to") } (nosta hirviökortti)

## kk.error

kk-error-no_arguments = '{ $action }' ei ota lisätietoja.
kk-error-one_argument = '{ $action }' kaipaa tarkennusta: valitse numeroitu rivi tai kirjoita sen sanat.
kk-error-unknown_action = '{ $action }' ei ole Pimeyden valtakunnan siirto.
kk-error-bad_move = '{ $action }': pelilaudalla ei ole sellaista ruutua.
kk-error-bad_enter = '{ $action }': pelilaudalla ei ole sellaista ruutua.
kk-error-bad_dagger = '{ $action }': pelilaudalla ei ole sellaista ruutua.
kk-error-bad_out = '{ $action }': pelilaudalla ei ole sellaista ruutua.
kk-error-bad_lose = '{ $action }': sellaista varustekorttia ei ole; valitse numeroitu rivi tai kirjoita sen sanat.
kk-error-bad_pick = '{ $action }': sellaista varustekorttia ei ole; valitse numeroitu rivi tai kirjoita sen sanat.
kk-error-bad_lend = '{ $action }': sellaista varustekorttia ei ole; valitse numeroitu rivi tai kirjoita sen sanat.
kk-error-bad_treasure = '{ $action }': sellaista aarrekoteloa ei ole; valitse numeroitu rivi tai kirjoita sen sanat.
kk-error-bad_take = '{ $action }': sellaista korttia ei voi ottaa takaisin; valitse numeroitu rivi tai kirjoita sen sanat.
kk-error-bad_partner = '{ $action }': sellaista pelaajaa ei ole; valitse numeroitu rivi tai kirjoita sen sanat.
kk-error-bad_steal = '{ $action }': sellaista pelaajaa tai koteloa ei ole; valitse numeroitu rivi tai kirjoita sen sanat.
kk-error-bad_magic = '{ $action }': sellaista taikaa ei ole; valitse numeroitu rivi tai kirjoita sen sanat.
kk-error-bad_drop = '{ $action }': vain Kobran voi pudottaa.
kk-error-bad_escape = '{ $action }' ei ole pakenemiskeino.
kk-error-bad_fight = '{ $action }' ei ole taistelutapa.
kk-error-nothing_to_decide = '{ $action }': nyt ei ole mitään päätettävää.
kk-error-unreachable = '{ $action }': { $steps } askeleen siirto ei voi päättyä ruutuun { $space }.
kk-error-not_that = '{ $action }' ei ole nyt vaihtoehtona ({ $what }).
kk-error-not_now = '{ $action }' ei käy nyt: { $what }.

## kk.ui

kk-ui-title = { $name } — vuoro { $turn }
kk-ui-turn_of = Vuorossa: { $player }
kk-ui-demon_king = Paholaiskuningas: numerossa { $number }
kk-ui-around = Ympäristö: { $player }, { $space } (ympyröidyt numerot: valikon vaihtoehdot)
kk-ui-col_player = seikkailija
kk-ui-col_where = missä
kk-ui-col_situation = tilanne
kk-ui-col_equipment = varusteet
kk-ui-col_lost = menetetyt
kk-ui-col_cases = aarrekotelot
kk-ui-sit_free = vapaa
kk-ui-sit_escaped = poissa Valtakunnasta
kk-ui-sit_dungeon = tyrmässä: { $place } ({ $tries }/3 yritystä)
kk-ui-sit_trapped = vankina: { $space } ({ $tries }/3 yritystä)
kk-ui-sit_circle_return = Kivikehässä, kortit palaavat
kk-ui-sit_circle_card = Kivikehässä, yrittää saada taikakortin
kk-ui-sit_hazard = vaarassa: { $hazard }, { $space }
kk-ui-cobra_dropped = Kobra, pudotettu Käärmekuoppaan
kk-ui-cases = Kotelot
kk-ui-held_by = { $player }
kk-ui-where_place = paikallaan
kk-ui-where_lost = menetetyt
kk-ui-where_used = pois pelistä
kk-ui-where_pit = Käärmekuopassa
kk-ui-decks = hirviöpakka { $monsters }, taikapakka { $magic }
kk-ui-log = Tapahtumat
kk-ui-configuration = Pelilauta: { $name }
kk-ui-folds = läntinen läppä { $west }, itäinen läppä { $east }
kk-ui-fold_in = sisäänpäin käännetty
kk-ui-fold_out = ulospäin avattu
kk-ui-side_west = läntinen läppä
kk-ui-side_east = itäinen läppä
kk-ui-start = LÄHTÖ
kk-ui-adventurers = Seikkailijat
kk-ui-board_missing = Pelilautaa ei saatu ladattua.
kk-ui-cancel = Peruuta
kk-ui-magic_card = taikakortti: { $card }
kk-ui-has_magic = taikakortti kädessä
kk-ui-last_roll = Viimeisin heitto
kk-ui-legend_path = polku
kk-ui-legend_white_dagger = valkoinen tikari
kk-ui-legend_black_dagger = musta tikari
kk-ui-legend_place = aarrepaikka
kk-ui-legend_dungeon = tyrmä
kk-ui-legend_whirlpool = taikapyörre
kk-ui-legend_black_hole = musta aukko
kk-ui-legend_stone_circle = Kivikehä
kk-ui-legend_hazard = vaaran ruutu
kk-ui-legend_start = lähtöalue
kk-ui-legend_number = Paholaiskuninkaan numeroruutu
kk-ui-legend_king = Paholaiskuningas
kk-ui-legend_adventurer = seikkailija (pelaajan numero)
kk-ui-legend_built = rakennettu silta

## kk.colour

kk-colour-grey = harmaa
kk-colour-red = punainen
kk-colour-brown = ruskea
kk-colour-blue = sininen
kk-colour-green = vihreä
kk-colour-violet = violetti

## kk.event

kk-event-setup = Peli { $players } seikkailijalle alkaa ({ $version } versio). Aarrekotelot täytetään salaa.
kk-event-pick = { $player } ottaa { CASE($equipment, "genitive") }.
kk-event-roll =
    { $cause ->
        [first] { $player } heittää aloittajan arvonnassa { $face }.
        [flee] { $player } heittää pakoheiton: { $face }.
        [special] { $player } heittää erikoisheiton: { $face }.
       *[other] { $player } heittää { $face } ({ $why }).
    }
kk-event-first_player = { $player } heitti suurimman luvun ja aloittaa.
kk-event-roll_turn = { $player } heittää { $face }: Paholaiskuningas siirtyy numeroonsa { $face }.
kk-event-turn = — Vuoro { $number }: { $player } —
kk-event-turn_roll = — Vuoro { $number }: { $player } heittää { $face }; Paholaiskuningas siirtyy numeroonsa { $face } —
kk-event-captured = { $player } joutuu { CASE($place, "genitive") } tyrmään ({ $why })!
kk-event-dungeon_escape = { $player } pakenee tyrmästä { CASE($place, "to") }.
kk-event-dungeon_fail = { $player } jää tyrmään ({ $tries }. yritys kolmesta).
kk-event-into_place = { $player } pääsee { CASE($place, "to") } (sen koteloa ei saa ottaa).
kk-event-move =
    { $count ->
        [one] { $player } siirtyy 1 askeleen: { $dest }.
       *[other] { $player } siirtyy { $count } askelta: { $dest }.
    }
kk-event-stay = { $player } ei pääse liikkumaan ja jää paikalleen.
kk-event-steal = { $player } varastaa { CASE($case, "genitive") } pelaajalta { $victim }!
kk-event-take_case =
    { $cause ->
        [steal] { $player } pakenee saaliineen.
        [place] { $player } ottaa { CASE($case, "genitive") } aarrepaikasta.
        [circle] { $player } saa Kivikehästä { CASE($case, "genitive") }.
        [stone-circle] { $player } saa Kivikehästä { CASE($case, "genitive") }.
        [wizard] { $player } saa Velholta { CASE($case, "genitive") }.
       *[other] { $player } ottaa { CASE($case, "genitive") } ({ $why }).
    }
kk-event-case_content = { CASE($case, "in") } on { $treasure }.
kk-event-lose = { $player } menettää { CASE($equipment, "genitive") } ({ $why }).
kk-event-regain =
    { $cause ->
        [circle] { $player } saa Kivikehästä { CASE($equipment, "genitive") } takaisin.
        [stone-circle] { $player } saa Kivikehästä { CASE($equipment, "genitive") } takaisin.
        [wizard] { $player } saa Velholta { CASE($equipment, "genitive") } takaisin.
       *[other] { $player } saa { CASE($equipment, "genitive") } takaisin ({ $why }).
    }
kk-event-lose_case = { $player } menettää { CASE($case, "genitive") }, joka { $to_pile ->
        [used] poistuu pelistä
       *[other] siirtyy menetettyjen korttien pakkaan
    } ({ $why }).
kk-event-monster = { $player } nostaa hirviökortin { CASE($place, "in") }: { $card }!
kk-event-fight = { $player } taistelee { CASE($card, "partitive") } vastaan ({ $how }): heittää { $faces } ja { $result }.
kk-event-fight_sure = { $player } taistelee { CASE($card, "partitive") } vastaan ({ $how }) ja { $result }.
kk-event-enter_place = { $player } menee { CASE($place, "to") }.
kk-event-freed = { $by } vapauttaa pelaajan { $player } { CASE($place, "genitive") } tyrmästä.
kk-event-cobra_dropped = { $player } pudottaa Kobran ({ $case }) Käärmekuoppaan.
kk-event-face = { $player } kohtaa vaaran: { $hazard }.
kk-event-hazard_roll = { $player } heittää { CASE($hazard, "in") } { $faces }.
kk-event-escape = { $player } yrittää paeta { CASE($hazard, "from") } ({ $how }): heittää { $faces } ja { $result }.
kk-event-escape_sure = { $player } pääsee pois { CASE($hazard, "from") } ({ $how }).
kk-event-walk = { $player } heittää { $face } ja etenee: { $dest }.
kk-event-hazard_done =
    { $done ->
        [across] { $player } pääsee { CASE($hazard, "genitive") } toiselle puolelle ({ $space }).
       *[back] { $player } jää { CASE($hazard, "genitive") } tälle puolelle ({ $space }).
    }
kk-event-rescued = { $by } selvittää vaaran { $hazard } ja pelastaa pelaajan { $player }.
kk-event-hold = { $player } pysyy paikallaan: { $space }.
kk-event-step = { $player } etenee: { $space }.
kk-event-fall = { $player } putoaa: { $space }.
kk-event-ashore = { $player } pääsee maalle: { $space }.
kk-event-lost_turn = { $player } menettää vuoron ({ $hazard }, { $count }/{ $of }).
kk-event-must_circle = { $player } joutuu kiertämään koko ympyrän ennen uutta yritystä.
kk-event-circle_idle = { $player } lepää Kivikehässä: sillä ei ole mitään annettavaa.
kk-event-circle_return = { $player } odottaa Kivikehässä: seuraavalla vuorolla se palauttaa kolme korttia.
kk-event-circle_card = { $player } yrittää saada Kivikehästä taikakortin.
kk-event-circle_miss = { $player } heittää { $face }: ei taikakorttia tällä kertaa.
kk-event-circle_done = { $player } on saanut Kivikehän palauttamat kortit.
kk-event-magic_won = { $player } saa taikakortin!
kk-event-magic_card = { $player } katsoo taikakorttinsa: { $card }.
kk-event-wizard_gifts = { $player } kulkee Sateenkaaren yli! Velho palauttaa kaikki menetetyt varusteet.
kk-event-wizard_comfort = { $player } ei selviä Sateenkaaresta; Velho palauttaa silti yhden varusteen.
kk-event-bridge_wait = { $player } odottaa: joku muu rakentaa Pimeyden Siltaa.
kk-event-bridge_unbuilt = { $player } heittää { $face }: siltapaloja ei vielä rakenneta, hän heittää uudelleen seuraavalla vuorollaan.
kk-event-bridge_built =
    { $pieces ->
        [one] { $player } rakentaa 1 Pimeyden Sillan palan.
       *[other] { $player } rakentaa { $pieces } Pimeyden Sillan palaa.
    }
kk-event-whirlpool = { $player } hyppää taikapyörteeseen: { $side }!
kk-event-board_turns = Pelilauta kääntyy: { $side } on { $fold }. Muuttuvalla osalla: { $affected }.
kk-event-board_turned = Pelilaudan { $side } on nyt { $fold }.
kk-event-special_roll =
    { $count ->
        [one] { $player }, erikoisheitto: { $face } (1 jäljellä).
       *[other] { $player }, erikoisheitto: { $face } ({ $left } jäljellä).
    }
kk-event-fell = { $player } putoaa muuttuvalta pelilaudalta: { $space }!
kk-event-demon_king_placed = Paholaiskuningas palaa numeroonsa { $number } uudella pelilaudalla.
kk-event-magic_played = { $player } pelaa taikakortin: { $side } ei käänny!
kk-event-trapped_out = { $player } heittää itsensä vapaaksi!
kk-event-trapped_fail = { $player } on yhä vankina ({ $tries }. yritys kolmesta).
kk-event-released = { $player } saa jatkaa normaalisti.
kk-event-climb_out = { $player } nousee ylös: { $space }.
kk-event-monsters_reshuffled = Hirviöpakka loppui: { $count } käytettyä korttia sekoitetaan uudeksi pakaksi.
kk-event-key_magic = { $player } heittää 8, ja hänellä on Kultainen avain ja toinen aarre: Avaimen taikavoima!
kk-event-win = { $player } voittaa { $how }! Voittajat: { $winners }.
kk-event-escaped = { $player } pelastautuu Valtakunnasta ajoissa.
kk-event-lost_forever = { $player } jää ikuisesti vaeltamaan Valtakuntaan.
kk-event-lend = { $player } lainaa { CASE($equipment, "partitive") } pelaajalle { $partner }.
kk-event-unwinnable = Pelissä ei ole enää toista aarretta: kukaan ei voi poistua Valtakunnasta voittajana.
kk-event-game_over =
    { $count ->
        [one] Peli päättyi. Voittaja: { $winners }.
       *[other] Peli päättyi. Voittajat: { $winners }.
    }
kk-event-game_over_none = Peli päättyi ilman voittajaa.
kk-event-hazard_roll_result = { $player } heittää { CASE($hazard, "in") } { $faces } ja { $result }.
kk-event-escape_roll = { $player } yrittää paeta { CASE($hazard, "from") } ({ $how }): heittää { $faces }.

## kk.stat: simulointiraporttien tilastot (statistics.py), kullekin nimi ja yksi selitysrivi

kk-stat-turns = Vuorot
kk-stat-turns-about = Pelatut vuorot.
kk-stat-hazard_attempts = Yritetyt vaarat
kk-stat-hazard_attempts-about = Jokainen tie vaaraan (sen tikarille saapuminen, sen kohtaaminen, siihen putoaminen); kukin päättyy läpäisyyn tai epäonnistumiseen.
kk-stat-hazard_failures = Epäonnistuneet vaarat
kk-stat-hazard_failures-about = Vaarayritykset, jotka epäonnistuivat.
kk-stat-hazards_crossed = Läpäistyt vaarat
kk-stat-hazards_crossed-about = Vaarayritykset, jotka onnistuivat.
kk-stat-demon_king_captures = Joutumiset tyrmään: Paholaiskuningas
kk-stat-demon_king_captures-about = Kerrat, jolloin Paholaiskuningas heitti seikkailijan tyrmään.
kk-stat-monster_captures = Joutumiset tyrmään: hirviö
kk-stat-monster_captures-about = Kerrat, jolloin hirviö heitti seikkailijan tyrmään.
kk-stat-dungeon_fails = Epäonnistuneet pakoyritykset tyrmästä
kk-stat-dungeon_fails-about = Tyrmästä pääsemiseksi heitetyt heitot, jotka epäonnistuivat.
kk-stat-monsters = Kohdatut hirviöt
kk-stat-monsters-about = Aarrepaikoilla nostetut hirviökortit.
kk-stat-monsters_beaten = Voitetut hirviöt
kk-stat-monsters_beaten-about = Taistelut hirviötä vastaan, jotka seikkailija voitti.
kk-stat-cases_taken = Otetut aarrekotelot
kk-stat-cases_taken-about = Otetut aarrekotelot sisällöstä riippumatta.
kk-stat-steals = Varastetut kotelot
kk-stat-steals-about = Muilta seikkailijoilta varastetut aarrekotelot.
kk-stat-cases_lost = Menetetyt kotelot
kk-stat-cases_lost-about = Menetetyt aarrekotelot, toiselle seikkailijalle tai takaisin pelilaudalle.
kk-stat-whirlpools = Hypyt taikapyörteeseen
kk-stat-whirlpools-about = Kerrat, jolloin seikkailija hyppäsi taikapyörteeseen.
kk-stat-stone_circle_visits = Käynnit Kivikehässä
kk-stat-stone_circle_visits-about = Kivikehässä vietetyt vuorot, menetettyjä kortteja odottaen tai taikakorttia yrittäen.
kk-stat-equipment_lost = Menetetyt varusteet
kk-stat-equipment_lost-about = Menetetyt varustekortit.
kk-stat-turns_lost = Menetetyt vuorot
kk-stat-turns_lost-about = Vaaroissa menetetyt vuorot.
kk-stat-moves = Siirrot
kk-stat-moves-about = Siirrot polkuja pitkin.
kk-stat-falls = Putoamiset
kk-stat-falls-about = Putoamiset vaaraan tai muuttuvalta pelilaudalta.
kk-stat-equipment_regained = Takaisin saadut varusteet
kk-stat-equipment_regained-about = Menetetyt varustekortit, jotka saatiin takaisin.
kk-stat-hazards_faced_on_dagger = Tikarilta kohdatut vaarat
kk-stat-hazards_faced_on_dagger-about = Kerrat, jolloin vaaran tikarilla oleva seikkailija päätti kohdata vaaran.
kk-stat-cases_stolen_from = Pelaajalta varastetut kotelot
kk-stat-cases_stolen_from-about = Aarrekotelot, jotka muut seikkailijat varastivat tältä.
kk-stat-cobra_dropped = Kobran pudotukset
kk-stat-cobra_dropped-about = Kerrat, jolloin Kobra pudotettiin Käärmekuoppaan.
kk-stat-won = Voitti
kk-stat-won-about = 1, jos seikkailija voitti pelin, muuten 0.
kk-stat-escaped = Pelastautui ajoissa
kk-stat-escaped-about = Seikkailijat, jotka pääsivät ulos Valtakunnasta viimeisillä vuoroillaan jonkun voitettua.
kk-stat-lost_forever = Jäi ikuisesti Valtakuntaan
kk-stat-lost_forever-about = Seikkailijat, jotka olivat yhä Valtakunnassa viimeisten vuorojensa loputtua.
kk-stat-board_turns = Pelilaudan käännöt
kk-stat-board_turns-about = Kerrat, jolloin pelilaudan osa käännettiin.
kk-stat-demon_king_placed = Paholaiskuninkaan paluut
kk-stat-demon_king_placed-about = Kerrat, jolloin Paholaiskuningas palasi numeroonsa muuttuneella pelilaudalla.
kk-stat-unwinnable = Kukaan ei voinut voittaa
kk-stat-unwinnable-about = 1, jos toista aarretta ei enää ollut jäljellä, joten kukaan ei voinut voittaa.
kk-stat-won_by_key_magic = Avaimen taikavoima ratkaisi
kk-stat-won_by_key_magic-about = 1, jos Kultaisen avaimen taikavoima päätti pelin (heitto 8, kun hallussa on Avain ja toinen aarre).
## kk.option names and values (what the create form, the lobby and the command line show)

kk-option-version-name = Versio
kk-option-version-value-long = pitkä
kk-option-version-value-short = lyhyt
kk-option-teams-name = Joukkueet
kk-option-teams-value-none = ei joukkueita
kk-option-teams-value-2x2 = 2 kahden hengen joukkuetta
kk-option-teams-value-3x2 = 3 kahden hengen joukkuetta
kk-option-cobra-name = Kobra
kk-option-cobra-value-drop = käy Käärmekuoppaan pudotettuna
kk-option-cobra-value-never = ei käy koskaan
kk-option-turn_back-name = Takaisin kääntyminen
kk-option-turn_back-value-never = ei sallittu
kk-option-turn_back-value-allowed = sallittu
kk-option-dk_adjacent-name = Paholaiskuninkaan vieressä
kk-option-dk_adjacent-value-safe = turvassa
kk-option-dk_adjacent-value-captured = tyrmään
kk-option-glass_high_rolls-name = Lasisillan 7 ja 8
kk-option-glass_high_rolls-value-fail = epäonnistuvat
kk-option-glass_high_rolls-value-save = pelastavat
kk-option-team_win-name = Joukkueen voitto
kk-option-team_win-value-pair = pari voittaa
kk-option-team_win-value-player = vain voittaja

## kk.event: a turn of the board with nobody on the part that moves

kk-event-board_turns_empty = Pelilauta kääntyy: { $side } on { $fold }. Muuttuvalla osalla ei ole ketään.
kk-event-escape_past = { $player } yrittää päästä { CASE($hazard, "genitive") } ohi ({ $how }): heittää { $faces } ja { $result }.
kk-event-escape_sure_past = { $player } pääsee { CASE($hazard, "genitive") } ohi ({ $how }).
kk-event-escape_roll_past = { $player } yrittää päästä { CASE($hazard, "genitive") } ohi ({ $how }): heittää { $faces }.
kk-event-escape_caught = { $player } jää kiinni { CASE($hazard, "to") } ({ $how }).
kk-event-escape_try = { $player } yrittää päästä pois { CASE($hazard, "from") } ({ $how }).

## kk.error: a team game for the wrong number of players (KK-TEAM-01)

kk-error-team_players = Asetus { $option } = ”{ $label }” vaatii { $needed } pelaajaa, ei { $players }: valitse ”{ $none }” tai { $needed } pelaajaa.

## kk.ui: the terminal maps' coordinates, seat letters, choice marks and hazard names (issue 28)

kk-ui-legend_seat = seikkailija (pelaajan kirjain)
kk-ui-legend_choice = valikon vaihtoehto (sen numero)
kk-ui-hazards_here = Vaarat tässä:
kk-ui-choice_closeup = { $mark } lähikuvassa, kartalla { $where }
kk-ui-choice_overview = { $mark } kartalla kohdassa { $where }
