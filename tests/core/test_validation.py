"""Pydantic's findings as one readable line, and setups read from and written to JSON."""

from __future__ import annotations

import pytest
from pydantic import BaseModel, ConfigDict, Field, ValidationError, model_validator

from sheets.core.errors import InvalidSetup
from sheets.core.validation import PlayerName, problems, read_setup, write_setup


class Seat(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")

    name: str = Field(min_length=1)


class TableSetup(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")

    seats: tuple[Seat, ...]
    seed: int = Field(ge=0)

    @model_validator(mode="after")
    def _someone_plays(self) -> TableSetup:
        if not self.seats:
            raise ValueError("nobody sits at the table")
        return self


def error_of(data: dict[str, object]) -> ValidationError:
    with pytest.raises(ValidationError) as raised:
        TableSetup.model_validate(data)
    return raised.value


def test_each_problem_names_its_field_or_the_whole() -> None:
    error = error_of({"seats": [{"name": ""}], "seed": -1})
    assert problems(error, "setup") == (
        "seats.0.name: String should have at least 1 character; "
        "seed: Input should be greater than or equal to 0"
    )
    whole = error_of({"seats": [], "seed": 1})
    assert problems(whole, "setup") == "setup: Value error, nobody sits at the table"


def test_a_long_list_of_problems_is_cut_to_the_first_ones() -> None:
    error = error_of({"seats": [{"name": ""}], "seed": -1, "extra": 1})
    assert (
        problems(error, "file", most=1) == "seats.0.name: String should have at least 1 character"
    )


def test_a_setup_goes_to_json_and_back() -> None:
    setup = TableSetup(seats=(Seat(name="Ann"),), seed=3)
    data = write_setup(setup)
    assert data == {"seats": [{"name": "Ann"}], "seed": 3}
    assert read_setup(TableSetup, data, game="Test") == setup


def test_a_setup_that_does_not_fit_is_refused_naming_the_game_and_every_problem() -> None:
    with pytest.raises(InvalidSetup) as raised:
        read_setup(TableSetup, {"seats": [], "seed": -1}, game="Test")
    assert str(raised.value) == (
        "this Test setup does not fit: seed: Input should be greater than or equal to 0"
    )
    with pytest.raises(InvalidSetup, match="this Test setup does not fit: setup: Value error"):
        read_setup(TableSetup, {"seats": [], "seed": 1}, game="Test")


class Named(BaseModel):
    name: PlayerName


def test_a_player_name_is_trimmed_and_what_the_rule_of_names_refuses_is_refused() -> None:
    assert Named(name="  Ann ").name == "Ann"
    with pytest.raises(ValidationError, match="A name cannot be empty"):
        Named(name="   ")
    with pytest.raises(ValidationError, match="A name cannot be empty"):
        Named(name="")
    with pytest.raises(ValidationError, match="at most 40 characters"):
        Named(name="x" * 41)
    with pytest.raises(ValidationError, match="control characters"):
        Named(name="Ann\x1b[31m")
