# Tietokoneen analyysi (noppa review, noppa.review): päätteen raportti ja sen virheet.
review-arg-review = tietokoneen analyysi päättyneestä pelistä: jokainen päätös parhaan siirron ja menetetyn voittomahdollisuuden kanssa, jokainen heitto tuureineen
review-arg-file = päättyneen pelin tallennus päätteestä tai huoneen vienti (JSON)
review-arg-json = tulosta analyysin tiedot JSON-muodossa raportin sijaan
review-arg-count = MÄÄRÄ
review-arg-simulations = pelautuksia asemaa kohden, kun analyysi arvioi (kaikki pelit paitsi kaksinpelattu Dungeon Dice; oletus 200): enemmän on hitaampaa ja varmempaa
review-arg-seed = analyysin pelautusten siemenluku (sama siemen antaa saman analyysin)
review-error-unfinished = Pelillä ei ole vielä tulosta: vain päättyneen pelin voi analysoida.
review-error-not_verified = Peli ei toistu täsmälleen ({ $where }: { $problem }), joten sitä ei voi analysoida.
review-error-simulations = Pelautuksia asemaa kohden on oltava vähintään yksi, ei { $value }.
review-progress = Analysoidaan… { $done }/{ $total } siirtoa
review-title = Tietokoneen analyysi: { $game }, { $players } pelaajaa
review-method-exact = Tarkka: jokainen luku on voittomahdollisuus, jos molemmat pelaavat siitä eteenpäin täydellisesti (ratkaistu peli).
review-method-estimate = Hakubotin pelautuksista arvioitu ({ $simulations } asemaa kohden): jokaisen luvun perässä on sen keskivirhe, ja siirto lasketaan virheeksi vain, jos se menetti yli kaksi keskivirhettä.
review-result = Tulos: { $winners } voitti ({ $reason })
review-summary = { $player }: tarkkuus { $accuracy } ({ $best }/{ $decisions } { $decisions ->
    [one] päätöksestä
   *[other] päätöksestä
}), menetetty voittomahdollisuus { $lost }, noppaonni { $luck } { $rolls ->
    [one] { $rolls } heitossa
   *[other] { $rolls } heitossa
}
review-costly = siirto { $number } (vuoro { $turn }): { $played } – paras olisi ollut { $best }, menetys { $lost }
review-column-number = #
review-column-player = Pelaaja
review-column-played = Siirto
review-column-best = Paras
review-column-lost = Menetys
review-column-luck = Tuuri
review-column-chance = Voittomahdollisuus
review-luck_of = { $luck } ({ $player })
review-error-no_search = Peliä { $game } ei voi analysoida: siinä ei ole hakua, jolla tietokone arvioisi sen asemia.
