"""Dracula's encounter cards: the deck, his hand (refilled to five) and the discard pile.

When the app deals, the deck is shuffled with the game's seed (a new key for every
reshuffle, so undo never changes a draw). When the table uses its real deck, the deck is
only the set of cards still in it and Dracula enters what he drew.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable

from sheets.core.dice import SeededDraws
from sheets.core.errors import Illegal
from sheets.fury_of_dracula.change import Change
from sheets.fury_of_dracula.content import load_content
from sheets.fury_of_dracula.setup import Setup
from sheets.fury_of_dracula.state import Dracula


def starting_dracula(setup: Setup) -> Dracula:
    content = load_content()
    hand_size = content.game.encounter_hand_size
    rumours = 1 if setup.advanced else 0
    if setup.encounter_cards == "physical":
        return Dracula(
            deck=tuple(sorted(content.encounter_deck())), to_draw=hand_size, rumours=rumours
        )
    deck = SeededDraws(setup.seed, "encounters", 0).shuffled(content.encounter_deck())
    return Dracula(
        hand=tuple(sorted(deck[:hand_size])), deck=tuple(deck[hand_size:]), rumours=rumours
    )


def draw(change: Change, count: int) -> None:
    """Dracula draws ``count`` encounter cards (or owes them, with the real deck)."""
    if count <= 0:
        return
    dracula = change.state.dracula
    if change.state.setup.encounter_cards == "physical":
        change.update(dracula=dracula.but(to_draw=dracula.to_draw + count))
        change.note("fod_encounters_to_draw", count=count)
        return
    hand, deck, discard, shuffles = (
        list(dracula.hand),
        list(dracula.deck),
        dracula.discard,
        dracula.shuffles,
    )
    drawn = 0
    while drawn < count:
        if not deck:
            if not discard:
                break
            shuffles += 1
            deck = SeededDraws(change.state.setup.seed, "encounters", shuffles).shuffled(
                sorted(discard)
            )
            discard = ()
            change.note("fod_encounters_reshuffled")
        hand.append(deck.pop(0))
        drawn += 1
    change.update(
        dracula=dracula.but(
            hand=tuple(sorted(hand)), deck=tuple(deck), discard=discard, shuffles=shuffles
        )
    )
    change.note("fod_encounters_drawn", count=drawn)
    change.secret("encounters_drawn", cards=list(hand[len(dracula.hand) :]))


def refill(change: Change) -> None:
    """Whenever Dracula holds fewer than five encounter cards, he draws up to five."""
    dracula = change.state.dracula
    missing = load_content().game.encounter_hand_size - len(dracula.hand) - dracula.to_draw
    draw(change, missing)


def enter_drawn(change: Change, cards: Iterable[str]) -> None:
    """Cards Dracula drew from the real deck. :raises Illegal: if they cannot be in it."""
    cards = tuple(cards)
    dracula = change.state.dracula
    if change.state.setup.encounter_cards != "physical":
        raise Illegal("fod_app_deals_encounters")
    if len(cards) != dracula.to_draw:
        raise Illegal("fod_wrong_draw_count", expected=dracula.to_draw, given=len(cards))
    unknown = sorted(set(cards) - set(load_content().encounters))
    if unknown:
        raise Illegal("fod_unknown_encounter", encounter=unknown[0])
    deck, discard = Counter(dracula.deck), dracula.discard
    wanted = Counter(cards)
    if deck.total() < len(cards):
        deck, discard = deck + Counter(discard), ()
        change.note("fod_encounters_reshuffled")
    for card, count in wanted.items():
        if deck[card] < count:
            raise Illegal("fod_encounter_not_in_deck", encounter=card)
    deck.subtract(wanted)
    change.update(
        dracula=dracula.but(
            hand=tuple(sorted((*dracula.hand, *cards))),
            deck=tuple(sorted(deck.elements())),
            discard=discard,
            to_draw=0,
        )
    )
    change.note("fod_encounters_drawn", count=len(cards))
    change.secret("encounters_drawn", cards=list(cards))


def take_from_hand(change: Change, encounter: str) -> None:
    """:raises Illegal: if Dracula does not hold ``encounter``."""
    hand = list(change.state.dracula.hand)
    if encounter not in hand:
        raise Illegal("fod_encounter_not_in_hand", encounter=encounter)
    hand.remove(encounter)
    change.update(dracula=change.state.dracula.but(hand=tuple(hand)))


def discard(change: Change, cards: Iterable[str]) -> None:
    dracula = change.state.dracula
    change.update(dracula=dracula.but(discard=(*dracula.discard, *cards)))
