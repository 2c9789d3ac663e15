pd-new-title = New game: Paper Dungeons
pd-new-players = Players
pd-new-name_label = Name of player { $number }
pd-new-solo_note = Solo game: Vanishing Gems are always on, missions score by the round they are done in, and there is no reward for the strongest.
pd-new-variant = Variant
pd-new-variant-normal = Normal
pd-new-variant-vanishing = Vanishing Gems
pd-new-variant-campaign = Campaign
pd-new-campaign = Campaign
pd-new-campaign_game = Game { $number }: dungeon card { $letter }
pd-new-dungeon = Dungeon card
pd-new-dungeon_from_data = { $letter } (game data, unverified)
pd-new-dungeon_saved = { $letter } (entered here)
pd-new-draw_card = Draw a dungeon card
pd-new-card_missing = Dungeon card { $letter } is not entered yet: draw it first.
pd-new-villains = Villains
pd-new-villain = Villain { $number }
pd-new-villain_manual = Results typed at the table
pd-new-enter_villain = Enter a villain card
pd-new-missions = Missions
pd-new-missions-random = Random
pd-new-missions-chosen = As drawn
pd-new-missions-none = None
pd-new-mission = Mission { $number }
pd-new-cards = Power and Objective cards
pd-new-cards-dealt = Dealt by the app
pd-new-cards-table = As drawn at the table
pd-new-reshuffle = Shuffle again
pd-new-power = Power
pd-new-objective = Objective
pd-new-training = Training
pd-new-veteran = Veteran: the two heroes one level higher
pd-new-start = Start the game
pd-new-print = Print prepared sheets
pd-new-problem = The game cannot start: { $problem }
pd-card-title = Draw dungeon card
pd-card-letter = Letter of the card
pd-card-mode-walls = Walls
pd-card-mode-circle = Circle { $number }
pd-card-help_walls = Tap a room, then a neighbouring room: the wall between them appears or disappears.
pd-card-help_circle = Tap the room of villain { $number }'s circle.
pd-card-saved = Dungeon card { $letter } saved.
pd-card-room = Room { $room }
pd-villain-title = Villain card
pd-villain-name = Name
pd-villain-weakness = Weakness
pd-villain-range = Range { $number }
pd-villain-from = From strength
pd-villain-glory = Glory
pd-villain-wounds = Wounds
pd-villain-flee = Glory when fleeing
pd-villain-reward = Reward for the strongest
pd-villain-reward_amount = Amount
pd-villain-gems = Gem letters (Vanishing Gems)
pd-villain-gem = Gem { $letter }
pd-villain-saved = Villain { $name } saved.
pd-villain-number_needed = Fill in every number.
pd-villain-name_needed = Enter the villain's name.
pd-villain-ranges_rise = Each range must start at a higher strength than the one before.
pd-villain-not_negative = Strength, wounds and amounts cannot be negative.
pd-sheet-round = Round { $round } of 8
pd-sheet-phase-roll = Roll the dice.
pd-sheet-phase-actions =
    { $count ->
    [one] Pick a die: { $count } action left.
   *[other] Pick a die: { $count } actions left.
    }
pd-sheet-phase-done = Your three actions are done: end the round when everybody is ready.
pd-sheet-phase-finished = The game is over.
pd-sheet-pick_die_first = Pick a die first.
pd-sheet-roll = Roll
pd-sheet-enter_dice = Enter dice
pd-sheet-enter_dice_title = Dice as they lie on the table
pd-sheet-white_die = White die { $number }
pd-sheet-black_die = Black die { $number }
pd-sheet-end_round = End round
pd-sheet-brew = Brew potions
pd-sheet-fled = The party fled
pd-sheet-fight_wounds = Wounds
pd-sheet-record = Record the fight
pd-sheet-history = What happened
pd-sheet-history_empty = Nothing yet.
pd-sheet-round_summary = End of round { $round }
pd-sheet-results = Final score
pd-sheet-house_rules = House rules
pd-sheet-number_needed = Enter whole numbers.
pd-sheet-power_glory = Glory of the Power card
pd-sheet-manual = Apply an effect by hand
pd-screen-level_box = { $hero }, level { $level }
pd-screen-training = Training: levels up with a { $colour } die
pd-screen-training_note = The little die beside a hero is the colour their training asks for: W white, B black.
pd-screen-potion_box = Potion { $number }
pd-screen-potion_bonus = After potion { $number }: { $bonus }
pd-screen-artifact_half = { $name }: half { $half }
pd-screen-villain_column = Villain { $villain }: glory of the fight
pd-screen-health = { $health } of 24
pd-screen-wounds =
    { $free ->
    [0] { $wounds } on the track
    [one] { $wounds } on the track · potions soak { $free } more
   *[other] { $wounds } on the track · potions soak { $free } more
    }
pd-screen-bonus_gems =
    { $count ->
    [one] + { $count } bonus gem
   *[other] + { $count } bonus gems
    }
pd-screen-minions_drawn =
    { $count ->
    [0] No minion defeated yet
    [one] { $count } minion defeated
   *[other] { $count } minions defeated
    }
pd-screen-gem_none = gem { $letter }
pd-screen-gem_circled = gem { $letter } circled
pd-screen-gem_crossed = gem { $letter } crossed out
pd-screen-round_drawn = Round { $round }: { $numbers }
pd-screen-total = { $glory } glory
pd-screen-bar = Dice and actions
pd-screen-seat_done = done
pd-screen-die_picked = Die { $number }: tap a lit box or room (a room builds a route), or brew potions.
pd-screen-die_used = This die is already used this round.
pd-screen-die_skull = A skull cannot be used for an action.
pd-route-walk = Walk
pd-route-back = One room back
pd-route-cancel = Put the die back
pd-route-summary = { $rooms }: { $effects }. Tap the last room again, or Walk.
pd-route-wounds =
    { $count ->
    [0] no wound
    [one] { $count } wound
   *[other] { $count } wounds
    }
pd-route-minions =
    { $count ->
    [one] { $count } minion
   *[other] { $count } minions
    }
pd-route-gem = gem { $letter }
pd-route-potions =
    { $count ->
    [one] +{ $count } potion
   *[other] +{ $count } potions
    }
pd-route-levels =
    { $count ->
    [one] +{ $count } level
   *[other] +{ $count } levels
    }
pd-route-halves =
    { $count ->
    [one] +{ $count } artifact half
   *[other] +{ $count } artifact halves
    }
pd-route-villain = villain { $villain }'s room
pd-fight-open = Enter the fight
pd-fight-prompt = Fight against villain { $villain }: enter its result.
pd-fight-waiting = The other parties enter their fights.
pd-fight-villain = Villain { $number }
pd-fight-title = { $villain }: { $name }'s fight
pd-fight-levels = Heroes { $levels } = { $health }
pd-fight-bonus = { $what }: { $bonus }
pd-fight-berserker = Berserker
pd-fight-weak_hero = Villain's weakness
pd-fight-weak_option = { $hero } (level { $level })
pd-fight-total = The party's strength: { $total } (the { $hero } counts twice: +{ $level })
pd-fight-total_unknown = The party's strength: { $total } + the level of the hero the villain is weak against
pd-fight-not_visited = The party never reached the villain's room ({ $room }): it flees.
pd-fight-glory = Glory
pd-fight-glory_when_fled = Zero or less
pd-fight-glory_help = When the party flees, enter the flee glory from the villain's card.
pd-fight-recorded = { $name }'s fight
pd-bonus-open = Choose the bonus
pd-bonus-prompt = A villain's reward waits for your choice.
pd-choice-level_up_any = { $cause }: level up which hero?
pd-choice-half_artifact_any = { $cause }: half of which artifact?
pd-choice-hero = { $hero }: level { $level } → { $next }
pd-choice-artifact = { $number }. { $name } ({ $halves } of 2 halves) — { $effect }
pd-artifact_effect-villain_strength_bonus = more strength against villains
pd-artifact_effect-cross_blocked_edge = crosses a wall or water
pd-artifact_effect-unknown = its effect is applied by hand
pd-keypad-help = Tap the faces as the dice show them; tap an entered die to empty it. The sixth die enters the roll.
pd-keypad-colour_full = All three { $colour } dice are entered: tap one to empty it first.
pd-keypad-key = { $colour } die: { $symbol }
pd-room-entrance = entrance
pd-room-trap = trap
pd-room-minion = minion ({ $hero }, level { $level })
pd-room-defeated = { $what } defeated
pd-room-gem = gem { $letter }
pd-room-treasure-potion =
    { $count ->
    [one] { $count } potion
   *[other] { $count } potions
    }
pd-room-treasure-level_up = level up a hero
pd-room-treasure-half_artifact = half of an artifact
pd-room-taken = { $what } taken
pd-room-teleport = teleport to { $room }
pd-room-villain = villain { $villain }'s circle
pd-room-explored = explored
pd-room-here = the party is here
pd-room-empty = nothing printed
pd-action-pd-roll = { $seat } rolls the dice
pd-action-pd-roll_entered = { $seat } enters the dice rolled at the table
pd-action-pd-level_up = { $seat } levels up a hero
pd-action-pd-craft = { $seat } crafts half an artifact
pd-action-pd-brew = { $seat } brews potions
pd-action-pd-move = { $seat } moves
pd-action-pd-end_round = { $seat } ends the round
pd-action-pd-record_fight = { $seat } enters a villain fight
pd-action-pd-choose_bonus = { $seat } chooses a bonus
pd-action-pd-power_glory = { $seat } sets the Power's glory
pd-action-pd-minion_bonus = { $seat } sets a minion-fight bonus
pd-action-pd-manual = { $seat } applies an effect by hand
pd-manual-level_up = Level up a hero
pd-manual-potions = Potions
pd-manual-half_artifact = Half an artifact
pd-manual-gem = Gems
pd-manual-glory = Glory on a score line
pd-manual-wounds = Wounds
pd-manual-target = Hero, artifact number or score line
pd-manual-amount = How many
pd-manual-note = What for (e.g. the card)
pd-manual-help = Hero: warrior, wizard, cleric or rogue. Score line: e.g. artifacts or cards.
pd-results-title = Final score
pd-results-not_finished = The game is not over yet: these are the scores so far.
pd-results-place = { $place }.
pd-results-total = Total
pd-results-winner = Won by { $names }
pd-results-leaders =
    { $count ->
        [one] { $names } leads
       *[other] { $names } lead
    }
pd-results-solo_score =
    { $total ->
        [one] { $name }'s score: { $total } point
       *[other] { $name }'s score: { $total } points
    }
pd-results-objective = Objective: { $value } → tier { $tier }
pd-results-power_glory = Glory of { $name }'s Power card
pd-results-back = Back to the sheet
pd-results-print = Print this sheet
pd-line-monster_1 = Monster 1
pd-line-monster_2 = Monster 2
pd-line-monster_3 = Monster 3
pd-line-heroes = Heroes
pd-line-artifacts = Artifacts
pd-line-gems = Gems
pd-line-minions = Minions
pd-line-damage = Damage
pd-line-resurrect = Resurrect
pd-line-cards = Cards
pd-line-missions = Missions
pd-line-total = Total
pd-card-letter_needed = Give the card its letter.
pd-card-circles_needed = Place all three villain circles.
pd-info-power = Power: { $name }
pd-info-objective = Objective: { $name } — now { $value }
pd-info-missions = Missions
pd-info-mission_open = { $name }
pd-info-mission_done = { $name } — done in round { $round }
pd-info-mission_gone = { $name } — taken by others
pd-info-villains = Villains: { $names }
pd-info-no_missions = No missions in this game.
pd-die-label = Die { $index }: { $colour } { $symbol } { $number }
pd-die-used = { $label } (used)
pd-die-blank = Die { $index }: { $colour }
pd-sheet-round_seat = Round { $round } of 8 · { $name }
pd-undo-with_later_title = Undo the later actions too?
pd-undo-with_later = “{ $action }” cannot be undone alone. These later actions depend on it and are undone with it:
pd-undo-redo_brings_back = Redo brings them back one by one.
pd-undo-redo_elsewhere = Redo brings the others back here, one by one. The actions of players on their own devices ({ $players }) are redone there.
pd-undo-all = Undo all { $count }
pd-undo-host_needed = “{ $action }” cannot be undone on this device: later actions depend on it ({ $later }). Undo it on the host's device, which undoes them too.
pd-campaign-open = Campaign standings
pd-campaign-title = Campaign standings
pd-campaign-none = This game is not part of a campaign.
pd-campaign-played =
    { $games ->
        [one] { $played } of { $games } game played or in play.
       *[other] { $played } of { $games } games played or in play.
    }
pd-campaign-player = { $place }. { $name }: { $total } glory
pd-campaign-leads = Leads
pd-campaign-score = { $score } (total { $running })
pd-campaign-in_play = { $score } so far (total { $running })
pd-campaign-unfinished = not finished
pd-campaign-not_played = not played yet
