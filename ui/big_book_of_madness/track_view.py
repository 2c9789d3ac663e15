"""The centre of the table screen, readable from across the table: the round and whose
turn it is, the turn's four phases, the invocation track with its curse places, and the
round tracker.

The controls are built once, each tile a part sent on its own; a change of the table
changes and sends only the tiles it concerns (the marker's old and new space, say).
"""

from __future__ import annotations

from collections.abc import Callable

import flet as ft

from sheets.big_book_of_madness.content import load_content
from sheets.big_book_of_madness.state import INVOCATION
from sheets.big_book_of_madness.view import CurseView, TableView
from ui.big_book_of_madness.look import ELEMENT_COLOUR, ELEMENT_ICON, PHASE_ICON, STATUS_ICON, tint
from ui.big_book_of_madness.slots import Part
from ui.big_book_of_madness.words import Words
from ui.widgets.common import unverified_badge

PHASES = ("focus", "grimoire", "actions", "recovery")
_UNSHOWN = object()
SPACES = 6
MIN_TILE = 48


@ft.control(isolated=True)
class TrackView(ft.Container):
    """``on_curse(place)`` is called when a curse place is tapped."""

    def __init__(
        self,
        words: Words,
        on_curse: Callable[[str], None],
        *,
        column_width: float,
        big: bool,
        **kwargs: object,
    ) -> None:
        super().__init__(**kwargs)
        self.words = words
        self.on_curse = on_curse
        self.column_px = column_width
        self.big_text = big
        self.keys: dict[int, object] = {}
        self.changed: list[ft.Control] = []
        self._build()

    # Building once

    def _build(self) -> None:
        w = self.words
        size = 26 if self.big_text else 20
        self.round_text = ft.Text(size=size, weight=ft.FontWeight.BOLD)
        self.turn_text = ft.Text(size=size - 4, weight=ft.FontWeight.BOLD)
        self.monster_text = ft.Text(size=size - 8)
        self.deck_text = ft.Text(size=size - 6, weight=ft.FontWeight.BOLD)
        self.deck_icon = ft.Icon(ft.Icons.PSYCHOLOGY, size=size)
        self.deck_pill = ft.Container(
            ft.Row([self.deck_icon, self.deck_text], spacing=6, tight=True),
            padding=ft.Padding.symmetric(horizontal=12, vertical=6),
            border_radius=ft.BorderRadius.all(20),
        )
        self.phase_tiles = [
            self._phase_tile(phase, number) for number, phase in enumerate(PHASES, 1)
        ]
        self.space_boxes = [self._space_box(space) for space in range(SPACES)]
        self.curse_tiles = {
            place.id: self._curse_tile(place.id) for place in load_content().curse_places
        }
        columns: list[ft.Control] = []
        for space in range(SPACES):
            tiles = [
                self.curse_tiles[p.id] for p in load_content().curse_places if p.space == space
            ]
            columns.append(
                ft.Column(
                    [self.space_boxes[space], *tiles],
                    spacing=4,
                    width=self.column_px,
                    horizontal_alignment=ft.CrossAxisAlignment.CENTER,
                )
            )
        self.round_cells = [
            self._round_cell(number) for number in range(1, load_content().rounds + 1)
        ]
        self.tracker_label = ft.Text(size=13, weight=ft.FontWeight.BOLD)
        self.tracker_badge = ft.Container()
        self.header = Part(
            ft.Column(
                [
                    ft.Row(
                        [self.round_text, self.deck_pill],
                        wrap=True,
                        alignment=ft.MainAxisAlignment.SPACE_BETWEEN,
                        vertical_alignment=ft.CrossAxisAlignment.CENTER,
                    ),
                    self.turn_text,
                    self.monster_text,
                ],
                spacing=10,
            )
        )
        self.tracker_row = Part(ft.Row([self.tracker_label, self.tracker_badge], wrap=True))
        self.content = ft.Column(
            [
                self.header,
                ft.Row(self.phase_tiles, spacing=4),
                ft.Text(w("bbm.ui.track_title"), size=13, weight=ft.FontWeight.BOLD),
                ft.Row(columns, spacing=4, vertical_alignment=ft.CrossAxisAlignment.START),
                self.tracker_row,
                ft.Row(self.round_cells, spacing=4),
            ],
            spacing=10,
        )

    def _phase_tile(self, phase: str, number: int) -> Part:
        label = self.words(f"bbm.ui.phase_short.{phase}")
        return Part(
            ft.Column(
                [
                    ft.Row(
                        [
                            ft.Icon(PHASE_ICON[phase], size=22),
                            ft.Text(str(number), size=16),
                            ft.Icon(None, size=18),
                        ],
                        spacing=2,
                        alignment=ft.MainAxisAlignment.CENTER,
                    ),
                    # 12 px on a phone: "Soustředění" fits a quarter of 390 px on one line.
                    ft.Text(
                        label,
                        size=16 if self.big_text else 12,
                        text_align=ft.TextAlign.CENTER,
                        max_lines=1,
                    ),
                ],
                spacing=2,
                horizontal_alignment=ft.CrossAxisAlignment.CENTER,
            ),
            expand=True,
            height=72 if self.big_text else 60,
            alignment=ft.Alignment.CENTER,
            border_radius=ft.BorderRadius.all(10),
            tooltip=self.words(f"bbm.phase.{phase}"),
        )

    def _space_box(self, space: int) -> Part:
        label = self.words("bbm.ui.invocation_short") if space == INVOCATION else str(space)
        return Part(
            ft.Column(
                [
                    ft.Text(label, size=20 if space else 11, weight=ft.FontWeight.BOLD),
                    ft.Icon(None, size=18),
                ],
                spacing=0,
                horizontal_alignment=ft.CrossAxisAlignment.CENTER,
                alignment=ft.MainAxisAlignment.CENTER,
            ),
            width=self.column_px,
            height=60,
            alignment=ft.Alignment.CENTER,
            border_radius=ft.BorderRadius.all(8),
        )

    def _curse_tile(self, place: str) -> Part:
        small = self.column_px < 80
        return Part(
            ft.Column(
                [
                    ft.Row(
                        [
                            ft.Icon(None, size=20 if small else 26),
                            ft.Text(place, size=14, weight=ft.FontWeight.BOLD),
                        ],
                        spacing=2,
                        alignment=ft.MainAxisAlignment.CENTER,
                    ),
                    ft.Text(size=10 if small else 13, text_align=ft.TextAlign.CENTER),
                    ft.Row(
                        [ft.Icon(None, size=14), ft.Text(size=9 if small else 12)],
                        spacing=2,
                        alignment=ft.MainAxisAlignment.CENTER,
                        wrap=True,
                    ),
                    ft.Text(size=9 if small else 11, italic=True, text_align=ft.TextAlign.CENTER),
                ],
                spacing=1,
                horizontal_alignment=ft.CrossAxisAlignment.CENTER,
            ),
            width=self.column_px,
            padding=ft.Padding.symmetric(horizontal=2, vertical=4),
            border_radius=ft.BorderRadius.all(8),
            on_click=lambda e, p=place: self.on_curse(p),
        )

    def _round_cell(self, number: int) -> Part:
        return Part(
            ft.Column(
                [
                    ft.Row(
                        [ft.Icon(None, size=14), ft.Text(size=14, weight=ft.FontWeight.BOLD)],
                        spacing=2,
                        tight=True,
                    ),
                    ft.Row(
                        [ft.Icon(ft.Icons.AUTO_AWESOME, size=12), ft.Text(size=12)],
                        spacing=2,
                        tight=True,
                    ),
                ],
                spacing=0,
                horizontal_alignment=ft.CrossAxisAlignment.CENTER,
            ),
            width=self.column_px,
            height=MIN_TILE,
            alignment=ft.Alignment.CENTER,
            border_radius=ft.BorderRadius.all(8),
        )

    # Showing the table

    def show(self, view: TableView) -> list[ft.Control]:
        """Bring the values up to date with ``view``; the parts that changed, for the
        caller to send with ``update``."""
        self.changed: list[ft.Control] = []
        remaining = len(view.players) - sum(p.eliminated for p in view.players)
        active = view.players[view.active]
        self._touch(
            self.header,
            (
                view.round,
                view.turn,
                view.result,
                active.name,
                view.monsters[-1:],
                view.madness_deck,
                remaining,
            ),
            lambda: self._header(view),
        )
        current = PHASES.index(view.phase) if view.phase in PHASES else -1
        for index, tile in enumerate(self.phase_tiles):
            now, done = index == current, current > index or view.phase == "over"
            self._touch(tile, (now, done), lambda t=tile, n=now, d=done: _phase(t, n, d))
        for space, box in enumerate(self.space_boxes):
            here = view.marker == space and view.phase != "setup"
            self._touch(box, here, lambda b=box, s=space, h=here: self._space(b, s, h))
        for curse in view.curses:
            self._touch(self.curse_tiles[curse.place], curse, lambda c=curse: self._curse(c))
        unverified = "multi_curses_by_round" in view.unverified
        self._touch(
            self.tracker_row, (view.difficulty, unverified), lambda: self._tracker(view, unverified)
        )
        for number, cell in enumerate(self.round_cells, start=1):
            now = number == view.round and view.phase != "setup"
            count = view.round_tracker[number - 1]
            self._touch(
                cell, (now, count), lambda c=cell, r=number, n=now, k=count: self._round(c, r, n, k)
            )
        return self.changed

    def _touch(self, part: Part, key: object, apply: Callable[[], None]) -> None:
        """Apply a change to ``part`` when its ``key`` differs from the last shown."""
        if self.keys.get(id(part), _UNSHOWN) != key:
            self.keys[id(part)] = key
            apply()
            self.changed.append(part)

    def _header(self, view: TableView) -> None:
        w = self.words
        rounds = view.rounds
        if view.round == 0:
            self.round_text.value = w("bbm.ui.before_first_monster")
        else:
            self.round_text.value = w(
                "bbm.ui.round_turn", round=view.round, rounds=rounds, turn=view.turn
            )
        active = view.players[view.active]
        if view.result is not None:
            self.turn_text.value = w("bbm.ui.game_won" if view.result.won else "bbm.ui.game_lost")
        else:
            self.turn_text.value = w(
                "bbm.ui.turn_of", player=active.name, magician=w.magician(active.magician)
            )
        monster = view.monsters[-1] if view.monsters else None
        if monster is None:
            self.monster_text.value = w("bbm.ui.no_monster_yet")
        else:
            key = "bbm.ui.final_monster" if monster.number == rounds else "bbm.ui.monster"
            self.monster_text.value = w(
                key, number=monster.number, rounds=rounds, page=w.page(monster.page)
            )
        remaining = len(view.players) - sum(p.eliminated for p in view.players)
        low = view.madness_deck < 2 * remaining
        self.deck_text.value = w(
            "bbm.ui.madness_deck" + ("_low" if low else ""), count=view.madness_deck
        )
        self.deck_icon.icon = ft.Icons.WARNING_AMBER if low else ft.Icons.PSYCHOLOGY
        self.deck_icon.color = ft.Colors.ERROR if low else None
        self.deck_pill.bgcolor = ft.Colors.ERROR_CONTAINER if low else ft.Colors.SECONDARY_CONTAINER

    def _space(self, box: Part, space: int, here: bool) -> None:
        w = self.words
        box.bgcolor = ft.Colors.PRIMARY if here else ft.Colors.SURFACE_CONTAINER_HIGHEST
        box.border = ft.Border.all(
            3 if here else 1, ft.Colors.PRIMARY if here else ft.Colors.OUTLINE_VARIANT
        )
        column = box.content
        assert isinstance(column, ft.Column)
        label, icon = column.controls
        assert isinstance(label, ft.Text) and isinstance(icon, ft.Icon)
        label.color = ft.Colors.ON_PRIMARY if here else None
        icon.icon = ft.Icons.MENU_BOOK if here else None
        icon.color = ft.Colors.ON_PRIMARY if here else None
        box.tooltip = w("bbm.ui.marker_here" if here else "bbm.ui.space", space=space)

    def _curse(self, curse: CurseView) -> None:
        w = self.words
        tile = self.curse_tiles[curse.place]
        column = tile.content
        assert isinstance(column, ft.Column)
        head, kind_text, status_row, label_text = column.controls
        assert isinstance(head, ft.Row) and isinstance(status_row, ft.Row)
        assert isinstance(kind_text, ft.Text) and isinstance(label_text, ft.Text)
        icon = head.controls[0]
        status_icon, status_text = status_row.controls
        assert isinstance(icon, ft.Icon) and isinstance(status_icon, ft.Icon)
        assert isinstance(status_text, ft.Text)
        kind = curse.kind
        gone = curse.status in ("broken", "empty")
        icon.icon = ELEMENT_ICON[kind] if kind else None
        icon.color = ELEMENT_COLOUR[kind] if kind else None
        kind_text.value = w(f"bbm.ui.kind_short.{kind}") if kind else w("bbm.ui.no_curse")
        status_icon.icon = STATUS_ICON[curse.status] if kind else None
        status_text.value = w(f"bbm.curse_status.{curse.status}") if kind else ""
        label_text.value = curse.label
        label_text.visible = bool(curse.label)
        triggered = curse.status == "triggered"
        tile.bgcolor = tint(ELEMENT_COLOUR[kind], 0.08 if gone else 0.2) if kind else None
        tile.border = ft.Border.all(
            3 if triggered else 1, ft.Colors.ERROR if triggered else ft.Colors.OUTLINE_VARIANT
        )
        tile.opacity = 0.55 if gone else 1.0
        tile.tooltip = (
            w(
                "bbm.ui.curse_tooltip",
                place=curse.place,
                kind=w.kind(kind),
                status=status_text.value,
            )
            if kind
            else w("bbm.ui.empty_place", place=curse.place)
        )

    def _tracker(self, view: TableView, unverified: bool) -> None:
        w = self.words
        self.tracker_label.value = w(
            "bbm.ui.round_tracker", difficulty=w(f"bbm.difficulty.{view.difficulty}")
        )
        self.tracker_badge.content = (
            unverified_badge(w("common.unverified")) if unverified else None
        )

    def _round(self, cell: Part, number: int, now: bool, count: int) -> None:
        column = cell.content
        assert isinstance(column, ft.Column)
        head, row = column.controls
        assert isinstance(head, ft.Row) and isinstance(row, ft.Row)
        hat, label = head.controls
        count_text = row.controls[1]
        assert isinstance(hat, ft.Icon) and isinstance(label, ft.Text)
        assert isinstance(count_text, ft.Text)
        hat.icon = ft.Icons.SCHOOL if now else None
        label.value = str(number)
        count_text.value = f"+{count}"
        cell.bgcolor = ft.Colors.PRIMARY_CONTAINER if now else None
        cell.border = ft.Border.all(
            3 if now else 1, ft.Colors.PRIMARY if now else ft.Colors.OUTLINE_VARIANT
        )
        cell.tooltip = self.words("bbm.ui.round_cell", round=number, count=count)


def _phase(tile: Part, now: bool, done: bool) -> None:
    tile.bgcolor = ft.Colors.PRIMARY_CONTAINER if now else None
    tile.border = ft.Border.all(
        4 if now else 1, ft.Colors.PRIMARY if now else ft.Colors.OUTLINE_VARIANT
    )
    column = tile.content
    assert isinstance(column, ft.Column)
    row, label = column.controls
    assert isinstance(row, ft.Row) and isinstance(label, ft.Text)
    state_icon = row.controls[2]
    assert isinstance(state_icon, ft.Icon)
    state_icon.icon = ft.Icons.PLAY_ARROW if now else ft.Icons.CHECK if done else None
    label.weight = ft.FontWeight.BOLD if now else ft.FontWeight.NORMAL
