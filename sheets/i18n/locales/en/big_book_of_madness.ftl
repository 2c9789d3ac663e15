bbm-game_name = The Big Book of Madness
bbm-phase-setup = Setup
bbm-phase-focus = Focus
bbm-phase-grimoire = Grimoire
bbm-phase-actions = Actions
bbm-phase-recovery = Recovery
bbm-phase-over = Game over
-bbm-element-water = water
bbm-element-water = { -bbm-element-water }
-bbm-element-fire = fire
bbm-element-fire = { -bbm-element-fire }
-bbm-element-earth = earth
bbm-element-earth = { -bbm-element-earth }
-bbm-element-air = air
bbm-element-air = { -bbm-element-air }
bbm-curse_kind-water = water curse
bbm-curse_kind-fire = fire curse
bbm-curse_kind-earth = earth curse
bbm-curse_kind-air = air curse
bbm-curse_kind-multi = multi-element curse
bbm-curse_status-empty = empty
bbm-curse_status-waiting = waiting
bbm-curse_status-triggered = triggered
bbm-curse_status-passed = passed while neutralised
bbm-curse_status-broken = broken
bbm-curse_status-neutralised = neutralised
bbm-difficulty-I = I: Easy
bbm-difficulty-II = II: Medium
bbm-difficulty-III = III: Hard
bbm-mode-classic = Classic
bbm-mode-horror = Horror
bbm-mode-nightmare = Nightmare
bbm-mode-horror_nightmare = Horror and Nightmare
bbm-madness_place-hand = hand
bbm-madness_place-support = support
bbm-madness_place-piles = draw and discard piles
bbm-madness_destination-discard_pile = into the discard pile
bbm-madness_destination-draw_pile = on top of the draw pile
bbm-madness_destination-hand = into the hand
bbm-madness_destination-support = into the support
bbm-result-final_monster_beaten = the final monster is beaten
bbm-result-last_curse_broken = the last curse of the final monster is broken
bbm-result-madness_deck_empty = a madness card had to be taken from the empty madness deck
bbm-result-final_monster_not_beaten = the final monster was not beaten
bbm-result-all_scared_to_death = every magician was scared to death
outcome-bbm_won = Victory: { $reason }.
outcome-bbm_lost = Defeat: { $reason }.
-bbm-magician-rosana = Rosana L’eiac
    .gender = feminine
bbm-magician-rosana = { -bbm-magician-rosana }
-bbm-magician-viktor = Viktor Ogoňok
    .gender = masculine
bbm-magician-viktor = { -bbm-magician-viktor }
-bbm-magician-harold = Harold o’Ceanne
    .gender = masculine
bbm-magician-harold = { -bbm-magician-harold }
-bbm-magician-sandra = Sandra Laveah
    .gender = feminine
bbm-magician-sandra = { -bbm-magician-sandra }
-bbm-magician-larry = Larry Wheeter
    .gender = masculine
bbm-magician-larry = { -bbm-magician-larry }
-bbm-magician-violetta = Violetta d’Revois
    .gender = feminine
bbm-magician-violetta = { -bbm-magician-violetta }
-bbm-magician-alice = Alice Maluseen
    .gender = feminine
bbm-magician-alice = { -bbm-magician-alice }
-bbm-magician-patrik = Patrik Selenney
    .gender = masculine
bbm-magician-patrik = { -bbm-magician-patrik }
bbm-ability-support_five = Your support may hold up to five cards.
bbm-ability-discard_madness_draw = Once in your turn: discard a madness card from your hand and draw a card for it.
bbm-ability-air_as_any = Once in your turn: count one value-1 air card as a value-1 card of any element.
bbm-ability-refresh_any_spell = Once in your turn: refresh one used spell, yours or another player's.
bbm-ability-draw_banish_madness = Once in your turn: draw a card; banish it if it is madness, otherwise discard it.
bbm-ability-swap_hand_support = Once in your turn: swap up to two cards of your hand with as many cards of your support.
bbm-ability-draw_on_break = Each time you break a curse, you may draw a card.
bbm-ability-six_spells = You may know up to six different spells.
-bbm-spell-flare = Flare-up
bbm-spell-flare = { -bbm-spell-flare }
-bbm-spell-ice = Ice
bbm-spell-ice = { -bbm-spell-ice }
-bbm-spell-growth = Growth
bbm-spell-growth = { -bbm-spell-growth }
-bbm-spell-telepathy = Telepathy
bbm-spell-telepathy = { -bbm-spell-telepathy }
bbm-spell-library =
    { $element_id ->
        [water] level-{ $level } water spell
        [fire] level-{ $level } fire spell
        [earth] level-{ $level } earth spell
       *[air] level-{ $level } air spell
    }
bbm-component-board = game board
bbm-component-madness_deck = madness deck
bbm-component-curse_decks = curse decks
bbm-component-element_supply = element supply
bbm-component-grimoire = grimoire
bbm-component-lectern = lectern
bbm-component-library = library
bbm-component-turn_track = turn track
bbm-component-round_tracker = round tracker
bbm-component-invocation_marker = invocation marker
bbm-component-invocation_space = Invocation space
bbm-component-round_marker = round marker
bbm-component-element_tokens = element tokens
bbm-component-active_player_token = active player token
bbm-component-magician_sheet = magician sheet
bbm-component-support = support
bbm-component-shared_support = shared support
bbm-component-hand = hand
bbm-component-draw_pile = draw pile
bbm-component-discard_pile = discard pile
bbm-component-spells = spells
bbm-component-basic_spells = basic spells
bbm-component-curse_place = curse place
bbm-component-monster = monster
bbm-component-madness = madness
bbm-action-start = Start the game
bbm-action-next_step = Next step
bbm-action-reveal_monster = Enter the monster's elements
bbm-action-cast = Cast a spell
bbm-action-learn = Learn a spell
bbm-action-break_curse = Break a curse
bbm-action-banish = Banish madness (pay 2 of one element)
bbm-action-acquire = Acquire an element card
bbm-action-count_supply = Count a supply pile
bbm-action-gain_madness = Gain madness
bbm-action-everyone_gains = Every player gains madness
bbm-action-reshuffle = Empty draw pile: madness and reshuffle
bbm-action-banish_by_effect = Banish madness by an effect
bbm-action-destroy_madness = Destroy madness
bbm-action-move_madness = Move madness
bbm-action-destroy_from_deck = Destroy cards of the madness deck
bbm-action-madness_under_curses = Madness under each curse (Warlock)
bbm-action-change_support = Cards into or out of support
bbm-action-neutralise_spell = Neutralise a spell
bbm-action-neutralise_curse = Neutralise a curse
bbm-action-label_curse = Write what the curse says
bbm-action-refresh_any_spell = Ability: refresh a used spell
bbm-action-discard_madness_draw = Ability: discard madness, draw a card
bbm-action-draw_banish = Ability: draw a card, banish it if madness
bbm-action-swap_with_support = Ability: swap with your support
bbm-action-air_as_any = Ability: air counts as any element
bbm-check-board = Put the game board on the table.
bbm-check-madness_deck =
    { $to_box ->
        [0] Count { $count } madness cards into the window of the board: the madness deck. Every madness card is in it.
       *[other] Count { $count } madness cards into the window of the board: the madness deck. Return the other { $to_box } to the box.
    }
bbm-check-curse_decks = Sort the curses into five decks (water, earth, fire, air, multi-element), shuffle each and put them face down beside the board.
bbm-check-element_supply = Sort the value-2 and value-3 element cards by element and value into eight face-up piles.
bbm-check-basic_spells = Each player takes the four basic spells (Flare-up, Ice, Growth, Telepathy) face up.
bbm-check-magician = { $player } plays { $magician }: { $ability }
bbm-check-starting_deck = { $player } builds the starting deck: value 1: { $water } water, { $fire } fire, { $earth } earth, { $air } air; one value-2 { $value_2 } card.
bbm-check-starting_deck_from_sheet = { $player } builds the starting deck printed on the magician sheet.
bbm-check-nightmare = Nightmare: each player takes a value-1 card of the same element instead of the value-2 card of the sheet.
bbm-check-value_1_to_box = Return all leftover value-1 cards to the box.
bbm-check-horror = Horror: each player shuffles one madness card from the madness deck into their starting deck ({ $deck } stay in the deck).
bbm-check-shuffle_decks = Each player shuffles their deck and puts it face down as their draw pile.
bbm-check-grimoire_final = Grimoire: put the final page on the right of the lectern, win/lose side up.
bbm-check-grimoire_inner_random = Shuffle the { $of } inner pages, draw { $count } at random and put them on the final page, effects up.
bbm-check-grimoire_inner_named = Put these inner pages on the final page, effects up, the last one first: { $pages } (monsters 2 to 6 in this order).
bbm-check-grimoire_first_random = Draw one of the { $of } first pages at random and put it on top, cover up. The book is closed.
bbm-check-grimoire_first_named = Put the first page { $page } on top, cover up. The book is closed.
bbm-check-library_stack = Library, { $element }: { $level_1 } face up on top, then { $level_2 }, with { $level_3 } at the bottom.
bbm-check-library_random = Library, { $element }: draw one spell of level 1, 2 and 3 at random; stack them face down, level 3 at the bottom, and turn the level-1 spell face up.
bbm-check-round_marker = Put the round marker (hat) on the Roman numeral of difficulty { $difficulty }.
bbm-check-invocation_marker = Put the invocation marker (book) on the Invocation space of the turn track.
bbm-check-element_tokens = Put the element tokens in a pile near the board.
bbm-check-first_player = { $player } starts and takes the active player token.
bbm-check-draw = Every player draws { $count } cards.
bbm-check-five_player_variant = Five-player variant: whoever plays the last turn of a round also plays the first turn of the next.
bbm-remind-start = When everything is ready, start the game.
bbm-remind-turn_of = Turn { $turn }: { $player } is the active player.
bbm-remind-refresh_spells = { $player } turns all used spells upright (neutralised spells stay face down).
bbm-remind-ability = { $player } may use the ability once this turn: { $ability }
bbm-remind-round_ends = The marker now reaches the Invocation space: round { $round } ends and the next monster comes.
bbm-remind-final_check = The marker now reaches the Invocation space after the final monster: victory or defeat.
bbm-remind-move_marker = Next: move the invocation marker one space.
bbm-remind-monster_beaten = Monster { $number } is beaten: every player may apply the success bonus on the right page.
bbm-remind-monster_not_beaten = Monster { $number } is not beaten: every player suffers the failure penalty on the right page.
bbm-remind-curses_to_decks = Put the curses left on the track at the bottom of their decks.
bbm-remind-turn_page = Turn the page of the grimoire: monster { $number } of { $rounds }.
bbm-remind-turn_page_named = Turn the page of the grimoire: monster { $number } of { $rounds }, { $page }.
bbm-remind-arrival_effect = Apply the monster's arrival effect (bottom left of its page) to all players at once.
bbm-remind-round_marker =
    { $count ->
    [one] Move the round marker down to row { $round }: difficulty { $difficulty } adds { $count } multi-element curse.
   *[other] Move the round marker down to row { $round }: difficulty { $difficulty } adds { $count } multi-element curses.
    }
bbm-remind-final_monster = This is the final monster: beat it to win.
bbm-remind-enter_elements = Enter the three element icons of monster { $number }: left, top, right.
bbm-remind-place_curse = Place { $place } (space { $space }): the top card of the deck of the { $kind }.
bbm-remind-warlock = If the monster is the Warlock, put a madness card from the deck under each curse.
bbm-remind-curse_triggers = The { $kind } in place { $place } (space { $space }) triggers.
bbm-remind-labelled_curse_triggers = The { $kind } in place { $place } (space { $space }) triggers: { $label }
bbm-remind-effect_order = Apply it to every player in turn: { $players }. Who cannot comply is skipped.
bbm-remind-curse_passed = The curse in place { $place } is neutralised: it has no effect.
bbm-remind-space_quiet = No curse waits on space { $space }: nothing happens.
bbm-remind-actions = { $player } may cast, learn, acquire, break curses and banish madness, as often as they can pay.
bbm-remind-payment = Pay each action separately by discarding cards from hand or the shared support; overpayment is lost.
bbm-remind-next_curse = Next turn the { $kind } in place { $place } triggers (space { $space }) unless it is broken.
bbm-remind-curses_left =
    { $count ->
    [one] { $count } curse is left in round { $round }: break it this turn or the monster is not beaten.
   *[other] { $count } curses are left in round { $round }: break them this turn or the monster is not beaten.
    }
bbm-remind-all_curses_broken = Every curse of round { $round } is broken: the monster will be beaten.
bbm-remind-hand_size = { $player } ends with exactly { $count } cards in hand: draw up to it, or discard down to it.
bbm-remind-no_madness_discard = Madness cannot be discarded now, and nobody discards below the limit to draw again.
bbm-remind-scared_check =
    { $count ->
        [one] If the card in { $player }'s hand is madness
       *[other] If all { $count } cards in { $player }'s hand are madness
    }, { $player } is scared to death ({ $madness } madness outside the support).
bbm-remind-scared_check_everyone = House rule: every player holding six madness cards is scared to death.
bbm-remind-support_over_limit = { $player }'s support holds { $support } cards, over the limit of { $limit }: two must leave before one may be added.
bbm-remind-madness_deck_low =
    { $count ->
        [one] Only { $count } madness card is left
       *[other] Only { $count } madness cards are left
    } { $remaining ->
        [one] for { $remaining } player: banish madness!
       *[other] for { $remaining } players: banish madness!
    }
bbm-remind-won = You won: { $reason }.
bbm-remind-lost = You lost: { $reason }.
event-bbm_game_started = The game starts; { $player } plays first.
event-bbm_turn_started = Turn { $turn }: { $player }.
event-bbm_curse_face_up = The curse in place { $place } turns face up again.
event-bbm_spells_refreshed =
    { $count ->
    [one] { $player } refreshes { $count } spell.
   *[other] { $player } refreshes { $count } spells.
    }
event-bbm_phase = { $phase }.
event-bbm_new_monster =
    { $multi_curses ->
        [0] Monster { $number } arrives; the round tracker adds no multi-element curse.
        [one] Monster { $number } arrives; the round tracker adds { $multi_curses } multi-element curse.
       *[other] Monster { $number } arrives; the round tracker adds { $multi_curses } multi-element curses.
    }
event-bbm_spells_face_up =
    { $count ->
    [one] { $count } neutralised spell of { $player } turns face up.
   *[other] { $count } neutralised spells of { $player } turn face up.
    }
event-bbm_monster_elements_needed = Monster { $number }: enter its three curse elements.
event-bbm_curse_placed = Place { $place }: { $kind }.
event-bbm_curse_triggered = The { $kind } in place { $place } triggers.
event-bbm_labelled_curse_triggered = The { $kind } in place { $place } triggers: { $label }
event-bbm_curse_passed = The neutralised curse in place { $place } has no effect.
event-bbm_space_quiet = Space { $space }: nothing happens.
event-bbm_round_ended = Round { $round } ends.
event-bbm_monster_beaten = Monster { $number } is beaten: success bonus.
event-bbm_monster_not_beaten = Monster { $number } is not beaten (curses left: { $curses }): failure penalty.
event-bbm_madness_back_from_curses =
    { $count ->
    [one] { $count } madness card under an unbroken curse goes back to the madness deck ({ $deck }).
   *[other] { $count } madness cards under unbroken curses go back to the madness deck ({ $deck }).
    }
event-bbm_game_won = Victory: { $reason }.
event-bbm_game_lost = Defeat: { $reason }.
event-bbm_scared_to_death = { $player } is scared to death and leaves the game; all their cards go back to the box ({ $madness } madness).
event-bbm_madness_back_to_deck =
    { $count ->
        [one] House rule: the { $count } madness card of { $player } goes back to the madness deck ({ $deck }).
       *[other] House rule: the { $count } madness cards of { $player } go back to the madness deck ({ $deck }).
    }
event-bbm_plays_again = { $player } plays again: the first turn of the new round.
event-bbm_token_passed = { $from } passes the active player token to { $player }.
event-bbm_madness_gained =
    { $count ->
    [one] { $player } takes { $count } madness card { $to } ({ $deck } left in the deck).
   *[other] { $player } takes { $count } madness cards { $to } ({ $deck } left in the deck).
    }
event-bbm_reshuffled = { $player }'s draw pile is empty: one madness card into the discard pile, then shuffle it into a new draw pile.
event-bbm_madness_banished =
    { $own ->
        [True]
            { $count ->
                [one] { $by } banishes { $count } own madness card
               *[other] { $by } banishes { $count } own madness cards
            }
       *[False]
            { $count ->
                [one] { $by } banishes { $count } madness card of { $player }
               *[other] { $by } banishes { $count } madness cards of { $player }
            }
    } from the { $source } ({ $deck } in the deck).
event-bbm_madness_destroyed =
    { $count ->
    [one] { $count } madness card of { $player } is destroyed ({ $source }).
   *[other] { $count } madness cards of { $player } are destroyed ({ $source }).
    }
event-bbm_madness_moved =
    { $count ->
    [one] { $player }: { $count } madness card moved from { $source } to { $target }.
   *[other] { $player }: { $count } madness cards moved from { $source } to { $target }.
    }
event-bbm_madness_deck_destroyed =
    { $count ->
    [one] { $count } card of the madness deck is destroyed ({ $deck } left).
   *[other] { $count } cards of the madness deck are destroyed ({ $deck } left).
    }
event-bbm_madness_under_curses =
    { $count ->
    [one] { $count } madness card goes under the curses ({ $deck } left in the deck).
   *[other] { $count } madness cards go under the curses ({ $deck } left in the deck).
    }
event-bbm_spell_cast = { $player } casts { $spell } ×{ $multiple }: pay { $cost } { $element }.
event-bbm_effect_destroy_from_hand =
    { $count ->
    [one] { $player } destroys { $count } card from hand.
   *[other] { $player } destroys { $count } cards from hand.
    }
event-bbm_effect_hand_to_support =
    { $count ->
    [one] { $player } puts { $count } card from hand into their support.
   *[other] { $player } puts { $count } cards from hand into their support.
    }
event-bbm_support_no_room =
    { $count ->
    [one] { $count } card does not fit into { $player }'s full support and stays in hand.
   *[other] { $count } cards do not fit into { $player }'s full support and stay in hand.
    }
event-bbm_effect_draw =
    { $count ->
    [one] { $player } draws { $count } card.
   *[other] { $player } draws { $count } cards.
    }
event-bbm_effect_other_player_acts =
    { $count ->
    [one] { $granted_to } may take { $count } action in { $player }'s turn.
   *[other] { $granted_to } may take { $count } actions in { $player }'s turn.
    }
event-bbm_spell_learned = { $player } learns { $spell }: pay { $cost } { $element }.
event-bbm_library_turned = Library, { $element }: { $spell } is turned face up.
event-bbm_spell_destroyed = { $player } destroys { $spell }.
event-bbm_spell_neutralised = { $player }'s { $spell } is neutralised.
event-bbm_curse_broken = { $player } breaks the { $kind } in place { $place }: pay { $cost } of its element.
event-bbm_multi_curse_broken = { $player } breaks the multi-element curse in place { $place }: pay one of each element.
event-bbm_reward_taken = Reward: { $player } takes a value-2 { $element } card into the discard pile ({ $left } left in that pile).
event-bbm_no_reward = No value-2 card is left in the supply: no reward for { $player }.
event-bbm_element_acquired = { $player } acquires a value-{ $value } { $element } card into the discard pile: pay { $cost } { $element } ({ $left } left in that pile).
event-bbm_supply_counted = The table counted the value-{ $value } { $element } pile: it holds { $count } (the app had { $before }).
event-bbm_may_draw_on_break = { $player } may draw a card.
event-bbm_curse_neutralised = The curse in place { $place } is neutralised.
event-bbm_curse_labelled = Curse in place { $place }: { $label }
event-bbm_support_changed = { $player }'s support: { $change }, now { $support } of { $limit }.
event-bbm_ability_used = { $player } uses the ability: { $ability }
event-bbm_spell_refreshed = { $by } refreshes { $player }'s { $spell }.
illegal-bbm_ability_already_used = The ability was already used this turn.
illegal-bbm_already_started = The game has already started.
illegal-bbm_bad_label = Write the curse in 1 to { $limit } characters.
illegal-bbm_bad_multiple = A spell is cast ×1 to ×{ $max }, not ×{ $multiple }.
illegal-bbm_bad_swap = At most { $most } cards are swapped each way.
illegal-bbm_count_not_positive = The number must be at least 1, not { $count }.
illegal-bbm_curse_already_broken = The curse in place { $place } is already broken.
illegal-bbm_curse_already_neutralised = The curse in place { $place } is already neutralised.
illegal-bbm_curse_neutralised = The curse in place { $place } is neutralised and cannot be broken until it turns face up.
illegal-bbm_game_over = The game is over: { $reason }.
illegal-bbm_library_empty = The { $element } library stack is empty.
illegal-bbm_madness_already_under_curses = Madness is already under this monster's curses.
illegal-bbm_madness_deck_empty = The madness deck is empty.
illegal-bbm_monster_not_revealed = Enter the elements of monster { $number } first.
illegal-bbm_no_curse = There is no curse in place { $place }.
illegal-bbm_no_madness_discard_in_recovery = Madness cannot be discarded in the Recovery phase.
illegal-bbm_no_monster_to_reveal = No monster is waiting for its elements.
illegal-bbm_no_need_to_destroy = Below the limit of { $limit } spells ({ $spells } known), no spell is destroyed to learn.
illegal-bbm_no_such_player = There is no player { $player }.
illegal-bbm_no_such_seat = There is no seat { $seat } at this table of { $seats }.
illegal-bbm_not_a_madness_action = { $action } is not an action of this game.
illegal-bbm_not_enough_madness =
    { $have ->
        [one] { $player } has only { $have } madness card there ({ $source }), not { $count }.
       *[other] { $player } has only { $have } madness cards there ({ $source }), not { $count }.
    }
illegal-bbm_not_enough_support =
    { $have ->
        [one] { $player }'s support holds only { $have } such card.
       *[other] { $player }'s support holds only { $have } such cards.
    }
illegal-bbm_not_on_arrival = This is done only when a monster arrives.
illegal-bbm_not_started = Start the game first.
illegal-bbm_not_your_ability = This is not the ability of your magician.
illegal-bbm_not_your_hand = The banish action takes madness from your own hand or from a support, not from { $player }'s hand.
illegal-bbm_not_your_turn = An ability is used in your own turn; it is { $active }'s turn.
illegal-bbm_player_eliminated = { $player } has been scared to death and is out of the game.
illegal-bbm_same_place = The madness is already there.
illegal-bbm_spell_already_cast = { $spell } was already cast this turn.
illegal-bbm_spell_already_neutralised = { $spell } is already neutralised.
illegal-bbm_spell_limit_reached = At the limit of { $limit } spells: choose a spell to destroy first.
illegal-bbm_spell_neutralised = { $spell } is neutralised.
illegal-bbm_spell_not_known = { $player } does not know { $spell }.
illegal-bbm_spell_not_used = { $spell } is not used.
illegal-bbm_spell_used = { $spell } is used; it is refreshed in the Focus phase.
illegal-bbm_support_full = { $player }'s support holds { $support } of { $limit } cards: no room.
illegal-bbm_swap_support_empty = Your support is empty: there is nothing to swap the cards of your hand with.
illegal-bbm_wrong_phase = This is done in the { $needed } phase, not in { $phase }.
illegal-bbm_phase_already_over = The { $phase } phase is already over: the turn is in { $current } now.
illegal-bbm_not_your_actions = It is { $active }'s turn: { $player } takes an action only when a spell such as Telepathy lets them.
illegal-bbm_supply_pile_empty = The value-{ $value } { $element } pile of the supply is empty.
illegal-bbm_choose_reward = Choose the value-2 card to take as the reward.
illegal-bbm_bad_pile_count =
    { $most ->
        [one] A pile holds 0 to { $most } card, not { $count }.
       *[other] A pile holds 0 to { $most } cards, not { $count }.
    }
illegal-bbm_spell_has_no_target = { $spell } lets no other player act.
illegal-bbm_spell_moves_no_madness = { $spell } takes no card from the hand.
illegal-bbm_choose_who_acts = Choose the player { $spell } lets act.
illegal-bbm_another_player_acts = { $spell } lets another player act, not the caster.
illegal-bbm_bad_madness_count =
    { $cards ->
        [one] Of { $cards } card, 0 to { $cards } can be madness, not { $count }.
       *[other] Of { $cards } cards, 0 to { $cards } can be madness, not { $count }.
    }
illegal-bbm_scared_only_at_end_of_turn = Who is scared to death is said at the end of the turn.
illegal-bbm_cannot_be_scared = { $player } owns fewer than six madness cards outside the support, so cannot hold a hand of them.
bbm-setting-madness_deck_by_players = Madness deck by number of players
bbm-setting-multi_curses_by_round = Multi-element curses per round and difficulty (round tracker)
bbm-setting-magician_abilities = Ability of each magician
bbm-setting-starting_decks = Starting decks of the magicians
bbm-setting-library_cards_per_level = Library spells per element and level
bbm-setting-basic_spell_elements = Element of each basic spell
bbm-setting-basic_spell_level = Level (cost) of the basic spells
bbm-setting-curse_place_order = Order in which curses fill the places
bbm-setting-curse_flip_back = When a neutralised curse turns face up
bbm-setting-scared_to_death_check = Whose hand is checked for six madness
bbm-setting-scared_madness_to = Where the madness of a player scared to death goes
bbm-setting-madness_deck_shortfall = When the madness deck holds too few for a curse or monster
bbm-setting-combine_modes = Horror and Nightmare together
bbm-setting-five_player_variant_needs_five_players = Five-player variant only while five play
bbm-setting-win_when_last_curse_broken = Win as soon as the last curse of round 6 is broken
bbm-setting-grimoire_pages = Your grimoire pages and their monsters' elements
bbm-setting-starting_value_2_from_supply = Starting decks take their value-2 card from the supply
bbm-setting-granting_spells = Library spells that let another player act
bbm-setting-spell_names = Names of your library spells
bbm-setting-madness_deck_by_players-note = 5 × players + 10, as printed in the rulebook.
bbm-setting-multi_curses_by_round-note = The 18 cells of the round tracker are not in the rulebook text: copy them from your board.
bbm-setting-magician_abilities-note = Rosana and Sandra are sure, Alice and Patrik likely; the others are our best reading.
bbm-setting-starting_decks-note = Type in the 11 value-1 cards and the value-2 card from your magician sheets.
bbm-setting-library_cards_per_level-note = Taken to be 3 spells of each level per element (36 in all).
bbm-setting-basic_spell_elements-note = Inferred from the names: Flare-up fire, Ice water, Growth earth, Telepathy air.
bbm-setting-basic_spell_level-note = Probably 1 element of the spell's own element.
bbm-setting-curse_place_order-note = From space 2 on; space 3 holds two curses, left then right. IELLO's FAQ: multi-element curses take the leftmost places in the order drawn.
bbm-setting-curse_flip_back-note = The rulebook: a neutralised curse has no effect and cannot be broken; the following turn it turns face up and can be broken again. By default it passes its space in that turn's Grimoire phase without effect, then turns face up.
bbm-setting-scared_to_death_check-note = IELLO's FAQ: the active player's hand, at the end of their own turn.
bbm-setting-scared_madness_to-note = The rulebook sends all the player's cards to the box; that their madness does not return to the deck is our reading.
bbm-setting-madness_deck_shortfall-note = Only a player taking madness from the empty deck is a defeat for sure; by default a curse or the Warlock simply takes what is there.
bbm-setting-combine_modes-note = The rulebook does not say whether the modes may be combined.
bbm-setting-five_player_variant_needs_five_players-note = The variant is 'only with 5 players'.
bbm-setting-win_when_last_curse_broken-note = IELLO's FAQ: a round always lasts 5 turns, even with no curse left; the game is won at the final check after round 6.
bbm-setting-grimoire_pages-note = The cards are not numbered: name them F1–F4 and I1–I12 and enter each monster's left, top and right element.
bbm-setting-starting_value_2_from_supply-note = The box holds 10 value-2 cards of each element; we infer that each starting deck's value-2 card comes from its element's supply pile (not in Nightmare).
bbm-setting-granting_spells-note = Telepathy lets one other player take an action for each multiple paid; tick the library spells whose text does the same (for example Mind Control).
bbm-setting-spell_names-note = Name the cards of your library to see their names in the drawn library.
bbm-status-rulebook = rulebook
bbm-status-faq = official FAQ
bbm-status-rulebook-unclear = rulebook, hard to read
bbm-status-inferred = inferred
bbm-status-default = app default, unverified
bbm-status-unknown = unknown, please enter
