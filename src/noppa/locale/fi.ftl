### noppan yleiset viestit (moottori, botit, käyttöliittymät) — suomi.

## engine

engine-player = Pelaaja { $number }

## engine.error

engine-error-not_an_action = Tämä ei ole siirto (saatiin { $got }); anna siirto tai sen teksti, kuten 'stop'.
engine-error-not_text = Siirron on oltava tekstiä, ei { $got }.
engine-error-parts = Siirrossa pitää olla laji ja lisätiedot, kaikki tekstinä; saatiin { $got }.
engine-error-too_long = Siirto on liian pitkä (yli { $limit } merkkiä).
engine-error-syntax = '{ $action }' ei ole siirto: kirjoita sana ja halutessasi ':' ja lisätiedot.
engine-error-game_over = Peli on päättynyt: '{ $action }' ei ole enää mahdollinen.
engine-error-illegal = '{ $action }' ei ole nyt sallittu. Sallitut: { $legal }.
engine-error-unknown_game = Tuntematon peli '{ $game }'; tunnetut pelit: { $known }.
engine-error-unknown_option = Pelissä { $game } ei ole asetusta '{ $name }'; sen asetukset: { $known }.
engine-error-option_value = Asetuksen '{ $name }' arvon on oltava jokin näistä: { $allowed }; saatiin { $value }.
engine-error-player_count = { $game } on { $low }–{ $high } pelaajalle, ei { $players }.

## cli

cli-tagline = klassiset noppa- ja lautapelit täysin säännöin
cli-language_name = suomi
cli-choose_game = Mikä peli?
cli-how_many_players = Montako pelaajaa ({ $low }–{ $high })?
cli-how_many_humans = Moniko { $players } pelaajasta on ihminen tämän näppäimistön ääressä (muut ovat botteja)?
cli-number_between = Vastaa luvulla { $low }–{ $high }.
cli-option_number = '{ $value }' ei ole luku väliltä 0–{ $high }
cli-all_bots = { $game }: { $players } bottia pelaa kokonaisen pelin.
cli-bot_thinking = { $player } miettii…
cli-bot_chose = { $player } valitsee: { $action }
cli-your_move = { $player }, sinun siirtosi:
cli-menu_help = Kirjoita numero tai rivin sanat (kuten { $examples }); s tallentaa, q tallentaa ja lopettaa, u peruu viimeisimmän siirtosi, ? neuvoo.
cli-prompt = >{" "}
cli-help = Valitse numeroitu rivi tai kirjoita sen sanat (alku riittää, kun vain yksi rivi alkaa niin; isoilla kirjaimilla ja välimerkeillä ei ole väliä). '+' tai '/lisää' näyttää lyhennetyn valikon kokonaan. 's' tai '/tallenna' tallentaa pelin, 'q' tai '/lopeta' (tai Ctrl-C) tallentaa ja lopettaa; 'u' tai '/peru' peruu viimeisimmän toimintasi (ja bottien sen jälkeiset toimet), kun sen jälkeen ei ole heitetty noppaa, nostettu korttia eikä paljastettu mitään salattua; jatka myöhemmin komennolla 'noppa play --resume TIEDOSTO'.
cli-out_of_range =
    { $count ->
        [one] Valintaa { $number } ei ole: ainoa valinta on 1.
       *[other] Valintaa { $number } ei ole: valitse 1–{ $count }.
    }
cli-try_again = Valitse uudelleen.
cli-handoff = Vuorossa { $player }. Anna näppäimistö eteenpäin; muut katsovat muualle.
cli-press_enter = Paina Enter, kun olet valmis (q tallentaa ja lopettaa).
cli-saved = Peli tallennettu: { $path } — jatka komennolla: noppa play --resume { $path }
cli-game_over = Peli päättyi { $turns } vuoron jälkeen. Voitto: { $winners } ({ $reason }).
cli-game_over_no_winner = Peli päättyi { $turns } vuoron jälkeen: kukaan ei voittanut ({ $reason }).
cli-option = asetus
cli-description = mitä se tekee
cli-bots = botit
cli-verify_digest = Sitoumus { $commitment } vastaa paljastettua siementä ja suolaa.
cli-verify_no_digest = Tässä tallennetussa pelissä ei ole sitoumusta (päätteen peleissä ei ole): vain toisto tarkistetaan.
cli-verify_ok =
    { $count ->
        [one] Tarkistettu: kun peli { $game } toistetaan nopistaan, saadaan tallennettu peli, 1 siirto ja { $events } tapahtumaa.
       *[other] Tarkistettu: kun peli { $game } toistetaan nopistaan, saadaan tallennettu peli, { $count } siirtoa ja { $events } tapahtumaa.
    }
cli-verify_failed = EI tarkistettu: { $where }: { $problem }
cli-verify_unfinished =
    { $count ->
        [one] Tarkistettu tähän asti, ei päättynyt: kun peli { $game } toistetaan nopistaan, saadaan tallennettu peli, 1 siirto ja { $events } tapahtumaa, mutta pelillä ei ole tulosta (se keskeytyi ennen loppuaan).
       *[other] Tarkistettu tähän asti, ei päättynyt: kun peli { $game } toistetaan nopistaan, saadaan tallennettu peli, { $count } siirtoa ja { $events } tapahtumaa, mutta pelillä ei ole tulosta (se keskeytyi ennen loppuaan).
    }
cli-verify_malformed = Ei tarkistettu: { $where } ei ole huoneen vienti eikä tallennettu peli, jonka noppa osaa lukea: { $problem }

## cli.error

cli-error-needs_sim = noppa simulate tarvitsee simulointilisäosan (tilastoihin SciPyn): { $command }
cli-error-needs_ray = noppa simulate --backend ray tarvitsee Rayn: { $command }
cli-error-needs_web = noppa { $command_name } tarvitsee verkkolisäosan: { $command } ({ $problem })
cli-error-bot_seat = --bots: '{ $part }' ei ole pelaajan numero 1–{ $players }.
cli-error-bot_name = --bots: bottia '{ $name }' ei ole; botit: { $bots }.
cli-error-option_syntax = --option '{ $pair }': kirjoita NIMI=ARVO.
cli-error-load = Tiedostoa ei voi ladata ({ $where }):
cli-error-file_missing = Tiedostoa { $path } ei voi lukea: sellaista tiedostoa ei ole.
cli-error-file_folder = Tiedostoa { $path } ei voi lukea: se on kansio eikä tiedosto.
cli-error-file_denied = Tiedostoa { $path } ei voi lukea: lukuoikeus puuttuu.
cli-error-file_unreadable = Tiedostoa { $path } ei voi lukea: { $reason }.
cli-error-file_too_large = Tiedostoa { $path } ei lueta: se on yli { $limit } Mt, suurempi kuin yksikään tallennettu peli tai huoneen vienti.
cli-error-file_not_text = { $path } ei ole JSON-tiedosto: se ei ole UTF-8-tekstiä.
cli-error-file_not_json = { $path } ei ole JSON-tiedosto: virhe on rivillä { $line }, sarakkeessa { $column }.
cli-error-file_number = Tiedostossa { $path } on luku, jossa on yli { $limit } numeroa: se ei ole tallennettu peli eikä huoneen vienti.
cli-error-file_too_deep = Tiedostossa { $path } on sisäkkäisiä tasoja yli { $limit }: se ei ole tallennettu peli eikä huoneen vienti.
cli-error-workers = --workers: vähintään 1, ei { $workers }.
cli-error-no_rules = Pelillä { $game } ei ole vielä sääntösivua.

## cli.arg

cli-arg-description = Pelaa klassisia noppa- ja lautapelejä täysin säännöin. Ilman komentoa valikko kysyy, mitä pelataan.
cli-arg-play = pelaa peliä päätteessä
cli-arg-game = pelin tunnus (ks. 'noppa games'); kysytään, jos puuttuu
cli-arg-players = pelaajien määrä
cli-arg-bots = bottien pelaamat pelaajat (numerot alkaen 1): '2,3', '2:satunnainen,3:odotusarvo' tai 'kaikki'; 'noppa games' luettelee kunkin pelin botit
cli-arg-lang = kieli: en tai fi
cli-arg-seed = noppien siemen, jotta pelin voi toistaa täsmälleen
cli-arg-option = pelin asetus NIMI=ARVO (voi toistaa); ks. 'noppa games'
cli-arg-resume = jatka tallennettua peliä
cli-arg-save = mihin peli tallennetaan lopetettaessa
cli-arg-delay = montako sekuntia botti odottaa ennen siirtoa (oletus 0,6)
cli-arg-handoff = piilota näyttö ihmispelaajien välillä (automaattinen peleissä, joissa on salaisuuksia)
cli-arg-games = luettele pelit pelaajamäärineen, asetuksineen ja botteineen
cli-arg-serve = käynnistä verkkoalusta: pelaa selaimessa (aula, kutsut, botit, tallennetut pelit)
cli-arg-rules = näytä pelin säännöt pelaajille (Markdown)
cli-arg-rules_lang = sääntöjen kieli
cli-arg-serve_host = osoite, jota kuunnellaan (oletus 127.0.0.1: vain tämä kone)
cli-arg-serve_port = portti (oletus 8000; 0 valitsee vapaan)
cli-arg-serve_database_url = tietokannan SQLAlchemy-osoite, esim. postgresql+psycopg://käyttäjä@kone/noppa (oletus: SQLite kansiossa --data-dir)
cli-arg-serve_redis_url = Redisin osoite (redis://kone:6379/0): palvelin on yksi useista saman PostgreSQL-tietokannan (--database-url) palvelimista
cli-arg-serve_data_dir = SQLite-tietokannan kansio (oletus $NOPPA_HOME/data tai ~/.local/share/noppa/data)
cli-arg-serve_bot_delay = montako sekuntia botti odottaa ennen siirtoa (oletus 0,8)
cli-arg-serve_public_url = kutsulinkkien alku, kun palvelin on välityspalvelimen takana (https://noppa.example)
cli-arg-serve_forwarded_allow_ips = välityspalvelimet, joiden X-Forwarded-For-otsake kertoo asiakkaan osoitteen: osoitteita tai verkkoja pilkuin eroteltuina (10.0.0.0/8; * luottaa kaikkiin); oletuksena ei mikään: asiakas on se osoite, josta yhteys tuli
cli-arg-serve_ws_compression = pakkaa WebSocket-viestit (vähemmän liikennettä hitailla yhteyksillä, enemmän työtä siirtoa kohden)
cli-arg-serve_quiet = kirjaa vain varoitukset
cli-arg-serve_rate_one_network = laske vahvuuslukuihin myös pelit, joiden pelaajien henkilökohtaiset linkit on tehty samasta verkosta (kerho, jonka pelaajat tulevat samasta osoitteesta)
cli-arg-serve_bot_module = salli pelaajien valita omia botteja tästä Python-moduulista muodossa python:MODUULI:NIMI (toistettavissa; oletuksena ei yhtään: moduulin tuonti ajaa sen koodia)
cli-arg-verify = tarkista päättyneen pelin reilut nopat: huoneen vienti (GET /api/rooms/HUONE/export) tai päätteessä tallennettu peli
cli-arg-verify_file = huoneen vienti tai tallennettu peli (JSON)
cli-arg-verify_exit =
    paluukoodit:
      0  tarkistettu: peli toistuu nopistaan täsmälleen ja on päättynyt
      1  EI tarkistettu: siirto, tapahtuma, tulos tai sitoumus ei täsmää
      2  komentorivi tai tiedosto on virheellinen (ei luettavissa, liian suuri, ei JSONia, ei vienti eikä tallennus)
      3  tarkistettu tähän asti, ei päättynyt: peli toistuu täsmälleen, mutta sillä ei ole tulosta
cli-arg-tutorial = pelaa opastettu ensimmäinen peli, joka opettaa säännöt valmiiksi asetetuilla nopilla
cli-arg-tutorial_game = pelin tunnus (ks. 'noppa games')
cli-arg-serve_max_rooms = montako peliä palvelimella voi olla odottamassa tai käynnissä yhtä aikaa (oletus 1000)
cli-arg-serve_max_bot_rooms = montako bottipeliä palvelimella voi olla käynnissä yhtä aikaa (oletus 40)
cli-arg-serve_client_rooms = montako odottavaa tai käynnissä olevaa peliä yksi asiakas voi olla luonut (oletus 20)
cli-arg-serve_client_bot_rooms = montako käynnissä olevaa bottipeliä yksi asiakas voi olla luonut (oletus 3)
cli-arg-serve_room_rate = montako peliä yksi asiakas voi luoda minuutissa, enintään yhtä monta kerralla (oletus 10)
cli-arg-serve_bot_workers = montako prosessia botit ajattelevat palvelimen ulkopuolella (oletus 1; 0: palvelimen omissa säikeissä)
cli-arg-serve_db_timeout = montako sekuntia kirjoitus odottaa toisen ohjelman lukitsemaa tietokantaa ennen kuin pelaajalle kerrotaan (oletus 5)
cli-arg-db = palvelimen tietokannan rakenne: sen versio ja päivitys (noppa serve päivittää sen itse)
cli-arg-db_current = näytä tietokannan rakenneversio ja uusin, jonka tämä noppa-versio tuntee
cli-arg-db_upgrade = päivitä tietokanta uusimpaan rakenneversioon (ei onnistu, kun palvelin käyttää sitä)

## cli.arg.sim

cli-arg-sim-help = pelaa botit vastakkain monta peliä ja kirjoita tilastot, kuvaajat ja raportti
cli-arg-sim-game = pelin tunnus (ks. 'noppa games')
cli-arg-sim-players = pelaajien määrä (oletus: pienin, jonka peli sallii)
cli-arg-sim-games = montako peliä (oletus 100)
cli-arg-sim-bots = bottien kuvaukset pilkuin eroteltuina, toistetaan paikkojen täyttämiseksi: esim. haku,heuristinen,satunnainen; haku:500 (iteraatiot), haku:0.2s (sekunnit) (oletus: heuristinen); 'noppa games' luettelee kunkin pelin botit
cli-arg-sim-seed = koko ajon siemen (oletus: uusi, näkyy raportissa)
cli-arg-sim-workers = prosessien määrä (paikallisesti) tai paikallisen Ray-klusterin suorittimet (oletus: kaikki ytimet)
cli-arg-sim-out = tuloskansio (oletus: simulations/PELI-Np-seedS)
cli-arg-sim-option = pelin asetus NIMI=ARVO (voi toistaa); ks. 'noppa games'
cli-arg-sim-seating = kuka istuu missä: kaikki (oletus: bottien kaikki järjestykset vuorotellen), peili (kaikki järjestykset samoilla nopilla parivertailua varten), kierto (luettelo siirtyy joka pelissä paikan eteenpäin), kiinteä (luettelon järjestys joka pelissä) tai sekoitus (paikat arvotaan); myös englanniksi permute, mirror, rotate, fixed, shuffle
cli-arg-sim-backend = paikalliset prosessit (oletus) tai ray
cli-arg-sim-ray_address = liity käynnissä olevaan Ray-klusteriin tässä osoitteessa (esim. ray://kone:10001)
cli-arg-sim-max_actions = keskeytä peli näin monen siirron jälkeen (oletus 100000)
cli-arg-sim-no_plots = kirjoita raportti ilman kuvaajia
cli-arg-sim-quiet = ei edistymispalkkia eikä yhteenvetoa päätteeseen

## cli.serve

cli-serve-taken = toinen noppa-palvelin (prosessi { $pid }) käyttää jo tietokantaa { $where }; toinen palvelin samassa tietokannassa sotkisi pelit. Pysäytä ensin toinen palvelin tai anna tälle oma --data-dir tai --database-url.
cli-serve-taken_unknown = toinen noppa-palvelin käyttää jo tietokantaa { $where }; toinen palvelin samassa tietokannassa sotkisi pelit. Pysäytä ensin toinen palvelin tai anna tälle oma --data-dir tai --database-url.
cli-serve-cluster_needs_postgres = useat palvelimet (--redis-url) tarvitsevat yhteisen PostgreSQL-tietokannan, eikä { $where } ole sellainen: anna --database-url postgresql+psycopg://…
cli-serve-taken_single = yksinään (ilman --redis-urlia) toimiva noppa-palvelin käyttää jo tietokantaa { $where }, joten klusterin palvelimet eivät voi liittyä siihen. Pysäytä se ensin tai käynnistä se uudelleen --redis-urlin kanssa.
cli-serve-read_only = tietokantaan { $where } ei voi kirjoittaa ({ $detail }); jokainen siirto epäonnistuisi. Anna palvelimelle kansio, johon se saa kirjoittaa (--data-dir), tai korjaa tiedoston oikeudet.
cli-serve-busy = toinen ohjelma piti tietokantaa { $where } lukittuna { $seconds } s ({ $detail }); sulje lukkoa pitävä ohjelma ja käynnistä uudelleen.
cli-serve-unusable = tietokantaa { $where } ei voi käyttää: { $detail }
cli-serve-damaged = tietokanta { $where } on vioittunut ({ $detail }), joten palvelin ei käynnisty sen varaan. Palauta se varmuuskopiosta, tai siirrä tiedosto pois, niin palvelin aloittaa tyhjällä tietokannalla.
cli-serve-bad_proxy = '{ $entry }' ei ole osoite eikä verkko (esimerkiksi 10.0.0.5 tai 10.0.0.0/8) eikä * (mikä tahansa välityspalvelin)
cli-serve-newer = tietokanta { $where } on rakenneversiossa { $revision }, jota tämä noppa-versio ei tunne (uusin sen tuntema on { $head }): uudempi noppa on päivittänyt tietokannan. Käynnistä palvelin sillä uudemmalla noppa-versiolla tai päivitä tämä.

## cli.db

cli-db-current = Tietokanta { $where } on rakenneversiossa { $revision }, uusimmassa, jonka tämä noppa-versio tuntee.
cli-db-behind = Tietokanta { $where } on rakenneversiossa { $revision }; tämän noppa-version uusin on { $head }: 'noppa db upgrade' tai seuraava 'noppa serve' päivittää sen.
cli-db-before_migrations = Tietokanta { $where } on tehty ennen rakenneversioiden käyttöönottoa (sen taulut vastaavat versiota { $revision }); 'noppa db upgrade' tai seuraava 'noppa serve' päivittää sen versioon { $head }.
cli-db-empty = Tietokannassa { $where } ei ole vielä noppa-tauluja; 'noppa db upgrade' tai ensimmäinen 'noppa serve' luo ne (versio { $head }).
cli-db-up_to_date = Tietokanta { $where } on jo rakenneversiossa { $head }.
cli-db-created = Tietokannassa { $where } ei ollut noppa-tauluja: ne luotiin rakenneversioon { $head }.
cli-db-upgraded = Tietokannan { $where } rakenne päivitettiin versiosta { $revision } versioon { $head }.
cli-db-upgraded_before = Ennen rakenneversioiden käyttöönottoa tehdyn tietokannan { $where } rakenne päivitettiin versiosta { $revision } versioon { $head }.

## cli.sim

cli-sim-starting = { $game }: { $games } peliä, { $players } pelaajaa, botit { $bots }, siemen { NUMBER($seed, useGrouping: 0) }, ajetaan { $backend } → { $out }
cli-sim-progress = pelit
cli-sim-rate = { $rate } peliä/s
cli-sim-wins_title = Voitetut pelit (95 %:n luottamusväli; kukin peli on yksi havainto, vaikka botilla olisi monta paikkaa)
cli-sim-bot = botti
cli-sim-games = pelit
cli-sim-wins = voitot
cli-sim-win_rate = osuus
cli-sim-interval = 95 %:n väli
cli-sim-seats_per_game = paikkoja/peli
cli-sim-per_seat = paikkaa kohden
cli-sim-head_title = Keskinäinen vertailu peli kerrallaan (voitto-osuuksien erotus paikkaa kohden, 95 %:n luottamusväli, saman testin p-arvo)
cli-sim-pair = botit
cli-sim-difference = erotus
cli-sim-seats = paikat
cli-sim-p = p
cli-sim-length = Vuoroja pelissä: mediaani { $median } (5–95 %: { $low }–{ $high }); { $rate } peliä/s
cli-sim-report = Raportti: { $path }
cli-sim-interrupted = Keskeytetty: järjestyksessä valmistuneet { $games } peliä ovat kansiossa { $path }.
cli-ambiguous = '{ $typed }' on usean rivin alku: { $labels }. Kirjoita sanoja enemmän tai rivin numero.
cli-sim-no_matplotlib = Ei kuvaajia: matplotlibia ei ole asennettu ({ $command }); raportissa ovat taulukot.

## cli: noppa league

cli-arg-league-help = pelaa sarja: jokainen bottipari (ja suuremmat pöydät) pelaa ottelun, ja openskill luokittelee kaikki; aja uudelleen uuden botin kanssa, niin vain sen ottelut pelataan
cli-arg-league-game = pelin tunnus (ks. 'noppa games')
cli-arg-league-bots = bottien kuvaukset pilkuin eroteltuina: esim. 'random,expectation,mcts:200,python:oma_botti:OmaBotti'
cli-arg-league-games = pelejä ottelua kohden (oletus 24 tai sarjan aiempi: jaollinen enintään neljän pelaajan kaikkien istumajärjestysten määrällä)
cli-arg-league-players = pöytien koot pilkuin eroteltuina, esim. 2,3 (oletus: pelin pienin pelaajamäärä tai sarjan aiempi)
cli-arg-league-out = sarjan kansio (oletus: leagues/PELI); kansiossa jo oleva sarja jatkuu
cli-arg-league-seed = sarjan siemen (oletus: sarjan aiempi, muuten uusi)
cli-arg-league-workers = prosesseja ottelua kohden (oletus: jokainen ydin)
cli-arg-league-option = pelin asetus NIMI=ARVO (toistettavissa); ks. 'noppa games'
cli-arg-league-max_actions = katkaise peli tämän siirtomäärän jälkeen (oletus 100000)
cli-arg-league-quiet = ei edistymistä eikä taulukkoa päätteeseen
cli-league-starting = { $game }, sarja: { $bots }; { $matches ->
        [one] 1 ottelu
       *[other] { $matches } ottelua
    }, kussakin { $games ->
        [one] 1 peli
       *[other] { $games } peliä
    }, siemen { NUMBER($seed, useGrouping: 0) } → { $out }
cli-league-match = Ottelu: { $bots } ({ $players } pelaajaa)
cli-league-played = { $played ->
        [0] Ei pelattavia otteluita:
        [one] 1 ottelu pelattiin,
       *[other] { $played } ottelua pelattiin,
    } { $kept ->
        [0] aiemmista ei säilynyt yhtään.
        [one] 1 säilyi aiemmasta.
       *[other] { $kept } säilyi aiemmista.
    }
cli-league-interrupted = Keskeytetty: kokonaan pelatut ottelut ovat tallessa kansiossa { $path }; jatka ajamalla sama komento uudelleen.
cli-error-needs_league = noppa league tarvitsee simulointilisäosan (SciPyn ja openskillin): { $command }
cli-error-league_bots = Sarjaan tarvitaan vähintään kaksi eri bottia ja yksi jokaiselle suurimman pöydän paikalle ({ $players }); annettiin { $bots }.
cli-error-league_players = --players ottaa pöytien koot pilkuin eroteltuina, esim. 2,3; ei '{ $players }'.
cli-metavar-counts = N,N


## web

web-tagline = Klassisia noppa- ja lautapelejä täysin säännöin — botteja vastaan tai ystävien kanssa samassa pöydässä tai kaukaa.
web-language = Kieli
web-loading = Ladataan…
web-player = Pelaaja { $number }

## web.nav

web-nav-lobby = Aula
web-nav-new = Uusi peli

## web.status

web-status-waiting = odottaa pelaajia
web-status-running = käynnissä
web-status-finished = päättynyt
web-status-broken = ei voi jatkua

## web.lobby

web-lobby-start = Aloita peli
web-lobby-new_game = Uusi peli
web-lobby-rules = Säännöt
web-lobby-yours = Omat pelisi
web-lobby-open = Vapaat paikat
web-lobby-running = Käynnissä olevat pelit
web-lobby-finished = Päättyneet pelit
web-lobby-continue = Jatka
web-lobby-replay = Katso uusinta
web-lobby-watch = Katso
web-lobby-forget = Unohda
web-lobby-forget_hint = Poista peli tämän selaimen listalta (itse peli jatkuu).
web-lobby-join_as = Liity: { $player }
web-lobby-open_seat = vapaa paikka
web-lobby-invited = kutsuttu
web-lobby-moves =
    { $count ->
        [one] 1 siirto
       *[other] { $count } siirtoa
    }
web-lobby-none_open = Vapaita paikkoja ei nyt ole. Luo peli, jossa on vapaa paikka, niin se näkyy tässä.
web-lobby-none_running = Julkisia pelejä ei ole nyt käynnissä.
web-lobby-none_finished = Päättyneitä pelejä ei vielä ole.

## web.create

web-create-heading = Uusi peli
web-create-game = Peli
web-create-players = Pelaajat
web-create-seat_kind = Kuka pelaa paikalla { $number }
web-create-bot = Botti
web-create-your_name = Nimesi
web-create-default = oletus
web-create-options = Sääntövalinnat
web-create-room = Pelihuone
web-create-title = Pelin nimi (vapaaehtoinen)
web-create-title_hint = Perjantain tyrmäilta
web-create-public = Näytä aulassa (kuka tahansa voi katsoa; yksityisen pelin näkee vain sen linkillä)
web-create-away = Jos toisella laitteella pelaava poistuu, botti jatkaa hänen puolestaan
web-create-away_hint = Tällä laitteella pelattavat paikat odottavat aina pelaajiaan.
web-create-away_never = ei koskaan
web-create-away_after =
    { $count ->
        [one] 1 sekunnin jälkeen
       *[other] { $count } sekunnin jälkeen
    }
web-create-create = Luo peli
web-create-hotseat = Tällä laitteella pelaa useampi ihminen: lauta näyttää aina vuorossa olevan pelaajan.
web-create-hotseat_secrets = Tällä laitteella pelaa useampi ihminen: ennen jokaista vuoroa vaihtoruutu peittää laudan, jottei kukaan näe toisen salaisuuksia.

## web.create.kind

web-create-kind-me = Minä, tällä laitteella
web-create-kind-friend = Ystävä, kutsulinkillä
web-create-kind-open = Kuka tahansa, aulasta
web-create-kind-bot = Botti

## web.create.hint

web-create-hint-friend = Saat tälle paikalle oman linkin lähetettäväksi.
web-create-hint-open = Paikka tarjotaan aulassa; ensimmäinen ottaja pelaa.

## web.join

web-join-heading = Liity peliin: { $game }
web-join-intro = Sinut on kutsuttu { $players } pelaajan peliin. Valitse nimi, jonka muut näkevät.
web-join-name = Nimesi
web-join-join = Liity peliin

## web.room

web-room-settings = Pelin asetukset
web-room-bot = botti: { $bot }
web-room-not_found = Peliä ei löydy
web-room-board = Pelilauta
web-room-board_choices = Valinnat laudalla
web-zoom-group = Suurennus
web-zoom-in = Suurenna
web-zoom-out = Pienennä
web-zoom-reset = Oletuskoko
web-room-choices = Valintasi
web-room-your_choices = Sinun siirtosi
web-room-all_choices =
    { $count ->
        [one] Näytä 1 valinta lisää
       *[other] Näytä kaikki { $count } valintaa
    }
web-room-click_board = Vinkki: voit myös napsauttaa laudan korostettuja kohtia.
web-room-log = Tapahtumat
web-room-spectator = Katsoja
web-room-copy_watch = Kopioi katselulinkki
web-room-copied_watch = Katsojien linkki on kopioitu.
web-room-copy = Kopioi
web-room-copied = Kopioitu.
web-room-reconnecting = Yhteys katkesi — yhdistetään uudelleen…
web-room-waiting = Odotetaan pelaajien liittymistä…
web-room-waiting_others = Odotetaan muiden pelaajien liittymistä. Peli alkaa, kun jokainen paikka on täytetty.
web-room-invite_heading = Kutsu pelaajat
web-room-invite_text = Lähetä jokaiselle ystävälle hänen paikkansa linkki: siinä on salaisuus, jolla vain hän voi pelata sitä. Peli alkaa heti, kun kaikki ovat liittyneet.
web-room-invite_link = Kutsulinkki
web-room-start_now = Aloita nyt (botit täyttävät tyhjät paikat)
web-room-your_turn = Sinun vuorosi!
web-room-your_turn_named = { $player }, sinun vuorosi!
web-room-their_turn = Vuorossa: { $player }…
web-room-bot_turn = { $player } miettii…
web-room-winner = Voittaja: { $players }
web-room-no_winner = Kukaan ei voittanut
web-room-broken = Tätä peliä ei voi jatkaa: sitä ei saatu rakennettua tallennetuista siirroista.
web-room-online = yhteydessä
web-room-offline = ei yhteydessä
web-room-standin = poissa — botti pelaa
web-room-you = sinä
web-room-away_since = poissa klo { $time } alkaen
web-room-seat_taken = Paikka on jo otettu
web-room-watch = Katso peliä
web-room-reissue = Uusi linkki
web-room-reissue_confirm = Tehdäänkö tälle paikalle uusi linkki? Vanha linkki lakkaa toimimasta, ja sillä paikkaa pelaava poistetaan paikalta.
web-room-reissued = Paikalla on uusi linkki; vanha ei enää toimi.
web-room-no_reissue_rated = Tämä vahvuuslukupeli on käynnissä, joten paikat pysyvät pelaajillaan eikä niiden linkkejä voi uusia. Pelaaja, jolla on henkilökohtainen linkki, pääsee sillä takaisin millä tahansa laitteella.
web-room-link_used = otettu

## web.handoff

web-handoff-title = Vuorossa { $player }
web-handoff-text = Anna laite pelaajalle { $player }. Muut, katsokaa muualle: seuraava ruutu näyttää pelaajan { $player } salaisuudet.
web-handoff-ready = Olen { $player } — näytä vuoroni

## web.over

web-over-heading = Peli päättyi
web-over-you_won = Voitit!
web-over-again = Pelaa uudestaan
web-over-close = Katso lautaa

## web.chat

web-chat-placeholder = Sano jotain pöydälle…
web-chat-send = Lähetä

## web.replay

web-replay-heading = Uusinta
web-replay-back = Takaisin peliin
web-replay-position = Siirto
web-replay-play = ▶ Toista
web-replay-pause = ⏸ Tauko
web-replay-perspective = Kenen silmin
web-replay-spectator = Katsojat (julkinen)
web-replay-step = Siirto { $step }/{ $total }
web-replay-start = Pelin alku.
web-replay-controls = Uusinnan ohjaimet
web-replay-first = Ensimmäinen siirto
web-replay-previous = Edellinen siirto
web-replay-next = Seuraava siirto
web-replay-last = Viimeinen siirto
web-replay-speed = Toiston nopeus
web-replay-pace = { $seconds } s siirtoa kohden
web-notify-on = 🔔 Vuoromerkki päällä
web-notify-off = 🔕 Vuoromerkki pois
web-notify-allowed = Äänimerkki, kun vuorosi alkaa, ja ilmoitus, kun tämä sivu on taustalla
web-notify-ask = Äänimerkki, kun vuorosi alkaa; päälle kytkettäessä kysytään myös lupa näyttää ilmoitus, kun sivu on taustalla
web-lobby-your_turn_count = { $count ->
        [one] vuorosi 1 pelissä
       *[other] vuorosi { $count } pelissä
    }

## web.fair

web-fair-heading = Reilut nopat
web-fair-intro = Ennen ensimmäistä heittoa palvelin kiinnitti noppien siemenen ja julkaisi tämän sormenjäljen siitä (siemenen ja salaisen suolan SHA-256). Kukaan, ei pelin luojakaan, ei näe eikä voi muuttaa siementä pelin aikana; pelin päätyttyä siemen ja suola näytetään, niin että kuka tahansa voi tarkistaa jokaisen heiton.
web-fair-commitment = Sormenjälki (sitoumus)
web-fair-seed = Siemen
web-fair-salt = Suola
web-fair-hidden = Siemen ja suola paljastetaan, kun peli päättyy.
web-fair-digest_ok = ✓ Siemen ja suola antavat alussa julkaistun sormenjäljen (tarkistettu tässä selaimessa).
web-fair-digest_bad = ✗ Siemen ja suola EIVÄT anna alussa julkaistua sormenjälkeä.
web-fair-digest_unknown = Tämä selain ei voi laskea SHA-256:ta tällä sivulla (se vaatii https:n tai localhostin); tarkista komennolla noppa verify.
web-fair-replay_ok =
    { $count ->
        [one] ✓ Kun peli toistetaan siemenestä, saadaan sen ainoa tallennettu tapahtuma (palvelimen tarkistama).
       *[other] ✓ Kun peli toistetaan siemenestä, saadaan kaikki { $count } tallennettua tapahtumaa: jokainen heitto ja sekoitus (palvelimen tarkistama).
    }
web-fair-replay_bad = ✗ Kun peli toistetaan siemenestä, ei saada tallennettua peliä: { $problem }
web-fair-yourself = Tarkista itse: lataa peli ja aja
web-fair-download = Lataa peli (JSON)
web-fair-none = Tämä peli luotiin ennen reiluja noppia: siinä ei ole tarkistettavaa sormenjälkeä.

## web.generic

web-generic-note = Tälle pelille ei ole vielä piirrettyä lautaa: tässä on kaikki, mitä paikkasi näkee. Valintasi ovat painikkeina.
web-generic-turn = Vuoro { $turn }
web-generic-to_act = vuorossa: { $player }

## web.rules

web-rules-title = Säännöt
web-rules-players = { $low }–{ $high } pelaajaa
web-rules-none = Tällä pelillä ei ole vielä sääntösivua: katso sen valinnat alta.
web-rules-options = Valinnat
web-rules-option = valinta
web-rules-values = arvot (oletus lihavoitu)
web-rules-what = mitä se muuttaa
web-rules-bots = Botit
web-rules-default_bot = oletus

## web.bot


## web.dd

web-dd-challenge_hint = haasta
web-dd-odds_yours = Sinun päätöksesi, laskettu tarkasti säännöistä.
web-dd-odds_of = Pelaajan { $player } päätös, laskettu tarkasti säännöistä.
web-dd-challenge_roll = Haasteheitto { $attempt }: vartijoita { $guards }/3
web-dd-caught = Vartijat nappasivat!
web-dd-bust = Ei osumaa — vuoro menetetty!
web-dd-challenge_won = Haaste voitettu!
web-dd-challenge_lost = Haaste hävitty!
web-dd-escaped = Pako onnistui!

## web.dd.best

web-dd-best-roll = heitä lisää
web-dd-best-stop = lopeta
web-dd-best-challenge = haasta { $player }
web-dd-brief = Menetysriski { $chance } · paras: { $best }

## web.error

web-error-not_started = Peli ei ole vielä alkanut: se odottaa, että kaikki pelaajat liittyvät.
web-error-game_over = Peli on päättynyt.
web-error-stale = Peli eteni ennen kuin valintasi ehti perille; katso tilanne uudelleen.
web-error-not_your_turn = Nyt ei ole sinun vuorosi.
web-error-storage = Siirtoa ei saatu tallennettua, joten sitä ei pelattu. Yritä uudelleen.
web-error-bad_token = Tämä linkki ei kelpaa tähän peliin (tai paikka on annettu toiselle).
web-error-seat_taken = Paikka ei ole enää vapaa.
web-error-no_room = Tällaista peliä ei ole.
web-error-no_hello = Yhteyden pitää alkaa hello-viestillä.
web-error-slow_down = Liikaa viestejä: hidasta vähän.
web-error-not_text = Viestien pitää olla JSON-tekstiä.
web-error-too_big = Viesti on liian suuri (raja on { $limit } tavua).
web-error-bad_json = Viesti ei ole kelvollista JSONia.
web-error-bad_message = Viestin pitää olla JSON-olio, jolla on "type".
web-error-bad_field = Kenttä '{ $field }' puuttuu tai on väärää tyyppiä.
web-error-not_your_seat = Et pelaa sillä paikalla.
web-error-not_viewing = Vaihda siihen paikkaan ennen kuin toimit sen puolesta.
web-error-not_host = Vain pelin luoja voi tehdä niin.
web-error-unknown_type = Tuntematon viestityyppi '{ $kind }'.
web-error-spectators_quiet = Katsojat eivät voi kirjoittaa keskusteluun.
web-error-no_game = Peliä nimeltä '{ $game }' ei ole.
web-error-no_tutorial = Pelille { $game } ei ole vielä opetuspeliä.
web-error-tutorial_moves = Nämä eivät ole opetuspelin siirrot: { $reason }
web-tutorial-heading = Opetuspeli
web-tutorial-start = Opettele pelaamaan
web-tutorial-step = Vaihe { $number }/{ $count }
web-tutorial-done = Opetuspeli pelattu
web-tutorial-you = { $player } (sinä)
web-tutorial-play = Pelaa oikea peli
web-error-no_board = Tällä pelillä ei ole lautatietoja.
web-error-bad_players = Pelaajia pitää olla { $low }–{ $high }.
web-error-bad_option = Virheellinen pelivalinta: { $detail }
web-error-bad_seats = Anna täsmälleen yksi paikka kullekin { $players } pelaajalle.
web-error-bad_bot = Tälle pelille ei ole bottia '{ $bot }'; botit ovat: { $bots }.
web-error-not_finished = Pelin uusintaa voi katsoa, kun peli on päättynyt.
web-error-seat_claimed = Tämä paikka on jo otettu toisella laitteella. Kutsulinkki toimii vain ensimmäisellä laitteella, joka sen avaa; pyydä pelin luojalta uusi linkki, jos se et ollut sinä.
web-error-seat_revoked = Pelin luoja antoi tälle paikalle uuden kutsulinkin, joten tämä laite ei enää pelaa sitä.
web-error-seed_not_private = Nopan siemenen saa valita vain, kun kaikki pelaajat pelaavat omalla laitteellasi: siemenen tietäjä tietää jokaisen heiton etukäteen. Jätä siemen pois, niin palvelin arpoo sen.
web-error-no_commitment = Tämä peli luotiin ennen reiluja noppia: siinä ei ole tarkistettavaa sitoumusta.
web-error-too_deep = Viestin rakenne on liian syvä.
web-error-bad_number = Kentän '{ $field }' pitää olla kokonaisluku väliltä { $low }–{ $high }.
web-error-failed = Palvelimella meni jokin vikaan tämän viestin kanssa, joten mitään ei muutettu. Peli jatkuu; yritä uudelleen.
web-error-unsaved = Tätä ei juuri nyt saatu tallennettua, joten mitään ei muutettu. Yritä hetken päästä uudelleen.
web-error-damaged = Tämän pelin tallennetut tiedot ovat vioittuneet, joten peliä ei voi näyttää eikä pelata. Vika on kirjattu palvelimen lokiin ylläpitäjää varten; muihin peleihin se ei vaikuta.
web-error-room_rate =
    { $count ->
        [one] Luot pelejä liian tiheään: odota { $count } sekunti ja yritä uudelleen.
       *[other] Luot pelejä liian tiheään: odota { $count } sekuntia ja yritä uudelleen.
    }
web-error-client_rooms =
    { $count ->
        [one] Sinulla on jo { $count } peli odottamassa tai käynnissä, eikä yhdellä pelaajalla voi olla enempää kerralla.
       *[other] Sinulla on jo { $count } peliä odottamassa tai käynnissä, eikä yhdellä pelaajalla voi olla enempää kerralla.
    }
web-error-client_bot_rooms =
    { $count ->
        [one] Sinulla on jo { $count } bottipeli käynnissä, eikä yhdellä pelaajalla voi olla enempää kerralla.
       *[other] Sinulla on jo { $count } bottipeliä käynnissä, eikä yhdellä pelaajalla voi olla enempää kerralla.
    }
web-error-server_full = Palvelimella on käynnissä niin monta peliä kuin se jaksaa. Yritä myöhemmin uudelleen.
web-error-bot_rooms_full = Palvelimella on käynnissä niin monta bottipeliä kuin se jaksaa. Pelaa ihmisiä vastaan tai yritä myöhemmin uudelleen.

## sim.error

sim-error-games = Simulaatioon tarvitaan vähintään 1 peli, ei { $games }.
sim-error-no_bots = Anna vähintään yksi botti.
sim-error-too_many_bots = { $bots } bottia { $players } pelaajalle: anna enintään yksi botti paikkaa kohden.
sim-error-seating = Istumajärjestyksen on oltava jokin näistä: { $known }, ei '{ $seating }'.
sim-error-bot_failed = Ajon peli { $index } (noppien siemen { NUMBER($seed, useGrouping: 0) }): botti { $bot } paikalla { $seat } epäonnistui siirrossa { $action }: { $error }
cli-argparse-usage = käyttö:
cli-argparse-positional = argumentit
cli-argparse-options = valitsimet
cli-argparse-help = näytä tämä ohje ja lopeta
cli-argparse-argument = argumentti %(argument_name)s: %(message)s
cli-argparse-unrecognized = tuntemattomia argumentteja: %s
cli-argparse-required = nämä argumentit puuttuvat: %s
cli-argparse-expected_one = tarvitaan yksi arvo
cli-argparse-invalid_type = arvo %(value)r ei kelpaa
cli-argparse-invalid_choice = valinta %(value)r ei kelpaa (vaihtoehdot: %(choices)s)
cli-argparse-ambiguous = valitsin %(option)s on epäselvä: se voi tarkoittaa näitä: %(matches)s
cli-argparse-error = %(prog)s: virhe: %(message)s

## web.clock: vuoropohjaiset pelit ja kellot (noppa.server.clocks, web/static/clock.js)

web-clock-days =
    { $count ->
        [one] { $count } päivä
       *[other] { $count } päivää
    }
web-clock-hours = { $count } t
web-clock-minutes = { $count } min
web-clock-seconds = { $count } s
web-clock-in_live = reaaliaikaisessa pelissä
web-clock-in_turn = vuoropohjaisessa pelissä
web-clock-live = Reaaliaikainen
web-clock-turn = Vuoropohjainen
web-clock-per_move = { $time } siirtoa kohden
web-clock-per_game = { $time } pelaajaa kohden
web-clock-increment = + { $time } jokaisen siirron jälkeen
web-clock-untimed = ei kelloa
web-clock-policy-standin = Kun aika loppuu, sijaisbotti pelaa siirron.
web-clock-policy-skip = Kun aika loppuu, pelaaja jättää vuoronsa väliin, missä säännöt sen sallivat; muualla sijaisbotti pelaa siirron.
web-clock-policy-drop = Kun aika loppuu, pelaaja putoaa pelistä: botti pelaa hänen paikkansa loppuun asti.
web-clock-left = { $time } jäljellä
web-clock-out = aika loppui
web-clock-timed_out = { $player }: aika loppui.
web-create-pace = Pelitapa
web-create-pace-live = Reaaliaikainen: kaikki pelaavat samaan aikaan
web-create-pace-turn = Vuoropohjainen: kukin siirtää ehtiessään, vaikka päivien mittaan
web-create-turn_hint = Vuoropohjainen peli odottaa pelaajiaan: ketään ei korvata poissaolon takia, ja aula näyttää kaikista peleistäsi, missä on sinun vuorosi.
web-create-clock = Kello
web-create-clock-none = Ei kelloa
web-create-clock-move = Aikaa siirtoa kohden
web-create-clock-game = Aikaa pelaajalle koko peliin
web-create-clock-time = Aika
web-create-clock-increment = Lisäaika jokaisen siirron jälkeen
web-create-timeout = Kun pelaajan aika loppuu
web-create-timeout-standin = sijaisbotti pelaa siirron
web-create-timeout-skip = pelaaja jättää vuoronsa väliin (missä säännöt sen sallivat; muualla sijaisbotti pelaa)
web-create-timeout-drop = pelaaja putoaa pelistä, ja botti pelaa paikan loppuun
web-error-bad_clock = Kelloasetuksen '{ $field }' on oltava väliltä { $low } – { $high }.
web-error-clock_not_here = Kelloasetusta '{ $field }' ei voi käyttää { $pace }.
web-error-clock_both = Valitse joko aika siirtoa kohden tai aika koko peliin, ei molempia.
web-error-bad_choice = Kentän '{ $field }' on oltava jokin näistä: { $choices }.
web-error-away_turn_based = Vuoropohjainen peli odottaa pelaajiaan, kesti se kuinka kauan tahansa: jätä 'away_after' nollaksi (sen sijaan ratkaisevat kello ja sen aikarajasääntö).
web-error-time_out = Siirtoaikasi loppui ennen kuin valintasi ehti perille, joten sitä ei pelattu.
web-error-dropped = Aikasi loppui, ja botti pelaa nyt paikkaasi pelin loppuun asti.
## players, ratings and stored chat (docs/web.md, "Players, ratings and chat")

web-error-bad_key = Tämä henkilökohtainen linkki ei toimi (sen tilalle on ehkä tehty uusi). Pyydä uusi linkki tai tee oma.
web-error-no_key = Tähän tarvitaan henkilökohtainen linkkisi: tee se sivulla ”Nimesi”.
web-error-no_player = Tällaista pelaajaa ei ole.
web-error-chat_slow = Kirjoitat nopeammin kuin keskustelu sallii: odota { $seconds } s ja yritä uudelleen.
web-error-no_chat_line = Tässä pelissä ei ole sellaista keskusteluriviä.
web-error-chat_full =
    { $count ->
        [one] Tämän pelin keskustelussa on jo { $count } rivi, enempää yksi peli ei säilytä.
       *[other] Tämän pelin keskustelussa on jo { $count } riviä, enempää yksi peli ei säilytä.
    }
web-error-player_rate =
    { $count ->
        [one] Olet tehnyt monta henkilökohtaista linkkiä lyhyessä ajassa. Odota { $count } sekunti.
       *[other] Olet tehnyt monta henkilökohtaista linkkiä lyhyessä ajassa. Odota { $count } sekuntia.
    }
web-error-rated_needs_people = Vahvuuslukuun laskettavassa pelissä on oltava vähintään kaksi ihmistä, kukin omalla laitteellaan (yhteisellä laitteella pelaavat lasketaan yhdeksi).
web-error-rated_reissue = Tämä vahvuuslukupeli on jo alkanut: paikat pysyvät pelaajillaan, joten paikan linkkiä ei voi enää uusia.
web-error-rated_needs_clock = Vahvuuslukupelissä on kello, jottei kukaan voi pitkittää peliä loputtomiin: valitse aika siirtoa tai peliä kohden, tai jätä kello pois, niin käytetään oletusaikaa.
web-nav-me = Nimesi
web-nav-players = Rankinglista
web-me-heading = Sama nimi kaikilla laitteillasi
web-me-intro = Valitse nimi, niin noppa tekee sinulle henkilökohtaisen linkin. Kun avaat sen toisella puhelimella tai tietokoneella, olet siellä sama pelaaja: sama nimi, samat pelit ja sama vahvuusluku. Salasanaa ei ole, joten pidä linkki omana tietonasi.
web-me-name = Nimesi
web-me-create = Tee henkilökohtainen linkkini
web-me-link = Henkilökohtainen linkkisi
web-me-link_hint = Avaa tämä linkki toisella laitteella, niin pelaat siellä nimellä { $name }. Kuka tahansa, jolla linkki on, voi pelata sinuna.
web-me-show = Näytä linkki
web-me-copy = Kopioi linkki
web-me-copied = Linkki on kopioitu. Avaa se toisella laitteellasi.
web-me-rename = Vaihda nimi
web-me-save = Tallenna
web-me-renamed = Nimesi on nyt { $name }.
web-me-replace = Tee uusi linkki
web-me-replace_hint = Vanha linkki lakkaa toimimasta kaikilla laitteilla, joilla se on; avaa niillä uusi linkki.
web-me-replace_confirm = Tehdäänkö uusi linkki? Vanha lakkaa toimimasta heti kaikkialla.
web-me-replaced = Uusi linkkisi on valmis. Vanha ei enää toimi.
web-me-restored = Tervetuloa takaisin, { $name }! Pelisi ovat aulassa.
web-me-forget = Unohda minut tällä laitteella
web-me-forget_confirm = Unohdetaanko henkilökohtainen linkkisi tällä laitteella? Pelisi pysyvät sinun; palaat avaamalla linkkisi uudelleen.
web-me-page = Oma sivusi
web-me-rated_hint = Rankinglistaan lasketaan vain vahvuuslukupelit: valitse ”Vahvuuslukupeli”, kun luot pelin.
web-board-heading = Rankinglista
web-board-intro = Nimettyjen pelaajien vahvuusluvut päättyneistä vahvuuslukupeleistä. Vahvuusluku on varovainen arvio: se alkaa 1 000:sta ja nousee voitoista, sitä nopeammin mitä vähemmän noppa sinusta vielä tietää.
web-board-place = #
web-board-player = Pelaaja
web-board-rating = Vahvuusluku
web-board-games = Pelit
web-board-wins = Voitot
web-board-empty = Kenelläkään ei ole vielä vahvuuslukua pelissä { $game }. Pelatkaa vahvuuslukupeli ystävien kanssa.
web-player-since = Mukana { $date } alkaen
web-player-ratings = Vahvuusluvut
web-player-rating_line =
    { $games ->
        [one] { $games_text } vahvuuslukupeli
       *[other] { $games_text } vahvuuslukupeliä
    }, { $wins ->
        [one] { $wins_text } voitto
       *[other] { $wins_text } voittoa
    }
web-player-chart = Vahvuusluku ajan mittaan
web-player-games = Pelit
web-player-date = Päivä
web-player-game = Peli
web-player-result = Tulos
web-player-won = voitti
web-player-place = { $place }. sija
web-player-unrated = ei laskettu
web-player-unrated-few_named = ei laskettu
web-player-unrated-one_origin = ei laskettu (kaksi henkilökohtaista linkkiä samasta verkosta)
web-player-unrated-repeated = ei laskettu (samat pelaajat liian usein tänään)
web-player-left = paikka siirtyi toiselle pelaajalle
web-player-shared_name = Tällä nimellä on useita pelaajia; nimen perässä oleva tunnus erottaa tämän pelaajan muista.
web-player-no_games = Ei vielä pelejä.
web-player-none_rated = Ei vielä vahvuuslukupelejä.
web-create-rated = Vahvuuslukupeli
web-create-rated_hint = Tulos lasketaan niiden pelaajien vahvuuslukuihin, joilla on henkilökohtainen linkki (vähintään kaksi ihmistä, kukin omalla laitteellaan).
web-create-rated_clock = Vahvuuslukupelissä on aina kello, jottei kukaan voi pitkittää peliä loputtomiin: valitse sen aika.
web-over-rated = Vahvuuslukupeli: uudet vahvuusluvut
web-over-not_counted = Tämä vahvuuslukupeli ei vaikuta kenenkään vahvuuslukuun: siihen tarvitaan vähintään kaksi pelaajaa, joilla on henkilökohtainen linkki.
web-over-unrated-few_named = Tämä vahvuuslukupeli ei vaikuta kenenkään vahvuuslukuun: siihen tarvitaan vähintään kaksi pelaajaa, joilla on henkilökohtainen linkki.
web-over-unrated-one_origin = Tämä vahvuuslukupeli ei vaikuta kenenkään vahvuuslukuun: kahden pelaajan henkilökohtaiset linkit on tehty samasta verkosta.
web-over-unrated-repeated =
    { $count ->
        [one] Tämä vahvuuslukupeli ei vaikuta kenenkään vahvuuslukuun: samat pelaajat ovat jo pelanneet tänään keskenään { $count } vahvuuslukuun lasketun pelin.
       *[other] Tämä vahvuuslukupeli ei vaikuta kenenkään vahvuuslukuun: samat pelaajat ovat jo pelanneet tänään keskenään { $count } vahvuuslukuun laskettua peliä.
    }
web-chat-hidden = (pelin luoja piilotti viestin)
web-chat-hide = Piilota tämä rivi kaikilta
web-chat-heading = Keskustelu
## bot, engine.option: bots as people choose them and as their seats are called; yes/no values

bot-label-random = Satunnainen (mikä tahansa sallittu siirto)
bot-label-expectation = Odotusarvo (parhaat tarkat todennäköisyydet)
bot-label-heuristic = Heuristinen (pelin omat nyrkkisäännöt)
bot-label-mcts = Haku (Monte Carlo -puuhaku)
bot-label-win = Voitto (tarkasti paras peli voittoon; kaksi pelaajaa)
bot-name-random = Satunnaisbotti
bot-name-expectation = Odotusarvobotti
bot-name-heuristic = Heuristinen botti
bot-name-mcts = Hakubotti
bot-name-win = Voittobotti
bot-name-other = Botti { $bot }
engine-option-yes = kyllä
engine-option-no = ei
cli-arg-names = näppäimistön ääressä pelaavien nimet paikkajärjestyksessä (botit nimetään niiden omilla nimillä): 'Anna,Ville'
cli-ask_name = Pelaajan { $number } nimi (Enter: { $default }):{" "}
cli-all_seats = kaikki
cli-metavar-addresses = OSOITTEET
cli-metavar-command = KOMENTO
cli-metavar-game = PELI
cli-metavar-count = N
cli-metavar-bots = BOTIT
cli-metavar-seed = SIEMEN
cli-metavar-option = NIMI=ARVO
cli-metavar-file = TIEDOSTO
cli-metavar-seconds = SEKUNNIT
cli-metavar-names = NIMI,NIMI
cli-no_match = Mikään rivi ei ala sanoilla '{ $typed }': kirjoita rivin numero tai sen alkusanat.
cli-metavar-host = OSOITE
cli-metavar-port = PORTTI
cli-metavar-folder = KANSIO
cli-metavar-per_minute = MINUUTISSA
cli-metavar-module = MODUULI

## bot.error: bot specs that make no bot (noppa.engine.errors.BotSpecError)

bot-error-unknown = Pelissä { $game } ei ole bottia '{ $bot }'; botit: { $bots }.
bot-error-no_determinize = Botti '{ $bot }' ei osaa vielä pelata peliä { $game }: peli ei osaa luoda maailmoja, joita botin haku tarvitsee.
bot-error-no_parameters = Botille '{ $bot }' ei anneta asetuksia (annettiin '{ $params }').
bot-error-mcts_both = mcts: anna joko kierrosten määrä tai aika, ei molempia.
bot-error-mcts_least = mcts: asetuksen '{ $name }' on oltava vähintään { $least }, ei { $value }.
bot-error-mcts_not_negative = mcts: asetus '{ $name }' ei voi olla negatiivinen ({ $value }).
bot-error-mcts_time = mcts: ajan on oltava suurempi kuin nolla, ei { $value }.
bot-error-mcts_rollout = mcts: 'rollout' on 'game', 'random' tai botin nimi (esim. 'heuristic'), ei '{ $value }'.
bot-error-mcts_incumbent = mcts: 'incumbent' on botin nimi (esim. 'heuristic'), ei '{ $value }'.
bot-error-mcts_incumbent_unknown = mcts: 'incumbent={ $value }' ei ole botti ({ $why }); kirjoita botin nimi, '{ $rollout }' (pelin oma valinta) tai '{ $none }'.
bot-error-mcts_rollout_unknown = mcts: 'rollout={ $value }' ei ole botti ({ $why }); kirjoita 'game', 'random' tai botin nimi.
bot-error-mcts_parameter = mcts: tuntematon asetus '{ $name }'; asetukset ovat 'c', 'z', 'depth', 'tree', 'extend', 'rollout', 'incumbent', 'paired', 'iterations' ja 'time'.
bot-error-mcts_unreadable = mcts: en ymmärrä kohtaa '{ $part }'; kirjoita esim. 'mcts:500', 'mcts:0.25s' tai 'mcts:500:c=1.0:rollout=random'.

## bot.error.python: oma botti, python:MODUULI:NIMI (noppa.bots.custom)

bot-error-python_spec = '{ $spec }' ei ole oman botin kuvaus: kirjoita python:MODUULI:NIMI (moduuli, jonka voi tuoda, ja sen luokka tai funktio), esim. python:oma_botti:OmaBotti.
bot-error-python_parameter = Kohta '{ $part }' kuvauksessa '{ $spec }' ei ole asetus: kirjoita nimen perään AVAIN=ARVO, esim. python:oma_botti:OmaBotti:depth=3.
bot-error-python_not_allowed = Tämä palvelin ei pelaa moduulin '{ $module }' botteja: ylläpitäjä voi sallia sen komennolla noppa serve --bot-module { $module }.
bot-error-python_import = Bottimoduulia '{ $module }' ei voi tuoda ({ $error }): onko se asennettu tai nykyisessä kansiossa?
bot-error-python_no_name = Moduulissa '{ $module }' ei ole luokkaa eikä funktiota '{ $name }'.
bot-error-python_failed = Botin '{ $spec }' luominen epäonnistui: { $error }
bot-error-python_not_bot = '{ $spec }' loi olion { $kind }, joka ei ole botti: botilla on metodi choose(view), joka palauttaa siirron.
bot-label-python = Oma botti { $bot }
bot-name-python = Botti { $bot }

## cli: the terminal's menu, refusals and saving (issue 28, "The terminal")

cli-menu_more = … ja { $count } muuta: + näyttää kaikki.
cli-not_a_choice =
    { $count ->
        [one] '{ $typed }' ei ole vaihtoehto: kirjoita 1 tai rivin sanat (kuten { $examples }).
       *[other] '{ $typed }' ei ole mikään vaihtoehdoista: kirjoita numero 1–{ $count } tai rivin sanat (kuten { $examples }).
    }
cli-saved_finished = Päättynyt peli on tallennettu: { $path } — tarkista se komennolla: noppa verify { $path }
cli-default_mark = (oletus)
cli-values_default = arvot (oletus merkitty)
cli-yes_no_again = Vastaa { $yes } tai { $no }.
cli-option_range = '{ $value }' ei ole luku väliltä { $low }–{ $high }
cli-error-os = { $path }: { $reason }.
cli-oserror-missing = tiedostoa tai kansiota ei ole
cli-oserror-denied = lupa puuttuu
cli-oserror-folder = se on kansio eikä tiedosto
cli-oserror-not_folder = polun osa on tiedosto eikä kansio
cli-oserror-exists = se on jo olemassa
cli-oserror-full = levy on täynnä
cli-oserror-read_only = levyltä voi vain lukea
cli-oserror-too_long = nimi on liian pitkä
cli-oserror-address_in_use = osoite on jo käytössä
cli-oserror-address_unavailable = osoite ei ole tämän koneen
cli-oserror-other = järjestelmä kieltäytyi (virhe { $code })
cli-serve-cannot_listen = osoitetta { $host }:{ $port } ei voi kuunnella: { $reason }
cli-oserror-io = levyä ei voitu lukea tai kirjoittaa
cli-sim-bad_seating = '{ $value }' ei ole istumajärjestys; valitse jokin näistä: { $known }
cli-metavar-seating = JÄRJESTYS
cli-sim-seating_word-permute = kaikki
cli-sim-seating_word-mirror = peili
cli-sim-seating_word-rotate = kierto
cli-sim-seating_word-fixed = kiinteä
cli-sim-seating_word-shuffle = sekoitus

# Tietokoneen analyysi ja pelin yhteenveto (server/review_api.py, web/static/summary.js, replay.js)
web-error-review_unfinished = Pelin voi analysoida, kun se on päättynyt.
web-error-review_failed = Pelin analyysi epäonnistui; pyydä uudelleen, niin sitä yritetään vielä kerran.
web-summary-heading = Pelin yhteenveto
web-summary-open = Yhteenveto
web-summary-result = Tulos
web-summary-length = { $moves } { $moves ->
    [one] siirto
   *[other] siirtoa
}, { $turns } { $turns ->
    [one] vuoro
   *[other] vuoroa
}
web-summary-statistics = Pelaajien tilastot
web-summary-figure = Luku
web-summary-luck = Noppaonni
web-summary-luck-about = Kuinka paljon kunkin pelaajan omat heitot muuttivat hänen voittomahdollisuuttaan yhteensä: yli nollan nopat auttoivat häntä, alle nollan haittasivat.
web-summary-rolls = { $rolls } { $rolls ->
    [one] heitossa
   *[other] heitossa
}
web-summary-replay = Uusinta
web-summary-review = Tietokoneen analyysi
web-review-heading = Tietokoneen analyysi
web-review-working = Analysoidaan peliä… { $done }/{ $total } asemaa
web-review-failed = Analyysia ei saatu tehtyä: { $problem }
web-review-exact = Tarkka: jokainen luku on voittomahdollisuus, jos molemmat pelaavat siitä eteenpäin täydellisesti (ratkaistu peli).
web-review-estimate = Hakubotin pelautuksista arvioitu ({ $simulations } asemaa kohden): jokaisen luvun perässä on sen keskivirhe.
web-review-chart = Pelaajien voittomahdollisuus pelin aikana
web-review-chart-about = Kunkin pelaajan voittomahdollisuus ennen ensimmäistä siirtoa ja jokaisen siirron jälkeen; merkki näyttää kalliin siirron siirtäjän värillä. Valitse merkki nähdäksesi siirron.
web-review-accuracy = Tarkkuus { $accuracy } ({ $best }/{ $decisions })
web-review-lost = menetetty voittomahdollisuus { $lost }
web-review-costly = Kalleimmat siirrot
web-review-none = Ei kalliita siirtoja: jokainen päätös oli parhaiden joukossa.
web-review-move = Siirto { $number }, { $player }: { $played }
web-review-best_was = paras olisi ollut { $best } ({ $lost })
web-review-best_played = paras siirto
web-review-luck = heiton tuuri { $luck }
web-error-review_unavailable = Peliä { $game } ei voi analysoida: siinä ei ole hakua, jolla tietokone arvioisi sen asemia.

## engine.table: luovuttaminen ja siirron peruminen (noppa.engine.table)

engine-table-resign = Luovuta ({ $name })
engine-table-undo = Peru viimeisin siirto
engine-event-resign = { $name } luovutti.
engine-outcome-resigned = Kaikki muut pelaajat luovuttivat.
engine-error-table_action = '{ $action }' ei ole pöydän toiminto: luovuta kirjoittamalla '!resign' ja paikan numero, peru kirjoittamalla '!undo'.
engine-table-game_over = Peli on päättynyt: enää ei voi luovuttaa eikä perua.
engine-table-already_resigned = { $seat } on jo luovuttanut.
engine-table-nothing_to_undo = Sinulla ei ole peruttavaa siirtoa (luovutusta ei voi perua).
engine-table-undo_dice = Siirtoa ei voi enää perua: sen jälkeen on heitetty noppaa tai nostettu kortti.
engine-table-undo_hidden = Siirtoa ei voi enää perua: sen jälkeen on paljastunut salaista tietoa.
engine-table-end = Lopeta peli kesken
engine-outcome-ended = Peli lopetettiin kesken: sen pelaajat olivat lähteneet.
web-error-undo_turn_over = Siirtoa ei voi enää perua: vuorosi on päättynyt ja nyt on toisen pelaajan vuoro.
web-error-undo_not_yours = Viimeisin siirto ei ollut sinun, joten et voi perua sitä.
web-error-people_here = Pelin voi lopettaa vasta, kun kaikki sen pelaajat ovat lähteneet; joku on vielä paikalla.

## web.table: luovuttaminen, peruminen, lopettaminen, siirtojen vahvistus, yhteys (issue 27)

web-table-undo = Peru
web-table-undo_hint = Peru viimeisin siirtosi, jos sen jälkeen ei ole heitetty noppaa, nostettu korttia eikä paljastettu salaista
web-table-resign = Luovuta
web-table-resign_named = Luovuta pelaajan { $player } puolesta
web-table-resign_confirm = Luovutetaanko peli pelaajan { $player } puolesta? Luovutusta ei voi perua.
web-table-end = Lopeta peli
web-table-end_confirm = Lopetetaanko peli kesken? Kukaan ei voita.
web-table-confirm_on = Siirron varmistus: päällä
web-table-confirm_off = Siirron varmistus: pois
web-table-confirm_heading = Vahvista siirtosi
web-table-confirm_text = Valintasi: { $choice }
web-table-confirm = Vahvista
web-table-cancel = Valitse uudelleen
web-table-offline = Valintasi odottavat, kunnes yhteys palaa.
engine-event-won_by_resignation = { $names } voittaa: kaikki muut pelaajat luovuttivat.
cli-undone = Peruttu: { $action }.
web-table-confirm_suggested = Varmistetaanko siirrot? (suositus puhelimella)
cli-arg-serve_route_slot = palvelin on I:s niistä N palvelimesta, joille kuormantasaaja jakaa pelihuoneet huoneen tunnuksen tiivisteen mukaan (1/2, 2/2): palvelin luo vain huoneita, jotka tiiviste ohjaa sille, joten huoneen pelaajat päätyvät palvelimelle, joka pyörittää sitä (docs/web.md, Deployment)
cli-serve-bad_route_slot = '{ $value }' ei ole paikka muotoa I/N (I:s N palvelimesta, 1 ≤ I ≤ N ≤ 1000: 1/2, 2/2)
