"""How a Fury of Dracula golden game is written down: after each Dracula phase and at the
end, the public tracks, every hunter, and the trail both as the table and as Dracula
sees it."""

from __future__ import annotations

from sheets.core import Action
from sheets.core.events import Event
from sheets.fury_of_dracula.content import HUNTERS
from sheets.fury_of_dracula.state import GameState
from sheets.fury_of_dracula.view import public_face


def seat_name(state: GameState, seat: int) -> str:
    return state.setup.players[seat].name


def summary(state: GameState, action: Action, events: tuple[Event, ...]) -> list[str]:
    codes = {event.code for event in events}
    if not codes & {"fod_round_begins", "fod_game_won"}:
        return []
    label = "the end" if state.finished else f"round {state.round - 1}"
    face_up = state.rules.power_cards_face_up
    lines = [
        f"= after {label} | time {state.time} | influence {state.influence}"
        f" | despair {state.despair} | dracula damage {state.dracula.damage}"
        f" | revealed {state.dracula.revealed_at or '-'}"
    ]
    for hunter, figure in zip(HUNTERS, state.hunters, strict=True):
        where = f"hospital {figure.location}" if figure.hospital else figure.location
        lines.append(
            f"  {hunter} at {where} | damage {figure.damage} bites {figure.bites}"
            f" | tickets {' '.join(f'{w}/{y}' for w, y in figure.tickets) or '-'}"
            f" | items {figure.items} events {figure.events}"
        )
    public = [
        "-"
        if slot is None
        else "+".join(public_face(slot, face_up).faces)
        + f"({len(slot.encounters)})"
        + "".join(f" face up {card} {damage} damage" for card, damage in slot.survivors)
        for slot in state.trail
    ]
    secret = [
        "-" if slot is None else "+".join(slot.cards) + f"[{','.join(slot.encounters)}]"
        for slot in state.trail
    ]
    lines.append(f"  trail (table)   {' | '.join(public)}")
    lines.append(f"  trail (dracula) {' | '.join(secret)}")
    lines.append(
        f"  dracula at {state.dracula.location} | hand {','.join(state.dracula.hand)}"
        f" | lairs {len(state.lairs)}"
    )
    return lines
