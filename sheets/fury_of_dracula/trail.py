"""Dracula's trail of six spaces and his lairs: finding, revealing and clearing hideouts.

A trail space is ``None`` when empty; a cleared space stays empty and slides with the
others. Clearing puts location and power cards back in the location deck (they simply
leave the state), discards the encounters and returns the rumour to the pool.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from sheets.fury_of_dracula.change import Change
from sheets.fury_of_dracula.encounter_deck import discard
from sheets.fury_of_dracula.state import GameState, Hideout

Where = Literal["trail", "lair"]


@dataclass(frozen=True, slots=True)
class Spot:
    """A hideout's address: trail space index (0 = space 1) or lair index."""

    where: Where
    index: int


def hideout(state: GameState, spot: Spot) -> Hideout:
    found = state.trail[spot.index] if spot.where == "trail" else state.lairs[spot.index]
    assert found is not None, "a spot names an occupied space"
    return found


def put(change: Change, spot: Spot, new: Hideout | None) -> None:
    """Replace the hideout at ``spot``; ``None`` empties a trail space or removes a lair."""
    state = change.state
    if spot.where == "trail":
        trail = list(state.trail)
        trail[spot.index] = new
        change.update(trail=tuple(trail))
    else:
        lairs = list(state.lairs)
        if new is None:
            del lairs[spot.index]
        else:
            lairs[spot.index] = new
        change.update(lairs=tuple(lairs))


def linked_location_on_trail(state: GameState, hide: Hideout) -> bool:
    """A Hide stays linked only while its location is still on the trail."""
    return hide.linked is not None and any(
        slot is not None and slot.location == hide.linked for slot in state.trail
    )


def spots_at(state: GameState, place: str, *, lairs: bool = True) -> tuple[Spot, ...]:
    """Hideouts belonging to ``place``: its trail card, a Hide linked to it, its lair."""
    spots = [
        Spot("trail", index)
        for index, slot in enumerate(state.trail)
        if slot is not None
        and (
            slot.location == place
            or (slot.linked == place and linked_location_on_trail(state, slot))
        )
    ]
    if lairs:
        spots += [
            Spot("lair", index) for index, lair in enumerate(state.lairs) if lair.location == place
        ]
    return tuple(spots)


def reveal_place(change: Change, place: str, *, with_encounters: bool = False) -> None:
    """Turn face up the trail cards of ``place`` (and a Hide linked to it)."""
    state = change.state
    spots = spots_at(state, place, lairs=state.rules.lair_revealed_by_hunters)
    for spot in spots:
        current = hideout(change.state, spot)
        revealed = frozenset(current.cards)
        if revealed == current.revealed and (current.encounters_revealed or not with_encounters):
            continue
        put(
            change,
            spot,
            current.but(
                revealed=revealed,
                encounters_revealed=current.encounters_revealed or with_encounters,
            ),
        )
        change.note(
            "fod_hideout_revealed",
            where=spot.where,
            space=spot.index + 1,
            cards=list(current.cards),
            encounters=list(current.encounters) if with_encounters else [],
        )


def clear(change: Change, spot: Spot, *, cause: str) -> None:
    """Clear a hideout: its cards go back, its encounters to the discard pile."""
    current = hideout(change.state, spot)
    discard(change, current.encounters)
    put(change, spot, None)
    change.note("fod_hideout_cleared", where=spot.where, space=spot.index + 1, cause=cause)
    change.secret(
        "hideout_cleared",
        where=spot.where,
        space=spot.index + 1,
        cards=list(current.cards),
        encounters=list(current.encounters),
    )


def take_encounter(change: Change, spot: Spot, encounter: str, *, may_return: bool = False) -> int:
    """Take one encounter out of a hideout (a face-down copy before a survivor of an
    earlier fight) and the damage on it. Left without encounters, the hideout loses its
    rumour and a lair is cleared, unless the card ``may_return`` (a vampire off to fight):
    then that waits for the end of the fight (:func:`settle_if_empty`)."""
    current = hideout(change.state, spot)
    remaining = list(current.encounters)
    remaining.remove(encounter)
    survivors = list(current.survivors)
    face_down = current.encounters.count(encounter) - [card for card, _ in survivors].count(
        encounter
    )
    damage = 0
    if face_down == 0:
        index = next(i for i, (card, _) in enumerate(survivors) if card == encounter)
        damage = survivors.pop(index)[1]
    put(change, spot, current.but(encounters=tuple(remaining), survivors=tuple(survivors)))
    if not may_return:
        settle_if_empty(change, spot)
    return damage


def settle_if_empty(change: Change, spot: Spot) -> None:
    """A hideout left without encounters loses its rumour; a lair is cleared."""
    current = hideout(change.state, spot)
    if current.encounters:
        return
    if current.rumour:
        put(change, spot, current.but(rumour=False))
        change.note("fod_rumour_returned", where=spot.where, space=spot.index + 1)
    if spot.where == "lair":
        clear(change, spot, cause="empty_lair")


def spot_of(state: GameState, card: str) -> Spot | None:
    """The trail space or lair whose cards include ``card``, if it is still in play."""
    for index, slot in enumerate(state.trail):
        if slot is not None and card in slot.cards:
            return Spot("trail", index)
    for index, lair in enumerate(state.lairs):
        if card in lair.cards:
            return Spot("lair", index)
    return None


def slide(change: Change) -> None:
    """Every hideout moves one space along; what was on space 6 leaves the trail."""
    trail = change.state.trail
    change.update(trail=(None, *trail[:-1]), leaving=trail[-1])
    change.note("fod_trail_slid", left=trail[-1] is not None)
