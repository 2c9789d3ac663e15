kind-fury_of_dracula = Fury of Dracula
fod-setup-board = Put the board where everyone can reach it; Dracula sits on the side with the trail.
fod-setup-tracks = Influence marker on 0; time marker on the yellow Monday day space.
fod-setup-dracula_player = { $player } plays Dracula: Dracula's sheet, figure and reference map.
fod-setup-app_dracula = The app plays Dracula: his figure stands by the board until he is revealed.
fod-setup-app_dracula_decks = Dracula's location, encounter and combat cards lie by the trail as markers: the app keeps his real ones and tells you which to lay, turn and resolve.
fod-setup-app_dracula_start = Last, the app chooses Dracula's start location and tells you which card to lay.
fod-setup-hunter_player = { $player } plays { $hunters }: their sheets and figures.
fod-setup-hunter_player_one = { $player } plays { $hunter }: the hunter's sheet and figure.
fod-setup-hunter_decks = Shuffle the item deck; shuffle the hunter and Dracula events together into one event deck; sort the hunters' combat cards into three piles.
fod-setup-dracula_decks = Dracula shuffles his encounter and combat decks; his location deck is sorted by card number, not shuffled.
fod-setup-power_cards = Advanced rules: the five power cards go into Dracula's location deck.
fod-setup-tokens = Ticket tokens face down and shuffled in the pool; the other tokens in piles by kind.
fod-setup-encounters_app = The app deals Dracula's five encounter cards: he takes from the deck the cards his device shows.
fod-setup-encounters_physical = Dracula draws five encounter cards and enters them on his device.
fod-setup-hunter_start = { $hunter } starts in { $place }.
fod-setup-rumour_and_lairs = Advanced rules: Dracula takes one rumour token; the three lair spaces are in use.
fod-setup-check_house_rules = Check the values marked unverified (hunters' health and bites, hand limits, power costs…) against your copy in the house rules.
fod-setup-dracula_start = Last, Dracula chooses his start location in secret on his device.
fod-new-title = New game: Fury of Dracula
fod-new-players = Players
fod-new-name_label = Player { $number }
fod-new-decided-random = Drawn by the app
fod-new-decided-chosen = As the table chose
fod-new-dracula_player = Who plays Dracula
fod-new-drawn_dracula = Drawn: { $name } plays Dracula.
fod-new-starts = Hunters' start cities
fod-new-starts-rulebook = Rulebook
fod-new-starts-random = Drawn
fod-new-starts-chosen = Chosen
fod-new-rules = Rules
fod-new-encounters = Dracula's encounter cards are dealt by
fod-new-encounters-app = the app
fod-new-encounters-physical = the real deck
fod-new-reshuffle = Draw again
fod-new-checklist = Setting up the table
fod-new-checklist_intro = Tick each step as the table does it.
fod-new-checklist_waits = Every player needs a different name first.
fod-new-start = Start the game
fod-new-print = Print the aids
fod-new-problem = This setup does not fit: { $problem }
fod-play-time = Round { $round } · week { $week } · { $weekday }, { $half }
fod-play-hunter_turn =
    { $step ->
        [night_action] Night
       *[day_action] Day
    } – { $hunter }'s turn
fod-play-tracks = Tracks
fod-play-influence_up = Influence +1
fod-play-influence_down = Influence −1
fod-play-dracula_hurt = Dracula takes 1 damage
fod-play-dracula_heal = Dracula heals 1 damage
fod-play-last_change = Last change: { $change } ({ $cause }), { $player }'s record
fod-play-despair = Despair: { $despair } / { $limit }
fod-play-fury = the Fury of Dracula is in force
fod-play-dracula_revealed = Dracula is revealed in { $place }.
fod-play-dracula_hidden = Dracula is hidden.
fod-play-dracula_event_up = Dracula gains an event
fod-play-dracula_event_down = Dracula plays or discards an event
fod-play-rumours_held =
    { $count ->
    [one] Dracula holds { $count } rumour token.
   *[other] Dracula holds { $count } rumour tokens.
    }
fod-play-no_ally = none
fod-play-hunters = Hunters
fod-play-in_hospital = in the hospital of { $city }
fod-play-defeated_waits = Defeated: to a hospital at dawn
fod-play-bats_on = under a Bats token
fod-play-damage_of = Damage { $damage } / { $health }
fod-play-bites_of = Bites { $bites } / { $spaces }
fod-play-items_of = Items { $items } / { $limit }
fod-play-events_of = Events { $events } / { $limit }
fod-play-tickets =
    { $count ->
    [one] { $count } ticket
   *[other] { $count } tickets
    }
fod-play-hold_for_tickets = Hold to see the tickets (hunters only)
fod-play-less = Less: { $what }
fod-play-more = More: { $what }
fod-play-hunter_less = { $hunter }: one less – { $what }
fod-play-hunter_more = { $hunter }: one more – { $what }
fod-play-empty_space = empty
fod-play-face-land = land card
fod-play-face-sea = sea card
fod-play-face-castle = Castle Dracula
fod-play-encounters_count =
    { $count ->
    [one] { $count } encounter card
   *[other] { $count } encounter cards
    }
fod-play-survivor = Face up: { $encounter }, { $damage } damage
fod-play-undo_blocked = { $action } cannot be undone any more: a later action depends on it ({ $later }).
fod-play-rumour_here = Rumour token
fod-play-no_lairs = No lairs.
fod-play-tokens = Tokens on the map
fod-play-no_tokens = No tokens on the map.
fod-play-token_at = { $token } token: { $at }
fod-play-remove_token = Remove { $token }
fod-play-bats_left =
    { $count ->
    [one] { $count } Bats token in the pool
   *[other] { $count } Bats tokens in the pool
    }
fod-play-other_device = { $hunter } acts on { $player }'s device.
fod-play-host_plays = { $hunter } is played by { $player } on the table's device.
fod-play-choose_hospital = Choose the hospital:
fod-play-hospital_for = { $hunter } → { $city }
fod-play-hospital_other_device = { $hunter }'s hospital is chosen on { $player }'s device.
fod-play-hospital_host_plays = { $player } chooses { $hunter }'s hospital on the table's device.
fod-play-hospital_by_dracula = { $player } chooses { $hunter }'s hospital on Dracula's device.
fod-play-do-move = Move
fod-play-do-supply = Supply
fod-play-do-trade = Trade
fod-play-do-reserve_ticket = Reserve ticket
fod-play-do-rest = Rest
fod-play-do-search = Search
fod-play-do-special = Play an event
fod-play-do-ability = Use a sheet ability
fod-play-do-pass = Pass: no way to go
fod-play-ability_question = Use a sheet ability as { $hunter }'s action? The action is spent at once.
fod-play-ability_confirm = Use the ability
fod-play-not_now = Not possible now:
fod-play-refused = { $action }: { $reason }
fod-play-move_title = Where does { $hunter } go?
fod-play-by_ticket = By rail with ticket { $number }
fod-play-by_ticket_value = By rail with ticket { $number } ({ $value })
fod-play-supply_title = Supply
fod-play-supply_question = Which symbol has the event card drawn?
fod-play-event_symbol-hunter = Hunter symbol
fod-play-event_symbol-dracula = Dracula symbol
fod-play-trade_title = { $hunter } trades
fod-play-trade_partner = With
fod-play-trade-items_given = Items given
fod-play-trade-items_taken = Items taken
fod-play-trade-events_given = Events given
fod-play-trade-events_taken = Events taken
fod-play-give_ticket = Give ticket { $number }
fod-play-take_ticket = Take the partner's ticket { $number }
fod-play-ticket_title = { $hunter } reserves a ticket
fod-play-ticket_by_app = Let the app draw
fod-play-ticket_at_table = Or enter the tickets drawn from the pool at the table:
fod-play-ticket_drawn = Ticket { $number }
fod-play-ticket_enter = Enter the drawn tickets
fod-play-number_needed = Enter whole numbers.
fod-play-ticket_missing = { $count ->
    [one] Choose the ticket drawn.
   *[other] Choose all { $count } tickets drawn.
}
fod-play-combat_title = Combat ({ $half }) in { $place }
fod-play-against_vampire = against a vampire
fod-play-vampire_title = Against { $encounter } in { $place }
fod-play-vampire_damage = { $encounter }: { $damage } damage
fod-play-vampire_damage_what = damage on the vampire
fod-play-fangs_which = Against which mesmerized hunter?
fod-play-fights_waiting =
    { $count ->
    [one] { $count } more vampire waits to be fought.
   *[other] { $count } more vampires wait to be fought.
    }
fod-play-combat_cards = Dracula's combat cards played: { $count } of { $limit }
fod-play-fighter-in = fighting
fod-play-fighter-escaped = escaped
fod-play-fighter-bitten = bitten, out of the fight
fod-play-fighter-defeated = defeated
fod-play-fighter-mesmerized = mesmerized
fod-play-combat_hint = Damage and bites go on the hunters' cards; Dracula's damage on the tracks.
fod-play-token_kind = Which token?
fod-play-type_place = Type a place
fod-play-roadblock_where = Which road or railway of { $city }?
fod-play-which_hunter = Hunter
fod-play-discard_ally = No ally
fod-play-full_history = Everything
fod-play-history_empty = Nothing has happened yet.
fod-play-print = Print the aids
fod-play-results = Results
fod-play-menu = More
fod-seat-menu = This device plays…
fod-seat-title = Who plays on this device?
fod-seat-intro = Dracula's secrets show only on the device that takes his seat. The table shows what everybody may see.
fod-seat-table_note = Everything public; acts for every hunter
fod-seat-play_as = Play as { $name }
fod-seat-dracula_role = Dracula: his trail and cards, secret
fod-seat-held_elsewhere = { $role } · held by another device, which loses it
fod-seat-held_by_other = { $role } · another device plays it; the host can free it
fod-seat-join_to_take = { $role } · to play it, join with the table's code
fod-seat-watch_note = Everything public, to watch
fod-seat-leave_title = Give up your seat?
fod-seat-leave_question = This device stops playing { $name }. To play again, join with the table's code.
fod-seat-leave_confirm = Give up the seat
fod-dracula-title = Dracula · { $name }
fod-dracula-you_are_in = You are in { $place }.
fod-dracula-pick_start = Pick your start location: type to find it, or choose below.
fod-dracula-ambush_with = Ambush with { $encounter }
fod-dracula-combat_at_table = A combat is being fought at the table.
fod-dracula-bats_nowhere = Nowhere to go: return the token
fod-dracula-remove_roadblock = roadblock { $edge }
fod-dracula-remove_storm = storm over { $sea }
fod-dracula-remove_nothing = Nothing to remove
fod-dracula-rumour_on = Rumour on space { $space }
fod-dracula-hunters_act = The hunters are acting.
fod-dracula-drawn_count = Drawn: { $count } of { $wanted }
fod-dracula-leaving = Leaving the trail: { $cards }
fod-dracula-resolve = Resolve the matured effect of { $encounter }
fod-dracula-or_lair = Or make it a lair, adding:
fod-dracula-forced-table_decides = Record where the table puts you:
fod-dracula-forced-any_free_land_place = Choose the free land place you go to:
fod-dracula-misdirect = Misdirect first?
fod-dracula-no_misdirect = No
fod-dracula-misdirect_space = Clear space { $space }
fod-dracula-card_kind = Card to play
fod-dracula-location_card = Location card
fod-dracula-stay = { $power }: stay where you are
fod-dracula-costs = { $damage } damage
fod-dracula-heals = heals { $amount }
fod-dracula-reveals = Reveals you: a hunter is there
fod-dracula-your_trail = Your trail
fod-dracula-leaving_title = Leaving the trail
fod-dracula-card_number = { $name } ({ $number })
fod-dracula-seen_by_hunters = face up
fod-dracula-hide_linked = Hide stands for { $place }
fod-dracula-encounters_here = Encounters: { $encounters }
fod-dracula-no_cards = No encounter cards in hand.
fod-dracula-deck_left =
    { $count ->
    [one] { $count } card left in the encounter deck
   *[other] { $count } cards left in the encounter deck
    }
fod-dracula-powers_available = Power cards available: { $powers }
fod-results-title = Results
fod-results-back = Back to the game
fod-results-tracks = Final tracks
fod-results-line-influence = Influence: { $value } / 13
fod-results-line-dracula_damage = Dracula's damage: { $value } / 15
fod-results-line-despair = Despair tokens: { $value }
fod-results-line-rounds = Rounds: { $value }
fod-results-players = Players
fod-results-won = won
fod-results-lost = lost
fod-rules-tickets_help = White/yellow×copies, - for no yellow: 3/2×4, 1/-×3
fod-rules-numbers_help = Trail spaces separated by commas: 4, 5, 6
fod-rules-places_help = Place codes separated by commas; now: { $names }
fod-play-ally_hunters = Hunters' ally: { $ally }
fod-play-ally_dracula = Dracula's ally: { $ally }
fod-results-so_far = The tracks so far
fod-new-start_of = { $hunter }: { $place }
fod-play-dracula_encounters = Dracula's encounter cards: { $count }
fod-play-dracula_events = Dracula's events: { $events } / { $limit }
fod-play-weakened = weakened
fod-play-token_where = Where does the { $token } token go?
fod-new-played_by = Dracula is played by
fod-new-played_by-player = a player
fod-new-played_by-app = the app
fod-new-strength = How well the app plays Dracula
fod-new-strength-easy = Easy
fod-new-strength-normal = Normal
fod-new-strength-hard = Hard
fod-new-strength-easy-note = An easy Count: for a first game.
fod-new-strength-normal-note = A Count who plays well.
fod-new-strength-hard-note = The Count at his strongest.
fod-new-app_players = Every player is a hunter: one to four players, on this tablet or their phones. The app keeps Dracula's cards and tells the table what to do with the pieces.
fod-new-app_seat_name = Dracula (the app)
fod-do-title = Do this at the table
fod-play-table_screen = This is the table's screen: it shows the app's steps for Dracula and the board. The hunters play on their phones.
fod-do-done = Done
fod-do-start = Lay a face-down land card on trail space 1: Dracula's start location.
fod-do-lay_card =
    { $back ->
        [sea] Slide the trail cards one space along and lay a face-down sea card on trail space 1.
        [castle] Slide the trail cards one space along and lay Castle Dracula's card face down on trail space 1.
       *[land] Slide the trail cards one space along and lay a face-down land card on trail space 1.
    }
fod-do-misdirect = Put the { $power } power card in the emptied trail space { $space }.
fod-do-lay_power = Put the { $power } power card face up on trail space 1.
fod-do-clear =
    { $where ->
        [lair] Clear lair { $space }: its cards go back.
       *[trail] Clear trail space { $space }: its cards go back.
    }
fod-do-revealed = Dracula is revealed in { $place }: put his figure there and turn his card of { $place } face up.
fod-do-hidden = Dracula is hidden again: take his figure off the map.
fod-do-turn_card =
    { $where ->
        [lair] Turn Dracula's card in lair { $space } face up: { $cards }.
       *[trail] Turn Dracula's card on trail space { $space } face up: { $cards }.
    }
fod-do-turn_encounters =
    { $where ->
        [lair] Turn the encounter cards in lair { $space } face up: { $encounters }.
       *[trail] Turn the encounter cards on trail space { $space } face up: { $encounters }.
    }
fod-do-search_found = { $hunter } finds { $encounter }: take { $encounter } from the encounter cards and resolve it without its matured effect.
fod-do-vampire_fight = Fight: { $hunters } against { $encounter } ({ $damage } damage on it). Lay its card face up beside the board.
fod-do-vampire_discarded = { $encounter } is out of the fight for good: put its card on the encounter discard pile.
fod-do-vampire_returned =
    { $where ->
        [lair] { $encounter } survives: put its card back face up in lair { $space }, with { $damage } damage on it.
       *[trail] { $encounter } survives: put its card back face up on trail space { $space }, with { $damage } damage on it.
    }
fod-do-encounter = Lay a face-down encounter card on trail space { $space }.
fod-do-lair =
    { $count ->
        [one] Move the card leaving trail space 6 to lair { $lair }, with its face-down encounter card.
       *[other] Move the card leaving trail space 6 to lair { $lair }, with its { $count } face-down encounter cards.
    }
fod-do-matured =
    { $count ->
        [0] Take the card leaving trail space 6 off the trail; its encounter cards go to the discard pile unseen.
       *[other] The card leaving trail space 6 matures: { $encounters }. Take it off the trail.
    }
fod-do-matured_effect = Take { $encounter } from the encounter cards and resolve its matured effect.
fod-do-ambush = Dracula ambushes { $hunter }: take { $encounter } from the encounter cards and resolve it without its matured effect.
fod-do-rumour = Put a rumour token on trail space { $space }.
fod-do-combat_card = Round { $round }: Dracula plays { $combat_card }. Take { $combat_card } from his combat cards, turn it face up beside the hunters' cards and resolve the round.
fod-do-combat_card_engaged = Round { $round }: Dracula plays { $combat_card } against { $hunter }, the engaged hunter: only { $hunter }'s card can cancel it. Take { $combat_card } from his combat cards, turn it face up beside the hunters' cards and resolve the round.
fod-play-reveal_combat = Our cards are chosen: Dracula's card
fod-play-reveal_hint = Each hunter in the fight chooses a card face down; then ask for Dracula's.
fod-do-dracula_event = Dracula plays { $dracula_event }: take { $dracula_event } from the event cards, read it aloud and resolve it as it says.
fod-do-dracula_ally = Dracula plays { $dracula_event } as his ally: take { $dracula_event } from the event cards, read it aloud and lay it face up in Dracula's area.
fod-do-discard_event = Dracula discards an event card: put one of his face-down event cards on the event discard pile, face down.
fod-play-dracula_event_question = Dracula symbol, drawn at night: the app's Dracula takes it. Which card is it?
fod-play-dracula_event_hint = Then lay it face down beside the board with Dracula's event cards. The app keeps which card it is and shows it to nobody.
fod-play-reveal_trail_title = A card turns Dracula's trail card face up
fod-play-reveal_trail_help = For a hunter's event card that reveals Dracula's trail: name the trail space or the place the card says, and the app says what is there.
fod-play-reveal_space = Trail space
fod-play-reveal_place = Place
fod-play-reveal_by_space = Turn trail space { $space } face up
fod-play-reveal_by_place = Is it on the trail?
