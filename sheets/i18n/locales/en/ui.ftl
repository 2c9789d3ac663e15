home-new_game = New game
home-resume = Unfinished games
home-finished = Finished games
home-no_games = No games yet: start one above.
home-show_all = Show all { $count }
home-round = Round { $round } of { $rounds }
home-won_by = Won by { $names }
home-solo_score = Played alone: { $score }
home-updated = { $when }
damaged-title = This game no longer replays
damaged-refused = Action { $seq } of its log is refused by the rules: { $reason }
damaged-unreadable_action = Action { $seq } of its log cannot be read by this version of the app.
damaged-setup = Its setup does not fit this version of the app.
damaged-help = Nothing of it was changed. Save its game file to keep it as it is stored.
damaged-save = Save the game file
game_file-save = Save the game file
game_file-import = Import a game file
game_file-imported = The game from the file is stored.
game_file-refused_title = The game file cannot be imported
game_file-too_large = The file is larger than { $most } MiB, far more than any game. Nothing was changed.
game_file-not_received = The file did not reach the app; please try again. Nothing was changed.
game_file-malformed = This is not a complete game file of this app. Nothing was changed.
game_file-details = Details: { $problem }
damaged-listed = Damaged: it no longer replays
storage_down-title = The games cannot be read just now
storage_down-help = The database does not answer. Nothing is lost: every change made before is saved. Try again in a moment.
storage_down-again = Try again
nav-settings = Settings
nav-profiles = Players and statistics
nav-home = Home
nav-back = Back
settings-title = Settings
settings-language = Language of this device
settings-new_devices_language = Language of new devices
settings-new_devices_language-caption = A new device whose browser speaks no Czech, Slovak or English starts in this language:
settings-theme = Theme
settings-theme-system = As the device
settings-theme-light = Light
settings-theme-dark = Dark
settings-house_rules = House rules for new games
settings-device_only = The language and the theme are this device's own; the rest of the settings are on the host's screen.
profiles-title = Players
profiles-add = Add a player
profiles-name = Name
profiles-edit = Edit player
profiles-address = How to speak of the player
profiles-address-feminine = Feminine (she won)
profiles-address-masculine = Masculine (he won)
profiles-address-neutral = Neutral (they won)
profiles-addressed-feminine = she
profiles-addressed-masculine = he
profiles-addressed-neutral = they
profiles-addressed-unsaid = not said
profiles-delete = Delete
profiles-delete_title = Delete { $name }?
profiles-delete_note = The player's past games stay in the history under the name they were played with.
profiles-host_only = Players are added and changed on the host's screen.
profiles-empty = No players yet.
profiles-stats =
    { $count ->
    [one] { $count } game, { $wins } won
   *[other] { $count } games, { $wins } won
    }
profiles-scores = best { $best }, average { $average }, last { $last }
profiles-history = Score by date
profiles-name_taken = A player of that name exists already.
profiles-name_empty = Enter a name.
common-save = Save
common-cancel = Cancel
common-ok = OK
common-close = Close
common-delete = Delete
common-start = Start
common-unverified = unverified
common-undo = Undo
common-redo = Redo
common-history = History
common-the_table = The table
common-waiting = { $count ->
    [one] Waiting for { $names }
   *[other] Waiting for { $names }
}
common-waiting_you = { $count ->
    [0] Your turn
   *[other] Waiting for you and { $names }
}
common-waiting_everybody = Everybody plays now
common-seat_with_role = { $name } ({ $role })
common-menu = Menu
common-print = Print
common-error = Something went wrong: { $error }
common-text_missing = (this text is missing in this version of the app)
common-refused = The rules do not allow that now.
common-game_step = A step of the game
common-none = none
new-player_name = Player { $number }
new-count =
    { $count ->
    [one] { $count } player
   *[other] { $count } players
    }
new-fewer = Remove a player
new-more = Add a player
new-most_players =
    { $most ->
        [one] At most { $most } player.
       *[other] At most { $most } players.
    }
new-least_players =
    { $least ->
        [one] At least { $least } player.
       *[other] At least { $least } players.
    }
new-name_missing = Every player needs a name.
new-names_differ = Every player needs a different name.
new-name_too_long = A name can have at most { $most } characters.
new-name_field-missing = Type a name.
new-name_field-too_long = At most { $most } characters.
new-name_field-same = Another player has this name.
kind-paper_dungeons = Paper Dungeons
outcome-highest_glory = The most glory wins.
print-making = Making the PDF…
print-progress = Page { $done } of { $total }
print-failed = The PDF could not be made: { $problem }
print-blank_pad = Print blank sheets
print-count = How many sheets
print-paper = Paper
print-copies = Copies per player
