"""The setup at the table, stage by stage, as a checklist: the lost books, the three-player
walkway draft, the walkways laid one at a time, the card deal. Each stage lists what to do
with boxes to tick, its reminders in order (the building rules while walkways are laid),
and the button that records it, lit only for the seat this device acts for."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import flet as ft

from sheets.core.actions import Action
from sheets.sator.actions import BooksPlaced, DraftWalkway, PlaceWalkway, StartPlay
from sheets.sator.house_rules import HouseRules
from sheets.sator.names import piece_name
from sheets.sator.options import SeatOptions
from sheets.sator.view import SeatView
from ui.i18n import Texts
from ui.sator.actions_panel import refusal_text
from ui.sator.checklist_view import (
    Ticks,
    deal_section,
    draft_section,
    placement_section,
    positioning_section,
    reminder_items,
)

Commit = Callable[[Action], None]
STAGES = ("books", "draft", "placement", "deal", "play")


@dataclass(frozen=True, slots=True)
class StageShown:
    seen: SeatView
    acting: int | None
    options: SeatOptions | None
    rules: HouseRules
    names: tuple[str, ...]


@ft.control(isolated=True)
class StagePanel(ft.Column):
    def __init__(self, texts: Texts, ticks: Ticks, commit: Commit, **kwargs: object) -> None:
        super().__init__(spacing=10, **kwargs)
        self.t = texts
        self.ticks = ticks
        self.commit = commit
        self.shown: StageShown | None = None

    def show(self, shown: StageShown) -> bool:
        if shown == self.shown:
            return False
        self.shown = shown
        seen, t = shown.seen, self.t
        listed, rules = seen.checklist, shown.rules
        controls: list[ft.Control] = [self._stepper(seen), self._waiting(shown)]
        match seen.phase:
            case "books":
                controls += positioning_section(t, self.ticks, listed, rules)
                controls.append(self._record(shown, "books_placed", BooksPlaced))
            case "draft":
                picked = len(listed.draft_order) - len(seen.draft_pool)
                controls += draft_section(t, listed, rules, picked)
                controls += self._pieces(
                    shown, shown.options.draft if shown.options else (), "draft"
                )
            case "placement":
                placed = len(listed.placement_order) - sum(
                    p.walkways_to_place for p in seen.players
                )
                controls += self._pieces(
                    shown, shown.options.place if shown.options else (), "place"
                )
                controls += placement_section(t, listed, placed)
            case "deal":
                controls += deal_section(t, self.ticks, listed, rules)
                controls.append(self._record(shown, "start_play", StartPlay))
        controls.append(ft.Text(t("sator.check.reminders_now"), weight=ft.FontWeight.BOLD))
        controls += reminder_items(t, self.ticks, seen.reminders, rules)
        self.controls = controls
        return True

    def _stepper(self, seen: SeatView) -> ft.Control:
        """The stages of the setup (the draft only with three players), then play."""
        t = self.t
        stages = [s for s in STAGES if s != "draft" or seen.checklist.draft_pool]
        current = stages.index(seen.phase)
        chips = []
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

    def _waiting(self, shown: StageShown) -> ft.Control:
        """Who the table waits for, and whether this device records it."""
        t, seen = self.t, shown.seen
        if seen.to_act is None:
            text = t("sator.stage.anyone")
        elif shown.acting == seen.to_act:
            text = t("sator.stage.you", player=shown.names[seen.to_act])
        else:
            text = t("sator.stage.other_device", player=shown.names[seen.to_act])
        return ft.Text(text, theme_style=ft.TextThemeStyle.TITLE_MEDIUM)

    def _record(self, shown: StageShown, field: str, action: type[Action]) -> ft.Control:
        """The button that records the stage as done, or why this device cannot."""
        t, options, acting = self.t, shown.options, shown.acting
        lit = options is not None and acting is not None and bool(getattr(options, field))
        button = ft.FilledButton(
            t(f"sator.stage.{field}"),
            icon=ft.Icons.CHECK,
            height=48,
            disabled=not lit,
            on_click=lambda e: self.commit(action(seat=acting)) if acting is not None else None,
        )
        why = options.refused.get(field) if options else None
        parts: list[ft.Control] = [button]
        if not lit and why is not None:
            parts.append(ft.Text(refusal_text(t, why), size=12))
        return ft.Column(parts, spacing=4)

    def _pieces(self, shown: StageShown, pieces: tuple[str, ...], field: str) -> list[ft.Control]:
        """A button per walkway the acting seat may draft or lay now."""
        t, acting = self.t, shown.acting
        if acting is None or not pieces:
            return []
        make = DraftWalkway if field == "draft" else PlaceWalkway
        buttons = [
            ft.OutlinedButton(
                piece_name(piece, t.language, shown.rules),
                height=48,
                on_click=lambda e, p=piece: self.commit(make(seat=acting, piece=p)),
            )
            for piece in pieces
        ]
        return [
            ft.Text(
                t(f"sator.stage.{field}_which", player=shown.names[acting]),
                weight=ft.FontWeight.BOLD,
            ),
            ft.Row(buttons, wrap=True, spacing=8, run_spacing=8),
        ]
