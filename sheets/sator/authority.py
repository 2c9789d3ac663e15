"""Whose each SATOR action is: the setup's steps on the real board (books, walkways, the
start) are the whole table's, and a device holding a seat may take them while no host
device is at the table; everything else is the acting seat's."""

from __future__ import annotations

import sheets.sator.actions as sator_actions
from sheets.core.actions import action_types_in
from sheets.core.authority import TABLE_OR_STAND_IN, Authority

AUTHORITY = Authority.declare(
    action_types_in(sator_actions),
    BooksPlaced=TABLE_OR_STAND_IN,
    WalkwaysPlaced=TABLE_OR_STAND_IN,
    StartPlay=TABLE_OR_STAND_IN,
)
