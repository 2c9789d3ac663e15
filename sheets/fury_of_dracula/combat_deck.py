"""The app's own deck of Dracula's combat cards, in a game against the app.

A human Dracula shuffles his physical combat cards; the app's Dracula is dealt from a
digital deck instead, shuffled with the game's seed and the fight's moment, so a replay
and an undo deal the same cards. He holds five, draws one after each round and plays at
most six in a fight; his hand and the rest of the deck are his secret, each card public
once played. The table only takes the named card from its pile and turns it face up.
"""

from __future__ import annotations

from sheets.core.dice import SeededDraws
from sheets.core.errors import Illegal
from sheets.fury_of_dracula.content import load_content
from sheets.fury_of_dracula.state import Combat, GameState


def fight_key(state: GameState, combat: Combat) -> str:
    """What tells one fight from another in a game: its round, half, place and vampire."""
    return f"{state.round}|{combat.half}|{combat.place}|{combat.vampire_card}"


def shuffled_deck(seed: int, key: str) -> tuple[str, ...]:
    """Dracula's combat deck shuffled for the fight ``key``: the first cards are his hand."""
    deck = load_content().dracula_combat_deck()
    return tuple(SeededDraws(seed, "combat_deck", key).shuffled(deck))


def dealt(state: GameState, combat: Combat) -> Combat:
    """``combat`` with the app's Dracula's hand dealt and the rest of his deck face down."""
    order = shuffled_deck(state.setup.seed, fight_key(state, combat))
    size = load_content().game.combat_hand_size
    return combat.but(dracula_hand=order[:size], dracula_deck=order[size:])


def played(combat: Combat, card: str | None) -> Combat:
    """``combat`` after the app's Dracula played ``card`` from his hand and, unless it was
    the last round, drew the next one. :raises Illegal: no card, or one not in his hand."""
    if card is None:
        raise Illegal("fod_combat_card_needed")
    if card not in load_content().dracula_combat_cards:
        raise Illegal("fod_unknown_combat_card", combat_card=card)
    if card not in combat.dracula_hand:
        raise Illegal("fod_combat_card_not_in_hand", combat_card=card)
    hand = list(combat.dracula_hand)
    hand.remove(card)
    deck = combat.dracula_deck
    now_played = (*combat.dracula_played, card)
    if len(now_played) < load_content().game.combat_cards_max and deck:
        hand.append(deck[0])
        deck = deck[1:]
    return combat.but(dracula_hand=tuple(hand), dracula_deck=deck, dracula_played=now_played)
