sator-game-title = SATOR AREPO TENET OPERA ROTAS
sator-phase-books = Rozmístění ztracených knih
sator-phase-draft = Výběr zbylých lávek
sator-phase-placement = Rozmístění lávek
sator-phase-deal = Rozdání karet
sator-phase-play = Hra
sator-phase-finished = Konec hry
sator-step-exchange = 1 Výměna karet
sator-step-play = 2 Hraní karet
sator-step-move = 3 Pohyb mnicha
sator-step-discard = 4 Odhození použitých karet
sator-step-draw = 5 Braní nových karet
sator-step_name-exchange = Výměna karet
sator-step_name-play = Hraní karet
sator-step_name-move = Pohyb mnicha
sator-step_name-discard = Odhození použitých karet
sator-step_name-draw = Braní nových karet
sator-card-rotas = ROTAS
sator-card-moves = MOVES
sator-card-prayer = Liber Fidei
sator-free_action-monk_step = mnich o jedno pole
sator-free_action-slide = posun prázdné lávky o jedno pole
sator-free_action-rotate = otočení prázdné lávky
sator-pile-incertus = Incertus Movet
sator-pile-liber_fidei = Liber Fidei
sator-gargoyle-supply = v zásobě
sator-gargoyle-board = na lávce
sator-gargoyle-box = zpět v krabici
sator-colour-red = červená
sator-colour-colour_2 = barva 2
sator-colour-colour_3 = barva 3
sator-colour-colour_4 = barva 4
sator-material-material_1 = materiál 1
sator-material-material_2 = materiál 2
sator-material-material_3 = materiál 3
sator-material-material_4 = materiál 4
sator-shape-large_corner = velký rohový díl
sator-shape-small_corner = malý rohový díl
sator-shape-t_piece = T díl
sator-shape-long_straight = velký rovný díl
sator-shape-medium_straight = střední rovný díl
sator-shape-short_straight = krátký rovný díl
sator-piece = { $shape } ({ $material })
sator-component-board = herní plán
sator-component-walkway = lávka
sator-component-monk = mnich
sator-component-gargoyle = Gargoyl
sator-component-book = ztracená kniha
sator-component-liber_fidei = karta Liber Fidei (modlitba)
sator-component-incertus_movet = karta Incertus Movet in Aero Sospeso
sator-component-positioning_card = poziční karta
sator-component-action_points = akční body (AB)
sator-component-free_action = volná akce
sator-component-movement_points = body pohybu
sator-component-draw_pile = dobírací balíček
sator-component-discard_pile = odhazovací balíček
sator-component-round = kolo
sator-component-turn = tah
sator-status-stated = podle pravidel
sator-status-garbled = text pravidel zde nečitelný
sator-status-reviewed = z recenzí, neověřeno
sator-status-inferred = náš odhad, neověřeno
sator-status-default = v žádném zdroji: zástupná hodnota
sator-prayer-1-gloss = Nemají žádné skrupule ani hranice
sator-prayer-1-effect = Pohněte mnichy soupeřů podle pravidel pohybu: za 1 AB jedním mnichem až o 4 pole; za 2 AB jedním nebo dvěma mnichy celkem o 6 polí; za 3 AB libovolným počtem mnichů celkem o 9 polí.
sator-prayer-2-gloss = Laskavost je nestárnoucí a jasná
sator-prayer-2-effect = Položte svého Gargoyla na libovolné pole libovolné lávky. S lávkou pak nelze posouvat, otáčet ji ani ji odstranit a žádný mnich nesmí vstoupit na jeho pole.
sator-prayer-3-gloss = Má duše plane každý den více a více
sator-prayer-3-effect = Otočte nebo posuňte až 5 různých lávek, na kterých nestojí mnich. Váš mnich se v tomto tahu nepohne.
sator-prayer-4-gloss = Víra dokáže překonat všechny překážky
sator-prayer-4-effect = Posuňte jednu lávku bez mnicha o 4 až 6 polí, jen vodorovně a svisle; směr smíte měnit.
sator-prayer-5-gloss = Vítězství je v našich rukou
sator-prayer-5-effect = Odstraňte z herního plánu 1 nebo 2 prázdné lávky až do konce hry.
sator-prayer-6-gloss = Tak proč to neprobudit?
sator-prayer-6-effect = Vezměte 1 nebo 2 lávky bez mnicha a bez knihy a položte je na libovolné volné místo.
sator-prayer-7-gloss = Naše síla žije v naší duši i našem těle
sator-prayer-7-effect = Posuňte svého mnicha až o 4 pole (nejsou to body pohybu).
sator-prayer-8-gloss = Mé tělo i duše náleží tobě
sator-prayer-8-effect = Váš mnich přeskočí pole propasti z konce jedné lávky na konec jiné, tak daleko, jak karta dává za zaplacené AB.
sator-setting-incertus_movet_cards = Karet Incertus Movet v balíčku
sator-setting-incertus_movet_cards-note = 78 v současném vydání; první vydání z roku 2008 jich mělo 72.
sator-setting-incertus_split = Karty ROTAS a MOVES v balíčku
sator-setting-incertus_split-note = Kolik karet ROTAS je pro každý tvar a kolik MOVES pro každý materiál, naše zdroje neuvádějí.
sator-setting-positioning_cards_per_colour = Pozičních karet jedné barvy
sator-setting-positioning_cards_per_colour-note = 52 karet ve čtyřech barvách: předpokládáme 13 od barvy, jeden balíček na čtvrtinu plánu.
sator-setting-rotas_ap_per_rotation = AB za jednu rotaci ROTAS
sator-setting-rotas_ap_per_rotation-note = Rotace o 90° nebo 180° vždy stojí 2 AB.
sator-setting-rotas_max_rotations = Rotací na jednu kartu ROTAS
sator-setting-rotas_max_rotations-note = Druhá rotace musí mít jiný střed otáčení; zbytek pravidla v našem textu chybí.
sator-setting-moves_ap_per_square = AB za pole posunu (MOVES)
sator-setting-moves_ap_per_square-note = Příklad v pravidlech oceňuje posun o 2 pole na 2 AB.
sator-setting-moves_max_squares = Nejdelší posun kartou MOVES
sator-setting-moves_max_squares-note = Je natištěn na kartě; pravidla ho neuvádějí.
sator-setting-monk_surcharge_ap = AB za mnicha na posouvané lávce
sator-setting-monk_surcharge_ap-note = Platí se jednou za lávku za tah.
sator-setting-gargoyle_removal_ap = AB za odstranění Gargoyla
sator-setting-gargoyle_removal_ap-note = Odstranění Gargoyla stojí 3 odhozené karty; zda stojí i AB, pravidla neuvádějí.
sator-setting-golden_rule_scope = Zlaté pravidlo pohybu lávkami
sator-setting-golden_rule_scope-note = „Ne dvě stejné karty za sebou na stejný díl lávky“: karta hraná těsně předtím, nebo poslední karta hraná na tuto lávku.
sator-setting-opponents_collect_books = Mnich posunutý soupeřem sbírá knihy
sator-setting-opponents_collect_books-note = Náš předpoklad: mnich posunutý modlitbou Nihil pensi po cestě sebere své knihy.
sator-setting-round_one_prayer_discard = V 1. kole lze při výměně odhodit modlitbu
sator-setting-round_one_prayer_discard-note = Náš výklad: pravidla zakazují karty Liber Fidei v prvním kole použít; odhozením při výměně se nepoužijí, výměnu proto přijímáme.
sator-setting-colour_names = Názvy barev
sator-setting-colour_names-note = Naše zdroje jmenují jen červenou.
sator-setting-material_names = Názvy materiálů lávek
sator-setting-material_names-note = Naše zdroje čtyři materiály nepojmenovávají.
sator-setting-board_grid = Velikost bílé mřížky
sator-setting-board_grid-note = Žádný zdroj ji neuvádí; aplikace polohy nesleduje.
sator-setting-prayer_ap = Úrovně AB na modlitbě { $prayer }
sator-setting-prayer_ap-note = Úrovně modlitby 1 jsou v pravidlech; u ostatních zadejte, co je na vašich kartách.
sator-unverified = neověřeno
outcome-sator_won =
    { GENDER($winner) ->
        [feminine] { $winner } má všechny čtyři knihy a stává se novou Klíčnicí.
        [masculine] { $winner } má všechny čtyři knihy a stává se novým Klíčníkem.
       *[neutral] { $winner } má všechny čtyři knihy a přebírá úřad Klíčníka.
    }
outcome-sator_unfinished = Hra skončila bez vítěze.
illegal-sat_no_such_seat =
    { $seats ->
        [one] Místo { $seat } neexistuje; u stolu je { $seats } hráč.
        [few] Místo { $seat } neexistuje; u stolu jsou { $seats } hráči.
       *[other] Místo { $seat } neexistuje; u stolu je { $seats } hráčů.
    }
illegal-sat_not_a_sator_action = { $action } není akce hry SATOR.
illegal-sat_game_over = Hra skončila, vítězí { $winner }.
illegal-sat_setup_not_done = Hra ještě nezačala; stůl je ve fázi: { $phase }.
illegal-sat_not_placing_books = Knihy už jsou rozmístěné; stůl je ve fázi: { $phase }.
illegal-sat_not_drafting = Teď se lávky nevybírají; stůl je ve fázi: { $phase }.
illegal-sat_not_placing_walkways = Teď se lávky nerozmisťují; stůl je ve fázi: { $phase }.
illegal-sat_not_dealing = Karty teď nelze rozdat; stůl je ve fázi: { $phase }.
illegal-sat_not_your_pick = Vybírá { $player }.
illegal-sat_not_in_draft_pool = { $piece } mezi zbylými lávkami není.
illegal-sat_not_your_placement = Lávku teď pokládá { $player }.
illegal-sat_walkway_not_yours = { $piece } není mezi vašimi lávkami k položení.
illegal-sat_not_your_turn = Na tahu je { $player }.
illegal-sat_step_passed = Na krok { $step_number } ({ $step }) je už pozdě: tah je v kroku { $current_number } ({ $current }) a kroky jdou v pevném pořadí.
illegal-sat_last_step = Braní karet je poslední krok: ukončete tah.
illegal-sat_not_enough_ap = To stojí { $cost } AB; v tomto tahu zbývá jen { $left } AB.
illegal-sat_discard_count =
    { $cards ->
        [one] Odhazuje se { $cards } karta; modliteb je uvedeno příliš mnoho ({ $listed }).
        [few] Odhazují se { $cards } karty; modliteb je uvedeno příliš mnoho ({ $listed }).
       *[other] Odhazuje se { $cards } karet; modliteb je uvedeno příliš mnoho ({ $listed }).
    }
illegal-sat_not_enough_cards =
    { $needed ->
        [one] Potřebujete v ruce { $needed } kartu Incertus Movet a máte { $held }.
        [few] Potřebujete v ruce { $needed } karty Incertus Movet a máte { $held }.
       *[other] Potřebujete v ruce { $needed } karet Incertus Movet a máte { $held }.
    }
illegal-sat_search_needs_prayer =
    { $least ->
        [one] Výměna za 2 AB vyžaduje mezi dvěma odhozenými kartami aspoň { $least } kartu Liber Fidei.
       *[other] Výměna za 2 AB vyžaduje mezi dvěma odhozenými kartami aspoň { $least } karty Liber Fidei.
    }
illegal-sat_no_such_prayer = Modlitba { $prayer } neexistuje.
illegal-sat_prayer_repeated = Modlitba je uvedena dvakrát: { $prayers }.
illegal-sat_prayer_used = { $prayer } už byla použita; každá modlitba platí jednou za hru.
illegal-sat_prayer_not_in_hand = Modlitbu { $prayer } nemáte v ruce.
illegal-sat_prayer_not_in_pile = Modlitba { $prayer } není ve vašem balíčku Liber Fidei.
illegal-sat_too_many_prayers =
    { $limit ->
        [one] Nikdy víc než { $limit } karta Liber Fidei v ruce (bylo by jich { $held }).
        [few] Nikdy víc než { $limit } karty Liber Fidei v ruce (bylo by jich { $held }).
       *[other] Nikdy víc než { $limit } karet Liber Fidei v ruce (bylo by jich { $held }).
    }
illegal-sat_incertus_exhausted =
    { $left ->
        [one] V dobíracím a odhazovacím balíčku zbývá jen { $left } karta Incertus Movet, ne { $wanted }.
        [few] V dobíracím a odhazovacím balíčku zbývají jen { $left } karty Incertus Movet, ne { $wanted }.
       *[other] V dobíracím a odhazovacím balíčku zbývá jen { $left } karet Incertus Movet, ne { $wanted }.
    }
illegal-sat_no_such_walkway = { $piece } není lávka této hry.
illegal-sat_walkway_removed = { $piece } byl z plánu natrvalo odstraněn.
illegal-sat_walkway_under_gargoyle = { $piece }: sedí na něm Gargoyl ({ $colour }), nelze s ním hýbat, otáčet ho ani ho odstranit.
illegal-sat_same_card_twice = Zlaté pravidlo: ne dvě karty { $card } za sebou na { $piece }.
illegal-sat_monks_out_of_range =
    { $monks ->
        [one] Na lávce nemůže jet { $monks } mnich, nejvýš { $most }.
        [few] Na lávce nemohou jet { $monks } mniši, nejvýš { $most }.
       *[other] Na lávce nemůže jet { $monks } mnichů, nejvýš { $most }.
    }
illegal-sat_rotations_out_of_range = Karta ROTAS otočí lávku 1 až { $most }krát.
illegal-sat_squares_out_of_range =
    { $most ->
        [one] Karta MOVES posune lávku nejvýš o { $most } pole.
        [few] Karta MOVES posune lávku o 1 až { $most } pole.
       *[other] Karta MOVES posune lávku o 1 až { $most } polí.
    }
illegal-sat_no_incertus_card = Nemáte v ruce žádnou kartu Incertus Movet.
illegal-sat_prayers_locked = Karty Liber Fidei nelze použít v prvním kole.
illegal-sat_prayer_ap_not_printed = { $prayer } nemá úroveň { $ap } AB; její úrovně: { $levels }.
illegal-sat_prayer_walkway_count =
    { $most ->
        [one] { $prayer } působí na { $least } až { $most } lávku.
        [few] { $prayer } působí na { $least } až { $most } lávky.
       *[other] { $prayer } působí na { $least } až { $most } lávek.
    }
illegal-sat_walkway_repeated = Lávka je uvedena dvakrát: { $pieces }.
illegal-sat_monk_locked = Váš mnich je v tomto tahu zamčen (Mihi in dies…).
illegal-sat_monk_already_moved = Váš mnich se v tomto tahu už pohnul, Mihi in dies… ho nemůže zamknout.
illegal-sat_gargoyle_not_in_supply = Váš Gargoyl není v zásobě: je { $where }.
illegal-sat_free_action_used = Volná akce tohoto tahu už je využita ({ $kind }).
illegal-sat_free_step_has_no_walkway = Volný krok mnicha neuvádí žádnou lávku.
illegal-sat_free_walkway_has_monk = Na lávce { $piece } stojí mnich: lávkou, na které stojí mnich, nelze hýbat volnou akcí (stálo by to AB navíc). Zahrajte na ni kartu.
illegal-sat_prayer_walkway_has_monk = { $prayer } hýbe jen lávkami, na kterých nestojí žádný mnich.
illegal-sat_prayer_walkway_has_book = { $prayer } působí jen na lávky, na kterých není žádný mnich ani kniha.
illegal-sat_walkway_needed = Uveďte lávku pro volnou akci: { $kind }.
illegal-sat_no_such_colour = { $colour } není barva této hry.
illegal-sat_colour_not_in_play = Barvou { $colour } nikdo nehraje.
illegal-sat_gargoyle_not_on_board = Gargoyl ({ $colour }) není na plánu: je { $where }.
illegal-sat_no_gargoyle_on_board = Na plánu není žádný Gargoyl.
illegal-sat_no_prayer_in_hand = Nemáte v ruce žádnou kartu Liber Fidei.
illegal-sat_monk_has_not_moved = Váš mnich se v tomto tahu nepohnul: knihy se sbírají přechodem přes ně.
illegal-sat_not_moved_by_prayer = Na tahu je { $player }; knihu teď může sebrat jen mnich posunutý v tomto tahu modlitbou Nihil pensi.
illegal-sat_prayer_discard_locked = Podle domácího pravidla tohoto stolu se v 1. kole karty Liber Fidei při výměně neodhazují: odhoďte karty Incertus Movet.
illegal-sat_books_beyond_reach =
    { $squares ->
        [one] Váš mnich se v tomto tahu posunul nejvýš o 1 pole, mohl tedy sebrat jen 1 knihu.
        [few] Váš mnich se v tomto tahu posunul nejvýš o { $squares } pole, mohl tedy sebrat jen { $squares } knihy.
       *[other] Váš mnich se v tomto tahu posunul nejvýš o { $squares } polí, mohl tedy sebrat jen { $squares } knih.
    }
illegal-sat_books_beyond_prayer =
    { $squares ->
        [few] Nihil pensi na této úrovni posune mnichy soupeřů celkem o { $squares } pole, mohli tedy sebrat jen { $squares } knihy.
       *[other] Nihil pensi na této úrovni posune mnichy soupeřů celkem o { $squares } polí, mohli tedy sebrat jen { $squares } knih.
    }
illegal-sat_prayer_moves_fewer_monks =
    { $monks ->
        [one] Nihil pensi na této úrovni posune jen jednoho mnicha soupeře.
        [few] Nihil pensi na této úrovni posune nejvýš { $monks } mnichy soupeřů.
       *[other] Nihil pensi na této úrovni posune nejvýš { $monks } mnichů soupeřů.
    }
illegal-sat_draw_nothing = Uveďte, které karty jste si vzali.
illegal-sat_hand_over_limit =
    { $size ->
        [one] Doberte jen do { $size } karty; měli byste jich { $cards }.
       *[other] Doberte jen do { $size } karet; měli byste jich { $cards }.
    }
illegal-sat_hand_not_full =
    { $size ->
        [one] Nejdřív si doberte do { $size } karty: máte { $cards }, chybí { $missing }.
       *[other] Nejdřív si doberte do { $size } karet: máte { $cards }, chybí { $missing }.
    }
event-sat_books_placed = Ztracené knihy rozmístěny podle pozičních karet.
event-sat_stage_started = Nyní: { $stage }.
event-sat_walkway_drafted =
    { GENDER($actor) ->
        [feminine] Vybrala si { $piece }.
        [masculine] Vybral si { $piece }.
       *[neutral] Vybraná lávka: { $piece }.
    }
event-sat_last_walkway_given = Dostává poslední lávku: { $piece }.
event-sat_walkways_placed = Všechny lávky jsou položeny podle pravidel.
event-sat_walkway_placed =
    { GENDER($actor) ->
        [feminine] Položila { $piece }; zbývá položit { $left }.
        [masculine] Položil { $piece }; zbývá položit { $left }.
       *[neutral] Položená lávka: { $piece }; zbývá položit { $left }.
    }
event-sat_cards_dealt =
    { $count ->
    [one] Dostává { $count } kartu Incertus Movet.
    [few] Dostává { $count } karty Incertus Movet.
   *[other] Dostává { $count } karet Incertus Movet.
    }
event-sat_round_started = Začíná { $round }. kolo.
event-sat_turn_started = Začíná tah ({ $round }. kolo): 6 AB.
event-sat_step_started = Krok { $step_number }: { $step }.
event-sat_cards_exchanged =
    { GENDER($actor) ->
        [feminine] Výměna za { $ap } AB: odhodila dvě karty{ $prayers_count ->
                [0] {""}
               *[other] {" "}(z toho Liber Fidei: { $prayers_discarded })
            } a vzala horní kartu balíčku { $took }; zbývá { $ap_left } AB.
        [masculine] Výměna za { $ap } AB: odhodil dvě karty{ $prayers_count ->
                [0] {""}
               *[other] {" "}(z toho Liber Fidei: { $prayers_discarded })
            } a vzal horní kartu balíčku { $took }; zbývá { $ap_left } AB.
       *[neutral] Výměna za { $ap } AB: dvě karty odhozeny{ $prayers_count ->
                [0] {""}
               *[other] {" "}(z toho Liber Fidei: { $prayers_discarded })
            }, vzata horní karta balíčku { $took }; zbývá { $ap_left } AB.
    }
event-sat_cards_searched =
    { GENDER($actor) ->
        [feminine] Výměna za { $ap } AB: odhodila dvě karty{ $prayers_count ->
                [0] {""}
               *[other] {" "}(z toho Liber Fidei: { $prayers_discarded })
            }, vybrala si kartu z balíčku { $took } a zamíchala ho; zbývá { $ap_left } AB.
        [masculine] Výměna za { $ap } AB: odhodil dvě karty{ $prayers_count ->
                [0] {""}
               *[other] {" "}(z toho Liber Fidei: { $prayers_discarded })
            }, vybral si kartu z balíčku { $took } a zamíchal ho; zbývá { $ap_left } AB.
       *[neutral] Výměna za { $ap } AB: dvě karty odhozeny{ $prayers_count ->
                [0] {""}
               *[other] {" "}(z toho Liber Fidei: { $prayers_discarded })
            }, karta vybrána z balíčku { $took } a balíček zamíchán; zbývá { $ap_left } AB.
    }
event-sat_pile_reshuffled =
    { $count ->
    [one] Dobírací balíček došel: zamíchejte odhazovací balíček ({ $count } karta) jako nový.
    [few] Dobírací balíček došel: zamíchejte odhazovací balíček ({ $count } karty) jako nový.
   *[other] Dobírací balíček došel: zamíchejte odhazovací balíček ({ $count } karet) jako nový.
    }
event-sat_rotas_played = ROTAS: { $piece } otočen { $amount }× za { $ap } AB (z toho { $surcharge } za mnichy); zbývá { $ap_left } AB.
event-sat_moves_played =
    { $amount ->
        [one] MOVES: { $piece } posunut o { $amount } pole za { $ap } AB (z toho { $surcharge } za mnichy); zbývá { $ap_left } AB.
        [few] MOVES: { $piece } posunut o { $amount } pole za { $ap } AB (z toho { $surcharge } za mnichy); zbývá { $ap_left } AB.
       *[other] MOVES: { $piece } posunut o { $amount } polí za { $ap } AB (z toho { $surcharge } za mnichy); zbývá { $ap_left } AB.
    }
event-sat_prayer_played =
    { $walkways ->
        [0] Modlitba { $prayer } za { $ap } AB
        [one] Modlitba { $prayer } za { $ap } AB na lávku: { $pieces }
       *[other] Modlitba { $prayer } za { $ap } AB na lávky: { $pieces }
    }; do konce hry je použita. Zbývá { $ap_left } AB.
event-sat_opponents_may_move =
    { $squares ->
        [one] Pohyb mnichů soupeřů: nejvýš { $monks }, celkem o { $squares } pole.
        [few] Pohyb mnichů soupeřů: nejvýš { $monks }, celkem o { $squares } pole.
       *[other] Pohyb mnichů soupeřů: nejvýš { $monks }, celkem o { $squares } polí.
    }
event-sat_opponents_may_move_any =
    { $squares ->
        [one] Pohyb mnichů soupeřů: libovolný počet, celkem o { $squares } pole.
        [few] Pohyb mnichů soupeřů: libovolný počet, celkem o { $squares } pole.
       *[other] Pohyb mnichů soupeřů: libovolný počet, celkem o { $squares } polí.
    }
event-sat_gargoyle_placed = Gargoyl ({ $colour }) si sedá na lávku: { $piece } je zamčen.
event-sat_gargoyle_removed =
    { $cards ->
        [one] { $cards } karta odhozena{ $prayers_count ->
                [0] {""}
               *[other] {" "}(z toho Liber Fidei: { $prayers_discarded })
            }: Gargoyl ({ $colour }) opouští { $piece } a jde do krabice.
        [few] { $cards } karty odhozeny{ $prayers_count ->
                [0] {""}
               *[other] {" "}(z toho Liber Fidei: { $prayers_discarded })
            }: Gargoyl ({ $colour }) opouští { $piece } a jde do krabice.
       *[other] { $cards } karet odhozeno{ $prayers_count ->
                [0] {""}
               *[other] {" "}(z toho Liber Fidei: { $prayers_discarded })
            }: Gargoyl ({ $colour }) opouští { $piece } a jde do krabice.
    }
event-sat_monk_locked = Mnich je zamčen: v tomto tahu se nepohne.
event-sat_walkways_removed = Natrvalo odstraněno z plánu: { $pieces }.
event-sat_free_monk_step = Volná akce: mnich o jedno pole.
event-sat_free_walkway_move = Volná akce, { $kind }: { $piece }.
event-sat_book_collected =
    { GENDER($actor) ->
        [feminine] Sebrala ztracenou knihu: { $books } ze 4.
        [masculine] Sebral ztracenou knihu: { $books } ze 4.
       *[neutral] Sebraná ztracená kniha: { $books } ze 4.
    }
event-sat_game_won =
    { $books ->
        [one] Kniha sebrána: vítězství!
        [few] Všechny { $books } knihy sebrány: vítězství!
       *[other] Všech { $books } knih sebráno: vítězství!
    }
event-sat_cards_discarded =
    { $count ->
    [one] { $count } karta Incertus Movet jde lícem nahoru na odhazovací balíček.
    [few] { $count } karty Incertus Movet jdou lícem nahoru na odhazovací balíček.
   *[other] { $count } karet Incertus Movet jde lícem nahoru na odhazovací balíček.
    }
event-sat_cards_drawn =
    { GENDER($actor) ->
        [feminine] Dobrala si
        [masculine] Dobral si
       *[neutral] Dobráno:
    } { $incertus } Incertus Movet a { $liber_fidei } Liber Fidei; { $hand ->
        [one] v ruce je teď { $hand } karta.
        [few] v ruce jsou teď { $hand } karty.
       *[other] v ruce je teď { $hand } karet.
    }
event-sat_turn_ended = Konec tahu; nevyužité AB ({ $ap_lost }) propadají. Pokračuje hráč po levici.
sator-reminder-books_from_cards = Každý hráč zamíchá poziční karty své barvy a jednu vytáhne. Karta představuje jednu čtvrtinu plánu a ukazuje polohu 4 knih, od každé barvy jedné.
sator-reminder-books_unused_colours = Vytáhněte kartu i za každou nepoužitou barvu, aby každá čtvrtina měla svou, ale pokládejte jen knihy hrajících barev.
sator-reminder-books_back_in_box = Poziční karty vraťte do krabice: už je nebudete potřebovat.
sator-reminder-books_float = Knihy se vznášejí nad propastí, dokud pod ně nepoložíte lávky.
sator-reminder-draft_order = Lávky zbylé po rozdání se vybírají v tomto pořadí: { $order }.
sator-reminder-draft_pick = { $player } si vybírá lávku; poslední připadne poslednímu hráči bez výběru.
sator-reminder-placement_order = Lávky se pokládají po jedné proti směru hodinových ručiček, začíná poslední hráč, dokud nejsou všechny na plánu; pak jde každý mnich na své startovní pole.
sator-reminder-placement_turn = { $player } pokládá jednu ze svých lávek (zbývá { $left }).
sator-reminder-building_inside_grid = Stavební řád 1: lávka musí ležet celá uvnitř bílé mřížky.
sator-reminder-building_books_on_walkways = Stavební řád 2: na konci rozmisťování musí všechny ztracené knihy ležet na lávkách. Spolupracujte.
sator-reminder-building_one_book_per_colour = Stavební řád 3: nikdy dvě knihy stejné barvy na jedné lávce.
sator-reminder-building_no_blocking = Nepokládejte lávku tak, aby ostatní už nemohli dostat lávku pod některou knihu.
sator-reminder-building_lift_book = Lávka pod knihu: knihu zvedněte, položte lávku a knihu vraťte na stejné pole.
sator-reminder-placement_strategy = Rada: nejdřív pokládejte lávky pod své knihy, jinak budete na konci vyplňovat mezery.
sator-reminder-deal_incertus = Zamíchejte karty Incertus Movet a rozdejte je podle seznamu; zbylých { $pile } tvoří dobírací balíček lícem dolů, vedle vzniká odhazovací.
sator-reminder-deal_incertus_by_seat =
    { $cards ->
        [one] Zamíchejte { $cards } kartu Incertus Movet
        [few] Zamíchejte { $cards } karty Incertus Movet
       *[other] Zamíchejte { $cards } karet Incertus Movet
    } a rozdejte je podle sedadel podle tabulky; zbytek tvoří dobírací balíček lícem dolů, vedle vzniká odhazovací.
sator-reminder-shuffle_liber_fidei =
    { $cards ->
        [one] Každý hráč zamíchá svou { $cards } kartu Liber Fidei a položí ji lícem dolů před sebe.
        [few] Každý hráč zamíchá své { $cards } karty Liber Fidei a položí je lícem dolů před sebe.
       *[other] Každý hráč zamíchá svých { $cards } karet Liber Fidei a položí je lícem dolů před sebe.
    }
sator-reminder-monks_on_start = Každý mnich stojí na svém startovním poli; každý hráč má u sebe svého Gargoyla.
sator-reminder-prayers_not_round_one = V prvním kole nelze karty Liber Fidei použít.
sator-reminder-prayer_hand_limit =
    { $limit ->
        [one] Nikdy víc než { $limit } karta Liber Fidei v ruce.
        [few] Nikdy víc než { $limit } karty Liber Fidei v ruce.
       *[other] Nikdy víc než { $limit } karet Liber Fidei v ruce.
    }
sator-reminder-walkways_belong_to_all = Zlaté pravidlo: položené lávky nepatří nikomu; kdokoli po nich může chodit a hýbat jimi.
sator-reminder-monk_locked = Byla použita Mihi in dies…: mnich se v tomto tahu nepohne, ani volnou akcí.
sator-reminder-opponents_collect = Nihil pensi posunula mnichy soupeřů: mnich, který prošel přes svou knihu, si ji teď vezme.
sator-reminder-exchange_simple = Výměna za { $ap } AB: odhoďte 2 karty a vezměte horní kartu balíčku Incertus Movet nebo svého balíčku Liber Fidei. Lze opakovat, dokud máte AB.
sator-reminder-exchange_search = Výměna za { $ap } AB: odhoďte 2 karty, aspoň jednu Liber Fidei; vyberte si libovolnou kartu z balíčku Incertus Movet nebo Liber Fidei a balíček zamíchejte.
sator-reminder-exchange_misprint = Ikona na referenční kartě říká 1 karta: správně se odhazují 2 karty.
sator-reminder-discarded_prayers_face_up = Odhozená karta Liber Fidei leží lícem nahoru před vámi a už ji nikdy nelze použít.
sator-reminder-one_effect_per_card = U každé karty zvolte jeden účinek a jeho AB; proveďte ho celý před další kartou. Zahranou kartu nelze vzít zpět.
sator-reminder-rotas_cost = ROTAS: otočte lávku tvaru z karty o 90° nebo 180° kolem jednoho jejího pole, { $ap } AB za rotaci, nejvýš { $most }krát; druhá rotace má jiný střed. Lávka smí přejít přes jiné lávky, ale skončit musí na volných polích.
sator-reminder-moves_cost = MOVES: posuňte lávku materiálu z karty, { $ap } AB za pole, nejvýš o { $most }, vodorovně a svisle; po každém poli smíte změnit směr, ale nikdy nic nepřekrýt, ani na okamžik.
sator-reminder-monk_surcharge = Posun lávky s mnichy stojí navíc { $ap } AB za mnicha, jednou za lávku za tah; mniši jedou s ní. Knihy jedou zdarma.
sator-reminder-golden_rule_cards = Zlaté pravidlo: ne dvě stejné karty za sebou na stejnou lávku (posun, otočení, posun je v pořádku, stejně jako stejná karta na různé lávky).
sator-reminder-no_back_and_forth = Posouvat lávku tam a zpět jen kvůli bodům pohybu není dovoleno.
sator-reminder-end_inside_grid = Po každém pohybu nesmí žádná lávka přesahovat mřížku ani překrývat jinou; lávkou s Gargoylem nelze hýbat.
sator-reminder-impossible_effects = Lze-li provést jen některé účinky karty, vyberte jeden z nich; nelze-li žádný, kartu nelze zahrát.
sator-reminder-prayers_no_movement = Karty Liber Fidei nedávají body pohybu.
sator-reminder-movement_points = Body pohybu: { $points } (jeden za každou zahranou kartu Incertus Movet). Nevyužité propadají.
sator-reminder-walk_rules = Choďte jen po lávkách, vodorovně a svisle, pole za bod; na jinou lávku přejdete jen tam, kde se dotýkají celou hranou pole.
sator-reminder-monks_block = Přes jiné mnichy a pole s Gargoylem nelze projít: obejděte je.
sator-reminder-collect_books = Přejdete-li přes svou knihu nebo na ní zastavíte, vezměte si ji. Cizí knihu nikdy neberte a nekončete na ní.
sator-reminder-discard_incertus = Zahrané karty Incertus Movet ({ $cards }) dejte lícem nahoru na odhazovací balíček.
sator-reminder-prayers_stay_face_up = Zahrané karty Liber Fidei zůstávají lícem nahoru před vámi, mimo hru.
sator-reminder-draw_to_six =
    { $size ->
        [one] Doberte do { $size } karty (chybí { $missing }) z balíčku Incertus Movet nebo ze svého balíčku Liber Fidei.
       *[other] Doberte do { $size } karet (chybí { $missing }) z balíčku Incertus Movet nebo ze svého balíčku Liber Fidei.
    }
sator-reminder-reshuffle =
    { $pile ->
        [one] V dobíracím balíčku zbývá jen { $pile } karta: až dojde, zamíchejte odhazovací balíček jako nový.
        [few] V dobíracím balíčku zbývají jen { $pile } karty: až dojde, zamíchejte odhazovací balíček jako nový.
       *[other] V dobíracím balíčku zbývá jen { $pile } karet: až dojde, zamíchejte odhazovací balíček jako nový.
    }
sator-reminder-free_action = Volná akce, jednou za tah, předem ohlášená: mnich o pole, nebo posun lávky bez mnicha o pole, nebo její otočení (úhel jako u ROTAS, neověřeno). Ne mezi dvěma účinky jedné karty.
sator-reminder-remove_gargoyle =
    { $cards ->
        [one] Ve svém tahu můžete odhodit { $cards } kartu (a { $ap } AB) a vrátit libovolného Gargoyla do krabice.
        [few] Ve svém tahu můžete odhodit { $cards } karty (a { $ap } AB) a vrátit libovolného Gargoyla do krabice.
       *[other] Ve svém tahu můžete odhodit { $cards } karet (a { $ap } AB) a vrátit libovolného Gargoyla do krabice.
    }
sator-reminder-unspent_ap_lost = Zbývá { $left } AB; nevyužité AB na konci tahu propadají.
sator-reminder-winner = { $player } má všechny své knihy ({ $books }) a vítězí.
