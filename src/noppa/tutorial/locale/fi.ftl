## Opetuspelit: ohjaajan omat viestit

tut-step = Vaihe { $number }/{ $count }
tut-hint-other_move = Siirto on sääntöjen mukainen, mutta nyt opetellaan toista: { $move }.
tut-hint-not_a_move = Tämä ei ole siirto tässä tilanteessa. Opetuspeli pyytää: { $move }.
tut-error-finished = Opetuspeli on päättynyt: kaikki vaiheet on pelattu.
tut-error-move = Opetuspelin { $number }. siirto ei sovi: { $reason }
tut-error-move_type = Opetuspelin { $number }. siirron pitää olla tekstiä.
tut-error-no_lesson = Pelille { $game } ei ole vielä opetuspeliä.
tut-cli-intro = Opetuspeli: { $title }. Kirjoita siirron numero (tai sen sanat); q lopettaa opetuspelin.
tut-cli-lesson_over = Opetuspeli on pelattu loppuun. Kiitos!
tut-cli-play_on = Jatketaanko peliä botin kanssa? (k/e)
tut-cli-yes = k
tut-cli-stopped = Lopetit opetuspelin. Voit aloittaa sen uudelleen milloin vain: noppa tutorial { $game }

## Dungeon Dice

tut-dd-title = Dungeon Dice: ensimmäinen pakosi
tut-dd-intro =
    Olet Pelaaja 1, ja olet vankina tyrmässä yhdessä Einon kanssa. Se, joka ensimmäisenä
    asettaa pakoreitilleen kahdeksan tunnelikorttia, pääsee ulos ja voittaa. Vuorollasi heität
    kuutta noppaa; samat kuvat siirtyvät kuopan seinälle ja tuovat kortteja. Tämän opetuspelin
    nopat on asetettu valmiiksi, joten jokainen heitto näyttää yhden säännön.
tut-dd-first_roll =
    Vuorosi alkoi kaikkien kuuden nopan heitolla. Kolme lapiota oli samoja, joten ne siirtyivät
    seinälle: kolme samaa tuo yhden kortin (neljä kaksi, viisi kolme, kuusi neljä). Avain, lyhty ja
    vartija jäivät yksin, joten ne jäävät kuoppaan. Kortti on vaarassa, kunnes lopetat. Heitä
    kuoppaan jääneet kolme noppaa.
tut-dd-extend =
    Seinällä olevien kolmen lapion viereen tuli vielä yksi: neljä lapiota tuo kaksi korttia, eli
    yhden lisää. Tikari ja tikkaat jäävät kuoppaan. Jos heitto ei vie seinälle yhtään noppaa,
    menetät kaikki tämän vuoron kortit. Kahdella nopalla se on todennäköistä, joten lopeta nyt ja
    aseta kaksi korttiasi pakoreitille.
tut-dd-challenge =
    Eino heitti kolme avainta ja asetti yhden kortin. Avainten mukana seinälle meni kaksi
    vartijaa: jos kolmas vartija pääsee seinälle, vuoro päättyy ja sen kortit menetetään. Nyt voit
    heittämisen sijaan haastaa: heität kaikki kuusi noppaa, panet vartijat sivuun ja heität loput
    uudelleen, enintään kolme kertaa. Kolme vartijaa voittaa, ja saat vastustajan pakoreitiltä
    enintään kolme korttia. Haasta Eino.
tut-dd-challenge_won =
    Kolme vartijaa kahdella heitolla: voitit haasteen ja sait Einon ainoan kortin. Lopeta ja
    aseta se omalle pakoreitillesi.
tut-dd-big_roll =
    Eino yritti onneaan liikaa: kolmas vartija pääsi seinälle, ja vuoro päättyi tyhjin käsin.
    Seuraavassa heitossasi oli kuusi eri kuvaa, mikä tuo kerralla kolme korttia (kolme paria tuo
    yhden, kuten Eino juuri heitti). Pakoreitilläsi on kuusi korttia, ja tarvitset vielä kaksi.
    Heitä kaikki kuusi noppaa.
tut-dd-escape =
    Neljä tikaria tuo kaksi korttia: niitä on nyt kahdeksan. Lopeta, aseta kortit ja pakene!
tut-dd-outro =
    Pääsit pakoon ja voitit! Siinä oli koko peli: heitä, yritä onneasi, lopeta ajoissa ja haasta,
    kun vastustajalla on kortteja vietäväksi. Kaikki säännöt ovat pelin sääntösivulla.

## Pimeyden valtakunta

tut-kk-title = Pimeyden valtakunta: retki Pimeyden valtakuntaan
tut-kk-intro =
    Olet Pelaaja 1, seikkailija lähtöalueella yhdessä Einon kanssa. Valtakunnan kuudessa
    aarrepaikassa on kuusi aarrekoteloa, ja yhdessä niistä on Kultainen avain. Tuo avain ja yksi muu
    aarre takaisin lähtöalueelle, niin voitat. Mukanasi on kahdeksan varustetta, jotka auttavat
    vaaroissa ja hirviöitä vastaan. Tämän opetuspelin noppa on asetettu valmiiksi, joten jokainen
    vuoro näyttää yhden säännön.
tut-kk-first_move =
    Jokainen vuoro alkaa kahdeksansivuisen nopan heitolla, ja heitto siirtää ensin Paholaiskuningasta:
    hän seisoo nyt numerossaan 6 kaukana lännessä. Sitten siirryt täsmälleen yhtä monta askelta
    haluamaasi suuntaan; valikossa on jokainen ruutu, johon siirtosi voi päättyä. Siirry Villisian
    valkoiselle tikarille: valkoisesta tikarista alkaa vaara, ja siihen tultaessa siirto päättyy.
tut-kk-enter =
    Sinulla oli ruokapussi, joten Villisika otti sen ja päästi sinut ohi. Eino pysähtyi
    Paholaiskuninkaan numeroon 4, ja heittosi 4 toi Paholaiskuninkaan sinne: jokainen, joka on hänen
    uudessa ruudussaan tai sen vieressä, joutuu heti sen osan aarrepaikan tyrmään. Pysähdy nyt
    mustalle tikarille ja mene Lohkarelinnakkeeseen. Päästäksesi sisään sinun on voitettava sitä
    vartioiva hirviö.
tut-kk-fight =
    Linnaketta vartioi Musta pantteri. Jokainen taistelutapa kertoo, mitä sinun on heitettävä ja mitä
    häviö maksaa. Verkolla heitto 4–8 voittaa. Taistele verkolla.
tut-kk-leave =
    Voitit, menit sisään ja otit Lohkarelinnakkeen aarrekotelon; vain sinä näit, mitä siinä on.
    Eino heitti tyrmässä 8: ykkönen tai kahdeksikko vapauttaa vangin tyrmän aarrepaikkaan. Tällä
    vuorolla lähdet linnakkeesta, ja musta tikari on ensimmäinen askeleesi. Siirry sen takana olevaan
    ruutuun.
tut-kk-chase =
    Einon siirto päättyi ruutuusi, joten hän varasti kotelosi katsomatta, heitti noppaa ja
    pakeni. Varastaa voi vain oman siirtonsa lopussa. Heitollasi 3 pääset sinne, missä Eino nyt
    seisoo: siirry sinne.
tut-kk-steal =
    Siirtosi päättyi Einon ruutuun: voit varastaa häneltä yhden kotelon. Valitset kotelon sen
    nimen mukaan katsomatta sisään, mutta tämän muistat. Varasta Lohkarelinnakkeen kotelo takaisin.
tut-kk-flee =
    Varastamisen jälkeen varas heittää heti ja pakenee yhtä monta askelta. Heitit ykkösen: astu
    ylempää polkua pitkin itään päin.
tut-kk-journey =
    Kotelossasi on aarre, mutta ei avain. Lähde etsimään muita koteloita: kulje ylempää polkua itään
    kohti Jäävuorta. Paholaiskuningas on tällä vuorolla numerossaan 8, kaukana reitiltäsi.
tut-kk-daggers =
    Alas Jäävuoren reunaa. Siirto kulkee mustien tikarien ohi vapaasti; siirto voi myös pysähtyä
    sellaiselle, jotta voit mennä paikkaan tai vain seistä siinä. Pysähdy Jäävuoren alemmalle
    mustalle tikarille.
tut-kk-whirlpool =
    Itäinen taikapyörre on seitsemän askeleen päässä, ja heitit 8: siirto voi päättyä taikapyörteeseen,
    vaikka askelia jäisi yli. Pyörteeseen hyppääminen kääntää pelilaudan sen puolen: Jäävuori taittuu
    pois ja Marttyyritemppeli tulee esiin, ja katoavalle puolelle jääneet pyörähtävät sen mukana.
    Hyppää pyörteeseen.
tut-kk-outro =
    Itäinen puoli on kääntynyt: Marttyyritemppeli on nyt siellä, missä Jäävuori oli, ja jatkat
    taikapyörteestä seuraavalla vuorolla. Olet tavannut Paholaiskuninkaan, vaaran, hirviön,
    varkauden ja taikapyörteen. Pelaa peli loppuun botin kanssa ja lue sääntösivulta muut vaarat ja
    taikuus.

## Runebound

tut-next = Seuraavaksi: { $move }.
tut-rb-title = Runebound: sankarin ensimmäiset päivät
tut-rb-intro =
    Pelaat yksinäistä sankaria Tammilinnassa, kartan keskellä olevassa kaupungissa. Sankarit
    vahvistuvat voittamalla seikkailuja, kartan värillisiä jalokiviä, helpoista vihreistä aina
    riimujen punaisiin asti. Vuorossa on viisi vaihetta: uudistaminen, liikkuminen, seikkailu, markkinat ja
    kokemus. Tämän opetuspelin nopat on asetettu valmiiksi, joten jokainen heitto näyttää yhden säännön.
tut-rb-roll =
    Ensin liikkuminen. Heität enintään viisi liikkumisnoppaa (neljä, kun sankarillasi on yksikin
    haava tai väsymys). Nopissa on maastosymboleja, ja jokainen askel kuusikulmioon käyttää yhden
    nopan, jossa on sen maasto. Heitä kaikki viisi.
tut-rb-move =
    Valikossa on jokainen kuusikulmio, johon noppasi riittävät, seikkailut ensin. Kaupunkiin käy mikä
    tahansa symboli, eikä kaikkia noppia tarvitse käyttää. Siirry Tammilinnan viereiseen vihreään
    seikkailuun.
tut-rb-came_from =
    Tähän kuusikulmioon voi tulla monelta puolelta. Kerro, mistä tulit: jos pakenet taistelusta,
    palaat sinne. Tulit Tammilinnasta.
tut-rb-adventure =
    Vihreä jalokivi tarkoittaa vihreää seikkailua. Yritä sitä: vihreän pakan päällimmäinen kortti
    nostetaan ja näytetään kaikille.
tut-rb-before_combat =
    Jättirotat ovat haaste, joten taistelet. Ennen ensimmäistä kierrosta on taistelun alku, jolloin
    kortin oma vaikutus ja sankarisi taistelun alun kyvyt tapahtuvat kerran. Sankarisi kyky maksaa
    väsymyksen; säästä se myöhemmäksi ja aloita taistelu.
tut-rb-escape =
    Jokaisessa kierroksessa on neljä vaihetta: pako, heittoase, lähitaistelu ja taikuus. Pakovaiheessa
    voit yrittää paeta (2d10 ja psyyke vastustajan psyykeä vastaan). Jää taistelemaan.
tut-rb-ranged =
    Heittoaseissa käytetään psyykeä, lähitaistelussa ruumiinrakennetta ja taikuudessa henkeä.
    Jokaisessa vaiheessa joko hyökkäät tai puolustaudut, ja hyökätä voit vain kerran kierroksessa.
    Rotat eivät tee heittoasevahinkoa, joten puolustautuminen ei vaadi heittoa: puolustaudu.
tut-rb-melee =
    Lähitaistelu on sankarisi paras vaihe: ruumiinrakenne 4 ja vahinko 3. Hyökkää: heität 2d10,
    lisäät ruumiinrakenteesi ja tarvitset rottien ruumiinrakenteen, 8. Osuma tekee vahinkosi; huti
    tuottaa sinulle niiden vahingon.
tut-rb-magic =
    Huti: 6 vastaan 8, ja sankarisi sai haavan. Hyökkäsit lähitaistelussa, joten taikuusvaiheessa voit
    vain puolustautua; rotat eivät tee taikuusvahinkoa, joten heittoa ei tarvita.
tut-rb-round =
    Kumpikin on yhä pystyssä, joten uusi kierros alkaa pakovaiheesta. Taistelun alku ei toistu. Jää
    taistelemaan.
tut-rb-again = Hyökkää taas lähitaistelussa.
tut-rb-won =
    Osuma, 3 vahinkoa, ja kahden elämäpisteen rotat on voitettu: saat niiden seikkailumerkin
    (kokemuspisteet merkin takana) ja palkkion, 1 kullan. Et ole kaupungissa, joten markkinoita ei ole,
    eivätkä 2 kokemuspistettäsi vielä riitä mihinkään. Lopeta vuoro.
tut-rb-wounded =
    Sankarisi on haavoittunut, joten nyt tarjolla on vain neljä liikkumisnoppaa. Voit myös astua
    yhden kuusikulmion heittämättä: astu Tammilinnaan.
tut-rb-market =
    Kaupungin kaupassa sen pinoon lisätään ensin uusi kortti; sitten voit ostaa, palkata, myydä ja
    parantaa missä järjestyksessä tahansa. Tarjolla oleva kumppani maksaa enemmän kuin sinulla on
    kultaa, mutta haavan parantaminen maksaa 1 kullan: paranna.
tut-rb-market_done = Poistu kaupasta.
tut-rb-next_foe = Seuraava vihreä seikkailu on kolmen kuusikulmion päässä. Heitä kaikki viisi noppaa.
tut-rb-wolves = Siirry vihreään seikkailuun kolme kuusikulmiota Tammilinnasta itään.
tut-rb-ability =
    Susilauma: kortti testasi ensin psyykesi selviytymistaidolla, ja läpäisit sen. Käytä nyt
    sankarisi kykyä: väsymystä vastaan taikuushyökkäys, joka tekee yhden haavan ennen ensimmäistä kierrosta.
tut-rb-tired =
    Väsymys lasketaan liikkumisessa kuten haava: enintään neljä noppaa. Kolmen tai harvemman nopan
    heitto on lepo, joka poistaa väsymystä, ja kuntopisteet ylittävä väsymys muuttuisi haavoiksi.
    Seuraava vihreä seikkailu on viereisessä kuusikulmiossa: astu sinne.
tut-rb-defend_roll =
    Hiisiryöstäjät tekevät heittoasevahinkoa, joten nyt puolustautuminen vaatii heiton: 2d10 ja
    psyyke niiden psyykeä vastaan. Puolustaudu.
tut-rb-experience =
    Kolme seikkailumerkkiä, 6 kokemuspistettä: se riittää kokemusmerkkiin, joka maksaa yhden tai
    kahden pelaajan pelissä 6 kokemuspistettä. Se nostaa psyykeä, ruumiinrakennetta, henkeä tai
    kuntopisteitä kahdella tai elämäpisteitä yhdellä. Psyyke on sankarisi heikoin arvo, ja sitä
    tarvitaan paossa ja heittoaseissa: ota +2 psyyke.
tut-rb-outro =
    Sankarisi on nyt vahvempi. Tästä eteenpäin tavoittele vaikeampia värejä, kerää kultaa markkinoita
    varten ja pidä silmällä Kohtalon polkua: jokainen pelattu seikkailu tuo pudotuspelin Margathin
    kanssa lähemmäksi. Opetuspeli on päättynyt; jatka peliä ja lue sääntösivulta kumppaneista,
    tapahtumista ja riimuista.

## tut.cli: the answer no to the play-on question (the question asks again on any other answer)

tut-cli-no = e
