### Simulointiraportit (report.html, sen kuvaajat, noppa simulate -komennon yhteenveto) — suomi.
### Avaimet: "report." + polku. Pelin tilastot nimetään pelin omassa luettelossa
### (dd-stat-NIMI, dd-stat-NIMI-about, pelin statistics.py:n vieressä).

## report: sivu

report-title = { $game }: { $players ->
        [one] 1 pelaaja
       *[other] { $players } pelaajaa
    }, { $games ->
        [one] 1 peli
       *[other] { $games } peliä
    }
report-command = Komento:
report-facts = { $games ->
        [one] 1 peli
       *[other] { $games } peliä
    }, { $kinds ->
        [one] kaikilla paikoilla { $bots }
       *[other] pelaajina { $bots }
    }; istumajärjestys: { $seating }; siemen { $seed }.
report-options-default = Pelin oletusasetukset.
report-options-changed = Oletuksista poikkeavat asetukset:
report-chance_line = Pelkällä onnella yksi paikka voittaisi { $rate } peleistä.
report-unfinished_line = { $count ->
        [0] Yhtään peliä ei katkaistu siirtorajaan.
        [one] 1 peli katkaistiin siirtorajaan: kukaan ei voittanut sitä.
       *[other] { $count } peliä katkaistiin siirtorajaan: kukaan ei voittanut niitä.
    }
report-draws_line = { $count ->
        [0] Jokaisessa loppuun asti pelatussa pelissä joku pelaajista voitti.
        [one] 1 peli päättyi sääntöjen mukaan niin, ettei kukaan pelaajista voittanut (tasapeli, tai peli itse voitti, kuten Runeboundin Lohikäärmeruhtinaat).
       *[other] { $count } peliä päättyi sääntöjen mukaan niin, ettei kukaan pelaajista voittanut (tasapelit, tai peli itse voitti, kuten Runeboundin Lohikäärmeruhtinaat).
    }
report-h-wins = Kuka voittaa
report-h-head = Keskinäinen vertailu: kaksi bottia samoissa peleissä
report-h-seats = Paikoittain
report-h-places = Keskimääräinen sijoitus
report-h-length = Pelien pituus
report-h-statistics = Mitä pelissä tapahtuu (pelikohtaisesti, kaikki paikat yhteensä)
report-h-bot_statistics = Miten kukin botti pelaa (keskiarvo paikkaa ja peliä kohden)
report-h-run = Ajo
report-h-glossary = Sanasto
report-h-glossary_statistics = Pelin { $game } tilastot
report-h-glossary_terms = Tilastotieteen käsitteet

## report.col: sarakeotsikot

report-col-bot = Botti
report-col-games = Pelit
report-col-wins = Voitetut pelit
report-col-rate = Voitto-osuus
report-col-ci = 95 %:n luottamusväli
report-col-chance = Sattumalta
report-col-seats = Paikkoja pelissä
report-col-seat_rate = Voitto-osuus paikkaa kohden
report-col-seat_ci = 95 %:n luottamusväli paikkaa kohden
report-col-pair = Botit A − B
report-col-seats_ab = Paikat A – B
report-col-wins_ab = Voitot A – B
report-col-difference = Erotus paikkaa kohden A − B
report-col-p = p-arvo
report-col-method = Menetelmä
report-col-seat = Paikka
report-col-seat_bot = Paikka ja botti
report-col-mean_place = Keskimääräinen sijoitus
report-col-measure = Mittari
report-col-statistic = Tilasto
report-col-mean = Keskiarvo
report-col-sd = Keskihajonta
report-col-min = Pienin
report-col-median = Mediaani
report-col-max = Suurin
report-col-decisions = Päätöksiä
report-col-microseconds = µs päätöstä kohden
report-col-iterations = Hakukierroksia sekunnissa

## report: selitteet

report-note-wins = Kukin peli on botista yksi havainto, vaikka sillä olisi monta paikkaa: sen osuus pelin voitosta (1, jos jokin sen paikoista voitti). ”Sattumalta” on se, minkä botti voittaisi, jos kaikki paikat olisivat samanarvoisia; ”paikkaa kohden” jakaa sen voitot sen paikkojen määrällä. Botti, jolla on pelin kaikki paikat, voittaa väistämättä jokaisen loppuun pelatun pelin, joten sille ei ole luottamusväliä.
report-note-head = Jokaisesta pelistä, jossa kumpikin botti pelasi: A:n voitto-osuus sen paikkaa kohden (sen osuus pelin voitosta jaettuna sen paikkojen määrällä) miinus B:n, keskiarvona näistä peleistä. Paikkaa kohden verraten botit, joilla on eri määrä paikkoja, ovat tasavertaisia: kolmella paikalla neljästä pelaava botti voittaa enemmän pelejä jo pelkästään paikkojensa vuoksi, ja saman botin kahdella kopiolla ei ole paikkaa kohden eroa. Positiivinen erotus tarkoittaa, että A:n paikat voittivat useammin. Luottamusväli ja p-arvo tulevat samasta testistä, joten väli jättää nollan ulkopuolelleen täsmälleen silloin, kun p on alle 0,05 (ks. sanasto).
report-score = { $a } – { $b }
report-run = Ajettu { $backend } ({ $workers }): { $seconds } s, { $rate } peliä sekunnissa.
report-workers = { $count ->
        [one] 1 työprosessi
       *[other] { $count } työprosessia
    }
report-workers-all = työprosessi jokaiselle ytimelle
report-no_plots = Ei kuvaajia: matplotlibia ei ole asennettu ({ $command }).
report-files = Ohjelmille: { $games } (yksi peli riviä kohden) ja { $summary } sisältävät kaikki luvut konenimillään ({ $docs }).

## report: luvut ja nimet

report-by_construction = väistämätön
report-range = { $low } – { $high }
report-points = { $value } %-yks.
report-points_range = { $low } … { $high }
report-p_small = < { $value }
report-bot-with = { $bot }, { $settings }
report-bot-spec = { $bot } ({ $spec })
report-bot-iterations = { $count ->
        [one] 1 hakukierros
       *[other] { $count } hakukierrosta
    }
report-bot-seconds = { $seconds } s päätöstä kohden
report-seat = Paikka { $seat }
report-seat_and_bot = { $seat }: { $bot }
report-pair = { $a } − { $b }
report-length-turns = Vuorot
report-length-actions = Siirrot
report-length-events = Lokitapahtumat
report-method-sign = tarkka merkkitesti ja sen tarkka väli
report-method-paired_t = parittainen t-testi ja sen t-väli
report-method-constant = sama jokaisessa pelissä: ei väliä
report-seating-permute = bottien kaikki järjestykset vuorotellen
report-seating-mirror = kaikki järjestykset samoilla nopilla
report-seating-rotate = paikat kiertävät yhden askeleen joka pelissä
report-seating-fixed = annetussa järjestyksessä
report-seating-shuffle = arvottu
report-backend-local = tällä koneella
report-backend-ray = Rayllä

## report.plot ja report.alt: kuvaajat

report-plot-wins_by_bot = Kunkin botin voittamien pelien osuus (95 %:n luottamusväli)
report-plot-wins_by_seat = Voitto-osuus paikoittain (95 %:n luottamusväli)
report-plot-chance_share = osuus sattumalta
report-plot-chance = sattumalta ({ $rate })
report-plot-share_won = voitettujen pelien osuus
report-plot-length = { $measure } pelissä (mediaani { $median })
report-plot-median = mediaani
report-plot-p5_p95 = 5 %:n ja 95 %:n prosenttipisteet
report-plot-games = pelejä
report-plot-statistics = Kuinka usein kukin asia tapahtuu pelissä (pelien määrä)
report-plot-bot_statistics = Keskiarvo paikkaa ja peliä kohden boteittain (95 %:n luottamusväli)
report-alt-wins_by_bot = Pylväskaavio: kunkin botin voittamien pelien osuus luottamusväleineen ja sen osuus sattumalta.
report-alt-wins_by_seat = Pylväskaavio: kunkin paikan voitto-osuus luottamusväleineen ja sattuman viiva.
report-alt-length = Histogrammit pelien vuoroista, siirroista ja lokitapahtumista.
report-alt-statistics = Histogrammit pelin tilastoista peleittäin.
report-alt-bot_statistics = Pylväskaaviot kunkin tilaston keskiarvosta paikkaa ja peliä kohden boteittain.

## report.term: tilastotieteen käsitteiden sanasto

report-term-game_unit = Peli havaintoyksikkönä
report-term-game_unit-about = Kaikki luottamusvälit lasketaan peleistä eikä paikoista: kun botilla on saman pelin kaksi paikkaa, peli on silti siitä yksi havainto, sillä sen paikat jakavat samat nopat ja saman pöydän eivätkä ole toisistaan riippumattomia.
report-term-win_rate = Voitto-osuus (peleittäin)
report-term-win_rate-about = Se osuus peleistään, jonka botti voitti. Peli, jonka jokin sen paikoista voitti, lasketaan yhdeksi voitoksi; k pelaajan jakama voitto antaa kullekin 1/k voittoa.
report-term-seat_rate = Voitto-osuus paikkaa kohden
report-term-seat_rate-about = Botin voitot jaettuna sen paikkojen määrällä. Botti, jolla on kaksi neljästä paikasta, voi voittaa enintään puolet paikoistaan, koska pelillä on yksi voittaja; vertaa lukua osuuteen 1 / pelaajien määrä.
report-term-chance = Sattumalta
report-term-chance-about = Se, minkä botti voittaisi, jos kaikki paikat olisivat samanarvoisia: sen paikat pelissä jaettuna pelaajien määrällä. Selvästi suurempi voitto-osuus tarkoittaa, että botti pelaa paremmin kuin pelkkä paikkojen määrä selittää.
report-term-ci = 95 %:n luottamusväli
report-term-ci-about = Väli, jolla todellinen luku pelattujen pelien perusteella uskottavasti on: jos ajo toistettaisiin monta kertaa, 95 sadasta tällaisesta välistä osuisi siihen. Väli kapenee otoksen kasvaessa (puolet kapeampaan väliin tarvitaan noin nelinkertainen määrä pelejä).
report-term-wilson = Wilsonin väli
report-term-wilson-about = Voitto-osuuksien luottamusväli. Toisin kuin yksinkertainen ”osuus ± 2 keskivirhettä” se pysyy 0 %:n ja 100 %:n välillä ja on luotettava myös pienellä otoksella ja lähellä 0 %:a tai 100 %:a olevilla osuuksilla (12 voittoa 12 pelistä: 75,8 % – 100 %).
report-term-by_construction = Väistämätön
report-term-by_construction-about = Kun yhdellä botilla on pelin kaikki paikat, se voittaa jokaisen loppuun pelatun pelin, pelasi se miten tahansa. Sen voitto-osuus ei siis kerro mitään, eikä sillä ole luottamusväliä; lue silloin paikoittainen taulukko.
report-term-head_to_head = Keskinäinen vertailu (parittainen erotus)
report-term-head_to_head-about = Kahta bottia verrataan peleissä, joissa kumpikin pelasi, paikkaa kohden: kustakin pelistä A:n osuus voitosta jaettuna sen paikkojen määrällä miinus B:n vastaava, keskiarvona. Kun botteja verrataan peli kerrallaan, samassa pelissä kohdattu onni kumoutuu, joten vertailu on tarkempi kuin kahden erillisen voitto-osuuden vertaaminen; paikkojen määrällä jakaminen estää bottia näyttämästä vahvemmalta vain siksi, että sillä on enemmän paikkoja. Istumajärjestys ”kaikki järjestykset samoilla nopilla” vertaa botteja lisäksi jako kerrallaan samoilla nopilla.
report-term-sign_test = Merkkitesti
report-term-sign_test-about = Käytetään, kun jokaisen pelin voitti jompikumpi boteista (jokaisen pelin erotus on yhtä suuri, vain sen etumerkki vaihtelee): testi laskee pelit, joissa A oli edellä, ja kysyy, kuinka epätodennäköinen tämä määrä olisi, jos jokainen peli olisi kolikonheitto (tarkka binomitesti, molemmat hännät). Sen väli (Clopper–Pearson) sisältää jokaisen A:n voittojen osuuden, jota testi ei hylkää, muunnettuna erotukseksi; siksi väli jättää nollan ulkopuolelleen täsmälleen silloin, kun p on alle 0,05.
report-term-paired_t = Parittainen t-testi
report-term-paired_t-about = Käytetään kaikissa muissa keskinäisissä vertailuissa: Studentin t-testi pelien erotusten keskiarvolle nolla ja saman testin t-väli. Molemmat tulevat samasta t-jakaumasta, joten väli jättää nollan ulkopuolelleen täsmälleen silloin, kun p on alle 0,05.
report-term-points = Prosenttiyksikkö (%-yks.)
report-term-points-about = Kahden prosenttiluvun erotuksen yksikkö: 40 %:sta 45 %:iin on +5 prosenttiyksikköä (ei 5 %).
report-term-p_value = p-arvo
report-term-p_value-about = Kuinka usein vähintään yhtä suuri erotus syntyisi pelkästä onnesta, jos botit olisivat yhtä vahvoja (kaksisuuntainen, samasta testistä kuin viereinen väli). Alle 0,05:n p-arvolla erotus tuskin on sattumaa; suuri p-arvo tarkoittaa, ettei näistä peleistä voi erottaa botteja toisistaan, ei sitä, että ne olisivat yhtä hyviä.
report-term-mean_sd = Keskiarvo ja keskihajonta
report-term-mean_sd-about = Keskiarvo on luvun keskimääräinen arvo peliä kohden; keskihajonta kertoo, kuinka kaukana siitä yksittäiset pelit tyypillisesti ovat.
report-term-t_interval = t-väli
report-term-t_interval-about = Keskiarvon 95 %:n luottamusväli Studentin t-jakaumasta, joka ottaa huomioon, että keskihajonta on arvioitu samoista, ehkä harvoista peleistä.
report-term-percentiles = Mediaani ja prosenttipisteet (5 %, 25 %, 75 %, 95 %)
report-term-percentiles-about = Prosenttipiste on arvo, jota kyseinen osuus peleistä ei ylittänyt: mediaani (50 %) on keskimmäinen peli; 5 %:n ja 95 %:n pisteiden välissä on yhdeksän peliä kymmenestä.
report-term-mean_place = Keskimääräinen sijoitus
report-term-mean_place-about = Botin loppusijoitus keskiarvona peleistä (1 on ensimmäinen; tasatilanteessa pelaajat jakavat paremman sijan).
report-term-unfinished = Kesken jäänyt peli
report-term-unfinished-about = Ajon siirtorajaan katkaistu peli, joka ei ehtinyt päättyä: kukaan ei voittanut sitä. Se lasketaan erikseen tasapeleistä.
report-term-draw = Tasapeli
report-term-draw-about = Peli, joka päättyi sääntöjen mukaan ilman voittajaa (Dungeon Dicessa kukaan ei paennut ennen viimeistä vuoroa). Kukaan ei voittanut sitä: se laskee kaikkien bottien voitto-osuutta yhtä paljon.
report-term-seating = Istumajärjestys
report-term-seating-about = Kuka istuu missäkin. Ensimmäisellä paikalla on usein etu, joten oletuksena peräkkäiset pelit käyvät vuorotellen läpi bottien kaikki mahdolliset järjestykset; kun pelien määrä on järjestysten määrän monikerta, jokainen botti on istunut jokaisella paikalla yhtä usein.

## report.league: noppa leaguen sivu (report.html sen kansiossa)

report-league-title = { $game }: bottien sarja
report-league-facts = Botit: { $bots }. { $matches ->
        [one] 1 ottelu
       *[other] { $matches } ottelua
    }, kussakin { $games ->
        [one] 1 peli
       *[other] { $games } peliä
    }, pöydissä { $tables } pelaajaa, paikat vaihdellen kaikissa järjestyksissä; siemen { $seed }. { $rated ->
        [one] 1 peli luokiteltu
       *[other] { $rated } peliä luokiteltu
    }{ $unrated ->
        [0] .
       *[other] , { $unrated } katkaistiin siirtorajaan eikä niitä luokiteltu.
    }
report-league-ratings_title = Luokitus (openskill, paras ensin)
report-league-col-rank = Sija
report-league-col-bot = Botti
report-league-col-ordinal = Luokitus μ − 3σ
report-league-col-mu = μ
report-league-col-sigma = σ
report-league-col-games = Pelejä
report-league-col-wins = Voittoja
report-league-col-seat_rate = Voitto-osuus paikkaa kohden
report-league-note-ratings = Jokainen peli asettaa bottinsa järjestykseen sen mukaan, miten ne sijoittuivat (tasapelissä ne ovat tasoissa), ja päivittää niiden luokitukset peli kerrallaan kiinteässä järjestyksessä, joten taulukko on joka ajolla sama. μ on arvioitu vahvuus, σ sen epävarmuus; botit järjestetään luvun μ − 3σ mukaan, joka on vahvuus, joka botilla lähes varmasti on. Jokainen botti aloittaa arvoista μ = 25, σ = 8,33.
report-league-h-matches = Ottelut: kaksi bottia paikkaa kohden verrattuna
report-league-h-reports = Jokaisen ottelun oma raportti
report-league-table = { $players } pelaajaa
report-league-files = Ohjelmille: { $ratings } sisältää luokitukset ja kaikki ottelut, { $games } kaikki pelit luokittelujärjestyksessä ({ $docs }).
report-term-rating = Luokitus (openskill)
report-term-rating-about = Openskillin Plackett–Luce-malli, jolla myös verkkopalvelin luokittelee pelaajat: jokaisen pelin sijoitukset siirtävät pöydän bottien luokituksia, sitä enemmän mitä yllättävämpi tulos ja mitä epävarmempi luokitus vielä on.
report-term-mu = μ (myy)
report-term-mu-about = Arvioitu vahvuus openskillin asteikolla, alussa 25. Merkitystä on eroilla, ei luvulla itsellään.
report-term-sigma = σ (sigma)
report-term-sigma-about = Kuinka epävarma μ vielä on: alussa 8,33, ja se pienenee jokaisen pelatun pelin myötä.
report-term-ordinal = Luokitus μ − 3σ
report-term-ordinal-about = Varovainen luokitus: vahvuus, joka botilla lähes varmasti on (μ vähennettynä kolminkertaisella epävarmuudella). Vähän pelannut botti on taulukossa alhaalla, kunnes sen pelit osoittavat sen vahvuuden. Verkossa pelaajille näytetään sama luku skaalattuna.
report-term-rating_order = Pelien järjestys
report-term-rating_order-about = Luokitukset riippuvat siitä, missä järjestyksessä pelit lasketaan, joten järjestys on kiinteä: ensin jokaisen ottelun ensimmäinen peli (ottelut kiinteässä järjestyksessä), sitten kunkin toinen ja niin edelleen. Samat pelit antavat saman taulukon, pelattiin ne missä järjestyksessä tahansa.
