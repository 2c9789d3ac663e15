pd-new-title = Nová hra: Papírové doupě
pd-new-players = Hráči
pd-new-name_label = Jméno hráče { $number }
pd-new-solo_note = Sólová hra: Mizející drahokamy platí vždy, úkoly se počítají podle kola splnění a odměna pro nejsilnějšího se neuděluje.
pd-new-variant = Varianta
pd-new-variant-normal = Běžná
pd-new-variant-vanishing = Mizející drahokamy
pd-new-variant-campaign = Kampaň
pd-new-campaign = Kampaň
pd-new-campaign_game = Hra { $number }: karta podzemí { $letter }
pd-new-dungeon = Karta podzemí
pd-new-dungeon_from_data = { $letter } (data hry, neověřeno)
pd-new-dungeon_saved = { $letter } (zadáno zde)
pd-new-draw_card = Zakreslit kartu podzemí
pd-new-card_missing = Karta podzemí { $letter } ještě není zadaná: nejdřív ji zakreslete.
pd-new-villains = Netvoři
pd-new-villain = Netvor { $number }
pd-new-villain_manual = Výsledky zapíše stůl
pd-new-enter_villain = Zadat kartu netvora
pd-new-missions = Úkoly
pd-new-missions-random = Náhodně
pd-new-missions-chosen = Podle karet
pd-new-missions-none = Žádné
pd-new-mission = Úkol { $number }
pd-new-cards = Karty schopností a cílů
pd-new-cards-dealt = Rozdá aplikace
pd-new-cards-table = Podle karet u stolu
pd-new-reshuffle = Zamíchat znovu
pd-new-power = Schopnost
pd-new-objective = Cíl
pd-new-training = Výcvik
pd-new-veteran = Veterán: dva hrdinové o úroveň výš
pd-new-start = Začít hru
pd-new-print = Vytisknout připravené listy
pd-new-problem = Hru nelze začít: { $problem }
pd-card-title = Zakreslit kartu podzemí
pd-card-letter = Písmeno karty
pd-card-mode-walls = Zdi
pd-card-mode-circle = Kruh { $number }
pd-card-help_walls = Klepněte na místnost a pak na sousední: zeď mezi nimi se objeví nebo zmizí.
pd-card-help_circle = Klepněte na místnost s kruhem netvora { $number }.
pd-card-saved = Karta podzemí { $letter } uložena.
pd-card-room = Místnost { $room }
pd-villain-title = Karta netvora
pd-villain-name = Jméno
pd-villain-weakness = Slabina
pd-villain-range = Rozsah { $number }
pd-villain-from = Od síly
pd-villain-glory = Sláva
pd-villain-wounds = Zranění
pd-villain-flee = Sláva při útěku
pd-villain-reward = Odměna pro nejsilnějšího
pd-villain-reward_amount = Množství
pd-villain-gems = Písmena drahokamů (Mizející drahokamy)
pd-villain-gem = Drahokam { $letter }
pd-villain-saved = Netvor { $name } uložen.
pd-villain-number_needed = Vyplňte všechna čísla.
pd-villain-name_needed = Zadejte jméno netvora.
pd-villain-ranges_rise = Každý rozsah musí začínat vyšší silou než předchozí.
pd-villain-not_negative = Síla, zranění ani množství nesmí být záporné.
pd-sheet-round = { $round }. kolo z 8
pd-sheet-phase-roll = Hoďte kostkami.
pd-sheet-phase-actions =
    { $count ->
    [one] Vyberte kostku: zbývá { $count } akce.
    [few] Vyberte kostku: zbývají { $count } akce.
   *[other] Vyberte kostku: zbývá { $count } akcí.
    }
pd-sheet-phase-done = Tři akce máte za sebou: až budou všichni hotovi, ukončete kolo.
pd-sheet-phase-finished = Hra skončila.
pd-sheet-pick_die_first = Nejdřív vyberte kostku.
pd-sheet-roll = Hodit
pd-sheet-enter_dice = Zadat kostky
pd-sheet-enter_dice_title = Kostky, jak leží na stole
pd-sheet-white_die = Bílá kostka { $number }
pd-sheet-black_die = Černá kostka { $number }
pd-sheet-end_round = Ukončit kolo
pd-sheet-brew = Namíchat lektvary
pd-sheet-fled = Družina utekla
pd-sheet-fight_wounds = Zranění
pd-sheet-record = Zapsat boj
pd-sheet-history = Co se stalo
pd-sheet-history_empty = Zatím nic.
pd-sheet-round_summary = Konec { $round }. kola
pd-sheet-results = Závěrečné bodování
pd-sheet-house_rules = Domácí pravidla
pd-sheet-number_needed = Zadejte celá čísla.
pd-sheet-power_glory = Sláva z karty schopnosti
pd-sheet-manual = Použít účinek ručně
pd-screen-level_box = { $hero }, úroveň { $level }
pd-screen-training = Výcvik: postupuje s kostkou barvy „{ $colour }“
pd-screen-training_note = Kostička vedle hrdiny ukazuje barvu, kterou žádá jeho výcvik: B bílá, Č černá.
pd-screen-potion_box = Lektvar { $number }
pd-screen-potion_bonus = Po { $number }. lektvaru: { $bonus }
pd-screen-artifact_half = { $name }: { $half }. polovina
pd-screen-villain_column = Netvor { $villain }: sláva za souboj
pd-screen-health = { $health } z 24
pd-screen-wounds =
    { $free ->
    [0] { $wounds } na stupnici
    [one] { $wounds } na stupnici · lektvary pohltí ještě { $free }
    [few] { $wounds } na stupnici · lektvary pohltí ještě { $free }
   *[other] { $wounds } na stupnici · lektvary pohltí ještě { $free }
    }
pd-screen-bonus_gems =
    { $count ->
    [one] + { $count } drahokam navíc
    [few] + { $count } drahokamy navíc
   *[other] + { $count } drahokamů navíc
    }
pd-screen-minions_drawn =
    { $count ->
    [0] Zatím žádný poražený přisluhovač
    [one] { $count } poražený přisluhovač
    [few] { $count } poražení přisluhovači
   *[other] { $count } poražených přisluhovačů
    }
pd-screen-gem_none = drahokam { $letter }
pd-screen-gem_circled = drahokam { $letter } zakroužkován
pd-screen-gem_crossed = drahokam { $letter } přeškrtnut
pd-screen-round_drawn = Kolo { $round }: { $numbers }
pd-screen-total = Sláva: { $glory }
pd-screen-bar = Kostky a akce
pd-screen-seat_done = hotovo
pd-screen-die_picked = Kostka { $number }: klepněte na svítící políčko nebo místnost, nebo namíchejte lektvary.
pd-screen-die_used = Tuto kostku jste v tomto kole už použili.
pd-screen-die_skull = Lebku nelze použít na akci.
pd-route-walk = Jít
pd-route-back = O místnost zpět
pd-route-cancel = Vrátit kostku
pd-route-summary = { $rooms }: { $effects }. Klepněte znovu na cíl, nebo na Jít.
pd-route-wounds =
    { $count ->
    [0] bez zranění
    [one] { $count } zranění
    [few] { $count } zranění
   *[other] { $count } zranění
    }
pd-route-minions =
    { $count ->
    [one] { $count } přisluhovač
    [few] { $count } přisluhovači
   *[other] { $count } přisluhovačů
    }
pd-route-gem = drahokam { $letter }
pd-route-potions =
    { $count ->
    [one] +{ $count } lektvar
    [few] +{ $count } lektvary
   *[other] +{ $count } lektvarů
    }
pd-route-levels =
    { $count ->
    [one] +{ $count } úroveň
    [few] +{ $count } úrovně
   *[other] +{ $count } úrovní
    }
pd-route-halves =
    { $count ->
    [one] +{ $count } polovina předmětu
    [few] +{ $count } poloviny předmětů
   *[other] +{ $count } polovin předmětů
    }
pd-route-villain = místnost netvora { $villain }
pd-fight-open = Zadat souboj
pd-fight-prompt = Souboj s netvorem { $villain }: zadejte jeho výsledek.
pd-fight-waiting = Ostatní družiny zadávají své souboje.
pd-fight-villain = Netvor { $number }
pd-fight-title = { $villain }: souboj – { $name }
pd-fight-levels = Hrdinové { $levels } = { $health }
pd-fight-bonus = { $what }: { $bonus }
pd-fight-berserker = Zběsilec
pd-fight-weak_hero = Slabina netvora
pd-fight-weak_option = { $hero } (úroveň { $level })
pd-fight-total = Síla družiny: { $total } ({ $hero } se počítá dvakrát: +{ $level })
pd-fight-total_unknown = Síla družiny: { $total } + úroveň hrdiny, na kterého je netvor slabý
pd-fight-not_visited = Družina se do místnosti netvora ({ $room }) nedostala: utíká.
pd-fight-glory = Sláva
pd-fight-glory_when_fled = Nula nebo méně
pd-fight-glory_help = Při útěku zapište slávu za útěk z karty netvora.
pd-fight-recorded = Souboj: { $name }
pd-bonus-open = Vybrat odměnu
pd-bonus-prompt = Odměna od netvora čeká na vaši volbu.
pd-choice-level_up_any = { $cause }: kterého hrdinu vylepšíte?
pd-choice-half_artifact_any = { $cause }: polovinu kterého předmětu?
pd-choice-hero = { $hero }: úroveň { $level } → { $next }
pd-choice-artifact = { $number }. { $name } ({ $halves } ze 2 polovin) — { $effect }
pd-artifact_effect-villain_strength_bonus = větší síla proti netvorům
pd-artifact_effect-cross_blocked_edge = projde zdí nebo vodou
pd-artifact_effect-unknown = jeho účinek se uplatní ručně
pd-keypad-help = Klepejte na stěny tak, jak padly; klepnutím na zadanou kostku ji vyprázdníte. Šestá kostka hod zadá.
pd-keypad-colour_full = Všechny tři kostky této barvy ({ $colour }) jsou zadané: nejdřív jednu klepnutím vyprázdněte.
pd-keypad-key = { $colour } kostka: { $symbol }
pd-room-entrance = vchod
pd-room-trap = past
pd-room-minion = přisluhovač ({ $hero }, úroveň { $level })
pd-room-defeated = { $what } poražen
pd-room-gem = drahokam { $letter }
pd-room-treasure-potion =
    { $count ->
    [one] { $count } lektvar
    [few] { $count } lektvary
   *[other] { $count } lektvarů
    }
pd-room-treasure-level_up = vylepšení hrdiny
pd-room-treasure-half_artifact = polovina předmětu
pd-room-taken = sebráno: { $what }
pd-room-teleport = teleport do { $room }
pd-room-villain = kruh netvora { $villain }
pd-room-explored = prozkoumáno
pd-room-here = družina je zde
pd-room-empty = nic není natištěno
pd-action-pd-roll = { $seat } hází kostkami
pd-action-pd-roll_entered = { $seat } zadává kostky hozené u stolu
pd-action-pd-level_up = { $seat } vylepšuje hrdinu
pd-action-pd-craft = { $seat } vytváří polovinu předmětu
pd-action-pd-brew = { $seat } míchá lektvary
pd-action-pd-move = { $seat } se pohybuje
pd-action-pd-end_round = { $seat } ukončuje kolo
pd-action-pd-record_fight = { $seat } zapisuje boj s netvorem
pd-action-pd-choose_bonus = { $seat } volí bonus
pd-action-pd-power_glory = { $seat } zadává slávu ze schopnosti
pd-action-pd-minion_bonus = { $seat } zadává bonus proti přisluhovačům
pd-action-pd-manual = { $seat } ručně používá účinek
pd-manual-level_up = Vylepšit hrdinu
pd-manual-potions = Lektvary
pd-manual-half_artifact = Polovina předmětu
pd-manual-gem = Drahokamy
pd-manual-glory = Sláva na řádku bodování
pd-manual-wounds = Zranění
pd-manual-target = Hrdina, číslo předmětu nebo řádek bodování
pd-manual-amount = Kolik
pd-manual-note = Za co (např. karta)
pd-manual-help = Hrdina: Válečník, Čaroděj, Klerik nebo Zloděj. Řádek bodování: např. Předměty nebo Karty.
pd-results-title = Závěrečné bodování
pd-results-not_finished = Hra ještě neskončila: toto je průběžný stav.
pd-results-place = { $place }.
pd-results-total = Celkem
pd-results-winner = Vítězí { $names }
pd-results-leaders =
    { $count ->
        [one] Vede { $names }
       *[other] Vedou { $names }
    }
pd-results-solo_score =
    { $total ->
        [one] { $name }: { $total } bod
        [few] { $name }: { $total } body
       *[other] { $name }: { $total } bodů
    }
pd-results-objective = Cíl: { $value } → stupeň { $tier }
pd-results-power_glory = { $name }: sláva z karty schopnosti
pd-results-back = Zpět k listu
pd-results-print = Vytisknout tento list
pd-line-monster_1 = Netvor 1
pd-line-monster_2 = Netvor 2
pd-line-monster_3 = Netvor 3
pd-line-heroes = Hrdinové
pd-line-artifacts = Předměty
pd-line-gems = Drahokamy
pd-line-minions = Přisluhovači
pd-line-damage = Zranění
pd-line-resurrect = Zmrtvýchvstání
pd-line-cards = Karty
pd-line-missions = Úkoly
pd-line-total = Celkem
pd-card-letter_needed = Zadejte písmeno karty.
pd-card-circles_needed = Umístěte všechny tři kruhy netvorů.
pd-info-power = Schopnost: { $name }
pd-info-objective = Cíl: { $name } — nyní { $value }
pd-info-missions = Úkoly
pd-info-mission_open = { $name }
pd-info-mission_done = { $name } — splněno v { $round }. kole
pd-info-mission_gone = { $name } — splnili jiní
pd-info-villains = Netvoři: { $names }
pd-info-no_missions = V této hře nejsou úkoly.
pd-die-label = Kostka { $index }: { $colour } { $symbol } { $number }
pd-die-used = { $label } (použitá)
pd-die-blank = Kostka { $index }: { $colour }
pd-sheet-round_seat = { $round }. kolo z 8 · { $name }
pd-undo-with_later_title = Vrátit i pozdější akce?
pd-undo-with_later = „{ $action }“ nelze vrátit samostatně. Závisí na tom tyto pozdější akce a vrátí se také:
pd-undo-redo_brings_back = Tlačítkem Znovu je obnovíte jednu po druhé.
pd-undo-redo_elsewhere = Ostatní tu obnovíte tlačítkem Znovu, jednu po druhé. Akce hráčů na vlastních zařízeních ({ $players }) se obnovují tam.
pd-undo-all = Vrátit všechny ({ $count })
pd-undo-host_needed = „{ $action }“ nelze na tomto zařízení vrátit: závisí na tom pozdější akce ({ $later }). Vraťte to na zařízení hostitele, které vrátí i je.
pd-campaign-open = Pořadí v kampani
pd-campaign-title = Pořadí v kampani
pd-campaign-none = Tato hra není součástí kampaně.
pd-campaign-played = Odehráno nebo rozehráno: { $played } z { $games }
pd-campaign-player =
    { $total ->
        [one] { $place }. { $name }: { $total } bod
        [few] { $place }. { $name }: { $total } body
       *[other] { $place }. { $name }: { $total } bodů
    }
pd-campaign-leads = Vede
pd-campaign-score = { $score } (celkem { $running })
pd-campaign-in_play = zatím { $score } (celkem { $running })
pd-campaign-unfinished = nedohráno
pd-campaign-not_played = zatím nehráno
