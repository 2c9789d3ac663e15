"""Flet's event types, looked up once per control class and event: each handler is
passed the same type of event as Flet finds from the annotations itself."""

from __future__ import annotations

import flet as ft
import pytest
from flet.controls.control_event import get_event_field_type

from ui import flet_events
from ui.widgets.area_view import AreaView

CONTROLS_AND_EVENTS = [
    (ft.Container(), "on_click"),
    (ft.Container(), "on_hover"),
    (ft.GestureDetector(), "on_tap_down"),
    (ft.GestureDetector(), "on_pan_update"),
    (ft.TextField(), "on_change"),
    (ft.Dropdown(), "on_select"),
    (ft.Page.__new__(ft.Page), "on_resize"),
    (ft.Container(), "on_no_such_event"),
]


@pytest.mark.parametrize(("control", "field"), CONTROLS_AND_EVENTS)
def test_the_type_is_the_one_flet_finds(control: ft.Control, field: str) -> None:
    assert flet_events.event_type(control, field) is get_event_field_type(control, field)


def test_each_class_and_event_is_looked_up_once(monkeypatch: pytest.MonkeyPatch) -> None:
    """A subclass is looked up as itself: it may annotate an event anew."""
    looked_up: list[tuple[type, str]] = []

    def find(control: object, field: str) -> object:
        looked_up.append((type(control), field))
        return get_event_field_type(control, field)

    monkeypatch.setattr(flet_events, "_FIND", find)
    monkeypatch.setattr(flet_events, "_FOUND", {})
    taps = [flet_events.event_type(ft.GestureDetector(), "on_tap_down") for _ in range(3)]
    flet_events.event_type(ft.GestureDetector(), "on_tap_up")
    flet_events.event_type(ft.Container(), "on_click")
    flet_events.event_type(AreaView.__new__(AreaView), "on_click")
    assert taps == [get_event_field_type(ft.GestureDetector(), "on_tap_down")] * 3
    assert looked_up == [
        (ft.GestureDetector, "on_tap_down"),
        (ft.GestureDetector, "on_tap_up"),
        (ft.Container, "on_click"),
        (AreaView, "on_click"),
    ]
