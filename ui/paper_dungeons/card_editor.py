"""Drawing a dungeon card: its extra walls and the three villain circles, by tapping.

Walls: tap a room, then a neighbouring room, and the wall between them appears or goes.
Circles: choose circle 1, 2 or 3, then tap its room. The dungeon is the sheet's own
layout, so the card looks exactly as it will on the screen and on paper.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import flet as ft

from sheets.paper_dungeons.board import edge_key
from sheets.paper_dungeons.content import orthogonal_neighbours
from sheets.paper_dungeons.layout import dungeon_preview
from sheets.paper_dungeons.setup import DungeonCard
from ui.widgets.area_view import AreaView
from ui.widgets.dialog_place import close
from ui.widgets.dialogs import show_named

if TYPE_CHECKING:
    from ui.session import AppSession

EDITOR_WIDTH = 340


class CardDrawing:
    """The card so far; tapping rooms changes it."""

    def __init__(self, card: DungeonCard | None) -> None:
        self.letter = card.letter if card else ""
        self.walls: set[str] = {edge_key(a, b) for a, b in card.extra_walls} if card else set()
        self.circles: dict[int, str] = dict(card.villain_circles) if card else {}
        self.mode = "walls"
        self.picked: str | None = None

    def tap(self, room: str) -> None:
        if self.mode != "walls":
            number = int(self.mode)
            self.circles = {n: r for n, r in self.circles.items() if r != room}
            self.circles[number] = room
            return
        if self.picked is not None and room in orthogonal_neighbours(self.picked):
            self.walls ^= {edge_key(self.picked, room)}
            self.picked = None
        else:
            self.picked = None if self.picked == room else room

    def wall_pairs(self) -> tuple[tuple[str, str], ...]:
        return tuple(tuple(key.split("-")) for key in sorted(self.walls))  # type: ignore[misc]

    def card(self) -> DungeonCard:
        """:raises ValueError: (pydantic) when the letter or the circles are missing."""
        return DungeonCard(
            letter=self.letter.strip().upper(),
            extra_walls=self.wall_pairs(),
            villain_circles=self.circles,
        )


def open_card_editor(
    session: AppSession, card: DungeonCard | None, saved: Callable[[DungeonCard], None]
) -> None:
    t = session.texts
    drawing = CardDrawing(card)
    area = dungeon_preview(
        language=t.language, extra_walls=drawing.wall_pairs(), villain_circles=drawing.circles
    )
    view = AreaView(
        area,
        EDITOR_WIDTH / area.w,
        on_tap=lambda element: tapped(element),
        describe=lambda element: t("pd.card.room", room=element.split(":")[-1]),
    )
    letter = ft.TextField(label=t("pd.card.letter"), value=drawing.letter, width=150, max_length=3)
    help_text = ft.Text(t("pd.card.help_walls"), size=12)
    problem = ft.Text(color=ft.Colors.ERROR)

    def redraw() -> None:
        lit = frozenset({f"room:{drawing.picked}"} if drawing.picked else set())
        view.show(
            dungeon_preview(
                language=t.language,
                extra_walls=drawing.wall_pairs(),
                villain_circles=drawing.circles,
            ),
            lit,
        )
        view.update()

    def tapped(element_id: str) -> None:
        kind, _, room = element_id.partition(":")
        if kind == "villain":
            kind, room = "room", drawing.circles[int(room)]
        if kind in ("room", "minion", "treasure", "trap"):
            drawing.tap(room)
            redraw()

    def mode_changed(e: ft.Event[ft.SegmentedButton]) -> None:
        drawing.mode = e.control.selected[0]
        drawing.picked = None
        help_text.value = (
            t("pd.card.help_walls")
            if drawing.mode == "walls"
            else t("pd.card.help_circle", number=drawing.mode)
        )
        redraw()

    def save(e: object) -> None:
        drawing.letter = letter.value or ""
        if not drawing.letter.strip():
            problem.value = t("pd.card.letter_needed")
            return
        if sorted(drawing.circles) != [1, 2, 3]:
            problem.value = t("pd.card.circles_needed")
            return
        if close(dialog):
            saved(drawing.card())

    dialog: ft.AlertDialog = ft.AlertDialog(
        title=ft.Text(t("pd.card.title")),
        scrollable=True,
        content=ft.Column(
            [
                letter,
                ft.SegmentedButton(
                    segments=[ft.Segment(value="walls", label=t("pd.card.mode.walls"))]
                    + [
                        ft.Segment(value=str(n), label=t("pd.card.mode.circle", number=n))
                        for n in (1, 2, 3)
                    ],
                    selected=["walls"],
                    on_change=mode_changed,
                ),
                help_text,
                view,
                problem,
            ],
            tight=True,
        ),
        actions=[
            ft.TextButton(t("common.cancel"), on_click=lambda e: close(dialog)),
            ft.FilledButton(t("common.save"), on_click=save),
        ],
    )
    show_named(session, dialog)
