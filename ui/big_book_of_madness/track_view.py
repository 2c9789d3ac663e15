"""The centre of the table screen, readable from across the table: the round and whose
turn it is, the turn's four phases, the invocation track with its curse places, and the
round tracker.

The controls are built once, each tile a part sent on its own; a change of the table
changes and sends only the tiles it concerns (the marker's old and new space, say).
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

import flet as ft

from sheets.big_book_of_madness.content import load_content
from sheets.big_book_of_madness.state import INVOCATION
from sheets.big_book_of_madness.view import CurseView, TableView
from ui.big_book_of_madness.look import ELEMENT_COLOUR, ELEMENT_ICON, tint
from ui.big_book_of_madness.slots import Part
from ui.big_book_of_madness.words import Words
from ui.widgets.common import unverified_badge
from ui.widgets.isolated import isolated
from ui.widgets.redraw import Parts, restyle

PHASES = ("focus", "grimoire", "actions", "recovery")
SPACES = 6
# A triggered curse's tile is framed this wide, in place of its padding (see ``_curse``).
TRIGGERED_BORDER = 3
CURSE_TILE_PADDING = TRIGGERED_BORDER


@isolated
class TrackView(ft.Container):
    """``on_curse(place)`` is called when a curse place is tapped."""

    def __init__(
        self,
        words: Words,
        on_curse: Callable[[str], None],
        *,
        column_width: float,
        big: bool,
    ) -> None:
        super().__init__()
        self.words = words
        self.on_curse = on_curse
        self.column_px = int(column_width)
        self.big_text = big
        self.parts = Parts()
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
            border_radius=20,
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
            # Every box and tile of a column has the column's width: it needs no
            # alignment of its own.
            columns.append(ft.Column([self.space_boxes[space], *tiles], spacing=4))
        self.tracker_label = ft.Text(size=13, weight=ft.FontWeight.BOLD)
        self.tracker_cells = ft.Text(size=15)
        # Always there, shown or hidden: a holder around it would be one more control
        # sent with the table.
        self.tracker_badge_text = ft.Text()
        self.tracker_badge = unverified_badge(self.tracker_badge_text)
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
        self.tracker_row = Part(
            ft.Column(
                [ft.Row([self.tracker_label, self.tracker_badge], wrap=True), self.tracker_cells],
                spacing=4,
            )
        )
        self.content = ft.Column(
            [
                self.header,
                ft.Row([*self.phase_tiles], spacing=4),
                ft.Text(w("bbm.ui.track_title"), size=13, weight=ft.FontWeight.BOLD),
                ft.Row(columns, spacing=4, vertical_alignment=ft.CrossAxisAlignment.START),
                self.tracker_row,
            ],
            spacing=10,
        )

    def _phase_tile(self, phase: str, number: int) -> Part:
        """A phase: its number and name, ▶ while it is on and ✓ once done."""
        # 12 px on a phone: "▶ 1 Soustředění" fits a quarter of 390 px in two lines.
        return Part(
            ft.Text(text_align=ft.TextAlign.CENTER, size=16 if self.big_text else 12, max_lines=2),
            expand=True,
            height=56 if self.big_text else 48,
            alignment=ft.Alignment.CENTER,
            border_radius=10,
        )

    def _space_box(self, space: int) -> Part:
        return Part(
            ft.Text(
                size=18 if space else 11,
                weight=ft.FontWeight.BOLD,
                text_align=ft.TextAlign.CENTER,
            ),
            width=self.column_px,
            height=60,
            alignment=ft.Alignment.CENTER,
            border_radius=8,
        )

    def _curse_tile(self, place: str) -> Part:
        """A curse place: its curse's element icon, then the place, the curse and its
        status in words, and what the table wrote of it."""
        small = self.column_px < 80
        return Part(
            ft.Column(
                [
                    # Flet's Icon draws nothing in its place without an icon; its
                    # annotation leaves that out.
                    ft.Icon(None, size=20 if small else 26),  # type: ignore[arg-type]
                    # Letters set close (Material spaces its body text): a phone's tile
                    # is a word wide, and "triggered" or "spuštěná" must fit it whole.
                    ft.Text(
                        size=10 if small else 13,
                        text_align=ft.TextAlign.CENTER,
                        style=ft.TextStyle(letter_spacing=0),
                    ),
                ],
                spacing=1,
                horizontal_alignment=ft.CrossAxisAlignment.CENTER,
            ),
            width=self.column_px,
            padding=CURSE_TILE_PADDING,
            border_radius=8,
            on_click=lambda e, p=place: self.on_curse(p),
        )

    # Showing the table

    def refresh(self, view: TableView) -> list[ft.Control]:
        """Bring the values up to date with ``view``; the parts that changed, for the
        caller to send with ``update``."""
        self.changed = []
        remaining = len(view.players) - sum(p.eliminated for p in view.players)
        active = view.players[view.active]
        self.changed += self.parts.send(
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
        for index, (tile, phase) in enumerate(zip(self.phase_tiles, PHASES, strict=True)):
            now, done = index == current, current > index or view.phase == "over"
            label = f"{index + 1} {self.words(f'bbm.ui.phase_short.{phase}')}"
            self._touch(tile, (now, done), partial(_phase, tile, label, now, done))
        for space, box in enumerate(self.space_boxes):
            here = view.marker == space and view.phase != "setup"
            self._touch(box, here, partial(self._space, box, space, here))
        for curse in view.curses:
            self._touch(self.curse_tiles[curse.place], curse, partial(self._curse, curse))
        unverified = "multi_curses_by_round" in view.unverified
        round_now = view.round if view.phase != "setup" else 0
        self._touch(
            self.tracker_row,
            (view.difficulty, unverified, round_now, view.round_tracker),
            lambda: self._tracker(view, unverified, round_now),
        )
        return self.changed

    def _touch(self, part: Part, key: object, apply: Callable[[], None]) -> None:
        """Apply a change to ``part`` when its ``key`` differs from the last shown."""
        if self.parts.show(part, key, apply):
            self.changed.append(part)

    def _header(self, view: TableView) -> list[ft.Control]:
        """The round, whose turn it is, the monster and the madness deck; the controls
        whose words or look changed."""
        w = self.words
        rounds = view.rounds
        if view.round == 0:
            round_text = w("bbm.ui.before_first_monster")
        else:
            round_text = w("bbm.ui.round_turn", round=view.round, rounds=rounds, turn=view.turn)
        active = view.players[view.active]
        if view.result is not None:
            turn_text = w("bbm.ui.game_won" if view.result.won else "bbm.ui.game_lost")
        else:
            turn_text = w(
                "bbm.ui.turn_of", player=active.name, magician=w.magician(active.magician)
            )
        monster = view.monsters[-1] if view.monsters else None
        if monster is None:
            monster_text = w("bbm.ui.no_monster_yet")
        else:
            key = "bbm.ui.final_monster" if monster.number == rounds else "bbm.ui.monster"
            name = w.page(monster.page)
            monster_text = w(
                key if name else f"{key}_unnamed", number=monster.number, rounds=rounds, page=name
            )
        remaining = len(view.players) - sum(p.eliminated for p in view.players)
        low = view.madness_deck < 2 * remaining
        deck_text = w("bbm.ui.madness_deck" + ("_low" if low else ""), count=view.madness_deck)
        return [
            *restyle(self.round_text, value=round_text),
            *restyle(self.turn_text, value=turn_text),
            *restyle(self.monster_text, value=monster_text),
            *restyle(self.deck_text, value=deck_text),
            *restyle(
                self.deck_icon,
                icon=ft.Icons.WARNING_AMBER if low else ft.Icons.PSYCHOLOGY,
                color=ft.Colors.ERROR if low else None,
            ),
            *restyle(
                self.deck_pill,
                bgcolor=ft.Colors.ERROR_CONTAINER if low else ft.Colors.SECONDARY_CONTAINER,
            ),
        ]

    def _space(self, box: Part, space: int, here: bool) -> None:
        """A space of the turn track; the one under the invocation marker is marked ◆."""
        w = self.words
        label = w("bbm.ui.invocation_short") if space == INVOCATION else str(space)
        box.bgcolor = ft.Colors.PRIMARY if here else ft.Colors.SURFACE_CONTAINER_HIGHEST
        text = box.content
        assert isinstance(text, ft.Text)
        text.value = f"{label}\n◆" if here else label
        text.color = ft.Colors.ON_PRIMARY if here else None
        box.tooltip = w("bbm.ui.marker_here", space=space) if here else None

    def _curse(self, curse: CurseView) -> None:
        w = self.words
        tile = self.curse_tiles[curse.place]
        column = tile.content
        assert isinstance(column, ft.Column)
        icon, text = column.controls
        assert isinstance(icon, ft.Icon) and isinstance(text, ft.Text)
        kind = curse.kind
        gone = curse.status in ("broken", "empty")
        # No curse, no icon: see _curse_tile.
        icon.icon = ELEMENT_ICON[kind] if kind else None  # type: ignore[assignment]
        icon.color = ELEMENT_COLOUR[kind] if kind else None
        status = w(f"bbm.curse_status.{curse.status}") if kind else ""
        # A phone's tile is a word wide: the status in one word, the tooltip says it whole.
        short = w(f"bbm.ui.curse_short.{curse.status}")
        lines: list[str] = [curse.place]
        lines += [w(f"bbm.ui.kind_short.{kind}"), short] if kind else [w("bbm.ui.no_curse")]
        text.value = "\n".join([*lines, curse.label] if curse.label else lines)
        triggered = curse.status == "triggered"
        tile.bgcolor = tint(ELEMENT_COLOUR[kind], 0.08 if gone else 0.2) if kind else None
        tile.border = ft.Border.all(TRIGGERED_BORDER, ft.Colors.ERROR) if triggered else None
        # The frame takes the place of the padding: inside it, the words keep the room of
        # every other tile, which on a phone is one word wide.
        tile.padding = CURSE_TILE_PADDING - TRIGGERED_BORDER if triggered else CURSE_TILE_PADDING
        tile.opacity = 0.55 if gone else 1.0
        tile.tooltip = (
            w("bbm.ui.curse_tooltip", place=curse.place, kind=w.kind(kind), status=status)
            if kind
            else None
        )

    def _tracker(self, view: TableView, unverified: bool, now: int) -> None:
        """The column of the round tracker: each round's multi-element curses, ▶ before
        the round being played."""
        w = self.words
        self.tracker_label.value = w(
            "bbm.ui.round_tracker", difficulty=w(f"bbm.difficulty.{view.difficulty}")
        )
        self.tracker_badge.visible = unverified
        self.tracker_badge_text.value = w("common.unverified")
        self.tracker_cells.value = "   ".join(
            f"{'▶' if number == now else ''}{number}: +{count}"
            for number, count in enumerate(view.round_tracker, start=1)
        )


def _phase(tile: Part, label: str, now: bool, done: bool) -> None:
    tile.bgcolor = ft.Colors.PRIMARY_CONTAINER if now else ft.Colors.SURFACE_CONTAINER
    tile.border = ft.Border.all(3, ft.Colors.PRIMARY) if now else None
    text = tile.content
    assert isinstance(text, ft.Text)
    # ▶ and the border mark the phase that is on, not bold type: a bold "Soustředění" is
    # wider than a quarter of a phone.
    text.value = f"▶ {label}" if now else f"{label} ✓" if done else label
