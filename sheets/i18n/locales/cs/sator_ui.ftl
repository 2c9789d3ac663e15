kind-sator = SATOR AREPO TENET OPERA ROTAS
sator-new-title = Nová hra: SATOR
sator-new-players = Hráči
sator-new-name = Jméno hráče { $number }
sator-new-colour = Barva
sator-new-clockwise = Hráče zapište po směru hodinových ručiček, jak sedíte u stolu.
sator-new-who_starts = Kdo začíná?
sator-new-psalm = Začíná hráč, který naposledy pronesl žalm.
sator-new-starter = Začínající hráč
sator-new-starter_random = Nikdo neví: vylosovat
sator-new-draws = Poziční karty a lávky
sator-new-drawn_by-app = Losuje aplikace
sator-new-drawn_by-table = Jak padlo u stolu
sator-new-seed = Losování č. { $seed }: stejné číslo dá vždy stejný výsledek.
sator-new-draw_again = Losovat znovu
sator-new-positioning_entry = Poziční karta vytažená z balíčku každé barvy
sator-new-unnumbered = bez čísla
sator-new-walkway_entry = Lávky, které dostal každý hráč
sator-new-walkway_entry_help = U každého tvaru materiál dílku každého hráče. Při třech hráčích se zbylé dílky vybírají.
sator-new-unverified_rules =
    { $count ->
        [one] { $count } hodnota pravidel je jen odhad: zkontrolujte ji v domácích pravidlech (vpravo nahoře).
        [few] { $count } hodnoty pravidel jsou jen odhady: zkontrolujte je v domácích pravidlech (vpravo nahoře).
       *[other] { $count } hodnot pravidel je jen odhadem: zkontrolujte je v domácích pravidlech (vpravo nahoře).
    }
sator-new-house_rules = Domácí pravidla pro nové hry
sator-new-start = Začít hru
sator-new-print = Vytisknout přehled a karty tahu
sator-new-problem-name_missing = Hráč { $number } musí mít jméno.
sator-new-problem-name_too_long =
    { $most ->
        [one] Jméno hráče { $number } může mít nejvýše { $most } znak.
        [few] Jméno hráče { $number } může mít nejvýše { $most } znaky.
       *[other] Jméno hráče { $number } může mít nejvýše { $most } znaků.
    }
sator-new-problem-name_control = Jméno hráče { $number } obsahuje řídicí znak, například konec řádku nebo tabulátor.
sator-new-problem-name_direction = Jméno hráče { $number } obsahuje znak, který mění směr textu.
sator-new-problem-name_twice = Dva hráči se jmenují { $name }: dejte jim různá jména.
sator-new-problem-colour_twice = Dva hráči hrají za barvu { $colour }: každý potřebuje vlastní barvu.
sator-new-problem-card_out_of_range = Poziční karta barvy { $colour } musí mít číslo od 1 do { $most }.
sator-new-problem-walkway_missing = { $player }: zadejte materiál dílku ({ $shape }).
sator-new-problem-walkway_twice = { $piece } je zadán dvakrát: každý dílek je v krabici jen jednou.
sator-new-problem-refused = Pravidla tuto přípravu odmítají: { $problem }
sator-new-figure_colour = Barva figurek (jak jí říkáte)
sator-new-figure_colour_hint = například modrá
sator-new-materials = Materiály lávek podle vašich dílků
sator-new-materials_help = Naše pravidla čtyři sady lávek nepojmenovávají. Pojmenujte je tak, jak je rozlišujete (dřevo, kámen…); aplikace si názvy zapamatuje pro další hry.
sator-new-prayer_costs = Ceny modliteb podle vašich karet
sator-new-prayer_costs_help = Naše pravidla uvádějí úrovně AB jen u modlitby 1. Označte úrovně natištěné na ostatních kartách; aplikace si je zapamatuje pro další hry.
sator-new-problem-prayer_levels_missing = Označte aspoň jednu úroveň AB modlitby { $prayer }.
sator-check-seats = Hráči po směru hodinových ručiček od začínajícího
sator-check-starts = { $player } (začíná)
sator-check-clockwise = Hraje se doleva; karty se rozdávají od začínajícího hráče.
sator-check-positioning = Poziční karty: jedna z balíčku každé barvy
sator-check-card = karta { $card }
sator-check-any_card = vytáhněte jednu kartu
sator-check-in_play = { $colour }: { $card }; položte knihy podle ní.
sator-check-not_in_play = { $colour } (nikdo nehraje): { $card }; položte jen knihy hrajících barev.
sator-check-walkways = Rozdání lávek
sator-check-walkways_help = Každé políčko uvádí materiály dílků daného tvaru, které hráč dostane.
sator-check-shape = Tvar
sator-check-pool = K výběru
sator-check-draft = Výběr zbylých lávek
sator-check-draft_pool = Zbývá: { $pieces }.
sator-check-placement =
    { $count ->
    [one] Pokládání lávky
    [few] Pokládání { $count } lávek v tomto pořadí
   *[other] Pokládání { $count } lávek v tomto pořadí
    }
sator-check-deal = Karty Incertus Movet podle pořadí
sator-check-deal_line =
    { $count ->
    [one] { $player }: { $count } karta
    [few] { $player }: { $count } karty
   *[other] { $player }: { $count } karet
    }
sator-check-pile =
    { $count ->
    [one] Na dobírací balíček zbývá { $count } karta.
    [few] Na dobírací balíček zbývají { $count } karty.
   *[other] Na dobírací balíček zbývá { $count } karet.
    }
sator-check-reminders = Před prvním tahem
sator-print-document = SATOR: přehled přípravy a karty tahu
sator-print-area-title = Název
sator-print-area-notes = Poznámky
sator-print-checklist_blank = Přehled přípravy: doplňte, co vám padlo, a odškrtávejte kroky.
sator-print-checklist_for =
    { $count ->
    [one] Přehled přípravy pro { $count } hráče, losování č. { $seed }
    [few] Přehled přípravy pro { $count } hráče, losování č. { $seed }
   *[other] Přehled přípravy pro { $count } hráčů, losování č. { $seed }
    }
sator-print-player_blank = { $number }. jméno ______________________  barva ______________
sator-print-positioning_blank = { $colour }: karta ______   hraje se? ano / ne
sator-print-colour_blank = barva ____________
sator-print-colour_of = barva hráče { $player }
sator-print-material_blank = { $number } = ________
sator-print-material_legend = Materiály: { $materials }.
sator-print-player_column = Hráč { $number }
sator-print-deal_rule =
    { $players ->
        [one] { $players } hráč: { $each } od každého tvaru
        [few] { $players } hráči: každý { $each } od každého tvaru
       *[other] { $players } hráčů: každý { $each } od každého tvaru
    }
sator-print-deal_rule_draft =
    { $players ->
        [one] { $players } hráč: { $each } od každého tvaru, zbytek ({ $left }) se vybírá v pořadí { $order }
        [few] { $players } hráči: každý { $each } od každého tvaru, zbytek ({ $left }) se vybírá v pořadí { $order }
       *[other] { $players } hráčů: každý { $each } od každého tvaru, zbytek ({ $left }) se vybírá v pořadí { $order }
    }
sator-print-deal_blank =
    { $players ->
        [one] { $players } hráč, od začínajícího: { $sizes }
        [few] { $players } hráči, od začínajícího: { $sizes }
       *[other] { $players } hráčů, od začínajícího: { $sizes }
    }
sator-print-unverified_note = { $mark } Hodnota, kterou naše pravidla nepotvrzují: odhad aplikace. Opravte ji podle své kopie hry (domácí pravidla v aplikaci).
sator-print-card_title = Karta tahu
sator-print-card_heading = Karta tahu: { $player } · { $colour }
sator-print-name_blank = ________________
sator-print-budget =
    { $ap ->
        [one] { $ap } akční bod (AB) v každém tahu, utrácený v pořadí kroků; nevyužité AB propadají.
        [few] { $ap } akční body (AB) v každém tahu, utrácené v pořadí kroků; nevyužité AB propadají.
       *[other] { $ap } akčních bodů (AB) v každém tahu, utrácených v pořadí kroků; nevyužité AB propadají.
    }
sator-print-prayers_line = Liber Fidei: AB natištěné na kartě (viz vpravo); ne v prvním kole; nedávají body pohybu.
sator-print-move_line = Jedno pole za každou kartu Incertus Movet zahranou v tomto tahu, po lávkách, vodorovně a svisle; jiní mniši a Gargoylové blokují.
sator-print-draw_line =
    { $size ->
        [one] Doberte zpět do { $size } karty z balíčku Incertus Movet a svého balíčku Liber Fidei; nikdy víc než { $limit } Liber Fidei v ruce.
       *[other] Doberte zpět do { $size } karet z balíčku Incertus Movet a svého balíčku Liber Fidei; nikdy víc než { $limit } Liber Fidei v ruce.
    }
sator-print-ap_track = Utracené AB
sator-print-free_action = Volná akce, jednou za tah
sator-print-prayers_heading = Liber Fidei, každá jednou za hru
sator-print-prayer_line = { $prayer }: { $levels } AB
sator-print-books = Mé ztracené knihy
sator-check-reminders_now = Nezapomeňte
sator-stage-title = Příprava: { $stage }
sator-stage-anyone = Až bude stůl připraven, zaznamenejte to níže.
sator-stage-you = Teď je na řadě { $player }: zaznamenejte to zde.
sator-stage-other_device = Teď je na řadě { $player }, na svém zařízení.
sator-stage-on_host = Teď je na řadě { $player }, na zařízení hostitele.
sator-stage-host_records = Až bude stůl připraven, zaznamená to zařízení hostitele.
sator-stage-walkways_placed = Lávky jsou položeny podle pravidel
sator-stage-walkways_help = Pokládejte lávky podle stavebního řádu níže. Později nikdo nepotřebuje vědět, kdo položil kterou: až budou na plánu všechny, zaznamenejte to jedním klepnutím.
sator-stage-by_piece = Zaznamenávat každou položenou lávku (nepovinné)
sator-stage-by_piece_hide = Skrýt záznam jednotlivých lávek
sator-stage-books_placed = Knihy jsou rozmístěny
sator-stage-start_play = Karty rozdány: začít první tah
sator-stage-draft_which = Kterou lávku si { $player } bere?
sator-stage-place_which = Kterou lávku { $player } pokládá?
sator-turn-round = { $round }. kolo · { $turn }. tah
sator-turn-whose = Na tahu: { $player } ({ $colour })
sator-turn-step_status-done = { $step }: hotovo
sator-turn-step_status-current = { $step }: právě teď
sator-turn-step_status-todo = { $step }: teprve přijde
sator-turn-ap_left = Zbývá { $left } z { $total } AB
sator-turn-monk_locked = Mnich je v tomto tahu zamčen (Mihi in dies…): žádný pohyb.
sator-turn-free_unused = Volná akce: ještě nevyužita
sator-turn-free_used = Volná akce využita: { $kind }
sator-turn-prayers_locked = Liber Fidei: ne v prvním kole
sator-turn-prayers_open = Liber Fidei lze použít (každou jednou za hru)
sator-turn-plays = Karty zahrané v tomto tahu
sator-turn-play = { $card } na { $pieces }: { $ap } AB (z toho { $surcharge } za mnichy)
sator-turn-play_no_walkway = { $card }: { $ap } AB (z toho { $surcharge } za mnichy)
sator-turn-reminders = Teď, v tomto pořadí
sator-act-watching = Na tahu je { $player } na svém zařízení: toto zařízení hru sleduje.
sator-act-watching_host = Na tahu je { $player }, na zařízení hostitele: toto zařízení hru sleduje.
sator-act-not_your_turn = Na tahu je { $player }.
sator-act-collect_for = { $player } sbírá knihu (mnich posunutý modlitbou Nihil pensi)
sator-act-next_step = Další krok: { $step }
sator-act-now = { $step } (teď)
sator-act-exchange = Výměna: { $ap } AB
sator-act-search_exchange = Výměna s modlitbou: { $ap } AB
sator-act-rotas = ROTAS: { $ap } AB za rotaci
sator-act-moves = MOVES: { $ap } AB za pole
sator-act-prayer = Použít Liber Fidei
sator-act-collect_book = Můj mnich sebral mou knihu
sator-act-draw = Dobrat do šesti
sator-act-end_turn = Ukončit tah
sator-act-anytime = Kdykoli během tahu
sator-act-free_action = Volná akce
sator-act-remove_gargoyle =
    { $cards ->
        [one] Odstranit Gargoyla ({ $cards } karta)
        [few] Odstranit Gargoyla ({ $cards } karty)
       *[other] Odstranit Gargoyla ({ $cards } karet)
    }
sator-device-change = Čí zařízení?
sator-device-own =
    Zařízení, na kterém hraje { $player }: ukazuje jen { GENDER($player) ->
        [feminine] její karty a jedná jen za ni.
        [masculine] jeho karty a jedná jen za něj.
       *[neutral] vlastní karty a jedná jen za své místo.
    }
sator-device-shared = Sdílené zařízení: hraje za hráče bez vlastního zařízení.
sator-device-title = Čí je toto zařízení?
sator-device-explain = Hráč, který si zde vezme své místo, uvidí na tomto zařízení své karty Liber Fidei a nikoho jiného. Místo si zapamatuje tento prohlížeč.
sator-device-take = Na tomto zařízení hraje { $player }
sator-device-no_seat = Bez místa: telefon se jen dívá
sator-device-share = Sdílené zařízení (pro všechny)
sator-hand-open = { $player }: ukázat své karty
sator-hand-open_hint = Dívat se má jen { $player }; karty se znovu skryjí, až tah skončí.
sator-hand-yours = Vaše karty
sator-hand-of = Karty: { $player }
sator-hand-prayers = Liber Fidei v ruce
sator-hand-no_prayers = Žádná karta Liber Fidei v ruce.
sator-hand-pile = Ještě ve vašem balíčku Liber Fidei: { $prayers }
sator-hand-close = Skrýt karty
sator-history-empty = Zatím se nic nestalo.
sator-table-players = Hráči
sator-table-player = { $number }. { $name } · { $colour }
sator-table-active = na tahu
sator-table-own_device = vlastní zařízení
sator-table-books = Knihy: { $books } / { $total }
sator-table-used = Použité Liber Fidei ({ $count } z { $total }): { $prayers }
sator-table-gargoyle = Gargoyl: { $where }
sator-table-gargoyle_on = Gargoyl sedí na lávce: { $piece }
sator-table-removed = Natrvalo mimo plán: { $pieces }
sator-play-title = SATOR
sator-play-menu = Další
sator-play-checklist = Celý přehled přípravy
sator-play-print = Vytisknout přehled a karty tahu
sator-play-results = Výsledek
sator-play-house_rules = Domácí pravidla této hry
sator-play-winner = { $player } má všechny čtyři knihy a vítězí!
sator-form-private = Karty, které má { $player }: dívá se jen { $player }.
sator-form-incomplete = Vyberte vše výše.
sator-form-cost = Stojí { $ap } AB; potom zbývá { $left } AB.
sator-form-exchange_title = Výměna za { $ap } AB
sator-form-search_title = Výměna s modlitbou za { $ap } AB
sator-form-exchange_send = Vyměnit
sator-form-no_prayers_in_hand = Nemáte v ruce žádnou kartu Liber Fidei.
sator-form-taken = Co jste si vzali?
sator-form-searched = Kterou kartu jste si vybrali?
sator-form-take_incertus = kartu Incertus Movet
sator-form-take_prayer = Liber Fidei { $prayer }
sator-form-rotas_title = Zahrát kartu ROTAS
sator-form-moves_title = Zahrát kartu MOVES
sator-form-rotas_help = Karta ukazuje tvar: otočte lávku toho tvaru kolem jednoho jejího pole.
sator-form-moves_help = Karta ukazuje materiál: posuňte lávku toho materiálu.
sator-form-shape = Tvar lávky
sator-form-material = Materiál lávky
sator-form-rotations = Rotace
sator-form-squares = Posun o kolik polí
sator-form-monks = Počet mnichů na lávce
sator-form-monks_paid =
    { $monks ->
        [one] Za { $monks } mnicha na této lávce je v tomto tahu už zaplaceno.
        [few] Za { $monks } mnichy na této lávce je v tomto tahu už zaplaceno.
       *[other] Za { $monks } mnichů na této lávce je v tomto tahu už zaplaceno.
    }
sator-form-play_send = Zahrát kartu
sator-form-prayer_title = Použít Liber Fidei
sator-form-which_prayer = Která modlitba?
sator-form-prayer_ap = Zaplacené AB (jak je natištěno na kartě)
sator-form-prayer_walkways = Lávky, na které působí ({ $least } až { $most })
sator-form-pray_send = Použít
sator-form-free_title = Volná akce
sator-form-free_kind = Co se stalo?
sator-form-free_send = Zaznamenat
sator-form-free_monks = Počet mnichů stojících na lávce
sator-form-walkways_monk = Stojí na některé z těchto lávek mnich?
sator-form-walkways_load = Je na některé z těchto lávek mnich nebo kniha?
sator-form-answer-no = Ne
sator-form-answer-yes = Ano
sator-form-answer-empty = Ne, jsou prázdné
sator-form-answer-monk = Ano, mnich
sator-form-answer-book = Ano, kniha
sator-form-gargoyle_title =
    { $cards ->
        [one] Odstranit Gargoyla: odhodit { $cards } kartu
        [few] Odstranit Gargoyla: odhodit { $cards } karty
       *[other] Odstranit Gargoyla: odhodit { $cards } karet
    }
sator-form-which_gargoyle = Kterého Gargoyla?
sator-form-gargoyle_send = Odstranit
sator-form-draw_title = Dobrat do šesti
sator-form-draw_incertus = Dobrané karty Incertus Movet
sator-form-check_cards = Vaše karty říkají něco jiného: zkontrolujte je a vyberte znovu.
sator-form-no_prayers_left = Ve vašem balíčku nezbývá žádná karta Liber Fidei.
sator-form-draw_prayers = Liber Fidei dobrané z vašeho balíčku
sator-form-draw_send = Dobrat
sator-results-title = Výsledek
sator-results-back = Zpět ke stolu
sator-results-not_finished = Hra ještě neskončila.
sator-results-winner_mark = Vítěz
sator-results-unverified = Tato hra stála na těchto odhadech
sator-results-edit_rules = Opravit domácí pravidla
sator-rules-title = Domácí pravidla této hry
sator-rules-title_defaults = Domácí pravidla SATOR pro nové hry
sator-rules-intro = Naše pravidla tyto hodnoty neuvádějí jistě. Nastavte je podle své kopie hry; hodnoty označené jako neověřené jsou odhady aplikace.
sator-rules-reset = Zpět na hodnoty aplikace
sator-rules-saved = Domácí pravidla uložena.
sator-rules-bad_number = Zadejte celá čísla u: { $rule }
sator-rules-do_not_fit = Tyto hodnoty nejdou dohromady: { $problem }
sator-rules-log_refuses = S těmito pravidly by byl už provedený tah nepovolený: { $reason }
sator-rules-rotas_per_shape = ROTAS na tvar
sator-rules-moves_per_material = MOVES na materiál
sator-rules-grid_wide = Polí na šířku
sator-rules-grid_high = Polí na výšku
sator-rules-yes = Ano
sator-rules-value-consecutive_cards = Karta zahraná těsně předtím
sator-rules-value-per_piece = Poslední karta zahraná na tuto lávku
sator-turn-movement =
    { $count ->
    [one] Body pohybu: { $count } (jeden za každou zahranou kartu Incertus Movet)
    [few] Body pohybu: { $count } (jeden za každou zahranou kartu Incertus Movet)
   *[other] Body pohybu: { $count } (jeden za každou zahranou kartu Incertus Movet)
    }
sator-table-hand =
    { $count ->
    [one] V ruce { $count } karta, z toho Liber Fidei: { $prayers }; v balíčku Liber Fidei zbývá { $pile }
    [few] V ruce { $count } karty, z toho Liber Fidei: { $prayers }; v balíčku Liber Fidei zbývá { $pile }
   *[other] V ruce { $count } karet, z toho Liber Fidei: { $prayers }; v balíčku Liber Fidei zbývá { $pile }
    }
sator-table-piles = Incertus Movet: { $pile } v dobíracím balíčku, { $discard } v odhazovacím
sator-table-to_place =
    { $count ->
    [one] Zbývá položit { $count } lávku
    [few] Zbývá položit { $count } lávky
   *[other] Zbývá položit { $count } lávek
    }
sator-hand-incertus =
    { $count ->
    [one] { $count } karta Incertus Movet
    [few] { $count } karty Incertus Movet
   *[other] { $count } karet Incertus Movet
    }
sator-form-discarded_prayers =
    { $count ->
    [one] Z { $count } odhozené karty byly tyto Liber Fidei (ostatní Incertus Movet)
    [few] Z { $count } odhozených karet byly tyto Liber Fidei (ostatní Incertus Movet)
   *[other] Z { $count } odhozených karet byly tyto Liber Fidei (ostatní Incertus Movet)
    }
sator-results-length =
    { $rounds ->
        [one] { $rounds } kolo
        [few] { $rounds } kola
       *[other] { $rounds } kol
    }, { $turns ->
        [one] { $turns } tah.
        [few] { $turns } tahy.
       *[other] { $turns } tahů.
    }
sator-history-all = Celá hra
sator-new-material_of = { $player }: materiál
