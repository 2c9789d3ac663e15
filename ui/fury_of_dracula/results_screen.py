"""The end of a Fury of Dracula game: who won and why, the final tracks, every player with
his side, and the unverified house-rule values the game was played with."""

from __future__ import annotations

from typing import TYPE_CHECKING

import flet as ft

from sheets.fury_of_dracula.state import GameState
from ui import results_screen
from ui.fury_of_dracula.house_rules import DraculaHouseRules
from ui.fury_of_dracula.names import describe_values
from ui.fury_of_dracula.shared_views import seen_by_all
from ui.seats import app_names
from ui.widgets.common import section_title

if TYPE_CHECKING:
    from ui.session import AppSession

LINES = ("influence", "dracula_damage", "despair", "rounds")
HOUSE_RULES = DraculaHouseRules()


class ResultsScreen(results_screen.ResultsScreen[GameState]):
    title_key = "fod.results.title"
    back_icon = ft.Icons.MAP
    back_key = "fod.results.back"

    def __init__(self, session: AppSession, game_id: str) -> None:
        super().__init__(session, game_id)
        self.t.extra.append(describe_values(self.t.language))

    def body_controls(self) -> list[ft.Control]:
        t = self.t
        seen = seen_by_all(self.table, t.language, app_names(self.session, self.table.kind))
        result, setup, public = seen.outcome, seen.setup, seen.public
        controls = self.headline(t(result.summary))
        lines = result.seats[0].lines
        finished = public.winner is not None
        controls.append(
            section_title(t("fod.results.tracks" if finished else "fod.results.so_far"))
        )
        controls += [ft.Text(t(f"fod.results.line.{line}", value=lines[line])) for line in LINES]
        controls.append(section_title(t("fod.results.players")))
        for seat in result.seats:
            if seat.seat == setup.dracula_seat:
                role = t("fod.role.dracula")
            else:
                role = t.value("hunters", list(setup.hunters_of(seat.seat)))
            if public.winner is None:
                verdict = ""
                icon = ft.Icons.HOURGLASS_TOP
            elif seat.winner:
                verdict = t("fod.results.won", player=t.value("seat", seat.seat))
                icon = ft.Icons.EMOJI_EVENTS
            else:
                verdict = t("fod.results.lost", player=t.value("seat", seat.seat))
                icon = ft.Icons.CLOSE
            controls.append(
                ft.ListTile(
                    leading=ft.Icon(icon),
                    title=ft.Text(t.player(seat.seat), weight=ft.FontWeight.BOLD),
                    subtitle=ft.Text(" · ".join(part for part in (role, verdict) if part)),
                )
            )
        controls += self.unverified(
            t("rules.unverified_used"),
            [HOUSE_RULES.label(t, name) for name in public.unverified_rules],
            t("rules.edit"),
        )
        return controls
