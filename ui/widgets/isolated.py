"""``@isolated``: Flet's ``@ft.control(isolated=True)`` for a control class of ours, with
the class's type kept. An isolated control's ``update`` sends only it, and the update of a
control around it leaves it out.

Flet's overload for ``control(isolated=...)`` has no argument that binds its type
variable, so a type checker takes the class it decorates for ``type[Never]``; here the
class in hand binds it.

An isolated control is equal only to itself. Flet makes every control a dataclass that
compares all its properties, and its diff asks, for each child of an isolated control it
meets, whether that control is the one being updated: compared property by property,
that question was a third of the cost of sending a part whose text changed. Two
controls are never the same part of a screen however alike they look, so nothing else
changes.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TypeVar

import flet as ft

C = TypeVar("C", bound=ft.BaseControl)


def isolated(cls: type[C]) -> type[C]:
    decorate: Callable[[type[C]], type[C]] = ft.control(isolated=True)
    made = decorate(cls)
    made.__eq__ = _itself  # type: ignore[method-assign]
    return made


def _itself(control: object, other: object) -> bool:
    return control is other
