"""Fast copies of frozen dataclasses."""

from __future__ import annotations

from dataclasses import fields
from typing import Any, Self


class Copyable:
    """For frozen dataclasses without slots: :meth:`but` copies with changes.

    Rules make a new state for every mark; copying the instance dictionary is about ten
    times faster than :func:`dataclasses.replace`, which calls ``__init__`` field by field.
    """

    def but(self, **changes: Any) -> Self:
        names = _field_names(type(self))
        if not changes.keys() <= names:
            raise TypeError(f"{type(self).__name__} has no field {sorted(changes.keys() - names)}")
        copy = object.__new__(type(self))
        copy.__dict__.update(self.__dict__)
        copy.__dict__.update(changes)
        return copy


_FIELD_NAMES: dict[type, frozenset[str]] = {}


def _field_names(cls: type) -> frozenset[str]:
    names = _FIELD_NAMES.get(cls)
    if names is None:
        names = _FIELD_NAMES[cls] = frozenset(field.name for field in fields(cls))
    return names
