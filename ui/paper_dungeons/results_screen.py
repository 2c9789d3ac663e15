"""The score of a Paper Dungeons game: every seat's twelve lines, the ranking, a chart of
the breakdown, and the unverified values the score rests on."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import flet as ft

from scoring.paper_dungeons import LINES, Breakdown
from sheets.i18n import joined
from sheets.paper_dungeons.actions import SetPowerGlory
from sheets.paper_dungeons.state import TableState
from ui import results_screen
from ui.paper_dungeons.context import TableContext
from ui.paper_dungeons.house_rules import PaperDungeonsHouseRules
from ui.play_shell import PlayShell
from ui.printing import download_pdf

if TYPE_CHECKING:
    from ui.session import AppSession

BAR_WIDTH = 180
HOUSE_RULES = PaperDungeonsHouseRules()


class ResultsScreen(results_screen.ResultsScreen[TableState]):
    title_key = "pd.results.title"
    back_icon = ft.Icons.GRID_ON
    back_key = "pd.results.back"

    def __init__(self, session: AppSession, game_id: str) -> None:
        super().__init__(session, game_id)
        self.context = TableContext(self.table, session.texts.language)
        self.shell = PlayShell(session, game_id, refusal=self.t.reason, redraw=self.refresh)

    def actions(self) -> list[ft.Control]:
        return [
            ft.IconButton(ft.Icons.PRINT, tooltip=self.t("pd.results.print"), on_click=self._print)
        ]

    async def _print(self, e: Any) -> None:
        context, language = self.context, self.t.language
        await download_pdf(
            self.session,
            lambda progress: context.printed_sheets(language, progress),
            "paper-dungeons-score.pdf",
        )

    def body_controls(self) -> list[ft.Control]:
        t = self.t
        places = self.context.ranking()
        finished = self.context.finished()
        controls = self.headline(
            self._summary(places, finished),
            unfinished=None if finished else t("pd.results.not_finished"),
        )
        if self.context.setup.campaign is not None:
            controls.append(
                ft.OutlinedButton(
                    t("pd.campaign.open"),
                    icon=ft.Icons.EMOJI_EVENTS,
                    height=48,
                    on_click=lambda e: self.session.go(f"/game/{self.game_id}/campaign"),
                )
            )
        # More players than a phone's width holds scroll sideways, with the bar showing
        # that there are more.
        controls.append(ft.Row([self._table(places)], scroll=ft.ScrollMode.ALWAYS))
        for place, result in places:
            controls.append(self._chart(place, result))
        controls += self._power_glory()
        controls += self.unverified(
            t("rules.unverified_used"),
            [
                HOUSE_RULES.label(t, name)
                for name in HOUSE_RULES.model.unverified(self.context.rules)
            ],
            t("rules.edit"),
        )
        return controls

    def _summary(self, places: list[tuple[int, Breakdown]], finished: bool) -> str:
        """The winners (the leaders of a game not over yet), or a solo player's score: a
        game played alone has no winner."""
        if len(places) == 1:
            [(_, result)] = places
            return self.t("pd.results.solo_score", name=result.name, total=result.total)
        first = [result.name for place, result in places if place == 1]
        names = joined(first, self.t.language)
        if finished:
            return self.t("pd.results.winner", names=names)
        return self.t("pd.results.leaders", names=names, count=len(first))

    def _table(self, places: list[tuple[int, Breakdown]]) -> ft.Control:
        t = self.t
        columns = [ft.DataColumn(label=ft.Text(""))] + [
            ft.DataColumn(
                label=ft.Text(f"{t('pd.results.place', place=place)} {result.name}"), numeric=True
            )
            for place, result in places
        ]
        rows = [
            ft.DataRow(
                [ft.DataCell(ft.Text(t(f"pd.line.{line}")))]
                + [ft.DataCell(ft.Text(str(result.lines[line]))) for _, result in places]
            )
            for line in LINES
        ]
        rows.append(
            ft.DataRow(
                [ft.DataCell(ft.Text(t("pd.line.total"), weight=ft.FontWeight.BOLD))]
                + [
                    ft.DataCell(ft.Text(str(result.total), weight=ft.FontWeight.BOLD))
                    for _, result in places
                ]
            )
        )
        # Columns close enough for three players on a 390 px phone.
        return ft.DataTable(columns=columns, rows=rows, column_spacing=10, horizontal_margin=4)

    def _chart(self, place: int, result: Breakdown) -> ft.Control:
        """The breakdown as bars, gains to the right and losses to the left, each with its
        number, so that nothing is read from colour or length alone."""
        t = self.t
        top = max([abs(value) for value in result.lines.values()] + [1])
        rows: list[ft.Control] = [
            ft.Text(f"{place}. {result.name}: {result.total}", weight=ft.FontWeight.BOLD)
        ]
        for line in LINES:
            value = result.lines[line]
            width = BAR_WIDTH * abs(value) / top
            bar = ft.Container(
                width=max(2.0, width),
                height=14,
                bgcolor=ft.Colors.PRIMARY if value >= 0 else ft.Colors.ERROR,
            )
            rows.append(
                ft.Row(
                    [
                        ft.Text(t(f"pd.line.{line}"), width=130, size=12),
                        ft.Container(
                            bar if value < 0 else None,
                            width=BAR_WIDTH / 2 + 2,
                            alignment=ft.Alignment.CENTER_RIGHT,
                        ),
                        ft.Container(
                            bar if value >= 0 else None,
                            width=BAR_WIDTH / 2 + 2,
                            alignment=ft.Alignment.CENTER_LEFT,
                        ),
                        ft.Text(f"{value:+d}" if value else "0", size=12),
                    ],
                    spacing=2,
                )
            )
        if result.objective is not None:
            rows.append(
                ft.Text(
                    t(
                        "pd.results.objective",
                        value=result.objective.value,
                        tier=result.objective.tier,
                    ),
                    size=12,
                )
            )
        return ft.Card(ft.Container(ft.Column(rows, spacing=2), padding=10))

    def _power_glory(self) -> list[ft.Control]:
        """A field for the Power glory of each seat this device may record."""
        t = self.t
        actor = self.session.actor(self.game_id)
        controls: list[ft.Control] = []
        for seat, name in enumerate(self.t.seat_names):
            if not self.session.tables.allows(self.table, SetPowerGlory(seat=seat, glory=0), actor):
                continue
            field = ft.TextField(
                label=t("pd.results.power_glory", name=name),
                width=260,
                value=str(self.context.seen(seat).sheet.power_glory),
                keyboard_type=ft.KeyboardType.NUMBER,
                on_submit=lambda e, s=seat: self._set_power_glory(s, e.control),
                on_blur=lambda e, s=seat: self._set_power_glory(s, e.control),
            )
            controls.append(field)
        return controls

    def _set_power_glory(self, seat: int, field: Any) -> None:
        try:
            glory = int(field.value or "0")
        except ValueError:
            field.error = self.t("pd.sheet.number_needed")
            return
        if glory == self.context.seen(seat).sheet.power_glory:
            return
        self.shell.commit(SetPowerGlory(seat=seat, glory=glory))
