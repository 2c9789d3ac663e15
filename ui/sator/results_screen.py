"""The end of a SATOR game: who collected all four books first, every player's books and
the prayers they used, how long the game went, and the unverified values it rested on."""

from __future__ import annotations

from typing import TYPE_CHECKING

import flet as ft

from sheets.sator.names import colour_name, prayer_name
from sheets.sator.state import TableState
from ui import results_screen
from ui.sator.context import TableContext
from ui.sator.house_rules import SatorHouseRules
from ui.sator.names import colour_mark, describe_values
from ui.sator.players_panel import books_row, prayers_used

if TYPE_CHECKING:
    from ui.session import AppSession

HOUSE_RULES = SatorHouseRules()


class ResultsScreen(results_screen.ResultsScreen[TableState]):
    title_key = "sator.results.title"
    back_icon = ft.Icons.TABLE_RESTAURANT
    back_key = "sator.results.back"

    def __init__(self, session: AppSession, game_id: str) -> None:
        super().__init__(session, game_id)
        self.context = TableContext(self.table, session.texts.language)
        self.t.extra.append(describe_values(self.t.language, lambda: self.context.rules))

    def body_controls(self) -> list[ft.Control]:
        t, context = self.t, self.context
        result = context.outcome()
        # Every player as the whole table sees them.
        seen = context.public()
        # A game still in play has not "ended without a winner": it is not over yet.
        if seen.winner is None:
            controls = self.headline(t("sator.results.not_finished"))
        else:
            controls = self.headline(t(result.summary, **t.params(result.details)))
        controls.append(
            ft.Text(t("sator.results.length", rounds=context.round, turns=context.turn_number))
        )
        for seat in sorted(result.seats, key=lambda seat: (not seat.winner, -seat.lines["books"])):
            player = seen.players[seat.seat]
            colour = colour_name(player.colour, t.language, context.rules)
            used = ", ".join(prayer_name(number) for number in player.prayers_used)
            title = t("sator.table.player", number=player.number, name=seat.name, colour=colour)
            rows: list[ft.Control] = [
                ft.Row(
                    [
                        colour_mark(player.colour),
                        ft.Text(title, weight=ft.FontWeight.BOLD, expand=True),
                        *([ft.Icon(ft.Icons.EMOJI_EVENTS)] if seat.winner else []),
                    ]
                ),
                books_row(t, seat.lines["books"]),
                prayers_used(t, player, used),
            ]
            if seat.winner:
                rows.insert(1, ft.Text(t("sator.results.winner_mark"), weight=ft.FontWeight.BOLD))
            controls.append(ft.Card(ft.Container(ft.Column(rows, spacing=4), padding=12)))
        controls += self.unverified(
            t("sator.results.unverified"),
            [HOUSE_RULES.label(t, name) for name in HOUSE_RULES.model.unverified(context.rules)],
            t("sator.results.edit_rules"),
        )
        return controls
