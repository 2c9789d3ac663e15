sator-game-title = SATOR AREPO TENET OPERA ROTAS
sator-phase-books = Lost books
sator-phase-draft = Walkway draft
sator-phase-placement = Placing the walkways
sator-phase-deal = Dealing the cards
sator-phase-play = Play
sator-phase-finished = Game over
sator-step-exchange = 1 Exchange cards
sator-step-play = 2 Play cards
sator-step-move = 3 Move your monk
sator-step-discard = 4 Discard used cards
sator-step-draw = 5 Draw new cards
sator-step_name-exchange = Exchange cards
sator-step_name-play = Play cards
sator-step_name-move = Move your monk
sator-step_name-discard = Discard used cards
sator-step_name-draw = Draw new cards
sator-card-rotas = ROTAS
sator-card-moves = MOVES
sator-card-prayer = Liber Fidei
sator-free_action-monk_step = monk one square
sator-free_action-slide = slide an empty walkway one square
sator-free_action-rotate = turn an empty walkway
sator-pile-incertus = Incertus Movet
sator-pile-liber_fidei = Liber Fidei
sator-gargoyle-supply = in the supply
sator-gargoyle-board = on a walkway
sator-gargoyle-box = back in the box
sator-colour-red = red
sator-colour-colour_2 = colour 2
sator-colour-colour_3 = colour 3
sator-colour-colour_4 = colour 4
sator-material-material_1 = material 1
sator-material-material_2 = material 2
sator-material-material_3 = material 3
sator-material-material_4 = material 4
sator-shape-large_corner = large corner
sator-shape-small_corner = small corner
sator-shape-t_piece = T piece
sator-shape-long_straight = long straight
sator-shape-medium_straight = medium straight
sator-shape-short_straight = short straight
sator-piece = { $shape } ({ $material })
sator-component-board = board
sator-component-walkway = walkway
sator-component-monk = monk
sator-component-gargoyle = gargoyle
sator-component-book = lost book
sator-component-liber_fidei = Liber Fidei card (prayer)
sator-component-incertus_movet = Incertus Movet in Aere Sospeso card
sator-component-positioning_card = positioning card
sator-component-action_points = action points (AP)
sator-component-free_action = free action
sator-component-movement_points = movement points
sator-component-draw_pile = draw pile
sator-component-discard_pile = discard pile
sator-component-round = round
sator-component-turn = turn
sator-status-stated = as in the rules
sator-status-garbled = rules text unreadable here
sator-status-reviewed = from reviews, unverified
sator-status-inferred = our inference, unverified
sator-status-default = not in any source: a placeholder
sator-prayer-1-gloss = they have no scruples or limits
sator-prayer-1-effect = Move opponents' monks by the movement rules: 1 AP one monk up to 4 squares; 2 AP one or two monks, 6 squares in total; 3 AP any number of monks, 9 squares in total.
sator-prayer-2-gloss = virtue is held bright and eternal
sator-prayer-2-effect = Place your gargoyle on any square of any walkway. That walkway cannot be slid, turned or removed, and no monk may enter its square.
sator-prayer-3-gloss = my spirit is kindled more every day
sator-prayer-3-effect = Turn or slide up to 5 different walkways with no monk on them. Your own monk does not move this turn.
sator-prayer-4-gloss = virtue had conquered all
sator-prayer-4-effect = Slide one walkway with no monk on it 4 to 6 squares, orthogonally, changing direction as you like.
sator-prayer-5-gloss = victory is in our hands
sator-prayer-5-effect = Remove 1 or 2 empty walkways from the board for the rest of the game.
sator-prayer-6-gloss = why then do you not wake up?
sator-prayer-6-effect = Take 1 or 2 walkways with no monk and no book on them and lay them on any free place.
sator-prayer-7-gloss = we use the mind to command, the body to serve
sator-prayer-7-effect = Move your own monk up to 4 squares (not movement points).
sator-prayer-8-gloss = neither mind nor body will be absent from you
sator-prayer-8-effect = Your monk jumps over pit squares from the end of one walkway to the end of another, as far as the card gives for the AP paid.
sator-setting-incertus_movet_cards = Incertus Movet cards in the deck
sator-setting-incertus_movet_cards-note = 78 in the current edition; the 2008 first edition had 72.
sator-setting-incertus_split = ROTAS and MOVES cards in the deck
sator-setting-incertus_split-note = How many ROTAS cards show each shape and MOVES cards each material is not in our sources.
sator-setting-positioning_cards_per_colour = Positioning cards per colour
sator-setting-positioning_cards_per_colour-note = 52 cards in four colours: we assume 13 per colour, one pile per quarter of the board.
sator-setting-rotas_ap_per_rotation = AP per ROTAS rotation
sator-setting-rotas_ap_per_rotation-note = A rotation by 90° or 180° always costs 2 AP.
sator-setting-rotas_max_rotations = Rotations per ROTAS card
sator-setting-rotas_max_rotations-note = Two rotations need a different pivot; the rest of that rule is cut off in our copy.
sator-setting-moves_ap_per_square = AP per square slid (MOVES)
sator-setting-moves_ap_per_square-note = The rules' example prices a 2-square slide at 2 AP.
sator-setting-moves_max_squares = Furthest slide of a MOVES card
sator-setting-moves_max_squares-note = Printed on each card; not in our rules.
sator-setting-monk_surcharge_ap = AP per monk on a moved walkway
sator-setting-monk_surcharge_ap-note = Paid once per walkway per turn.
sator-setting-gargoyle_removal_ap = AP to remove a gargoyle
sator-setting-gargoyle_removal_ap-note = Removing a gargoyle costs 3 discarded cards; whether it costs AP too is not stated.
sator-setting-golden_rule_scope = Golden rule of walkway movement
sator-setting-golden_rule_scope-note = 'Not two identical cards in a row on the same walkway': the card just before, or the last card on that walkway.
sator-setting-opponents_collect_books = Monks moved by an opponent collect books
sator-setting-opponents_collect_books-note = Our assumption: a monk moved by Nihil pensi still takes its own books on the way.
sator-setting-round_one_prayer_discard = A prayer may be discarded in an exchange in round 1
sator-setting-round_one_prayer_discard-note = Our reading: the rules forbid using Liber Fidei in the first round; discarding one in an exchange does not use it, so the exchange is accepted.
sator-setting-colour_names = Names of the colours
sator-setting-colour_names-note = Only red is named in our sources.
sator-setting-material_names = Names of the walkway materials
sator-setting-material_names-note = The four materials are not named in our sources.
sator-setting-board_grid = Size of the white grid
sator-setting-board_grid-note = In no source; the app does not track positions.
sator-setting-prayer_ap = AP levels printed on prayer { $prayer }
sator-setting-prayer_ap-note = Prayer 1's levels are in the rules; for the others enter what your cards show.
sator-unverified = unverified
outcome-sator_won = { $winner } collected all four books and is the new Keykeeper.
outcome-sator_unfinished = The game ended without a winner.
illegal-sat_no_such_seat =
    { $seats ->
        [one] There is no seat { $seat }; the table has { $seats } player.
       *[other] There is no seat { $seat }; the table has { $seats } players.
    }
illegal-sat_not_a_sator_action = { $action } is not a SATOR action.
illegal-sat_game_over = The game is over: { $winner } has won.
illegal-sat_setup_not_done = Play has not started yet; the table is at: { $phase }.
illegal-sat_not_placing_books = The books are already placed; the table is at: { $phase }.
illegal-sat_not_drafting = There is no walkway draft now; the table is at: { $phase }.
illegal-sat_not_placing_walkways = Walkways are not being placed now; the table is at: { $phase }.
illegal-sat_not_dealing = The cards cannot be dealt now; the table is at: { $phase }.
illegal-sat_not_your_pick = It is { $player }'s pick.
illegal-sat_not_in_draft_pool = { $piece } is not in the draft pool.
illegal-sat_not_your_placement = It is { $player }'s turn to place a walkway.
illegal-sat_walkway_not_yours = { $piece } is not among your walkways still to place.
illegal-sat_not_your_turn = It is { $player }'s turn.
illegal-sat_step_passed = Too late for step { $step_number } ({ $step }): the turn is already at step { $current_number } ({ $current }), and the steps go in a fixed order.
illegal-sat_last_step = Drawing is the last step: end the turn.
illegal-sat_not_enough_ap = That costs { $cost } AP; only { $left } AP are left this turn.
illegal-sat_discard_count = Discard { $cards } cards; { $listed } prayers are too many.
illegal-sat_not_enough_cards =
    { $needed ->
        [one] You would need { $needed } Incertus Movet card in hand and hold { $held }.
       *[other] You would need { $needed } Incertus Movet cards in hand and hold { $held }.
    }
illegal-sat_search_needs_prayer =
    { $least ->
        [one] The 2 AP exchange needs at least { $least } Liber Fidei card among the two discarded.
       *[other] The 2 AP exchange needs at least { $least } Liber Fidei cards among the two discarded.
    }
illegal-sat_no_such_prayer = There is no prayer { $prayer }.
illegal-sat_prayer_repeated = A prayer is named twice: { $prayers }.
illegal-sat_prayer_used = { $prayer } is already used; each prayer works once per game.
illegal-sat_prayer_not_in_hand = { $prayer } is not in your hand.
illegal-sat_prayer_not_in_pile = { $prayer } is not in your Liber Fidei pile.
illegal-sat_too_many_prayers =
    { $limit ->
        [one] Never more than { $limit } Liber Fidei card in hand (that would be { $held }).
       *[other] Never more than { $limit } Liber Fidei cards in hand (that would be { $held }).
    }
illegal-sat_incertus_exhausted =
    { $left ->
        [one] Only { $left } Incertus Movet card is left in the draw and discard piles, not { $wanted }.
       *[other] Only { $left } Incertus Movet cards are left in the draw and discard piles, not { $wanted }.
    }
illegal-sat_no_such_walkway = { $piece } is not a walkway of the game.
illegal-sat_walkway_removed = { $piece } was taken off the board for good.
illegal-sat_walkway_under_gargoyle = The { $colour } gargoyle sits on { $piece }: it cannot be moved, turned or removed.
illegal-sat_same_card_twice = Golden rule: not two { $card } cards in a row on { $piece }.
illegal-sat_monks_out_of_range =
    { $monks ->
        [one] { $monks } monk cannot ride on a walkway; at most { $most }.
       *[other] { $monks } monks cannot ride on a walkway; at most { $most }.
    }
illegal-sat_rotations_out_of_range = A ROTAS card turns a walkway 1 to { $most } times.
illegal-sat_squares_out_of_range = A MOVES card slides a walkway 1 to { $most } squares.
illegal-sat_no_incertus_card = You hold no Incertus Movet card to play.
illegal-sat_prayers_locked = Liber Fidei cannot be used in the first round.
illegal-sat_prayer_ap_not_printed = { $prayer } is not printed at { $ap } AP; its levels: { $levels }.
illegal-sat_prayer_walkway_count = { $prayer } acts on { $least } to { $most } walkways.
illegal-sat_walkway_repeated = A walkway is named twice: { $pieces }.
illegal-sat_monk_locked = Your monk is locked this turn (Mihi in dies…).
illegal-sat_monk_already_moved = Your monk has already moved this turn, so Mihi in dies… cannot lock it.
illegal-sat_gargoyle_not_in_supply = Your gargoyle is not in your supply: it is { $where }.
illegal-sat_free_action_used = The free action of this turn is used ({ $kind }).
illegal-sat_free_step_has_no_walkway = The monk's free step names no walkway.
illegal-sat_free_walkway_has_monk = A monk stands on { $piece }: a walkway with a monk on it cannot be moved as the free action (it would cost AP). Play a card on it instead.
illegal-sat_prayer_walkway_has_monk = { $prayer } moves only walkways with no monk standing on them.
illegal-sat_prayer_walkway_has_book = { $prayer } acts only on walkways with no monk and no book on them.
illegal-sat_walkway_needed = Name the walkway for the free action: { $kind }.
illegal-sat_no_such_colour = { $colour } is not a colour of the game.
illegal-sat_colour_not_in_play = Nobody plays { $colour }.
illegal-sat_gargoyle_not_on_board = The { $colour } gargoyle is not on the board: it is { $where }.
illegal-sat_no_gargoyle_on_board = No gargoyle is on the board.
illegal-sat_no_prayer_in_hand = You hold no Liber Fidei card.
illegal-sat_monk_has_not_moved = Your monk has not moved this turn: books are taken by walking over them.
illegal-sat_not_moved_by_prayer = It is { $player }'s turn; only a monk moved by their Nihil pensi may take a book now.
illegal-sat_prayer_discard_locked = In round 1 this table's house rule keeps Liber Fidei out of exchanges: discard Incertus Movet cards.
illegal-sat_books_beyond_reach =
    { $squares ->
        [one] Your monk has moved at most 1 square this turn, so it can have taken only 1 book.
       *[other] Your monk has moved at most { $squares } squares this turn, so it can have taken only { $squares } books.
    }
illegal-sat_books_beyond_prayer = Nihil pensi at this level moves the opponents' monks { $squares } squares in all, so they can have taken only { $squares } books.
illegal-sat_prayer_moves_fewer_monks =
    { $monks ->
        [one] Nihil pensi at this level moves only one opponent's monk.
       *[other] Nihil pensi at this level moves at most { $monks } opponents' monks.
    }
illegal-sat_draw_nothing = Say which cards you drew.
illegal-sat_hand_over_limit = Draw up to { $size } cards only; that would be { $cards }.
illegal-sat_hand_not_full = Draw back to { $size } cards first: you hold { $cards }, { $missing } missing.
event-sat_books_placed = Lost books placed as the positioning cards show.
event-sat_stage_started = Now: { $stage }.
event-sat_walkway_drafted = Took { $piece } from the draft pool.
event-sat_last_walkway_given = Gets the last walkway: { $piece }.
event-sat_walkways_placed = Every walkway is placed as the rules say.
event-sat_walkway_placed =
    { $left ->
        [0] Placed { $piece }; every walkway is placed.
        [one] Placed { $piece }; 1 walkway left to place.
       *[other] Placed { $piece }; { $left } walkways left to place.
    }
event-sat_cards_dealt =
    { $count ->
    [one] Dealt { $count } Incertus Movet card.
   *[other] Dealt { $count } Incertus Movet cards.
    }
event-sat_round_started = Round { $round } begins.
event-sat_turn_started = Turn begins (round { $round }): 6 AP.
event-sat_step_started = Step { $step_number }: { $step }.
event-sat_cards_exchanged =
    Exchanged for { $ap } AP: discarded two cards{ $prayers_count ->
        [0] {""}
       *[other] {" "}(Liber Fidei among them: { $prayers_discarded })
    }, took the top { $took } card; { $ap_left } AP left.
event-sat_cards_searched =
    Exchanged for { $ap } AP: discarded two cards{ $prayers_count ->
        [0] {""}
       *[other] {" "}(Liber Fidei among them: { $prayers_discarded })
    }, searched the { $took } pile for a card and shuffled it; { $ap_left } AP left.
event-sat_pile_reshuffled =
    { $count ->
    [one] The draw pile ran out: shuffle the discard pile ({ $count } card) into a new draw pile.
   *[other] The draw pile ran out: shuffle the discard pile ({ $count } cards) into a new draw pile.
    }
event-sat_rotas_played = ROTAS: turned { $piece } { $amount }× for { $ap } AP ({ $surcharge } of them for monks); { $ap_left } AP left.
event-sat_moves_played =
    { $amount ->
        [one] MOVES: slid { $piece } 1 square for { $ap } AP ({ $surcharge } of them for monks); { $ap_left } AP left.
       *[other] MOVES: slid { $piece } { $amount } squares for { $ap } AP ({ $surcharge } of them for monks); { $ap_left } AP left.
    }
event-sat_prayer_played =
    { $walkways ->
        [0] Prayed { $prayer } for { $ap } AP
       *[other] Prayed { $prayer } for { $ap } AP on { $pieces }
    }; it is used for the rest of the game. { $ap_left } AP left.
event-sat_opponents_may_move =
    { $squares ->
        [one] Opponents' monks to move: up to { $monks }, { $squares } square in total.
       *[other] Opponents' monks to move: up to { $monks }, { $squares } squares in total.
    }
event-sat_opponents_may_move_any =
    { $squares ->
        [one] Opponents' monks to move: any number, { $squares } square in total.
       *[other] Opponents' monks to move: any number, { $squares } squares in total.
    }
event-sat_gargoyle_placed = The { $colour } gargoyle now sits on { $piece }: it is locked.
event-sat_gargoyle_removed =
    Discarded { $cards } cards{ $prayers_count ->
        [0] {""}
       *[other] {" "}(Liber Fidei among them: { $prayers_discarded })
    }: the { $colour } gargoyle leaves { $piece } for the box.
event-sat_monk_locked = The monk is locked: no movement this turn.
event-sat_walkways_removed = Taken off the board for good: { $pieces }.
event-sat_free_monk_step = Free action: the monk steps one square.
event-sat_free_walkway_move = Free action, { $kind }: { $piece }.
event-sat_book_collected = Took a lost book: { $books } of 4.
event-sat_game_won = All { $books } books collected: the game is won!
event-sat_cards_discarded =
    { $count ->
    [one] { $count } Incertus Movet card goes face up on the discard pile.
   *[other] { $count } Incertus Movet cards go face up on the discard pile.
    }
event-sat_cards_drawn =
    { $hand ->
        [one] Drew { $incertus } Incertus Movet and { $liber_fidei } Liber Fidei: { $hand } card in hand.
       *[other] Drew { $incertus } Incertus Movet and { $liber_fidei } Liber Fidei: { $hand } cards in hand.
    }
event-sat_turn_ended = Turn over; { $ap_lost } unspent AP are lost. Play passes left.
sator-reminder-books_from_cards = Each player shuffles the positioning cards of their colour and draws one. A card is one quarter of the board and shows where 4 books go, one of each colour.
sator-reminder-books_unused_colours = Draw a card for every colour nobody plays too, so that each quarter gets one, but place only the books of colours in play.
sator-reminder-books_back_in_box = Put the positioning cards back in the box: they are not used again.
sator-reminder-books_float = The books float over the pit until walkways are laid under them.
sator-reminder-draft_order = Walkways left after the deal are picked in this order: { $order }.
sator-reminder-draft_pick = { $player } picks a walkway from the pool; the last one goes to its player without a choice.
sator-reminder-placement_order = Walkways are laid one at a time, counter-clockwise, beginning with the last player, until all are on the board; then each monk goes to its starting square.
sator-reminder-placement_turn = { $player } lays one of their walkways ({ $left } still to lay).
sator-reminder-building_inside_grid = Building rule 1: a walkway lies entirely inside the white grid.
sator-reminder-building_books_on_walkways = Building rule 2: when placing ends, every lost book lies on a walkway. Cooperate to get there.
sator-reminder-building_one_book_per_colour = Building rule 3: never two books of one colour on the same walkway.
sator-reminder-building_no_blocking = Do not lay a walkway so that the others can no longer get a walkway under a book.
sator-reminder-building_lift_book = To lay a walkway under a book: lift the book, lay the walkway, put the book back on the same square.
sator-reminder-placement_strategy = Tip: lay walkways under your own books first, or you may end up filling gaps.
sator-reminder-deal_incertus = Shuffle the Incertus Movet cards and deal them by seat as listed; the other { $pile } form the face-down draw pile, with the discard pile beside it.
sator-reminder-deal_incertus_by_seat = Shuffle the { $cards } Incertus Movet cards and deal them by seat as the table shows; the rest form the face-down draw pile, with the discard pile beside it.
sator-reminder-shuffle_liber_fidei = Each player shuffles their { $cards } Liber Fidei cards into a face-down pile in front of them.
sator-reminder-monks_on_start = Every monk stands on its starting square; each player has their gargoyle at hand.
sator-reminder-prayers_not_round_one = Liber Fidei cards cannot be used in the first round.
sator-reminder-prayer_hand_limit =
    { $limit ->
        [one] Never more than { $limit } Liber Fidei card in hand.
       *[other] Never more than { $limit } Liber Fidei cards in hand.
    }
sator-reminder-walkways_belong_to_all = Golden rule: once laid, the walkways belong to nobody; anyone may walk on, move or turn any of them.
sator-reminder-monk_locked = Mihi in dies… was prayed: the monk does not move this turn, not even by the free action.
sator-reminder-opponents_collect = Nihil pensi moved opponents' monks: a monk that passed one of its own books takes it now.
sator-reminder-exchange_simple = Exchange for { $ap } AP: discard 2 cards, take the top card of the Incertus Movet pile or of your own Liber Fidei pile. Repeat while AP last.
sator-reminder-exchange_search = Exchange for { $ap } AP: discard 2 cards, at least one Liber Fidei; pick any card of the Incertus Movet pile or your Liber Fidei pile, then shuffle that pile.
sator-reminder-exchange_misprint = The reference card's icon says 1 card: the right number is 2 cards discarded.
sator-reminder-discarded_prayers_face_up = A discarded Liber Fidei lies face up in front of you and can never be used again.
sator-reminder-one_effect_per_card = For each card choose one effect and its AP; resolve it fully before the next card. A played card cannot be taken back.
sator-reminder-rotas_cost = ROTAS: turn a walkway of the card's shape 90° or 180° about one of its squares, { $ap } AP per rotation, at most { $most }; a second rotation needs another pivot. It may pass over walkways but must end on free squares.
sator-reminder-moves_cost = MOVES: slide a walkway of the card's material { $ap } AP per square, at most { $most }, orthogonally; it may turn after each square but never overlap anything, not even for a moment.
sator-reminder-monk_surcharge = Moving a walkway with monks on it costs { $ap } AP more per monk, once per walkway per turn; the monks ride along. Books ride along for free.
sator-reminder-golden_rule_cards = Golden rule: not two identical cards in a row on the same walkway (slide, turn, slide is fine; the same card on different walkways too).
sator-reminder-no_back_and_forth = Moving a walkway back and forth just to earn movement points is not allowed.
sator-reminder-end_inside_grid = After any movement no walkway may stick out of the grid or overlap another; a walkway with a gargoyle cannot move.
sator-reminder-impossible_effects = If only some of a card's effects can be carried out, pick one of those; if none can, the card cannot be played.
sator-reminder-prayers_no_movement = Liber Fidei cards give no movement points.
sator-reminder-movement_points = Movement points: { $points } (one per Incertus Movet card played). Unused points are lost.
sator-reminder-walk_rules = Walk orthogonally on walkways only, one square per point; cross to another walkway only where they share a full square edge.
sator-reminder-monks_block = Other monks and gargoyle squares cannot be passed: walk around them.
sator-reminder-collect_books = Passing over or stopping on one of your own books: take it. Never take another colour's book, and do not end on one.
sator-reminder-discard_incertus = Put the { $cards } Incertus Movet cards you played face up on the discard pile.
sator-reminder-prayers_stay_face_up = Played Liber Fidei cards stay face up in front of you, out of the game.
sator-reminder-draw_to_six = Draw until you hold { $size } cards ({ $missing } to go), from the Incertus Movet pile and/or your own Liber Fidei pile.
sator-reminder-reshuffle =
    { $pile ->
        [one] Only { $pile } card is left in the draw pile: when it runs out, shuffle the discard pile into a new one.
       *[other] Only { $pile } cards are left in the draw pile: when it runs out, shuffle the discard pile into a new one.
    }
sator-reminder-free_action = Free action, once per turn, announced first: the monk one square, or slide a walkway with no monk one square, or turn one (angle as for ROTAS, unverified). Not between two effects of one card.
sator-reminder-remove_gargoyle =
    { $cards ->
        [one] In your own turn you may discard { $cards } card (and { $ap } AP) to send any gargoyle back to the box.
       *[other] In your own turn you may discard { $cards } cards (and { $ap } AP) to send any gargoyle back to the box.
    }
sator-reminder-unspent_ap_lost = { $left } AP left; unspent AP are lost at the end of the turn.
sator-reminder-winner = { $player } holds all { $books } of their books and wins.
