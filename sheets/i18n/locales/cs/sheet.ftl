sheet-title = Papírové doupě
sheet-name = Hráč
sheet-dungeon_card = Karta podzemí
sheet-missions = Úkoly
sheet-vanishing_gems = Mizející drahokamy
sheet-no_missions = v této hře bez úkolů
sheet-mission_round = splněno v { $round }. kole
sheet-power = Schopnost
sheet-objective = Cíl
sheet-objective_tiers = { $goals } → sláva { $glory }
sheet-villains = Netvoři
sheet-unverified_note = neověřená hodnota: výchozí domácí pravidlo aplikace; opravte ji podle svého výtisku
sheet-area-header = Hráč a karty
sheet-area-dungeon = Podzemí
sheet-area-heroes = Hrdinové
sheet-area-health = Zdraví
sheet-area-wounds = Zranění
sheet-area-potions = Lektvary
sheet-area-minions = Poražení přisluhovači
sheet-area-gems = Drahokamy
sheet-area-artifacts = Předměty
sheet-area-rounds = Kola
sheet-area-score = Závěrečné bodování
sheet-area-notes = Poznámky
sheet-training = výcvik
sheet-levels = úroveň
sheet-hero-warrior = Válečník
sheet-hero-wizard = Čaroděj
sheet-hero-cleric = Klerik
sheet-hero-rogue = Zloděj
sheet-ability-warrior = +{ $bonus } k síle v boji s netvorem
sheet-ability-wizard = vylepšuje se kostkou libovolné barvy
sheet-ability-cleric = lebky nezraňují
sheet-ability-rogue-gain_gem_once = jednou získá drahokam navíc
sheet-ability-rogue-claim_crossed_gem = smí získat přeškrtnutý drahokam
sheet-ability-rogue-none = bez schopnosti
sheet-health_rule = = součet úrovní hrdinů
sheet-wounds_rule = která nepohltily lektvary
sheet-potion_rule =
    { $count ->
    [one] každý lektvar pohltí { $count } zranění
    [few] každý lektvar pohltí { $count } zranění
   *[other] každý lektvar pohltí { $count } zranění
    }
sheet-bonus_gems = + drahokamy navíc
sheet-any_die = libovolná kostka
sheet-rounds_rule = zapište číslo každé použité kostky
sheet-glory = sláva
sheet-fled = úprk
sheet-dice-white = bílé kostky
sheet-dice-black = černé kostky
sheet-document-blank = Papírové doupě: prázdné listy
sheet-document-prepared = Papírové doupě: listy pro hru
sheet-document-finished = Papírové doupě: { $name }
