"""What of the log may leave the server for a seat: the prayers a player drew, took or
discarded are that player's alone (they tell which cards are in the hand and the pile);
everything else at a SATOR table is public. A prayer played is laid face up, so its
number is public too."""

from __future__ import annotations

from typing import Any

from sheets.core.actions import Action, action_to_json
from sheets.sator.actions import Draw, Exchange, RemoveGargoyle, SearchExchange

# The fields of each action type that name cards of the hand or the own pile.
SECRET_FIELDS: dict[type[Action], frozenset[str]] = {
    Exchange: frozenset({"discard_prayers", "take_prayer"}),
    SearchExchange: frozenset({"discard_prayers", "take_prayer"}),
    RemoveGargoyle: frozenset({"discard_prayers"}),
    Draw: frozenset({"prayers"}),
}


def action_json_for_seats(action: Action, seats: frozenset[int]) -> dict[str, Any]:
    """An action's JSON for a device that may see the hands of ``seats``: another seat's
    action keeps no field naming that player's cards."""
    document = action_to_json(action)
    if action.seat in seats:
        return document
    secret = SECRET_FIELDS.get(type(action), frozenset())
    return {key: value for key, value in document.items() if key not in secret}
