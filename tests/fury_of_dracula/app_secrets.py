"""What the app's Dracula keeps hidden at a moment of a game: the places of his trail,
lairs and figure no public fact names, and the encounters in his hand and face down on
the board that nothing public has named either (a card resolved at the table may be named
while another of the same title still lies hidden), in a fight the combat cards in his
hand that nothing public has named, and the titles of the event cards in his hand."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from sheets.core import Game
from sheets.fury_of_dracula.secrecy import public_events
from tests.fury_of_dracula.test_secrecy import public_places, public_titles, secret_places


def _values(value: Any) -> Iterator[str]:
    if isinstance(value, str):
        yield value
    elif isinstance(value, list | tuple):
        for item in value:
            yield from _values(item)


def named_in_public(game: Game) -> set[str]:
    """Every word the public events of the game have said."""
    return {
        word
        for _, events in game.history()
        for event in public_events(events)
        for value in event.params.values()
        for word in _values(value)
    }


def hidden_facts(game: Game) -> tuple[set[str], set[str]]:
    """The hidden places and the hidden encounter titles of ``game`` now."""
    state = game.state
    named = named_in_public(game)
    places = secret_places(state) - public_places(state) - named
    held = {
        card
        for hideout in state.hideouts()
        if not hideout.encounters_revealed
        for card in hideout.encounters
    } | set(state.dracula.hand)
    titles = held - public_titles(state) - named
    return places, titles


def hidden_combat_cards(game: Game) -> set[str]:
    """The combat cards in the app's Dracula's hand now that no public fact has named."""
    combat = game.state.combat
    if combat is None:
        return set()
    return set(combat.dracula_hand) - named_in_public(game)


def hidden_event_titles(game: Game) -> set[str]:
    """The titles of the event cards in the app's Dracula's hand that no public fact has
    named (one he played may share its title with one he holds)."""
    return set(game.state.dracula.event_hand) - named_in_public(game)
