"""Flet 1.0.5's events, each handled without reading the type annotations again.

Before it calls a handler, Flet finds the type of the event it passes (a tap's, a
drag's) from the annotations of the control's class: it merges those of the whole class
hierarchy, copies two module namespaces and evaluates the forward references, on every
event. That is about a tenth of a millisecond of every tap on the server, the same for
every tap on a control of one class. :func:`install` remembers the answer per class and
event.
"""

from __future__ import annotations

from typing import Any

import flet.controls.base_control as flet_base_control
from flet.controls.control_event import get_event_field_type

_FIND = get_event_field_type

# The answers so far, by the control's class and the handler's field: a few hundred at
# most, the classes and events of the app's screens.
_FOUND: dict[tuple[type, str], Any] = {}


def event_type(control: Any, field_name: str) -> Any:
    """The type of the event Flet passes to ``control``'s handler ``field_name`` (``None``
    when its class has no such handler), as Flet resolves it from the class."""
    key = (type(control), field_name)
    try:
        return _FOUND[key]
    except KeyError:
        found = _FOUND[key] = _FIND(control, field_name)
        return found


def install() -> None:
    """Have Flet look up each event's type once per class and event (this process, from
    now on; calling it again changes nothing)."""
    flet_base_control.get_event_field_type = event_type  # type: ignore[attr-defined]
