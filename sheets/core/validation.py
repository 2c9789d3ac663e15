"""Pydantic's findings as one readable line, and a game's setup read from and written to JSON."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Annotated, Any, TypeVar

from pydantic import AfterValidator, BaseModel, ValidationError

from sheets.core.errors import InvalidSetup
from sheets.core.names import checked_name

SetupT = TypeVar("SetupT", bound=BaseModel)

PlayerName = Annotated[str, AfterValidator(checked_name)]
"""A player's name in a setup or a file, as :func:`sheets.core.names.checked_name` allows
it, kept without surrounding spaces."""


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
