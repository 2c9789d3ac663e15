"""What happens when a hunter ends a move in a city, in the rulebook's order: the trail
is found there, Dracula is revealed if it is his city, and Dracula may ambush."""

from __future__ import annotations

from sheets.fury_of_dracula.change import Change
from sheets.fury_of_dracula.content import HunterId
from sheets.fury_of_dracula.movement import is_sea
from sheets.fury_of_dracula.state import AmbushChance
from sheets.fury_of_dracula.trail import hideout, reveal_place, spots_at


def ended_move(change: Change, hunter: HunterId, place: str) -> None:
    """Trail discovery, revealing Dracula, and the chance of an ambush.

    Dracula is asked about an ambush when the hideout found there holds encounters (the
    hunters see those now anyway), and after every arrival in a city while he has lairs,
    so that the pause never tells the hunters where a lair is.
    """
    if is_sea(place):
        return
    reveal_place(change, place)
    dracula = change.state.dracula
    if dracula.location == place and dracula.revealed_at != place:
        change.update(dracula=dracula.but(revealed_at=place))
        change.note("fod_dracula_revealed", place=place, hunter=hunter)
    state = change.state
    found = any(hideout(state, spot).encounters for spot in spots_at(state, place, lairs=False))
    if found or state.lairs:
        change.update(ambush=AmbushChance(hunter=hunter, place=place))
        change.note("fod_ambush_chance", hunter=hunter, place=place)
