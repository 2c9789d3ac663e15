sheet-title = Paper Dungeons
sheet-name = Player
sheet-dungeon_card = Dungeon card
sheet-missions = Missions
sheet-vanishing_gems = Vanishing Gems
sheet-no_missions = no missions in this game
sheet-mission_round = done in round { $round }
sheet-power = Power
sheet-objective = Objective
sheet-objective_tiers = { $goals } → { $glory } glory
sheet-villains = Villains
sheet-unverified_note = unverified value: the app's default house rule; correct it to match your printed copy
sheet-area-header = Player and cards
sheet-area-dungeon = Dungeon
sheet-area-heroes = Heroes
sheet-area-health = Health
sheet-area-wounds = Wounds
sheet-area-potions = Potions
sheet-area-minions = Defeated minions
sheet-area-gems = Gems
sheet-area-artifacts = Artifacts
sheet-area-rounds = Rounds
sheet-area-score = Final scoring
sheet-area-notes = Notes
sheet-training = training
sheet-levels = level
sheet-hero-warrior = Warrior
sheet-hero-wizard = Wizard
sheet-hero-cleric = Cleric
sheet-hero-rogue = Rogue
sheet-ability-warrior = +{ $bonus } strength against villains
sheet-ability-wizard = levels up with a die of either colour
sheet-ability-cleric = skulls do not wound
sheet-ability-rogue-gain_gem_once = gains one bonus gem, once
sheet-ability-rogue-claim_crossed_gem = may claim a crossed-out gem
sheet-ability-rogue-none = no ability
sheet-health_rule = = the sum of the heroes' levels
sheet-wounds_rule = those the potions did not soak
sheet-potion_rule =
    { $count ->
    [one] each potion soaks { $count } wound
   *[other] each potion soaks { $count } wounds
    }
sheet-bonus_gems = + bonus gems
sheet-any_die = any die
sheet-rounds_rule = write the number of each die you use
sheet-glory = glory
sheet-fled = fled
sheet-dice-white = white dice
sheet-dice-black = black dice
sheet-document-blank = Paper Dungeons: blank sheets
sheet-document-prepared = Paper Dungeons: sheets for a game
sheet-document-finished = Paper Dungeons: { $name }
