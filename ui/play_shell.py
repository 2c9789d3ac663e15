"""What every game's play screen does with an action, an undo or a redo, in one order.

The live table checks that this device may send it and applies it (written to storage
first); a refusal is said in the game's words and nothing else happens. Once a change
went through, a refusal said before no longer holds and is withdrawn; the screen
redraws itself and announces what the change set off; and only then are the other
devices told, so that a device showing the new table has been sent everything the
change brought.

A screen keeps what is its own: which seat's latest action an undo takes back, and how
it words an announcement. The order, the refusals and the telling are here, once, and the
line that says whom the game waits for.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

import flet as ft

from sheets.core.actions import Action
from sheets.core.errors import Illegal
from sheets.core.events import Event
from ui.widgets.waiting import WaitingLine

if TYPE_CHECKING:
    from ui.session import AppSession


def _quiet(action: Action, events: tuple[Event, ...]) -> None:
    return None


def _quiet_step(action: Action, redo: bool) -> None:
    return None


@dataclass
class PlayShell:
    session: AppSession
    game_id: str
    # The game's words for a refusal.
    refusal: Callable[[Illegal], str]
    # Brings the screen up to date with the table and sends what changed on this device.
    redraw: Callable[[], None]
    # What an action set off, said on this device.
    announce: Callable[[Action, tuple[Event, ...]], None] = _quiet
    # What an undo (or a redo) took back (or brought back), said on this device.
    stepped: Callable[[Action, bool], None] = _quiet_step
    # The words for a refused undo or redo of ``seat``, where they need more than the
    # refusal's (``None``: the refusal's).
    step_refusal: Callable[[Illegal, int | None], str] | None = None
    # Whom the game waits for, for the screen to place.
    waiting: WaitingLine = field(init=False)

    def __post_init__(self) -> None:
        self.waiting = WaitingLine(self.session.texts)

    def show_waiting(self) -> list[ft.Control]:
        """The waiting line brought up to date with the table: what to send, if anything.
        A table of one seat says nothing: its player knows. Nobody waits for the app: it
        answers at once, or waits for the players itself."""
        tables = self.session.tables
        table = tables.open(self.game_id)
        app_seats = tables.app_seats(table)
        seats = tuple(seat for seat in tables.awaiting(table) if seat not in app_seats)
        several = len(table.seats) > 1
        everybody = several and len(seats) == len(table.seats)
        role = self.session.seat_role(table.kind)
        t = self.session.texts
        names = [
            table.seats[seat]
            if role is None
            else t(
                "common.seat_with_role",
                name=table.seats[seat],
                role=role(table.game.setup, seat, t),
            )
            for seat in seats
        ]
        shown = names if several else []
        return [self.waiting.control] if self.waiting.show(shown, everybody=everybody) else []

    def attempt(self, action: Action) -> Illegal | None:
        """Send ``action``: the refusal, for a form to show beside its fields, or ``None``
        once it is done, announced, redrawn and told."""
        try:
            events = self.session.tables.act(self.game_id, action, self.session.actor(self.game_id))
        except Illegal as refused:
            return self.session.lost_seat_refusal(self.game_id, refused)
        self._changed(lambda: self.announce(action, events))
        return None

    def commit(self, action: Action) -> bool:
        """Send ``action``; a refusal is told at the bottom of the screen. Whether it went
        through."""
        refused = self.attempt(action)
        if refused is not None:
            self.session.notify(self.refusal(refused))
        return refused is None

    def step(self, seat: int | None, *, redo: bool = False, with_later: bool = False) -> bool:
        """Undo (or redo) the latest action of ``seat`` (of anybody's, for ``None``);
        ``with_later``: undo the later actions that depend on it too."""
        tables = self.session.tables
        do = tables.redo if redo else tables.undo_with_later if with_later else tables.undo
        try:
            action = do(self.game_id, seat, self.session.actor(self.game_id))
        except Illegal as refused:
            refused = self.session.lost_seat_refusal(self.game_id, refused)
            words = self.step_refusal or (lambda illegal, seat: self.refusal(illegal))
            self.session.notify(words(refused, seat))
            return False
        self._changed(lambda: self.stepped(action, redo))
        return True

    def _changed(self, say: Callable[[], None]) -> None:
        self.session.withdraw_notice()
        # The screen's own change goes to the device before the words about it: the client
        # draws a frame for the first message it takes in, and a message at the bottom
        # sent first would hold the tapped change back by a whole frame of the screen.
        self.redraw()
        say()
        self.session.publish(self.game_id)
