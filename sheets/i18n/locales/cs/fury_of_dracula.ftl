game-fury_of_dracula = Běsnění Drákuly
outcome-fod-dracula_wins = Drákula vítězí: jeho vliv dosáhl 13.
outcome-fod-hunters_win = Lovci vítězí: Drákula utržil 15 zranění.
outcome-fod-unfinished = Hra ještě neskončila.
fod-role-dracula = Drákula
fod-role-hunters = Lovci
fod-side-hunters = lovci
fod-side-dracula = Drákula
fod-hunter-godalming = Lord Godalming
fod-hunter-seward = Dr. John Seward
fod-hunter-van_helsing = Van Helsing
fod-hunter-mina = Mína Harkerová
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
fod-token-fog = mlha
fod-token-roadblock = zátaras
fod-token-storm = bouře
fod-token-heavenly_host = nebeská hostie
fod-token-consecrated_ground = posvěcená půda
fod-token-bats = netopýři
fod-token-despair = zoufalství
fod-token-rumour = zvěsti
fod-token-bite = kousnutí
fod-ally-jonathan_harker = Jonathan Harker
fod-ally-rufus_smith = Rufus Smith
fod-ally-sister_agatha = Sestra Agáta
fod-ally-draculas_brides = Drákulovy nevěsty
fod-ally-great_wolf = Velký vlk
fod-ally-immanuel_hildesheim = Immanuel Hildesheim
fod-back-land = rub karty země
fod-back-sea = rub karty moře
fod-back-castle = rub karty Drákulova hradu
fod-route-road = po silnici
fod-route-rail = po železnici
fod-route-sea = po moři
fod-route-effect = přesunut kartou
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
fod-action-no_ambush = Nechat projít
fod-action-choose_hospital = Zvolit nemocnici
fod-action-dusk_tokens = Odebrat žetony
fod-action-bats_move = Přesunout netopýry
fod-action-clear_lair = Uvolnit doupě
fod-action-avoid_combat = Vyhnout se boji
fod-action-move = Pohyb
fod-action-supply = Zásobení
fod-action-trade = Obchod
fod-action-reserve_ticket = Rezervace jízdenky
fod-action-rest = Odpočinek
fod-action-search = Pátrání
fod-action-special = Speciální akce
fod-action-pass = Vynechat (žádná akce není možná)
fod-action-damage_hunter = Zranění
fod-action-bite = Kousnutí
fod-action-damage_dracula = Zranit Drákulu
fod-action-influence = Vliv
fod-action-fangs = +1 vliv (Tesáky)
fod-action-hand = Ruka
fod-action-dracula_events = Drákulovy události
fod-action-place_token = Umístit žeton
fod-action-remove_token = Odebrat žeton
fod-action-effect_move = Přesun kartou
fod-action-start_combat = Zahájit boj
fod-action-combat_card = Drákula zahrál kartu boje
fod-action-escape = Útěk
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
fod-step-dracula_mature = Drákula: úkryt opouštějící Cestu
fod-step-dracula_move = Drákula: pohyb
fod-step-dracula_encounter = Drákula: umístění karty střetnutí
fod-step-dracula_rumour = Drákula: zvěsti
fod-step-finished = Konec hry
fod-phase-dawn = Úsvit
fod-phase-day = Den
fod-phase-dusk = Soumrak
fod-phase-night = Noc
fod-phase-dracula = Drákulova fáze
fod-phase-hunter = Fáze lovců
fod-reminder-game_over = Hra skončila: vyhrál { $winner }.
fod-reminder-dracula_start = Drákula tajně zvolí počáteční lokaci: ne moře, ne Drákulův hrad, ne město s lovcem. Kartu střetnutí k ní nepřikládá.
fod-reminder-dracula_draw =
    { $count ->
    [one] Drákula si dobere { $count } kartu střetnutí a zadá ji do svého zařízení.
    [few] Drákula si dobere { $count } karty střetnutí a zadá je do svého zařízení.
   *[other] Drákula si dobere { $count } karet střetnutí a zadá je do svého zařízení.
    }
fod-reminder-ambush = { $hunter } zakončil pohyb v lokaci { $place }: Drákula ho může přepadnout kartou střetnutí, nebo nechat projít.
fod-reminder-ambush_from_lair = Přepadnout lze i kartami z doupěte v tomto městě.
fod-reminder-combat_prepare = Boj ({ $half }): každý lovec si vezme Úder, Úhyb a Útěk; Drákula zamíchá balíček boje a dobere 5 karet.
fod-reminder-combat_round = { $count }. kolo boje: obě strany zvolí kartu lícem dolů; s více lovci Drákula určí obsazeného lovce; odhalte a porovnejte symboly.
fod-reminder-combat_fog = Ve městě je mlha: Drákula se může boji vyhnout.
fod-reminder-pride = Pýcha: Drákulovy útěky jsou omezené, jak uvádí jeho list.
fod-reminder-vampire_escape = Proti upírovi: žádná karta Útěk, dokud nejsou ve hře tři karty boje.
fod-reminder-hospital_choice = { $hunter } jde do nemocnice: { $chooser } vybírá z { $nearest }.
fod-reminder-bats = Netopýři: před akcí lovce { $hunter } ho Drákula přesune do sousedního města.
fod-reminder-day_action = Den: { $hunter } provede jednu akci.
fod-reminder-night_action = Noc: { $hunter } provede jednu akci.
fod-reminder-hospital_actions = V nemocnici ({ $city }): zásobení dává jen předměty; ve dne je jediný pohyb do města { $city }.
fod-reminder-at_sea_must_move = Na moři ve dne musí být akcí pohyb.
fod-reminder-castle_no_supply = V Drákulově hradu: žádné zásobení ani jízdenka.
fod-reminder-fog_here = Mlha v lokaci { $place }: nelze pátrat ani odejít.
fod-reminder-supply_top = Zásobení: událost z vrchu balíčku; Drákulova událost jde lícem dolů na odkládací hromádku.
fod-reminder-supply_bottom = Zásobení: událost ze spodu balíčku; Drákulova událost jde Drákulovi.
fod-reminder-no_move_at_night = V noci se nelze pohybovat; lovec na moři akci vynechá.
fod-reminder-dusk_tokens = Soumrak: Drákula odebere jeden zátaras a jednu bouři podle své volby (mlha už ubyla v každém městě o jeden žeton).
fod-reminder-mature = Úkryt opouští pole 6: Drákula ho připraví a může vyhodnotit připravené účinky.
fod-reminder-mature_or_lair = Úkryt opouští pole 6: Drákula ho připraví, nebo z něj udělá doupě s další kartou střetnutí.
fod-reminder-dracula_move = Drákula tajně položí kartu na pole 1: po silnici nebo po moři, nikdy po železnici.
fod-reminder-must_move = Na tvé lokaci je posvěcená půda nebo nebeská hostie: musíš se přesunout jinam.
fod-reminder-place_encounter = Drákula položí jednu kartu střetnutí lícem dolů na pole 1 a doplní si ruku na pět.
fod-reminder-rumour = Drákula může položit žeton zvěstí na úkryt na polích 1–3.
fod-reminder-fury_of_dracula = Tři žetony zoufalství: platí Běsnění Drákuly (viz Drákulův list).
fod-reminder-discard_to_limit = { $hunter } má v ruce víc karet, než dovoluje omezení: odhoďte přebytečné.
fod-reminder-weakened = { $hunter }: oslabení, jeden předmět a jedna událost zůstávají lícem nahoru.
fod-reminder-dracula_discard_events = Drákula má { $count } událostí, víc než čtyři: odhodí na čtyři.
illegal-fod_advanced_only = Jen v pokročilé hře.
illegal-fod_ally_unchanged = Tento spojenec už je ve hře.
illegal-fod_already_there = Lovec už je v lokaci { $place }.
illegal-fod_app_deals_encounters = V této hře rozdává karty střetnutí aplikace.
illegal-fod_at_sea_must_move = Na moři ve dne se lovec může jen pohnout.
illegal-fod_bad_dracula_start = Drákula nemůže začít na moři ani v Drákulově hradu.
illegal-fod_bats_cannot_go = Netopýři přenesou lovce jen do sousedního města bez mlhy; { $place } takové není.
illegal-fod_bats_must_move = Netopýři musí lovce přenést do jednoho z míst: { $places }.
illegal-fod_choose_token = Zvol, který žeton ({ $token }) odebrat.
illegal-fod_combat_needs_hunters = Boj potřebuje lovce na stejném místě, žádného poraženého.
illegal-fod_combat_not_avoidable = Boji se Drákula může vyhnout jen ve městě s mlhou.
illegal-fod_combat_running = Boj už probíhá.
illegal-fod_dracula_cannot_go = Drákula teď nemůže do lokace { $place }.
illegal-fod_encounter_not_in_deck = { $encounter } už v balíčku střetnutí není.
illegal-fod_encounter_not_in_hand = Drákula nemá v ruce kartu { $encounter }.
illegal-fod_event_symbol_needed = Uveďte symbol na dobrané kartě události.
illegal-fod_events_not_tradeable = Karty událostí vyměňuje jen Van Helsing.
illegal-fod_fog_blocks = Mlha: do lokace { $to } nelze vstoupit.
illegal-fod_fog_blocks_search = Ve městě s mlhou nelze pátrat.
illegal-fod_fog_holds = Mlha v lokaci { $place }: nikdo neodejde.
illegal-fod_game_over = Hra skončila.
illegal-fod_hide_cannot_mature = Karta střetnutí u Skrytí nemůže být připravena.
illegal-fod_hospital_exit_only = Z nemocnice vede jediný pohyb do města { $city }, ve dne.
illegal-fod_hospital_items_only = V nemocnici dává zásobení jen předměty, žádnou událost.
illegal-fod_hunter_defeated = { $hunter } je poražen a čeká na nemocnici.
illegal-fod_lair_needs_land = Doupětem se může stát jen úkryt s pozemní lokací.
illegal-fod_lairs_full = Všechna tři pole doupat jsou obsazená.
illegal-fod_misdirect_forbidden = Špatný směr nemůže uvolnit pole { $space }: karta moci, Drákulův hrad, jeho lokace nebo lokace Skrytí.
illegal-fod_misdirect_needs_space = Špatný směr musí určit pole Cesty, které uvolní.
illegal-fod_misdirect_space = Na poli { $space } není úkryt, který by Špatný směr mohl uvolnit.
illegal-fod_must_act = Lovec může jednat; vynechat smí jen lovec, který nemá kam jít.
illegal-fod_must_move = Drákula se musí přesunout na nové místo.
illegal-fod_negative_count = Počty nemohou být záporné.
illegal-fod_no_choice_needed = Na plánu je jen jeden žeton ({ $token }); odejde sám.
illegal-fod_no_combat = Žádný boj neprobíhá.
illegal-fod_no_encounter_here = V tomto tahu nelze umístit kartu střetnutí.
illegal-fod_no_event_in_hand = { $hunter } nemá kartu události, kterou by zahrál.
illegal-fod_no_hospital_due = { $hunter } nečeká na nemocnici.
illegal-fod_no_move_at_night = Lovci se v noci nepohybují.
illegal-fod_no_road = Z lokace { $origin } nevede do { $to } silnice.
illegal-fod_no_sea_link = { $origin } a { $to } spolu po moři nesousedí.
illegal-fod_no_such_ambush = { $encounter } není v úkrytu tohoto města.
illegal-fod_no_such_encounter = Úkryt má { $encounters } karet střetnutí; vyber z nich.
illegal-fod_no_such_lair = Doupě { $lair } neexistuje.
illegal-fod_no_such_seat = Místo { $seat } u tohoto stolu pro { $seats } hráčů není.
illegal-fod_no_such_ticket = Lovec takovou jízdenku nemá.
illegal-fod_no_token_left = V zásobníku už žádný žeton ({ $token }) není.
illegal-fod_no_token_there = Na { $at } žádný žeton ({ $token }) není.
illegal-fod_not_a_dracula_game_action = { $action } není akce hry Běsnění Drákuly.
illegal-fod_not_enough_cards = Tolik karet v ruce není.
illegal-fod_not_in_castle = V Drákulově hradu ne.
illegal-fod_not_in_combat = { $hunter } se tohoto boje neúčastní.
illegal-fod_not_nearest_hospital = { $hospital } není mezi nejbližšími nemocnicemi: { $nearest }.
illegal-fod_not_now = Teď ne: hra je v kroku { $step }.
illegal-fod_not_stuck = Drákula má legální kartu; nucený přesun je jen pro případ, kdy žádnou nemá.
illegal-fod_not_this_hunter = Lovec { $hunter } není na tahu.
illegal-fod_not_your_choice = Tuto volbu dělá místo { $seat }.
illegal-fod_not_your_hunter = Lovce { $hunter } nehrajete vy.
illegal-fod_nothing_to_search = Nejsou tu žádné známé karty střetnutí k pátrání.
illegal-fod_only_dracula = Tohle smí jen hráč za Drákulu.
illegal-fod_place_needed = Uveď místo, kam se Drákula přesouvá.
illegal-fod_power_on_trail = { $power } už je na Cestě.
illegal-fod_power_takes_no_place = { $power } se hraje bez karty lokace.
illegal-fod_rail_out_of_reach = Jízdenka po železnici z { $origin } do { $to } nestačí.
illegal-fod_roadblocked = Zátaras uzavírá silnici z { $origin } do { $to }.
illegal-fod_rumour_space = Zvěsti patří na úkryt s kartami střetnutí a bez zvěstí na polích 1–3; pole { $space } takové není.
illegal-fod_start_in_hunter_city = Drákula nemůže začít v lokaci { $place }: je tam lovec.
illegal-fod_storm_blocks = V { $to } zuří bouře.
illegal-fod_ticket_limit = Lovec může mít nejvýš { $limit } jízdenky.
illegal-fod_ticket_not_in_pool = Taková jízdenka v zásobníku není.
illegal-fod_ticket_only_by_rail = Jízdenka se utrácí jen při pohybu po železnici.
illegal-fod_ticket_pool_empty = Zásobník jízdenek je prázdný.
illegal-fod_token_not_placeable = Žetony { $token } se na mapu nekladou.
illegal-fod_token_target = Žeton { $token } nelze položit na { $at }.
illegal-fod_trade_events_or_items = Vyměňujte buď události, nebo předměty a jízdenky, ne obojí.
illegal-fod_trade_needs_same_city = K obchodu musí být oba lovci ve stejném městě.
illegal-fod_trade_with_self = Lovec nemůže obchodovat sám se sebou.
illegal-fod_unknown_ally = { $ally } není spojencem této strany.
illegal-fod_unknown_encounter = { $encounter } není karta střetnutí.
illegal-fod_unknown_place = Místo { $place } na mapě není.
illegal-fod_wrong_draw_count = Zadejte { $expected } karet, ne { $given }.
illegal-fod_wrong_ticket_count = Zadejte { $expected } jízdenek, ne { $given }.
illegal-fod_zero_amount = Zadejte jinou hodnotu než nulu.
event-fod_ally = { $side }: nový spojenec { $ally }.
event-fod_ambush_chance = { $hunter } zakončil pohyb v lokaci { $place }; Drákula může přepadnout.
event-fod_ambushed = Drákula přepadl lovce { $hunter } kartou { $encounter }: vyhodnoťte ji bez připraveného účinku.
event-fod_bats_moved = Netopýři přenesli lovce { $hunter } do lokace { $place }.
event-fod_combat_avoided = Drákula se v mlze v lokaci { $place } boji vyhnul.
event-fod_combat_ended = Boj skončil.
event-fod_combat_round = Drákula zahrál { $cards_played } karet boje.
event-fod_combat_started = Boj ({ $half }) v lokaci { $place }.
event-fod_day_begins = Začíná den { $round }.
event-fod_despair_added = Uplynul týden: položen žeton zoufalství č. { $despair }.
event-fod_dracula_damaged = Drákula utržil { $amount } zranění ({ $damage } z 15).
event-fod_dracula_event_discarded = { $hunter } dobral ve dne Drákulovu událost: lícem dolů na odkládací hromádku.
event-fod_dracula_event_gained = Drákulova událost dobraná v noci jde Drákulovi (v ruce { $events }).
event-fod_dracula_events_changed = Drákula má nyní { $events } událostí.
event-fod_dracula_healed = Drákula vyléčil { $amount } zranění ({ $damage } z 15).
event-fod_dracula_hidden = Drákulova figurka opouští plán.
event-fod_dracula_must_move = Drákula se musí ve své příští fázi přesunout jinam.
event-fod_dracula_moved = Drákula položil kartu na pole 1.
event-fod_dracula_over_limit = Drákula má { $events } událostí, víc než čtyři: odhodí na čtyři.
event-fod_dracula_phase = Drákulova fáze.
event-fod_dracula_revealed = Drákula byl odhalen v lokaci { $place }!
event-fod_dracula_started = Drákula zvolil počáteční lokaci.
event-fod_encounter_placed = Na pole { $space } byla položena karta střetnutí.
event-fod_encounters_drawn =
    { $count ->
    [one] Drákula si dobral { $count } kartu střetnutí.
    [few] Drákula si dobral { $count } karty střetnutí.
   *[other] Drákula si dobral { $count } karet střetnutí.
    }
event-fod_encounters_reshuffled = Odložené karty střetnutí se zamíchají do nového balíčku.
event-fod_encounters_to_draw =
    { $count ->
    [one] Drákula si musí dobrat { $count } kartu střetnutí.
    [few] Drákula si musí dobrat { $count } karty střetnutí.
   *[other] Drákula si musí dobrat { $count } karet střetnutí.
    }
event-fod_fog_lifted = Mlha ubývá o jeden žeton v každém městě, kde je.
event-fod_fury_of_dracula = Třetí žeton zoufalství: platí Běsnění Drákuly.
event-fod_game_won = Konec hry: vyhrál { $winner }.
event-fod_hand_changed = { $hunter } má nyní { $items } předmětů a { $events } událostí.
event-fod_heavenly_host_removed = Úsvit odstraní žetony nebeské hostie.
event-fod_hideout_cleared = Úkryt na { $where } { $space } je uvolněn.
event-fod_hideout_matured = Úkryt opouštějící Cestu je připraven.
event-fod_hideout_revealed = Úkryt na { $where } { $space } je odhalen.
event-fod_hospital_choice = { $hunter } jde do nemocnice; je třeba vybrat kterou.
event-fod_hunter_bitten = { $hunter } byl pokousán ({ $bites } z { $spaces }).
event-fod_hunter_damaged = { $hunter } utržil { $amount } zranění ({ $damage } z { $health }).
event-fod_hunter_defeated = { $hunter } je poražen!
event-fod_hunter_escaped = { $hunter } uprchl z boje.
event-fod_hunter_healed = { $hunter } vyléčil { $amount } zranění ({ $damage } z { $health }).
event-fod_hunter_moved = { $hunter } se přesunul z { $origin } do { $to }.
event-fod_hunter_skips = { $hunter } neprovádí akci.
event-fod_hunter_to_hospital = { $hunter } se probouzí v nemocnici ({ $hospital }) bez všeho.
event-fod_hunter_weakened = { $hunter } je oslabený: jeden předmět a jedna událost lícem nahoru.
event-fod_influence = Drákulův vliv se změnil o { $amount } na { $influence }.
event-fod_lair_made = Drákula vytvořil doupě { $lair } s { $encounters } kartami střetnutí.
event-fod_matured_effect = Vyhodnoťte připravený účinek karty { $encounter }.
event-fod_night_begins = Začíná noc { $round }.
event-fod_no_ambush = Drákula nechal lovce { $hunter } projít.
event-fod_no_encounter_placed = V tomto tahu se karta střetnutí nepokládá.
event-fod_roadblock_removed = Zátaras odebrán z { $edge }.
event-fod_round_begins = Začíná kolo { $round }.
event-fod_rumour_gained = Drákula získal žeton zvěstí (má { $rumours }).
event-fod_rumour_placed = Drákula položil žeton zvěstí na pole { $space }.
event-fod_rumour_returned = Žeton zvěstí se vrací do zásobníku.
event-fod_searched = { $hunter } pátral a našel { $encounters }: vyhodnoťte je bez připravených účinků.
event-fod_special_action = { $hunter } provedl speciální akci.
event-fod_storm_removed = Bouře nad { $sea } odebrána.
event-fod_supplied = { $hunter } se zásobil: { $items } předmětů, událost z { $deck_end } balíčku.
event-fod_ticket_reserved =
    { $count ->
    [one] { $hunter } si rezervoval { $count } jízdenku.
    [few] { $hunter } si rezervoval { $count } jízdenky.
   *[other] { $hunter } si rezervoval { $count } jízdenek.
    }
event-fod_time_advanced = Čas postupuje: { $weekday }, { $half }.
event-fod_token_placed = Žeton { $token } položen na { $at }.
event-fod_token_removed = Žeton { $token } odebrán z { $at }.
event-fod_traded = { $hunter } a { $partner } obchodují.
event-fod_trail_slid = Cesta se posouvá o jedno pole.
event-fod_secret_started = Začínáš v lokaci { $place }.
event-fod_secret_moved = Nyní jsi v lokaci { $place }.
event-fod_secret_encounters_drawn = Dobral sis { $cards }.
event-fod_secret_encounter_placed = Položil jsi { $encounter }.
event-fod_secret_hideout_matured = Tvůj úkryt { $cards } s { $encounters } opustil Cestu.
event-fod_secret_lair_made = Tvé doupě: { $cards } s { $encounters }.
event-fod_secret_hideout_cleared = Tvůj úkryt { $cards } na { $where } { $space } je uvolněn.
fod-deck_end-top = vrchu
fod-deck_end-bottom = spodu
fod-where-trail = poli Cesty
fod-where-lair = doupěti
fod-setting-hunter_health = Zdraví lovců
fod-setting-hunter_bite_spaces = Pole kousnutí lovců
fod-setting-hunter_item_limit = Omezení předmětů v ruce
fod-setting-hunter_event_limit = Omezení událostí v ruce
fod-setting-feed_heal = Krmení léčí
fod-setting-dark_call_damage = Zranění za Temné volání
fod-setting-dark_call_draw = Temné volání dobírá
fod-setting-wolf_form_damage = Zranění za Vlčí podobu
fod-setting-wolf_form_roads = Dosah Vlčí podoby v silnicích
fod-setting-power_cards_face_up = Karty moci leží lícem nahoru
fod-setting-hospital_choice = Kdo volí nemocnici při shodě
fod-setting-road_bordeaux_saragossa = Silnice Bordeaux–Zaragoza
fod-setting-dracula_leaves_board = Kdy odhalený Drákula opouští plán
fod-setting-lair_revealed_by_hunters = Lovci odhalují doupata
fod-setting-ticket_mix = Žetony jízdenek
fod-setting-mixed_rail_value = Hodnota jízdenky na smíšené bílo-žluté trase
fod-setting-advanced_start_forbidden = Zakázaná počáteční města lovců (pokročilá hra)
fod-setting-vampire_influence = Vliv připravených upírů
fod-setting-vampire_clears_spaces = Pole Cesty uvolněná připraveným upírem
fod-setting-consecrated_ground_forbidden = Kam nelze položit posvěcenou půdu
fod-setting_value-dracula_chooses = volí Drákula
fod-setting_value-hunters_choose = volí hráč lovce
fod-setting_value-next_unrevealed_move = při jeho příštím pohybu, který ho neodhalí
fod-setting_value-yellow = žlutá hodnota
fod-setting_value-white = bílá hodnota
fod-setting_value-forbidden = nepovoleno
fod-reason-defeated = poražen
fod-reason-at_sea_by_night = na moři v noci
fod-reason-no_way = nemá kam jít
fod-reason-sea = na moři
fod-reason-revealed = Drákula je odhalen
fod-reason-power = karta moci
fod-reason-no_cards = žádné karty střetnutí
fod-reason-six_cards = šest karet boje
fod-reason-hunters_out = všichni lovci jsou mimo boj
fod-reason-table = ukončeno hráči
fod-reason-damage = zranění
fod-reason-bite = kousnutí
fod-cause-fangs = Tesáky
fod-cause-card = karta
fod-cause-defeat = poražený lovec
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
event-fod_over_hand_limit = { $hunter } má { $items } předmětů a { $events } událostí; omezení je { $item_limit } a { $event_limit }: odhoďte přebytečné.
