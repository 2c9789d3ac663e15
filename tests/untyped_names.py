"""Games whose players left their names untyped: each seat is called by its placeholder
("Player 2", "Hráč 2") in the language of the device that made the game."""

from __future__ import annotations

from typing import Any

from sheets.core.names import placeholder
from sheets.i18n import Language


def people_field(setup: Any) -> str:
    """The field of a game's setup that lists its players (``players`` or ``seats``)."""
    return "players" if hasattr(setup, "players") else "seats"


def untyped(setup: Any, made_in: Language) -> Any:
    """``setup`` as a device in ``made_in`` makes it when nobody types a name."""
    field = people_field(setup)
    people = tuple(
        entry.model_copy(update={"name": placeholder(number, made_in)})
        for number, entry in enumerate(getattr(setup, field), start=1)
    )
    return setup.model_copy(update={field: people})


def names_of(setup: Any) -> list[str]:
    return [entry.name for entry in getattr(setup, people_field(setup))]
