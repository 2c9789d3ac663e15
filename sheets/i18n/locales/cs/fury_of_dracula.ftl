game-fury_of_dracula = Běsnění Drákuly
outcome-fod-dracula_wins = Vítězí Drákula: jeho vliv dosáhl 13.
outcome-fod-hunters_win = Vítězí lovci: Drákula utržil 15 zranění.
# A title inside a sentence is written small ("na tahu je lord Godalming").
-fod-hunter-godalming =
    { $case ->
       *[nominative] Lord Godalming
        [mid_sentence] lord Godalming
        [genitive] lorda Godalminga
        [dative] lordu Godalmingovi
        [accusative] lorda Godalminga
        [instrumental] lordem Godalmingem
    }
    .gender = masculine
outcome-fod-unfinished = Hra ještě neskončila.
fod-role-dracula = Drákula
fod-role-hunters = Lovci
fod-side-hunters = lovci
fod-side-dracula = Drákula
fod-hunter-godalming = { -fod-hunter-godalming }
-fod-hunter-seward =
    { $case ->
       *[nominative] Dr. John Seward
        [mid_sentence] Dr. John Seward
        [genitive] Dr. Johna Sewarda
        [dative] Dr. Johnu Sewardovi
        [accusative] Dr. Johna Sewarda
        [instrumental] Dr. Johnem Sewardem
    }
    .gender = masculine
fod-hunter-seward = { -fod-hunter-seward }
-fod-hunter-van_helsing =
    { $case ->
       *[nominative] Van Helsing
        [mid_sentence] Van Helsing
        [genitive] Van Helsinga
        [dative] Van Helsingovi
        [accusative] Van Helsinga
        [instrumental] Van Helsingem
    }
    .gender = masculine
fod-hunter-van_helsing = { -fod-hunter-van_helsing }
-fod-hunter-mina =
    { $case ->
       *[nominative] Mína Harkerová
        [mid_sentence] Mína Harkerová
        [genitive] Míny Harkerové
        [dative] Míně Harkerové
        [accusative] Mínu Harkerovou
        [instrumental] Mínou Harkerovou
    }
    .gender = feminine
fod-hunter-mina = { -fod-hunter-mina }
-fod-token-fog =
    { $case ->
       *[nominative] mlha
        [genitive] mlhy
    }
fod-power-feed = Krmení
fod-power-dark_call = Temné volání
fod-power-wolf_form = Vlčí podoba
fod-power-misdirect = Špatný směr
fod-power-hide = Skrytí
fod-encounter-new_vampire = Nový upír
fod-encounter-aristocratic_vampire = Šlechtický upír
fod-encounter-reckless_vampire = Bezohledný upír
fod-encounter-bats = Netopýři
fod-encounter-desecrated_soil = Znesvěcená půda
fod-encounter-hoax = Podvod
fod-encounter-rats = Krysy
fod-encounter-saboteur = Sabotér
fod-encounter-spy = Špeh
fod-encounter-szgany_bodyguards = Szganská osobní stráž
fod-encounter-szgany_mob = Szganský dav
fod-encounter-unnatural_fog = Nepřirozená mlha
fod-encounter-wolves = Vlci
fod-combat_card-claws = Spár
fod-combat_card-escape_bat = Útěk v podobě netopýra
fod-combat_card-escape_mist = Útěk v podobě mlhy
fod-combat_card-fangs = Tesáky
# The Czech names of these two cards are not in the rules booklet: the English name printed
# beside them lets the table find the card until the Czech card's own name is known.
fod-combat_card-mesmerize = Uhranutí (Mesmerize)
fod-combat_card-plotting = Úklady (Plotting)
fod-combat_card-strength = Síla
fod-token-fog = { -fod-token-fog }
-fod-token-roadblock =
    { $case ->
       *[nominative] zátaras
        [genitive] zátarasu
    }
fod-token-roadblock = { -fod-token-roadblock }
-fod-token-storm =
    { $case ->
       *[nominative] bouře
        [genitive] bouře
    }
fod-token-storm = { -fod-token-storm }
-fod-token-heavenly_host =
    { $case ->
       *[nominative] nebeská hostie
        [genitive] nebeské hostie
    }
fod-token-heavenly_host = { -fod-token-heavenly_host }
-fod-token-consecrated_ground =
    { $case ->
       *[nominative] posvěcená půda
        [genitive] posvěcené půdy
    }
fod-token-consecrated_ground = { -fod-token-consecrated_ground }
-fod-token-bats =
    { $case ->
       *[nominative] netopýři
        [genitive] netopýrů
    }
fod-token-bats = { -fod-token-bats }
-fod-token-despair =
    { $case ->
       *[nominative] zoufalství
        [genitive] zoufalství
    }
fod-token-despair = { -fod-token-despair }
-fod-token-rumour =
    { $case ->
       *[nominative] zvěsti
        [genitive] zvěstí
    }
fod-token-rumour = { -fod-token-rumour }
-fod-token-bite =
    { $case ->
       *[nominative] kousnutí
        [genitive] kousnutí
    }
fod-token-bite = { -fod-token-bite }
fod-ally-jonathan_harker = Jonathan Harker
fod-ally-rufus_smith = Rufus Smith
fod-ally-sister_agatha = Sestra Agáta
fod-ally-draculas_brides = Drákulovy nevěsty
fod-ally-great_wolf = Velký vlk
fod-ally-immanuel_hildesheim = Immanuel Hildesheim
fod-back-land = rub karty pevniny
fod-back-sea = rub karty moře
fod-back-castle = rub karty Drákulova hradu
fod-route-road = po silnici
fod-route-rail = po železnici
fod-route-sea = po moři
fod-route-effect = kartou
fod-half-day = den
fod-half-night = noc
fod-weekday-0 = pondělí
fod-weekday-1 = úterý
fod-weekday-2 = středa
fod-weekday-3 = čtvrtek
fod-weekday-4 = pátek
fod-weekday-5 = sobota
fod-weekday-6 = neděle
fod-trail = Cesta
fod-space = Pole { $number }
fod-lair = Doupě { $number }
fod-lairs = Doupata
fod-influence = Vliv
fod-despair = Zoufalství
fod-time = Čas
fod-round = Kolo { $round }
fod-week = Týden { $week }
fod-dracula_damage = Drákulova zranění
fod-damage = Zranění
fod-health = Zdraví
fod-bites = Kousnutí
fod-tickets = Jízdenky
fod-items = Předměty
fod-events = Události
fod-encounters = Karty střetnutí
fod-encounter_hand = Karty střetnutí v ruce
fod-location_deck = Balíček lokací
fod-power_cards = Karty moci
fod-hospital = Nemocnice
fod-ally = Spojenec
fod-weakened = Oslabený
fod-defeated = Poražen
fod-revealed = Odhalen
fod-hideout = Úkryt
fod-rumours = Žetony zvěstí
fod-advanced = Pokročilá pravidla
fod-unverified = Neověřeno: zkontrolujte svůj výtisk
fod-ticket_value = bílá { $white } / žlutá { $yellow }
fod-ticket_white_only = bílá { $white } / bez žluté
fod-action-dracula_start = Zvolit počáteční lokaci
fod-action-draw_encounters = Zadat dobrané karty střetnutí
fod-action-mature = Připravit
fod-action-make_lair = Vytvořit doupě
fod-action-dracula_move = Pohyb
fod-action-place_encounter = Umístit kartu střetnutí
fod-action-place_rumour = Umístit zvěsti
fod-action-skip_rumour = Bez zvěstí
fod-action-ambush = Přepadnout
fod-action-no_ambush = Nechat lovce projít
fod-action-choose_hospital = Zvolit nemocnici
fod-action-dusk_tokens = Odebrat žetony
fod-action-bats_move = Přesunout lovce s netopýry
fod-action-clear_lair = Uvolnit doupě
fod-action-avoid_combat = Vyhnout se boji
fod-action-move = Pohyb
fod-action-supply = Zásobení
fod-action-trade = Obchod
fod-action-reserve_ticket = Rezervace jízdenky
fod-action-rest = Odpočinek
fod-action-search = Pátrání
fod-action-special = Speciální akce
fod-action-pass = Vynechat (nelze nic udělat)
fod-action-damage_hunter = Zranění lovce
fod-action-bite = Kousnutí lovce
fod-action-damage_dracula = Zranit Drákulu
fod-action-influence = Vliv
fod-action-fangs = +1 vliv (Tesáky)
fod-action-hand = Karty v ruce
fod-action-dracula_events = Drákulovy události
fod-action-place_token = Umístit žeton
fod-action-remove_token = Odebrat žeton
fod-action-effect_move = Přesun kartou
fod-action-start_combat = Zahájit boj
fod-action-combat_card = Drákulova karta boje
fod-action-escape = Útěk
fod-action-mesmerize = Uhranutí
fod-action-damage_vampire = Zranění upíra
fod-action-destroy_vampire = Upír zničen
fod-action-end_combat = Ukončit boj
fod-action-set_ally = Spojenec
fod-step-dracula_start = Drákulův začátek
fod-step-dracula_draw = Drákula dobírá karty střetnutí
fod-step-ambush = Přepadení?
fod-step-combat = Boj
fod-step-hospital = Nemocnice
fod-step-bats_move = Netopýři
fod-step-day_action = Den: akce lovce
fod-step-night_action = Noc: akce lovce
fod-step-dusk_tokens = Soumrak: úklid
fod-step-dracula_mature = Drákula: úkryt opouští Cestu
fod-step-dracula_move = Drákula: pohyb
fod-step-dracula_encounter = Drákula: karta střetnutí
fod-step-dracula_rumour = Drákula: zvěsti
fod-step-finished = Konec hry
fod-phase-dawn = Úsvit
fod-phase-day = Den
fod-phase-dusk = Soumrak
fod-phase-night = Noc
fod-phase-dracula = Drákulova fáze
fod-phase-hunter = Fáze lovců
fod-reminder-game_over =
    { $winner ->
        [dracula] Hra skončila: zvítězil Drákula.
       *[hunters] Hra skončila: zvítězili lovci.
    }
fod-reminder-dracula_start = Drákula tajně zvolí počáteční lokaci: ne moře, ne Drákulův hrad, ne město, kde je lovec. Kartu střetnutí k ní nepřikládá.
fod-reminder-dracula_draw =
    { $count ->
        [one] Drákula si dobere { $count } kartu střetnutí a zadá ji do svého zařízení.
        [few] Drákula si dobere { $count } karty střetnutí a zadá je do svého zařízení.
       *[other] Drákula si dobere { $count } karet střetnutí a zadá je do svého zařízení.
    }
fod-reminder-ambush =
    { $hunter } { GENDER($hunter) ->
        [feminine] zakončila
       *[masculine] zakončil
    } pohyb { DECLINE($place, case: "in") }: Drákula { GENDER($hunter) ->
        [feminine] ji
       *[masculine] ho
    } může přepadnout kartou střetnutí, která tam leží, nebo nechat projít.
fod-reminder-ambush_from_lair = Přepadnout lze i kartami z doupěte v tomto městě.
fod-reminder-combat_prepare = Boj ({ $half }): každý lovec si vezme Úder, Úhyb a Útěk; Drákula zamíchá balíček karet boje a dobere si 5 karet.
fod-reminder-combat_prepare_app = Boj ({ $half }): každý lovec si vezme Úder, Úhyb a Útěk; Drákulovy karty boje si aplikace dobírá z vlastního balíčku a v každém kole řekne, kterou z jeho karet otočit lícem nahoru.
fod-reminder-combat_round = { $count }. kolo boje: obě strany zvolí kartu lícem dolů; bojuje-li více lovců, Drákula určí obsazeného lovce; pak karty odhalte a porovnejte symboly.
fod-reminder-combat_round_app = { $count }. kolo boje: každý lovec v boji zvolí kartu lícem dolů; pak aplikace řekne, kterou kartu Drákula hraje, a bojuje-li více lovců, kterého z nich určil jako obsazeného; karty odhalte a porovnejte symboly.
fod-reminder-combat_fog = Ve městě je mlha: Drákula se může boji vyhnout.
fod-reminder-pride = Pýcha: Drákula smí utíkat jen omezeně, jak uvádí jeho list.
fod-reminder-vampire_escape = Proti upírovi nelze zahrát Útěk, dokud nejsou ve hře tři karty boje.
fod-reminder-combat_last_round = Drákula zahrál šestou kartu boje: vyhodnoťte toto poslední kolo a boj ukončete.
fod-reminder-influence_won = Vliv v tomto kole dosáhl 13: nejdřív zaznamenejte kartu lovců. Pokud Drákulu porazí, vyhrávají lovci; jinak Drákula vyhraje po skončení kola.
fod-reminder-vampire_fight = Proti kartě { $encounter } (zranění na ní: { $damage }): zaznamenávejte zranění, která jí lovci způsobí. Zničená se odkládá; pokud přežije, vrací se lícem nahoru do svého úkrytu a může být stále připravena.
fod-reminder-hospital_choice = { $hunter } půjde do nemocnice, na výběr: { $nearest } ({ $chooser }).
fod-reminder-bats = Netopýři: než { $hunter } provede akci, Drákula { GENDER($hunter) ->
        [feminine] ji
       *[masculine] ho
    } přesune do sousedního města.
fod-reminder-day_action = Den: { $hunter } provede jednu akci.
fod-reminder-night_action = Noc: { $hunter } provede jednu akci.
fod-reminder-hospital_actions = V nemocnici { DECLINE($city, case: "in") }: zásobení dává jen předměty; ve dne lze jen do { DECLINE($city, case: "genitive") }.
fod-reminder-at_sea_must_move = Lovec na moři musí ve dne jako akci zvolit pohyb.
fod-reminder-castle_no_supply = V Drákulově hradu se nelze zásobit ani rezervovat jízdenku.
fod-reminder-fog_here = Mlha { DECLINE($place, case: "in") }: nelze pátrat a nikdo neodejde.
fod-reminder-supply_top = Zásobení: událost se bere z vrchu balíčku; Drákulova událost jde lícem dolů na odkládací hromádku.
fod-reminder-supply_bottom = Zásobení: událost se bere ze spodu balíčku; Drákulova událost jde Drákulovi.
fod-reminder-no_move_at_night = V noci se lovci nepohybují; lovec na moři akci vynechá.
fod-reminder-dusk_tokens = Soumrak: Drákula odebere jeden zátaras a jednu bouři podle své volby (mlha už v každém městě ubyla o jeden žeton).
fod-reminder-mature = Úkryt opouští pole 6: Drákula ho připraví a může vyhodnotit připravené účinky.
fod-reminder-mature_or_lair = Úkryt opouští pole 6: Drákula ho připraví, nebo z něj udělá doupě s jednou další kartou střetnutí.
fod-reminder-dracula_move = Drákula tajně položí kartu na pole 1: po silnici nebo po moři, nikdy po železnici.
fod-reminder-must_move = Na vaší lokaci leží posvěcená půda nebo nebeská hostie: musíte se přesunout jinam.
fod-reminder-cornered-table_decides = Nemáte žádnou kartu, kterou smíte zahrát. Příručka Naučte se hrát neříká, co se pak stane: rozhodněte to se stolem podle přehledu pravidel a zaznamenejte, kam vás stůl umístil.
fod-reminder-cornered-any_free_land_place = Nemáte žádnou kartu, kterou smíte zahrát. Podle domácího pravidla této hry se přesunete na libovolné volné pozemní místo podle své volby.
fod-reminder-place_encounter = Drákula položí jednu kartu střetnutí lícem dolů na pole 1 a doplní si ruku na pět karet.
fod-reminder-rumour = Drákula může položit žeton zvěstí na úkryt na polích 1–3.
fod-reminder-fury_of_dracula = Tři žetony zoufalství: platí Běsnění Drákuly (viz Drákulův list).
fod-reminder-discard_to_limit = { $hunter } má v ruce víc karet, než dovoluje omezení: odhoďte přebytečné.
fod-reminder-weakened =
    { $hunter } { GENDER($hunter) ->
        [feminine] je oslabená
       *[masculine] je oslabený
    }: jeden předmět a jedna událost zůstávají lícem nahoru.
fod-reminder-dracula_discard_events = Drákula má víc než čtyři události ({ $count }): odhodí je na čtyři.
illegal-fod_advanced_only = Jen v pokročilé hře.
illegal-fod_already_mesmerized = Uhranutí už v tomto boji zasáhlo { DECLINE($hunter, case: "accusative") }.
illegal-fod_ally_unchanged = Tento spojenec už je ve hře.
illegal-fod_already_there = Lovec už je { DECLINE($place, case: "in") }.
illegal-fod_app_deals_encounters = V této hře rozdává karty střetnutí aplikace.
illegal-fod_at_sea_must_move = Na moři se lovec ve dne může jen přesunout.
illegal-fod_bad_dracula_start = Drákula nemůže začít na moři ani v Drákulově hradu.
illegal-fod_bats_cannot_go = Netopýři přenesou lovce jen do sousedního města bez mlhy; { $place } takové není.
illegal-fod_bats_must_move = Netopýři musí lovce přenést na jedno z těchto míst: { $places }.
illegal-fod_choose_token = Zvolte, který žeton { DECLINE($token, case: "genitive") } odebrat.
illegal-fod_combat_needs_hunters = Boj potřebuje lovce na stejném místě, z nichž žádný není poražený.
illegal-fod_combat_not_avoidable = Boji se Drákula může vyhnout jen ve městě s mlhou.
illegal-fod_combat_running = Boj už probíhá.
illegal-fod_dracula_cannot_go = Drákula teď nemůže do { DECLINE($place, case: "genitive") }.
illegal-fod_encounter_not_in_deck = { $encounter } už v balíčku střetnutí není.
illegal-fod_encounter_not_in_hand = Drákula nemá v ruce kartu { $encounter }.
illegal-fod_event_symbol_needed = Uveďte symbol na dobrané kartě události.
illegal-fod_events_not_tradeable = Karty událostí vyměňuje jen Van Helsing.
illegal-fod_fangs_gives_one = Tesáky dávají právě jeden vliv.
illegal-fod_fangs_needs_mesmerized = Tesáky dávají vliv jen proti lovci, kterého v tomto boji zasáhlo Uhranutí (zasažení: { $mesmerized }).
illegal-fod_fog_blocks = Mlha: do { DECLINE($to, case: "genitive") } nelze vstoupit.
illegal-fod_fog_blocks_search = Ve městě s mlhou nelze pátrat.
illegal-fod_fog_holds = Mlha { DECLINE($place, case: "in") }: nikdo neodejde.
illegal-fod_game_over = Hra skončila.
illegal-fod_hide_cannot_mature = Karta střetnutí u Skrytí nemůže být připravena.
illegal-fod_hospital_exit_only = Z nemocnice lze jen ve dne do { DECLINE($city, case: "genitive") }.
illegal-fod_hospital_items_only = V nemocnici dává zásobení jen předměty, žádnou událost.
illegal-fod_hunter_defeated =
    { $hunter } { GENDER($hunter) ->
        [feminine] je poražená a za úsvitu půjde do nemocnice.
       *[masculine] je poražený a za úsvitu půjde do nemocnice.
    }
illegal-fod_influence_names_no_hunter = Lovce uvádějí jen Tesáky.
illegal-fod_last_round =
    { $limit ->
        [one] Drákula už zahrál svou { $limit } kartu boje: vyhodnoťte toto poslední kolo a boj ukončete.
        [few] Drákula už zahrál všechny { $limit } karty boje: vyhodnoťte toto poslední kolo a boj ukončete.
       *[other] Drákula už zahrál všech { $limit } karet boje: vyhodnoťte toto poslední kolo a boj ukončete.
    }
illegal-fod_lair_needs_land = Doupětem se může stát jen úkryt s pozemní lokací.
illegal-fod_lairs_full = Všechna tři pole doupat jsou obsazená.
illegal-fod_misdirect_forbidden = Špatný směr nemůže uvolnit pole { $space }: leží tam karta moci, Drákulův hrad, Drákulova lokace nebo lokace Skrytí.
illegal-fod_misdirect_needs_space = Špatný směr musí určit pole Cesty, které uvolní.
illegal-fod_misdirect_space = Na poli { $space } není úkryt, který by Špatný směr mohl uvolnit.
illegal-fod_must_act = Lovec musí provést akci; vynechat ji smí jen ten, kdo nemá kam jít.
illegal-fod_must_move = Drákula se musí přesunout na nové místo.
illegal-fod_negative_count = Počty nemohou být záporné.
illegal-fod_no_choice_needed = Na plánu je jen jeden žeton { DECLINE($token, case: "genitive") }; odejde sám.
illegal-fod_no_combat = Žádný boj neprobíhá.
illegal-fod_no_encounter_here = V tomto tahu nelze umístit kartu střetnutí.
illegal-fod_no_event_in_hand = { $hunter } nemá žádnou kartu události k zahrání.
illegal-fod_no_hospital_due = { $hunter } nečeká na nemocnici.
illegal-fod_no_move_at_night = Lovci se v noci nepohybují.
illegal-fod_no_road = Silnice { DECLINE($origin, case: "from") } do { DECLINE($to, case: "genitive") } nevede.
illegal-fod_no_sea_link = { $origin } a { $to } spolu po moři nesousedí.
illegal-fod_no_such_ambush = { $encounter } není v úkrytu tohoto města.
illegal-fod_no_such_encounter =
    { $encounters ->
        [one] Úkryt má { $encounters } kartu střetnutí; vyberte ji.
        [few] Úkryt má { $encounters } karty střetnutí; vyberte z nich.
       *[other] Úkryt má { $encounters } karet střetnutí; vyberte z nich.
    }
illegal-fod_no_such_lair = Doupě { $lair } neexistuje.
illegal-fod_no_such_seat =
    { $seats ->
        [one] U tohoto stolu pro { $seats } hráče není místo { $seat }.
        [few] U tohoto stolu pro { $seats } hráče není místo { $seat }.
       *[other] U tohoto stolu pro { $seats } hráčů není místo { $seat }.
    }
illegal-fod_no_such_ticket = Lovec takovou jízdenku nemá.
illegal-fod_no_token_left = V zásobníku už žádný žeton { DECLINE($token, case: "genitive") } není.
illegal-fod_no_token_there = Žádný žeton { DECLINE($token, case: "genitive") } tu neleží: { $at }.
illegal-fod_no_vampire_fought = Neprobíhá boj s upírem ze střetnutí.
illegal-fod_not_a_dracula_game_action = { $action } není akce hry Běsnění Drákuly.
illegal-fod_not_enough_cards = Tolik karet v ruce není.
illegal-fod_not_in_castle = V Drákulově hradu ne.
illegal-fod_not_in_combat = { $hunter } se tohoto boje neúčastní.
illegal-fod_not_nearest_hospital = { $hospital } není mezi nejbližšími nemocnicemi: { $nearest }.
illegal-fod_not_now = Teď ne: hra je v kroku „{ $step }“.
illegal-fod_not_stuck = Drákula má povolenou kartu; nucený přesun je jen pro případ, kdy žádnou nemá.
illegal-fod_not_this_hunter = Na tahu není { $hunter }.
illegal-fod_not_your_choice = Tuto volbu dělá { $seat }.
illegal-fod_not_your_hunter = Za { DECLINE($hunter, case: "accusative") } nehrajete.
illegal-fod_nothing_to_search = Nejsou tu žádné známé karty střetnutí, po kterých by šlo pátrat.
illegal-fod_only_dracula = To smí jen hráč za Drákulu.
illegal-fod_place_needed = Uveďte místo, kam se Drákula přesouvá.
illegal-fod_power_on_trail = { $power } už je na Cestě.
illegal-fod_power_not_at_sea = Kartu { $power } nelze hrát na moři (domácí pravidlo této hry).
illegal-fod_power_takes_no_place = { $power } se hraje bez karty lokace.
illegal-fod_rail_out_of_reach = Jízdenka po železnici { DECLINE($origin, case: "from") } do { DECLINE($to, case: "genitive") } nestačí.
illegal-fod_roadblocked = Zátaras uzavírá silnici { DECLINE($origin, case: "from") } do { DECLINE($to, case: "genitive") }.
illegal-fod_rumour_space = Zvěsti patří na úkryt na polích 1–3, který má karty střetnutí a ještě žádné zvěsti; pole { $space } takové není.
illegal-fod_start_in_hunter_city = Drákula nemůže začít { DECLINE($place, case: "in") }: je tam lovec.
illegal-fod_storm_blocks = Bouře zuří { DECLINE($to, case: "in") }.
illegal-fod_ticket_limit =
    { $limit ->
        [one] Lovec může mít nejvýš { $limit } jízdenku.
        [few] Lovec může mít nejvýš { $limit } jízdenky.
       *[other] Lovec může mít nejvýš { $limit } jízdenek.
    }
illegal-fod_ticket_not_in_pool = Taková jízdenka v zásobníku není.
illegal-fod_ticket_only_by_rail = Jízdenka se utrácí jen při pohybu po železnici.
illegal-fod_ticket_pool_empty = Zásobník jízdenek je prázdný.
illegal-fod_token_not_placeable = Žetony { DECLINE($token, case: "genitive") } se na mapu nekladou.
illegal-fod_token_target = Žeton { DECLINE($token, case: "genitive") } sem nelze položit: { $at }.
illegal-fod_trade_events_or_items = Vyměňujte buď události, nebo předměty a jízdenky, ne obojí.
illegal-fod_trade_needs_same_city = K obchodu musí být oba lovci ve stejném městě.
illegal-fod_trade_with_self = Lovec nemůže obchodovat sám se sebou.
illegal-fod_unknown_ally = { $ally } není spojencem této strany.
illegal-fod_unknown_encounter = { $encounter } není karta střetnutí.
illegal-fod_unknown_place = Místo { $place } na mapě není.
illegal-fod_wrong_draw_count =
    { $expected ->
        [one] Zadejte { $expected } kartu, ne { $given }.
        [few] Zadejte { $expected } karty, ne { $given }.
       *[other] Zadejte { $expected } karet, ne { $given }.
    }
illegal-fod_wrong_ticket_count =
    { $expected ->
        [one] Zadejte { $expected } jízdenku, ne { $given }.
        [few] Zadejte { $expected } jízdenky, ne { $given }.
       *[other] Zadejte { $expected } jízdenek, ne { $given }.
    }
illegal-fod_zero_amount = Zadejte jinou hodnotu než nulu.
event-fod_ally = Nový spojenec – { $side }: { $ally }.
event-fod_ambush_chance =
    { $hunter } { GENDER($hunter) ->
        [feminine] zakončila
       *[masculine] zakončil
    } pohyb { DECLINE($place, case: "in") }; Drákula může přepadnout.
event-fod_ambushed = Drákula přepadl { DECLINE($hunter, case: "accusative") } kartou { $encounter }: vyhodnoťte ji bez připraveného účinku.
event-fod_bats_moved = Netopýři přenesli { DECLINE($hunter, case: "accusative") } do { DECLINE($place, case: "genitive") }.
event-fod_bats_stayed = Netopýři nemohli { DECLINE($hunter, case: "accusative") } nikam přenést; jejich žeton se vrací do zásoby.
event-fod_combat_avoided = Drákula se v mlze { DECLINE($place, case: "in") } vyhnul boji.
event-fod_combat_ended = Boj skončil.
event-fod_combat_round =
    { $cards_played ->
        [one] Drákula zahrál { $cards_played } kartu boje.
        [few] Drákula zahrál { $cards_played } karty boje.
       *[other] Drákula zahrál { $cards_played } karet boje.
    }
event-fod_combat_started = Boj ({ $half }) { DECLINE($place, case: "in") }.
event-fod_day_begins = { $round }. kolo: začíná den.
event-fod_despair_added = Uplynul týden: přibývá { $despair }. žeton zoufalství.
event-fod_dracula_damaged = Drákula utržil { $amount } zranění (celkem { $damage } z 15).
event-fod_dracula_event_discarded =
    { $hunter } { GENDER($hunter) ->
        [feminine] dobrala
       *[masculine] dobral
    } ve dne Drákulovu událost: jde lícem dolů na odkládací hromádku.
event-fod_dracula_event_gained = Drákulova událost dobraná v noci jde Drákulovi (v ruce má { $events }).
event-fod_dracula_events_changed =
    { $events ->
        [one] Drákula má nyní { $events } událost.
        [few] Drákula má nyní { $events } události.
       *[other] Drákula má nyní { $events } událostí.
    }
event-fod_dracula_healed = Drákula vyléčil { $amount } zranění (nyní { $damage } z 15).
event-fod_dracula_hidden = Drákulova figurka opouští plán.
event-fod_dracula_must_move = Drákula se musí ve své příští fázi přesunout jinam.
event-fod_dracula_moved =
    { $forced ->
    [True] Drákula neměl žádnou povolenou kartu: na pole 1 položil kartu místa, o kterém rozhodl stůl.
   *[other] Drákula položil kartu na pole 1.
    }
event-fod_dracula_over_limit = Drákula má víc než čtyři události ({ $events }): odhodí je na čtyři.
event-fod_dracula_phase = Drákulova fáze.
event-fod_dracula_revealed = Drákula je odhalen { DECLINE($place, case: "in") }!
event-fod_dracula_started = Drákula zvolil počáteční lokaci.
event-fod_encounter_placed = Na pole { $space } je položena karta střetnutí.
event-fod_encounters_drawn =
    { $count ->
        [one] Drákula si dobral { $count } kartu střetnutí.
        [few] Drákula si dobral { $count } karty střetnutí.
       *[other] Drákula si dobral { $count } karet střetnutí.
    }
event-fod_encounters_reshuffled = Odložené karty střetnutí se zamíchají jako nový balíček.
event-fod_encounters_to_draw =
    { $count ->
    [one] Drákula si musí dobrat { $count } kartu střetnutí.
    [few] Drákula si musí dobrat { $count } karty střetnutí.
   *[other] Drákula si musí dobrat { $count } karet střetnutí.
    }
event-fod_fog_lifted = Mlha ubývá o jeden žeton v každém městě, kde je.
event-fod_fury_of_dracula = Třetí žeton zoufalství: platí Běsnění Drákuly.
event-fod_game_won =
    { $winner ->
        [dracula] Konec hry: zvítězil Drákula.
       *[hunters] Konec hry: zvítězili lovci.
    }
event-fod_hand_changed =
    { $hunter } má nyní { $items ->
        [one] { $items } předmět
        [few] { $items } předměty
       *[other] { $items } předmětů
    } a { $events ->
        [one] { $events } událost.
        [few] { $events } události.
       *[other] { $events } událostí.
    }
event-fod_heavenly_host_removed = Úsvit odstraní žetony nebeské hostie.
event-fod_hideout_cleared =
    { $where ->
        [lair] Úkryt v doupěti { $space } je uvolněn.
       *[trail] Úkryt na poli Cesty { $space } je uvolněn.
    }
event-fod_hideout_matured = Úkryt, který opouští Cestu, je připraven.
event-fod_hideout_revealed =
    { $where ->
        [lair] Úkryt v doupěti { $space } je odhalen.
       *[trail] Úkryt na poli Cesty { $space } je odhalen.
    }
event-fod_hospital_choice = { $hunter } půjde do nemocnice; je třeba vybrat, do které.
event-fod_hunter_bitten =
    { $hunter } { GENDER($hunter) ->
        [feminine] byla pokousána
       *[masculine] byl pokousán
    } (kousnutí { $bites } z { $spaces }).
event-fod_hunter_damaged =
    { $hunter } { GENDER($hunter) ->
        [feminine] utržila
       *[masculine] utržil
    } { $amount } zranění (celkem { $damage } z { $health }).
event-fod_hunter_defeated =
    { $hunter } { GENDER($hunter) ->
        [feminine] je poražena!
       *[masculine] je poražen!
    }
event-fod_hunter_escaped =
    { $hunter } { GENDER($hunter) ->
        [feminine] utekla
       *[masculine] utekl
    } z boje.
event-fod_hunter_mesmerized = Uhranutí zasáhlo { DECLINE($hunter, case: "accusative") }.
event-fod_hunter_healed =
    { $hunter } { GENDER($hunter) ->
        [feminine] vyléčila
       *[masculine] vyléčil
    } { $amount } zranění (nyní { $damage } z { $health }).
event-fod_hunter_moved =
    { $hunter } { GENDER($hunter) ->
        [feminine] se přesunula
       *[masculine] se přesunul
    } { DECLINE($origin, case: "from") } do { DECLINE($to, case: "genitive") }.
event-fod_hunter_moved_by_rail =
    { $hunter } { GENDER($hunter) ->
        [feminine] se přesunula
       *[masculine] se přesunul
    } { DECLINE($origin, case: "from") } do { DECLINE($to, case: "genitive") } po železnici za jízdenku { $ticket }.
event-fod_hunter_skips =
    { $hunter } { GENDER($hunter) ->
        [feminine] vynechala
       *[masculine] vynechal
    } akci ({ $reason }).
event-fod_hunter_to_hospital = { $hunter } se probouzí v nemocnici { DECLINE($hospital, case: "in") }, bez karet.
event-fod_hunter_weakened =
    { $hunter } { GENDER($hunter) ->
        [feminine] je oslabená
       *[masculine] je oslabený
    }: jeden předmět a jedna událost lícem nahoru.
event-fod_influence = Drákulův vliv je nyní { $influence } (změna { $amount }: { $cause }).
event-fod_influence_won_this_round = Vliv dosáhl { $influence }: Drákula vyhraje po skončení tohoto kola boje, pokud ho v něm karta lovců neporazí.
event-fod_lair_made =
    { $encounters ->
        [one] Drákula vytvořil doupě { $lair } s { $encounters } kartou střetnutí.
       *[other] Drákula vytvořil doupě { $lair } s { $encounters } kartami střetnutí.
    }
event-fod_matured_effect = Vyhodnoťte připravený účinek karty { $encounter }.
event-fod_night_begins = { $round }. kolo: začíná noc.
event-fod_no_ambush = Drákula nechal { DECLINE($hunter, case: "accusative") } projít.
event-fod_no_encounter_placed = V tomto tahu se karta střetnutí nepokládá ({ $reason }).
event-fod_roadblock_removed = Zátaras odebrán: { $edge }.
event-fod_round_begins = Začíná { $round }. kolo.
event-fod_rumour_gained = Drákula získal žeton zvěstí (má jich { $rumours }).
event-fod_rumour_placed = Drákula položil žeton zvěstí na pole { $space }.
event-fod_rumour_returned = Žeton zvěstí se vrací do zásobníku.
event-fod_searched =
    { $hunter } { GENDER($hunter) ->
        [feminine] pátrala a našla
       *[masculine] pátral a našel
    }: { $encounters }. Vyhodnoťte je bez připravených účinků.
event-fod_special_action =
    { $hunter } { GENDER($hunter) ->
        [feminine] provedla
       *[masculine] provedl
    } speciální akci.
event-fod_storm_removed = Bouře odebrána: { $sea }.
event-fod_supplied =
    { $hunter } { GENDER($hunter) ->
        [feminine] se zásobila
       *[masculine] se zásobil
    }: { $items ->
        [one] { $items } předmět
        [few] { $items } předměty
       *[other] { $items } předmětů
    }, událost { $deck_end ->
        [top] z vrchu balíčku.
       *[bottom] ze spodu balíčku.
    }
event-fod_ticket_reserved =
    { $hunter } { GENDER($hunter) ->
        [feminine] si rezervovala
       *[masculine] si rezervoval
    } { $count ->
        [one] { $count } jízdenku.
        [few] { $count } jízdenky.
       *[other] { $count } jízdenek.
    }
event-fod_time_advanced = Čas postupuje: { $weekday }, { $half }.
event-fod_token_placed = Žeton { DECLINE($token, case: "genitive") } položen: { $at }.
event-fod_token_removed = Žeton { DECLINE($token, case: "genitive") } odebrán: { $at }.
event-fod_traded = { $hunter } a { $partner } spolu obchodují.
event-fod_trail_slid = Cesta se posunula o jedno pole.
event-fod_vampire_fight = Boj: { $hunters } proti kartě { $encounter } (zranění na ní: { $damage }); pokud přežije, vrací se lícem nahoru do svého úkrytu.
event-fod_vampire_damaged = Zranění na kartě { $encounter }: { $damage }.
event-fod_vampire_destroyed = { $encounter } je zničen a odložen.
event-fod_vampire_returned =
    { $where ->
        [lair] { $encounter } přežil a vrací se lícem nahoru do doupěte { $space } (zranění: { $damage }).
       *[trail] { $encounter } přežil a vrací se lícem nahoru na pole Cesty { $space } (zranění: { $damage }).
    }
event-fod_vampire_homeless = { $encounter } přežil, ale jeho úkryt už opustil Cestu: odkládá se.
event-fod_secret_started = Začínáte { DECLINE($place, case: "in") }.
event-fod_secret_moved = Nyní jste { DECLINE($place, case: "in") }.
event-fod_secret_encounters_drawn = Dobrané karty: { $cards }.
event-fod_secret_encounter_placed = Položená karta střetnutí: { $encounter }.
event-fod_secret_hideout_matured = Cestu opustil váš úkryt { $cards } (karty střetnutí: { $encounters }).
event-fod_secret_lair_made = Vaše doupě: { $cards } (karty střetnutí: { $encounters }).
event-fod_secret_hideout_cleared =
    { $where ->
        [lair] Váš úkryt { $cards } v doupěti { $space } je uvolněn.
       *[trail] Váš úkryt { $cards } na poli Cesty { $space } je uvolněn.
    }
fod-setting-hunter_health = Zdraví lovců
fod-setting-hunter_bite_spaces = Pole kousnutí lovců
fod-setting-hunter_item_limit = Omezení předmětů v ruce
fod-setting-hunter_event_limit = Omezení událostí v ruce
fod-setting-feed_heal = Krmení léčí
fod-setting-dark_call_damage = Zranění za Temné volání
fod-setting-dark_call_draw = Temné volání dobírá
fod-setting-wolf_form_damage = Zranění za Vlčí podobu
fod-setting-wolf_form_roads = Dosah Vlčí podoby (počet silnic)
fod-setting-power_cards_face_up = Karty moci leží lícem nahoru
fod-setting-hospital_choice = Kdo volí nemocnici, jsou-li dvě stejně blízko
fod-setting-road_bordeaux_saragossa = Silnice Bordeaux–Zaragoza
fod-setting-dracula_leaves_board = Kdy odhalený Drákula opouští plán
fod-setting-lair_revealed_by_hunters = Lovci odhalují doupata
fod-setting-ticket_mix = Žetony jízdenek
fod-setting-mixed_rail_value = Hodnota jízdenky na trase z bílých i žlutých úseků
fod-setting-advanced_start_forbidden = Zakázaná počáteční města lovců (hra pro pokročilé)
fod-setting-vampire_influence = Vliv připravených upírů
fod-setting-vampire_clears_spaces = Pole Cesty uvolněná připraveným upírem
fod-setting-consecrated_ground_forbidden = Kam nelze položit posvěcenou půdu
fod-setting-wolf_form_passes_blessed = Vlčí podoba prochází nebeskou hostií a posvěcenou půdou
fod-setting-stay_powers_at_sea = Skrytí, Krmení a Temné volání na moři
fod-setting-bordeaux_sea = Moře u Bordeaux
fod-setting-cornered_dracula = Drákula bez povolené karty
fod-setting-rumour_only_with_encounter = Zvěsti jen po položení karty střetnutí
fod-setting-hunter_health-note = Podle vzpomínky na listy lovců; jeden otevřený program používá 11, 9, 8 a 9. Zkontrolujte své listy.
fod-setting-hunter_bite_spaces-note = Van Helsing 2 a Mína 0 uvádí příručka Naučte se hrát; Godalming a Seward po 1 odpovídají čtyřem žetonům kousnutí.
fod-setting-hunter_item_limit-note = Většina lovců má 3 (příručka Naučte se hrát); Sewardovy 4 pocházejí z jednoho programu.
fod-setting-hunter_event_limit-note = Většina lovců má 3 (příručka Naučte se hrát); Sewardovy 4 pocházejí z jednoho programu.
fod-setting-feed_heal-note = Přehled karet moci v příručce Naučte se hrát; zda platí jen ve dne nebo v noci, není známo.
fod-setting-dark_call_damage-note = Přehled karet moci v příručce Naučte se hrát.
fod-setting-dark_call_draw-note = Přehled karet moci v příručce Naučte se hrát.
fod-setting-wolf_form_damage-note = Přehled karet moci v příručce Naučte se hrát; FAQ vydavatele FFG potvrzuje 1 zranění.
fod-setting-wolf_form_roads-note = Až dvě města daleko po silnici.
fod-setting-wolf_form_passes_blessed-note = Žádný zdroj, který jsme mohli přečíst, neříká, zda Vlčí podoba smí cestou projít městem s nebeskou hostií nebo posvěcenou půdou. Ve výchozím nastavení smí.
fod-setting-stay_powers_at_sea-note = Žádný zdroj, který jsme mohli přečíst, neříká, zda Drákula smí na moři hrát Skrytí, Krmení nebo Temné volání. Ve výchozím nastavení smí.
fod-setting-power_cards_face_up-note = Jen o Skrytí se píše, že má stejný rub jako karty lokací; ostatní se lovcům ve výchozím nastavení ukazují.
fod-setting-hospital_choice-note = Kdo vybírá nemocnici při shodě, nebo když k žádné nevede silnice (Britské ostrovy, Cagliari).
fod-setting-road_bordeaux_saragossa-note = Vlastní příklad české příručky Naučte se hrát (s. 7) říká, že Paříž a Zaragoza jsou s Bordeaux spojeny jen železnicí; obrázek plánu, který jsme viděli, ukazuje silnici. Ve výchozím nastavení silnice není.
fod-setting-bordeaux_sea-note = Moře, na které vede přístav Bordeaux: Biskajský záliv v naší mapě, Atlantický oceán v příkladu české příručky Naučte se hrát (s. 7).
fod-setting-dracula_leaves_board-note = Příručka Naučte se hrát neříká, kdy figurka odhaleného Drákuly opouští plán.
fod-setting-cornered_dracula-note = Příručka Naučte se hrát neříká, co se stane, když Drákula nemá žádnou povolenou kartu. Ve výchozím nastavení to stůl rozhodne podle přehledu pravidel a zaznamená, kam jde; domácí pravidlo ho pustí na libovolné volné pozemní místo.
fod-setting-lair_revealed_by_hunters-note = Není známo, zda lovec, který zakončí pohyb ve městě doupěte, doupě odhalí.
fod-setting-ticket_mix-note = 16 žetonů jízdenek podle jednoho programu a obrázků žetonů.
fod-setting-mixed_rail_value-note = Kterou hodnotu jízdenky použije trasa po bílých i žlutých tratích; příručka Naučte se hrát popisuje jen čistě bílé a čistě žluté trasy.
fod-setting-advanced_start_forbidden-note = Města, ve kterých lovec v pokročilé hře nesmí začít (přehled pravidel jsme neviděli).
fod-setting-vampire_influence-note = Vliv, který dá připravený upír; FAQ vydavatele FFG říká „číslo vytištěné na kartě“. Zkontrolujte své karty.
fod-setting-vampire_clears_spaces-note = Pole Cesty, která připravený upír uvolní, uváděná jako pole 4–6. Zkontrolujte své karty.
fod-setting-rumour_only_with_encounter-note = Příručka Naučte se hrát (s. 15) váže zvěsti na položení karty střetnutí: v Drákulově fázi, ve které žádnou nepoložil (třeba po pohybu na moře), zvěsti nejsou.
fod-setting-consecrated_ground_forbidden-note = Místa, kam nelze položit posvěcenou půdu, podle shrnutí fanoušků.
fod-setting_value-dracula_chooses = volí Drákula
fod-setting_value-hunters_choose = volí hráč lovce
fod-setting_value-next_unrevealed_move = při jeho příštím pohybu, který ho neodhalí
fod-setting_value-yellow = žlutá hodnota
fod-setting_value-white = bílá hodnota
fod-setting_value-forbidden = nepovoleno
fod-setting_value-table_decides = rozhodne stůl podle přehledu pravidel
fod-setting_value-any_free_land_place = libovolné volné pozemní místo
fod-reason-defeated = po porážce
fod-reason-at_sea_by_night = na moři v noci
fod-reason-no_way = nemá kam jít
fod-reason-sea = na moři
fod-reason-revealed = Drákula je odhalen
fod-reason-power = karta moci
fod-reason-no_cards = žádné karty střetnutí
fod-reason-six_cards = šest karet boje
fod-reason-hunters_out = všichni lovci jsou mimo boj
fod-reason-table = ukončili hráči
fod-reason-vampire_destroyed = upír je zničen
fod-reason-damage = zranění
fod-reason-bite = kousnutí
fod-cause-fangs = Tesáky
fod-cause-card = karta
fod-cause-defeat = Zlost: poražený lovec
fod-cause-rumour = zvěsti
fod-cause-rest = odpočinek
fod-cause-sea = cesta po moři
fod-cause-castle = Drákulův hrad
fod-cause-move = pohyb
fod-cause-misdirect = Špatný směr
fod-cause-vampire = připravený upír
fod-cause-empty_lair = prázdné doupě
fod-cause-dracula = Drákulova volba
-fod-place-AL =
    { $case ->
       *[nominative] Alicante
        [genitive] Alicante
        [accusative] Alicante
        [locative] Alicante
        [from] z Alicante
        [in] v Alicante
    }
fod-place-AL = { -fod-place-AL }
-fod-place-AM =
    { $case ->
       *[nominative] Amsterdam
        [genitive] Amsterdamu
        [accusative] Amsterdam
        [locative] Amsterdamu
        [from] z Amsterdamu
        [in] v Amsterdamu
    }
fod-place-AM = { -fod-place-AM }
-fod-place-AT =
    { $case ->
       *[nominative] Athény
        [genitive] Athén
        [accusative] Athény
        [locative] Athénách
        [from] z Athén
        [in] v Athénách
    }
fod-place-AT = { -fod-place-AT }
-fod-place-BA =
    { $case ->
       *[nominative] Barcelona
        [genitive] Barcelony
        [accusative] Barcelonu
        [locative] Barceloně
        [from] z Barcelony
        [in] v Barceloně
    }
fod-place-BA = { -fod-place-BA }
-fod-place-BI =
    { $case ->
       *[nominative] Bari
        [genitive] Bari
        [accusative] Bari
        [locative] Bari
        [from] z Bari
        [in] v Bari
    }
fod-place-BI = { -fod-place-BI }
-fod-place-BE =
    { $case ->
       *[nominative] Bělehrad
        [genitive] Bělehradu
        [accusative] Bělehrad
        [locative] Bělehradě
        [from] z Bělehradu
        [in] v Bělehradě
    }
fod-place-BE = { -fod-place-BE }
-fod-place-BR =
    { $case ->
       *[nominative] Berlín
        [genitive] Berlína
        [accusative] Berlín
        [locative] Berlíně
        [from] z Berlína
        [in] v Berlíně
    }
fod-place-BR = { -fod-place-BR }
-fod-place-BO =
    { $case ->
       *[nominative] Bordeaux
        [genitive] Bordeaux
        [accusative] Bordeaux
        [locative] Bordeaux
        [from] z Bordeaux
        [in] v Bordeaux
    }
fod-place-BO = { -fod-place-BO }
-fod-place-BU =
    { $case ->
       *[nominative] Brusel
        [genitive] Bruselu
        [accusative] Brusel
        [locative] Bruselu
        [from] z Bruselu
        [in] v Bruselu
    }
fod-place-BU = { -fod-place-BU }
-fod-place-BC =
    { $case ->
       *[nominative] Bukurešť
        [genitive] Bukurešti
        [accusative] Bukurešť
        [locative] Bukurešti
        [from] z Bukurešti
        [in] v Bukurešti
    }
fod-place-BC = { -fod-place-BC }
-fod-place-BD =
    { $case ->
       *[nominative] Budapešť
        [genitive] Budapešti
        [accusative] Budapešť
        [locative] Budapešti
        [from] z Budapešti
        [in] v Budapešti
    }
fod-place-BD = { -fod-place-BD }
-fod-place-CA =
    { $case ->
       *[nominative] Cádiz
        [genitive] Cádizu
        [accusative] Cádiz
        [locative] Cádizu
        [from] z Cádizu
        [in] v Cádizu
    }
fod-place-CA = { -fod-place-CA }
-fod-place-CG =
    { $case ->
       *[nominative] Cagliari
        [genitive] Cagliari
        [accusative] Cagliari
        [locative] Cagliari
        [from] z Cagliari
        [in] v Cagliari
    }
fod-place-CG = { -fod-place-CG }
-fod-place-CD =
    { $case ->
       *[nominative] Drákulův hrad
        [genitive] Drákulova hradu
        [accusative] Drákulův hrad
        [locative] Drákulově hradu
        [from] z Drákulova hradu
        [in] v Drákulově hradu
    }
fod-place-CD = { -fod-place-CD }
-fod-place-CF =
    { $case ->
       *[nominative] Clermont-Ferrand
        [genitive] Clermont-Ferrandu
        [accusative] Clermont-Ferrand
        [locative] Clermont-Ferrandu
        [from] z Clermont-Ferrandu
        [in] v Clermont-Ferrandu
    }
fod-place-CF = { -fod-place-CF }
-fod-place-CO =
    { $case ->
       *[nominative] Kolín nad Rýnem
        [genitive] Kolína nad Rýnem
        [accusative] Kolín nad Rýnem
        [locative] Kolíně nad Rýnem
        [from] z Kolína nad Rýnem
        [in] v Kolíně nad Rýnem
    }
fod-place-CO = { -fod-place-CO }
-fod-place-CN =
    { $case ->
       *[nominative] Konstanta
        [genitive] Konstanty
        [accusative] Konstantu
        [locative] Konstantě
        [from] z Konstanty
        [in] v Konstantě
    }
fod-place-CN = { -fod-place-CN }
-fod-place-DU =
    { $case ->
       *[nominative] Dublin
        [genitive] Dublinu
        [accusative] Dublin
        [locative] Dublinu
        [from] z Dublinu
        [in] v Dublinu
    }
fod-place-DU = { -fod-place-DU }
-fod-place-ED =
    { $case ->
       *[nominative] Edinburgh
        [genitive] Edinburghu
        [accusative] Edinburgh
        [locative] Edinburghu
        [from] z Edinburghu
        [in] v Edinburghu
    }
fod-place-ED = { -fod-place-ED }
-fod-place-FL =
    { $case ->
       *[nominative] Florencie
        [genitive] Florencie
        [accusative] Florencii
        [locative] Florencii
        [from] z Florencie
        [in] ve Florencii
    }
fod-place-FL = { -fod-place-FL }
-fod-place-FR =
    { $case ->
       *[nominative] Frankfurt
        [genitive] Frankfurtu
        [accusative] Frankfurt
        [locative] Frankfurtu
        [from] z Frankfurtu
        [in] ve Frankfurtu
    }
fod-place-FR = { -fod-place-FR }
-fod-place-GA =
    { $case ->
       *[nominative] Galați
        [genitive] Galați
        [accusative] Galați
        [locative] Galați
        [from] z Galați
        [in] v Galați
    }
fod-place-GA = { -fod-place-GA }
-fod-place-GW =
    { $case ->
       *[nominative] Galway
        [genitive] Galway
        [accusative] Galway
        [locative] Galway
        [from] z Galway
        [in] v Galway
    }
fod-place-GW = { -fod-place-GW }
-fod-place-GE =
    { $case ->
       *[nominative] Ženeva
        [genitive] Ženevy
        [accusative] Ženevu
        [locative] Ženevě
        [from] ze Ženevy
        [in] v Ženevě
    }
fod-place-GE = { -fod-place-GE }
-fod-place-GO =
    { $case ->
       *[nominative] Janov
        [genitive] Janova
        [accusative] Janov
        [locative] Janově
        [from] z Janova
        [in] v Janově
    }
fod-place-GO = { -fod-place-GO }
-fod-place-GR =
    { $case ->
       *[nominative] Granada
        [genitive] Granady
        [accusative] Granadu
        [locative] Granadě
        [from] z Granady
        [in] v Granadě
    }
fod-place-GR = { -fod-place-GR }
-fod-place-HA =
    { $case ->
       *[nominative] Hamburk
        [genitive] Hamburku
        [accusative] Hamburk
        [locative] Hamburku
        [from] z Hamburku
        [in] v Hamburku
    }
fod-place-HA = { -fod-place-HA }
-fod-place-KL =
    { $case ->
       *[nominative] Kluž
        [genitive] Kluže
        [accusative] Kluž
        [locative] Kluži
        [from] z Kluže
        [in] v Kluži
    }
fod-place-KL = { -fod-place-KL }
-fod-place-LE =
    { $case ->
       *[nominative] Le Havre
        [genitive] Le Havru
        [accusative] Le Havre
        [locative] Le Havru
        [from] z Le Havru
        [in] v Le Havru
    }
fod-place-LE = { -fod-place-LE }
-fod-place-LI =
    { $case ->
       *[nominative] Lipsko
        [genitive] Lipska
        [accusative] Lipsko
        [locative] Lipsku
        [from] z Lipska
        [in] v Lipsku
    }
fod-place-LI = { -fod-place-LI }
-fod-place-LS =
    { $case ->
       *[nominative] Lisabon
        [genitive] Lisabonu
        [accusative] Lisabon
        [locative] Lisabonu
        [from] z Lisabonu
        [in] v Lisabonu
    }
fod-place-LS = { -fod-place-LS }
-fod-place-LV =
    { $case ->
       *[nominative] Liverpool
        [genitive] Liverpoolu
        [accusative] Liverpool
        [locative] Liverpoolu
        [from] z Liverpoolu
        [in] v Liverpoolu
    }
fod-place-LV = { -fod-place-LV }
-fod-place-LO =
    { $case ->
       *[nominative] Londýn
        [genitive] Londýna
        [accusative] Londýn
        [locative] Londýně
        [from] z Londýna
        [in] v Londýně
    }
fod-place-LO = { -fod-place-LO }
-fod-place-MA =
    { $case ->
       *[nominative] Madrid
        [genitive] Madridu
        [accusative] Madrid
        [locative] Madridu
        [from] z Madridu
        [in] v Madridu
    }
fod-place-MA = { -fod-place-MA }
-fod-place-MN =
    { $case ->
       *[nominative] Manchester
        [genitive] Manchesteru
        [accusative] Manchester
        [locative] Manchesteru
        [from] z Manchesteru
        [in] v Manchesteru
    }
fod-place-MN = { -fod-place-MN }
-fod-place-MR =
    { $case ->
       *[nominative] Marseille
        [genitive] Marseille
        [accusative] Marseille
        [locative] Marseille
        [from] z Marseille
        [in] v Marseille
    }
fod-place-MR = { -fod-place-MR }
-fod-place-MI =
    { $case ->
       *[nominative] Milán
        [genitive] Milána
        [accusative] Milán
        [locative] Miláně
        [from] z Milána
        [in] v Miláně
    }
fod-place-MI = { -fod-place-MI }
-fod-place-MU =
    { $case ->
       *[nominative] Mnichov
        [genitive] Mnichova
        [accusative] Mnichov
        [locative] Mnichově
        [from] z Mnichova
        [in] v Mnichově
    }
fod-place-MU = { -fod-place-MU }
-fod-place-NA =
    { $case ->
       *[nominative] Nantes
        [genitive] Nantes
        [accusative] Nantes
        [locative] Nantes
        [from] z Nantes
        [in] v Nantes
    }
fod-place-NA = { -fod-place-NA }
-fod-place-NP =
    { $case ->
       *[nominative] Neapol
        [genitive] Neapole
        [accusative] Neapol
        [locative] Neapoli
        [from] z Neapole
        [in] v Neapoli
    }
fod-place-NP = { -fod-place-NP }
-fod-place-NU =
    { $case ->
       *[nominative] Norimberk
        [genitive] Norimberku
        [accusative] Norimberk
        [locative] Norimberku
        [from] z Norimberku
        [in] v Norimberku
    }
fod-place-NU = { -fod-place-NU }
-fod-place-PA =
    { $case ->
       *[nominative] Paříž
        [genitive] Paříže
        [accusative] Paříž
        [locative] Paříži
        [from] z Paříže
        [in] v Paříži
    }
fod-place-PA = { -fod-place-PA }
-fod-place-PL =
    { $case ->
       *[nominative] Plymouth
        [genitive] Plymouthu
        [accusative] Plymouth
        [locative] Plymouthu
        [from] z Plymouthu
        [in] v Plymouthu
    }
fod-place-PL = { -fod-place-PL }
-fod-place-PR =
    { $case ->
       *[nominative] Praha
        [genitive] Prahy
        [accusative] Prahu
        [locative] Praze
        [from] z Prahy
        [in] v Praze
    }
fod-place-PR = { -fod-place-PR }
-fod-place-RO =
    { $case ->
       *[nominative] Řím
        [genitive] Říma
        [accusative] Řím
        [locative] Římě
        [from] z Říma
        [in] v Římě
    }
fod-place-RO = { -fod-place-RO }
-fod-place-SA =
    { $case ->
       *[nominative] Soluň
        [genitive] Soluně
        [accusative] Soluň
        [locative] Soluni
        [from] ze Soluně
        [in] v Soluni
    }
fod-place-SA = { -fod-place-SA }
-fod-place-SN =
    { $case ->
       *[nominative] Santander
        [genitive] Santanderu
        [accusative] Santander
        [locative] Santanderu
        [from] ze Santanderu
        [in] v Santanderu
    }
fod-place-SN = { -fod-place-SN }
-fod-place-SR =
    { $case ->
       *[nominative] Zaragoza
        [genitive] Zaragozy
        [accusative] Zaragozu
        [locative] Zaragoze
        [from] ze Zaragozy
        [in] v Zaragoze
    }
fod-place-SR = { -fod-place-SR }
-fod-place-SJ =
    { $case ->
       *[nominative] Sarajevo
        [genitive] Sarajeva
        [accusative] Sarajevo
        [locative] Sarajevu
        [from] ze Sarajeva
        [in] v Sarajevu
    }
fod-place-SJ = { -fod-place-SJ }
-fod-place-SO =
    { $case ->
       *[nominative] Sofie
        [genitive] Sofie
        [accusative] Sofii
        [locative] Sofii
        [from] ze Sofie
        [in] v Sofii
    }
fod-place-SO = { -fod-place-SO }
-fod-place-ST =
    { $case ->
       *[nominative] Štrasburk
        [genitive] Štrasburku
        [accusative] Štrasburk
        [locative] Štrasburku
        [from] ze Štrasburku
        [in] ve Štrasburku
    }
fod-place-ST = { -fod-place-ST }
-fod-place-SW =
    { $case ->
       *[nominative] Swansea
        [genitive] Swansea
        [accusative] Swansea
        [locative] Swansea
        [from] ze Swansea
        [in] ve Swansea
    }
fod-place-SW = { -fod-place-SW }
-fod-place-SZ =
    { $case ->
       *[nominative] Segedín
        [genitive] Segedína
        [accusative] Segedín
        [locative] Segedíně
        [from] ze Segedína
        [in] v Segedíně
    }
fod-place-SZ = { -fod-place-SZ }
-fod-place-TO =
    { $case ->
       *[nominative] Toulouse
        [genitive] Toulouse
        [accusative] Toulouse
        [locative] Toulouse
        [from] z Toulouse
        [in] v Toulouse
    }
fod-place-TO = { -fod-place-TO }
-fod-place-VA =
    { $case ->
       *[nominative] Vlora
        [genitive] Vlory
        [accusative] Vloru
        [locative] Vloře
        [from] z Vlory
        [in] ve Vloře
    }
fod-place-VA = { -fod-place-VA }
-fod-place-VR =
    { $case ->
       *[nominative] Varna
        [genitive] Varny
        [accusative] Varnu
        [locative] Varně
        [from] z Varny
        [in] ve Varně
    }
fod-place-VR = { -fod-place-VR }
-fod-place-VE =
    { $case ->
       *[nominative] Benátky
        [genitive] Benátek
        [accusative] Benátky
        [locative] Benátkách
        [from] z Benátek
        [in] v Benátkách
    }
fod-place-VE = { -fod-place-VE }
-fod-place-VI =
    { $case ->
       *[nominative] Vídeň
        [genitive] Vídně
        [accusative] Vídeň
        [locative] Vídni
        [from] z Vídně
        [in] ve Vídni
    }
fod-place-VI = { -fod-place-VI }
-fod-place-ZA =
    { $case ->
       *[nominative] Záhřeb
        [genitive] Záhřebu
        [accusative] Záhřeb
        [locative] Záhřebu
        [from] ze Záhřebu
        [in] v Záhřebu
    }
fod-place-ZA = { -fod-place-ZA }
-fod-place-ZU =
    { $case ->
       *[nominative] Curych
        [genitive] Curychu
        [accusative] Curych
        [locative] Curychu
        [from] z Curychu
        [in] v Curychu
    }
fod-place-ZU = { -fod-place-ZU }
-fod-place-AS =
    { $case ->
       *[nominative] Jaderské moře
        [genitive] Jaderského moře
        [accusative] Jaderské moře
        [locative] Jaderském moři
        [from] z Jaderského moře
        [in] v Jaderském moři
    }
fod-place-AS = { -fod-place-AS }
-fod-place-AO =
    { $case ->
       *[nominative] Atlantický oceán
        [genitive] Atlantického oceánu
        [accusative] Atlantický oceán
        [locative] Atlantickém oceánu
        [from] z Atlantického oceánu
        [in] v Atlantickém oceánu
    }
fod-place-AO = { -fod-place-AO }
-fod-place-BB =
    { $case ->
       *[nominative] Biskajský záliv
        [genitive] Biskajského zálivu
        [accusative] Biskajský záliv
        [locative] Biskajském zálivu
        [from] z Biskajského zálivu
        [in] v Biskajském zálivu
    }
fod-place-BB = { -fod-place-BB }
-fod-place-BS =
    { $case ->
       *[nominative] Černé moře
        [genitive] Černého moře
        [accusative] Černé moře
        [locative] Černém moři
        [from] z Černého moře
        [in] v Černém moři
    }
fod-place-BS = { -fod-place-BS }
-fod-place-EC =
    { $case ->
       *[nominative] Lamanšský průliv
        [genitive] Lamanšského průlivu
        [accusative] Lamanšský průliv
        [locative] Lamanšském průlivu
        [from] z Lamanšského průlivu
        [in] v Lamanšském průlivu
    }
fod-place-EC = { -fod-place-EC }
-fod-place-IO =
    { $case ->
       *[nominative] Jónské moře
        [genitive] Jónského moře
        [accusative] Jónské moře
        [locative] Jónském moři
        [from] z Jónského moře
        [in] v Jónském moři
    }
fod-place-IO = { -fod-place-IO }
-fod-place-IR =
    { $case ->
       *[nominative] Irské moře
        [genitive] Irského moře
        [accusative] Irské moře
        [locative] Irském moři
        [from] z Irského moře
        [in] v Irském moři
    }
fod-place-IR = { -fod-place-IR }
-fod-place-MS =
    { $case ->
       *[nominative] Středozemní moře
        [genitive] Středozemního moře
        [accusative] Středozemní moře
        [locative] Středozemním moři
        [from] ze Středozemního moře
        [in] ve Středozemním moři
    }
fod-place-MS = { -fod-place-MS }
-fod-place-NS =
    { $case ->
       *[nominative] Severní moře
        [genitive] Severního moře
        [accusative] Severní moře
        [locative] Severním moři
        [from] ze Severního moře
        [in] v Severním moři
    }
fod-place-NS = { -fod-place-NS }
-fod-place-TS =
    { $case ->
       *[nominative] Tyrhénské moře
        [genitive] Tyrhénského moře
        [accusative] Tyrhénské moře
        [locative] Tyrhénském moři
        [from] z Tyrhénského moře
        [in] v Tyrhénském moři
    }
fod-place-TS = { -fod-place-TS }
event-fod_over_hand_limit = { $hunter } má { $items ->
        [one] { $items } předmět
        [few] { $items } předměty
       *[other] { $items } předmětů
    } a { $events ->
        [one] { $events } událost
        [few] { $events } události
       *[other] { $events } událostí
    }, smí mít { $item_limit } a { $event_limit }: odhoďte přebytečné.
illegal-fod_hunters_choose_first = Nejdřív si karty boje vyberou lovci, potom svou zahraje Drákula aplikace.
illegal-fod_dracula_plays_his_cards = Hráč za Drákulu hraje své karty boje sám: na karty lovců čeká jen Drákula, za kterého hraje aplikace.
illegal-fod_cards_already_chosen = Karty lovců pro toto kolo jsou vybrané: teď hraje Drákula.
illegal-fod_combat_round_over = Kolo boje { $combat_round } už je odehrané.
event-fod_combat_cards_chosen = Lovci si vybrali karty boje.
fod-action-reveal_combat = Lovci vybrali karty boje
event-fod_combat_card_played = { $cards_played }. kolo: Drákula hraje kartu „{ $combat_card }“.
event-fod_combat_card_engaged = { $cards_played }. kolo: Drákula hraje kartu „{ $combat_card }“ proti { DECLINE($hunter, case: "dative") } (obsazený lovec).
illegal-fod_combat_card_needed = Drákula, za kterého hraje aplikace, musí určit, jakou kartu boje hraje.
illegal-fod_unknown_combat_card = „{ $combat_card }“ není Drákulova karta boje.
illegal-fod_combat_card_not_in_hand = Kartu „{ $combat_card }“ nemá Drákula aplikace v ruce.
illegal-fod_combat_card_not_kept = Hráč za Drákulu má své karty boje na stole: aplikace zaznamená jen to, že jednu zahrál.

## Drákulovy karty událostí a Drákula hraný aplikací
# Názvy Drákulových událostí v českých pravidlech nejsou: jde o náš neověřený překlad,
# a proto je u každého vytištěn i anglický název, podle kterého stůl kartu najde.

fod-dracula_event-customs_search = Celní prohlídka (Customs Search)
fod-dracula_event-darkness_returns = Návrat temnoty (Darkness Returns)
fod-dracula_event-devilish_power = Ďábelská moc (Devilish Power)
fod-dracula_event-draculas_brides = Drákulovy nevěsty (Dracula's Brides)
fod-dracula_event-enraged = Zuřivost (Enraged)
fod-dracula_event-false_tip = Falešná stopa (False Tip)
fod-dracula_event-great_wolf = Velký vlk (Great Wolf)
fod-dracula_event-hidden_schemes = Skryté plány (Hidden Schemes)
fod-dracula_event-immanuel_hildesheim = Immanuel Hildesheim
fod-dracula_event-nocturnal_visit = Noční návštěva (Nocturnal Visit)
fod-dracula_event-roadblock = Zátaras (Roadblock)
fod-dracula_event-seduction = Svádění (Seduction)
fod-dracula_event-sensationalist_press = Bulvární tisk (Sensationalist Press)
fod-dracula_event-summon_storms = Přivolání bouří (Summon Storms)
fod-dracula_event-unearthly_swiftness = Nadpozemská rychlost (Unearthly Swiftness)
fod-dracula_event-vampiric_influence = Upíří vliv (Vampiric Influence)
fod-dracula_event-wild_horses = Divocí koně (Wild Horses)
fod-action-dracula_event = Drákulova karta události
fod-action-reveal_trail = Otočit kartu Cesty
illegal-fod_app_dracula_events_by_title = Drákula hraný aplikací zná své karty událostí podle názvu: dostává je jen při zásobení lovce v noci a hraje či odhazuje je sám.
illegal-fod_dracula_event_title_needed = Tuto kartu si bere Drákula hraný aplikací: zvolte, která Drákulova událost to je.
illegal-fod_dracula_event_title_unwanted = Názvem se zadává jen Drákulova událost dobraná v noci pro Drákulu hraného aplikací.
illegal-fod_unknown_dracula_event = { $card } není Drákulova karta události.
illegal-fod_dracula_events_by_hand = Hráč Drákuly hraje své karty událostí u stolu; aplikace je jen počítá.
illegal-fod_dracula_event_not_held = Tuto kartu události Drákula v ruce nemá.
illegal-fod_dracula_events_within_limit = Drákula nemá víc karet událostí, než smí držet: žádnou neodhazuje.
illegal-fod_dracula_has_ally = Drákula už má ve hře spojence ({ $ally }).
illegal-fod_dracula_event_kept = Drákula hraný aplikací si kartu „{ $dracula_event }“ ponechává a nikdy ji nehraje (domácí pravidlo „Kdy Drákula hraný aplikací hraje své události“).
illegal-fod_dracula_event_not_now = Drákula hraný aplikací teď kartu „{ $dracula_event }“ nehraje (domácí pravidlo „Kdy Drákula hraný aplikací hraje své události“).
illegal-fod_dracula_turns_own_cards = Své karty Cesty otáčí lícem nahoru hráč Drákuly sám.
illegal-fod_reveal_space_or_place = Uveďte buď pole Cesty, nebo místo.
illegal-fod_no_such_trail_space = Cesta nemá pole { $space }.
illegal-fod_trail_space_empty = Pole Cesty { $space } je prázdné.
illegal-fod_trail_space_face_up = Karta na poli cesty { $space } už je lícem nahoru.
event-fod_app_event_played = Drákula hraje událost „{ $dracula_event }“ (událostí v ruce: { $events }).
event-fod_app_ally_played = Drákula hraje „{ $dracula_event }“ jako spojence (událostí v ruce: { $events }).
event-fod_app_event_discarded = Drákula odhazuje kartu události lícem dolů (událostí v ruce: { $events }).
event-fod_secret_event_discarded = Odhazujete kartu „{ $dracula_event }“ lícem dolů.
event-fod_trail_card_revealed = Pole Cesty { $space } se otáčí lícem nahoru: { $cards }.
event-fod_not_on_trail = { $place } na Drákulově Cestě není.
fod-setting-dracula_event_timing = Kdy Drákula hraný aplikací hraje své události
fod-setting-dracula_event_timing-note = Co karty dělají, je vytištěno na nich a v našich pravidlech to není, proto jsou tyto časy odhadnuté z názvů. Nastavte každou kartu podle toho, co říká její horní část: na začátku jeho fáze (než se pohne), hned po dobrání, nebo nikdy (karta hraná v odpověď lovcům, kterou aplikace neumí načasovat: Drákula si ji ponechá a odhodí ji, když má v ruce víc karet, než smí).
fod-setting_value-dracula_phase = na začátku jeho fáze
fod-setting_value-drawn = hned po dobrání
fod-setting_value-kept = nikdy: ponechá si ji
illegal-fod_app_plays_his_allies = Drákula hraný aplikací hraje své spojence sám; stůl může jeho spojence jen odhodit.
