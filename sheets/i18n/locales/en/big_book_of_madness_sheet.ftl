bbm-sheet-document-blank = The Big Book of Madness: setup checklist and round tracker
bbm-sheet-document-game = The Big Book of Madness: this game's setup checklist and round tracker
bbm-sheet-checklist_title = The Big Book of Madness: setup checklist
bbm-sheet-tracker_title = The Big Book of Madness: round tracker
bbm-sheet-continued = { $title } (continued)
bbm-sheet-game_line = Players: { $players } · Difficulty { $difficulty } · Mode: { $mode } · Draw no. { $seed }
bbm-sheet-game_line_blank = Players: ______________________________   Difficulty: I · II · III   Mode: Classic · Horror · Nightmare
bbm-sheet-players_cards =
    { $count ->
    [one] { $count } player: { $cards }
   *[other] { $count } players: { $cards }
    }
bbm-sheet-madness_deck_blank = Count the madness deck into the window of the board by the number of players ({ $sizes }); return the other madness cards to the box.
bbm-sheet-magicians_blank = Each player chooses a magician (talk it over: spread the elements) and builds the starting deck printed on the magician sheet. Write them down:
bbm-sheet-modes_blank = Horror: each player shuffles one madness card from the madness deck into their starting deck. Nightmare: each player takes a value-1 card of the same element instead of the value-2 card of the sheet.
bbm-sheet-round_marker_blank = Put the round marker (hat) on the Roman numeral of the difficulty: I (easy, for a first game), II or III.
bbm-sheet-first_player_blank = Whoever most recently finished reading a book starts and takes the active player token: ____________
bbm-sheet-drawn_title = Drawn for this game (draw no. { $seed })
bbm-sheet-drawn_note = For a table that has numbered or named its grimoire pages (F1–F4, I1–I12) and library spells; otherwise shuffle and draw the cards as the steps above say.
bbm-sheet-monster_page = { $number }: { $page }
bbm-sheet-grimoire_order = Grimoire, the monsters in order: { $pages }
bbm-sheet-library = Library
bbm-sheet-level_face_up = Level { $level } (face up)
bbm-sheet-level = Level { $level }
bbm-sheet-column-player = Player
bbm-sheet-column-magician = Magician
bbm-sheet-column-starting_deck = Starting deck
bbm-sheet-column-round = Round
bbm-sheet-column-multi = Multi-element
bbm-sheet-column-monster = Monster
bbm-sheet-column-curses = Curse places (space)
bbm-sheet-column-turns = Turns
bbm-sheet-column-beaten = Beaten?
bbm-sheet-column-support = Support
bbm-sheet-column-spells = Spells known
bbm-sheet-column-madness = Madness
bbm-sheet-column-scared = Scared
bbm-sheet-phase_summary-focus = Refresh all your used spells (neutralised ones stay face down). A magician's ability: once in your own turn (Alice: each break).
bbm-sheet-phase_summary-grimoire = Move the invocation marker one space. Space 1: new monster: turn the page, arrival effect, round marker down, multi-element curses, then left, top, right. Spaces 2–5: the curses there trigger. Invocation: every curse broken = success bonus, otherwise the failure penalty.
bbm-sheet-phase_summary-actions = As often as you can pay, each action paid apart: cast a spell (×1–×3), learn a spell (2), acquire an element card (2 or 3), break a curse (4 of its element, or one of each), banish madness (2 of one element).
bbm-sheet-phase_summary-recovery = End with exactly 6 cards in hand; madness is not discarded now. Six madness in hand: scared to death. Pass the active player token to the left.
bbm-sheet-madness_deck_track = Madness deck: cross off a card taken, clear one banished back. Taking madness from the empty deck loses the game.
bbm-sheet-place = { $place } · { $space }
bbm-sheet-final_round = { $number } final
bbm-sheet-multi_short = multi
bbm-sheet-broken = broken
bbm-sheet-yes = yes
bbm-sheet-no = no
bbm-sheet-madness_counts = hand { $hand } · support { $support } · piles { $piles }
bbm-sheet-unverified_note = Not confirmed by the rulebook: check it against your board, and correct it in the app's house rules.
