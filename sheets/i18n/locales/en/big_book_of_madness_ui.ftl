kind-big_book_of_madness = The Big Book of Madness
bbm-new-title = New game: The Big Book of Madness
bbm-new-players = Players and magicians
bbm-new-name_label = Player { $number }, clockwise
bbm-new-magician = Magician
bbm-new-random_magician = Deal one at random
bbm-new-magician_hint = Choose the magicians together so that the team's starting decks cover the elements, or let the app deal them.
bbm-new-dealt = { $player } plays { $magician } (dealt at random)
bbm-new-chosen = { $player } plays { $magician } (chosen)
bbm-new-deck = Starting deck: value 1: { $value_1 }; one value-2 card: { $value_2 }.
bbm-new-deck_from_sheet = Starting deck: the 11 value-1 cards and one value-2 card printed on the magician sheet.
bbm-new-ability_unsure = ability: our best reading
bbm-new-deck_unknown = deck not entered in the house rules
bbm-new-five_player_variant = Five-player variant: whoever plays the last turn of a round also plays the first turn of the next
bbm-new-first_player = First player
bbm-new-first_player_hint = The rulebook: whoever most recently finished reading a book starts.
bbm-new-first_random = Drawn at random: { $name }
bbm-new-difficulty = Difficulty
bbm-new-difficulty_hint = Difficulty I is recommended for a first game. It decides the multi-element curses each round adds.
bbm-new-tracker_column = Multi-element curses in rounds 1 to 6: { $cells }
bbm-new-tracker_title = Copy the round tracker from your board
bbm-new-tracker_intro = The rulebook does not print the 18 cells of the round tracker on the board. Tap each cell (a round, a difficulty) until it shows as many multi-element curse icons as that cell of your board. They are kept for later games; the house rules for new games can change them.
bbm-new-tracker_round = Round
bbm-new-tracker_cell = { $difficulty } · { $round }
bbm-new-tracker_left =
    { $count ->
    [one] { $count } cell is still to choose.
   *[other] { $count } cells are still to choose.
    }
bbm-new-tracker_keep = Keep for this and later games
bbm-new-tracker_later = Not now: use the app's guesses, marked unverified
bbm-new-tracker_kept = The round tracker is kept for new games.
bbm-new-mode = Mode
bbm-new-mode_hint-classic = The normal rules.
bbm-new-mode_hint-horror = Each player shuffles one madness card from the madness deck into the starting deck.
bbm-new-mode_hint-nightmare = Each starting deck has a value-1 card instead of the value-2 card of the sheet.
bbm-new-mode_hint-horror_nightmare = Both at once, as your house rules allow.
bbm-new-draws = Grimoire and library
bbm-new-seed = Draw no. { $seed }
bbm-new-reshuffle = Draw again
bbm-new-draws-seed = The app draws
bbm-new-draws-table = We drew the cards
bbm-new-draws_hint-seed = The grimoire pages and library spells below are drawn with this game's number; the checklist tells the table what to do with them.
bbm-new-draws_hint-table = Shuffle and draw the cards at the table, then type the names printed on them; a name your house rules know is that card, the others are kept for this game.
bbm-new-first_page = First page (monster 1)
bbm-new-inner_page = Monster { $number }
bbm-new-grimoire_names = The monsters of the grimoire, as printed on the cards drawn (optional)
bbm-new-library_names = The library spells drawn, as printed on the cards (optional)
bbm-new-library_name = { $element }, level { $level }
bbm-new-names_differ = One name is typed for two cards.
bbm-new-start = Set up the table
bbm-new-magicians_differ = Two players chose the same magician.
bbm-new-problem = Not accepted: { $problem }
bbm-ui-setup_title = Set up the table
bbm-ui-setup_intro = Do each step at the table and tick it here; then start the game.
bbm-ui-setup_progress = { $done } of { $total } steps done
bbm-ui-drawn_title = Drawn for this game (draw no. { $seed })
bbm-ui-drawn_note = For a table that has numbered or named its grimoire pages and library spells; otherwise shuffle and draw the cards as the checklist says.
bbm-ui-grimoire_order = Grimoire, the monsters in order
bbm-ui-monster_page = { $number }: { $page }
bbm-ui-monster_unnamed_page = Monster { $number }
bbm-ui-library_drawn = Library, level 1 face up on top
bbm-ui-level_spell = { $level }: { $spell }
bbm-ui-level_label = Level { $level }
bbm-ui-unverified_in_use = Values we could not confirm are in use:
bbm-ui-check_rules = Check them against your copy
bbm-ui-print_aid = Print the checklist and round tracker
bbm-ui-print_a4 = Print the checklist and tracker (A4)
bbm-ui-print_letter = Print the checklist and tracker (Letter)
bbm-ui-house_rules = House rules of this game
bbm-ui-results = Results
bbm-ui-menu = More
bbm-ui-track_title = Invocation track and curse places
bbm-ui-before_first_monster = Before the first monster
bbm-ui-round_turn = Round { $round } of { $rounds } · turn { $turn }
bbm-ui-turn_of = { $player }'s turn · { $magician }
bbm-ui-game_won = The game is won
bbm-ui-game_lost = The game is lost
bbm-ui-no_monster_yet = No monster has arrived yet.
bbm-ui-monster = Monster { $number } of { $rounds }: { $page }
bbm-ui-final_monster = Final monster ({ $number } of { $rounds }): { $page }
bbm-ui-monster_unnamed = Monster { $number } of { $rounds }
bbm-ui-final_monster_unnamed = Final monster ({ $number } of { $rounds })
bbm-ui-card_reference = card { $card }
bbm-ui-madness_deck = Madness deck: { $count }
bbm-ui-madness_deck_low = Madness deck: { $count } (low)
bbm-ui-phase_short-focus = Focus
bbm-ui-phase_short-grimoire = Grimoire
bbm-ui-phase_short-actions = Actions
bbm-ui-phase_short-recovery = Recovery
bbm-ui-invocation_short = Invoc.
bbm-ui-marker_here = The invocation marker is here (space { $space })
bbm-ui-kind_short-water = water
bbm-ui-kind_short-fire = fire
bbm-ui-kind_short-earth = earth
bbm-ui-kind_short-air = air
bbm-ui-kind_short-multi = multi
bbm-ui-no_curse = —
bbm-ui-curse_tooltip = Place { $place }: { $kind }, { $status }
bbm-ui-empty_place = Place { $place } holds no curse this round.
bbm-ui-round_tracker = Round tracker, difficulty { $difficulty }: multi-element curses per round
bbm-ui-round_cell =
    { $count ->
    [one] Round { $round }: { $count } multi-element curse
   *[other] Round { $round }: { $count } multi-element curses
    }
bbm-ui-now = Now: { $phase }
bbm-ui-next-focus = Next: Grimoire, move the marker
bbm-ui-next-grimoire = Next: the Actions phase
bbm-ui-next-actions = Next: the Recovery phase
bbm-ui-next-recovery = End the turn, pass the token
bbm-ui-scared_question =
    { $count ->
    [one] Does { $players } hold six madness cards in hand?
   *[other] Does any of { $players } hold six madness cards in hand?
    }
bbm-ui-not_scared =
    { $count ->
    [one] No: end the turn, pass the token
   *[other] Nobody: end the turn, pass the token
    }
bbm-ui-is_scared = Yes: { $player } is scared to death
bbm-ui-reveal_title = The new monster's three element icons
bbm-ui-position-left = Left of the monster
bbm-ui-position-top = Above it
bbm-ui-position-right = Right of it
bbm-ui-place_curses = Place the curses
bbm-ui-reveal_missing =
    { $count ->
    [one] Choose { $count } more element.
   *[other] Choose { $count } more elements.
    }
bbm-ui-see_results = See the results
bbm-ui-who_acts = Who takes the action
bbm-ui-active_chip = { $player } (their turn)
bbm-ui-granted_chip =
    { $count ->
    [one] { $player } ({ $count } action)
   *[other] { $player } ({ $count } actions)
    }
bbm-ui-not_your_actions = It is { $active }'s turn: { $player } takes an action only when a spell such as Telepathy lets them.
bbm-ui-granted_action =
    { $count ->
    [one] { $player } acts in { $active }'s turn, as a spell allows ({ $count } action left): they pay with their own hand and the shared support.
   *[other] { $player } acts in { $active }'s turn, as a spell allows ({ $count } actions left): they pay with their own hand and the shared support.
    }
bbm-ui-cast_heading = Cast a spell
bbm-ui-spell_button = { $spell } ({ $level })
bbm-ui-cast_title = Cast { $spell }
bbm-ui-cast_note = Pay the cost once, twice or three times: every factor of the effect is multiplied the same.
bbm-ui-cast_multiple = ×{ $multiple }: pay { $cost } { $element }
bbm-ui-cast_who_acts = Who takes the actions: one other player, one action for each multiple paid.
bbm-ui-cast_for = { $player }: { $paid }
bbm-ui-cast_madness-hand_to_support = How many of the cards put into support are madness?
bbm-ui-cast_madness-destroy_from_hand = How many of the destroyed cards are madness?
bbm-ui-cast_madness_held =
    { $count ->
    [0] { $player } holds no madness outside the support: none of the cards can be madness.
    [one] { $player } holds only { $count } madness card outside the support: no more of the cards can be madness.
   *[other] { $player } holds only { $count } madness cards outside the support: no more of the cards can be madness.
    }
bbm-ui-cast_with_madness =
    { $madness ->
    [0] { $paid }, no madness
    [one] { $paid }, { $madness } madness
   *[other] { $paid }, { $madness } madness
    }
bbm-ui-learn_heading = Learn a spell (pay 2 of its element)
bbm-ui-learn_button = { $spell } ({ $left } in the stack)
bbm-ui-library_empty = { $element }: stack empty
bbm-ui-learn_title = Learn { $spell }
bbm-ui-learn_destroy_note = At the spell limit: destroy one of your spells first (it leaves the game).
bbm-ui-break_heading = Break a curse (4 of its element, or one of each)
bbm-ui-break_button = { $place }: { $kind }
bbm-ui-banish_button = { $player }: from the { $source }
bbm-ui-banish_none = Banish from your hand
bbm-ui-acquire_heading = Acquire an element card (2 or 3 of its element)
bbm-ui-element_unknown = not entered
bbm-ui-curse_short-empty = empty
bbm-ui-curse_short-waiting = waiting
bbm-ui-curse_short-triggered = triggered
bbm-ui-curse_short-passed = passed
bbm-ui-curse_short-broken = broken
bbm-ui-curse_short-neutralised = neutral.
bbm-ui-acquire_note = A value-2 card costs 2 elements of its kind, a value-3 card 3; it goes into your discard pile.
bbm-ui-acquire_choice = { $element }, value { $value }: pay { $cost } ({ $left } left)
bbm-ui-reward_title = Break the curse in place { $place }
bbm-ui-reward_note = Your reward: a value-2 element card of your choice, into your discard pile.
bbm-ui-reward_choice = { $element } ({ $left } left)
bbm-ui-table_effects = Card effects on the whole table
bbm-ui-everyone_gains = Every player gains 1 madness
bbm-ui-table_effects_note = For curses and monsters that act on everybody; what happens to one player is on their card.
bbm-ui-destroy_note = How many cards of the madness deck does the curse destroy?
bbm-ui-how_many = How many
bbm-ui-curse_title = Curse place { $place } (space { $space })
bbm-ui-curse_status = Now: { $status }
bbm-ui-curse_cost = To break it: pay { $cost }.
bbm-ui-curse_reward = Reward: take any value-2 element card into your discard pile (none if the supply is out).
bbm-ui-madness_under =
    { $count ->
    [one] { $count } madness card lies under it: whoever breaks it takes it.
   *[other] { $count } madness cards lie under it: whoever breaks it takes them.
    }
bbm-ui-curse_label = What the curse card says
bbm-ui-curse_label_help = Shown when the curse triggers.
bbm-ui-save_label = Keep this text
bbm-ui-break_by = { $player } breaks it
bbm-ui-their_turn = their turn
bbm-ui-scared_to_death = scared to death
bbm-ui-madness_count = Madness { $count } ({ $support } in support)
bbm-ui-gain_one = A madness card into the discard pile
bbm-ui-support_line = Support { $support } of { $limit }
bbm-ui-support_add = A card into support
bbm-ui-support_remove = A card out of support
bbm-ui-spells_list = Spells { $count } of { $limit }: { $spells }
bbm-ui-spell_with_state = { $spell } ({ $state })
bbm-ui-spell_state-ready = ready
bbm-ui-spell_state-used = used
bbm-ui-spell_state-neutralised = neutralised
bbm-ui-use_ability = Use the ability
bbm-ui-ability_unverified = { $ability } (unverified: our best reading)
bbm-ui-ability_used = Ability used this turn.
bbm-ui-player_effects = Madness and card effects
bbm-ui-player_effects_title = { $player }: madness and card effects
bbm-ui-effects_note = Record what a curse, monster, spell or an empty draw pile does to this player.
bbm-ui-where_to = Where to
bbm-ui-gains_madness = { $player } takes madness
bbm-ui-reshuffle = { $player }'s draw pile is empty
bbm-ui-move_madness = Madness moves (drawn, discarded, into support)
bbm-ui-from_to = from { $source } to { $target }
bbm-ui-banish_by_effect = Banished by an effect, without paying
bbm-ui-destroy_madness = Destroyed (out of the game)
bbm-ui-support_cards = Element cards in support
bbm-ui-refresh_target = { $player }: { $spell }
bbm-ui-drew_madness = It was madness: banish it
bbm-ui-drew_other = Another card: discard it
bbm-ui-draw_banish_note = Draw a card and tell the app what it was.
bbm-ui-swap_choice = { $to_support } madness into support, { $to_hand } into hand
bbm-ui-swap_note = Swap up to two cards of your hand with as many of your support; the app counts only the madness among them.
bbm-ui-library_top = { $spell } ({ $left } in the stack)
bbm-ui-library_stack_empty = stack empty
bbm-ui-supply_piles = supply: value 2: { $value_2 } · value 3: { $value_3 }
bbm-ui-elements_title = Library and element supply
bbm-ui-element_line = { $element }: { $library }
    { $supply }
bbm-ui-supply_unsure =
    { $count ->
    [one] { $count } starting deck is not entered: its value-2 card is still counted in the piles. Count the value-2 piles and correct them.
   *[other] { $count } starting decks are not entered: their value-2 cards are still counted in the piles. Count the value-2 piles and correct them.
    }
bbm-ui-count_pile = Count a pile
bbm-ui-count_title = Count the { $element } piles
bbm-ui-count_note = Tap the number of cards the pile holds at the table.
bbm-ui-count_which = Which element's piles did the table count?
bbm-ui-pile_now = Value { $value } (the app counts { $count }):
bbm-ui-history_empty = Nothing has happened yet.
bbm-ui-undone = Undone: { $action }
bbm-ui-redone = Done again: { $action }
bbm-ui-alert-curse = A curse triggers!
bbm-ui-alert-new_monster = A new monster arrives
bbm-ui-alert-scared = Scared to death
bbm-ui-alert-won = Victory!
bbm-ui-alert-lost = Defeat
bbm-results-title = Results: The Big Book of Madness
bbm-results-back = Back to the table
bbm-results-not_over = The game is not over yet.
bbm-results-won = You won together
bbm-results-lost = You lost together
bbm-results-reached = It ended in round { $round }, turn { $turn }.
bbm-results-game_line = Difficulty { $difficulty } · mode { $mode }
bbm-results-monsters = Monsters
bbm-results-monster-beaten = Monster { $number } ({ $page }): beaten
bbm-results-monster-not_beaten = Monster { $number } ({ $page }): not beaten
bbm-results-monster-in_play = Monster { $number } ({ $page }): still in play
bbm-results-monster_unnamed-beaten = Monster { $number }: beaten
bbm-results-monster_unnamed-not_beaten = Monster { $number }: not beaten
bbm-results-monster_unnamed-in_play = Monster { $number }: still in play
bbm-results-players = Magicians
bbm-results-player =
    { $spells ->
        [one] { $player } ({ $magician }): { $madness } madness, { $spells } spell
       *[other] { $player } ({ $magician }): { $madness } madness, { $spells } spells
    }
bbm-results-scared = { $line }; scared to death
bbm-rules-title = House rules of this game
bbm-rules-title_defaults = House rules for new games of The Big Book of Madness
bbm-rules-intro = Our sources are unsure of these values. Check them against your copy of the game and correct them; a value you change is yours and no longer marked unverified.
bbm-rules-source = Source: { $status }
bbm-rules-on = On
bbm-rules-players =
    { $count ->
    [one] { $count } player
   *[other] { $count } players
    }
bbm-rules-round = Round { $round }
bbm-rules-nth = { $number }.
bbm-rules-value_2 = Value-2 card
bbm-rules-library_card = { $element }, level { $level } ({ $card })
bbm-rules-page_name = { $page }: monster
bbm-rules-catalogue =
    { $count ->
    [one] Your grimoire cards ({ $count } entered)
   *[other] Your grimoire cards ({ $count } entered)
    }
bbm-rules-decks_entered =
    { $count ->
    [one] Starting decks ({ $count } entered)
   *[other] Starting decks ({ $count } entered)
    }
bbm-rules-value-after_next_grimoire = In the next turn, after its Grimoire phase (the rulebook)
bbm-rules-value-end_of_next_turn = Only once the next turn is over (stricter house rule)
bbm-rules-value-active_player = The active player's hand
bbm-rules-value-every_player = Every player's hand
bbm-rules-value-box = Back to the box
bbm-rules-value-madness_deck = Back to the madness deck
bbm-rules-value-clamp = Take what is there
bbm-rules-value-lose = The game is lost
bbm-rules-ability-support_five = Support of five
bbm-rules-ability-discard_madness_draw = Discard madness, draw
bbm-rules-ability-air_as_any = Air as any element
bbm-rules-ability-refresh_any_spell = Refresh any used spell
bbm-rules-ability-draw_banish_madness = Draw, banish madness
bbm-rules-ability-swap_hand_support = Swap hand and support
bbm-rules-ability-draw_on_break = Draw on each break
bbm-rules-ability-six_spells = Six spells
bbm-rules-bad_value = { $rule }: type whole numbers.
bbm-rules-does_not_fit = These rules do not fit: { $problem }
bbm-rules-reset = Back to the defaults
bbm-rules-saved = House rules saved.
