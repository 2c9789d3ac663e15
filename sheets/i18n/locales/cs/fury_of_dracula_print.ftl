fod-print-document = Běsnění Drákuly: záznam Cesty a přehled lovců
fod-print-dracula_player = Drákula:
fod-print-unverified_note = neověřená hodnota: výchozí domácí pravidlo aplikace; opravte ji podle svého výtisku
fod-print-notes = Poznámky
fod-print-trail_log-title = Záznam Drákulovy Cesty
fod-print-trail_log-note = Tento list držte mimo dohled lovců. Jeden řádek na každou Drákulovu fázi; silná čára uzavírá každý týden.
fod-print-trail_log-round = Kolo
fod-print-trail_log-weekday = Den
fod-print-trail_log-location = Karta lokace
fod-print-trail_log-card_no = Č.
fod-print-trail_log-power = Karta moci
fod-print-trail_log-encounter = Karta střetnutí
fod-print-trail_log-revealed = Odhaleno
fod-print-trail_log-left = Připraveno / doupě
fod-print-trail_log-start = Start
fod-print-trail_log-lairs = Doupata (pokročilá pravidla)
fod-print-trail_log-lair_encounters = Karty střetnutí v doupěti
fod-print-trail_log-powers = Karty moci (pokročilá pravidla)
fod-print-power-feed = Krmení: místo pohybu, bez karty střetnutí; vyléčí { $heal }.
fod-print-power-dark_call =
    { $draw ->
        [one] Temné volání: místo pohybu, bez karty střetnutí; { $damage } zranění, dobere { $draw } kartu střetnutí.
        [few] Temné volání: místo pohybu, bez karty střetnutí; { $damage } zranění, dobere { $draw } karty střetnutí.
       *[other] Temné volání: místo pohybu, bez karty střetnutí; { $damage } zranění, dobere { $draw } karet střetnutí.
    }
fod-print-power-wolf_form =
    { $roads ->
        [one] Vlčí podoba: s kartou lokace nejvýš { $roads } silnici daleko; { $damage } zranění.
        [few] Vlčí podoba: s kartou lokace nejvýš { $roads } silnice daleko; { $damage } zranění.
       *[other] Vlčí podoba: s kartou lokace nejvýš { $roads } silnic daleko; { $damage } zranění.
    }
fod-print-power-misdirect = Špatný směr: uvolní jeden úkryt (ne kartu moci, Drákulův hrad, jeho lokaci ani lokaci Skrytí) a zaujme jeho pole.
fod-print-power-hide = Skrytí: má rub karty lokace; Drákula zůstává, kde je; jeho karta střetnutí se nemůže připravit.
fod-print-tracker-title = Přehled lovců
fod-print-tracker-note = Veřejný stav hry: číst ho a zapisovat do něj smí kdokoli u stolu.
fod-print-tracker-tracks = Stupnice
fod-print-tracker-dracula_wins = Při 13 vítězí Drákula
fod-print-tracker-hunters_win = Při 15 vítězí lovci
fod-print-tracker-rumours = Drákulovy zvěsti
fod-print-tracker-dracula_events = Drákulovy události
fod-print-tracker-despair_rule = Neděle noc → pondělí den: žeton zoufalství (a v pokročilé hře zvěsti pro Drákulu). Tři žetony zoufalství: Běsnění Drákuly.
fod-print-tracker-hunters = Lovci
fod-print-tracker-player = Hráč
fod-print-tracker-location = Lokace
fod-print-tracker-start = start: { $place }
fod-print-tracker-damage = Zranění (zdraví { $health })
fod-print-tracker-bites = Kousnutí (polí: { $spaces })
fod-print-tracker-items = Předměty (nejvýš { $limit })
fod-print-tracker-events = Události (nejvýš { $limit })
fod-print-tracker-always_weakened = Oslabená (vždy)
fod-print-tracker-defeated = Porážka: za úsvitu do nemocnice
fod-print-tracker-tokens = Žetony na mapě (zapište kde)
fod-print-tracker-token = { $token } ({ $count })
fod-print-tracker-ally_hunters = Spojenec lovců
fod-print-tracker-ally_dracula = Drákulův spojenec
fod-print-tracker-round = Průběh kola
fod-print-tracker-round-dawn = čas +1 (ne v 1. kole); nebeská hostie odchází; poražení lovci jdou do nejbližší nemocnice; denní boj, je-li Drákula odhalen ve městě s lovcem.
fod-print-tracker-round-day = každý lovec v pořadí provede jednu akci; zásobení bere události z vrchu balíčku.
fod-print-tracker-round-dusk = čas +1; noční boj; z každého města s mlhou ubude jeden žeton; Drákula odebere jeden zátaras a jednu bouři.
fod-print-tracker-round-night = každý jednu akci, bez pohybu; lovec na moři vynechá; zásobení bere události ze spodu balíčku.
fod-print-tracker-round-dracula = Cesta se posune (pole 6 se připraví nebo stane doupětem); nová karta na pole 1; na ni karta střetnutí; doplnění na pět karet střetnutí.
fod-print-tracker-no_bites = Polí kousnutí: { $spaces }, první kousnutí poráží
