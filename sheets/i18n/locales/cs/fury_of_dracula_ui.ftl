kind-fury_of_dracula = Běsnění Drákuly
fod-setup-board = Položte herní plán tak, aby na něj všichni dosáhli; Drákula sedí u strany s Cestou.
fod-setup-tracks = Ukazatel vlivu položte na 0, ukazatel času na žluté denní pole pondělí.
fod-setup-dracula_player = { $player } hraje za Drákulu: list Drákuly, figurka a orientační mapa.
fod-setup-app_dracula = Za Drákulu hraje aplikace: jeho figurka stojí u plánu, dokud není odhalen.
fod-setup-app_dracula_decks = Drákulovy karty lokací, střetnutí a boje leží u Cesty jako značky: jeho skutečné karty drží aplikace a řekne vám, které položit, otočit a vyhodnotit.
fod-setup-app_dracula_start = Nakonec aplikace zvolí Drákulovo počáteční místo a řekne vám, kterou kartu položit.
fod-setup-hunter_player = { $player } hraje za tyto lovce: { $hunters }; vezměte jejich listy a figurky.
fod-setup-hunter_player_one = { $player } hraje za { DECLINE($hunter, case: "accusative") }; vezměte { GENDER($hunter) ->
        [feminine] její
       *[masculine] jeho
    } list a figurku.
fod-setup-hunter_decks = Zamíchejte balíček předmětů; události lovců i Drákuly zamíchejte do jednoho balíčku událostí; karty boje lovců roztřiďte do tří hromádek.
fod-setup-dracula_decks = Drákula zamíchá balíček střetnutí a balíček boje; balíček lokací seřadí podle čísel karet a nemíchá ho.
fod-setup-power_cards = Pokročilá pravidla: pět karet moci patří do Drákulova balíčku lokací.
fod-setup-tokens = Žetony jízdenek zamíchejte lícem dolů v zásobníku; ostatní žetony roztřiďte na hromádky podle druhu.
fod-setup-encounters_app = Pět karet střetnutí rozdá Drákulovi aplikace: vezme si z balíčku karty, které mu ukáže jeho zařízení.
fod-setup-encounters_physical = Drákula si dobere pět karet střetnutí a zadá je do svého zařízení.
fod-setup-hunter_start = { $hunter } začíná { DECLINE($place, case: "in") }.
fod-setup-rumour_and_lairs = Pokročilá pravidla: Drákula si vezme jeden žeton zvěstí; používají se tři pole doupat.
fod-setup-check_house_rules = Hodnoty označené jako neověřené (zdraví a kousnutí lovců, omezení karet v ruce, ceny karet moci…) porovnejte v domácích pravidlech se svým výtiskem.
fod-setup-dracula_start = Nakonec Drákula na svém zařízení tajně zvolí počáteční lokaci.
fod-new-title = Nová hra: Běsnění Drákuly
fod-new-players = Hráči
fod-new-name_label = Hráč { $number }
fod-new-decided-random = Vylosuje aplikace
fod-new-decided-chosen = Podle volby hráčů
fod-new-dracula_player = Kdo hraje za Drákulu
fod-new-drawn_dracula = Vylosováno: za Drákulu hraje { $name }.
fod-new-starts = Počáteční města lovců
fod-new-starts-rulebook = Pravidla
fod-new-starts-random = Losem
fod-new-starts-chosen = Vlastní
fod-new-rules = Pravidla
fod-new-encounters = Karty střetnutí Drákulovi rozdává
fod-new-encounters-app = aplikace
fod-new-encounters-physical = balíček na stole
fod-new-reshuffle = Losovat znovu
fod-new-checklist = Příprava hry na stole
fod-new-checklist_intro = Odškrtněte každý krok, jakmile ho stůl provede.
fod-new-checklist_waits = Nejdřív musí mít každý hráč jiné jméno.
fod-new-start = Začít hru
fod-new-print = Vytisknout pomůcky
fod-new-problem = Takto hru připravit nelze: { $problem }
fod-play-time = { $round }. kolo · { $week }. týden · { $weekday }, { $half }
fod-play-hunter_turn =
    { $step ->
        [night_action] Noc
       *[day_action] Den
    } – na tahu je { DECLINE($hunter, case: "mid_sentence") }
fod-play-tracks = Stupnice
fod-play-influence_up = Vliv +1
fod-play-influence_down = Vliv −1
fod-play-dracula_hurt = Drákula utrží 1 zranění
fod-play-dracula_heal = Drákula vyléčí 1 zranění
fod-play-last_change = Poslední změna: { $change } ({ $cause }), zápis: { $player }
fod-play-despair = Zoufalství: { $despair } / { $limit }
fod-play-fury = platí Běsnění Drákuly
fod-play-dracula_revealed = Drákula je odhalen { DECLINE($place, case: "in") }.
fod-play-dracula_hidden = Drákula je skrytý.
fod-play-dracula_event_up = Drákula získá událost
fod-play-dracula_event_down = Drákula zahraje nebo odhodí událost
fod-play-rumours_held =
    { $count ->
    [one] Drákula má { $count } žeton zvěstí.
    [few] Drákula má { $count } žetony zvěstí.
   *[other] Drákula má { $count } žetonů zvěstí.
    }
fod-play-no_ally = žádný
fod-play-hunters = Lovci
fod-play-in_hospital = v nemocnici { DECLINE($city, case: "in") }
fod-play-defeated_waits = Porážka: za úsvitu do nemocnice
fod-play-bats_on = pod žetonem netopýrů
fod-play-damage_of = Zranění: { $damage } / { $health }
fod-play-bites_of = Kousnutí: { $bites } / { $spaces }
fod-play-items_of = Předměty: { $items } / { $limit }
fod-play-events_of = Události: { $events } / { $limit }
fod-play-tickets =
    { $count ->
    [one] { $count } jízdenka
    [few] { $count } jízdenky
   *[other] { $count } jízdenek
    }
fod-play-hold_for_tickets = Jízdenky zobrazíte podržením (jen lovci)
fod-play-less = Méně: { $what }
fod-play-more = Více: { $what }
fod-play-hunter_less = { $hunter }: ubrat 1 – { $what }
fod-play-hunter_more = { $hunter }: přidat 1 – { $what }
fod-play-empty_space = prázdné
fod-play-face-land = pevnina
fod-play-face-sea = moře
fod-play-face-castle = Drákulův hrad
fod-play-encounters_count =
    { $count ->
    [one] { $count } karta střetnutí
    [few] { $count } karty střetnutí
   *[other] { $count } karet střetnutí
    }
fod-play-survivor = Lícem vzhůru: { $encounter }, zranění { $damage }
fod-play-undo_blocked = { $action } – to už nejde vrátit: závisí na tom pozdější akce ({ $later }).
fod-play-rumour_here = Žeton zvěstí
fod-play-no_lairs = Žádná doupata.
fod-play-tokens = Žetony na mapě
fod-play-no_tokens = Na mapě nejsou žádné žetony.
fod-play-token_at = { $token }: { $at }
fod-play-remove_token = Odebrat žeton ({ $token })
fod-play-bats_left =
    { $count ->
    [one] { $count } žeton netopýrů v zásobníku
    [few] { $count } žetony netopýrů v zásobníku
   *[other] { $count } žetonů netopýrů v zásobníku
    }
fod-play-other_device = Za { DECLINE($hunter, case: "accusative") } se hraje na jiném zařízení ({ $player }).
fod-play-host_plays = Za { DECLINE($hunter, case: "accusative") } hraje { $player } na zařízení stolu.
fod-play-choose_hospital = Zvolte nemocnici:
fod-play-hospital_for = { $hunter } → { $city }
fod-play-hospital_other_device = Nemocnici pro { DECLINE($hunter, case: "accusative") } volí hráč na jiném zařízení ({ $player }).
fod-play-hospital_host_plays = Nemocnici pro { DECLINE($hunter, case: "accusative") } volí { $player } na zařízení stolu.
fod-play-hospital_by_dracula = Nemocnici pro { DECLINE($hunter, case: "accusative") } volí Drákula ({ $player }).
fod-play-do-move = Pohyb
fod-play-do-supply = Zásobení
fod-play-do-trade = Obchod
fod-play-do-reserve_ticket = Rezervace jízdenky
fod-play-do-rest = Odpočinek
fod-play-do-search = Pátrání
fod-play-do-special = Zahrát událost
fod-play-do-ability = Použít schopnost z listu
fod-play-do-pass = Vynechat (nemá kam jít)
fod-play-ability_question = Použít schopnost z listu jako akci { DECLINE($hunter, case: "genitive") }? Akce se tím hned spotřebuje.
fod-play-ability_confirm = Použít schopnost
fod-play-not_now = Teď nelze:
fod-play-refused = { $action }: { $reason }
fod-play-move_title = Kam se { $hunter } přesune?
fod-play-by_ticket = Po železnici s jízdenkou { $number }
fod-play-by_ticket_value = Po železnici s jízdenkou { $number } ({ $value })
fod-play-supply_title = Zásobení
fod-play-supply_question = Jaký symbol má dobraná karta události?
fod-play-event_symbol-hunter = Symbol lovce
fod-play-event_symbol-dracula = Symbol Drákuly
fod-play-trade_title = { $hunter } obchoduje
fod-play-trade_partner = S kým
fod-play-trade-items_given = Dané předměty
fod-play-trade-items_taken = Vzaté předměty
fod-play-trade-events_given = Dané události
fod-play-trade-events_taken = Vzaté události
fod-play-give_ticket = Dát jízdenku { $number }
fod-play-take_ticket = Vzít jízdenku { $number } druhého lovce
fod-play-ticket_title = { $hunter } si rezervuje jízdenku
fod-play-ticket_by_app = Vylosovat v aplikaci
fod-play-ticket_at_table = Nebo zadejte jízdenky vytažené ze zásobníku u stolu:
fod-play-ticket_drawn = Jízdenka { $number }
fod-play-ticket_enter = Zadat vytažené jízdenky
fod-play-number_needed = Zadejte celá čísla.
fod-play-ticket_missing = { $count ->
    [one] Vyberte vytaženou jízdenku.
   *[other] Vyberte všechny vytažené jízdenky ({ $count }).
}
fod-play-combat_title = Boj ({ $half }) { DECLINE($place, case: "in") }
fod-play-against_vampire = proti upírovi
fod-play-vampire_title = Proti kartě { $encounter } { DECLINE($place, case: "in") }
fod-play-vampire_damage = { $encounter }: { $damage } zranění
fod-play-vampire_damage_what = zranění upíra
fod-play-fangs_which = Proti kterému uhranutému lovci?
fod-play-fights_waiting =
    { $count ->
    [one] Na boj čeká ještě { $count } upír.
    [few] Na boj čekají ještě { $count } upíři.
   *[other] Na boj čeká ještě { $count } upírů.
    }
fod-play-combat_cards = Zahrané Drákulovy karty boje: { $count } z { $limit }
fod-play-fighter-in = bojuje
fod-play-fighter-escaped =
    { GENDER($hunter) ->
        [feminine] utekla
       *[masculine] utekl
    }
fod-play-fighter-bitten =
    { GENDER($hunter) ->
        [feminine] pokousána, mimo boj
       *[masculine] pokousán, mimo boj
    }
fod-play-fighter-defeated =
    { GENDER($hunter) ->
        [feminine] poražena
       *[masculine] poražen
    }
fod-play-fighter-mesmerized = uhranut
fod-play-combat_hint = Zranění a kousnutí zapisujte u lovců, Drákulova zranění na stupnici.
fod-play-token_kind = Jaký žeton?
fod-play-type_place = Napište lokaci
fod-play-roadblock_where = Kterou silnici nebo železnici { DECLINE($city, case: "from") }?
fod-play-which_hunter = Lovec
fod-play-discard_ally = Bez spojence
fod-play-full_history = Vše
fod-play-history_empty = Zatím se nic nestalo.
fod-play-print = Vytisknout pomůcky
fod-play-results = Výsledky
fod-play-menu = Další
fod-seat-menu = Toto zařízení hraje…
fod-seat-title = Kdo hraje na tomto zařízení?
fod-seat-intro = Drákulova tajemství se zobrazí jen na zařízení, které převezme jeho místo. Stůl ukazuje to, co smí vidět všichni.
fod-seat-table_note = Vše veřejné; jedná za všechny lovce
fod-seat-play_as = Hrát za: { $name }
fod-seat-dracula_role = Drákula: jeho Cesta a karty, v tajnosti
fod-seat-held_elsewhere = { $role } · má ho jiné zařízení, to o něj přijde
fod-seat-held_by_other = { $role } · hraje ho jiné zařízení; uvolnit ho může hostitel
fod-seat-join_to_take = { $role } · chcete-li ho hrát, připojte se kódem stolu
fod-seat-watch_note = Vše veřejné, jen ke sledování
fod-seat-leave_title = Vzdát se svého místa?
fod-seat-leave_question = Toto zařízení přestane hrát: { $name }. Chcete-li hrát znovu, připojte se kódem stolu.
fod-seat-leave_confirm = Vzdát se místa
fod-dracula-title = Drákula · { $name }
fod-dracula-you_are_in = Jste { DECLINE($place, case: "in") }.
fod-dracula-pick_start = Zvolte počáteční lokaci: napište její název, nebo ji vyberte níže.
fod-dracula-ambush_with = Přepadnout kartou { $encounter }
fod-dracula-combat_at_table = U stolu probíhá boj.
fod-dracula-bats_nowhere = Netopýři nemají kam: vrátit žeton
fod-dracula-remove_roadblock = zátaras { $edge }
fod-dracula-remove_storm = bouře – { $sea }
fod-dracula-remove_nothing = Není co odebrat
fod-dracula-rumour_on = Zvěsti na pole { $space }
fod-dracula-hunters_act = Teď jednají lovci.
fod-dracula-drawn_count = Dobráno: { $count } z { $wanted }
fod-dracula-leaving = Cestu opouští: { $cards }
fod-dracula-resolve = Vyhodnotit připravený účinek: { $encounter }
fod-dracula-or_lair = Nebo z něj udělat doupě a přidat:
fod-dracula-forced-table_decides = Zaznamenejte, kam vás stůl umístil:
fod-dracula-forced-any_free_land_place = Zvolte volné pozemní místo, kam se přesunete:
fod-dracula-misdirect = Nejdřív Špatný směr?
fod-dracula-no_misdirect = Ne
fod-dracula-misdirect_space = Uvolnit pole { $space }
fod-dracula-card_kind = Karta k zahrání
fod-dracula-location_card = Karta lokace
fod-dracula-stay = { $power }: zůstat na místě
fod-dracula-costs = { $damage } zranění
fod-dracula-heals = vyléčí { $amount }
fod-dracula-reveals = Odhalí vás: je tam lovec
fod-dracula-your_trail = Vaše Cesta
fod-dracula-leaving_title = Opouští Cestu
fod-dracula-card_number = { $name } ({ $number })
fod-dracula-seen_by_hunters = lícem nahoru
fod-dracula-hide_linked = Skrytí zastupuje lokaci { $place }
fod-dracula-encounters_here = Karty střetnutí: { $encounters }
fod-dracula-no_cards = Žádné karty střetnutí v ruce.
fod-dracula-deck_left =
    { $count ->
    [one] V balíčku střetnutí zbývá { $count } karta
    [few] V balíčku střetnutí zbývají { $count } karty
   *[other] V balíčku střetnutí zbývá { $count } karet
    }
fod-dracula-powers_available = Dostupné karty moci: { $powers }
fod-results-title = Výsledky
fod-results-back = Zpět ke hře
fod-results-tracks = Konečný stav
fod-results-line-influence = Vliv: { $value } / 13
fod-results-line-dracula_damage = Drákulova zranění: { $value } / 15
fod-results-line-despair = Žetony zoufalství: { $value }
fod-results-line-rounds = Kola: { $value }
fod-results-players = Hráči
fod-results-won =
    { GENDER($player) ->
        [feminine] vyhrála
        [masculine] vyhrál
       *[neutral] vítězství
    }
fod-results-lost =
    { GENDER($player) ->
        [feminine] prohrála
        [masculine] prohrál
       *[neutral] prohra
    }
fod-rules-tickets_help = Bílá/žlutá×kusů, - bez žluté: 3/2×4, 1/-×3
fod-rules-numbers_help = Pole Cesty oddělená čárkami: 4, 5, 6
fod-rules-places_help = Kódy lokací oddělené čárkami; nyní: { $names }
fod-play-ally_hunters = Spojenec lovců: { $ally }
fod-play-ally_dracula = Drákulův spojenec: { $ally }
fod-results-so_far = Dosavadní stav
fod-new-start_of = { $hunter }: { $place }
fod-play-dracula_encounters = Drákulovy karty střetnutí: { $count }
fod-play-dracula_events = Drákulovy události: { $events } / { $limit }
fod-play-weakened =
    { GENDER($hunter) ->
        [feminine] oslabená
       *[masculine] oslabený
    }
fod-play-token_where = Kam položit žeton { DECLINE($token, case: "genitive") }?
fod-new-played_by = Za Drákulu hraje
fod-new-played_by-player = hráč
fod-new-played_by-app = aplikace
fod-new-strength = Jak dobře aplikace hraje za Drákulu
fod-new-strength-easy = Snadno
fod-new-strength-normal = Běžně
fod-new-strength-hard = Těžce
fod-new-strength-easy-note = Shovívavý hrabě: na první hru.
fod-new-strength-normal-note = Hrabě, který hraje dobře.
fod-new-strength-hard-note = Hrabě v plné síle.
fod-new-app_players = Všichni hráči jsou lovci: jeden až čtyři hráči, na tomto tabletu nebo na svých telefonech. Aplikace drží Drákulovy karty a říká vám, co udělat s komponentami na stole.
fod-new-app_seat_name = Drákula (aplikace)
fod-do-title = Proveďte na stole
fod-play-table_screen = Toto je obrazovka stolu: ukazuje kroky, které za Drákulu říká aplikace, a herní plán. Lovci hrají na svých telefonech.
fod-do-done = Hotovo
fod-do-start = Na pole 1 Cesty položte lícem dolů kartu lokace na pevnině: Drákulovo počáteční místo.
fod-do-lay_card =
    { $back ->
        [sea] Posuňte karty na Cestě o pole dál a na pole 1 položte lícem dolů kartu moře.
        [castle] Posuňte karty na Cestě o pole dál a na pole 1 položte lícem dolů kartu Drákulova hradu.
       *[land] Posuňte karty na Cestě o pole dál a na pole 1 položte lícem dolů kartu lokace na pevnině.
    }
fod-do-misdirect = Do uvolněného pole Cesty { $space } položte kartu moci { $power }.
fod-do-lay_power = Na pole 1 Cesty položte lícem nahoru kartu moci { $power }.
fod-do-clear =
    { $where ->
        [lair] Uvolněte doupě { $space }: jeho karty se vracejí.
       *[trail] Uvolněte pole Cesty { $space }: jeho karty se vracejí.
    }
fod-do-revealed = Drákula je odhalen { DECLINE($place, case: "in") }: postavte tam jeho figurku a jeho kartu této lokace otočte lícem nahoru.
fod-do-hidden = Drákula se znovu skryl: sejměte jeho figurku z mapy.
fod-do-turn_card =
    { $where ->
        [lair] Otočte Drákulovu kartu v doupěti { $space } lícem nahoru: { $cards }.
       *[trail] Otočte Drákulovu kartu na poli Cesty { $space } lícem nahoru: { $cards }.
    }
fod-do-turn_encounters =
    { $where ->
        [lair] Otočte karty střetnutí v doupěti { $space } lícem nahoru: { $encounters }.
       *[trail] Otočte karty střetnutí na poli Cesty { $space } lícem nahoru: { $encounters }.
    }
fod-do-search_found = { $hunter } { GENDER($hunter) ->
        [feminine] našla
       *[masculine] našel
    } kartu { $encounter }: vezměte ji z karet střetnutí a vyhodnoťte ji bez připraveného účinku.
fod-do-vampire_fight = Boj: { $hunters } proti kartě { $encounter } (zranění na ní: { $damage }). Položte ji lícem nahoru vedle herního plánu.
fod-do-vampire_discarded = { $encounter } už bojovat nebude: položte jeho kartu na odkládací balíček karet střetnutí.
fod-do-vampire_returned =
    { $where ->
        [lair] { $encounter } přežil: vraťte jeho kartu lícem nahoru do doupěte { $space } (zranění na ní: { $damage }).
       *[trail] { $encounter } přežil: vraťte jeho kartu lícem nahoru na pole Cesty { $space } (zranění na ní: { $damage }).
    }
fod-do-encounter = Na pole Cesty { $space } položte lícem dolů kartu střetnutí.
fod-do-lair =
    { $count ->
        [one] Kartu, která opouští pole 6 Cesty, přesuňte do doupěte { $lair } i s její kartou střetnutí lícem dolů.
       *[other] Kartu, která opouští pole 6 Cesty, přesuňte do doupěte { $lair } i s jejími kartami střetnutí lícem dolů ({ $count }).
    }
fod-do-matured =
    { $count ->
        [0] Kartu, která opouští pole 6 Cesty, sejměte z Cesty; její karty střetnutí jdou neotočené na odhazovací balíček.
       *[other] Karta, která opouští pole 6 Cesty, je připravená: { $encounters }. Sejměte ji z Cesty.
    }
fod-do-matured_effect = Vezměte z karet střetnutí kartu { $encounter } a vyhodnoťte její připravený účinek.
fod-do-ambush = Drákula přepadl { DECLINE($hunter, case: "accusative") }: vezměte z karet střetnutí kartu { $encounter } a vyhodnoťte ji bez připraveného účinku.
fod-do-rumour = Na pole Cesty { $space } položte žeton zvěstí.
fod-do-combat_card = { $round }. kolo: Drákula hraje kartu „{ $combat_card }“. Vezměte ji z jeho karet boje, otočte ji lícem nahoru vedle karet lovců a kolo vyhodnoťte.
fod-do-combat_card_engaged = { $round }. kolo: Drákula hraje kartu „{ $combat_card }“ proti { DECLINE($hunter, case: "dative") } (obsazený lovec): zrušit ji může jen karta obsazeného lovce. Vezměte ji z Drákulových karet boje, otočte ji lícem nahoru vedle karet lovců a kolo vyhodnoťte.
fod-play-reveal_combat = Karty máme vybrané: Drákulova karta
fod-play-reveal_hint = Každý lovec v boji si vybere kartu lícem dolů; pak si řekněte o Drákulovu.
fod-do-dracula_event = Drákula hraje událost „{ $dracula_event }“: vezměte ji z karet událostí, přečtěte ji nahlas a vyhodnoťte ji, jak říká.
fod-do-dracula_ally = Drákula hraje „{ $dracula_event }“ jako spojence: vezměte kartu z karet událostí, přečtěte ji nahlas a položte ji lícem nahoru do Drákulovy herní oblasti.
fod-do-discard_event = Drákula odhazuje kartu události: položte jednu z jeho karet událostí lícem dolů na odkládací hromádku událostí.
fod-play-dracula_event_question = Symbol Drákuly, dobráno v noci: kartu si bere Drákula hraný aplikací. Která karta to je?
fod-play-dracula_event_hint = Pak ji položte lícem dolů vedle herního plánu k Drákulovým kartám událostí. Aplikace si pamatuje, která karta to je, a nikomu ji neukáže.
fod-play-reveal_trail_title = Karta otáčí Drákulovu kartu Cesty lícem nahoru
fod-play-reveal_trail_help = Pro kartu události lovce, která odhaluje Drákulovu Cestu: zadejte pole Cesty nebo místo, které karta uvádí, a aplikace řekne, co tam je.
fod-play-reveal_space = Pole Cesty
fod-play-reveal_place = Místo
fod-play-reveal_by_space = Otočit pole Cesty { $space } lícem nahoru
fod-play-reveal_by_place = Je na Cestě?
