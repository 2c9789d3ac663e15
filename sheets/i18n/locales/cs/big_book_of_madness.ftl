bbm-game_name = Velká kniha strašlivých čar
bbm-phase-setup = Příprava
bbm-phase-focus = Fáze soustředění
bbm-phase-grimoire = Fáze grimoáru
bbm-phase-actions = Fáze akcí
bbm-phase-recovery = Fáze zotavení
bbm-phase-over = Konec hry
-bbm-element-water =
    { $case ->
       *[nominative] voda
        [genitive] vody
    }
    .gender = feminine
bbm-element-water = { -bbm-element-water }
-bbm-element-fire =
    { $case ->
       *[nominative] oheň
        [genitive] ohně
    }
    .gender = masculine
bbm-element-fire = { -bbm-element-fire }
-bbm-element-earth =
    { $case ->
       *[nominative] země
        [genitive] země
    }
    .gender = feminine
bbm-element-earth = { -bbm-element-earth }
-bbm-element-air =
    { $case ->
       *[nominative] vzduch
        [genitive] vzduchu
    }
    .gender = masculine
bbm-element-air = { -bbm-element-air }
bbm-curse_kind-water = vodní kletba
bbm-curse_kind-fire = ohnivá kletba
bbm-curse_kind-earth = zemská kletba
bbm-curse_kind-air = vzdušná kletba
bbm-curse_kind-multi = víceživlová kletba
bbm-curse_status-empty = prázdné
bbm-curse_status-waiting = čeká
bbm-curse_status-triggered = spuštěná
bbm-curse_status-passed = minula bez účinku (neutralizovaná)
bbm-curse_status-broken = zlomená
bbm-curse_status-neutralised = neutralizovaná
bbm-difficulty-I = I: Snadná
bbm-difficulty-II = II: Střední
bbm-difficulty-III = III: Obtížná
bbm-mode-classic = Klasika
bbm-mode-horror = Hrůza
bbm-mode-nightmare = Noční můra
bbm-mode-horror_nightmare = Hrůza a Noční můra
bbm-madness_place-hand = ruka
bbm-madness_place-support = podpora
bbm-madness_place-piles = dobírací balíček a odkládací hromádka
bbm-madness_destination-discard_pile = na odkládací hromádku
bbm-madness_destination-draw_pile = navrch balíčku
bbm-madness_destination-hand = do ruky
bbm-madness_destination-support = do podpory
bbm-result-final_monster_beaten = finální nestvůra je přemožena
bbm-result-last_curse_broken = poslední kletba finální nestvůry je zlomena
bbm-result-madness_deck_empty = kartu děsu bylo nutné vzít z prázdného balíčku děsu
bbm-result-final_monster_not_beaten = finální nestvůra nebyla přemožena
bbm-result-all_scared_to_death = všichni čarodějové byli vyděšeni k smrti
-bbm-magician-rosana =
    { $case ->
       *[nominative] Rosana L’eiac
        [accusative] Rosanu L’eiac
    }
    .gender = feminine
outcome-bbm_won = Vyhráli jste: { $reason }.
outcome-bbm_lost = Prohráli jste: { $reason }.
bbm-magician-rosana = { -bbm-magician-rosana }
-bbm-magician-viktor =
    { $case ->
       *[nominative] Viktor Ogoňok
        [accusative] Viktora Ogoňka
    }
    .gender = masculine
bbm-magician-viktor = { -bbm-magician-viktor }
-bbm-magician-harold =
    { $case ->
       *[nominative] Harold o’Ceanne
        [accusative] Harolda o’Ceanne
    }
    .gender = masculine
bbm-magician-harold = { -bbm-magician-harold }
-bbm-magician-sandra =
    { $case ->
       *[nominative] Sandra Laveah
        [accusative] Sandru Laveah
    }
    .gender = feminine
bbm-magician-sandra = { -bbm-magician-sandra }
-bbm-magician-larry =
    { $case ->
       *[nominative] Larry Wheeter
        [accusative] Larryho Wheetera
    }
    .gender = masculine
bbm-magician-larry = { -bbm-magician-larry }
-bbm-magician-violetta =
    { $case ->
       *[nominative] Violetta d’Revois
        [accusative] Violettu d’Revois
    }
    .gender = feminine
bbm-magician-violetta = { -bbm-magician-violetta }
-bbm-magician-alice =
    { $case ->
       *[nominative] Alice Maluseen
        [accusative] Alici Maluseen
    }
    .gender = feminine
bbm-magician-alice = { -bbm-magician-alice }
-bbm-magician-patrik =
    { $case ->
       *[nominative] Patrik Selenney
        [accusative] Patrika Selenneyho
    }
    .gender = masculine
bbm-magician-patrik = { -bbm-magician-patrik }
bbm-ability-support_five = Ve své podpoře můžete mít až pět karet.
bbm-ability-discard_madness_draw = Jednou ve svém tahu: odložte z ruky jeden děs a doberte si za něj 1 kartu.
bbm-ability-air_as_any = Jednou ve svém tahu: považujte jednu kartu vzduchu hodnoty 1 za kartu libovolného elementu hodnoty 1.
bbm-ability-refresh_any_spell = Jednou ve svém tahu: obnovte 1 použité kouzlo, své nebo jiného hráče.
bbm-ability-draw_banish_madness = Jednou ve svém tahu: doberte si 1 kartu; je-li to děs, zažeňte ho, jinak ji odložte.
bbm-ability-swap_hand_support = Jednou ve svém tahu: vyměňte až 2 karty z ruky za stejný počet karet ze své podpory.
bbm-ability-draw_on_break = Pokaždé, když zlomíte kletbu, si můžete dobrat 1 kartu.
bbm-ability-six_spells = Můžete znát až 6 různých kouzel.
-bbm-spell-flare =
    { $case ->
       *[nominative] Vzplanutí
        [accusative] Vzplanutí
    }
    .gender = neuter
bbm-spell-flare = { -bbm-spell-flare }
-bbm-spell-ice =
    { $case ->
       *[nominative] Led
        [accusative] Led
    }
    .gender = masculine
bbm-spell-ice = { -bbm-spell-ice }
-bbm-spell-growth =
    { $case ->
       *[nominative] Pučení
        [accusative] Pučení
    }
    .gender = neuter
bbm-spell-growth = { -bbm-spell-growth }
-bbm-spell-telepathy =
    { $case ->
       *[nominative] Telepatie
        [accusative] Telepatii
    }
    .gender = feminine
bbm-spell-telepathy = { -bbm-spell-telepathy }
bbm-spell-library =
    { $element_id ->
        [water] vodní kouzlo { $level }. úrovně
        [fire] ohnivé kouzlo { $level }. úrovně
        [earth] zemské kouzlo { $level }. úrovně
       *[air] vzdušné kouzlo { $level }. úrovně
    }
bbm-component-board = herní plán
bbm-component-madness_deck = balíček děsu
bbm-component-curse_decks = balíčky kleteb
bbm-component-element_supply = zásoba elementů
bbm-component-grimoire = grimoár
bbm-component-lectern = pultík
bbm-component-library = knihovna
bbm-component-turn_track = počítadlo tahů
bbm-component-round_tracker = počítadlo kol
bbm-component-invocation_marker = žeton zaříkávání
bbm-component-invocation_space = políčko zaříkávání
bbm-component-round_marker = ukazatel kola
bbm-component-element_tokens = žetony elementů
bbm-component-active_player_token = žeton aktivního hráče
bbm-component-magician_sheet = arch čaroděje
bbm-component-support = podpora
bbm-component-shared_support = sdílená podpora
bbm-component-hand = ruka
bbm-component-draw_pile = dobírací balíček
bbm-component-discard_pile = odkládací hromádka
bbm-component-spells = kouzla
bbm-component-basic_spells = základní kouzla
bbm-component-curse_place = místo pro kletbu
bbm-component-monster = nestvůra
bbm-component-madness = děs
bbm-action-start = Začít hru
bbm-action-next_step = Další krok
bbm-action-reveal_monster = Zadat elementy nestvůry
bbm-action-cast = Seslat kouzlo
bbm-action-learn = Naučit se kouzlo
bbm-action-break_curse = Zlomit kletbu
bbm-action-banish = Zahnat děs (zaplatit 2 jednoho elementu)
bbm-action-acquire = Pořídit si kartu elementu
bbm-action-count_supply = Přepočítat hromádku zásoby
bbm-action-gain_madness = Dostat děs
bbm-action-everyone_gains = Každý hráč dostane děs
bbm-action-reshuffle = Prázdný dobírací balíček: děs a zamíchat
bbm-action-banish_by_effect = Zahnat děs efektem
bbm-action-destroy_madness = Zničit děs
bbm-action-move_madness = Přesunout děs
bbm-action-destroy_from_deck = Zničit karty z balíčku děsu
bbm-action-madness_under_curses = Děs pod každou kletbu (Černokněžník)
bbm-action-change_support = Karty do podpory nebo z ní
bbm-action-neutralise_spell = Neutralizovat kouzlo
bbm-action-neutralise_curse = Neutralizovat kletbu
bbm-action-label_curse = Zapsat text kletby
bbm-action-refresh_any_spell = Schopnost: obnovit použité kouzlo
bbm-action-discard_madness_draw = Schopnost: odložit děs a dobrat kartu
bbm-action-draw_banish = Schopnost: dobrat kartu, děs zahnat
bbm-action-swap_with_support = Schopnost: vyměnit s podporou
bbm-action-air_as_any = Schopnost: vzduch jako libovolný element
bbm-check-board = Položte na stůl herní plán.
bbm-check-madness_deck =
    { $count ->
        [one] Odpočítejte { $count } kartu děsu
        [few] Odpočítejte { $count } karty děsu
       *[other] Odpočítejte { $count } karet děsu
    } na okno herního plánu: to je balíček děsu. { $to_box ->
        [0] Jsou v něm všechny karty děsu.
        [one] Zbylou { $to_box } kartu vraťte do krabice.
        [few] Zbylé { $to_box } karty vraťte do krabice.
       *[other] Zbylých { $to_box } karet vraťte do krabice.
    }
bbm-check-curse_decks = Roztřiďte kletby do pěti balíčků (vodní, zemské, ohnivé, vzdušné, víceživlové), každý zamíchejte a položte lícem dolů vedle plánu.
bbm-check-element_supply = Karty elementů hodnoty 2 a 3 roztřiďte podle elementu a hodnoty do osmi balíčků lícem vzhůru.
bbm-check-basic_spells = Každý hráč si vezme čtyři základní kouzla (Vzplanutí, Led, Pučení, Telepatie) lícem vzhůru.
bbm-check-magician = { $player } hraje za { DECLINE($magician, case: "accusative") }: { $ability }
bbm-check-starting_deck = { $player } si sestaví startovní balíček: karty hodnoty 1 – { $water }× voda, { $fire }× oheň, { $earth }× země, { $air }× vzduch; jedna karta hodnoty 2: { $value_2 }.
bbm-check-starting_deck_from_sheet = { $player } si sestaví startovní balíček podle archu svého čaroděje.
bbm-check-nightmare = Noční můra: každý hráč si místo karty hodnoty 2 z archu vezme kartu hodnoty 1 téhož elementu.
bbm-check-value_1_to_box = Všechny zbylé karty hodnoty 1 vraťte do krabice.
bbm-check-horror = Hrůza: každý hráč si do startovního balíčku zamíchá jednu kartu děsu z balíčku děsu (v balíčku jich zůstane { $deck }).
bbm-check-shuffle_decks = Každý hráč svůj balíček zamíchá a položí ho lícem dolů jako dobírací balíček.
bbm-check-grimoire_final = Grimoár: na pravou stranu pultíku položte kartu poslední strany efekty výhry a prohry vzhůru.
bbm-check-grimoire_inner_random = Zamíchejte karty vnitřních stran ({ $of }), náhodně vylosujte { $count } a položte je na poslední stranu herními efekty vzhůru.
bbm-check-grimoire_inner_named = Na poslední stranu položte herními efekty vzhůru tyto vnitřní strany, poslední z nich první: { $pages } (nestvůry 2 až 6 v tomto pořadí).
bbm-check-grimoire_first_random = Zamíchejte karty první strany ({ $of }), jednu z nich náhodně vylosujte a položte ji navrch přebalem vzhůru. Grimoár je zavřený.
bbm-check-grimoire_first_named = Navrch položte kartu první strany { $page } přebalem vzhůru. Grimoár je zavřený.
bbm-check-library_stack = Knihovna, { $element }: navrchu lícem vzhůru { $level_1 }, pod ním { $level_2 }, dospod { $level_3 }.
bbm-check-library_random = Knihovna, { $element }: náhodně vylosujte po jednom kouzlu úrovně 1, 2 a 3, položte je lícem dolů s úrovní 3 dospod a kouzlo úrovně 1 otočte lícem vzhůru.
bbm-check-round_marker = Položte ukazatel kola (klobouk) na římské číslo obtížnosti { $difficulty }.
bbm-check-invocation_marker = Položte žeton zaříkávání (knihu) na políčko zaříkávání na počítadle tahů.
bbm-check-element_tokens = Žetony elementů položte na hromádku poblíž plánu.
bbm-check-first_player = Začíná { $player } a vezme si žeton aktivního hráče.
bbm-check-draw =
    { $count ->
        [one] Každý hráč si dobere { $count } kartu.
        [few] Každý hráč si dobere { $count } karty.
       *[other] Každý hráč si dobere { $count } karet.
    }
bbm-check-five_player_variant = Varianta pro pět hráčů: kdo hraje poslední tah kola, hraje i první tah kola dalšího.
bbm-remind-start = Až bude vše připraveno, začněte hru.
bbm-remind-turn_of = Tah { $turn }: aktivním hráčem je { $player }.
bbm-remind-refresh_spells = { $player } otočí všechna svá použitá kouzla zpět lícem vzhůru (neutralizovaná zůstanou lícem dolů).
bbm-remind-ability = { $player } může v tomto tahu jednou použít schopnost: { $ability }
bbm-remind-round_ends = Žeton teď dojde na políčko zaříkávání: { $round }. kolo končí a přijde další nestvůra.
bbm-remind-final_check = Žeton teď po finální nestvůře dojde na políčko zaříkávání: výhra, nebo prohra.
bbm-remind-move_marker = Dále: posuňte žeton zaříkávání o jedno políčko.
bbm-remind-monster_beaten = Nestvůra { $number } je přemožena: každý hráč může uplatnit bonus za zdolání z pravé strany.
bbm-remind-monster_not_beaten = Nestvůra { $number } nebyla přemožena: každý hráč utrpí postih za neúspěch z pravé strany.
bbm-remind-curses_to_decks = Kletby, které zůstaly na počítadle, vraťte dospod jejich balíčků.
bbm-remind-turn_page = Otočte stranu grimoáru: nestvůra { $number } z { $rounds }.
bbm-remind-turn_page_named = Otočte stranu grimoáru: nestvůra { $number } z { $rounds }, { $page }.
bbm-remind-arrival_effect = Uplatněte efekt při příchodu nestvůry (vlevo dole na její straně) na všechny hráče najednou.
bbm-remind-round_marker =
    { $count ->
        [one] Posuňte ukazatel kola na řádek { $round }: obtížnost { $difficulty } přidává { $count } víceživlovou kletbu.
        [few] Posuňte ukazatel kola na řádek { $round }: obtížnost { $difficulty } přidává { $count } víceživlové kletby.
       *[other] Posuňte ukazatel kola na řádek { $round }: obtížnost { $difficulty } přidává { $count } víceživlových kleteb.
    }
bbm-remind-final_monster = Toto je finální nestvůra: přemozte ji a vyhrajete.
bbm-remind-enter_elements = Zadejte tři ikony elementů nestvůry { $number }: vlevo, nahoře, vpravo.
bbm-remind-place_curse = Místo { $place } (políčko { $space }): vrchní karta balíčku – { $kind }.
bbm-remind-warlock = Je-li nestvůrou Černokněžník, položte pod každou kletbu jednu kartu děsu z balíčku.
bbm-remind-curse_triggers = Spouští se { $kind } na místě { $place } (políčko { $space }).
bbm-remind-labelled_curse_triggers = Spouští se { $kind } na místě { $place } (políčko { $space }): { $label }
bbm-remind-effect_order = Uplatněte ji na hráče postupně: { $players }. Kdo nemůže, toho přeskočte.
bbm-remind-curse_passed = Kletba na místě { $place } je neutralizovaná: nemá žádný účinek.
bbm-remind-space_quiet = Na políčku { $space } nečeká žádná kletba: nic se neděje.
bbm-remind-actions = { $player } může sesílat kouzla, učit se je, pořizovat karty elementů, lámat kletby a zahánět děs, kolikrát dokáže zaplatit.
bbm-remind-payment = Každou akci plaťte zvlášť odložením karet z ruky nebo ze sdílené podpory; přeplatek propadá.
bbm-remind-next_curse = V příštím tahu se spustí { $kind } na místě { $place } (políčko { $space }), pokud ji nezlomíte.
bbm-remind-curses_left =
    { $count ->
    [one] V kole { $round } zbývá { $count } kletba: zlomte ji v tomto tahu, jinak nestvůra nebude přemožena.
    [few] V kole { $round } zbývají { $count } kletby: zlomte je v tomto tahu, jinak nestvůra nebude přemožena.
   *[other] V kole { $round } zbývá { $count } kleteb: zlomte je v tomto tahu, jinak nestvůra nebude přemožena.
    }
bbm-remind-all_curses_broken = Všechny kletby kola { $round } jsou zlomené: nestvůra bude přemožena.
bbm-remind-hand_size =
    { $count ->
        [one] { $player } musí skončit s přesně { $count } kartou v ruce: dobere si, nebo odloží.
       *[other] { $player } musí skončit s přesně { $count } kartami v ruce: dobere si, nebo odloží.
    }
bbm-remind-no_madness_discard = Děs teď nelze odložit a nikdo nesmí odložit pod limit, aby si znovu dobral.
bbm-remind-scared_check =
    { $player }: { $count ->
        [one] je-li karta v ruce děs
        [few] jsou-li všechny { $count } karty v ruce děs
       *[other] je-li všech { $count } karet v ruce děs
    } (děs mimo podporu: { $madness }), { GENDER($player) ->
        [feminine] je vyděšená k smrti.
        [masculine] je vyděšený k smrti.
       *[neutral] znamená to vyděšení k smrti.
    }
bbm-remind-scared_check_everyone = Domácí pravidlo: k smrti je vyděšen každý hráč, který drží šest karet děsu.
bbm-remind-support_over_limit =
    { $support ->
        [one] { $player } má v podpoře { $support } kartu
        [few] { $player } má v podpoře { $support } karty
       *[other] { $player } má v podpoře { $support } karet
    }, víc než { $limit }: než lze přidat další, musí dvě odejít.
bbm-remind-madness_deck_low =
    { $count ->
        [one] V balíčku zbývá jen { $count } karta děsu
        [few] V balíčku zbývají jen { $count } karty děsu
       *[other] V balíčku zbývá jen { $count } karet děsu
    } na { $remaining ->
        [one] { $remaining } hráče
        [few] { $remaining } hráče
       *[other] { $remaining } hráčů
    }: zahánějte děs!
bbm-remind-won = Vyhráli jste: { $reason }.
bbm-remind-lost = Prohráli jste: { $reason }.
event-bbm_game_started = Hra začíná; první hraje { $player }.
event-bbm_turn_started = Tah { $turn }: { $player }.
event-bbm_curse_face_up = Kletba na místě { $place } se znovu otáčí lícem vzhůru.
event-bbm_spells_refreshed =
    { $count ->
    [one] { $player } obnovuje { $count } kouzlo.
    [few] { $player } obnovuje { $count } kouzla.
   *[other] { $player } obnovuje { $count } kouzel.
    }
event-bbm_phase = { $phase }.
event-bbm_new_monster = Přichází nestvůra { $number }; počítadlo kol přidává víceživlové kletby: { $multi_curses }.
event-bbm_spells_face_up =
    { $count ->
        [one] { $player }: { $count } neutralizované kouzlo se otáčí lícem vzhůru.
        [few] { $player }: { $count } neutralizovaná kouzla se otáčejí lícem vzhůru.
       *[other] { $player }: { $count } neutralizovaných kouzel se otáčí lícem vzhůru.
    }
event-bbm_monster_elements_needed = Nestvůra { $number }: zadejte její tři elementy kleteb.
event-bbm_curse_placed = Místo { $place }: { $kind }.
event-bbm_curse_triggered = Spouští se { $kind } na místě { $place }.
event-bbm_labelled_curse_triggered = Spouští se { $kind } na místě { $place }: { $label }
event-bbm_curse_passed = Neutralizovaná kletba na místě { $place } nemá účinek.
event-bbm_space_quiet = Políčko { $space }: nic se neděje.
event-bbm_round_ended = { $round }. kolo končí.
event-bbm_monster_beaten = Nestvůra { $number } je přemožena: bonus za zdolání.
event-bbm_monster_not_beaten = Nestvůra { $number } nebyla přemožena (zbývající kletby: { $curses }): postih za neúspěch.
event-bbm_madness_back_from_curses =
    { $count ->
    [one] { $count } karta děsu pod nezlomenou kletbou se vrací do balíčku děsu ({ $deck }).
    [few] { $count } karty děsu pod nezlomenými kletbami se vracejí do balíčku děsu ({ $deck }).
   *[other] { $count } karet děsu pod nezlomenými kletbami se vrací do balíčku děsu ({ $deck }).
    }
event-bbm_game_won = Vítězství: { $reason }.
event-bbm_game_lost = Prohra: { $reason }.
event-bbm_scared_to_death =
    { GENDER($player) ->
        [feminine] { $player } je vyděšená k smrti a vypadává ze hry; všechny její karty jdou do krabice (děs: { $madness }).
        [masculine] { $player } je vyděšený k smrti a vypadává ze hry; všechny jeho karty jdou do krabice (děs: { $madness }).
       *[neutral] { $player } vypadává ze hry, děs zvítězil; všechny karty z ruky, podpory i balíčků jdou do krabice (děs: { $madness }).
    }
event-bbm_madness_back_to_deck = Domácí pravidlo: { $player } – karty děsu ({ $count }) se vracejí do balíčku děsu ({ $deck }).
event-bbm_plays_again = { $player } hraje znovu: první tah nového kola.
event-bbm_token_passed = { $from } předává žeton aktivního hráče; na tahu je { $player }.
event-bbm_madness_gained =
    { $count ->
        [one] { $player } si bere { $count } kartu děsu { $to } (v balíčku zbývá { $deck }).
        [few] { $player } si bere { $count } karty děsu { $to } (v balíčku zbývá { $deck }).
       *[other] { $player } si bere { $count } karet děsu { $to } (v balíčku zbývá { $deck }).
    }
event-bbm_reshuffled = { $player } má prázdný dobírací balíček: jedna karta děsu jde na odkládací hromádku a ta se zamíchá jako nový dobírací balíček.
event-bbm_madness_banished =
    { $own ->
        [True]
            { $count ->
                [one] { $by } zahání { $count } svou kartu děsu
                [few] { $by } zahání { $count } své karty děsu
               *[other] { $by } zahání { $count } svých karet děsu
            }
       *[False]
            { $count ->
                [one] { $by } zahání { $count } kartu děsu, kterou má { $player }
                [few] { $by } zahání { $count } karty děsu, které má { $player }
               *[other] { $by } zahání { $count } karet děsu, které má { $player }
            }
    } (odkud: { $source }; v balíčku je { $deck }).
event-bbm_madness_destroyed =
    { $count ->
        [one] { $player }: { $count } karta děsu je zničena ({ $source }).
        [few] { $player }: { $count } karty děsu jsou zničeny ({ $source }).
       *[other] { $player }: { $count } karet děsu je zničeno ({ $source }).
    }
event-bbm_madness_moved =
    { $count ->
        [one] { $player }: { $count } karta děsu se přesouvá ({ $source } → { $target }).
        [few] { $player }: { $count } karty děsu se přesouvají ({ $source } → { $target }).
       *[other] { $player }: { $count } karet děsu se přesouvá ({ $source } → { $target }).
    }
event-bbm_madness_deck_destroyed =
    { $count ->
    [one] Z balíčku děsu je zničena { $count } karta (zbývá { $deck }).
    [few] Z balíčku děsu jsou zničeny { $count } karty (zbývá { $deck }).
   *[other] Z balíčku děsu je zničeno { $count } karet (zbývá { $deck }).
    }
event-bbm_madness_under_curses =
    { $count ->
    [one] Pod kletby jde { $count } karta děsu (v balíčku zbývá { $deck }).
    [few] Pod kletby jdou { $count } karty děsu (v balíčku zbývá { $deck }).
   *[other] Pod kletby jde { $count } karet děsu (v balíčku zbývá { $deck }).
    }
event-bbm_spell_cast = { $player } sesílá { GENDER($spell) ->
        [feminine] { DECLINE($spell, case: "accusative") }
        [neutral] kouzlo { $spell }
       *[neuter] { $spell }
    } ×{ $multiple } a platí { $cost }× { $element }.
event-bbm_effect_destroy_from_hand =
    { $count ->
    [one] { $player } zničí { $count } kartu z ruky.
    [few] { $player } zničí { $count } karty z ruky.
   *[other] { $player } zničí { $count } karet z ruky.
    }
event-bbm_effect_hand_to_support =
    { $count ->
    [one] { $player } položí { $count } kartu z ruky do své podpory.
    [few] { $player } položí { $count } karty z ruky do své podpory.
   *[other] { $player } položí { $count } karet z ruky do své podpory.
    }
event-bbm_support_no_room =
    { $count ->
        [one] { $player }: { $count } karta se do plné podpory nevejde a zůstává v ruce.
        [few] { $player }: { $count } karty se do plné podpory nevejdou a zůstávají v ruce.
       *[other] { $player }: { $count } karet se do plné podpory nevejde a zůstává v ruce.
    }
event-bbm_effect_draw =
    { $count ->
    [one] { $player } si dobere { $count } kartu.
    [few] { $player } si dobere { $count } karty.
   *[other] { $player } si dobere { $count } karet.
    }
event-bbm_effect_other_player_acts =
    { $count ->
        [one] { $granted_to } smí v tahu, kdy hraje { $player }, provést { $count } akci.
        [few] { $granted_to } smí v tahu, kdy hraje { $player }, provést { $count } akce.
       *[other] { $granted_to } smí v tahu, kdy hraje { $player }, provést { $count } akcí.
    }
event-bbm_spell_learned = { $player } se učí { GENDER($spell) ->
        [feminine] { DECLINE($spell, case: "accusative") }
        [neutral] kouzlo { $spell }
       *[neuter] { $spell }
    } a platí { $cost }× { $element }.
event-bbm_library_turned = Knihovna, { $element }: lícem vzhůru se otáčí { $spell }.
event-bbm_spell_destroyed = { $player } ničí své kouzlo { $spell }.
event-bbm_spell_neutralised = { $player }: kouzlo { $spell } je neutralizováno.
event-bbm_curse_broken = { $player } láme kletbu na místě { $place } ({ $kind }) a platí { $cost }× element kletby.
event-bbm_multi_curse_broken = { $player } láme víceživlovou kletbu na místě { $place } a platí po jednom z každého elementu.
event-bbm_reward_taken = Odměna: { $player } si bere kartu elementu { $element } hodnoty 2 na odkládací hromádku (na hromádce v zásobě zbývá { $left }).
event-bbm_no_reward = V zásobě nezbyla žádná karta hodnoty 2: { $player } odměnu nedostává.
event-bbm_element_acquired = { $player } si bere kartu { DECLINE($element, case: "genitive") } v hodnotě { $value } na odkládací hromádku a platí { $cost }× { $element } (na hromádce v zásobě zbývá { $left }).
event-bbm_supply_counted = Stůl přepočítal hromádku elementu { $element } hodnoty { $value }: je na ní { $count } (aplikace měla { $before }).
event-bbm_may_draw_on_break = { $player } si může dobrat kartu.
event-bbm_curse_neutralised = Kletba na místě { $place } je neutralizována.
event-bbm_curse_labelled = Kletba na místě { $place }: { $label }
event-bbm_support_changed = { $player }: podpora { $change }, nyní { $support } z { $limit }.
event-bbm_ability_used = { $player } používá schopnost: { $ability }
event-bbm_spell_refreshed = { $by } obnovuje kouzlo { $spell }, které má { $player }.
illegal-bbm_ability_already_used = Schopnost už byla v tomto tahu použita.
illegal-bbm_already_started = Hra už začala.
illegal-bbm_bad_label =
    { $limit ->
        [one] Zapište text kletby, { $limit } znak.
        [few] Zapište text kletby, 1 až { $limit } znaky.
       *[other] Zapište text kletby, 1 až { $limit } znaků.
    }
illegal-bbm_bad_multiple = Kouzlo se sesílá ×1 až ×{ $max }, ne ×{ $multiple }.
illegal-bbm_bad_swap =
    { $most ->
        [one] Vyměnit lze nejvýše { $most } kartu každým směrem.
        [few] Vyměnit lze nejvýše { $most } karty každým směrem.
       *[other] Vyměnit lze nejvýše { $most } karet každým směrem.
    }
illegal-bbm_count_not_positive = Počet musí být alespoň 1, ne { $count }.
illegal-bbm_curse_already_broken = Kletba na místě { $place } už je zlomená.
illegal-bbm_curse_already_neutralised = Kletba na místě { $place } už je neutralizovaná.
illegal-bbm_curse_neutralised = Kletba na místě { $place } je neutralizovaná a nelze ji zlomit, dokud se neotočí.
illegal-bbm_game_over = Hra skončila: { $reason }.
illegal-bbm_library_empty = Balíček knihovny ({ $element }) je prázdný.
illegal-bbm_madness_already_under_curses = Pod kletbami této nestvůry už děs leží.
illegal-bbm_madness_deck_empty = Balíček děsu je prázdný.
illegal-bbm_monster_not_revealed = Nejdřív zadejte elementy nestvůry { $number }.
illegal-bbm_no_curse = Na místě { $place } žádná kletba není.
illegal-bbm_no_madness_discard_in_recovery = Ve fázi zotavení nelze děs odložit.
illegal-bbm_no_monster_to_reveal = Žádná nestvůra nečeká na zadání elementů.
illegal-bbm_no_need_to_destroy = Pod limitem kouzel ({ $limit }; známých je { $spells }) se při učení žádné kouzlo neničí.
illegal-bbm_no_such_player = Takový hráč tu není: { $player }.
illegal-bbm_no_such_seat =
    { $seats ->
        [one] U tohoto stolu pro { $seats } hráče není místo { $seat }.
        [few] U tohoto stolu pro { $seats } hráče není místo { $seat }.
       *[other] U tohoto stolu pro { $seats } hráčů není místo { $seat }.
    }
illegal-bbm_not_a_madness_action = { $action } není akce této hry.
illegal-bbm_not_enough_madness =
    { $have ->
        [one] { $player } má na tomto místě ({ $source }) jen { $have } kartu děsu, ne { $count }.
        [few] { $player } má na tomto místě ({ $source }) jen { $have } karty děsu, ne { $count }.
       *[other] { $player } má na tomto místě ({ $source }) jen { $have } karet děsu, ne { $count }.
    }
illegal-bbm_not_enough_support =
    { $have ->
        [one] { $player } má v podpoře jen { $have } takovou kartu.
        [few] { $player } má v podpoře jen { $have } takové karty.
       *[other] { $player } má v podpoře jen { $have } takových karet.
    }
illegal-bbm_not_on_arrival = To se dělá jen při příchodu nestvůry.
illegal-bbm_not_started = Nejdřív začněte hru.
illegal-bbm_not_your_ability = Toto není schopnost vašeho čaroděje.
illegal-bbm_not_your_hand = Zahnání bere děs z vlastní ruky nebo podpory, ne z ruky, kterou má { $player }.
illegal-bbm_not_your_turn = Schopnost se používá ve vlastním tahu; na tahu je { $active }.
illegal-bbm_player_eliminated =
    { GENDER($player) ->
        [feminine] { $player } byla vyděšena k smrti a je mimo hru.
        [masculine] { $player } byl vyděšen k smrti a je mimo hru.
       *[neutral] { $player } je mimo hru: děs zvítězil.
    }
illegal-bbm_same_place = Děs už tam je.
illegal-bbm_spell_already_cast = Kouzlo { $spell } už bylo v tomto tahu sesláno.
illegal-bbm_spell_already_neutralised = Kouzlo { $spell } už je neutralizováno.
illegal-bbm_spell_limit_reached = Limit kouzel ({ $limit }) je dosažen: nejdřív vyberte kouzlo ke zničení.
illegal-bbm_spell_neutralised = Kouzlo { $spell } je neutralizováno.
illegal-bbm_spell_not_known = { $player } nezná kouzlo { $spell }.
illegal-bbm_spell_not_used = Kouzlo { $spell } není použité.
illegal-bbm_spell_used = Kouzlo { $spell } je použité; obnoví se ve fázi soustředění.
illegal-bbm_support_full = { $player } má plnou podporu ({ $support } z { $limit }): není místo.
illegal-bbm_swap_support_empty = Vaše podpora je prázdná: není s čím vyměnit karty z ruky.
illegal-bbm_wrong_phase = To se dělá v kroku „{ $needed }“, teď je krok „{ $phase }“.
illegal-bbm_phase_already_over = Krok „{ $phase }“ už skončil: teď je krok „{ $current }“.
illegal-bbm_not_your_actions = Na tahu je { $active }: { $player } spustí akci, jen když to dovolí kouzlo, například Telepatie.
illegal-bbm_supply_pile_empty = Hromádka elementu { $element } hodnoty { $value } je v zásobě prázdná.
illegal-bbm_choose_reward = Zvolte kartu hodnoty 2, kterou si berete jako odměnu.
illegal-bbm_bad_pile_count =
    { $most ->
        [one] Hromádka má 0 až { $most } kartu, ne { $count }.
        [few] Hromádka má 0 až { $most } karty, ne { $count }.
       *[other] Hromádka má 0 až { $most } karet, ne { $count }.
    }
illegal-bbm_spell_has_no_target = Kouzlo { $spell } nedovoluje jednat jinému hráči.
illegal-bbm_spell_moves_no_madness = Kouzlo { $spell } nebere z ruky žádnou kartu.
illegal-bbm_choose_who_acts = Zvolte hráče, kterému kouzlo { $spell } dovolí jednat.
illegal-bbm_another_player_acts = Kouzlo { $spell } dovoluje jednat jinému hráči, ne tomu, kdo ho sesílá.
illegal-bbm_bad_madness_count =
    { $cards ->
        [one] Z { $cards } karty může být děsem 0 až { $cards }, ne { $count }.
       *[other] Z { $cards } karet může být děsem 0 až { $cards }, ne { $count }.
    }
illegal-bbm_scared_only_at_end_of_turn = Kdo je vyděšen k smrti, se rozhoduje až na konci tahu.
illegal-bbm_cannot_be_scared = { $player } nemá mimo podporu šest karet děsu, nemůže je tedy mít všechny v ruce.
bbm-setting-madness_deck_by_players = Balíček děsu podle počtu hráčů
bbm-setting-multi_curses_by_round = Víceživlové kletby podle kola a obtížnosti (počítadlo kol)
bbm-setting-magician_abilities = Schopnost každého čaroděje
bbm-setting-starting_decks = Startovní balíčky čarodějů
bbm-setting-library_cards_per_level = Kouzla knihovny podle elementu a úrovně
bbm-setting-basic_spell_elements = Element každého základního kouzla
bbm-setting-basic_spell_level = Úroveň (cena) základních kouzel
bbm-setting-curse_place_order = Pořadí, v němž kletby zaplňují místa
bbm-setting-curse_flip_back = Kdy se neutralizovaná kletba otočí zpět
bbm-setting-scared_to_death_check = Čí ruka se kontroluje na šest karet děsu
bbm-setting-scared_madness_to = Kam jde děs hráče vyděšeného k smrti
bbm-setting-madness_deck_shortfall = Když balíček děsu nestačí pro kletbu nebo nestvůru
bbm-setting-combine_modes = Hrůza a Noční můra zároveň
bbm-setting-five_player_variant_needs_five_players = Varianta pro pět hráčů jen při pěti hrajících
bbm-setting-win_when_last_curse_broken = Výhra hned po zlomení poslední kletby 6. kola
bbm-setting-grimoire_pages = Vaše strany grimoáru a elementy jejich nestvůr
bbm-setting-starting_value_2_from_supply = Startovní balíčky berou kartu hodnoty 2 ze zásoby
bbm-setting-granting_spells = Kouzla knihovny, která dovolí jednat jinému hráči
bbm-setting-spell_names = Názvy vašich kouzel z knihovny
bbm-setting-madness_deck_by_players-note = 5 × počet hráčů + 10, jak uvádějí pravidla.
bbm-setting-multi_curses_by_round-note = Hodnoty 18 políček počítadla kol v textu pravidel nejsou: opište je ze svého herního plánu.
bbm-setting-magician_abilities-note = Rosana a Sandra jsou jisté, Alice a Patrik pravděpodobné; u ostatních jde o náš nejlepší výklad.
bbm-setting-starting_decks-note = Opište 11 karet hodnoty 1 a kartu hodnoty 2 ze svých archů čarodějů.
bbm-setting-library_cards_per_level-note = Předpokládáme 3 kouzla každé úrovně na element (celkem 36).
bbm-setting-basic_spell_elements-note = Odvozeno z názvů: Vzplanutí oheň, Led voda, Pučení země, Telepatie vzduch.
bbm-setting-basic_spell_level-note = Pravděpodobně 1 element vlastního elementu kouzla.
bbm-setting-curse_place_order-note = Od políčka 2; políčko 3 nese dvě kletby, levou a pak pravou. FAQ od IELLO: víceživlové kletby zaujmou místa nejvíc vlevo, v pořadí, v jakém byly taženy.
bbm-setting-curse_flip_back-note = Pravidla: „Neutralizovaná kletba nemá efekt, ale nedá se zlomit. Následující tah se karta kletby otočí opět lícem vzhůru a znovu je možné ji zlomit.“ Ve výchozím nastavení tedy ve fázi grimoáru následujícího tahu nic nezpůsobí a potom se otočí.
bbm-setting-scared_to_death_check-note = FAQ od IELLO: ruka aktivního hráče na konci jeho vlastního tahu.
bbm-setting-scared_madness_to-note = Pravidla posílají všechny hráčovy karty do krabice; že se jeho děs nevrací do balíčku, je náš výklad.
bbm-setting-madness_deck_shortfall-note = Jistou prohrou je jen hráč, který má vzít děs z prázdného balíčku; kletba nebo Černokněžník si ve výchozím nastavení vezmou, co tam je.
bbm-setting-combine_modes-note = Pravidla neříkají, zda lze módy kombinovat.
bbm-setting-five_player_variant_needs_five_players-note = Varianta je „jen pro 5 hráčů“.
bbm-setting-win_when_last_curse_broken-note = FAQ od IELLO: kolo trvá vždy 5 tahů, i když už žádná kletba nezbývá; vyhrává se při závěrečném vyhodnocení po 6. kole.
bbm-setting-grimoire_pages-note = Karty nejsou číslované: pojmenujte je F1–F4 a I1–I12 a zadejte levý, horní a pravý element každé nestvůry.
bbm-setting-starting_value_2_from_supply-note = V krabici je 10 karet hodnoty 2 od každého elementu; odvozujeme, že karta hodnoty 2 ze startovního balíčku pochází z hromádky zásoby jejího elementu (v Noční můře ne).
bbm-setting-granting_spells-note = Telepatie dovolí jednomu jinému hráči provést akci za každý zaplacený násobek; zaškrtněte kouzla knihovny, jejichž text dělá totéž (například Ovládání mysli).
bbm-setting-spell_names-note = Pojmenujte karty své knihovny, aby se ve vylosované knihovně ukázaly jejich názvy.
bbm-status-rulebook = pravidla
bbm-status-faq = oficiální FAQ
bbm-status-rulebook-unclear = pravidla, špatně čitelná
bbm-status-inferred = odvozeno
bbm-status-default = výchozí hodnota aplikace, neověřeno
bbm-status-unknown = neznámé, prosím doplňte
