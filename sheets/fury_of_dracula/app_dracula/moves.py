"""Dracula's movement step: each card he may legally play is scored by what it does to
his safety, his health and his trail, and the best one is played.

EASY plays any card that neither walks into a hunter nor next to one (when he can help
it) nor hurts him once he is badly hurt. HARD weighs his safety and his health, keeps
away from the trail the hunters have found, breaks it with Misdirect without throwing
vampires away, heals when hurt and takes to the sea when hunters are near.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from sheets.fury_of_dracula.actions import DraculaMove
from sheets.fury_of_dracula.app_dracula.reading import Reading, vampires
from sheets.fury_of_dracula.app_dracula.strength import DraculaStrength
from sheets.fury_of_dracula.content import load_content
from sheets.fury_of_dracula.movement import is_sea
from sheets.fury_of_dracula.state import GameState

NEAR_PENALTY = {0: -60.0, 1: -14.0, 2: -4.0}
# A little chance, only to choose between moves that score the same.
TIE_BREAK = 0.01
VAMPIRE_LOST = 10.0
# From this much damage even the easy Dracula spares himself.
EASY_CAREFUL_FROM = 8


def choose_move(
    reading: Reading,
    moves: Sequence[DraculaMove],
    strength: DraculaStrength,
    rng: random.Random,
) -> DraculaMove:
    if strength is DraculaStrength.EASY:
        sane = [move for move in moves if _sane(reading, move)]
        unseen = [move for move in sane if reading.threat(destination(reading.state, move)) > 1]
        return rng.choice(unseen or sane or list(moves))
    scored = [
        (_score(reading, move) + rng.uniform(0, TIE_BREAK), index)
        for index, move in enumerate(moves)
    ]
    return moves[max(scored)[1]]


def destination(state: GameState, move: DraculaMove) -> str:
    location = state.dracula.location
    assert location is not None, "Dracula moves only once he has started"
    return move.place if move.place is not None else location


def cost(state: GameState, move: DraculaMove) -> int:
    """The damage the card deals him (negative: it heals)."""
    game = load_content().game
    rules = state.rules
    origin = state.dracula.location
    damage = 0
    if move.place is not None and is_sea(move.place) and origin is not None:
        damage += game.sea_damage_sea_to_sea if is_sea(origin) else game.sea_damage_from_port
    if move.place == game.castle:
        damage -= game.castle_heal
    match move.power:
        case "wolf_form":
            damage += rules.wolf_form_damage
        case "dark_call":
            damage += rules.dark_call_damage
        case "feed":
            damage -= rules.feed_heal
    return damage


def _sane(reading: Reading, move: DraculaMove) -> bool:
    """Not into a hunter's city, and nothing that hurts him once he is badly hurt."""
    state = reading.state
    damage = cost(state, move)
    if damage > 0 and state.dracula.damage + damage >= EASY_CAREFUL_FROM:
        return False
    return reading.threat(destination(state, move)) > 0


def _score(reading: Reading, move: DraculaMove) -> float:
    state = reading.state
    dracula = state.dracula
    place = destination(state, move)
    damage = cost(state, move)
    if dracula.damage + damage >= load_content().game.damage_to_win:
        return -1000.0
    threat = reading.threat(place)
    score = NEAR_PENALTY.get(threat, min(threat, 5) * 1.0)
    hurt = 1 + dracula.damage / 5
    if damage > 0:
        score -= 1.5 * hurt * damage
    else:
        score += min(-damage, dracula.damage) * (0.3 + dracula.damage / 6)
    ways = reading.free_ways(place)
    score += 0.4 * min(ways, 4) - (8.0 if ways == 0 else 0.0)
    score += 1.2 * min(reading.from_known(place), 5)
    if is_sea(place) and move.place is not None and reading.threat(dracula.location or place) <= 1:
        score += 4.0
    has_vampire = bool(vampires(dracula.hand))
    lands = move.place is not None and not is_sea(move.place)
    if lands and has_vampire and threat >= 2:
        score += 2.0
    score += _power_score(reading, move, has_vampire, threat)
    return score


def _vampires_lost(state: GameState, move: DraculaMove) -> float:
    """A Misdirect clearing a hideout throws its vampires away before they mature."""
    if move.misdirect_space is None:
        return 0.0
    target = state.trail[move.misdirect_space - 1]
    return VAMPIRE_LOST if target is not None and vampires(target.encounters) else 0.0


def _power_score(reading: Reading, move: DraculaMove, has_vampire: bool, threat: int) -> float:
    state = reading.state
    score = 0.0
    if move.misdirect_space is not None:
        target = state.trail[move.misdirect_space - 1]
        assert target is not None, "Misdirect clears an occupied space"
        found = target.location is not None and target.location in target.revealed
        # Clearing a card the hunters found breaks their trail, the fresher the better.
        score += (7.0 - move.misdirect_space if found else -3.0) - _vampires_lost(state, move)
    match move.power:
        case "hide":
            score -= 2.0
        case "dark_call":
            score += 3.0 if not has_vampire and state.dracula.damage <= 6 and threat >= 3 else -5.0
    return score
