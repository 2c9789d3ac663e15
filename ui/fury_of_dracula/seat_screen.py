"""What Dracula's screen and the table's screen share: the device's seat and the live
table (:class:`~ui.fury_of_dracula.context.PlayContext`), panels that are sent only when
what they show has changed, and a fresh screen when the device's seat changes."""

from __future__ import annotations

from typing import TYPE_CHECKING

import flet as ft

from ui.fury_of_dracula import device_menu
from ui.fury_of_dracula.board_panels import HunterCards
from ui.fury_of_dracula.context import PlayContext
from ui.widgets.common import section_title
from ui.widgets.panel import Panel
from ui.widgets.together import update_together

if TYPE_CHECKING:
    from ui.session import AppSession

WIDE = 900


class SeatScreen:
    back_route = "/"
    panels: dict[str, Panel]
    hunters: HunterCards

    def __init__(self, session: AppSession, ctx: PlayContext) -> None:
        self.session = session
        self.game_id = ctx.game_id
        self.route = f"/game/{ctx.game_id}"
        self.ctx = ctx
        ctx.on_change = self.refresh
        ctx.shown = lambda: session.screen is self
        self.wide = self.is_wide(session.page.width)
        session.page.on_resize = self._resized
        session.arrive(ctx.game_id, ctx.seat)

    @staticmethod
    def is_wide(width: float | None) -> bool:
        """Whether the screen lays out side by side (a tablet) or in one column."""
        return (width or WIDE) >= WIDE

    def _resized(self, event: ft.PageResizeEvent) -> None:
        # A tablet turned or a window resized across the width that changes the layout
        # gets the screen laid out anew; other sizes the client lays out itself.
        if self.session.screen is self and self.is_wide(event.width) != self.wide:
            self.session.show(self.route)

    def hunters_column(self) -> ft.Control:
        """The hunters' cards under their heading."""
        return ft.Column(
            [
                section_title(self.ctx.t("fod.play.hunters")),
                ft.ResponsiveRow(self.hunters.controls),
            ]
        )

    def view(self) -> ft.View:
        raise NotImplementedError

    def screen(self, title: str, body: ft.Control) -> ft.View:
        shell = self.ctx.shell
        shell.show_waiting()
        return ft.View(
            route=self.route,
            appbar=device_menu.appbar(self.ctx, title),
            controls=[shell.waiting.control, body],
            scroll=ft.ScrollMode.AUTO,
        )

    def table_changed(self, game_id: str) -> None:
        if game_id != self.game_id:
            return
        if self.ctx.seat_changed():
            self.session.show(self.route)
            return
        self.refresh()

    def refresh(self) -> None:
        """Send every panel whose content changed, and nothing else, in one message: the
        device draws the whole change in one frame."""
        changed = [
            control
            for panel in (*self.panels.values(), *self.hunters.panels)
            for control in panel.changes()
        ]
        changed += self.ctx.shell.show_waiting()
        if changed:
            update_together(self.session.page, changed)
