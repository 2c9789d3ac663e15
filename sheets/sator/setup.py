"""What a SATOR game starts from: the players and their colours, the starting player, the
positioning cards and the walkway deal, and the house rules.

The draws come from :mod:`sheets.sator.randomiser` with the game's seed, or are typed in
by a table that shuffled its real cards; either way they are validated here.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from typing import Any

from pydantic import BaseModel, ConfigDict, Field, field_validator, model_validator

from sheets.core.validation import PlayerName, read_setup, write_setup
from sheets.sator.content import CONTENT_VERSION, PieceId, load_content, piece_shape
from sheets.sator.house_rules import HouseRules, house_rules


class _Frozen(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")


class SeatSetup(_Frozen):
    name: PlayerName
    colour: str

    @field_validator("colour")
    @classmethod
    def _known_colour(cls, colour: str) -> str:
        colours = load_content().colours
        if colour not in colours:
            raise ValueError(f"{colour!r} is not a colour of the game ({', '.join(colours)})")
        return colour


class WalkwayDeal(_Frozen):
    """The walkway pieces each seat (by seat index) was dealt, and with three players the
    pieces left over for the draft."""

    hands: tuple[tuple[PieceId, ...], ...]
    draft_pool: tuple[PieceId, ...] = ()


class TableSetup(_Frozen):
    """What every device at the table may know of a SATOR game's setup: all of it but the
    seed, which drew it (the table knows it only as the number of the draw).

    ``seats`` are listed clockwise; ``first_player`` is the seat that starts.
    ``positioning`` holds the card drawn from each colour's positioning pile (every
    colour, also those not in play), or ``None`` when the table drew it without numbering.
    """

    seats: tuple[SeatSetup, ...]
    first_player: int = Field(ge=0)
    positioning: dict[str, int | None]
    walkways: WalkwayDeal
    house_rules: dict[str, Any] = Field(default_factory=dict)
    content_version: str = CONTENT_VERSION

    def rules(self) -> HouseRules:
        return house_rules(self.house_rules)

    @property
    def colours_in_play(self) -> tuple[str, ...]:
        return tuple(seat.colour for seat in self.seats)

    @model_validator(mode="after")
    def _consistent(self) -> TableSetup:
        content = load_content()
        players = content.rules.players
        if not players.min <= len(self.seats) <= players.max:
            raise ValueError(
                f"SATOR is for {players.min} to {players.max} players, not {len(self.seats)}"
            )
        names = [seat.name.casefold() for seat in self.seats]
        if len(set(names)) != len(names):
            raise ValueError("every player needs a different name")
        colours = Counter(seat.colour for seat in self.seats)
        taken = sorted(colour for colour, count in colours.items() if count > 1)
        if taken:
            raise ValueError(f"colour {', '.join(taken)} is taken by more than one player")
        if self.first_player >= len(self.seats):
            raise ValueError(
                f"first_player {self.first_player} is not a seat (0 to {len(self.seats) - 1})"
            )
        if self.content_version != CONTENT_VERSION:
            raise ValueError(
                f"this game was made for content {self.content_version!r}; "
                f"this app has {CONTENT_VERSION!r}"
            )
        _check_positioning(self.positioning, self.rules().positioning_cards_per_colour)
        _check_walkways(self.walkways, len(self.seats), [seat.name for seat in self.seats])
        return self


class Setup(TableSetup):
    """Everything a SATOR game starts from. JSON-serialisable."""

    seed: int = Field(ge=0)

    def for_the_table(self) -> TableSetup:
        """This setup without its seed, as every device may have it."""
        fields = {name: getattr(self, name) for name in TableSetup.model_fields}
        return TableSetup.model_construct(**fields)


def _check_positioning(positioning: Mapping[str, int | None], cards: int) -> None:
    colours = load_content().colours
    if set(positioning) != set(colours):
        raise ValueError(
            f"positioning needs a card for every colour, also those not in play: "
            f"{', '.join(colours)}"
        )
    for colour, card in positioning.items():
        if card is not None and not 1 <= card <= cards:
            raise ValueError(f"positioning card {card} of {colour} is not among 1 to {cards}")


def _check_walkways(deal: WalkwayDeal, seats: int, names: list[str]) -> None:
    content = load_content()
    rule = content.walkway_deal(seats)
    if len(deal.hands) != seats:
        raise ValueError(f"the walkway deal needs one hand per player ({seats})")
    dealt = [piece for hand in deal.hands for piece in hand] + list(deal.draft_pool)
    unknown = sorted(set(dealt) - set(content.pieces))
    if unknown:
        raise ValueError(f"{', '.join(unknown)} are not walkway pieces (shape:material)")
    twice = sorted(piece for piece, count in Counter(dealt).items() if count > 1)
    if twice:
        raise ValueError(f"{', '.join(twice)} dealt more than once")
    missing = sorted(set(content.pieces) - set(dealt))
    if missing:
        raise ValueError(f"{', '.join(missing)} dealt to nobody")
    for name, hand in zip(names, deal.hands, strict=True):
        shapes = Counter(piece_shape(piece) for piece in hand)
        wrong = [shape for shape in content.shapes if shapes[shape] != rule.per_shape]
        if wrong:
            raise ValueError(
                f"{name} must be dealt {rule.per_shape} of every shape; "
                f"not so for {', '.join(wrong)}"
            )
    # With every piece dealt once and every hand complete, the pool is what is left: one
    # piece of each shape with three players, nothing otherwise.


def setup_from_json(data: Mapping[str, Any]) -> Setup:
    """:raises InvalidSetup: naming every field that does not fit."""
    return read_setup(Setup, data, game="SATOR")


def setup_to_json(setup: Setup) -> dict[str, Any]:
    return write_setup(setup)
