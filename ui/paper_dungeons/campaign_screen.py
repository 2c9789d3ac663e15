"""The standings of the campaign a Paper Dungeons game belongs to (``/game/<id>/campaign``):
for each player, the glory of each game of the campaign and the running total, the leader
first and named as such in words. Kept up to date while the table plays on."""

from __future__ import annotations

from typing import TYPE_CHECKING

import flet as ft

from scoring.paper_dungeons_campaign import CampaignGame, Standing, campaign_run, standings
from sheets.core.names import said_in
from sheets.paper_dungeons.content import load_content
from sheets.paper_dungeons.setup import CampaignRef
from sheets.paper_dungeons.state import TableState
from ui import results_screen
from ui.paper_dungeons.context import TableContext

if TYPE_CHECKING:
    from ui.session import AppSession

KIND = "paper_dungeons"


class CampaignScreen(results_screen.ResultsScreen[TableState]):
    """Framed as the results are: a title, the way back to the game, a body kept current."""

    page = "/campaign"
    title_key = "pd.campaign.title"
    back_icon = ft.Icons.GRID_ON
    back_key = "pd.results.back"

    def __init__(self, session: AppSession, game_id: str) -> None:
        super().__init__(session, game_id)
        self.context = TableContext(self.table, session.texts.language)

    def body_controls(self) -> list[ft.Control]:
        t, ref = self.t, self.context.setup.campaign
        if ref is None:
            return [ft.Text(t("pd.campaign.none"))]
        campaign = load_content().campaign(ref.campaign)
        cards = campaign.dungeon_cards
        run = campaign_run(*self._games(ref))
        controls: list[ft.Control] = [
            ft.Text(
                campaign.cz if t.language == "cs" else campaign.en,
                theme_style=ft.TextThemeStyle.HEADLINE_SMALL,
                weight=ft.FontWeight.BOLD,
            ),
            ft.Text(t("pd.campaign.played", played=len(run), games=len(cards))),
        ]
        for place, standing in enumerate(standings(run, len(cards)), start=1):
            controls.append(self._card(place, standing, cards, run))
        return controls

    def _card(
        self, place: int, standing: Standing, cards: tuple[str, ...], run: dict[int, CampaignGame]
    ) -> ft.Control:
        t = self.t
        heading: list[ft.Control] = [
            ft.Text(
                t(
                    "pd.campaign.player",
                    place=place,
                    name=said_in(standing.name, t.language),
                    total=standing.total,
                ),
                weight=ft.FontWeight.BOLD,
                expand=True,
            )
        ]
        if standing.leads:
            heading.append(
                ft.Row(
                    [ft.Icon(ft.Icons.EMOJI_EVENTS, size=18), ft.Text(t("pd.campaign.leads"))],
                    spacing=4,
                    tight=True,
                )
            )
        rows: list[ft.Control] = [ft.Row(heading)]
        for number, (letter, score, running) in enumerate(
            zip(cards, standing.scores, standing.running(), strict=True), start=1
        ):
            game = run.get(number)
            label = t("pd.new.campaign_game", number=number, letter=letter)
            if game is None or score is None or running is None:
                value = t("pd.campaign.not_played")
            elif not game.finished and game.game_id != self.game_id:
                value = t("pd.campaign.unfinished")
            elif not game.finished:
                value = t("pd.campaign.in_play", score=score, running=running)
            else:
                value = t("pd.campaign.score", score=score, running=running)
            rows.append(
                ft.Row(
                    [ft.Text(label, size=13, expand=True), ft.Text(value, size=13)],
                    vertical_alignment=ft.CrossAxisAlignment.START,
                )
            )
        return ft.Card(ft.Container(ft.Column(rows, spacing=4), padding=12))

    def _games(self, ref: CampaignRef) -> tuple[list[CampaignGame], CampaignGame]:
        """The stored games of campaigns, each with its recorded result (another game not
        finished yet counts no glory), and this game as it stands now on the table."""
        store = self.session.store
        setups = store.game_setups(kind=KIND)
        results = {game.game_id: game for game in store.history(kind=KIND)}
        games = []
        this: CampaignGame | None = None
        for summary in store.list_games(kind=KIND):
            if summary.game_id == self.game_id:
                this = CampaignGame(
                    game_id=self.game_id,
                    campaign=ref.campaign,
                    number=ref.game_number,
                    started=summary.created_at,
                    # Stored names, as the other games of the campaign have them.
                    scores={
                        self.table.seats[result.seat]: result.total
                        for _, result in self.context.ranking()
                    },
                    finished=self.table.finished,
                )
                continue
            raw = (setups.get(summary.game_id) or {}).get("campaign")
            if raw is None:
                continue
            ref = CampaignRef.model_validate(raw)
            played = results.get(summary.game_id)
            scores = (
                {seat.name: seat.score for seat in played.seats if seat.score is not None}
                if played
                else {seat.name: 0 for seat in summary.seats}
            )
            games.append(
                CampaignGame(
                    game_id=summary.game_id,
                    campaign=ref.campaign,
                    number=ref.game_number,
                    started=summary.created_at,
                    scores=scores,
                    finished=played is not None,
                )
            )
        assert this is not None, "the game shown is stored"
        return games, this
