"""Whose each action of The Big Book of Madness is: the start, the steps of a turn and the
upkeep the game does for everyone (monsters, the madness deck, curses) are the whole
table's (the host's); what a player does with their own cards is their seat's."""

from __future__ import annotations

import sheets.big_book_of_madness.actions as bbm_actions
from sheets.core.actions import action_types_in
from sheets.core.authority import TABLE, Authority

AUTHORITY = Authority.declare(
    action_types_in(bbm_actions),
    StartGame=TABLE,
    NextStep=TABLE,
    RevealMonster=TABLE,
    DestroyFromMadnessDeck=TABLE,
    EveryoneGainsMadness=TABLE,
    CountSupply=TABLE,
    MadnessUnderCurses=TABLE,
    LabelCurse=TABLE,
)
