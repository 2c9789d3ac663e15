"""The Big Book of Madness (Velká kniha strašlivých čar): the table's tracks, curses and
madness as pure rules, with the upkeep the players would otherwise forget."""
