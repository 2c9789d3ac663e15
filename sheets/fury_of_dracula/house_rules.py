"""House rules: every value the sources are unsure of, with its default and a per-game override.

The defaults, statuses and notes live in ``data/rules.json`` (``settings``); this module
gives them types. A game's setup stores only the overrides, so that a correction made
"as printed on your copy" travels with the game.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator

from sheets.core.house_rules import HouseRuleBook
from sheets.fury_of_dracula.content import (
    HUNTERS,
    ContentError,
    HunterId,
    Setting,
    load_content,
)

TicketKind = tuple[int, int | None, int]
# When the app's Dracula plays an event: at the start of his phase, as soon as it is
# drawn for him, or never (a card played in answer to the hunters, which he cannot time).
EventTiming = Literal["dracula_phase", "drawn", "kept"]
EVENT_TIMINGS: tuple[EventTiming, ...] = ("dracula_phase", "drawn", "kept")


class HouseRules(BaseModel):
    """The unsure values of the rules, resolved for one game."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    hunter_health: dict[HunterId, int]
    hunter_bite_spaces: dict[HunterId, int]
    hunter_item_limit: dict[HunterId, int]
    hunter_event_limit: dict[HunterId, int]
    feed_heal: int = Field(ge=0)
    dark_call_damage: int = Field(ge=0)
    dark_call_draw: int = Field(ge=0)
    wolf_form_damage: int = Field(ge=0)
    wolf_form_roads: int = Field(ge=1, le=3)
    wolf_form_passes_blessed: bool
    stay_powers_at_sea: bool
    power_cards_face_up: bool
    hospital_choice: Literal["dracula_chooses", "hunters_choose"]
    road_bordeaux_saragossa: bool
    bordeaux_sea: Literal["BB", "AO"]
    dracula_leaves_board: Literal["next_unrevealed_move"]
    cornered_dracula: Literal["table_decides", "any_free_land_place"]
    lair_revealed_by_hunters: bool
    ticket_mix: tuple[TicketKind, ...]
    mixed_rail_value: Literal["yellow", "white", "forbidden"]
    advanced_start_forbidden: tuple[str, ...]
    vampire_influence: dict[str, int]
    vampire_clears_spaces: tuple[int, ...]
    rumour_only_with_encounter: bool
    consecrated_ground_forbidden: tuple[str, ...]
    dracula_event_timing: dict[str, EventTiming]

    @field_validator(
        "hunter_health", "hunter_bite_spaces", "hunter_item_limit", "hunter_event_limit"
    )
    @classmethod
    def _every_hunter(cls, values: dict[HunterId, int]) -> dict[HunterId, int]:
        if set(values) != set(HUNTERS):
            raise ValueError(f"give a value for each hunter: {', '.join(HUNTERS)}")
        if any(value < 0 for value in values.values()):
            raise ValueError("hunter values cannot be negative")
        return values

    @field_validator("hunter_health")
    @classmethod
    def _alive(cls, values: dict[HunterId, int]) -> dict[HunterId, int]:
        if any(value < 1 for value in values.values()):
            raise ValueError("every hunter needs at least 1 health")
        return values

    @field_validator("ticket_mix")
    @classmethod
    def _tickets(cls, mix: tuple[TicketKind, ...]) -> tuple[TicketKind, ...]:
        if not mix:
            raise ValueError("the ticket pool needs at least one kind of ticket")
        for white, yellow, copies in mix:
            if white < 1 or (yellow is not None and yellow < 1) or copies < 1:
                raise ValueError("ticket values and copies must be at least 1")
        return mix

    @field_validator("advanced_start_forbidden", "consecrated_ground_forbidden")
    @classmethod
    def _known_places(cls, codes: tuple[str, ...]) -> tuple[str, ...]:
        unknown = sorted(set(codes) - set(load_content().places))
        if unknown:
            raise ValueError(f"unknown places {unknown}")
        return codes

    @field_validator("vampire_influence")
    @classmethod
    def _vampires(cls, values: dict[str, int]) -> dict[str, int]:
        content = load_content()
        vampires = {card for card in content.encounters if content.is_vampire(card)}
        if set(values) != vampires:
            raise ValueError(f"give the influence of each vampire: {', '.join(sorted(vampires))}")
        return values

    @field_validator("vampire_clears_spaces")
    @classmethod
    def _trail_spaces(cls, spaces: tuple[int, ...]) -> tuple[int, ...]:
        if not set(spaces) <= set(range(1, 7)):
            raise ValueError("trail spaces are numbered 1 to 6")
        return spaces

    @field_validator("dracula_event_timing")
    @classmethod
    def _every_event(cls, values: dict[str, EventTiming]) -> dict[str, EventTiming]:
        titles = load_content().dracula_events
        if set(values) != set(titles):
            raise ValueError(f"give a timing for each Dracula event: {', '.join(sorted(titles))}")
        return values

    def ticket_pool(self) -> tuple[tuple[int, int | None], ...]:
        """Every ticket token in the box as (white, yellow) values."""
        return tuple(
            (white, yellow) for white, yellow, copies in self.ticket_mix for _ in range(copies)
        )


def setting_specs() -> Mapping[str, Setting]:
    """Each setting's default, options, status and note, as the data gives them."""
    return load_content().rules.settings


_BOOK = HouseRuleBook(
    HouseRules,
    setting_specs,
    data_file="rules.json",
    content_error=ContentError,
)
default_house_rules = _BOOK.defaults
house_rules = _BOOK.resolve
unverified_in_use = _BOOK.unverified_in_use


__all__ = [
    "EVENT_TIMINGS",
    "EventTiming",
    "HouseRules",
    "default_house_rules",
    "house_rules",
    "setting_specs",
    "unverified_in_use",
]
