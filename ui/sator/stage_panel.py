"""The setup at the table, stage by stage, as a checklist: the lost books, the walkways
(laid as the rules say, recorded in one tap; the three-player draft and each walkway laid
may be recorded one by one, though nothing later needs it), the card deal. Each stage
lists what to do with boxes to tick, its reminders in order (the building rules while
walkways are laid), and the buttons that record it, lit only for the device that does.

A stage is built when the table reaches it; while it goes on (a walkway laid after
another) only what moved is rewritten: who goes, the walkways left, the order's progress.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import flet as ft

from sheets.core.actions import Action
from sheets.sator.actions import (
    BooksPlaced,
    DraftWalkway,
    PlaceWalkway,
    StartPlay,
    WalkwaysPlaced,
)
from sheets.sator.house_rules import HouseRules
from sheets.sator.names import piece_name
from sheets.sator.options import SeatOptions
from sheets.sator.view import SeatView
from ui.i18n import Texts
from ui.sator.actions_panel import refusal_text
from ui.sator.checklist_view import (
    OrderRow,
    ReminderItems,
    Ticks,
    deal_section,
    draft_section,
    names_in_order,
    placement_section,
    positioning_section,
)
from ui.seats import SeatPlace
from ui.widgets.isolated import isolated
from ui.widgets.redraw import Redrawn

Commit = Callable[[Action], None]
STAGES = ("books", "draft", "placement", "deal", "play")
# The button that records a stage done, by stage, and the option that lights it.
RECORDS: dict[str, tuple[str, type[Action]]] = {
    "books": ("books_placed", BooksPlaced),
    "draft": ("walkways_placed", WalkwaysPlaced),
    "placement": ("walkways_placed", WalkwaysPlaced),
    "deal": ("start_play", StartPlay),
}


@dataclass(frozen=True, slots=True)
class StageShown:
    """``records_table``: this device records the stages the whole table finishes (the
    host does, or a device holding a seat while no host is at the table), as ``recorder``
    with its options ``table_options``; ``place``: where the seat the table waits for is
    played from."""

    seen: SeatView
    acting: int | None
    options: SeatOptions | None
    rules: HouseRules
    names: tuple[str, ...]
    records_table: bool = True
    place: SeatPlace | None = None
    recorder: int | None = None
    table_options: SeatOptions | None = None


@isolated
class StagePanel(Redrawn[StageShown], ft.Column):
    def __init__(self, texts: Texts, ticks: Ticks, commit: Commit) -> None:
        super().__init__(spacing=10)
        self.t = texts
        self.ticks = ticks
        self.commit = commit
        self.waiting = ft.Text(theme_style=ft.TextThemeStyle.TITLE_MEDIUM)
        self.record = self._record_button()
        self.refused = ft.Text(size=12)
        self.pieces_title = ft.Text(weight=ft.FontWeight.BOLD)
        self.pieces = PieceButtons(commit)
        self.order: OrderRow | None = None
        self.reminders = ReminderItems(texts, ticks)
        # The walkways recorded one by one, as each is laid: optional, nothing needs it.
        self.by_piece = False
        self.by_piece_switch = ft.TextButton(icon=ft.Icons.LIST, on_click=self._toggle_by_piece)

    def draw(self, value: StageShown) -> None:
        """A new stage is built; within a stage, what moved is rewritten."""
        before = self.shown
        if before is None or (before.seen.phase, before.rules) != (value.seen.phase, value.rules):
            self._build(value)
        self._rewrite(value)

    def _build(self, shown: StageShown) -> None:
        """The stage's parts: what to do, the order of turns, the buttons, the reminders.

        Each stage records with a button of its own: a second tap on the stage before,
        arriving after the first moved the setup on, finds no button instead of recording
        this stage too."""
        seen, t = shown.seen, self.t
        self.record = self._record_button()
        listed, rules = seen.checklist, shown.rules
        self.order = None
        body: list[ft.Control] = []
        match seen.phase:
            case "books":
                body += positioning_section(t, self.ticks, listed, rules)
                body.append(ft.Column([self.record, self.refused], spacing=4))
            case "draft" | "placement":
                body.append(ft.Text(t("sator.stage.walkways_help")))
                body.append(ft.Column([self.record, self.refused], spacing=4))
                body.append(self.by_piece_switch)
                self.by_piece_switch.content = t(
                    "sator.stage.by_piece_hide" if self.by_piece else "sator.stage.by_piece"
                )
                if self.by_piece:
                    body += self._piece_by_piece(shown)
            case "deal":
                body += deal_section(t, self.ticks, listed, rules)
                body.append(ft.Column([self.record, self.refused], spacing=4))
        self.controls = [
            self._stepper(seen),
            self.waiting,
            *body,
            ft.Text(t("sator.check.reminders_now"), weight=ft.FontWeight.BOLD),
            self.reminders.column,
        ]

    def _piece_by_piece(self, shown: StageShown) -> list[ft.Control]:
        t, seen, rules = self.t, shown.seen, shown.rules
        listed = seen.checklist
        if seen.phase == "draft":
            self.order = OrderRow(names_in_order(listed, listed.draft_order))
            return [
                *draft_section(t, listed, rules, self.order),
                self.pieces_title,
                self.pieces.row,
            ]
        self.order = OrderRow(names_in_order(listed, listed.placement_order))
        return [self.pieces_title, self.pieces.row, *placement_section(t, listed, self.order)]

    def _toggle_by_piece(self, e: ft.Event[ft.TextButton]) -> None:
        self.by_piece = not self.by_piece
        if self.shown is not None:
            self._build(self.shown)
            self._rewrite(self.shown)
        self.update()

    def _rewrite(self, shown: StageShown) -> None:
        """What moves while the stage goes on."""
        seen = shown.seen
        self.waiting.value = self._waiting(shown)
        if seen.phase in RECORDS:
            self._relight(shown, RECORDS[seen.phase][0])
        if self.order is not None:
            listed = seen.checklist
            if seen.phase == "draft":
                self.order.show(len(listed.draft_order) - len(seen.draft_pool))
                self._pieces(shown, shown.options.draft if shown.options else (), "draft")
            else:
                left = sum(player.walkways_to_place for player in seen.players)
                self.order.show(len(listed.placement_order) - left)
                self._pieces(shown, shown.options.place if shown.options else (), "place")
        self.reminders.show(seen.reminders, shown.rules)

    def _stepper(self, seen: SeatView) -> ft.Control:
        """The stages of the setup (the draft only with three players), then play."""
        t = self.t
        stages = [s for s in STAGES if s != "draft" or seen.checklist.draft_pool]
        current = stages.index(seen.phase)
        chips: list[ft.Control] = []
        for index, stage in enumerate(stages):
            icon = (
                ft.Icons.CHECK_CIRCLE
                if index < current
                else ft.Icons.PLAY_CIRCLE_FILLED
                if index == current
                else ft.Icons.RADIO_BUTTON_UNCHECKED
            )
            chips.append(
                ft.Row(
                    [
                        ft.Icon(icon, size=18),
                        ft.Text(
                            f"{index + 1}. {t(f'sator.phase.{stage}')}",
                            weight=ft.FontWeight.BOLD if index == current else None,
                            size=13,
                        ),
                    ],
                    spacing=4,
                    tight=True,
                )
            )
        return ft.Column(
            [
                ft.Text(
                    t("sator.stage.title", stage=t(f"sator.phase.{seen.phase}")),
                    theme_style=ft.TextThemeStyle.TITLE_LARGE,
                    weight=ft.FontWeight.BOLD,
                ),
                ft.Row(chips, wrap=True, spacing=12, run_spacing=4),
            ],
            spacing=6,
        )

    def _waiting(self, shown: StageShown) -> str:
        """Who the table waits for, and whether this device records it."""
        t, seen = self.t, shown.seen
        if seen.to_act is None or not self.by_piece:
            return t("sator.stage.anyone" if shown.records_table else "sator.stage.host_records")
        player = shown.names[seen.to_act]
        if shown.acting == seen.to_act:
            return t("sator.stage.you", player=player)
        if shown.place != "own_device":
            return t("sator.stage.on_host", player=player)
        return t("sator.stage.other_device", player=player)

    def _relight(self, shown: StageShown, field: str) -> None:
        """The button that records the stage as done, or why this device cannot."""
        options = shown.table_options
        lit = (
            shown.records_table
            and options is not None
            and shown.recorder is not None
            and bool(getattr(options, field))
        )
        self.record.content = self.t(f"sator.stage.{field}")
        self.record.disabled = not lit
        why = options.refused.get(field) if options else None
        # A device that does not record the table's steps is told so above the stage.
        shown_why = shown.records_table and why is not None and not lit
        self.refused.value = refusal_text(self.t, why) if shown_why and why else ""

    def _record_button(self) -> ft.FilledButton:
        return ft.FilledButton(height=48, icon=ft.Icons.CHECK, on_click=self._record)

    def _record(self, e: object) -> None:
        shown = self.shown
        if shown is None or shown.recorder is None or shown.seen.phase not in RECORDS:
            return
        self.commit(RECORDS[shown.seen.phase][1](seat=shown.recorder))

    def _pieces(self, shown: StageShown, pieces: tuple[str, ...], field: str) -> None:
        """A button per walkway the acting seat may draft or lay now."""
        t, acting = self.t, shown.acting
        if acting is None or not pieces:
            pieces = ()
        self.pieces_title.visible = bool(pieces)
        if acting is not None:
            self.pieces_title.value = t(f"sator.stage.{field}_which", player=shown.names[acting])
        self.pieces.show(
            Pieces(
                tuple((piece, piece_name(piece, t.language, shown.rules)) for piece in pieces),
                acting,
                field,
            )
        )


@dataclass(frozen=True, slots=True)
class Pieces:
    """The walkways ``acting`` may draft (``field`` ``"draft"``) or lay (``"place"``)
    now, each with its name."""

    named: tuple[tuple[str, str], ...]
    acting: int | None
    field: str


class PieceButtons(Redrawn[Pieces]):
    """A button per walkway, made again only when the walkways or who lays them change."""

    def __init__(self, commit: Commit) -> None:
        self.commit = commit
        self.row = ft.Row(wrap=True, spacing=8, run_spacing=8)

    def draw(self, value: Pieces) -> None:
        make = DraftWalkway if value.field == "draft" else PlaceWalkway
        commit, seat = self.commit, value.acting
        self.row.controls = [
            ft.OutlinedButton(
                name,
                height=48,
                on_click=lambda e, p=piece, s=seat: commit(make(seat=s, piece=p)),
            )
            for piece, name in value.named
        ]
