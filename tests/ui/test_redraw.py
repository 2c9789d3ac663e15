"""The one redraw mechanism: a part draws only what differs from what it shows."""

from __future__ import annotations

import flet as ft

from ui.widgets.redraw import Parts, Redrawn


class _Line(Redrawn[str]):
    def __init__(self) -> None:
        self.text = ft.Text()
        self.drawn_over: list[str | None] = []

    def draw(self, value: str) -> None:
        self.drawn_over.append(self.shown)
        self.text.value = value


def test_a_part_draws_only_what_differs_from_what_it_shows() -> None:
    line = _Line()
    assert line.shown is None
    assert line.show("one") is True
    assert line.show("one") is False
    assert line.show("two") is True
    assert line.text.value == "two" and line.shown == "two"
    # While it draws, the part still knows what it showed before.
    assert line.drawn_over == [None, "one"]
    line.redraw()
    assert line.drawn_over == [None, "one", "two"]


def test_parts_draw_each_part_when_its_own_key_changes() -> None:
    first, second = ft.Text(), ft.Text()
    drawn: list[str] = []
    parts = Parts()
    assert parts.show(first, 1, lambda: drawn.append("first"))
    assert parts.show(second, 1, lambda: drawn.append("second"))
    assert not parts.show(first, 1, lambda: drawn.append("first again"))
    assert parts.show(first, 2, lambda: drawn.append("first changed"))
    parts.forget(second)
    assert parts.show(second, 1, lambda: drawn.append("second redrawn"))
    assert drawn == ["first", "second", "first changed", "second redrawn"]


def test_two_equal_controls_are_two_parts_and_a_name_is_one() -> None:
    # Flet's controls compare equal when their properties are.
    first, second = ft.Text("same"), ft.Text("same")
    parts = Parts()
    assert parts.show(first, 1, lambda: None)
    assert parts.show(second, 1, lambda: None)
    assert parts.show("frame", True, lambda: None)
    assert not parts.show("frame", True, lambda: None)
