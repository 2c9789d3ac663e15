"""Each rule of ``tests.ui.drawable`` finds its fault, and passes the layout that fixes it."""

from __future__ import annotations

from typing import Any

import flet as ft
import pytest

from sheets.i18n import translate
from tests.ui.drawable import undrawable


def _view(*controls: ft.Control, scroll: ft.ScrollMode | None = ft.ScrollMode.AUTO) -> ft.View:
    return ft.View(route="/", controls=list(controls), scroll=scroll)


def _dialog(content: ft.Control, **named: object) -> ft.AlertDialog:
    return ft.AlertDialog(title=ft.Text("Start combat"), content=content, open=True, **named)


FAULTS = {
    "an expanding child in a wrapping row": _view(
        ft.Row([ft.Text("Lord Godalming: fights", expand=True), ft.Button("Escape")], wrap=True)
    ),
    "no width for a responsive row": _view(ft.Row([ft.ResponsiveRow([ft.Text("a", col=6)])])),
    "a row beside a list tile's title": _view(
        ft.ListTile(title=ft.Text("Wounds"), trailing=ft.Row([ft.IconButton(ft.Icons.ADD)]))
    ),
    "a missing text": _view(ft.Text(translate("common.text_missing", "cs"))),
    "a screen that does not scroll": _view(ft.Column([ft.Text("a")]), scroll=None),
    "names 'Alert'": _dialog(ft.Text("Who fights?")),
    "a dialog whose end may be out of reach": _dialog(
        ft.Column([ft.TextField(label=str(n)) for n in range(6)]), semantics_label="Start combat"
    ),
}
FIXED = [
    _view(ft.Column([ft.Text("Lord Godalming: fights"), ft.Row([ft.Button("Escape")], wrap=True)])),
    _view(ft.Row([ft.ResponsiveRow([ft.Text("a", col=6)], expand=True)])),
    _view(
        ft.ListTile(
            title=ft.Text("Wounds"), trailing=ft.Row([ft.IconButton(ft.Icons.ADD)], width=48)
        )
    ),
    _view(ft.Column([ft.ListView([ft.Text("a")], expand=True)]), scroll=None),
    _dialog(
        ft.Column([ft.TextField(label=str(n)) for n in range(6)]),
        semantics_label="Start combat",
        scrollable=True,
    ),
]


@pytest.mark.parametrize("fault", FAULTS)
def test_each_fault_is_found(fault: str) -> None:
    found = undrawable(FAULTS[fault])
    assert len(found) == 1 and fault in found[0], found


@pytest.mark.parametrize("layout", FIXED)
def test_its_fix_passes(layout: ft.Control) -> None:
    assert undrawable(layout) == []


@pytest.mark.asyncio
@pytest.mark.parametrize("language", ["cs", "en"])
@pytest.mark.parametrize(
    "kind", ["paper_dungeons", "fury_of_dracula", "big_book_of_madness", "sator"]
)
async def test_every_new_game_screen_can_be_drawn_on_a_phone(
    table: Any, kind: str, language: str
) -> None:
    phone = await table.device(width=390, height=844, route=f"/new/{kind}", language=language)
    assert undrawable(phone.page) == []
