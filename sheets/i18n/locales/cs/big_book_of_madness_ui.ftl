kind-big_book_of_madness = Velká kniha strašlivých čar
bbm-new-title = Nová hra: Velká kniha strašlivých čar
bbm-new-players = Hráči a čarodějové
bbm-new-name_label = Hráč { $number }, po směru hodin
bbm-new-magician = Čaroděj
bbm-new-random_magician = Přidělit náhodně
bbm-new-magician_hint = Vyberte čaroděje společně, aby startovní balíčky týmu pokryly všechny elementy, nebo je nechte přidělit aplikací.
bbm-new-dealt = { $player } hraje za { DECLINE($magician, case: "accusative") } (losem)
bbm-new-chosen = { $player } hraje za { DECLINE($magician, case: "accusative") } (podle volby)
bbm-new-deck = Startovní balíček: hodnota 1: { $value_1 }; jedna karta hodnoty 2: { $value_2 }.
bbm-new-deck_from_sheet = Startovní balíček: 11 karet hodnoty 1 a jedna karta hodnoty 2 podle archu čaroděje.
bbm-new-ability_unsure = schopnost: náš nejlepší výklad
bbm-new-deck_unknown = balíček není zadán v domácích pravidlech
bbm-new-five_player_variant = Varianta pro pět hráčů: kdo hraje poslední tah kola, hraje i první tah dalšího
bbm-new-first_player = Začínající hráč
bbm-new-first_player_hint = Podle pravidel začíná ten, kdo naposledy dočetl knihu.
bbm-new-first_random = Vylosováno: { $name }
bbm-new-difficulty = Obtížnost
bbm-new-difficulty_hint = Pro první hru se doporučuje obtížnost I. Určuje, kolik víceživlových kleteb přidá každé kolo.
bbm-new-tracker_column = Víceživlové kletby v kolech 1 až 6: { $cells }
bbm-new-tracker_title = Opište počítadlo kol ze svého herního plánu
bbm-new-tracker_intro = Pravidla neuvádějí 18 políček počítadla kol na herním plánu. Klepejte na každé políčko (kolo a obtížnost), dokud neukazuje tolik ikon víceživlové kletby jako totéž políčko na vašem plánu. Uloží se pro další hry; změnit je lze v domácích pravidlech pro nové hry.
bbm-new-tracker_round = Kolo
bbm-new-tracker_cell = { $difficulty } · { $round }
bbm-new-tracker_left =
    { $count ->
    [one] Zbývá zvolit { $count } políčko.
    [few] Zbývá zvolit { $count } políčka.
   *[other] Zbývá zvolit { $count } políček.
    }
bbm-new-tracker_keep = Uložit pro tuto i další hry
bbm-new-tracker_later = Teď ne: použít odhady aplikace, označené jako neověřené
bbm-new-tracker_kept = Počítadlo kol je uloženo pro nové hry.
bbm-new-mode = Mód
bbm-new-mode_hint-classic = Běžná pravidla.
bbm-new-mode_hint-horror = Každý hráč si do startovního balíčku zamíchá jednu kartu děsu z balíčku děsu.
bbm-new-mode_hint-nightmare = Každý startovní balíček má místo karty hodnoty 2 z archu kartu hodnoty 1.
bbm-new-mode_hint-horror_nightmare = Obojí zároveň, jak dovolují vaše domácí pravidla.
bbm-new-draws = Grimoár a knihovna
bbm-new-seed = Losování č. { $seed }
bbm-new-reshuffle = Losovat znovu
bbm-new-draws-seed = Losuje aplikace
bbm-new-draws-table = Losovali jsme karty
bbm-new-draws_hint-seed = Strany grimoáru a kouzla knihovny níže jsou vylosovány číslem této hry; příprava hry řekne stolu, co s nimi.
bbm-new-draws_hint-table = Zamíchejte a táhněte karty u stolu a pak napište jména, která jsou na nich natištěná; jméno známé z vašich domácích pravidel je ta karta, ostatní se uloží pro tuto hru.
bbm-new-first_page = První strana (nestvůra 1)
bbm-new-inner_page = Nestvůra { $number }
bbm-new-grimoire_names = Nestvůry grimoáru, jak jsou natištěné na tažených kartách (nepovinné)
bbm-new-library_names = Tažená kouzla knihovny, jak jsou natištěná na kartách (nepovinné)
bbm-new-library_name = { $element }, úroveň { $level }
bbm-new-names_differ = Jedno jméno je napsané u dvou karet.
bbm-new-start = Připravit stůl
bbm-new-magicians_differ = Dva hráči si vybrali stejného čaroděje.
bbm-new-problem = Takto hru připravit nelze: { $problem }
bbm-ui-setup_title = Příprava stolu
bbm-ui-setup_intro = Proveďte u stolu každý krok a odškrtněte ho tady; pak začněte hru.
bbm-ui-setup_progress =
    { $total ->
        [one] Hotovo { $done } z { $total } kroku
       *[other] Hotovo { $done } z { $total } kroků
    }
bbm-ui-drawn_title = Vylosováno pro tuto hru (losování č. { $seed })
bbm-ui-drawn_note = Pro stůl, který si očísloval nebo pojmenoval strany grimoáru a kouzla knihovny; jinak karty zamíchejte a losujte podle přípravy.
bbm-ui-grimoire_order = Grimoár, nestvůry v pořadí
bbm-ui-monster_page = { $number }: { $page }
bbm-ui-monster_unnamed_page = Nestvůra { $number }
bbm-ui-library_drawn = Knihovna, úroveň 1 lícem vzhůru navrchu
bbm-ui-level_spell = { $level }: { $spell }
bbm-ui-level_label = Úroveň { $level }
bbm-ui-unverified_in_use = Používají se hodnoty, které jsme nemohli ověřit:
bbm-ui-check_rules = Ověřte je podle své hry
bbm-ui-print_aid = Vytisknout přípravu a počítadlo kol
bbm-ui-print_a4 = Vytisknout přípravu a počítadlo (A4)
bbm-ui-print_letter = Vytisknout přípravu a počítadlo (Letter)
bbm-ui-house_rules = Domácí pravidla této hry
bbm-ui-results = Výsledky
bbm-ui-menu = Další
bbm-ui-track_title = Počítadlo tahů a místa pro kletby
bbm-ui-before_first_monster = Před první nestvůrou
bbm-ui-round_turn = { $round }. kolo z { $rounds } · { $turn }. tah
bbm-ui-turn_of = Na tahu: { $player } · { $magician }
bbm-ui-game_won = Hra je vyhraná
bbm-ui-game_lost = Hra je prohraná
bbm-ui-no_monster_yet = Zatím nepřišla žádná nestvůra.
bbm-ui-monster = Nestvůra { $number } z { $rounds }: { $page }
bbm-ui-final_monster = Finální nestvůra ({ $number } z { $rounds }): { $page }
bbm-ui-monster_unnamed = Nestvůra { $number } z { $rounds }
bbm-ui-final_monster_unnamed = Finální nestvůra ({ $number } z { $rounds })
bbm-ui-card_reference = karta { $card }
bbm-ui-madness_deck = Balíček děsu: { $count }
bbm-ui-madness_deck_low = Balíček děsu: { $count } (málo)
bbm-ui-phase_short-focus = Soustředění
bbm-ui-phase_short-grimoire = Grimoár
bbm-ui-phase_short-actions = Akce
bbm-ui-phase_short-recovery = Zotavení
bbm-ui-invocation_short = Zařík.
bbm-ui-marker_here = Tady je žeton zaříkávání (políčko { $space })
bbm-ui-kind_short-water = voda
bbm-ui-kind_short-fire = oheň
bbm-ui-kind_short-earth = země
bbm-ui-kind_short-air = vzduch
bbm-ui-kind_short-multi = víceživl.
bbm-ui-no_curse = —
bbm-ui-curse_tooltip = Místo { $place }: { $kind }, { $status }
bbm-ui-empty_place = Na místě { $place } tohle kolo žádná kletba není.
bbm-ui-round_tracker = Počítadlo kol (obtížnost { $difficulty }): víceživlové kletby v kole
bbm-ui-round_cell =
    { $count ->
    [one] Kolo { $round }: { $count } víceživlová kletba
    [few] Kolo { $round }: { $count } víceživlové kletby
   *[other] Kolo { $round }: { $count } víceživlových kleteb
    }
bbm-ui-now = Teď: { $phase }
bbm-ui-next-focus = Dál: grimoár, posunout žeton
bbm-ui-next-grimoire = Dál: fáze akcí
bbm-ui-next-actions = Dál: fáze zotavení
bbm-ui-next-recovery = Ukončit tah, předat žeton
bbm-ui-scared_question =
    { $count ->
        [one] Drží { $players } v ruce šest karet děsu?
       *[other] Drží někdo z těchto hráčů v ruce šest karet děsu: { $players }?
    }
bbm-ui-not_scared =
    { $count ->
    [one] Ne: ukončit tah, předat žeton
   *[other] Nikdo: ukončit tah, předat žeton
    }
bbm-ui-is_scared =
    { GENDER($player) ->
        [feminine] Ano: { $player } je vyděšená k smrti
        [masculine] Ano: { $player } je vyděšený k smrti
       *[neutral] Ano: { $player } – děs zvítězil
    }
bbm-ui-reveal_title = Tři ikony elementů nové nestvůry
bbm-ui-position-left = Vlevo od nestvůry
bbm-ui-position-top = Nad ní
bbm-ui-position-right = Vpravo od ní
bbm-ui-place_curses = Rozmístit kletby
bbm-ui-reveal_missing =
    { $count ->
    [one] Zvolte ještě { $count } element.
    [few] Zvolte ještě { $count } elementy.
   *[other] Zvolte ještě { $count } elementů.
    }
bbm-ui-see_results = Zobrazit výsledky
bbm-ui-who_acts = Kdo hraje akci
bbm-ui-active_chip = { $player } (na tahu)
bbm-ui-granted_chip =
    { $count ->
    [one] { $player } ({ $count } akce)
    [few] { $player } ({ $count } akce)
   *[other] { $player } ({ $count } akcí)
    }
bbm-ui-not_your_actions = Na tahu je { $active }: { $player } spustí akci, jen když to dovolí kouzlo, například Telepatie.
bbm-ui-granted_action =
    { $count ->
        [one] { $player } jedná v cizím tahu (na tahu je { $active }), jak dovoluje kouzlo, a zbývá { $count } akce: platí z vlastní ruky a ze sdílené podpory.
        [few] { $player } jedná v cizím tahu (na tahu je { $active }), jak dovoluje kouzlo, a zbývají { $count } akce: platí z vlastní ruky a ze sdílené podpory.
       *[other] { $player } jedná v cizím tahu (na tahu je { $active }), jak dovoluje kouzlo, a zbývá { $count } akcí: platí z vlastní ruky a ze sdílené podpory.
    }
bbm-ui-cast_heading = Seslat kouzlo
bbm-ui-spell_button = { $spell } ({ $level })
bbm-ui-cast_title = Seslat { GENDER($spell) ->
        [feminine] { DECLINE($spell, case: "accusative") }
        [neutral] kouzlo { $spell }
       *[neuter] { $spell }
    }
bbm-ui-cast_note = Zaplaťte cenu jednou, dvakrát nebo třikrát: stejně se násobí každý faktor efektu.
bbm-ui-cast_multiple = ×{ $multiple }: zaplatit { $cost }× { $element }
bbm-ui-cast_who_acts = Kdo spustí akce: jeden jiný hráč, jednu akci za každý zaplacený násobek.
bbm-ui-cast_for = { $player }: { $paid }
bbm-ui-cast_madness-hand_to_support = Kolik z karet položených do podpory je děs?
bbm-ui-cast_madness-destroy_from_hand = Kolik ze zničených karet je děs?
bbm-ui-cast_madness_held =
    { $count ->
    [0] { $player } nemá mimo podporu žádný děs: děsem nemůže být žádná z karet.
    [one] { $player } má mimo podporu jen { $count } kartu děsu: víc karet děsem být nemůže.
    [few] { $player } má mimo podporu jen { $count } karty děsu: víc karet děsem být nemůže.
   *[other] { $player } má mimo podporu jen { $count } karet děsu: víc karet děsem být nemůže.
    }
bbm-ui-cast_with_madness =
    { $madness ->
    [0] { $paid }, žádný děs
   *[other] { $paid }, děs: { $madness }
    }
bbm-ui-learn_heading = Naučit se kouzlo (zaplatit 2 jeho elementu)
bbm-ui-learn_button = { $spell } (v balíčku { $left })
bbm-ui-library_empty = { $element }: balíček je prázdný
bbm-ui-learn_title = Naučit se { GENDER($spell) ->
        [feminine] { DECLINE($spell, case: "accusative") }
        [neutral] kouzlo { $spell }
       *[neuter] { $spell }
    }
bbm-ui-learn_destroy_note = Limit kouzel je dosažen: nejdřív zničte jedno své kouzlo (odchází ze hry).
bbm-ui-break_heading = Zlomit kletbu (4 jejího elementu, nebo po jednom z každého)
bbm-ui-break_button = { $place }: { $kind }
bbm-ui-banish_button = { $player }: { $source }
bbm-ui-banish_none = Zahnat z vlastní ruky
bbm-ui-acquire_heading = Pořídit si kartu elementu (2 nebo 3 jejího elementu)
bbm-ui-element_unknown = nezadáno
bbm-ui-curse_short-empty = prázdné
bbm-ui-curse_short-waiting = čeká
bbm-ui-curse_short-triggered = spuštěná
bbm-ui-curse_short-passed = minula
bbm-ui-curse_short-broken = zlomená
bbm-ui-curse_short-neutralised = neutr.
bbm-ui-acquire_note = Karta hodnoty 2 stojí 2 elementy jejího druhu, karta hodnoty 3 stojí 3; dáte si ji na odkládací hromádku.
bbm-ui-acquire_choice = { $element }, hodnota { $value }: zaplaťte { $cost } (zbývá { $left })
bbm-ui-reward_title = Zlomit kletbu na místě { $place }
bbm-ui-reward_note = Vaše odměna: karta elementu hodnoty 2 podle vaší volby, na vaši odkládací hromádku.
bbm-ui-reward_choice = { $element } (zbývá { $left })
bbm-ui-table_effects = Efekty karet na celý stůl
bbm-ui-everyone_gains = Každý hráč dostane 1 děs
bbm-ui-table_effects_note = Pro kletby a nestvůry, které působí na všechny; co se děje jednomu hráči, je na jeho kartě.
bbm-ui-destroy_note = Kolik karet balíčku děsu kletba zničí?
bbm-ui-how_many = Kolik
bbm-ui-curse_title = Místo pro kletbu { $place } (políčko { $space })
bbm-ui-curse_status = Stav: { $status }
bbm-ui-curse_cost = Zlomení stojí: { $cost }.
bbm-ui-curse_reward = Odměna: vezměte si libovolnou kartu elementu hodnoty 2 na odkládací hromádku (nic, pokud v zásobě žádná není).
bbm-ui-madness_under =
    { $count ->
    [one] Leží pod ní { $count } karta děsu: kdo ji zlomí, vezme si ji.
    [few] Leží pod ní { $count } karty děsu: kdo ji zlomí, vezme si je.
   *[other] Leží pod ní { $count } karet děsu: kdo ji zlomí, vezme si je.
    }
bbm-ui-curse_label = Co říká karta kletby
bbm-ui-curse_label_help = Zobrazí se, když se kletba spustí.
bbm-ui-save_label = Uložit text
bbm-ui-break_by = { $player } ji zlomí
bbm-ui-their_turn = na tahu
bbm-ui-scared_to_death =
    { GENDER($player) ->
        [feminine] vyděšená k smrti
        [masculine] vyděšený k smrti
       *[neutral] mimo hru: děs zvítězil
    }
bbm-ui-madness_count = Děs: { $count } (v podpoře { $support })
bbm-ui-gain_one = Karta děsu na odkládací hromádku
bbm-ui-support_line = Podpora: { $support } z { $limit }
bbm-ui-support_add = Karta do podpory
bbm-ui-support_remove = Karta z podpory
bbm-ui-spells_list = Kouzla ({ $count } z { $limit }): { $spells }
bbm-ui-spell_with_state = { $spell } ({ $state })
bbm-ui-spell_state-ready = připraveno
bbm-ui-spell_state-used = použito
bbm-ui-spell_state-neutralised = neutralizováno
bbm-ui-use_ability = Použít schopnost
bbm-ui-ability_unverified = { $ability } (neověřeno: naše nejlepší čtení)
bbm-ui-ability_used = Schopnost v tomto tahu použita.
bbm-ui-player_effects = Děs a efekty karet
bbm-ui-player_effects_title = { $player }: děs a efekty karet
bbm-ui-effects_note = Zapište, co tomuto hráči udělala kletba, nestvůra, kouzlo nebo prázdný dobírací balíček.
bbm-ui-where_to = Kam
bbm-ui-gains_madness = { $player } dostane děs
bbm-ui-reshuffle = { $player } má prázdný dobírací balíček
bbm-ui-move_madness = Děs se přesouvá (dobrán, odložen, do podpory)
bbm-ui-from_to = { $source } → { $target }
bbm-ui-banish_by_effect = Zahnán efektem, bez placení
bbm-ui-destroy_madness = Zničen (mimo hru)
bbm-ui-support_cards = Karty elementů v podpoře
bbm-ui-refresh_target = { $player }: { $spell }
bbm-ui-drew_madness = Byl to děs: zahnat
bbm-ui-drew_other = Jiná karta: odložit
bbm-ui-draw_banish_note = Doberte kartu a řekněte aplikaci, co to bylo.
bbm-ui-swap_choice = do podpory { $to_support } děs, do ruky { $to_hand }
bbm-ui-swap_note = Vyměňte až dvě karty z ruky za stejný počet karet své podpory; aplikace počítá jen děs mezi nimi.
bbm-ui-library_top = { $spell } (v balíčku { $left })
bbm-ui-library_stack_empty = balíček je prázdný
bbm-ui-supply_piles = zásoba: hodnota 2: { $value_2 } · hodnota 3: { $value_3 }
bbm-ui-elements_title = Knihovna a zásoba elementů
bbm-ui-element_line = { $element }: { $library }
    { $supply }
bbm-ui-supply_unsure =
    { $count ->
    [one] { $count } startovní balíček není zadán: jeho karta hodnoty 2 se stále počítá do hromádek. Přepočítejte hromádky hodnoty 2 a opravte je.
    [few] { $count } startovní balíčky nejsou zadány: jejich karty hodnoty 2 se stále počítají do hromádek. Přepočítejte hromádky hodnoty 2 a opravte je.
   *[other] { $count } startovních balíčků není zadáno: jejich karty hodnoty 2 se stále počítají do hromádek. Přepočítejte hromádky hodnoty 2 a opravte je.
    }
bbm-ui-count_pile = Přepočítat hromádku
bbm-ui-count_title = Přepočítat hromádky: { $element }
bbm-ui-count_note = Klepněte na počet karet, který hromádka u stolu má.
bbm-ui-count_which = Hromádky kterého elementu stůl přepočítal?
bbm-ui-pile_now = Hodnota { $value } (aplikace počítá { $count }):
bbm-ui-history_empty = Zatím se nic nestalo.
bbm-ui-undone = Vráceno: { $action }
bbm-ui-redone = Znovu provedeno: { $action }
bbm-ui-alert-curse = Spouští se kletba!
bbm-ui-alert-new_monster = Přichází nová nestvůra
bbm-ui-alert-scared = Vyděšení k smrti
bbm-ui-alert-won = Vítězství!
bbm-ui-alert-lost = Prohra
bbm-results-title = Výsledky: Velká kniha strašlivých čar
bbm-results-back = Zpět ke stolu
bbm-results-not_over = Hra ještě neskončila.
bbm-results-won = Společně jste vyhráli
bbm-results-lost = Společně jste prohráli
bbm-results-reached = Hra skončila v { $round }. kole, v { $turn }. tahu.
bbm-results-game_line = Obtížnost { $difficulty } · mód { $mode }
bbm-results-monsters = Nestvůry
bbm-results-monster-beaten = Nestvůra { $number } ({ $page }): přemožena
bbm-results-monster-not_beaten = Nestvůra { $number } ({ $page }): nepřemožena
bbm-results-monster-in_play = Nestvůra { $number } ({ $page }): stále ve hře
bbm-results-monster_unnamed-beaten = Nestvůra { $number }: přemožena
bbm-results-monster_unnamed-not_beaten = Nestvůra { $number }: nepřemožena
bbm-results-monster_unnamed-in_play = Nestvůra { $number }: stále ve hře
bbm-results-players = Čarodějové
bbm-results-player =
    { $player } ({ $magician }): { $madness ->
        [one] { $madness } karta děsu
        [few] { $madness } karty děsu
       *[other] { $madness } karet děsu
    }, { $spells ->
        [one] { $spells } kouzlo
        [few] { $spells } kouzla
       *[other] { $spells } kouzel
    }
bbm-results-scared =
    { GENDER($player) ->
        [feminine] { $line }; vyděšená k smrti
        [masculine] { $line }; vyděšený k smrti
       *[neutral] { $line }; mimo hru: děs zvítězil
    }
bbm-rules-title = Domácí pravidla této hry
bbm-rules-title_defaults = Domácí pravidla pro nové hry Velké knihy strašlivých čar
bbm-rules-intro = Naše zdroje si těmito hodnotami nejsou jisté. Ověřte je podle své hry a opravte; hodnota, kterou změníte, je vaše a už se neoznačuje jako neověřená.
bbm-rules-source = Zdroj: { $status }
bbm-rules-on = Zapnuto
bbm-rules-players =
    { $count ->
    [one] { $count } hráč
    [few] { $count } hráči
   *[other] { $count } hráčů
    }
bbm-rules-round = Kolo { $round }
bbm-rules-nth = { $number }.
bbm-rules-value_2 = Karta hodnoty 2
bbm-rules-library_card = { $element }, úroveň { $level } ({ $card })
bbm-rules-page_name = { $page }: nestvůra
bbm-rules-catalogue =
    { $count ->
    [one] Vaše karty grimoáru (zadána { $count })
    [few] Vaše karty grimoáru (zadány { $count })
   *[other] Vaše karty grimoáru (zadáno { $count })
    }
bbm-rules-decks_entered =
    { $count ->
    [one] Startovní balíčky (zadán { $count })
    [few] Startovní balíčky (zadány { $count })
   *[other] Startovní balíčky (zadáno { $count })
    }
bbm-rules-value-after_next_grimoire = V dalším tahu po fázi grimoáru (podle pravidel)
bbm-rules-value-end_of_next_turn = Až po celém dalším tahu (přísnější domácí pravidlo)
bbm-rules-value-active_player = Ruka aktivního hráče
bbm-rules-value-every_player = Ruka každého hráče
bbm-rules-value-box = Zpět do krabice
bbm-rules-value-madness_deck = Zpět do balíčku děsu
bbm-rules-value-clamp = Vzít, co tam je
bbm-rules-value-lose = Hra je prohraná
bbm-rules-ability-support_five = Podpora pro pět
bbm-rules-ability-discard_madness_draw = Odložit děs, dobrat
bbm-rules-ability-air_as_any = Vzduch jako libovolný element
bbm-rules-ability-refresh_any_spell = Obnovit libovolné kouzlo
bbm-rules-ability-draw_banish_madness = Dobrat, zahnat děs
bbm-rules-ability-swap_hand_support = Vyměnit ruku a podporu
bbm-rules-ability-draw_on_break = Dobrat při každém zlomení
bbm-rules-ability-six_spells = Šest kouzel
bbm-rules-bad_value = { $rule }: zadejte celá čísla.
bbm-rules-does_not_fit = Takto pravidla nastavit nelze: { $problem }
bbm-rules-reset = Zpět na výchozí
bbm-rules-saved = Domácí pravidla uložena.
