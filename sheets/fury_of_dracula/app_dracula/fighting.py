"""Dracula in a fight: whom he engages and which combat card he plays.

The hunter's card of the round before stays in front of him and cannot be played again
at once, so a strong Dracula plays what that hunter can no longer cancel. The hunters'
weapons in hand are secret: he reckons with the three combat cards every hunter has.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence

from sheets.fury_of_dracula.app_dracula.combat_cards import (
    DRACULA_CARDS,
    ESCAPES,
    HUNTER_BASICS,
    HUNTER_CARDS,
    combat_hand,
    fighting_hunters,
    may_escape,
)
from sheets.fury_of_dracula.app_dracula.strength import DraculaStrength
from sheets.fury_of_dracula.content import HunterId, load_content
from sheets.fury_of_dracula.state import GameState

BITE_VALUE = 4.0
MESMERIZE_VALUE = 1.5
CANCEL_VALUE = 1.5
# How much danger (his damage and two for each hunter still fighting) makes Dracula
# leave a fight.
FLEE_FROM = 6


def engaged_hunter(state: GameState, strength: DraculaStrength) -> HunterId:
    """The hunter Dracula engages: the nearest to defeat, for the stronger settings."""
    hunters = fighting_hunters(state)
    if strength is DraculaStrength.EASY:
        return hunters[0]
    health = state.rules.hunter_health
    return min(hunters, key=lambda h: (health[h] - state.hunter(h).damage, h))


def combat_card(
    state: GameState,
    strength: DraculaStrength,
    played: Sequence[str],
    last_cards: Mapping[HunterId, str],
    target: HunterId,
    rng: random.Random,
) -> str:
    """The card Dracula plays this round against the engaged hunter ``target``, from his
    hand after ``played``; ``last_cards`` are the hunters' cards of the round before,
    face up on the table."""
    hand = playable_cards(state, played)
    if strength is DraculaStrength.EASY:
        return rng.choice(hand)
    answers = [card for card in HUNTER_BASICS if card != last_cards.get(target)]
    return max(hand, key=lambda card: (_value(state, card, target, answers, played), card))


def playable_cards(state: GameState, played: Sequence[str]) -> list[str]:
    """The cards of his hand that do something now: an escape his pride forbids yet
    would do nothing. His hand of five always holds more than his three escapes."""
    allowed = may_escape(state, played)
    return sorted(
        card for card in set(combat_hand(state, played)) if allowed or card not in ESCAPES
    )


def _value(
    state: GameState,
    card: str,
    target: HunterId,
    answers: list[str],
    played: Sequence[str],
) -> float:
    combat = state.combat
    assert combat is not None
    if card in ESCAPES:
        danger = state.dracula.damage + 2 * len(fighting_hunters(state))
        return 6.0 if combat.vampire or danger >= FLEE_FROM else -0.5
    effect = DRACULA_CARDS[card]
    night = combat.half == "night"
    figure = state.hunter(target)
    health = state.rules.hunter_health[target]
    damage = effect.night_damage if night else effect.day_damage
    gain = float(damage)
    if figure.damage + damage >= health:
        gain += 2 * (load_content().game.defeat_influence + state.despair)
    if night and effect.night_bite:
        spaces = state.rules.hunter_bite_spaces[target]
        gain += BITE_VALUE * (2 if figure.bites >= spaces else 1)
    if effect.mesmerizes and target not in combat.mesmerized:
        gain += MESMERIZE_VALUE
    if card == "fangs" and target in combat.mesmerized:
        gain += 2.0
    if effect.cancels_hunter:
        gain += CANCEL_VALUE
    resolved = sum(1 for answer in answers if card not in HUNTER_CARDS[answer].cancels)
    return gain * resolved / len(answers)
