"""Whose each Paper Dungeons action is: the shared dice and the end of a round are the
whole table's (the host's); everything else a player does on their own sheet."""

from __future__ import annotations

import sheets.paper_dungeons.actions as pd_actions
from sheets.core.actions import action_types_in
from sheets.core.authority import TABLE, Authority

AUTHORITY = Authority.declare(action_types_in(pd_actions), RollDice=TABLE, EndRound=TABLE)
