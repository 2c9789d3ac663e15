"""The setup randomiser: the starting player, the positioning cards and the walkway deal,
all drawn with the game's seed, so that the same seed always gives the same setup; and
the setup of a table that drew its own cards and dealt its own walkways."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from sheets.core.dice import SeededDraws
from sheets.core.errors import InvalidSetup
from sheets.sator.content import PieceId, load_content, piece_id
from sheets.sator.house_rules import house_rules
from sheets.sator.seating import turn_order
from sheets.sator.setup import SeatSetup, Setup, WalkwayDeal, setup_from_json


def draw_first_player(seed: int, seats: int) -> int:
    """A starting player for a table that cannot agree who last said a psalm."""
    return SeededDraws(seed, "first_player", seats).below(seats)


def draw_positioning(seed: int, cards_per_colour: int) -> dict[str, int | None]:
    """One card from every colour's positioning pile, numbered 1 to ``cards_per_colour``."""
    return {
        colour: SeededDraws(seed, "positioning", colour).below(cards_per_colour) + 1
        for colour in load_content().colours
    }


def deal_walkways(seed: int, seats: int, first_player: int) -> WalkwayDeal:
    """For each shape the four materials are shuffled and handed round from the starting
    player clockwise, ``per_shape`` each; what is left (three players) is the draft pool."""
    content = load_content()
    rule = content.walkway_deal(seats)
    hands: list[list[str]] = [[] for _ in range(seats)]
    pool: list[str] = []
    for shape in content.shapes:
        materials = SeededDraws(seed, "walkways", shape).shuffled(content.materials)
        for position, seat in enumerate(turn_order(seats, first_player)):
            for material in materials[position * rule.per_shape : (position + 1) * rule.per_shape]:
                hands[seat].append(piece_id(shape, material))
        pool += [piece_id(shape, material) for material in materials[seats * rule.per_shape :]]
    return WalkwayDeal(hands=tuple(tuple(hand) for hand in hands), draft_pool=tuple(pool))


def randomise(
    seats: Sequence[SeatSetup],
    seed: int,
    *,
    first_player: int | None = None,
    house_rules_overrides: Mapping[str, Any] | None = None,
) -> Setup:
    """A complete setup drawn with ``seed``; the starting player too unless it is given.

    :raises InvalidSetup: for a player count the game does not have, or bad house rules.
    """
    players = load_content().rules.players
    if not players.min <= len(seats) <= players.max:
        raise InvalidSetup(f"SATOR is for {players.min} to {players.max} players, not {len(seats)}")
    overrides = dict(house_rules_overrides or {})
    rules = house_rules(overrides)
    first = draw_first_player(seed, len(seats)) if first_player is None else first_player
    if not 0 <= first < len(seats):
        raise InvalidSetup(f"first_player {first} is not a seat (0 to {len(seats) - 1})")
    return setup_from_json(
        {
            "seats": [seat.model_dump() for seat in seats],
            "first_player": first,
            "seed": seed,
            "positioning": draw_positioning(seed, rules.positioning_cards_per_colour),
            "walkways": deal_walkways(seed, len(seats), first).model_dump(),
            "house_rules": overrides,
        }
    )


def as_drawn(
    seats: Sequence[SeatSetup],
    seed: int,
    *,
    first_player: int,
    positioning: Mapping[str, int | None],
    hands: Sequence[Sequence[PieceId]],
    house_rules_overrides: Mapping[str, Any] | None = None,
) -> Setup:
    """The setup of a table that shuffled its own positioning cards and dealt its own
    walkways, typed in: ``hands`` by seat index. The pieces nobody was dealt are the draft
    pool (three players).

    :raises InvalidSetup: naming what does not fit (an incomplete hand, a piece twice...).
    """
    dealt = {piece for hand in hands for piece in hand}
    return setup_from_json(
        {
            "seats": [seat.model_dump() for seat in seats],
            "first_player": first_player,
            "seed": seed,
            "positioning": dict(positioning),
            "walkways": {
                "hands": [list(hand) for hand in hands],
                "draft_pool": [piece for piece in load_content().pieces if piece not in dealt],
            },
            "house_rules": dict(house_rules_overrides or {}),
        }
    )
