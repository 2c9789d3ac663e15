"""A box of the sheet a player taps: a frame and its number, two controls, until it is
first lit; its ring is made then, and from then on only shown or hidden."""

from __future__ import annotations

import flet as ft

from tests.ui.harness import walk
from ui.paper_dungeons.cells import LIT_BORDER, Cell, Look


def _kinds(cell: Cell) -> list[type]:
    return [type(control) for control in walk(cell.control)]


def test_a_box_never_lit_is_a_frame_and_its_text() -> None:
    cell = Cell(44, 44, on_tap=lambda: None, label="Warrior, level 2")
    assert cell.show(Look(text="3")) == [cell.control]
    assert cell.show(Look(text="3")) == []
    cell.show(Look(mark="filled", text="3"))
    assert _kinds(cell) == [ft.Container, ft.Text]
    assert cell.text.value == "3" and cell.control.tooltip == "Warrior, level 2"


def test_a_lit_box_gets_its_thick_ring_once_and_then_only_shows_or_hides_it() -> None:
    cell = Cell(44, 44)
    assert cell.show(Look(lit=True)) == [cell.control]
    ring = cell.ring
    assert ring is not None and ring.visible
    assert ring.border is not None and ring.border.top.width == LIT_BORDER
    assert cell.show(Look()) == [ring] and not ring.visible
    assert cell.show(Look(lit=True)) == [ring] and ring.visible
    assert _kinds(cell) == [ft.Container, ft.Stack, ft.Text, ft.Container]


def test_a_filled_box_is_dark_with_light_text_and_its_ring_hidden() -> None:
    cell = Cell(44, 44)
    cell.show(Look(text="2", lit=True))
    cell.show(Look(mark="filled", text="2"))
    assert cell.control.bgcolor == ft.Colors.ON_SURFACE
    assert cell.text.color == ft.Colors.SURFACE
    assert cell.ring is not None and not cell.ring.visible
    cell.show(Look(text="2", printed=True))
    assert cell.control.bgcolor == ft.Colors.SURFACE_CONTAINER_HIGHEST
    assert cell.text.color == ft.Colors.ON_SURFACE
