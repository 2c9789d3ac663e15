"""The house rules every game builds on: its data's settings checked against its model."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal

import pytest
from pydantic import BaseModel, ConfigDict, ValidationError, model_validator

from sheets.core.errors import InvalidSetup
from sheets.core.house_rules import HouseRuleBook, Setting


class DataProblem(ValueError):
    pass


class TableSetting(Setting):
    VERIFIED_STATUSES = frozenset({"rulebook"})
    UNVERIFIED_STATUSES = frozenset({"guess"})


class Rules(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")

    hand_size: int
    discard: Literal["face_up", "face_down"]
    cap: int

    @model_validator(mode="after")
    def _hand_within_cap(self) -> Rules:
        if self.hand_size > self.cap:
            raise ValueError("the hand is larger than the cap")
        return self


def spec(default: Any, status: str = "guess", options: list[Any] | None = None) -> TableSetting:
    return TableSetting(default=default, options=options, status=status, note="")


SPECS = {
    "hand_size": spec(5),
    "discard": spec("face_up", "rulebook", ["face_up", "face_down"]),
    "cap": spec(7, "rulebook"),
}


def book(
    specs: Mapping[str, TableSetting] = SPECS,
    check_specs: Any = None,
) -> HouseRuleBook[Rules]:
    return HouseRuleBook(
        Rules,
        lambda: specs,
        data_file="table.json",
        content_error=DataProblem,
        check_specs=check_specs,
    )


def test_a_status_is_verified_or_unverified_and_nothing_else() -> None:
    assert spec(1, "guess").unverified
    assert not spec(1, "rulebook").unverified
    with pytest.raises(ValidationError, match="unknown status 'rumour'; known: guess, rulebook"):
        spec(1, "rumour")


def test_the_defaults_come_from_the_data_and_are_read_once() -> None:
    reads = []

    def specs() -> Mapping[str, TableSetting]:
        reads.append(1)
        return SPECS

    rules_book = HouseRuleBook(Rules, specs, data_file="t.json", content_error=DataProblem)
    assert reads == []
    defaults = rules_book.defaults()
    assert (defaults.hand_size, defaults.discard, defaults.cap) == (5, "face_up", 7)
    assert rules_book.defaults() is defaults
    assert rules_book.resolve({}) is defaults
    assert len(reads) == 1


@pytest.mark.parametrize(
    ("specs", "message"),
    [
        ({**SPECS, "extra": spec(1)}, r"table.json settings and Rules differ: \['extra'\]"),
        ({"hand_size": spec(5), "cap": spec(7)}, r"differ: \['discard'\]"),
        (
            {**SPECS, "discard": spec("burn", options=["face_up", "face_down"])},
            "setting discard: default 'burn' is not among its options",
        ),
        ({**SPECS, "cap": spec(3)}, "table.json settings do not validate"),
    ],
)
def test_data_that_disagrees_with_the_model_is_a_content_error(specs, message) -> None:
    with pytest.raises(DataProblem, match=message):
        book(specs).defaults()


def test_a_game_adds_its_own_check_of_the_settings() -> None:
    def needs_a_joker(specs: Mapping[str, object]) -> None:
        raise DataProblem(f"no joker among {sorted(specs)}")

    with pytest.raises(DataProblem, match=r"no joker among \['cap', 'discard', 'hand_size'\]"):
        book(check_specs=needs_a_joker).defaults()


def test_overrides_replace_the_defaults() -> None:
    rules = book().resolve({"hand_size": 6, "discard": "face_down"})
    assert (rules.hand_size, rules.discard, rules.cap) == (6, "face_down", 7)


@pytest.mark.parametrize(
    ("overrides", "message"),
    [
        ({"hand": 6, "draw": 1}, "unknown house rules: draw, hand$"),
        (
            {"discard": "burn"},
            r"house rule discard is one of \['face_up', 'face_down'\]: "
            "it must be one of these, not 'burn'",
        ),
        ({"cap": "many"}, "house rules do not fit: cap: Input should be a valid integer"),
        ({"hand_size": 9}, "house rules do not fit: house rules: Value error, the hand is larger"),
    ],
)
def test_overrides_that_do_not_fit_are_refused_with_a_clear_message(overrides, message) -> None:
    with pytest.raises(InvalidSetup, match=message):
        book().resolve(overrides)


def test_unverified_defaults_in_use_are_listed_until_the_players_change_them() -> None:
    rules_book = book()
    assert rules_book.unverified_in_use(rules_book.defaults()) == ("hand_size",)
    assert rules_book.unverified_in_use(rules_book.resolve({"hand_size": 4})) == ()
    assert rules_book.unverified_in_use(rules_book.resolve({"hand_size": 5})) == ("hand_size",)
