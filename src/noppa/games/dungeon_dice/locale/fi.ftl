### Dungeon Dice — suomenkieliset viestit. Avaimet: "dd." + taulukon polku.

## dd

dd-name = Dungeon Dice (Tyrmän nopat)
dd-summary = Onnea uhmaava pakokilpa vankityrmästä 2–4 pelaajalle. Heitä kuutta noppaa, nosta samat pakovälineet kuopan seinälle tunnelikortteja vastaan ja lopeta ennen kuin kolmas vartija saa sinut kiinni. Kahdeksan korttia pakoreitillä, ja vankisi on vapaa.

## dd.face

dd-face-shovel = lapio
dd-face-key = avain
dd-face-lantern = lyhty
dd-face-dagger = tikari
dd-face-ladder = tikkaat
dd-face-guard = vartija

## dd.combo

dd-combo-six-different = kuusi eri kuvaa
dd-combo-three-pairs = kolme paria

## dd.action

dd-action-roll_all = Heitä kaikki kuusi noppaa
dd-action-roll =
    { $count ->
        [one] Heitä kuoppaan jäänyt viimeinen noppa
       *[other] Heitä kuoppaan jääneet { $count } noppaa
    }
dd-action-roll_again = Heitä kaikki kuusi noppaa uudelleen (kuumat nopat)
dd-action-stop =
    { $count ->
        [one] Lopeta ja aseta 1 kortti pakoreitillesi
       *[other] Lopeta ja aseta { $count } korttia pakoreitillesi
    }
dd-action-challenge =
    { $count ->
        [one] Haasta vastustaja { $player } (reitillä 1 kortti)
       *[other] Haasta vastustaja { $player } (reitillä { $count } korttia)
    }
dd-action-challenge_again =
    { $count ->
        [one] Haasta vastustaja { $player } uudelleen (jäljellä 1 kortti)
       *[other] Haasta vastustaja { $player } uudelleen (jäljellä { $count } korttia)
    }

## dd.event

dd-event-turn = — Vuoro { $number }: { $player } —
dd-event-roll =
    { $count ->
        [one] { $player } heittää: { $faces }. Seinälle: { $moved }, +1 kortti.
       *[other] { $player } heittää: { $faces }. Seinälle: { $moved }, +{ $count } korttia.
    }
dd-event-roll_no_cards = { $player } heittää: { $faces }. Seinälle: { $moved }.
dd-event-roll_nothing = { $player } heittää: { $faces }. Yksikään noppa ei pääse seinälle.
dd-event-roll_combo =
    { $count ->
        [one] { $player } heittää: { $faces }. { $combo }! +1 kortti.
       *[other] { $player } heittää: { $faces }. { $combo }! +{ $count } korttia.
    }
dd-event-bust =
    { $count ->
        [one] { $player } menettää 1 kortin, ja vuoro päättyy.
       *[other] { $player } menettää { $count } korttia, ja vuoro päättyy.
    }
dd-event-bust_guards =
    { $count ->
        [one] Kolmas vartija! { $player } menettää 1 kortin, ja vuoro päättyy.
       *[other] Kolmas vartija! { $player } menettää { $count } korttia, ja vuoro päättyy.
    }
dd-event-bust_nothing = { $player } ei saa tällä vuorolla mitään.
dd-event-bust_guards_nothing = Kolmas vartija! { $player } ei saa tällä vuorolla mitään.
dd-event-wall_full_hot = Kaikki kuusi noppaa ovat seinällä. { $player } saa lopettaa tai heittää kaikki kuusi uudelleen.
dd-event-guard_penalty = Vartijat vievät myös pakoreitin viimeisen kortin.
dd-event-stop =
    { $count ->
        [one] { $player } lopettaa ja asettaa 1 kortin: reitillä { $path }/8.
       *[other] { $player } lopettaa ja asettaa { $count } korttia: reitillä { $path }/8.
    }
dd-event-returned =
    { $count ->
        [one] Kahdeksannen yli jäävä kortti palaa pakkaan.
       *[other] { $count } korttia jää kahdeksannen yli ja palaa pakkaan.
    }
dd-event-given_back =
    { $count ->
        [one] 1 ylimääräinen viety kortti palaa vastustajalle { $opponent }.
       *[other] { $count } ylimääräistä vietyä korttia palaa vastustajalle { $opponent }.
    }
dd-event-wall_full = Kaikki kuusi noppaa ovat seinällä. { $player } pitää korttinsa, ja vuoro päättyy.
dd-event-shortage =
    { $count ->
        [one] Pakka on tyhjä: yhtä korttia ei voi nostaa.
       *[other] Pakka on tyhjä: { $count } korttia jää nostamatta.
    }
dd-event-challenge = { $player } haastaa vastustajan { $opponent }!
dd-event-challenge_again = { $player } haastaa vastustajan { $opponent } uudelleen!
dd-event-challenge_roll = Haasteheitto { $attempt }: { $faces } — vartijoita { $guards }/3.
dd-event-challenge_won =
    { $count ->
        [one] { $player } voittaa haasteen ja vie 1 kortin vastustajalta { $opponent }.
       *[other] { $player } voittaa haasteen ja vie { $count } korttia vastustajalta { $opponent }.
    }
dd-event-challenge_lost =
    { $count ->
        [one] { $player } häviää haasteen: 1 kortti palaa vastustajalle { $opponent }.
       *[other] { $player } häviää haasteen: { $count } korttia palaa vastustajalle { $opponent }.
    }
dd-event-challenge_lost_nothing = { $player } häviää haasteen; vuoro päättyy.
dd-event-lost_held =
    { $count ->
        [one] Tällä vuorolla välineillä ansaittu kortti menetetään.
       *[other] Tällä vuorolla välineillä ansaitut { $count } korttia menetetään.
    }
dd-event-game_over = { $winners } pakenee tyrmästä ja voittaa!
dd-event-no_escape = Pakka on tyhjä ja jokaisella pakoreitillä on seitsemän korttia: yksikään vanki ei pääse pakoon. Peli päättyy tasapeliin.

## dd.error

dd-error-no_arguments = '{ $action }' ei ota lisätietoja: valitse numeroitu rivi tai kirjoita sen alku, kuten 'heitä' tai 'lopeta'.
dd-error-challenge_syntax = '{ $action }' ei ole haaste: kirjoita 'haasta:' ja vastustajan pelaajanumero, esimerkiksi 'haasta:2', kun haastat pelaajan 2.
dd-error-unknown_action = '{ $action }' ei ole Dungeon Dicen siirto: valitse numeroitu rivi tai kirjoita sen alku, kuten 'heitä', 'lopeta' tai 'haasta'.
dd-error-stop_before_roll = Et voi vielä lopettaa: vuoro alkaa kuuden nopan heitolla (tai haasteella).
dd-error-roll_after_challenge = Voitetun haasteen jälkeen voit vain lopettaa tai haastaa saman vastustajan uudelleen.
dd-error-no_challenges = Haasteet eivät ole käytössä tässä pelissä.
dd-error-challenge_self = Et voi haastaa itseäsi.
dd-error-no_such_player = Tässä pelissä ei ole pelaajaa { $number }.
dd-error-challenge_same = Tällä vuorolla voit haastaa uudelleen vain vastustajan { $player }.
dd-error-challenge_empty = Vastustajalla { $player } ei ole tunnelikortteja vietäväksi.
dd-error-challenge_at_start = Haaste on julistettava vuoron alussa, ennen ensimmäistä heittoa.

## dd.option

dd-option-hot_dice = Kun kaikki kuusi noppaa ovat seinällä, pelaaja saa heittää kaikki kuusi uudelleen ja jatkaa (säännöt: vuoro päättyy ja kortit säilyvät).
dd-option-challenges = Milloin haasteen saa julistaa: vuoron alussa, myös minkä tahansa heiton jälkeen tai ei koskaan.
dd-option-challenge_rolls = Haasteen kolme heittoa: heitetyt vartijat jätetään sivuun ja muut heitetään uudelleen, tai joka heitossa heitetään kaikki kuusi noppaa ja yhdessä heitossa on oltava kolme vartijaa.
dd-option-challenge_cards = Montako tunnelikorttia voitettu haaste vie: sääntöjen mukaan 3, tai 1.
dd-option-guard_penalty = Kolmas vartija vie myös pakoreitille viimeksi asetetun kortin.
dd-option-supply = Tunnelikorttipakka: pelin 28 korttia tai rajaton.

## dd.outcome

dd-outcome-escaped = vanki pakeni tyrmästä
dd-outcome-no_escape = pakka loppui, kun jokaiselta vangilta puuttui yksi kortti vapauteen

## dd.ui

dd-ui-title = Dungeon Dice — vuoro { $turn }
dd-ui-turn_of = Kuopalla on { $player }
dd-ui-paths = Pakoreitit
dd-ui-start = Lähtö
dd-ui-exit = Ulos!
dd-ui-pit = Kuoppa
dd-ui-wall = Kuopan seinä
dd-ui-last_roll = Viimeisin heitto
dd-ui-empty = tyhjä
dd-ui-at_risk = Vaarassa
dd-ui-cards =
    { $count ->
        [one] 1 kortti
       *[other] { $count } korttia
    }
dd-ui-taken =
    { $count ->
        [one] 1 kortti vastustajalta { $player }
       *[other] { $count } korttia vastustajalta { $player }
    }
dd-ui-supply = Pakka
dd-ui-unlimited = rajaton
dd-ui-odds = Tarkat todennäköisyydet
dd-ui-bust_chance = Todennäköisyys menettää kaikki seuraavalla heitolla
dd-ui-expect_roll = Odotetut kortit, jos jatkat
dd-ui-expect_stop = Kortit, jos lopetat nyt
dd-ui-expect_challenge = Odotetut kortit, jos haastat: { $player } (voitto { $chance })
dd-ui-best = Paras odotusarvo
dd-ui-log = Tapahtumat
dd-ui-dice_in_pit =
    { $count ->
        [one] Kuopassa 1 noppa
       *[other] Kuopassa { $count } noppaa
    }
dd-ui-guards = Vartijoita seinällä: { $count }/3

## dd.stat: simulointiraporttien tilastot (statistics.py), kullekin nimi ja yksi selitysrivi

dd-stat-turns = Vuorot
dd-stat-turns-about = Pelatut vuorot.
dd-stat-rolls = Heitot
dd-stat-rolls-about = Pakovälineiden heitot (haasteheittoja ei lasketa).
dd-stat-cards_earned = Ansaitut kortit
dd-stat-cards_earned-about = Tunnelikortit, jotka seinälle päässeet välineet ansaitsivat, ennen kuin ne asetettiin tai menetettiin.
dd-stat-cards_laid = Asetetut kortit
dd-stat-cards_laid-about = Pakoreitille lopettaessa asetetut tunnelikortit.
dd-stat-cards_lost = Menetetyt kortit
dd-stat-cards_lost-about = Vuorolla ansaitut tai viedyt kortit, jotka menetettiin, kun vuoro päättyi huonosti (ei osumaa, kolmas vartija tai hävitty haaste).
dd-stat-busts_no_match = Päättyneet vuorot: ei osumaa
dd-stat-busts_no_match-about = Vuorot, jotka päättyivät, koska yksikään noppa ei päässyt seinälle.
dd-stat-busts_guards = Päättyneet vuorot: kolmas vartija
dd-stat-busts_guards-about = Vuorot, jotka kolmas vartija seinällä päätti.
dd-stat-guard_penalties = Vartijoiden viemät kortit
dd-stat-guard_penalties-about = Kerrat, jolloin kolmas vartija vei myös pakoreitin viimeisen kortin (valinnainen sääntö).
dd-stat-full_walls = Täydet seinät
dd-stat-full_walls-about = Kerrat, jolloin kaikki kuusi noppaa pääsivät seinälle.
dd-stat-six_different = Kuusi eri kuvaa
dd-stat-six_different-about = Heitot, joissa oli kuusi eri kuvaa (yhdistelmä).
dd-stat-three_pairs = Kolme paria
dd-stat-three_pairs-about = Heitot, joissa oli kolme paria (yhdistelmä).
dd-stat-challenges = Haasteet
dd-stat-challenges-about = Julistetut haasteet.
dd-stat-challenges_won = Voitetut haasteet
dd-stat-challenges_won-about = Haasteet, jotka haastaja voitti.
dd-stat-challenges_lost = Hävityt haasteet
dd-stat-challenges_lost-about = Haasteet, jotka haastaja hävisi.
dd-stat-cards_taken = Haasteissa viedyt kortit
dd-stat-cards_taken-about = Tunnelikortit, jotka vietiin vastustajilta voitetuilla haasteilla.
dd-stat-cards_given_back = Palautetut kortit
dd-stat-cards_given_back-about = Viedyt kortit, jotka palasivat omistajalleen: pakoreitin kahdeksannen kortin yli jääneet tai hävityn haasteen jälkeen palautetut.
dd-stat-cards_taken_from = Pelaajalta viedyt kortit
dd-stat-cards_taken_from-about = Tunnelikortit, jotka vastustajat veivät pelaajan pakoreitiltä voitetuilla haasteilla.
dd-stat-cards_recovered = Takaisin saadut kortit
dd-stat-cards_recovered-about = Pelaajalta viedyt kortit, jotka palasivat hänelle.
dd-stat-shortages = Nostamatta jääneet kortit
dd-stat-shortages-about = Tunnelikortit, joita ei voitu nostaa, koska pakka oli tyhjä.
dd-stat-final_path = Pakoreitti lopussa
dd-stat-final_path-about = Pakoreitin kortit pelin päättyessä (kahdeksalla kortilla pääsee pakoon).
dd-stat-runner_up_path = Toiseksi pisin pakoreitti
dd-stat-runner_up_path-about = Toiseksi pisimmän pakoreitin kortit pelin päättyessä: kuinka tiukka kilpa oli.
## dd.option names and values (what the create form, the lobby and the command line show)

dd-option-hot_dice-name = Kuumat nopat
dd-option-challenges-name = Haasteet
dd-option-challenges-value-start = vuoron alussa
dd-option-challenges-value-anytime = myös heiton jälkeen
dd-option-challenges-value-never = ei koskaan
dd-option-challenge_rolls-name = Haasteen heitot
dd-option-challenge_rolls-value-keep-guards = vartijat sivuun
dd-option-challenge_rolls-value-fresh = kaikki kuusi noppaa joka heitolla
dd-option-challenge_cards-name = Voitetun haasteen viemät kortit
dd-option-guard_penalty-name = Kolmas vartija vie kortin
dd-option-supply-name = Tunnelikortit
dd-option-supply-value-28 = pelin 28 korttia
dd-option-supply-value-unlimited = rajaton
