term-warrior = Warrior
term-wizard = Wizard
term-cleric = Cleric
term-rogue = Rogue
term-skull = skull
term-clover = clover
term-boots = boots
term-white = white
term-black = black
term-level_up_any = level up any hero
term-half_artifact_any = half of any artifact
term-gem = gem
term-potion = potion
term-potions = potions
term-glory = glory
term-none = nothing
cause-skull = Skulls
cause-trap = Trap
cause-minion = Minion
cause-villain = Villain
cause-manual = By hand
cause-die = Die
cause-treasure = Treasure
cause-reward = Villain's reward
cause-cleric = Cleric (level 4)
cause-fortune_teller = Fortune Teller
cause-beastmaster = Beastmaster
cause-psionic = Psionic
cause-rogue_ability = Rogue (level 4)
cause-warrior_ability = Warrior (level 4)
cause-villain_reward = Villain's reward
cause-potion_4 = 4th potion
cause-potion_8 = 8th potion
cause-potion_12 = 12th potion
drawn_by-die = with the die
drawn_by-treasure = for a treasure
drawn_by-manual = by hand
drawn_by-reward = as the villain's reward
drawn_by-villain_reward = as the villain's reward
drawn_by-potion_4 = for the 4th potion
drawn_by-potion_8 = for the 8th potion
drawn_by-potion_12 = for the 12th potion
illegal-no_such_seat = There is no seat { $seat } at this table.
illegal-game_over = The game is over.
illegal-already_rolled = The dice of round { $round } are already rolled.
illegal-roll_again = This roll is invalid ({ $reason }): roll all six dice again.
illegal-dice_count = Enter all { $expected } dice (you entered { $got }).
illegal-no_such_face = Die { $die } ({ $colour }) has no { $symbol } face.
illegal-roll_first = Roll the dice first.
illegal-not_action_phase = Actions are not possible now ({ $phase }).
illegal-bonus_choice_pending = First choose what the waiting bonus gives ({ $bonus }).
illegal-three_actions_done = You have taken your three actions this round.
illegal-no_such_die = There is no die { $die }.
illegal-die_already_used = You have already used this die this round.
illegal-skull_unusable = A skull cannot be used for an action.
illegal-symbol_mismatch = The { $hero } needs a die with their symbol (or a clover); this one shows: { $symbol }.
illegal-colour_mismatch = The { $hero } trains with { $training } dice; this die is { $colour }.
illegal-hero_at_max_level = { $hero } is already at level 6.
illegal-no_such_artifact = There is no artifact { $artifact }.
illegal-artifact_finished = Artifact { $artifact } is already finished.
illegal-artifact_needs_symbol = Artifact { $artifact } needs a die with the symbol: { $hero } (or a clover); this one shows: { $symbol }.
illegal-fights_not_recorded = Enter the villain fight of: { $seats }.
illegal-round_not_played = The round has not been played yet: roll the dice.
illegal-seats_not_done = Still taking their actions: { $seats }.
illegal-bonus_choice_pending_for = A bonus waits for a choice: { $seats }.
illegal-no_fight_to_record = No villain fight is due now.
illegal-fight_already_recorded = This fight is already entered.
illegal-negative_wounds = Wounds cannot be negative.
illegal-fled_with_glory = A party that flees gains no glory: enter the villain's flee glory (zero or less), not { $glory }.
illegal-no_such_hero = There is no hero { $hero }.
illegal-amount_not_positive = Enter a positive number.
illegal-no_such_score_line = There is no score line { $line }.
illegal-no_pending_bonus = No bonus is waiting for a choice.
illegal-empty_path = Tap the room to walk to.
illegal-no_such_room = There is no room { $room }.
illegal-must_start_at_entrance = The first move enters at one of the six entrances in the bottom row.
illegal-not_adjacent = { $room } is not next to { $start }.
illegal-wall_in_way = A wall blocks the way from { $start } to { $room }.
illegal-water_in_way = Water blocks the way from { $start } to { $room }.
illegal-path_too_long = This die moves { $steps } steps; that path needs { $needed }.
illegal-choice_needed = Choose: { $kind }.
illegal-bad_choice = That choice is not possible here.
illegal-unused_choices = More choices were given than needed.
illegal-not_a_paper_dungeons_action = This action does not belong to Paper Dungeons.
illegal-nothing_to_undo = Nothing to undo.
illegal-nothing_to_redo = Nothing to redo.
illegal-undo_blocked = This cannot be undone: a later action depends on it ({ $blocked_reason }).
event-dice_rolled = Round { $round }: the dice are rolled.
event-rerolled = Invalid roll ({ $reason }): all dice rolled again.
event-wounded =
    { $wounds ->
        [one] { $cause }: { $wounds } wound; potions soaked { $soaked }, { $on_track } on the wound track.
       *[other] { $cause }: { $wounds } wounds; potions soaked { $soaked }, { $on_track } on the wound track.
    }
event-wounds_prevented =
    { $wounds ->
        [one] { $cause }: { $wounds } wound prevented.
       *[other] { $cause }: { $wounds } wounds prevented.
    }
event-resurrected = The party died ({ $wounds } wounds, health { $health }) and rose again: −9 glory.
event-potions_added =
    { $lost ->
        [0] Potions +{ $potions }.
       *[other] Potions +{ $potions }; { $lost } lost (the track is full).
    }
event-levelled_up = { $hero } reaches level { $level } ({ $cause }).
event-ability_gained = { $hero } gains the level-4 ability.
event-bonus_gem = Gem on the gem track: { $cause }.
event-bonus_wasted = Nothing left to gain: { $bonus } ({ $cause }).
event-artifact_half = Artifact { $artifact }: half { $halves } of 2 drawn { $drawn_by }.
event-artifact_finished = Artifact { $artifact } is finished: apply its effect if the app does not know it.
event-gem_claimed = Gem { $gem } claimed.
event-gem_gone = Gem { $gem } is crossed out: nothing to take.
event-bonus_pending = A bonus waits for your choice: { $bonus }.
event-entered = Entered { $room }.
event-trap_avoided = Trap in { $room } avoided (Scout).
event-minion_defeated =
    { $wounds ->
        [one] Minion in { $room } defeated: { $hero } { $strength } against level { $level }, { $wounds } wound.
       *[other] Minion in { $room } defeated: { $hero } { $strength } against level { $level }, { $wounds } wounds.
    }
event-villain_room_found = Villain { $villain }'s room found ({ $room }).
event-die_used = Die { $number } used.
event-colour_ignored = Die colour ignored ({ $cause }).
event-gems_announced = Gems claimed this round: { $gems }.
event-gems_crossed_out = Gems crossed out: { $gems }.
event-mission_completed = Mission completed: { $mission } ({ $seats }).
event-villain_fled = Villain { $villain }: the party flees, { $glory } glory.
event-villain_fought =
    { $wounds ->
        [one] Villain { $villain }: strength { $strength }, { $glory } glory, { $wounds } wound.
       *[other] Villain { $villain }: strength { $strength }, { $glory } glory, { $wounds } wounds.
    }
event-villain_fight_entered =
    { $wounds ->
        [one] Villain { $villain }: { $glory } glory and { $wounds } wound entered.
       *[other] Villain { $villain }: { $glory } glory and { $wounds } wounds entered.
    }
event-strongest_reward = Villain { $villain }: strongest party, reward: { $reward }.
event-gems_vanished = Gems vanish with villain { $villain }: { $gems }.
event-round_ended = Round { $round } ends.
event-round_started = Round { $round } begins: roll the dice.
event-game_over = The game is over: final scoring.
event-villain_fight_to_record = Villain { $villain }: enter each party's fight.
event-value_set = { $name }: { $value }.
event-manual_effect = By hand: { $effect } { $target } { $amount }.
reroll-skulls = three or more skulls
reroll-clovers = three clovers
