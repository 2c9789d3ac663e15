"""Dracula's other decisions: where he starts, the encounter he places, ambushes, the
hideout leaving his trail, rumours, hospitals, bats, the dusk tokens and fog."""

from __future__ import annotations

import random
from collections.abc import Sequence

from sheets.core.actions import Action
from sheets.fury_of_dracula.actions import (
    Ambush,
    BatsMove,
    ChooseHospital,
    DraculaStart,
    MakeLair,
    Mature,
    PlaceEncounter,
    PlaceRumour,
)
from sheets.fury_of_dracula.app_dracula.geography import distance
from sheets.fury_of_dracula.app_dracula.reading import Reading, vampires
from sheets.fury_of_dracula.app_dracula.strength import DraculaStrength

# How often the easy Dracula lays a vampire he holds rather than any card.
EASY_VAMPIRE_CHANCE = 0.5
# Encounters that hurt a hunter who finds them, the most harmful first.
TRAPS = ("wolves", "szgany_mob", "rats", "bats", "saboteur", "unnatural_fog")


def choose_start(
    reading: Reading, starts: Sequence[DraculaStart], strength: DraculaStrength, rng: random.Random
) -> DraculaStart:
    """Out of the hunters' reach, with ways to go on from there."""
    if strength is DraculaStrength.EASY:
        away = [start for start in starts if reading.threat(start.place) >= 2]
        return rng.choice(away or list(starts))
    ranked = sorted(
        starts,
        key=lambda start: (
            -min(reading.threat(start.place), 6) - 0.3 * min(reading.free_ways(start.place), 4),
            start.place,
        ),
    )
    return ranked[0]


def choose_encounter(
    reading: Reading, strength: DraculaStrength, rng: random.Random
) -> PlaceEncounter:
    """A vampire where it may mature unfound; otherwise a trap when hunters are next
    door, or a card of no use to him, so that his hand keeps turning over."""
    state = reading.state
    seat = state.setup.dracula_seat
    hand = sorted(set(state.dracula.hand))
    held = vampires(tuple(hand))
    if strength is DraculaStrength.EASY:
        pick = held if held and rng.random() < EASY_VAMPIRE_CHANCE else hand
        return PlaceEncounter(seat=seat, encounter=rng.choice(pick))
    location = state.dracula.location
    assert location is not None
    threat = reading.threat(location)
    safe = threat >= 2 and location not in reading.known
    best = max(held, key=lambda card: (state.rules.vampire_influence[card], card), default=None)
    if best is not None and safe:
        return PlaceEncounter(seat=seat, encounter=best)
    traps = [card for card in TRAPS if card in hand]
    idle = [card for card in hand if card not in held and card not in TRAPS]
    ordered = [*traps, *idle] if threat <= 1 else [*idle, *traps]
    return PlaceEncounter(seat=seat, encounter=ordered[0] if ordered else hand[0])


def choose_ambush(
    reading: Reading, ambushes: Sequence[Ambush], strength: DraculaStrength, rng: random.Random
) -> Ambush:
    """The stronger settings spring a trap at once and keep vampires hidden to mature."""
    if strength is DraculaStrength.EASY:
        return rng.choice(list(ambushes))
    for trap in TRAPS:
        for ambush in ambushes:
            if ambush.encounter == trap:
                return ambush
    return next(ambush for ambush in ambushes if ambush.encounter is None)


def choose_leaving(
    reading: Reading, actions: Sequence[Action], strength: DraculaStrength, rng: random.Random
) -> Action:
    """Mature every encounter that may mature (vampires give influence); HARD makes a lair
    of a hideout without vampires the hunters have not found, to draw more cards."""
    matures = [action for action in actions if isinstance(action, Mature)]
    leaving = reading.state.leaving
    if strength is DraculaStrength.HARD and leaving is not None:
        lairs = [action for action in actions if isinstance(action, MakeLair)]
        found = leaving.location in leaving.revealed
        traps = [lair for lair in lairs if lair.encounter in TRAPS]
        if traps and not vampires(leaving.encounters) and not found:
            return traps[0]
    return max(matures, key=lambda mature: len(mature.resolve))


def choose_rumour(
    reading: Reading, rumours: Sequence[PlaceRumour], strength: DraculaStrength, rng: random.Random
) -> PlaceRumour:
    """HARD puts a rumour on a vampire's hideout the hunters have not found and keeps it
    otherwise; EASY spends it on any hideout."""
    if strength is DraculaStrength.EASY:
        return rng.choice(list(rumours))
    trail = reading.state.trail
    for rumour in sorted(rumours, key=lambda r: -1 if r.space is None else r.space):
        if rumour.space is None:
            continue
        slot = trail[rumour.space - 1]
        if slot is not None and vampires(slot.encounters) and slot.location not in slot.revealed:
            return rumour
    return next(rumour for rumour in rumours if rumour.space is None)


def far_from_dracula(reading: Reading, places: Sequence[str]) -> str:
    location = reading.state.dracula.location
    if location is None:
        return places[0]
    board = reading.state.board
    return max(places, key=lambda place: (distance(board, location, place), place))


def choose_hospital(
    reading: Reading, choices: Sequence[ChooseHospital], strength: DraculaStrength
) -> ChooseHospital:
    if strength is DraculaStrength.EASY:
        return choices[0]
    best = far_from_dracula(reading, [choice.hospital for choice in choices])
    return next(choice for choice in choices if choice.hospital == best)


def choose_bats(
    reading: Reading, moves: Sequence[BatsMove], strength: DraculaStrength, rng: random.Random
) -> BatsMove:
    places = [move.place for move in moves if move.place is not None]
    if not places:
        return moves[0]
    best = (
        rng.choice(places)
        if strength is DraculaStrength.EASY
        else far_from_dracula(reading, places)
    )
    return next(move for move in moves if move.place == best)


def avoids(strength: DraculaStrength, rng: random.Random) -> bool:
    """The stronger settings never fight hunters when fog lets them slip away."""
    return strength is not DraculaStrength.EASY or rng.random() < 0.5
