"""The turn tracker: whose turn in which round, the five steps with the one the turn is at,
the six action points as a budget, movement points, the free action, the Liber Fidei
lock and the cards laid this turn; and apart from it, the reminders of the moment in order.

Both are isolated controls: each is rebuilt and sent only when what it shows changed.
"""

from __future__ import annotations

from dataclasses import dataclass

import flet as ft

from sheets.sator.house_rules import HouseRules
from sheets.sator.names import colour_name, piece_name, prayer_name
from sheets.sator.reminders import Reminder
from sheets.sator.state import Play
from sheets.sator.view import PlayerView, TurnView
from ui.i18n import Texts
from ui.sator.names import colour_mark, reminder_text
from ui.widgets.common import unverified_badge

PIP = 30
STEP_ICONS = {
    "done": ft.Icons.CHECK_CIRCLE,
    "current": ft.Icons.PLAY_CIRCLE_FILLED,
    "todo": ft.Icons.RADIO_BUTTON_UNCHECKED,
}


@dataclass(frozen=True, slots=True)
class TurnShown:
    """Everything the tracker draws, so that an unchanged turn is not sent again."""

    turn: TurnView
    player: PlayerView
    rules: HouseRules


@ft.control(isolated=True)
class TurnPanel(ft.Column):
    def __init__(self, texts: Texts, **kwargs: object) -> None:
        super().__init__(spacing=10, **kwargs)
        self.t = texts
        self.shown: TurnShown | None = None

    def show(self, shown: TurnShown) -> bool:
        """Redraw for ``shown``; whether anything changed (then :meth:`update` sends it)."""
        if shown == self.shown:
            return False
        self.shown = shown
        self.controls = [
            self._whose(shown),
            _steps(self.t, shown.turn),
            _budget(self.t, shown.turn),
            _counters(self.t, shown.turn),
            *_plays(self.t, shown.turn.plays, shown.rules),
        ]
        return True

    def _whose(self, shown: TurnShown) -> ft.Control:
        t, turn, player = self.t, shown.turn, shown.player
        colour = colour_name(player.colour, t.language, shown.rules)
        return ft.Column(
            [
                ft.Text(
                    t("sator.turn.round", round=turn.round, turn=turn.turn_number),
                    theme_style=ft.TextThemeStyle.LABEL_LARGE,
                ),
                ft.Row(
                    [
                        colour_mark(player.colour),
                        ft.Text(
                            t("sator.turn.whose", player=turn.name, colour=colour),
                            theme_style=ft.TextThemeStyle.TITLE_LARGE,
                            weight=ft.FontWeight.BOLD,
                            expand=True,
                        ),
                    ]
                ),
            ],
            spacing=2,
        )


def _steps(t: Texts, turn: TurnView) -> ft.Control:
    """The five steps in their fixed order: done ticked, the current one filled and bold."""
    chips = []
    for step in turn.steps:
        current = step.status == "current"
        label = t(f"sator.step.{step.step}")
        chips.append(
            ft.Container(
                ft.Row(
                    [
                        ft.Icon(STEP_ICONS[step.status], size=18),
                        ft.Text(label, weight=ft.FontWeight.BOLD if current else None, size=13),
                    ],
                    spacing=4,
                    tight=True,
                ),
                padding=ft.Padding.symmetric(horizontal=8, vertical=6),
                border=ft.Border.all(
                    2 if current else 1, ft.Colors.PRIMARY if current else ft.Colors.OUTLINE
                ),
                border_radius=ft.BorderRadius.all(16),
                bgcolor=ft.Colors.PRIMARY_CONTAINER if current else None,
                opacity=0.6 if step.status == "done" else 1.0,
                tooltip=t(f"sator.turn.step_status.{step.status}", step=label),
            )
        )
    return ft.Row(chips, wrap=True, spacing=6, run_spacing=6)


def _budget(t: Texts, turn: TurnView) -> ft.Control:
    """The action points as pips: filled for those left, hollow for those spent."""
    pips = [
        ft.Icon(
            ft.Icons.CIRCLE if index < turn.ap_left else ft.Icons.CIRCLE_OUTLINED,
            size=PIP,
            color=ft.Colors.PRIMARY if index < turn.ap_left else ft.Colors.OUTLINE,
        )
        for index in range(turn.ap_total)
    ]
    return ft.Row(
        [
            ft.Row(pips, spacing=2, tight=True),
            ft.Text(
                t("sator.turn.ap_left", left=turn.ap_left, total=turn.ap_total),
                theme_style=ft.TextThemeStyle.TITLE_MEDIUM,
                weight=ft.FontWeight.BOLD,
            ),
        ],
        wrap=True,
        vertical_alignment=ft.CrossAxisAlignment.CENTER,
    )


def _counters(t: Texts, turn: TurnView) -> ft.Control:
    movement = (
        t("sator.turn.monk_locked")
        if turn.monk_locked
        else t("sator.turn.movement", count=turn.movement_points)
    )
    free = (
        t("sator.turn.free_unused")
        if turn.free_action is None
        else t("sator.turn.free_used", kind=t(f"sator.free_action.{turn.free_action}"))
    )
    prayers = t("sator.turn.prayers_locked" if turn.prayers_locked else "sator.turn.prayers_open")
    return ft.Column(
        [
            _counter(ft.Icons.DIRECTIONS_WALK, movement),
            _counter(ft.Icons.BOLT if turn.free_action is None else ft.Icons.CHECK, free),
            _counter(ft.Icons.LOCK if turn.prayers_locked else ft.Icons.MENU_BOOK, prayers),
        ],
        spacing=4,
    )


def _counter(icon: ft.IconData, text: str) -> ft.Control:
    return ft.Row([ft.Icon(icon, size=20), ft.Text(text, expand=True)], spacing=8)


def _plays(t: Texts, plays: tuple[Play, ...], rules: HouseRules) -> list[ft.Control]:
    """The cards laid in front of the player this turn, with what each cost."""
    if not plays:
        return []
    lines: list[ft.Control] = [ft.Text(t("sator.turn.plays"), weight=ft.FontWeight.BOLD)]
    for play in plays:
        what = prayer_name(play.prayer) if play.prayer is not None else t(f"sator.card.{play.card}")
        pieces = ", ".join(piece_name(piece, t.language, rules) for piece in play.pieces)
        lines.append(
            ft.Text(
                t(
                    "sator.turn.play",
                    card=what,
                    pieces=pieces or "–",
                    ap=play.ap,
                    surcharge=play.surcharge,
                ),
                size=13,
            )
        )
    return lines


@ft.control(isolated=True)
class RemindersPanel(ft.Column):
    """What the table must be told now, in order; those resting on a guess marked so."""

    def __init__(self, texts: Texts, **kwargs: object) -> None:
        super().__init__(spacing=4, **kwargs)
        self.t = texts
        self.shown: tuple[tuple[Reminder, ...], HouseRules] | None = None

    def show(self, reminders: tuple[Reminder, ...], rules: HouseRules) -> bool:
        if (reminders, rules) == self.shown:
            return False
        self.shown = (reminders, rules)
        t = self.t
        rows: list[ft.Control] = []
        if reminders:
            rows.append(ft.Text(t("sator.turn.reminders"), weight=ft.FontWeight.BOLD))
        for reminder in reminders:
            row: list[ft.Control] = [
                ft.Icon(ft.Icons.CHEVRON_RIGHT, size=16),
                ft.Text(reminder_text(reminder, t.language, rules), size=13, expand=True),
            ]
            if reminder.unverified:
                row.append(unverified_badge(t("common.unverified")))
            rows.append(ft.Row(row, spacing=4, vertical_alignment=ft.CrossAxisAlignment.START))
        self.controls = rows
        return True
