"""``@isolated``: Flet's ``@ft.control(isolated=True)`` for a control class of ours, with
the class's type kept. An isolated control's ``update`` sends only it, and the update of a
control around it leaves it out.

Flet's overload for ``control(isolated=...)`` has no argument that binds its type
variable, so a type checker takes the class it decorates for ``type[Never]``; here the
class in hand binds it.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TypeVar

import flet as ft

C = TypeVar("C", bound=ft.BaseControl)


def isolated(cls: type[C]) -> type[C]:
    decorate: Callable[[type[C]], type[C]] = ft.control(isolated=True)
    return decorate(cls)
