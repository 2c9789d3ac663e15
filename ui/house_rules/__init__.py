"""House rules: every value the sources of a game are unsure of, set as printed on the
players' copy, for one game or as the defaults of new games."""
