"""Pydantic's findings as one readable line, and a game's setup read from and written to JSON."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Annotated, Any, TypeVar

from pydantic import AfterValidator, BaseModel, Field, ValidationError

from sheets.core.errors import InvalidSetup

SetupT = TypeVar("SetupT", bound=BaseModel)


def _not_blank(name: str) -> str:
    if not name.strip():
        raise ValueError("a player's name cannot be blank")
    return name.strip()


NAME_MAX = 40
PlayerName = Annotated[str, Field(min_length=1, max_length=NAME_MAX), AfterValidator(_not_blank)]
"""A player's name in a setup: 1 to 40 characters, kept without surrounding spaces."""


def problems(error: ValidationError, whole: str, *, most: int | None = None) -> str:
    """Each problem as ``where: what``, joined by ``; ``.

    ``where`` is the dotted path of the field, or ``whole`` for a problem of the object as a
    whole; ``most`` keeps only the first problems of a long list.
    """
    return "; ".join(
        f"{'.'.join(str(part) for part in problem['loc']) or whole}: {problem['msg']}"
        for problem in error.errors()[:most]
    )


def read_setup(model: type[SetupT], data: Mapping[str, Any], *, game: str) -> SetupT:
    """``data`` as a setup of ``game``. :raises InvalidSetup: naming every field that does
    not fit."""
    try:
        return model.model_validate(data)
    except ValidationError as error:
        raise InvalidSetup(f"this {game} setup does not fit: {problems(error, 'setup')}") from None


def write_setup(setup: BaseModel) -> dict[str, Any]:
    """The setup as JSON data that :func:`read_setup` reads back."""
    data: dict[str, Any] = setup.model_dump(mode="json")
    return data
