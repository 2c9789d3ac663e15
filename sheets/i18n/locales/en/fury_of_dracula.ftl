game-fury_of_dracula = Fury of Dracula
outcome-fod-dracula_wins = Dracula wins: his influence reached 13.
outcome-fod-hunters_win = The hunters win: Dracula took 15 damage.
outcome-fod-unfinished = The game is not over yet.
fod-role-dracula = Dracula
fod-role-hunters = Hunters
fod-side-hunters = the hunters
fod-side-dracula = Dracula
-fod-hunter-godalming = Lord Godalming
fod-hunter-godalming = { -fod-hunter-godalming }
-fod-hunter-seward = Dr. John Seward
fod-hunter-seward = { -fod-hunter-seward }
-fod-hunter-van_helsing = Van Helsing
fod-hunter-van_helsing = { -fod-hunter-van_helsing }
-fod-hunter-mina = Mina Harker
fod-hunter-mina = { -fod-hunter-mina }
-fod-token-fog = fog
fod-power-feed = Feed
fod-power-dark_call = Dark Call
fod-power-wolf_form = Wolf Form
fod-power-misdirect = Misdirect
fod-power-hide = Hide
fod-encounter-new_vampire = New Vampire
fod-encounter-aristocratic_vampire = Aristocratic Vampire
fod-encounter-reckless_vampire = Reckless Vampire
fod-encounter-bats = Bats
fod-encounter-desecrated_soil = Desecrated Soil
fod-encounter-hoax = Hoax
fod-encounter-rats = Rats
fod-encounter-saboteur = Saboteur
fod-encounter-spy = Spy
fod-encounter-szgany_bodyguards = Szgany Bodyguards
fod-encounter-szgany_mob = Szgany Mob
fod-encounter-unnatural_fog = Unnatural Fog
fod-encounter-wolves = Wolves
fod-combat_card-claws = Claws
fod-combat_card-escape_bat = Escape as Bat
fod-combat_card-escape_mist = Escape as Mist
fod-combat_card-fangs = Fangs
fod-combat_card-mesmerize = Mesmerize
fod-combat_card-plotting = Plotting
fod-combat_card-strength = Strength
fod-token-fog = { -fod-token-fog }
-fod-token-roadblock = roadblock
fod-token-roadblock = { -fod-token-roadblock }
-fod-token-storm = storm
fod-token-storm = { -fod-token-storm }
-fod-token-heavenly_host = heavenly host
fod-token-heavenly_host = { -fod-token-heavenly_host }
-fod-token-consecrated_ground = consecrated ground
fod-token-consecrated_ground = { -fod-token-consecrated_ground }
-fod-token-bats = Bats
fod-token-bats = { -fod-token-bats }
-fod-token-despair = despair
fod-token-despair = { -fod-token-despair }
-fod-token-rumour = rumour
fod-token-rumour = { -fod-token-rumour }
-fod-token-bite = bite
fod-token-bite = { -fod-token-bite }
fod-ally-jonathan_harker = Jonathan Harker
fod-ally-rufus_smith = Rufus Smith
fod-ally-sister_agatha = Sister Agatha
fod-ally-draculas_brides = Dracula's Brides
fod-ally-great_wolf = Great Wolf
fod-ally-immanuel_hildesheim = Immanuel Hildesheim
fod-back-land = land card back
fod-back-sea = sea card back
fod-back-castle = Castle Dracula's card back
fod-route-road = by road
fod-route-rail = by rail
fod-route-sea = by sea
fod-route-effect = moved by a card
fod-half-day = day
fod-half-night = night
fod-weekday-0 = Monday
fod-weekday-1 = Tuesday
fod-weekday-2 = Wednesday
fod-weekday-3 = Thursday
fod-weekday-4 = Friday
fod-weekday-5 = Saturday
fod-weekday-6 = Sunday
fod-trail = Trail
fod-space = Space { $number }
fod-lair = Lair { $number }
fod-lairs = Lairs
fod-influence = Influence
fod-despair = Despair
fod-time = Time
fod-round = Round { $round }
fod-week = Week { $week }
fod-dracula_damage = Dracula's damage
fod-damage = Damage
fod-health = Health
fod-bites = Bites
fod-tickets = Tickets
fod-items = Items
fod-events = Events
fod-encounters = Encounters
fod-encounter_hand = Encounter hand
fod-location_deck = Location deck
fod-power_cards = Power cards
fod-hospital = Hospital
fod-ally = Ally
fod-weakened = Weakened
fod-defeated = Defeated
fod-revealed = Revealed
fod-hideout = Hideout
fod-rumours = Rumour tokens
fod-advanced = Advanced rules
fod-unverified = Unverified: check your copy
fod-ticket_value = white { $white } / yellow { $yellow }
fod-ticket_white_only = white { $white } / no yellow
fod-action-dracula_start = Choose start location
fod-action-draw_encounters = Enter drawn encounters
fod-action-mature = Mature
fod-action-make_lair = Make a lair
fod-action-dracula_move = Move
fod-action-place_encounter = Place encounter
fod-action-place_rumour = Place rumour
fod-action-skip_rumour = No rumour
fod-action-ambush = Ambush
fod-action-no_ambush = Let him pass
fod-action-choose_hospital = Choose hospital
fod-action-dusk_tokens = Remove tokens
fod-action-bats_move = Move with bats
fod-action-clear_lair = Clear lair
fod-action-avoid_combat = Avoid combat
fod-action-move = Move
fod-action-supply = Supply
fod-action-trade = Trade
fod-action-reserve_ticket = Reserve ticket
fod-action-rest = Rest
fod-action-search = Search
fod-action-special = Special action
fod-action-pass = Pass (no action possible)
fod-action-damage_hunter = Damage
fod-action-bite = Bite
fod-action-damage_dracula = Damage Dracula
fod-action-influence = Influence
fod-action-fangs = +1 influence (Fangs)
fod-action-hand = Hand
fod-action-dracula_events = Dracula's events
fod-action-place_token = Place token
fod-action-remove_token = Remove token
fod-action-effect_move = Moved by a card
fod-action-start_combat = Start combat
fod-action-combat_card = Dracula played a combat card
fod-action-escape = Escape
fod-action-mesmerize = Mesmerize
fod-action-damage_vampire = Damage on the vampire
fod-action-destroy_vampire = Vampire destroyed
fod-action-end_combat = End combat
fod-action-set_ally = Ally
fod-step-dracula_start = Dracula's start
fod-step-dracula_draw = Dracula draws encounters
fod-step-ambush = Ambush?
fod-step-combat = Combat
fod-step-hospital = Hospital
fod-step-bats_move = Bats
fod-step-day_action = Day: hunter's action
fod-step-night_action = Night: hunter's action
fod-step-dusk_tokens = Dusk: clean-up
fod-step-dracula_mature = Dracula: the hideout leaving the trail
fod-step-dracula_move = Dracula: movement
fod-step-dracula_encounter = Dracula: encounter
fod-step-dracula_rumour = Dracula: rumour
fod-step-finished = Game over
fod-phase-dawn = Dawn
fod-phase-day = Day
fod-phase-dusk = Dusk
fod-phase-night = Night
fod-phase-dracula = Dracula's phase
fod-phase-hunter = Hunter phase
fod-reminder-game_over =
    { $winner ->
        [dracula] The game is over: Dracula won.
       *[hunters] The game is over: the hunters won.
    }
fod-reminder-dracula_start = Dracula picks his start location in secret: not a sea, not Castle Dracula, not a hunter's city. No encounter goes with it.
fod-reminder-dracula_draw =
    { $count ->
    [one] Dracula draws { $count } encounter card from the deck and enters it on his device.
   *[other] Dracula draws { $count } encounter cards from the deck and enters them on his device.
    }
fod-reminder-ambush = { $hunter } ended a move in { $place }: Dracula may ambush with an encounter there, or let him pass.
fod-reminder-ambush_from_lair = Encounters in a lair in this city may ambush too.
fod-reminder-combat_prepare = Combat ({ $half }): each hunter takes Punch, Dodge and Escape; Dracula shuffles his combat deck and draws 5.
fod-reminder-combat_prepare_app = Combat ({ $half }): each hunter takes Punch, Dodge and Escape; the app draws Dracula's combat cards from its own deck and says each round which of his cards to turn face up.
fod-reminder-combat_round = Combat round { $count }: both sides choose a card face down; with several hunters Dracula names the engaged one; reveal and compare symbols.
fod-reminder-combat_round_app = Combat round { $count }: each hunter in the fight chooses a card face down; then the app says which card Dracula plays and, with several hunters, which of them he engages; reveal and compare symbols.
fod-reminder-combat_fog = The city has fog: Dracula may avoid this combat.
fod-reminder-pride = Pride: Dracula's escapes are limited, as his sheet says.
fod-reminder-vampire_escape = Against a vampire: no Escape card before three combat cards are in play.
fod-reminder-combat_last_round = Dracula has played his sixth combat card: resolve this last round, then end the fight.
fod-reminder-influence_won = Influence has reached 13 in this round: record the hunters' card first. If it defeats Dracula the hunters win; otherwise he wins when the round is over.
fod-reminder-vampire_fight = Against { $encounter } ({ $damage } damage on it): record the damage the hunters deal it. Destroyed, it is discarded; if it survives it goes back face up to its hideout and can still mature.
fod-reminder-hospital_choice = { $hunter } goes to a hospital; the choices: { $nearest } ({ $chooser }).
fod-reminder-bats = Bats token: before { $hunter } acts, Dracula moves him to an adjacent city.
fod-reminder-day_action = Day: { $hunter } takes one action.
fod-reminder-night_action = Night: { $hunter } takes one action.
fod-reminder-hospital_actions = In the hospital of { $city }: supply draws items only; by day the only move is into { $city }.
fod-reminder-at_sea_must_move = A hunter at sea must choose a move as the action by day.
fod-reminder-castle_no_supply = In Castle Dracula: no supply, no ticket.
fod-reminder-fog_here = Fog in { $place }: no search, and no one leaves.
fod-reminder-supply_top = Supply draws the event from the top of the deck; a Dracula event goes face down to the discard pile.
fod-reminder-supply_bottom = Supply draws the event from the bottom of the deck; a Dracula event goes to Dracula.
fod-reminder-no_move_at_night = No move actions at night; a hunter at sea skips.
fod-reminder-dusk_tokens = Dusk: Dracula removes one roadblock and one storm of his choice (fog has already lifted by one in every city).
fod-reminder-mature = A hideout leaves space 6: Dracula matures it and may resolve its matured effects.
fod-reminder-mature_or_lair = A hideout leaves space 6: Dracula matures it, or turns it into a lair with one more encounter.
fod-reminder-dracula_move = Dracula places a card on space 1 in secret: by road or sea, never by rail.
fod-reminder-must_move = Consecrated ground or heavenly host holds your location: you must move to a new place.
fod-reminder-cornered-table_decides = You have no legal card to play. The Learn-to-Play does not say what then happens: resolve it with the table by the Rules Reference, then record where the table puts you.
fod-reminder-cornered-any_free_land_place = You have no legal card to play. By this game's house rule you go to any free land place you choose.
fod-reminder-place_encounter = Dracula places one encounter face down on space 1, then refills his hand to five.
fod-reminder-rumour = Dracula may put a rumour token on a hideout in spaces 1-3.
fod-reminder-fury_of_dracula = Three despair tokens: the Fury of Dracula is in force (see Dracula's sheet).
fod-reminder-discard_to_limit = { $hunter } holds more cards than the hand limit: discard down to it.
fod-reminder-weakened = { $hunter } is weakened: keep one item and one event face up.
fod-reminder-dracula_discard_events = Dracula holds more than four events ({ $count }): he discards down to four.
illegal-fod_advanced_only = Only in the advanced game.
illegal-fod_already_mesmerized = Mesmerize has already struck { $hunter } in this fight.
illegal-fod_ally_unchanged = That ally is already in play.
illegal-fod_already_there = The hunter is already in { $place }.
illegal-fod_app_deals_encounters = The app deals the encounter cards in this game.
illegal-fod_at_sea_must_move = At sea by day a hunter can only move.
illegal-fod_bad_dracula_start = Dracula cannot start at sea or in Castle Dracula.
illegal-fod_bats_cannot_go = Bats carry a hunter only to an adjacent city without fog; { $place } is not one.
illegal-fod_bats_must_move = Bats must carry the hunter to one of: { $places }.
illegal-fod_choose_token = Choose which { $token } to remove.
illegal-fod_combat_needs_hunters = A combat needs hunters standing in the same place, none of them defeated.
illegal-fod_combat_not_avoidable = Dracula can avoid a combat only in a city with fog.
illegal-fod_combat_running = A combat is already being fought.
illegal-fod_dracula_cannot_go = Dracula cannot go to { $place } now.
illegal-fod_encounter_not_in_deck = { $encounter } is not left in the encounter deck.
illegal-fod_encounter_not_in_hand = Dracula does not hold { $encounter }.
illegal-fod_event_symbol_needed = Say which symbol the drawn event card has.
illegal-fod_events_not_tradeable = Only Van Helsing trades event cards.
illegal-fod_fangs_gives_one = Fangs gives exactly one influence.
illegal-fod_fangs_needs_mesmerized = Fangs gives influence only against a hunter Mesmerize struck in this fight (struck: { $mesmerized }).
illegal-fod_fog_blocks = Fog: { $to } cannot be entered.
illegal-fod_fog_blocks_search = No search in a city with fog.
illegal-fod_fog_holds = Fog in { $place }: nobody leaves.
illegal-fod_game_over = The game is over.
illegal-fod_hide_cannot_mature = The encounter with Hide cannot mature.
illegal-fod_hospital_exit_only = From the hospital the only move is into { $city }, by day.
illegal-fod_hospital_items_only = In a hospital supply draws items only, no event.
illegal-fod_hunter_defeated = { $hunter } is defeated and goes to a hospital at dawn.
illegal-fod_influence_names_no_hunter = Only Fangs names a hunter.
illegal-fod_last_round = Dracula has played all { $limit } combat cards: resolve this last round, then end the fight.
illegal-fod_lair_needs_land = Only a hideout with a land location can become a lair.
illegal-fod_lairs_full = All three lair spaces are taken.
illegal-fod_misdirect_forbidden = Misdirect cannot clear space { $space }: a power card, Castle Dracula, his location or Hide's location.
illegal-fod_misdirect_needs_space = Misdirect names the trail space it clears.
illegal-fod_misdirect_space = Space { $space } holds no hideout Misdirect can clear.
illegal-fod_must_act = The hunter must take an action; only a hunter with nowhere to go may pass.
illegal-fod_must_move = Dracula must move to a new place.
illegal-fod_negative_count = Counts cannot be negative.
illegal-fod_no_choice_needed = Only one { $token } is on the board; it goes by itself.
illegal-fod_no_combat = No combat is being fought.
illegal-fod_no_encounter_here = No encounter can be placed this turn.
illegal-fod_no_event_in_hand = { $hunter } has no event card to play.
illegal-fod_no_hospital_due = { $hunter } is not waiting for a hospital.
illegal-fod_no_move_at_night = Hunters do not move at night.
illegal-fod_no_road = No road leads from { $origin } to { $to }.
illegal-fod_no_sea_link = { $origin } and { $to } do not touch by sea.
illegal-fod_no_such_ambush = { $encounter } is not in a hideout of this city.
illegal-fod_no_such_encounter =
    { $encounters ->
        [one] The hideout has { $encounters } encounter; pick it.
       *[other] The hideout has { $encounters } encounters; pick among them.
    }
illegal-fod_no_such_lair = There is no lair { $lair }.
illegal-fod_no_such_seat = Seat { $seat } is not at this table of { $seats }.
illegal-fod_no_such_ticket = The hunter holds no such ticket.
illegal-fod_no_token_left = No { $token } token is left in the pool.
illegal-fod_no_token_there = There is no { $token } token on { $at }.
illegal-fod_no_vampire_fought = No vampire encounter is being fought.
illegal-fod_not_a_dracula_game_action = { $action } is not an action of Fury of Dracula.
illegal-fod_not_enough_cards = Not that many cards in hand.
illegal-fod_not_in_castle = Not in Castle Dracula.
illegal-fod_not_in_combat = { $hunter } is not in this fight.
illegal-fod_not_nearest_hospital = { $hospital } is not among the nearest hospitals: { $nearest }.
illegal-fod_not_now = Not now: the table is at step { $step }.
illegal-fod_not_stuck = Dracula has a legal card to play; a forced move is only for when he has none.
illegal-fod_not_this_hunter = It is not { $hunter }'s turn.
illegal-fod_not_your_choice = { $seat } makes this choice.
illegal-fod_not_your_hunter = You do not play { $hunter }.
illegal-fod_nothing_to_search = There are no known encounters here to search.
illegal-fod_only_dracula = Only Dracula's player may do this.
illegal-fod_place_needed = Name the place Dracula moves to.
illegal-fod_power_on_trail = { $power } is already on the trail.
illegal-fod_power_not_at_sea = { $power } cannot be played at sea (a house rule of this game).
illegal-fod_power_takes_no_place = { $power } is played without a location card.
illegal-fod_rail_out_of_reach = The ticket does not reach { $to } by rail from { $origin }.
illegal-fod_roadblocked = A roadblock closes the road from { $origin } to { $to }.
illegal-fod_rumour_space = A rumour goes on a hideout with encounters, without a rumour, in spaces 1-3; space { $space } is not one.
illegal-fod_start_in_hunter_city = Dracula cannot start in { $place }: a hunter is there.
illegal-fod_storm_blocks = A storm rages in { $to }.
illegal-fod_ticket_limit =
    { $limit ->
        [one] A hunter holds at most { $limit } ticket.
       *[other] A hunter holds at most { $limit } tickets.
    }
illegal-fod_ticket_not_in_pool = No such ticket is left in the pool.
illegal-fod_ticket_only_by_rail = A ticket is spent only on a rail move.
illegal-fod_ticket_pool_empty = The ticket pool is empty.
illegal-fod_token_not_placeable = These tokens ({ $token }) do not go on the map.
illegal-fod_token_target = A { $token } token cannot go on { $at }.
illegal-fod_trade_events_or_items = Trade either events or items and tickets, not both.
illegal-fod_trade_needs_same_city = Trading needs both hunters in the same city.
illegal-fod_trade_with_self = A hunter cannot trade with himself.
illegal-fod_unknown_ally = { $ally } is not an ally of that side.
illegal-fod_unknown_encounter = { $encounter } is not an encounter card.
illegal-fod_unknown_place = There is no place { $place } on the map.
illegal-fod_wrong_draw_count =
    { $expected ->
        [one] Enter { $expected } card, not { $given }.
       *[other] Enter { $expected } cards, not { $given }.
    }
illegal-fod_wrong_ticket_count =
    { $expected ->
        [one] Enter { $expected } ticket, not { $given }.
       *[other] Enter { $expected } tickets, not { $given }.
    }
illegal-fod_zero_amount = Enter an amount other than zero.
event-fod_ally = { $side }: new ally { $ally }.
event-fod_ambush_chance = { $hunter } ended a move in { $place }; Dracula may ambush.
event-fod_ambushed = Dracula ambushes { $hunter } with { $encounter }: resolve it without its matured effect.
event-fod_bats_moved = Bats carried { $hunter } to { $place }.
event-fod_bats_stayed = Bats could carry { $hunter } nowhere; their token goes back to the pool.
event-fod_combat_avoided = Dracula avoids the combat in the fog of { $place }.
event-fod_combat_ended = The combat is over.
event-fod_combat_round =
    { $cards_played ->
        [one] Dracula has played { $cards_played } combat card.
       *[other] Dracula has played { $cards_played } combat cards.
    }
event-fod_combat_started = Combat ({ $half }) in { $place }.
event-fod_day_begins = Day { $round } begins.
event-fod_despair_added = A week has passed: despair token { $despair } is placed.
event-fod_dracula_damaged = Dracula takes { $amount } damage ({ $damage } of 15).
event-fod_dracula_event_discarded = { $hunter } drew a Dracula event by day: face down to the discard pile.
event-fod_dracula_event_gained = A Dracula event drawn at night goes to Dracula ({ $events } in hand).
event-fod_dracula_events_changed =
    { $events ->
        [one] Dracula now holds { $events } event.
       *[other] Dracula now holds { $events } events.
    }
event-fod_dracula_healed = Dracula heals { $amount } damage ({ $damage } of 15).
event-fod_dracula_hidden = Dracula's figure leaves the board.
event-fod_dracula_must_move = Dracula must move to a new place in his next phase.
event-fod_dracula_moved =
    { $forced ->
    [True] Dracula had no legal card: he places on space 1 the card of the place the table decided.
   *[other] Dracula places a card on space 1.
    }
event-fod_dracula_over_limit = Dracula holds more than four events ({ $events }): he discards down to four.
event-fod_dracula_phase = Dracula's phase.
event-fod_dracula_revealed = Dracula is revealed in { $place }!
event-fod_dracula_started = Dracula has chosen his start location.
event-fod_encounter_placed = An encounter is placed on space { $space }.
event-fod_encounters_drawn =
    { $count ->
    [one] Dracula draws { $count } encounter card.
   *[other] Dracula draws { $count } encounter cards.
    }
event-fod_encounters_reshuffled = The encounter discard pile is shuffled into a new deck.
event-fod_encounters_to_draw =
    { $count ->
    [one] Dracula must draw { $count } encounter card.
   *[other] Dracula must draw { $count } encounter cards.
    }
event-fod_fog_lifted = Fog lifts by one token in every city that has it.
event-fod_fury_of_dracula = The third despair token: the Fury of Dracula is in force.
event-fod_game_won =
    { $winner ->
        [dracula] Game over: Dracula won.
       *[hunters] Game over: the hunters won.
    }
event-fod_hand_changed =
    { $hunter } now holds { $items ->
        [one] { $items } item
       *[other] { $items } items
    } and { $events ->
        [one] { $events } event.
       *[other] { $events } events.
    }
event-fod_heavenly_host_removed = Dawn removes the heavenly host tokens.
event-fod_hideout_cleared =
    { $where ->
        [lair] The hideout in lair { $space } is cleared.
       *[trail] The hideout on trail space { $space } is cleared.
    }
event-fod_hideout_matured = The hideout leaving the trail matures.
event-fod_hideout_revealed =
    { $where ->
        [lair] The hideout in lair { $space } is revealed.
       *[trail] The hideout on trail space { $space } is revealed.
    }
event-fod_hospital_choice = { $hunter } goes to a hospital; a choice is needed.
event-fod_hunter_bitten = { $hunter } is bitten ({ $bites } of { $spaces }).
event-fod_hunter_damaged = { $hunter } takes { $amount } damage ({ $damage } of { $health }).
event-fod_hunter_defeated = { $hunter } is defeated!
event-fod_hunter_escaped = { $hunter } escapes from the fight.
event-fod_hunter_mesmerized = Mesmerize strikes { $hunter }.
event-fod_hunter_healed = { $hunter } heals { $amount } damage ({ $damage } of { $health }).
event-fod_hunter_moved = { $hunter } moves from { $origin } to { $to }.
event-fod_hunter_moved_by_rail = { $hunter } moves from { $origin } to { $to } by rail, spending the ticket { $ticket }.
event-fod_hunter_skips = { $hunter } takes no action ({ $reason }).
event-fod_hunter_to_hospital = { $hunter } wakes in the hospital of { $hospital }, with nothing.
event-fod_hunter_weakened = { $hunter } is weakened: one item and one event face up.
event-fod_influence = Dracula's influence is now { $influence } (change { $amount }: { $cause }).
event-fod_influence_won_this_round = Influence reaches { $influence }: Dracula wins when this combat round is over, unless the hunters' card defeats him in it.
event-fod_lair_made =
    { $encounters ->
        [one] Dracula makes lair { $lair } with { $encounters } encounter.
       *[other] Dracula makes lair { $lair } with { $encounters } encounters.
    }
event-fod_matured_effect = Resolve the matured effect of { $encounter }.
event-fod_night_begins = Night { $round } begins.
event-fod_no_ambush = Dracula lets { $hunter } pass.
event-fod_no_encounter_placed = No encounter is placed this turn ({ $reason }).
event-fod_roadblock_removed = A roadblock is removed from { $edge }.
event-fod_round_begins = Round { $round } begins.
event-fod_rumour_gained = Dracula gains a rumour token ({ $rumours } held).
event-fod_rumour_placed = Dracula puts a rumour token on space { $space }.
event-fod_rumour_returned = A rumour token returns to the pool.
event-fod_searched = { $hunter } searches and finds { $encounters }: resolve them without matured effects.
event-fod_special_action = { $hunter } takes a special action.
event-fod_storm_removed = The storm over { $sea } is removed.
event-fod_supplied =
    { $items ->
        [one] { $hunter } supplies: { $items } item, event from the { $deck_end ->
            [top] top
           *[bottom] bottom
        } of the deck.
       *[other] { $hunter } supplies: { $items } items, event from the { $deck_end ->
            [top] top
           *[bottom] bottom
        } of the deck.
    }
event-fod_ticket_reserved =
    { $count ->
        [one] { $hunter } reserves { $count } ticket.
       *[other] { $hunter } reserves { $count } tickets.
    }
event-fod_time_advanced = Time advances: { $weekday }, { $half }.
event-fod_token_placed = A { $token } token goes on { $at }.
event-fod_token_removed = A { $token } token is removed from { $at }.
event-fod_traded = { $hunter } and { $partner } trade.
event-fod_trail_slid = The trail slides one space along.
event-fod_vampire_fight = { $hunters } fights { $encounter } ({ $damage } damage on it); if it survives it goes back face up to its hideout.
event-fod_vampire_damaged = { $encounter } now has { $damage } damage.
event-fod_vampire_destroyed = { $encounter } is destroyed and discarded.
event-fod_vampire_returned =
    { $where ->
        [lair] { $encounter } survives and goes back face up to lair { $space } with { $damage } damage.
       *[trail] { $encounter } survives and goes back face up to trail space { $space } with { $damage } damage.
    }
event-fod_vampire_homeless = { $encounter } survives, but its hideout has left the trail: it is discarded.
event-fod_secret_started = You start in { $place }.
event-fod_secret_moved = You are now in { $place }.
event-fod_secret_encounters_drawn = You drew { $cards }.
event-fod_secret_encounter_placed = You placed { $encounter }.
event-fod_secret_hideout_matured = Your hideout { $cards } with { $encounters } left the trail.
event-fod_secret_lair_made = Your lair: { $cards } with { $encounters }.
event-fod_secret_hideout_cleared =
    { $where ->
        [lair] Your hideout { $cards } in lair { $space } is cleared.
       *[trail] Your hideout { $cards } on trail space { $space } is cleared.
    }
fod-setting-hunter_health = Hunters' health
fod-setting-hunter_bite_spaces = Hunters' bite spaces
fod-setting-hunter_item_limit = Item hand limits
fod-setting-hunter_event_limit = Event hand limits
fod-setting-feed_heal = Feed heals
fod-setting-dark_call_damage = Dark Call damage
fod-setting-dark_call_draw = Dark Call draws
fod-setting-wolf_form_damage = Wolf Form damage
fod-setting-wolf_form_roads = Wolf Form reach in roads
fod-setting-power_cards_face_up = Power cards lie face up
fod-setting-hospital_choice = Who picks the hospital on a tie
fod-setting-road_bordeaux_saragossa = Road Bordeaux-Saragossa
fod-setting-dracula_leaves_board = When a revealed Dracula leaves the board
fod-setting-lair_revealed_by_hunters = Hunters reveal lairs
fod-setting-ticket_mix = Ticket tokens
fod-setting-mixed_rail_value = Ticket value on mixed white and yellow routes
fod-setting-advanced_start_forbidden = Forbidden hunter start cities (advanced)
fod-setting-vampire_influence = Influence of matured vampires
fod-setting-vampire_clears_spaces = Trail spaces a matured vampire clears
fod-setting-consecrated_ground_forbidden = Where consecrated ground may not go
fod-setting-wolf_form_passes_blessed = Wolf Form passes through heavenly host and consecrated ground
fod-setting-stay_powers_at_sea = Hide, Feed and Dark Call at sea
fod-setting-bordeaux_sea = Bordeaux's sea
fod-setting-cornered_dracula = Dracula with no legal card
fod-setting-rumour_only_with_encounter = A rumour only after placing an encounter
fod-setting-hunter_health-note = From memory of the hunter sheets; one open-source program uses 11, 9, 8 and 9. Read your sheets.
fod-setting-hunter_bite_spaces-note = Van Helsing 2 and Mina 0 are in the Learn-to-Play; Godalming and Seward 1 each fit the four bite tokens.
fod-setting-hunter_item_limit-note = Most hunters hold 3 (Learn-to-Play); Seward's 4 comes from one program.
fod-setting-hunter_event_limit-note = Most hunters hold 3 (Learn-to-Play); Seward's 4 comes from one program.
fod-setting-feed_heal-note = The Learn-to-Play's summary of the power cards; whether they are limited to day or night is not known.
fod-setting-dark_call_damage-note = The Learn-to-Play's summary of the power cards.
fod-setting-dark_call_draw-note = The Learn-to-Play's summary of the power cards.
fod-setting-wolf_form_damage-note = The Learn-to-Play's summary of the power cards; FFG's FAQ confirms 1 damage.
fod-setting-wolf_form_roads-note = Up to two cities away by road.
fod-setting-wolf_form_passes_blessed-note = No source we could read says whether Wolf Form may pass through a city with heavenly host or consecrated ground on its way. Allowed by default.
fod-setting-stay_powers_at_sea-note = No source we could read says whether Dracula may play Hide, Feed or Dark Call while he is at sea. Allowed by default.
fod-setting-power_cards_face_up-note = Only Hide is said to share the location cards' back; the others are shown to the hunters by default.
fod-setting-hospital_choice-note = Who picks the hospital on a tie, or when no road leads to one (the British Isles, Cagliari).
fod-setting-road_bordeaux_saragossa-note = The Czech Learn-to-Play's own example (p. 7) says Paris and Saragossa reach Bordeaux by rail only; the board picture we checked shows a road. No road by default.
fod-setting-bordeaux_sea-note = The sea Bordeaux's port opens on: the Bay of Biscay in our map, the Atlantic Ocean in the Czech Learn-to-Play's example (p. 7).
fod-setting-dracula_leaves_board-note = The Learn-to-Play does not say when a revealed Dracula's figure leaves the board.
fod-setting-cornered_dracula-note = The Learn-to-Play does not say what happens when Dracula has no legal card. By default the table resolves it by the Rules Reference and records where he goes; the house rule lets him go to any free land place.
fod-setting-lair_revealed_by_hunters-note = Whether a hunter ending a move in a lair's city reveals the lair is not known.
fod-setting-ticket_mix-note = The 16 ticket tokens, from one program and pictures of the tokens.
fod-setting-mixed_rail_value-note = Which ticket value a route mixing white and yellow lines uses; the Learn-to-Play covers only all-white and all-yellow routes.
fod-setting-advanced_start_forbidden-note = Cities a hunter may not start in in the advanced game (the Rules Reference was not seen).
fod-setting-vampire_influence-note = The influence a matured vampire gives; FFG's FAQ says "the number printed on the card". Read your cards.
fod-setting-vampire_clears_spaces-note = The trail spaces a matured vampire clears, reported as spaces 4-6. Read your cards.
fod-setting-rumour_only_with_encounter-note = The Learn-to-Play (p. 15) ties a rumour to placing an encounter: no rumour in a Dracula phase in which he placed none, after a sea move say.
fod-setting-consecrated_ground_forbidden-note = Places consecrated ground may not be put on, from fan summaries.
fod-setting_value-dracula_chooses = Dracula chooses
fod-setting_value-hunters_choose = the hunter's player chooses
fod-setting_value-next_unrevealed_move = at his next move that does not reveal him
fod-setting_value-yellow = yellow value
fod-setting_value-white = white value
fod-setting_value-forbidden = not allowed
fod-setting_value-table_decides = the table decides by the Rules Reference
fod-setting_value-any_free_land_place = any free land place
fod-reason-defeated = defeated
fod-reason-at_sea_by_night = at sea at night
fod-reason-no_way = no way to go
fod-reason-sea = at sea
fod-reason-revealed = Dracula is revealed
fod-reason-power = power card
fod-reason-no_cards = no encounter cards
fod-reason-six_cards = six combat cards
fod-reason-hunters_out = every hunter is out
fod-reason-table = ended by the table
fod-reason-vampire_destroyed = the vampire is destroyed
fod-reason-damage = damage
fod-reason-bite = bite
fod-cause-fangs = Fangs
fod-cause-card = a card
fod-cause-defeat = Rage: a defeated hunter
fod-cause-rumour = rumour
fod-cause-rest = rest
fod-cause-sea = sea travel
fod-cause-castle = Castle Dracula
fod-cause-move = move
fod-cause-misdirect = Misdirect
fod-cause-vampire = a matured vampire
fod-cause-empty_lair = empty lair
fod-cause-dracula = Dracula's choice
-fod-place-AL = Alicante
fod-place-AL = { -fod-place-AL }
-fod-place-AM = Amsterdam
fod-place-AM = { -fod-place-AM }
-fod-place-AT = Athens
fod-place-AT = { -fod-place-AT }
-fod-place-BA = Barcelona
fod-place-BA = { -fod-place-BA }
-fod-place-BI = Bari
fod-place-BI = { -fod-place-BI }
-fod-place-BE = Belgrade
fod-place-BE = { -fod-place-BE }
-fod-place-BR = Berlin
fod-place-BR = { -fod-place-BR }
-fod-place-BO = Bordeaux
fod-place-BO = { -fod-place-BO }
-fod-place-BU = Brussels
fod-place-BU = { -fod-place-BU }
-fod-place-BC = Bucharest
fod-place-BC = { -fod-place-BC }
-fod-place-BD = Budapest
fod-place-BD = { -fod-place-BD }
-fod-place-CA = Cadiz
fod-place-CA = { -fod-place-CA }
-fod-place-CG = Cagliari
fod-place-CG = { -fod-place-CG }
-fod-place-CD = Castle Dracula
fod-place-CD = { -fod-place-CD }
-fod-place-CF = Clermont-Ferrand
fod-place-CF = { -fod-place-CF }
-fod-place-CO = Cologne
fod-place-CO = { -fod-place-CO }
-fod-place-CN = Constanta
fod-place-CN = { -fod-place-CN }
-fod-place-DU = Dublin
fod-place-DU = { -fod-place-DU }
-fod-place-ED = Edinburgh
fod-place-ED = { -fod-place-ED }
-fod-place-FL = Florence
fod-place-FL = { -fod-place-FL }
-fod-place-FR = Frankfurt
fod-place-FR = { -fod-place-FR }
-fod-place-GA = Galatz
fod-place-GA = { -fod-place-GA }
-fod-place-GW = Galway
fod-place-GW = { -fod-place-GW }
-fod-place-GE = Geneva
fod-place-GE = { -fod-place-GE }
-fod-place-GO = Genoa
fod-place-GO = { -fod-place-GO }
-fod-place-GR = Granada
fod-place-GR = { -fod-place-GR }
-fod-place-HA = Hamburg
fod-place-HA = { -fod-place-HA }
-fod-place-KL = Klausenburg
fod-place-KL = { -fod-place-KL }
-fod-place-LE = Le Havre
fod-place-LE = { -fod-place-LE }
-fod-place-LI = Leipzig
fod-place-LI = { -fod-place-LI }
-fod-place-LS = Lisbon
fod-place-LS = { -fod-place-LS }
-fod-place-LV = Liverpool
fod-place-LV = { -fod-place-LV }
-fod-place-LO = London
fod-place-LO = { -fod-place-LO }
-fod-place-MA = Madrid
fod-place-MA = { -fod-place-MA }
-fod-place-MN = Manchester
fod-place-MN = { -fod-place-MN }
-fod-place-MR = Marseilles
fod-place-MR = { -fod-place-MR }
-fod-place-MI = Milan
fod-place-MI = { -fod-place-MI }
-fod-place-MU = Munich
fod-place-MU = { -fod-place-MU }
-fod-place-NA = Nantes
fod-place-NA = { -fod-place-NA }
-fod-place-NP = Naples
fod-place-NP = { -fod-place-NP }
-fod-place-NU = Nuremburg
fod-place-NU = { -fod-place-NU }
-fod-place-PA = Paris
fod-place-PA = { -fod-place-PA }
-fod-place-PL = Plymouth
fod-place-PL = { -fod-place-PL }
-fod-place-PR = Prague
fod-place-PR = { -fod-place-PR }
-fod-place-RO = Rome
fod-place-RO = { -fod-place-RO }
-fod-place-SA = Salonica
fod-place-SA = { -fod-place-SA }
-fod-place-SN = Santander
fod-place-SN = { -fod-place-SN }
-fod-place-SR = Saragossa
fod-place-SR = { -fod-place-SR }
-fod-place-SJ = Sarajevo
fod-place-SJ = { -fod-place-SJ }
-fod-place-SO = Sofia
fod-place-SO = { -fod-place-SO }
-fod-place-ST = Strasbourg
fod-place-ST = { -fod-place-ST }
-fod-place-SW = Swansea
fod-place-SW = { -fod-place-SW }
-fod-place-SZ = Szeged
fod-place-SZ = { -fod-place-SZ }
-fod-place-TO = Toulouse
fod-place-TO = { -fod-place-TO }
-fod-place-VA = Valona
fod-place-VA = { -fod-place-VA }
-fod-place-VR = Varna
fod-place-VR = { -fod-place-VR }
-fod-place-VE = Venice
fod-place-VE = { -fod-place-VE }
-fod-place-VI = Vienna
fod-place-VI = { -fod-place-VI }
-fod-place-ZA = Zagreb
fod-place-ZA = { -fod-place-ZA }
-fod-place-ZU = Zurich
fod-place-ZU = { -fod-place-ZU }
-fod-place-AS = Adriatic Sea
fod-place-AS = { -fod-place-AS }
-fod-place-AO = Atlantic Ocean
fod-place-AO = { -fod-place-AO }
-fod-place-BB = Bay of Biscay
fod-place-BB = { -fod-place-BB }
-fod-place-BS = Black Sea
fod-place-BS = { -fod-place-BS }
-fod-place-EC = English Channel
fod-place-EC = { -fod-place-EC }
-fod-place-IO = Ionian Sea
fod-place-IO = { -fod-place-IO }
-fod-place-IR = Irish Sea
fod-place-IR = { -fod-place-IR }
-fod-place-MS = Mediterranean Sea
fod-place-MS = { -fod-place-MS }
-fod-place-NS = North Sea
fod-place-NS = { -fod-place-NS }
-fod-place-TS = Tyrrhenian Sea
fod-place-TS = { -fod-place-TS }
event-fod_over_hand_limit = { $hunter } holds { $items ->
        [one] { $items } item
       *[other] { $items } items
    } and { $events ->
        [one] { $events } event
       *[other] { $events } events
    }; the limit is { $item_limit } and { $event_limit }: discard down.
illegal-fod_hunters_choose_first = The hunters choose their combat cards first; then the app's Dracula plays his.
illegal-fod_dracula_plays_his_cards = Dracula's player plays his combat cards himself: only the app's Dracula waits for the hunters' cards.
illegal-fod_cards_already_chosen = The hunters' cards for this round are chosen: Dracula plays his now.
illegal-fod_combat_round_over = Round { $combat_round } of the fight is already played.
event-fod_combat_cards_chosen = The hunters have chosen their combat cards.
fod-action-reveal_combat = Hunters' combat cards chosen
event-fod_combat_card_played = Round { $cards_played }: Dracula plays { $combat_card }.
event-fod_combat_card_engaged = Round { $cards_played }: Dracula plays { $combat_card } against { $hunter }, the engaged hunter.
illegal-fod_combat_card_needed = The app's Dracula names the combat card he plays.
illegal-fod_unknown_combat_card = { $combat_card } is not one of Dracula's combat cards.
illegal-fod_combat_card_not_in_hand = { $combat_card } is not in the hand of the app's Dracula.
illegal-fod_combat_card_not_kept = Dracula's player keeps his combat cards on the table: the app records only that he played one.

## Dracula's event cards, and the app's Dracula playing them

fod-dracula_event-customs_search = Customs Search
fod-dracula_event-darkness_returns = Darkness Returns
fod-dracula_event-devilish_power = Devilish Power
fod-dracula_event-draculas_brides = Dracula's Brides
fod-dracula_event-enraged = Enraged
fod-dracula_event-false_tip = False Tip
fod-dracula_event-great_wolf = Great Wolf
fod-dracula_event-hidden_schemes = Hidden Schemes
fod-dracula_event-immanuel_hildesheim = Immanuel Hildesheim
fod-dracula_event-nocturnal_visit = Nocturnal Visit
fod-dracula_event-roadblock = Roadblock
fod-dracula_event-seduction = Seduction
fod-dracula_event-sensationalist_press = Sensationalist Press
fod-dracula_event-summon_storms = Summon Storms
fod-dracula_event-unearthly_swiftness = Unearthly Swiftness
fod-dracula_event-vampiric_influence = Vampiric Influence
fod-dracula_event-wild_horses = Wild Horses
fod-action-dracula_event = Dracula's event card
fod-action-reveal_trail = Turn a trail card face up
illegal-fod_app_dracula_events_by_title = The app's Dracula holds his event cards by title: they come to him only from a hunter's supply at night, and he plays or discards them himself.
illegal-fod_dracula_event_title_needed = The app's Dracula takes this card: choose which Dracula event it is.
illegal-fod_dracula_event_title_unwanted = Only a Dracula event drawn at night for the app's Dracula is entered by its title.
illegal-fod_unknown_dracula_event = { $card } is not one of Dracula's event cards.
illegal-fod_dracula_events_by_hand = Dracula's player plays his event cards at the table; the app only counts them.
illegal-fod_dracula_event_not_held = Dracula does not hold that event card.
illegal-fod_dracula_events_within_limit = Dracula's event cards are within his hand limit: he discards none.
illegal-fod_dracula_has_ally = Dracula already has an ally in play ({ $ally }).
illegal-fod_dracula_event_kept = The app's Dracula keeps { $dracula_event } and never plays it (house rule "When the app's Dracula plays his events").
illegal-fod_dracula_event_not_now = The app's Dracula does not play { $dracula_event } now (house rule "When the app's Dracula plays his events").
illegal-fod_dracula_turns_own_cards = Dracula's player turns his own trail cards face up.
illegal-fod_reveal_space_or_place = Name either a trail space or a place.
illegal-fod_no_such_trail_space = The trail has no space { $space }.
illegal-fod_trail_space_empty = Trail space { $space } is empty.
illegal-fod_trail_space_face_up = The card on trail space { $space } is already face up.
event-fod_app_event_played = Dracula plays the event { $dracula_event } ({ $events } left in his hand).
event-fod_app_ally_played = Dracula plays { $dracula_event } as his ally ({ $events } events left in his hand).
event-fod_app_event_discarded = Dracula discards an event card face down ({ $events } left in his hand).
event-fod_secret_event_discarded = You discard { $dracula_event } face down.
event-fod_trail_card_revealed = Trail space { $space } is turned face up: { $cards }.
event-fod_not_on_trail = { $place } is not on Dracula's trail.
fod-setting-dracula_event_timing = When the app's Dracula plays his events
fod-setting-dracula_event_timing-note = What the cards do is printed on them and is not in our rules material, so these times are guesses from the titles. Set each as the top of your card says: at the start of his phase (before he moves), as soon as it is drawn, or never (a card played in answer to the hunters, which the app cannot time: he keeps it and discards it when his hand is over its limit).
fod-setting_value-dracula_phase = at the start of his phase
fod-setting_value-drawn = as soon as it is drawn
fod-setting_value-kept = never: he keeps it
illegal-fod_app_plays_his_allies = The app's Dracula plays his allies himself; the table may only discard his ally.
