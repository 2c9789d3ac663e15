"""The turn tracker: whose turn in which round, the five steps with the one the turn is at,
the six action points as a budget, movement points, the free action, the Liber Fidei
lock and the cards laid this turn; and apart from it, the reminders of the moment in order.

Both are isolated controls built once: a change sets the values that changed on the
controls already on the device, so that a button press sends a few values, not a panel.
"""

from __future__ import annotations

from dataclasses import dataclass

import flet as ft

from sheets.i18n import joined
from sheets.sator.content import STEPS, load_content
from sheets.sator.house_rules import HouseRules
from sheets.sator.names import colour_name, piece_name, prayer_name
from sheets.sator.reminders import Reminder
from sheets.sator.state import Play
from sheets.sator.view import PlayerView, TurnView
from ui.i18n import Texts
from ui.sator.names import COLOUR_MARKS, reminder_text
from ui.widgets.common import unverified_badge
from ui.widgets.isolated import isolated
from ui.widgets.redraw import Redrawn

PIP = 30
# The most reminders a step of the turn gives (play, with every special case at once).
MOST_REMINDERS = 16
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


class _Step:
    """One step's chip: its icon and weight say done, now or to come, not its colour."""

    def __init__(self, label: str) -> None:
        self.label = label
        self.icon = ft.Icon(STEP_ICONS["todo"], size=18)
        self.text = ft.Text(label, size=13)
        self.chip = ft.Container(
            ft.Row([self.icon, self.text], spacing=4, tight=True),
            padding=ft.Padding.symmetric(horizontal=8, vertical=6),
            border_radius=ft.BorderRadius.all(16),
        )

    def show(self, status: str, tooltip: str) -> None:
        current = status == "current"
        self.icon.icon = STEP_ICONS[status]
        self.text.weight = ft.FontWeight.BOLD if current else None
        self.chip.border = ft.Border.all(
            2 if current else 1, ft.Colors.PRIMARY if current else ft.Colors.OUTLINE
        )
        self.chip.bgcolor = ft.Colors.PRIMARY_CONTAINER if current else None
        self.chip.opacity = 0.6 if status == "done" else 1.0
        self.chip.tooltip = tooltip


class _Counter:
    def __init__(self) -> None:
        self.icon = ft.Icon(ft.Icons.CIRCLE, size=20)
        self.text = ft.Text(expand=True)
        self.row = ft.Row([self.icon, self.text], spacing=8)

    def show(self, icon: ft.IconData, text: str) -> None:
        self.icon.icon = icon
        self.text.value = text


@isolated
class TurnPanel(Redrawn[TurnShown], ft.Column):
    def __init__(self, texts: Texts) -> None:
        super().__init__(spacing=10)
        t = self.t = texts
        self.round = ft.Text(theme_style=ft.TextThemeStyle.LABEL_LARGE)
        self.mark = ft.Icon(ft.Icons.PERSON)
        self.whose = ft.Text(
            theme_style=ft.TextThemeStyle.TITLE_LARGE, weight=ft.FontWeight.BOLD, expand=True
        )
        self.steps = {step: _Step(t(f"sator.step.{step}")) for step in STEPS}
        self.pips = [ft.Icon(ft.Icons.CIRCLE, size=PIP) for _ in range(_ap_total())]
        self.ap_left = ft.Text(
            theme_style=ft.TextThemeStyle.TITLE_MEDIUM, weight=ft.FontWeight.BOLD
        )
        self.movement, self.free, self.prayers = _Counter(), _Counter(), _Counter()
        self.plays = ft.Column(spacing=4)
        self.controls = [
            ft.Column([self.round, ft.Row([self.mark, self.whose])], spacing=2),
            ft.Row(
                [step.chip for step in self.steps.values()], wrap=True, spacing=6, run_spacing=6
            ),
            ft.Row(
                [ft.Row([*self.pips], spacing=2, tight=True), self.ap_left],
                wrap=True,
                vertical_alignment=ft.CrossAxisAlignment.CENTER,
            ),
            ft.Column([self.movement.row, self.free.row, self.prayers.row], spacing=4),
            self.plays,
        ]

    def draw(self, value: TurnShown) -> None:
        shown = value
        t, turn, player = self.t, shown.turn, shown.player
        self.round.value = t("sator.turn.round", round=turn.round, turn=turn.turn_number)
        self.mark.color = COLOUR_MARKS.get(player.colour, ft.Colors.ON_SURFACE_VARIANT)
        colour = colour_name(player.colour, t.language, shown.rules)
        self.whose.value = t("sator.turn.whose", player=turn.name, colour=colour)
        for step in turn.steps:
            chip = self.steps[step.step]
            chip.show(step.status, t(f"sator.turn.step_status.{step.status}", step=chip.label))
        for index, pip in enumerate(self.pips):
            left = index < turn.ap_left
            pip.icon = ft.Icons.CIRCLE if left else ft.Icons.CIRCLE_OUTLINED
            pip.color = ft.Colors.PRIMARY if left else ft.Colors.OUTLINE
        self.ap_left.value = t("sator.turn.ap_left", left=turn.ap_left, total=turn.ap_total)
        self._counters(turn)
        self.plays.controls = _plays(t, turn.plays, shown.rules)

    def _counters(self, turn: TurnView) -> None:
        t = self.t
        if turn.monk_locked:
            self.movement.show(ft.Icons.DIRECTIONS_WALK, t("sator.turn.monk_locked"))
        else:
            self.movement.show(
                ft.Icons.DIRECTIONS_WALK, t("sator.turn.movement", count=turn.movement_points)
            )
        if turn.free_action is None:
            self.free.show(ft.Icons.BOLT, t("sator.turn.free_unused"))
        else:
            kind = t(f"sator.free_action.{turn.free_action}")
            self.free.show(ft.Icons.CHECK, t("sator.turn.free_used", kind=kind))
        if turn.prayers_locked:
            self.prayers.show(ft.Icons.LOCK, t("sator.turn.prayers_locked"))
        else:
            self.prayers.show(ft.Icons.MENU_BOOK, t("sator.turn.prayers_open"))


def _ap_total() -> int:
    return load_content().rules.turn.action_points


def _plays(t: Texts, plays: tuple[Play, ...], rules: HouseRules) -> list[ft.Control]:
    """The cards laid in front of the player this turn, with what each cost."""
    if not plays:
        return []
    lines: list[ft.Control] = [ft.Text(t("sator.turn.plays"), weight=ft.FontWeight.BOLD)]
    for play in plays:
        what = prayer_name(play.prayer) if play.prayer is not None else t(f"sator.card.{play.card}")
        pieces = joined((piece_name(piece, t.language, rules) for piece in play.pieces), t.language)
        lines.append(
            ft.Text(
                t(
                    "sator.turn.play" if pieces else "sator.turn.play_no_walkway",
                    card=what,
                    pieces=pieces,
                    ap=play.ap,
                    surcharge=play.surcharge,
                ),
                size=13,
            )
        )
    return lines


class _ReminderRow:
    def __init__(self, badge: str) -> None:
        self.text = ft.Text(size=13, expand=True)
        self.badge = unverified_badge(badge)
        self.row = ft.Row(
            [ft.Icon(ft.Icons.CHEVRON_RIGHT, size=16), self.text, self.badge],
            spacing=4,
            vertical_alignment=ft.CrossAxisAlignment.START,
        )


@isolated
class RemindersPanel(Redrawn[tuple[tuple[Reminder, ...], HouseRules]], ft.Column):
    """What the table must be told now, in order; those resting on a guess marked so.

    Its lines are made once, as many as a step ever has, and rewritten or hidden, so that
    a new step sends its words, not new controls.
    """

    def __init__(self, texts: Texts) -> None:
        super().__init__(spacing=4)
        self.t = texts
        self.title = ft.Text(texts("sator.turn.reminders"), weight=ft.FontWeight.BOLD)
        self.rows = [_ReminderRow(texts("common.unverified")) for _ in range(MOST_REMINDERS)]
        self.controls = [self.title, *(row.row for row in self.rows)]

    def draw(self, value: tuple[tuple[Reminder, ...], HouseRules]) -> None:
        reminders, rules = value
        t = self.t
        while len(self.rows) < len(reminders):
            self.rows.append(_ReminderRow(t("common.unverified")))
            self.controls.append(self.rows[-1].row)
        self.title.visible = bool(reminders)
        for index, row in enumerate(self.rows):
            reminder = reminders[index] if index < len(reminders) else None
            row.row.visible = reminder is not None
            row.text.value = "" if reminder is None else reminder_text(reminder, t.language, rules)
            row.badge.visible = reminder is not None and bool(reminder.unverified)
