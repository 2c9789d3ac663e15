"""The Fury of Dracula screens: ``/new/fury_of_dracula`` (:mod:`.new_game`),
``/game/<id>`` (:mod:`.play_screen`: Dracula's private screen on the device holding his
seat, the table's screen on every other), ``/game/<id>/results``, and the house rules of
a game or of new games."""
