"""A box of the sheet: its ring and its cross are made the first time they are needed,
and from then on only shown or hidden."""

from __future__ import annotations

import flet as ft

from ui.paper_dungeons.cells import Cell, Look


def _layers(cell: Cell) -> list[type]:
    return [type(control) for control in cell.layers.controls]


def test_a_plain_box_is_its_text_alone() -> None:
    cell = Cell(44, 44)
    assert _layers(cell) == [ft.Text]
    assert cell.show(Look(text="3")) == [cell.control]
    assert _layers(cell) == [ft.Text] and cell.text.value == "3"


def test_a_lit_box_gets_its_ring_once_and_then_only_shows_or_hides_it() -> None:
    cell = Cell(44, 44)
    assert cell.show(Look(lit=True)) == [cell.control]
    assert _layers(cell) == [ft.Text, ft.Container]
    ring = cell.ring
    assert ring is not None and ring.visible
    assert cell.show(Look()) == [ring] and not ring.visible
    assert cell.show(Look(lit=True)) == [ring] and ring.visible
    assert _layers(cell) == [ft.Text, ft.Container]


def test_a_crossed_box_shows_its_cross_under_the_ring_until_it_is_uncrossed() -> None:
    cell = Cell(44, 44)
    cell.show(Look(lit=True))
    cell.show(Look(mark="crossed", lit=True))
    assert _layers(cell) == [ft.Text, ft.Icon, ft.Container]
    assert cell.cross is not None and cell.cross.visible
    assert cell.cross.color == ft.Colors.ON_SURFACE
    cell.show(Look(mark="filled"))
    assert not cell.cross.visible and cell.ring is not None and not cell.ring.visible
    assert cell.control.bgcolor == ft.Colors.ON_SURFACE
