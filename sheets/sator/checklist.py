"""The setup checklist: what the table prepares, in order, from one setup. The screen and
the printed aid both show it."""

from __future__ import annotations

from dataclasses import dataclass

from sheets.sator.content import PieceId, load_content
from sheets.sator.reminders import Reminder, setup_reminders
from sheets.sator.seating import (
    draft_order,
    incertus_hand_sizes,
    placement_order,
    player_number,
    turn_order,
)
from sheets.sator.setup import Setup


@dataclass(frozen=True, slots=True)
class PositioningDraw:
    """The card drawn from one colour's positioning pile (``None``: drawn unnumbered)."""

    colour: str
    in_play: bool
    card: int | None


@dataclass(frozen=True, slots=True)
class SeatDeal:
    """What one player starts with. ``number`` is the rules' player number (1 starts)."""

    seat: int
    name: str
    colour: str
    number: int
    walkways: tuple[PieceId, ...]
    incertus_cards: int


@dataclass(frozen=True, slots=True)
class SetupChecklist:
    turn_order: tuple[int, ...]
    positioning: tuple[PositioningDraw, ...]
    deals: tuple[SeatDeal, ...]
    draft_pool: tuple[PieceId, ...]
    draft_order: tuple[int, ...]
    placement_order: tuple[int, ...]
    incertus_pile: int
    reminders: tuple[Reminder, ...]


def checklist(setup: Setup) -> SetupChecklist:
    seats, first = len(setup.seats), setup.first_player
    sizes = incertus_hand_sizes(seats, first)
    rules = setup.rules()
    return SetupChecklist(
        turn_order=turn_order(seats, first),
        positioning=tuple(
            PositioningDraw(colour, colour in setup.colours_in_play, setup.positioning[colour])
            for colour in load_content().colours
        ),
        deals=tuple(
            SeatDeal(
                seat=seat,
                name=entry.name,
                colour=entry.colour,
                number=player_number(seats, first, seat),
                walkways=setup.walkways.hands[seat],
                incertus_cards=sizes[seat],
            )
            for seat, entry in enumerate(setup.seats)
        ),
        draft_pool=setup.walkways.draft_pool,
        draft_order=draft_order(seats, first),
        placement_order=placement_order(seats, first),
        incertus_pile=rules.incertus_movet_cards - sum(sizes),
        reminders=setup_reminders(setup, rules),
    )
