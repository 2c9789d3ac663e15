bbm-sheet-document-blank = Velká kniha strašlivých čar: příprava hry a počítadlo kol
bbm-sheet-document-game = Velká kniha strašlivých čar: příprava a počítadlo kol této hry
bbm-sheet-checklist_title = Velká kniha strašlivých čar: příprava hry
bbm-sheet-tracker_title = Velká kniha strašlivých čar: počítadlo kol
bbm-sheet-continued = { $title } (pokračování)
bbm-sheet-game_line = Hráči: { $players } · Obtížnost { $difficulty } · Mód: { $mode } · Losování č. { $seed }
bbm-sheet-game_line_blank = Hráči: ______________________________   Obtížnost: I · II · III   Mód: Klasika · Hrůza · Noční můra
bbm-sheet-players_cards =
    { $count ->
    [one] { $count } hráč: { $cards }
    [few] { $count } hráči: { $cards }
   *[other] { $count } hráčů: { $cards }
    }
bbm-sheet-madness_deck_blank = Odpočítejte balíček děsu na okno herního plánu podle počtu hráčů ({ $sizes }); ostatní karty děsu vraťte do krabice.
bbm-sheet-magicians_blank = Každý hráč si zvolí čaroděje (domluvte se, ať jsou elementy rozložené) a sestaví si startovní balíček podle svého archu. Zapište si je:
bbm-sheet-modes_blank = Hrůza: každý hráč si do startovního balíčku zamíchá jednu kartu děsu z balíčku děsu. Noční můra: každý hráč si místo karty hodnoty 2 z archu vezme kartu hodnoty 1 téhož elementu.
bbm-sheet-round_marker_blank = Položte ukazatel kola (klobouk) na římské číslo obtížnosti: I (snadná, pro první hru), II nebo III.
bbm-sheet-first_player_blank = Začíná ten, kdo naposledy dočetl knihu, a vezme si žeton aktivního hráče: ____________
bbm-sheet-drawn_title = Vylosováno pro tuto hru (losování č. { $seed })
bbm-sheet-drawn_note = Pro stůl, který si očísloval nebo pojmenoval strany grimoáru (F1–F4, I1–I12) a kouzla knihovny; jinak karty zamíchejte a losujte podle kroků výše.
bbm-sheet-monster_page = { $number }: { $page }
bbm-sheet-grimoire_order = Grimoár, nestvůry v pořadí: { $pages }
bbm-sheet-library = Knihovna
bbm-sheet-level_face_up = Úroveň { $level } (lícem vzhůru)
bbm-sheet-level = Úroveň { $level }
bbm-sheet-column-player = Hráč
bbm-sheet-column-magician = Čaroděj
bbm-sheet-column-starting_deck = Startovní balíček
bbm-sheet-column-round = Kolo
bbm-sheet-column-multi = Víceživlové
bbm-sheet-column-monster = Nestvůra
bbm-sheet-column-curses = Místa pro kletby (políčko)
bbm-sheet-column-turns = Tahy
bbm-sheet-column-beaten = Přemožena?
bbm-sheet-column-support = Podpora
bbm-sheet-column-spells = Známá kouzla
bbm-sheet-column-madness = Děs
bbm-sheet-column-scared = Vyděšení
bbm-sheet-phase_summary-focus = Obnovte všechna svá použitá kouzla (neutralizovaná zůstanou lícem dolů). Schopnost čaroděje: jednou ve vlastním tahu (Alice: při každém zlomení).
bbm-sheet-phase_summary-grimoire = Posuňte žeton zaříkávání o políčko. Políčko 1: nová nestvůra: otočte stranu, efekt při příchodu, ukazatel kola dolů, víceživlové kletby, pak levá, horní, pravá. Políčka 2–5: kletby tam se spouštějí. Zaříkávání: vše zlomeno = bonus za zdolání, jinak postih za neúspěch.
bbm-sheet-phase_summary-actions = Kolikrát dokážete zaplatit, každou akci zvlášť: seslat kouzlo (×1–×3), naučit se kouzlo (2), pořídit kartu elementu (2 nebo 3), zlomit kletbu (4 jejího elementu, nebo po jednom z každého), zahnat děs (2 jednoho elementu).
bbm-sheet-phase_summary-recovery = Skončete s přesně 6 kartami v ruce; děs teď neodkládejte. Kdo má v ruce šest karet děsu, je vyděšen k smrti. Předejte žeton aktivního hráče doleva.
bbm-sheet-madness_deck_track = Balíček děsu: odškrtněte vzatou kartu, zahnanou zase smažte. Vzít děs z prázdného balíčku znamená prohru.
bbm-sheet-place = { $place } · { $space }
bbm-sheet-final_round = { $number } finále
bbm-sheet-multi_short = víceživl.
bbm-sheet-broken = zlomena
bbm-sheet-yes = ano
bbm-sheet-no = ne
bbm-sheet-madness_counts = v ruce { $hand } · v podpoře { $support } · v balíčcích { $piles }
bbm-sheet-unverified_note = Pravidla to nepotvrzují: ověřte na svém herním plánu a opravte v domácích pravidlech aplikace.
