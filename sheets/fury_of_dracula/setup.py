"""What a Fury of Dracula game starts from: players, who is Dracula, who runs which hunter,
the hunters' start cities, basic or advanced rules, and the house rules.

:func:`randomise_setup` draws whatever the table leaves to chance with the game's seed (who
plays Dracula, how the hunters are shared out, random start cities) and records the result
in the setup; a table that decided itself enters the same fields by hand.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

from sheets.core.dice import SeededDraws
from sheets.core.errors import InvalidSetup
from sheets.core.validation import PlayerName, read_setup, write_setup
from sheets.fury_of_dracula.content import CONTENT_VERSION, HUNTERS, HunterId, load_content
from sheets.fury_of_dracula.house_rules import HouseRules, house_rules

# The message that names the seat the app plays ("Dracula (the app)"), stored in the
# language of the device that made the game and said in each reader's.
APP_SEAT_NAME = "fod.new.app_seat_name"
MIN_PLAYERS = 2
MAX_PLAYERS = 5
EncounterSource = Literal["app", "physical"]
# How strongly the app plays Dracula, when it does (the values of
# :class:`~sheets.fury_of_dracula.app_dracula.DraculaStrength`).
AppStrength = Literal["easy", "normal", "hard"]
APP_STRENGTHS: tuple[AppStrength, ...] = ("easy", "normal", "hard")


class _Frozen(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")


class PlayerSetup(_Frozen):
    name: PlayerName


class TableSetup(_Frozen):
    """What every device at the table may know of a game's setup: all of it but the seeds,
    from which Dracula's encounters and the hunters' tickets are drawn.

    ``encounter_cards`` says who shuffles Dracula's encounter deck: ``"app"`` deals it with
    the seed, ``"physical"`` has Dracula enter each card he draws from the real deck.
    ``app_dracula``: the app plays Dracula at this strength, in the last seat, which no
    device may hold; every player is a hunter, and the app deals its own encounter cards.
    """

    players: tuple[PlayerSetup, ...] = Field(min_length=MIN_PLAYERS, max_length=MAX_PLAYERS)
    dracula_seat: int = Field(ge=0)
    hunter_seats: dict[HunterId, int]
    starts: dict[HunterId, str]
    advanced: bool = False
    encounter_cards: EncounterSource = "app"
    house_rules: dict[str, Any] = Field(default_factory=dict)
    content_version: str = CONTENT_VERSION
    app_dracula: AppStrength | None = None

    def rules(self) -> HouseRules:
        return house_rules(self.house_rules)

    def seats_of(self, hunter: HunterId) -> int:
        return self.hunter_seats[hunter]

    def hunters_of(self, seat: int) -> tuple[HunterId, ...]:
        """The hunters a seat runs, in turn order."""
        return tuple(hunter for hunter in HUNTERS if self.hunter_seats[hunter] == seat)

    @model_validator(mode="after")
    def _consistent(self) -> TableSetup:
        if self.content_version != CONTENT_VERSION:
            raise ValueError(
                f"this game was made for content {self.content_version!r}; "
                f"this app has {CONTENT_VERSION!r}"
            )
        seats = len(self.players)
        names = [player.name.casefold() for player in self.players]
        if len(set(names)) != len(names):
            raise ValueError("every player needs a different name")
        if self.dracula_seat >= seats:
            raise ValueError(
                f"Dracula's seat {self.dracula_seat} is not one of the {seats} players"
            )
        if self.app_dracula is not None:
            if self.dracula_seat != seats - 1:
                raise ValueError("the app plays Dracula in the last seat")
            if self.encounter_cards != "app":
                raise ValueError("the app's Dracula draws from the encounter deck it deals")
        if set(self.hunter_seats) != set(HUNTERS):
            raise ValueError("name the player of each of the four hunters")
        hunter_players = set(range(seats)) - {self.dracula_seat}
        for hunter, seat in self.hunter_seats.items():
            if seat not in hunter_players:
                raise ValueError(f"{hunter} must be run by a hunter player, not seat {seat}")
        idle = sorted(hunter_players - set(self.hunter_seats.values()))
        if idle:
            raise ValueError(f"players {idle} run no hunter")
        if set(self.starts) != set(HUNTERS):
            raise ValueError("give the start city of each of the four hunters")
        rules = self.rules()
        content = load_content()
        for hunter, code in self.starts.items():
            place = content.places.get(code)
            if place is None:
                raise ValueError(f"{hunter} starts in an unknown place {code!r}")
            if place.is_sea or code in rules.advanced_start_forbidden:
                raise ValueError(f"{hunter} cannot start in {place.name_en}")
        return self


class Setup(TableSetup):
    """Everything a Fury of Dracula game starts from. JSON-serialisable.

    ``ticket_seed`` draws the hunters' tickets and is kept from Dracula as the seed is kept
    from the hunters; games set up without one draw their tickets from the seed.
    """

    seed: int = Field(ge=0)
    ticket_seed: int | None = Field(default=None, ge=0)

    @property
    def tickets_seed(self) -> int:
        return self.seed if self.ticket_seed is None else self.ticket_seed

    def for_the_table(self) -> TableSetup:
        """This setup without its seeds, as every device may have it."""
        fields = {name: getattr(self, name) for name in TableSetup.model_fields}
        return TableSetup.model_construct(**fields)


# Games set up before these house rules' defaults were corrected keep the values they
# were played with, so that their logs replay as they were played.
LEGACY_CONTENT_VERSION = "fury-of-dracula/1"
LEGACY_DEFAULTS: dict[str, Any] = {
    "road_bordeaux_saragossa": True,
    "cornered_dracula": "any_free_land_place",
    "rumour_only_with_encounter": False,
}


def setup_from_json(data: Mapping[str, Any]) -> Setup:
    """:raises InvalidSetup: naming every field that does not fit."""
    return read_setup(Setup, _upgraded(data), game="Fury of Dracula")


def _upgraded(data: Mapping[str, Any]) -> Mapping[str, Any]:
    if data.get("content_version") != LEGACY_CONTENT_VERSION:
        return data
    overrides = {**LEGACY_DEFAULTS, **dict(data.get("house_rules") or {})}
    return {**data, "content_version": CONTENT_VERSION, "house_rules": overrides}


def setup_to_json(setup: Setup) -> dict[str, Any]:
    data = write_setup(setup)
    # A game a player plays Dracula in is written as it was before the app could.
    if data["app_dracula"] is None:
        del data["app_dracula"]
    return data


def suggested_starts() -> dict[HunterId, str]:
    """The rulebook's start cities for the first game."""
    return {hunter: info.start for hunter, info in load_content().hunters.items()}


def share_hunters(hunter_players: Sequence[int], seed: int) -> dict[HunterId, int]:
    """Deal the four hunters to the hunter players, as even as can be, in a seeded order."""
    if not hunter_players:
        raise InvalidSetup("at least one player must run the hunters")
    order = SeededDraws(seed, "hunters").shuffled(HUNTERS)
    seats = {
        hunter: hunter_players[index % len(hunter_players)] for index, hunter in enumerate(order)
    }
    return {hunter: seats[hunter] for hunter in HUNTERS}


def random_starts(seed: int, rules: HouseRules) -> dict[HunterId, str]:
    """Four different start cities drawn from every city a hunter may start in."""
    content = load_content()
    cities = [
        place.code
        for place in content.map.places
        if not place.is_sea and place.code not in rules.advanced_start_forbidden
    ]
    drawn = SeededDraws(seed, "starts").sample(cities, len(HUNTERS))
    return dict(zip(HUNTERS, drawn, strict=True))


def randomise_setup(
    names: Sequence[str],
    seed: int,
    *,
    dracula_seat: int | None = None,
    advanced: bool = False,
    random_start_cities: bool = False,
    encounter_cards: EncounterSource = "app",
    house_rule_overrides: Mapping[str, Any] | None = None,
    ticket_seed: int | None = None,
    app_dracula: AppStrength | None = None,
    app_seat_name: str = "Dracula",
) -> Setup:
    """A ready setup: Dracula's seat drawn when not given, the hunters shared out with the
    seed, the rulebook's start cities (or random ones). The same seed gives the same setup.
    ``ticket_seed`` must not follow from ``seed``, which Dracula's device keeps.
    ``app_dracula``: every one of ``names`` is a hunter's player, and the app plays Dracula
    in a seat of its own, named ``app_seat_name``, after theirs.

    :raises InvalidSetup: for a player count outside 2-5 (1-4 against the app) or fields
        that do not fit.
    """
    if app_dracula is not None:
        if not MIN_PLAYERS - 1 <= len(names) <= MAX_PLAYERS - 1:
            raise InvalidSetup(
                f"against the app's Dracula, Fury of Dracula is for {MIN_PLAYERS - 1} to "
                f"{MAX_PLAYERS - 1} players, not {len(names)}"
            )
        names = [*names, app_seat_name]
        dracula_seat = len(names) - 1
        encounter_cards = "app"
    if not MIN_PLAYERS <= len(names) <= MAX_PLAYERS:
        raise InvalidSetup(
            f"Fury of Dracula is for {MIN_PLAYERS} to {MAX_PLAYERS} players, not {len(names)}"
        )
    overrides = dict(house_rule_overrides or {})
    if dracula_seat is None:
        dracula_seat = SeededDraws(seed, "dracula").below(len(names))
    hunter_players = [seat for seat in range(len(names)) if seat != dracula_seat]
    starts = (
        random_starts(seed, house_rules(overrides)) if random_start_cities else suggested_starts()
    )
    return setup_from_json(
        {
            "players": [{"name": name} for name in names],
            "dracula_seat": dracula_seat,
            "hunter_seats": share_hunters(hunter_players, seed),
            "starts": starts,
            "advanced": advanced,
            "encounter_cards": encounter_cards,
            "seed": seed,
            "ticket_seed": ticket_seed,
            "house_rules": overrides,
            "app_dracula": app_dracula,
        }
    )
