"""The six shared dice: three white (dice 0-2) and three black (dice 3-5)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache

from sheets.core.dice import SeededDraws
from sheets.core.errors import Illegal
from sheets.paper_dungeons.content import Colour, Symbol, load_content

DICE = 6
WHITE_DICE = (0, 1, 2)
BLACK_DICE = (3, 4, 5)


@dataclass(frozen=True, slots=True)
class Die:
    """One die of a roll. ``number`` is what the player writes in the round box."""

    index: int
    colour: Colour
    symbol: Symbol
    number: int | None

    @property
    def usable(self) -> bool:
        return self.symbol != "skull"


def die_colour(index: int) -> Colour:
    return "white" if index in WHITE_DICE else "black"


@cache
def _faces(colour: Colour) -> dict[str, int | None]:
    dice = load_content().rules.dice
    kind = dice.white if colour == "white" else dice.black
    return {face.symbol: face.number for face in kind.faces}


def symbols_of(colour: Colour) -> tuple[Symbol, ...]:
    """The symbols on a die of that colour, in the order of the data."""
    return tuple(_faces(colour))  # type: ignore[arg-type]


def dice_from_symbols(symbols: Sequence[str]) -> tuple[Die, ...]:
    """Six dice as read off the table, white ones first.

    :raises Illegal: ``dice_count`` or ``no_such_face`` (a symbol the die does not have).
    """
    if len(symbols) != DICE:
        raise Illegal("dice_count", expected=DICE, got=len(symbols))
    dice = []
    for index, symbol in enumerate(symbols):
        colour = die_colour(index)
        faces = _faces(colour)
        if symbol not in faces:
            raise Illegal("no_such_face", die=index, colour=colour, symbol=symbol)
        dice.append(Die(index=index, colour=colour, symbol=symbol, number=faces[symbol]))  # type: ignore[arg-type]
    return tuple(dice)


def reroll_reason(dice: Sequence[Die]) -> str | None:
    """Why the whole roll must be rolled again (``"skulls"``/``"clovers"``), or ``None``."""
    rule = load_content().rules.dice.reroll_all_if
    if sum(die.symbol == "skull" for die in dice) >= rule.skulls_at_least:
        return "skulls"
    if sum(die.symbol == "clover" for die in dice) >= rule.clovers_at_least:
        return "clovers"
    return None


def seeded_roll(seed: int, roll_number: int) -> tuple[tuple[Die, ...], tuple[tuple[Die, ...], ...]]:
    """The valid roll for roll number ``roll_number`` of the game, and the invalid rolls
    that were rerolled on the way to it. The same seed and number always give the same dice.
    """
    rerolled: list[tuple[Die, ...]] = []
    attempt = 0
    while True:
        draws = SeededDraws(seed, "roll", roll_number, attempt)
        symbols = [draws.choice(symbols_of(die_colour(index))) for index in range(DICE)]
        dice = dice_from_symbols(symbols)
        if reroll_reason(dice) is None:
            return dice, tuple(rerolled)
        rerolled.append(dice)
        attempt += 1
