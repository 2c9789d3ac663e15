"""Small builders for rules tests: a table with chosen dice and a quick way to act."""

from __future__ import annotations

from typing import Any

from sheets.core.log import Game
from sheets.paper_dungeons import RULES
from sheets.paper_dungeons.actions import EndRound, RollDice
from sheets.paper_dungeons.setup import DungeonCard, SeatSetup, Setup, VillainCard
from sheets.paper_dungeons.state import Sheet
from tests.paper_dungeons.play import fought_villains

WHITE_BLACK = ("white", "black", "white", "black")

# A roll with no skull: white warrior, wizard, clover; black boots, cleric, rogue.
PLAIN_ROLL = ("warrior", "wizard", "clover", "boots", "cleric", "rogue")


def seat(name: str = "Ann", **fields: Any) -> SeatSetup:
    fields.setdefault("training", WHITE_BLACK)
    return SeatSetup(name=name, **fields)


def setup(
    seats: int | list[SeatSetup] = 1,
    *,
    house_rules: dict[str, Any] | None = None,
    villains: tuple[VillainCard, VillainCard, VillainCard] | None = None,
    circles: dict[int, str] | None = None,
    walls: tuple[tuple[str, str], ...] = (),
    **fields: Any,
) -> Setup:
    seat_list = seats if isinstance(seats, list) else [seat(f"P{n}") for n in range(seats)]
    return Setup(
        seats=tuple(seat_list),
        seed=fields.pop("seed", 1),
        dungeon=DungeonCard(
            letter="T", extra_walls=walls, villain_circles=circles or {1: "C2", 2: "D4", 3: "E6"}
        ),
        villains=villains or fought_villains(),
        house_rules=house_rules or {},
        **fields,
    )


def game(*args: Any, **kwargs: Any) -> Game:
    return Game(RULES, setup(*args, **kwargs))


def rolled(game_: Game, symbols: tuple[str, ...] = PLAIN_ROLL) -> Game:
    game_.act(RollDice(seat=0, symbols=symbols))
    return game_


def sheet(game_: Game, seat_: int = 0) -> Sheet:
    sheet_: Sheet = game_.state.sheets[seat_]
    return sheet_


def codes(events: tuple[Any, ...]) -> list[str]:
    return [event.code for event in events]


def end_round(game_: Game) -> tuple[Any, ...]:
    return game_.act(EndRound(seat=0))


def with_sheet(state: Any, seat_: int = 0, **changes: Any) -> Any:
    """The state with some marks of one sheet set directly, to start a test from there."""
    from dataclasses import replace

    sheets = list(state.sheets)
    sheets[seat_] = replace(sheets[seat_], **changes)
    return replace(state, sheets=tuple(sheets))
