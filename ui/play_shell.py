"""What every game's play screen does with an action, an undo or a redo, in one order.

The live table checks that this device may send it and applies it (written to storage
first); a refusal is said in the game's words and nothing else happens. Once a change
went through, the screen redraws itself; a refusal said before no longer holds and is
withdrawn; the screen announces what the change set off, all of it reaching this device
in one message; and only then are the other devices told, so that a device showing the
new table has been sent everything the change brought.

Which seats the device acts for is here too: the seat it holds, or on the host's tablet
every seat no other device holds (pass and play), never a seat the app plays; a tablet
playing several seats is switched between them here, and a device is never switched to a
seat it does not play (a game whose sheets are public may let it look at one).

A screen keeps what is its own: which seat's latest action an undo takes back, and how
it words an announcement. The order, the refusals, the seats and the telling are here,
once, and the line that says whom the game waits for. Who may undo what is the game's
contract's (a player's own device undoes what it did: :mod:`sheets.core.authority`).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

import flet as ft

from sheets.core.actions import Action
from sheets.core.authority import Actor
from sheets.core.errors import Illegal
from sheets.core.events import Event
from ui.seats import shown_people
from ui.widgets.waiting import WaitingLine

if TYPE_CHECKING:
    from ui.live import LiveTable
    from ui.session import AppSession


def _quiet(action: Action, events: tuple[Event, ...]) -> None:
    return None


def _quiet_step(action: Action, redo: bool) -> None:
    return None


def _only_its_own(seat: int) -> bool:
    return False


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
    # The seats, besides those it plays, this device may be switched to, to look at only
    # (a game whose sheets are public lets the host look at every sheet).
    looks_at: Callable[[int], bool] = _only_its_own
    # Whom the game waits for, for the screen to place.
    waiting: WaitingLine = field(init=False)
    # The seat this device was switched to, while it may still be.
    switched_to: int | None = field(default=None, init=False)
    # This device at the table, as read while the seats devices hold and whether the game
    # is finished (a finished game's seats are nobody's) stay as they were: asked at every
    # redraw by every part, and read from storage on a phone.
    _device: tuple[tuple[int, bool], Actor] | None = field(default=None, init=False)
    # The seats this device acts for, as read at a table while its game, the seats devices
    # hold and this device stay as they were: a redraw asks some twenty times.
    _seats: tuple[LiveTable, tuple[int, int, Actor], tuple[int, ...]] | None = field(
        default=None, init=False
    )

    def __post_init__(self) -> None:
        self.waiting = WaitingLine(self.session.texts)

    def show_waiting(self) -> list[ft.Control]:
        """The waiting line brought up to date with the table: what to send, if anything.
        A table of one seat says nothing: its player knows. Nobody waits for the app: it
        answers at once, or waits for the players itself; nor for the players while the
        table's own step is due (the screen says what it is). A phone whose own seat is
        awaited says so to its player ("Your turn"), not by their name."""
        tables = self.session.tables
        table = tables.open(self.game_id)
        app_seats = tables.app_seats(table)
        awaited = () if table.game.rules.table_step_due(table.state) else tables.awaiting(table)
        seats = tuple(seat for seat in awaited if seat not in app_seats)
        several = len(table.seats) > 1
        everybody = several and len(seats) == len(table.seats)
        own = self.own_seat()
        you = own in seats
        role = self.session.seat_role(table.kind)
        t = self.session.texts
        people = shown_people(self.session, self.game_id)
        names = [
            people[seat]
            if role is None
            else t(
                "common.seat_with_role",
                name=people[seat],
                role=role(table.game.setup, seat, t),
            )
            for seat in seats
            if seat != own
        ]
        shown = names if several else []
        said = self.waiting.say(shown, everybody=everybody, you=you and several)
        return [self.waiting.control] if said else []

    # The seats

    def actor(self) -> Actor:
        """This device at the table: the seat it holds, and whether it hosts the table."""
        table = self.session.tables.open(self.game_id)
        seating = (table.seatings, table.finished)
        device = self._device
        if device is None or device[0] != seating:
            device = self._device = (seating, self.session.actor(self.game_id))
        return device[1]

    def seats(self) -> tuple[int, ...]:
        """The seats this device acts for: the seat it holds; on the host, every seat no
        other device holds and the app does not play; none on a device that only watches."""
        tables = self.session.tables
        table = tables.open(self.game_id)
        actor = self.actor()
        # Every change of the game or of the seats held moves the table's version on.
        key = (table.version, table.seatings, actor)
        known = self._seats
        if known is not None and known[0] is table and known[1] == key:
            return known[2]
        app_seats = tables.app_seats(table)
        playable = actor.playable(len(table.seats), table.held - actor.seats)
        seats = tuple(seat for seat in playable if seat not in app_seats)
        self._seats = (table, key, seats)
        return seats

    def own_seat(self) -> int | None:
        """The seat this device holds (a phone's); ``None`` on the table's devices (the
        host's tablet, or a device that watches)."""
        return min(self.actor().seats, default=None)

    def shown_seat(self, default: int | None) -> int | None:
        """The seat this device is on now: the one it was switched to, while it may still
        be; else the one it holds; else ``default`` (the game's: whose turn it is)."""
        switched = self.switched_to
        if switched is not None and (switched in self.seats() or self.looks_at(switched)):
            return switched
        own = self.own_seat()
        return default if own is None else own

    def switch(self, seat: int) -> bool:
        """Switch this device to ``seat`` and redraw; a seat it neither plays nor may look
        at is refused (``not_your_seat``) and nothing changes. Whether it switched."""
        if seat not in self.seats() and not self.looks_at(seat):
            self.session.notify(self.refusal(Illegal("not_your_seat", seat=seat)))
            return False
        self.switched_to = seat
        self.redraw()
        return True

    def forget_switch(self) -> None:
        """Go back to the game's choice of seat (a turn that passed takes the switch with it)."""
        self.switched_to = None

    def allows(self, action: Action) -> bool:
        """Whether this device may send ``action`` (the game's contract decides)."""
        tables = self.session.tables
        return tables.allows(tables.open(self.game_id), action, self.actor())

    # Changing the table

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
        # The screen's change, the words it takes away and the words about it reach the
        # device in one message: the browser draws a frame of the whole screen for each
        # message, and each one after the first came a frame later. (A message at the
        # bottom is placed where showing it redraws only itself, so that the frame of the
        # change is no bigger for it.)
        with self.session.one_message():
            self.redraw()
            self.session.withdraw_notice()
            say()
        self.session.publish(self.game_id)
