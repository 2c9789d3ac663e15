term-warrior = Válečník
term-wizard = Čaroděj
term-cleric = Klerik
term-rogue = Zloděj
term-skull = lebka
term-clover = čtyřlístek
term-boots = boty
term-white = bílá
term-black = černá
term-level_up_any = vylepšení libovolného hrdiny
term-half_artifact_any = polovina libovolného předmětu
term-gem = drahokam
term-potion = lektvar
term-potions = lektvary
term-glory = sláva
term-none = nic
cause-skull = Lebky
cause-trap = Past
cause-minion = Přisluhovač
cause-villain = Netvor
cause-manual = Ručně
cause-die = Kostka
cause-treasure = Poklad
cause-reward = Odměna netvora
cause-cleric = Klerik (4. úroveň)
cause-fortune_teller = Jasnovidec
cause-beastmaster = Pán šelem
cause-psionic = Telepat
cause-rogue_ability = Zloděj (4. úroveň)
cause-warrior_ability = Válečník (4. úroveň)
cause-villain_reward = Odměna netvora
cause-potion_4 = 4. lektvar
cause-potion_8 = 8. lektvar
cause-potion_12 = 12. lektvar
drawn_by-die = kostkou
drawn_by-treasure = za poklad
drawn_by-manual = ručně
drawn_by-reward = jako odměna netvora
drawn_by-villain_reward = jako odměna netvora
drawn_by-potion_4 = za 4. lektvar
drawn_by-potion_8 = za 8. lektvar
drawn_by-potion_12 = za 12. lektvar
illegal-no_such_seat = U tohoto stolu není místo { $seat }.
illegal-game_over = Hra skončila.
illegal-already_rolled = Kostky { $round }. kola už jsou hozené.
illegal-roll_again = Tento hod neplatí ({ $reason }): hoďte znovu všemi šesti kostkami.
illegal-dice_count =
    { $expected ->
        [one] Zadejte { $expected } kostku (zadali jste { $got }).
        [few] Zadejte všechny { $expected } kostky (zadali jste { $got }).
       *[other] Zadejte všech { $expected } kostek (zadali jste { $got }).
    }
illegal-no_such_face = Kostka { $die } ({ $colour }) nemá stěnu { $symbol }.
illegal-roll_first = Nejdřív hoďte kostkami.
illegal-not_action_phase = Teď nelze provádět akce ({ $phase }).
illegal-bonus_choice_pending = Nejdřív zvolte, co dá čekající bonus ({ $bonus }).
illegal-three_actions_done = V tomto kole jste už provedli všechny tři akce.
illegal-no_such_die = Kostka { $die } neexistuje.
illegal-die_already_used = Tuto kostku jste v tomto kole už použili.
illegal-skull_unusable = Lebku nelze použít k akci.
illegal-symbol_mismatch = { $hero } potřebuje kostku se svým symbolem (nebo čtyřlístek); tahle ukazuje: { $symbol }.
illegal-colour_mismatch = { $hero } má výcvik s kostkami barvy „{ $training }“; tato kostka je { $colour }.
illegal-hero_at_max_level = { $hero } už je na 6. úrovni.
illegal-no_such_artifact = Předmět { $artifact } neexistuje.
illegal-artifact_finished = Předmět { $artifact } už je hotový.
illegal-artifact_needs_symbol = Předmět { $artifact } potřebuje kostku se symbolem: { $hero } (nebo čtyřlístek); tahle ukazuje: { $symbol }.
illegal-fights_not_recorded = Zapište boj s netvorem za: { $seats }.
illegal-round_not_played = Kolo se ještě nehrálo: hoďte kostkami.
illegal-seats_not_done = Akce ještě dokončují: { $seats }.
illegal-bonus_choice_pending_for = Na volbu bonusu čeká: { $seats }.
illegal-no_fight_to_record = Teď se s netvorem nebojuje.
illegal-fight_already_recorded = Tento boj už je zapsaný.
illegal-negative_wounds = Zranění nemůže být záporné.
illegal-fled_with_glory = Družina, která uteče, slávu nezíská: zadejte slávu za útěk z karty netvora (nulu nebo méně), ne { $glory }.
illegal-no_such_hero = Hrdina { $hero } neexistuje.
illegal-amount_not_positive = Zadejte kladné číslo.
illegal-no_such_score_line = Řádek bodování { $line } neexistuje.
illegal-no_pending_bonus = Žádný bonus nečeká na volbu.
illegal-empty_path = Klepněte na místnost, kam chcete jít.
illegal-no_such_room = Místnost { $room } neexistuje.
illegal-must_start_at_entrance = První pohyb začíná jedním ze šesti vchodů ve spodní řadě.
illegal-not_adjacent = Místnost { $room } nesousedí s místností { $start }.
illegal-wall_in_way = Cestu z místnosti { $start } do místnosti { $room } blokuje zeď.
illegal-water_in_way = Cestu z místnosti { $start } do místnosti { $room } blokuje voda.
illegal-path_too_long =
    { $steps ->
        [one] Tato kostka dovolí { $steps } krok; cesta jich potřebuje { $needed }.
        [few] Tato kostka dovolí { $steps } kroky; cesta jich potřebuje { $needed }.
       *[other] Tato kostka dovolí { $steps } kroků; cesta jich potřebuje { $needed }.
    }
illegal-choice_needed = Zvolte: { $kind }.
illegal-bad_choice = Tuto volbu zde nelze použít.
illegal-unused_choices = Bylo zadáno více voleb, než je třeba.
illegal-not_a_paper_dungeons_action = Tato akce nepatří do Papírového doupěte.
illegal-nothing_to_undo = Není co vrátit.
illegal-nothing_to_redo = Není co zopakovat.
illegal-undo_blocked = Toto nelze vrátit: závisí na tom pozdější akce ({ $blocked_reason }).
event-dice_rolled = { $round }. kolo: kostky jsou hozeny.
event-rerolled = Neplatný hod ({ $reason }): hází se znovu všemi kostkami.
event-wounded = { $cause }: { $wounds } zranění; lektvary pohltily { $soaked }, na stupnici zranění jde { $on_track }.
event-wounds_prevented =
    { $wounds ->
        [one] { $cause }: { $wounds } zranění odvráceno.
        [few] { $cause }: { $wounds } zranění odvrácena.
       *[other] { $cause }: { $wounds } zranění odvráceno.
    }
event-resurrected = Družina zemřela ({ $wounds } zranění při zdraví { $health }) a vstala z mrtvých; přichází o 9 bodů slávy.
event-potions_added =
    { $lost ->
        [0] Lektvary: +{ $potions }.
       *[other] Lektvary: +{ $potions }; { $lost } se už nevejde, stupnice je plná.
    }
event-levelled_up = { $hero }: { $level }. úroveň ({ $cause }).
event-ability_gained = { $hero } získává schopnost 4. úrovně.
event-bonus_gem = Drahokam na stupnici drahokamů: { $cause }.
event-bonus_wasted = Už není co získat: { $bonus } ({ $cause }).
event-artifact_half = Předmět { $artifact }: { $halves }. polovina ze 2 zakreslena { $drawn_by }.
event-artifact_finished = Předmět { $artifact } je hotový: pokud aplikace jeho účinek nezná, použijte ho ručně.
event-gem_claimed = Získán drahokam { $gem }.
event-gem_gone = Drahokam { $gem } je přeškrtnutý: není co vzít.
event-bonus_pending = Bonus čeká na vaši volbu: { $bonus }.
event-entered = Vstup do místnosti { $room }.
event-trap_avoided = Past v místnosti { $room } obejita (Zvěd).
event-minion_defeated = Přisluhovač v místnosti { $room } poražen: { $hero } se silou { $strength } proti úrovni { $level }, { $wounds } zranění.
event-villain_room_found = Nalezena místnost netvora { $villain } ({ $room }).
event-die_used = Použita kostka { $number }.
event-colour_ignored = Barva kostky se nepočítá ({ $cause }).
event-gems_announced = Drahokamy získané v tomto kole: { $gems }.
event-gems_crossed_out = Přeškrtnuté drahokamy: { $gems }.
event-mission_completed = Splněný úkol: { $mission } ({ $seats }).
event-villain_fled =
    { $glory ->
        [one] Netvor { $villain }: družina utíká ({ $glory } bod slávy).
        [few] Netvor { $villain }: družina utíká ({ $glory } body slávy).
       *[other] Netvor { $villain }: družina utíká ({ $glory } bodů slávy).
    }
event-villain_fought =
    { $glory ->
        [one] Netvor { $villain }: síla { $strength }, { $glory } bod slávy, { $wounds } zranění.
        [few] Netvor { $villain }: síla { $strength }, { $glory } body slávy, { $wounds } zranění.
       *[other] Netvor { $villain }: síla { $strength }, { $glory } bodů slávy, { $wounds } zranění.
    }
event-villain_fight_entered =
    { $glory ->
        [one] Netvor { $villain } (zapsaný boj): { $glory } bod slávy, { $wounds } zranění.
        [few] Netvor { $villain } (zapsaný boj): { $glory } body slávy, { $wounds } zranění.
       *[other] Netvor { $villain } (zapsaný boj): { $glory } bodů slávy, { $wounds } zranění.
    }
event-strongest_reward = Netvor { $villain }: nejsilnější družina, odměna: { $reward }.
event-gems_vanished = S netvorem { $villain } mizí drahokamy: { $gems }.
event-round_ended = Konec { $round }. kola.
event-round_started = Začíná { $round }. kolo: hoďte kostkami.
event-game_over = Konec hry: závěrečné bodování.
event-villain_fight_to_record = Netvor { $villain }: zapište boj každé družiny.
event-value_set = { $name }: { $value }.
event-manual_effect = Ručně: { $effect } { $target } { $amount }.
reroll-skulls = tři a více lebek
reroll-clovers = tři čtyřlístky
