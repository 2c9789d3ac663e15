"""The frame of every new-game screen: the setup checked before anything happens, the
buttons to start and to print, and the start: the game stored with its players and
opened on this device, which hosts it."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any, Self

import flet as ft

from sheets.core.errors import InvalidSetup
from storage import SeatInfo
from ui.printing import Progress, download_pdf
from ui.screen import StaticScreen
from ui.widgets.common import bar_title

if TYPE_CHECKING:
    from ui.session import AppSession

Handler = Callable[[Any], Any]


class NewGameScreen(StaticScreen):
    """A game kind's new-game screen (``/new/<kind>``). A game fills in its form, the
    setup it makes and the sheets printed for it; checking the setup, starting the game
    and printing are the same for every game."""

    kind: str
    title_key: str
    # The message of a setup the rules refuse, with the rules' ``problem``.
    refused_key: str
    pdf_name: str

    @classmethod
    def open(cls, session: AppSession, params: dict[str, str]) -> Self:
        return cls(session)

    def __init__(self, session: AppSession) -> None:
        super().__init__(session)
        self.route = f"/new/{self.kind}"
        self.problem = ft.Text(color=ft.Colors.ERROR)
        # The game this screen started, once it has: this device hosts it.
        self.started: str | None = None

    def screen(
        self, controls: Sequence[ft.BaseControl], actions: Sequence[ft.Control] = ()
    ) -> ft.View:
        return ft.View(
            route=self.route,
            appbar=ft.AppBar(
                title=bar_title(self.t(self.title_key)), actions=list(actions) or None
            ),
            controls=list(controls),
            scroll=ft.ScrollMode.AUTO,
        )

    def form_problem(self) -> str | None:
        """What in the form keeps the game from starting, before the rules are asked."""
        raise NotImplementedError

    def draft_setup(self) -> Any:
        """The setup the form describes. :raises InvalidSetup:"""
        raise NotImplementedError

    def seat_names(self, setup: Any) -> list[str]:
        raise NotImplementedError

    def printed(self, setup: Any, progress: Progress) -> bytes:
        """The PDF to print for a game of ``setup``."""
        raise NotImplementedError

    def checked_setup(self) -> Any | None:
        """The setup, or ``None`` with the problem shown in :attr:`problem` (a game that
        lists several problems at once shows them its own way)."""
        problem = self.form_problem()
        if problem:
            self.problem.value = problem
            return None
        try:
            setup = self.draft_setup()
        except InvalidSetup as refused:
            self.problem.value = self.t(self.refused_key, problem=str(refused))
            return None
        self.problem.value = ""
        return setup

    async def start(self, e: Any) -> None:
        if self.started is not None:
            # A second tap that came before the game's screen did: the game is made once.
            self.session.go(f"/game/{self.started}")
            return
        setup = self.checked_setup()
        if setup is not None:
            self.started = stored_game(self.session, self.kind, setup, self.seat_names(setup))
            await self.session.devices.become_host(self.started)
            self.session.go(f"/game/{self.started}")

    async def print_sheets(self, e: Any) -> None:
        setup = self.checked_setup()
        if setup is not None:
            await download_pdf(
                self.session, lambda progress: self.printed(setup, progress), self.pdf_name
            )


def seed_row(text: str, again: str, on_again: Handler) -> ft.Control:
    """The number of the draw, and a button to draw again."""
    return ft.Row(
        [
            ft.Text(text),
            ft.TextButton(again, icon=ft.Icons.SHUFFLE, on_click=on_again),
        ],
        wrap=True,
    )


def start_buttons(
    start: str,
    on_start: Handler,
    print_label: str,
    on_print: Handler,
    *,
    start_icon: ft.IconData = ft.Icons.PLAY_ARROW,
) -> ft.Row:
    """The button that starts the game beside the one that prints for it."""
    return ft.Row(
        [
            ft.FilledButton(start, icon=start_icon, height=48, on_click=on_start),
            ft.OutlinedButton(print_label, icon=ft.Icons.PRINT, height=48, on_click=on_print),
        ],
        wrap=True,
    )


def stored_game(session: AppSession, kind: str, setup: Any, names: Sequence[str]) -> str:
    """A new game of ``setup`` stored with its players, each linked to the player profile
    of that name (addressed as the profile says)."""
    profiles = {p.name.casefold(): p for p in session.store.list_profiles()}
    seats = []
    for name in names:
        profile = profiles.get(name.casefold())
        seats.append(
            SeatInfo(name=name)
            if profile is None
            else SeatInfo(name=name, profile_id=profile.profile_id, address=profile.address)
        )
    return session.store.create_game(kind=kind, setup=setup, seats=seats)
