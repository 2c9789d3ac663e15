"""The latest change of influence and of Dracula's damage: by how much, why, and which
seat recorded the action it came from, so that every screen names what moved a track.
Read from the public events only."""

from __future__ import annotations

from dataclasses import dataclass

from sheets.core.log import Game

DAMAGE_SIGNS = {"fod_dracula_damaged": 1, "fod_dracula_healed": -1}


@dataclass(frozen=True, slots=True)
class TrackChange:
    amount: int
    cause: str
    seat: int


@dataclass(frozen=True, slots=True)
class TrackChanges:
    influence: TrackChange | None = None
    damage: TrackChange | None = None


def track_changes(game: Game) -> TrackChanges:
    """The newest change of each track in ``game``'s log."""
    influence: TrackChange | None = None
    damage: TrackChange | None = None
    for action, events in reversed(game.history()):
        for event in reversed(events):
            amount = event.params.get("amount")
            if not amount:
                continue
            if influence is None and event.code == "fod_influence":
                influence = TrackChange(amount, event.params["cause"], action.seat)
            elif damage is None and event.code in DAMAGE_SIGNS:
                sign = DAMAGE_SIGNS[event.code]
                damage = TrackChange(sign * amount, event.params["cause"], action.seat)
        if influence is not None and damage is not None:
            break
    return TrackChanges(influence, damage)
