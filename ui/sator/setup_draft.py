"""The new-game form of SATOR while it is being filled in: players and colours, who starts,
and the draws, made by the app with a seed or typed in from the table's own cards.

It is plain data with the checks a person needs to hear about (as message keys), so that
the screen only shows it and tests can drive it without a browser.
"""

from __future__ import annotations

import secrets
from collections import Counter
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Literal

from sheets.core.names import BLANK, name_refusal
from sheets.sator.content import load_content, piece_id
from sheets.sator.house_rules import default_house_rules, house_rules
from sheets.sator.randomiser import as_drawn, draw_first_player, randomise
from sheets.sator.setup import SeatSetup, Setup

DrawnBy = Literal["app", "table"]
# The settings that name what the table's own copy shows, besides the prayers' levels.
COPY_SETTINGS = frozenset({"colour_names", "material_names"})


def from_the_copy(setting: str) -> bool:
    """Whether a house rule is read off the table's own copy of the game."""
    return setting in COPY_SETTINGS or (setting.startswith("prayer_") and setting.endswith("_ap"))


# (seat index, shape, slot): with two players each is dealt two pieces of every shape.
WalkwaySlot = tuple[int, str, int]


def new_seed() -> int:
    return secrets.randbelow(2**31)


@dataclass
class SeatDraft:
    name: str
    colour: str


@dataclass(frozen=True, slots=True)
class Problem:
    """Something the form must still get right: ``sator.new.problem.<code>`` with params."""

    code: str
    params: Mapping[str, Any] = field(default_factory=dict)


@dataclass
class SetupDraft:
    """``first_player`` is the seat that last said a psalm, or ``None`` to draw one with
    the seed. ``positioning`` and ``walkways`` are what the table drew, typed in."""

    seats: list[SeatDraft]
    house_rules: dict[str, Any]
    seed: int = field(default_factory=new_seed)
    first_player: int | None = 0
    drawn_by: DrawnBy = "app"
    positioning: dict[str, int | None] = field(default_factory=dict)
    walkways: dict[WalkwaySlot, str | None] = field(default_factory=dict)

    @classmethod
    def fresh(cls, names: list[str], overrides: Mapping[str, Any]) -> SetupDraft:
        colours = load_content().colours
        seats = [SeatDraft(name, colour) for name, colour in zip(names, colours, strict=False)]
        draft = cls(seats=seats, house_rules=dict(overrides))
        draft.positioning = dict.fromkeys(colours)
        return draft

    # Players

    def set_seat_count(self, count: int, default_name: Callable[[int], str]) -> None:
        """Add seats (with the first free colours) or drop the last ones; what was typed
        in of the walkways no longer fits a new player count and is cleared."""
        players = load_content().rules.players
        count = max(players.min, min(players.max, count))
        while len(self.seats) > count:
            self.seats.pop()
        while len(self.seats) < count:
            taken = {seat.colour for seat in self.seats}
            colour = next(c for c in load_content().colours if c not in taken)
            self.seats.append(SeatDraft(default_name(len(self.seats) + 1), colour))
        if self.first_player is not None and self.first_player >= count:
            self.first_player = 0
        self.walkways.clear()

    @property
    def starting_seat(self) -> int:
        """The seat that starts: chosen, or drawn with the seed."""
        if self.first_player is None:
            return draw_first_player(self.seed, len(self.seats))
        return self.first_player

    def redraw(self) -> None:
        self.seed = new_seed()

    # What is printed on the table's own copy

    def name_colour(self, colour: str, name: str) -> None:
        """The name the table gives a colour (its figures' colour); blank: the app's name."""
        self._rename("colour_names", colour, name)

    def colour_named(self, colour: str) -> str:
        return str(self.house_rules.get("colour_names", {}).get(colour, ""))

    def name_material(self, material: str, name: str) -> None:
        """The name the table gives a walkway material; blank: the app's name."""
        self._rename("material_names", material, name)

    def material_named(self, material: str) -> str:
        return str(self.house_rules.get("material_names", {}).get(material, ""))

    def _rename(self, setting: str, key: str, name: str) -> None:
        names = dict(self.house_rules.get(setting, {}))
        if name.strip():
            names[key] = name.strip()
        else:
            names.pop(key, None)
        self._override(setting, names)

    def set_prayer_levels(self, prayer: int, levels: Sequence[int]) -> None:
        """The AP levels printed on a prayer card, as the table reads them."""
        self._override(f"prayer_{prayer}_ap", sorted(set(levels)))

    def prayer_levels(self, prayer: int) -> tuple[int, ...]:
        return house_rules(self.house_rules).prayer_ap(prayer)

    def on_the_cards(self) -> dict[str, Any]:
        """The values read off the table's own copy (colour names, prayer levels): a new
        game of this table starts with them, so they are asked once."""
        return {name: value for name, value in self.house_rules.items() if from_the_copy(name)}

    def _override(self, name: str, value: Any) -> None:
        default = getattr(default_house_rules(), name)
        if value in ({}, default) or (isinstance(value, list) and tuple(value) == default):
            self.house_rules.pop(name, None)
        else:
            self.house_rules[name] = value

    # What the table drew

    @property
    def per_shape(self) -> int:
        return load_content().walkway_deal(len(self.seats)).per_shape

    def slots(self, seat: int, shape: str) -> list[WalkwaySlot]:
        return [(seat, shape, slot) for slot in range(self.per_shape)]

    # Checking and building

    def problems(self) -> list[Problem]:
        """What stops the game from starting, in the order of the form."""
        found: list[Problem] = []
        for number, seat in enumerate(self.seats, start=1):
            refused = name_refusal(seat.name)
            if refused is not None:
                code = "missing" if refused.reason == BLANK else refused.reason
                found.append(Problem(f"name_{code}", {"number": number, **refused.params}))
        names = [seat.name.strip() for seat in self.seats]
        counted = Counter(name.casefold() for name in names if name)
        found += [Problem("name_twice", {"name": name}) for name, n in counted.items() if n > 1]
        colours = Counter(seat.colour for seat in self.seats)
        found += [Problem("colour_twice", {"colour": c}) for c, n in colours.items() if n > 1]
        for prayer in load_content().prayer_numbers:
            if self.house_rules.get(f"prayer_{prayer}_ap") == []:
                found.append(Problem("prayer_levels_missing", {"prayer": prayer}))
        if self.drawn_by == "table":
            found += self._typed_problems()
        return found

    def _typed_problems(self) -> list[Problem]:
        found: list[Problem] = []
        most = house_rules(self.house_rules).positioning_cards_per_colour
        for colour, card in self.positioning.items():
            if card is not None and not 1 <= card <= most:
                found.append(Problem("card_out_of_range", {"colour": colour, "most": most}))
        for shape in load_content().shapes:
            given: list[str] = []
            for seat in range(len(self.seats)):
                for slot in self.slots(seat, shape):
                    material = self.walkways.get(slot)
                    if material is None:
                        found.append(
                            Problem("walkway_missing", {"player": self._name(seat), "shape": shape})
                        )
                    else:
                        given.append(material)
            found += [
                Problem("walkway_twice", {"piece": piece_id(shape, material)})
                for material, count in Counter(given).items()
                if count > 1
            ]
        return found

    def _name(self, seat: int) -> str:
        return self.seats[seat].name.strip() or str(seat + 1)

    def to_setup(self) -> Setup:
        """The setup, once :meth:`problems` is empty.

        :raises sheets.core.errors.InvalidSetup: when the rules still refuse it.
        """
        if self.drawn_by == "app":
            return self._drawn()
        hands = [
            [
                piece_id(shape, material)
                for shape in load_content().shapes
                for slot in self.slots(seat, shape)
                if (material := self.walkways.get(slot)) is not None
            ]
            for seat in range(len(self.seats))
        ]
        return as_drawn(
            self._seat_setups(),
            self.seed,
            first_player=self.starting_seat,
            positioning=self.positioning,
            hands=hands,
            house_rules_overrides=self.house_rules,
        )

    def _drawn(self) -> Setup:
        return randomise(
            self._seat_setups(),
            self.seed,
            first_player=self.first_player,
            house_rules_overrides=self.house_rules,
        )

    def _seat_setups(self) -> list[SeatSetup]:
        return [SeatSetup(name=seat.name.strip(), colour=seat.colour) for seat in self.seats]
