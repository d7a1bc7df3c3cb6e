## Opetuspelit: ohjaajan omat viestit

tut-title = Opetuspeli
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
    Olet Pelaaja 1, ja olet vankina tyrmässä yhdessä Pelaaja 2:n kanssa. Se, joka ensimmäisenä
    asettaa pakoreitilleen kahdeksan tunnelikorttia, pääsee ulos ja voittaa. Vuorollasi heität
    kuutta noppaa; samat kuvat siirtyvät kuopan seinälle ja tuovat kortteja. Tämän opetuspelin
    nopat on asetettu valmiiksi, joten jokainen heitto näyttää yhden säännön.
tut-dd-first_roll =
    Vuorosi alkoi kaikkien kuuden nopan heitolla. Kolme lapiota olivat samoja, joten ne siirtyivät
    seinälle: kolme samaa tuo yhden kortin (neljä kaksi, viisi kolme, kuusi neljä). Avain, lyhty ja
    vartija jäivät yksin, joten ne jäävät kuoppaan. Kortti on vaarassa, kunnes lopetat. Heitä
    kuoppaan jääneet kolme noppaa.
tut-dd-extend =
    Seinällä olevien kolmen lapion viereen tuli vielä yksi: neljä lapiota tuo kaksi korttia, eli
    yhden lisää. Tikari ja tikkaat jäävät kuoppaan. Jos heitto ei vie seinälle yhtään noppaa,
    menetät kaikki tämän vuoron kortit. Kahdella nopalla se on todennäköistä, joten lopeta nyt ja
    aseta kaksi korttiasi pakoreitille.
tut-dd-challenge =
    Pelaaja 2 heitti kolme avainta ja asetti yhden kortin. Avainten mukana seinälle meni kaksi
    vartijaa: jos kolmas vartija pääsee seinälle, vuoro päättyy ja sen kortit menetetään. Nyt voit
    heittämisen sijaan haastaa: heität kaikki kuusi noppaa, panet vartijat sivuun ja heität loput
    uudelleen, enintään kolme kertaa. Kolme vartijaa voittaa, ja saat vastustajan pakoreitiltä
    enintään kolme korttia. Haasta Pelaaja 2.
tut-dd-challenge_won =
    Kolme vartijaa kahdella heitolla: voitit haasteen ja sait Pelaaja 2:n ainoan kortin. Lopeta ja
    aseta se omalle pakoreitillesi.
tut-dd-big_roll =
    Pelaaja 2 yritti onneaan liikaa: kolmas vartija pääsi seinälle, ja vuoro päättyi tyhjin käsin.
    Seuraavassa heitossasi oli kuusi eri kuvaa, mikä tuo kerralla kolme korttia (kolme paria tuo
    yhden, kuten Pelaaja 2 juuri heitti). Pakoreitilläsi on kuusi korttia, ja tarvitset vielä kaksi.
    Heitä kaikki kuusi noppaa.
tut-dd-escape =
    Neljä tikaria tuo kaksi korttia: niitä on nyt kahdeksan. Lopeta, aseta kortit ja pakene!
tut-dd-outro =
    Pääsit pakoon ja voitit! Siinä oli koko peli: heitä, yritä onneasi, lopeta ajoissa ja haasta,
    kun vastustajalla on kortteja vietäväksi. Kaikki säännöt ovat pelin sääntösivulla.
