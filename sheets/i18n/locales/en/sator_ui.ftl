kind-sator = SATOR AREPO TENET OPERA ROTAS
sator-new-title = New game: SATOR
sator-new-players = Players
sator-new-name = Name of player { $number }
sator-new-colour = Colour
sator-new-clockwise = List the players clockwise, as you sit at the table.
sator-new-who_starts = Who starts?
sator-new-psalm = The player who most recently said a psalm starts.
sator-new-starter = Starting player
sator-new-starter_random = Nobody can say: draw one
sator-new-draws = Positioning cards and walkways
sator-new-drawn_by-app = Drawn by the app
sator-new-drawn_by-table = As drawn at the table
sator-new-seed = Draw no. { $seed }: the same number always gives the same draws.
sator-new-draw_again = Draw again
sator-new-positioning_entry = The positioning card drawn from each colour's pile
sator-new-unnumbered = not numbered
sator-new-walkway_entry = The walkways each player was dealt
sator-new-walkway_entry_help = For every shape, the material of each player's piece. With three players the pieces left over are drafted.
sator-new-unverified_rules =
    { $count ->
    [one] { $count } value of these rules is a guess: check it in the house rules (top right).
   *[other] { $count } values of these rules are guesses: check them in the house rules (top right).
    }
sator-new-house_rules = House rules for new games
sator-new-start = Start the game
sator-new-print = Print the checklist and turn cards
sator-new-problem-name_missing = Player { $number } needs a name.
sator-new-problem-name_too_long = The name of player { $number } can have at most { $most } characters.
sator-new-problem-name_control = The name of player { $number } contains a control character, such as a line break or a tab.
sator-new-problem-name_direction = The name of player { $number } contains a character that changes the direction of the text.
sator-new-problem-name_twice = Two players are called { $name }: give them different names.
sator-new-problem-colour_twice = Two players play { $colour }: give each their own colour.
sator-new-problem-card_out_of_range = The { $colour } positioning card must be a number from 1 to { $most }.
sator-new-problem-walkway_missing = Enter the material of { $player }'s { $shape }.
sator-new-problem-walkway_twice = { $piece } is entered twice: every piece is in the box once.
sator-new-problem-refused = The rules refuse this setup: { $problem }
sator-new-figure_colour = Colour of the figures (your name for it)
sator-new-figure_colour_hint = for example blue
sator-new-materials = Walkway materials as on your pieces
sator-new-materials_help = Our rules do not name the four sets of walkways. Name them as you tell them apart (wood, stone…); the app keeps the names for your next games.
sator-new-prayer_costs = Prayer costs as printed on your cards
sator-new-prayer_costs_help = Our rules give the AP levels of prayer 1 only. Tap the levels printed on each of the other cards; the app keeps them for your next games.
sator-new-problem-prayer_levels_missing = Tap at least one AP level of { $prayer }.
sator-check-seats = Players, clockwise from the starting player
sator-check-starts = { $player } (starts)
sator-check-clockwise = Play passes to the left; cards are dealt from the starting player.
sator-check-positioning = Positioning cards: one from every colour's pile
sator-check-card = card { $card }
sator-check-any_card = draw one card
sator-check-in_play = { $colour }: { $card }; place the books it shows.
sator-check-not_in_play = { $colour } (nobody plays it): { $card }; place only the books of the colours in play.
sator-check-walkways = Walkway deal
sator-check-walkways_help = Each cell lists the materials of the pieces of that shape the player gets.
sator-check-shape = Shape
sator-check-pool = To draft
sator-check-draft = Drafting the walkways left over
sator-check-draft_pool = Left over: { $pieces }.
sator-check-placement =
    { $count ->
    [one] Placing the walkway
   *[other] Placing the { $count } walkways, in this order
    }
sator-check-deal = Incertus Movet cards by seat
sator-check-deal_line =
    { $count ->
    [one] { $player }: { $count } card
   *[other] { $player }: { $count } cards
    }
sator-check-pile =
    { $count ->
    [one] { $count } card is left for the draw pile.
   *[other] { $count } cards are left for the draw pile.
    }
sator-check-reminders = Before the first turn
sator-print-document = SATOR: setup checklist and turn cards
sator-print-area-title = Title
sator-print-area-notes = Notes
sator-print-checklist_blank = Setup checklist: fill in what your table draws and tick off each step.
sator-print-checklist_for =
    { $count ->
    [one] Setup checklist for { $count } player, draw no. { $seed }
   *[other] Setup checklist for { $count } players, draw no. { $seed }
    }
sator-print-player_blank = { $number }. name ______________________  colour ______________
sator-print-positioning_blank = { $colour }: card ______   in play? yes / no
sator-print-colour_blank = colour ____________
sator-print-colour_of = { $player }'s colour
sator-print-material_blank = { $number } = ________
sator-print-material_legend = Materials: { $materials }.
sator-print-player_column = Player { $number }
sator-print-deal_rule = { $players } players: { $each } of every shape each
sator-print-deal_rule_draft = { $players } players: { $each } of every shape each, the { $left } left are drafted in the order { $order }
sator-print-deal_blank = { $players } players, from the starting player: { $sizes }
sator-print-unverified_note = { $mark } A value our rules do not confirm: the app's guess. Correct it as printed on your copy (house rules in the app).
sator-print-card_title = Turn card
sator-print-card_heading = Turn card: { $player } · { $colour }
sator-print-name_blank = ________________
sator-print-budget =
    { $ap ->
        [one] { $ap } action point (AP) every turn, spent in the order of the steps; unspent AP are lost.
       *[other] { $ap } action points (AP) every turn, spent in the order of the steps; unspent AP are lost.
    }
sator-print-prayers_line = Liber Fidei: the AP printed on the card (see the right); not in the first round; no movement points.
sator-print-move_line = One square per Incertus Movet card played this turn, on walkways, orthogonally; other monks and gargoyles block.
sator-print-draw_line = Draw back to { $size } cards from the Incertus Movet pile and your own Liber Fidei pile; never more than { $limit } Liber Fidei in hand.
sator-print-ap_track = AP spent
sator-print-free_action = Free action, once per turn
sator-print-prayers_heading = Liber Fidei, each once per game
sator-print-prayer_line = { $prayer }: { $levels } AP
sator-print-books = My lost books
sator-check-reminders_now = Remember
sator-stage-title = Setting up: { $stage }
sator-stage-anyone = When the table is ready, record it below.
sator-stage-you = { $player } goes now: record it here.
sator-stage-other_device = { $player } goes now, on their own device.
sator-stage-on_host = { $player } goes now, on the host's device.
sator-stage-host_records = When the table is ready, the host's device records it.
sator-stage-walkways_placed = Walkways placed as the rules say
sator-stage-walkways_help = Lay the walkways as the building rules below say. Nothing later needs to know who laid which: when every walkway lies on the board, record it with one tap.
sator-stage-by_piece = Record each walkway as it is laid (optional)
sator-stage-by_piece_hide = Hide the record of each walkway
sator-stage-books_placed = The books are placed
sator-stage-start_play = Cards dealt: start the first turn
sator-stage-draft_which = Which walkway does { $player } pick?
sator-stage-place_which = Which walkway did { $player } lay?
sator-turn-round = Round { $round } · turn { $turn }
sator-turn-whose = { $player }'s turn ({ $colour })
sator-turn-step_status-done = { $step }: done
sator-turn-step_status-current = { $step }: now
sator-turn-step_status-todo = { $step }: still to come
sator-turn-ap_left = { $left } of { $total } AP left
sator-turn-monk_locked = The monk is locked this turn (Mihi in dies…): no movement.
sator-turn-free_unused = Free action: not used yet
sator-turn-free_used = Free action used: { $kind }
sator-turn-prayers_locked = Liber Fidei: not in the first round
sator-turn-prayers_open = Liber Fidei may be prayed (each once per game)
sator-turn-plays = Cards laid this turn
sator-turn-play = { $card } on { $pieces }: { $ap } AP ({ $surcharge } for monks)
sator-turn-play_no_walkway = { $card }: { $ap } AP ({ $surcharge } for monks)
sator-turn-reminders = Now, in this order
sator-act-watching = It is { $player }'s turn, on their own device: this device follows the game.
sator-act-watching_host = It is { $player }'s turn, on the host's device: this device follows the game.
sator-act-not_your_turn = It is { $player }'s turn.
sator-act-collect_for = { $player } took a book (moved by Nihil pensi)
sator-act-next_step = Next step: { $step }
sator-act-now = { $step } (now)
sator-act-exchange = Exchange: { $ap } AP
sator-act-search_exchange = Exchange with a prayer: { $ap } AP
sator-act-rotas = ROTAS: { $ap } AP per rotation
sator-act-moves = MOVES: { $ap } AP per square
sator-act-prayer = Pray a Liber Fidei
sator-act-collect_book = My monk took one of my books
sator-act-draw = Draw back to six
sator-act-end_turn = End the turn
sator-act-anytime = Any time in the turn
sator-act-free_action = Free action
sator-act-remove_gargoyle =
    { $cards ->
        [one] Remove a gargoyle ({ $cards } card)
       *[other] Remove a gargoyle ({ $cards } cards)
    }
sator-device-change = Whose device?
sator-device-own = { $player }'s device: it shows { $player }'s cards and acts for { $player } only.
sator-device-shared = Shared device: it acts for players without a device of their own.
sator-device-title = Whose is this device?
sator-device-explain = A player who takes their seat here sees their own Liber Fidei cards on this device, and nobody else's. The seat is remembered by this browser.
sator-device-take = This is { $player }'s device
sator-device-no_seat = No seat: this phone watches
sator-device-share = Shared device (for everyone)
sator-hand-open = { $player }: show your cards
sator-hand-open_hint = Only { $player } should look; the cards hide again when the turn passes.
sator-hand-yours = Your cards
sator-hand-of = { $player }'s cards
sator-hand-prayers = Liber Fidei in hand
sator-hand-no_prayers = No Liber Fidei in hand.
sator-hand-pile = Still in your Liber Fidei pile: { $prayers }
sator-hand-close = Hide the cards
sator-history-empty = Nothing has happened yet.
sator-table-players = Players
sator-table-player = { $number }. { $name } · { $colour }
sator-table-active = on turn
sator-table-own_device = own device
sator-table-books = { $books } of { $total } books
sator-table-used = Liber Fidei used ({ $count } of { $total }): { $prayers }
sator-table-gargoyle = Gargoyle: { $where }
sator-table-gargoyle_on = Gargoyle: on { $piece }
sator-table-removed = Off the board for good: { $pieces }
sator-play-title = SATOR
sator-play-menu = More
sator-play-checklist = The whole setup checklist
sator-play-print = Print the checklist and turn cards
sator-play-results = Result
sator-play-house_rules = House rules of this game
sator-play-winner = { $player } holds all four books and wins!
sator-form-private = Cards of { $player }: only { $player } looks.
sator-form-incomplete = Choose everything above.
sator-form-cost = Costs { $ap } AP; { $left } AP left after.
sator-form-exchange_title = Exchange for { $ap } AP
sator-form-search_title = Exchange with a prayer for { $ap } AP
sator-form-exchange_send = Exchange
sator-form-no_prayers_in_hand = You hold no Liber Fidei card.
sator-form-taken = What did you take?
sator-form-searched = Which card did you pick?
sator-form-take_incertus = an Incertus Movet card
sator-form-take_prayer = Liber Fidei { $prayer }
sator-form-rotas_title = Play a ROTAS card
sator-form-moves_title = Play a MOVES card
sator-form-rotas_help = The card shows a shape: turn a walkway of that shape about one of its squares.
sator-form-moves_help = The card shows a material: slide a walkway of that material.
sator-form-shape = Shape of the walkway
sator-form-material = Material of the walkway
sator-form-rotations = Rotations
sator-form-squares = Squares slid
sator-form-monks = Monks riding on the walkway
sator-form-monks_paid =
    { $monks ->
        [one] Already paid this turn for { $monks } monk on this walkway.
       *[other] Already paid this turn for { $monks } monks on this walkway.
    }
sator-form-play_send = Play the card
sator-form-prayer_title = Pray a Liber Fidei
sator-form-which_prayer = Which prayer?
sator-form-prayer_ap = AP paid (as printed on the card)
sator-form-prayer_walkways = Walkways it acts on ({ $least } to { $most })
sator-form-pray_send = Pray
sator-form-free_title = The free action
sator-form-free_kind = What was done?
sator-form-free_send = Record it
sator-form-free_monks = Monks standing on this walkway
sator-form-walkways_monk = Does a monk stand on any of these walkways?
sator-form-walkways_load = Is there a monk or a book on any of these walkways?
sator-form-answer-no = No
sator-form-answer-yes = Yes
sator-form-answer-empty = No, they are empty
sator-form-answer-monk = Yes, a monk
sator-form-answer-book = Yes, a book
sator-form-gargoyle_title =
    { $cards ->
        [one] Remove a gargoyle: discard { $cards } card
       *[other] Remove a gargoyle: discard { $cards } cards
    }
sator-form-which_gargoyle = Which gargoyle?
sator-form-gargoyle_send = Remove it
sator-form-draw_title = Draw back to six
sator-form-draw_incertus = Incertus Movet cards drawn
sator-form-check_cards = That is not what your cards say: check them and choose again.
sator-form-no_prayers_left = No Liber Fidei card is left in your pile.
sator-form-draw_prayers = Liber Fidei drawn from your pile
sator-form-draw_send = Draw
sator-results-title = Result
sator-results-back = Back to the table
sator-results-not_finished = The game is not over yet.
sator-results-winner_mark = Winner
sator-results-unverified = This game rested on these guesses
sator-results-edit_rules = Correct the house rules
sator-rules-title = House rules of this game
sator-rules-title_defaults = SATOR house rules for new games
sator-rules-intro = Our rules leave these values unsure. Set them as printed on your copy; values marked unverified are the app's guesses.
sator-rules-reset = Back to the app's values
sator-rules-saved = House rules saved.
sator-rules-bad_number = Enter whole numbers for: { $rule }
sator-rules-do_not_fit = These values do not fit: { $problem }
sator-rules-log_refuses = With these rules an action already made would be illegal: { $reason }
sator-rules-rotas_per_shape = ROTAS per shape
sator-rules-moves_per_material = MOVES per material
sator-rules-grid_wide = Squares across
sator-rules-grid_high = Squares down
sator-rules-yes = Yes
sator-rules-value-consecutive_cards = The card played just before
sator-rules-value-per_piece = The last card played on that walkway
sator-turn-movement =
    { $count ->
    [one] Movement points: { $count } (one per Incertus Movet card played)
   *[other] Movement points: { $count } (one per Incertus Movet card played)
    }
sator-table-hand =
    { $count ->
    [one] { $count } card in hand, { $prayers } of them Liber Fidei; { $pile } left in the Liber Fidei pile
   *[other] { $count } cards in hand, { $prayers } of them Liber Fidei; { $pile } left in the Liber Fidei pile
    }
sator-table-piles = Incertus Movet: { $pile } in the draw pile, { $discard } on the discard pile
sator-table-to_place =
    { $count ->
    [one] { $count } walkway still to lay
   *[other] { $count } walkways still to lay
    }
sator-hand-incertus =
    { $count ->
    [one] { $count } Incertus Movet card
   *[other] { $count } Incertus Movet cards
    }
sator-form-discarded_prayers =
    { $count ->
    [one] Of the { $count } card discarded, these were Liber Fidei (the rest Incertus Movet)
   *[other] Of the { $count } cards discarded, these were Liber Fidei (the rest Incertus Movet)
    }
sator-results-length = { $rounds ->
        [one] { $rounds } round
       *[other] { $rounds } rounds
    }, { $turns ->
        [one] { $turns } turn.
       *[other] { $turns } turns.
    }
sator-history-all = The whole game
sator-new-material_of = { $player }: material
