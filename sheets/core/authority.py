"""Who may take each action of a game: part of the game's contract, checked by the server
for every action whatever a device sends.

A device holds the seats whose tokens it keeps (a phone: its player's seat). The host
device (the one that set the game up, or the server's own screen) also plays every seat
no device holds, which is how several players share one tablet, and alone does what
belongs to the whole table: rolling the shared dice, ending the round, undoing anybody's
latest action. Each game declares, for every one of its action types, whose it is
(:class:`Who`), whose record it is, which other seats it names and whether one sent in a
seat was the whole table's.

An action is undone (and redone) where it could be taken: the table's by the host, a
seat's by the device holding that seat, or by the host while no other device holds it.
What a player did on their own device is undone there, never on a shared device behind
their back (the host takes the seat back first if that device is gone for good), unless
it is undone with the table's earlier action it depended on.

A game may also have seats the app itself plays (Dracula, when the hunters play against
the app): what is taken or recorded in such a seat is the app's alone, and every device,
the host's included, is refused it.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Set
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any

from sheets.core.actions import Action
from sheets.core.errors import Illegal


@dataclass(frozen=True)
class Actor:
    """A device at a table: whether it hosts the table, and the seats it holds; or, with
    ``app``, the app playing the seats the game gives it."""

    host: bool
    seats: frozenset[int]
    app: bool = False

    def plays(self, seat: int, held_elsewhere: Set[int]) -> bool:
        """Whether this device may act for ``seat``."""
        return seat in self.seats or (self.host and seat not in held_elsewhere)

    def playable(self, seat_count: int, held_elsewhere: Set[int]) -> list[int]:
        return [seat for seat in range(seat_count) if self.plays(seat, held_elsewhere)]


HOST = Actor(host=True, seats=frozenset())
APP = Actor(host=False, seats=frozenset(), app=True)


class Who(StrEnum):
    """Whose an action type is."""

    # The device playing the action's seat: the one holding it, or the host for a seat
    # no device holds.
    SEAT = "seat"
    # The whole table's: the host's alone.
    TABLE = "table"
    # The whole table's, but while no host device is at the table a device holding a
    # seat may take it (a table of phones whose host went away can still finish its setup).
    TABLE_OR_STAND_IN = "table_or_stand_in"
    # A seat's bookkeeping: the device holding the seat whose record it is, and the host
    # even for a seat another device holds. The action must be sent in that seat.
    RECORD = "record"


# A function of the game's state and an action, as each game declares them.
RecordOf = Callable[[Any, Action], int]
Names = Callable[[Any, Action], frozenset[int]]


def _own_seat(state: Any, action: Action) -> int:
    return action.seat


def _nobody_else(state: Any, action: Action) -> frozenset[int]:
    return frozenset()


def _no_app_seats(state: Any) -> frozenset[int]:
    return frozenset()


def _never_for_table(action: Action) -> bool:
    return False


@dataclass(frozen=True)
class Permission:
    """Whose one action type is. ``record_of``: for :attr:`Who.RECORD`, the seat whose
    record the action is. ``names``: the seats besides its own that an action speaks for
    (a fight names the hunters it sends in), each of which a device other than the host
    must hold. ``for_table``: whether an action sent in a seat was the whole table's (a
    record the host made for everybody), so that it is undone as the table's."""

    who: Who
    record_of: RecordOf = _own_seat
    names: Names = _nobody_else
    for_table: Callable[[Action], bool] = _never_for_table


SEAT = Permission(Who.SEAT)
TABLE = Permission(Who.TABLE)
TABLE_OR_STAND_IN = Permission(Who.TABLE_OR_STAND_IN)


@dataclass(frozen=True)
class Authority:
    """The permissions of every action type of one game, by type name, and the seats the
    app plays in a game's state (``app_seats``)."""

    permissions: Mapping[str, Permission] = field(default_factory=dict)
    app_seats: Callable[[Any], frozenset[int]] = _no_app_seats

    @classmethod
    def declare(
        cls,
        actions: Iterable[type[Action]],
        *,
        app_seats: Callable[[Any], frozenset[int]] = _no_app_seats,
        **special: Permission,
    ) -> Authority:
        """Every one of ``actions`` is its seat's unless ``special`` (keyed by the action
        class's name) says otherwise."""
        classes = {action.__name__: action for action in actions}
        unknown = sorted(set(special) - set(classes))
        if unknown:
            raise ValueError(f"permissions for actions the game lacks: {', '.join(unknown)}")
        permissions = {action.TYPE: special.get(name, SEAT) for name, action in classes.items()}
        return cls(permissions, app_seats)

    def acting_seat(self, state: Any, action: Action) -> int | None:
        """The seat ``action`` is taken or recorded in; ``None`` for the whole table's."""
        permission = self.of(action.TYPE)
        if permission.who in (Who.TABLE, Who.TABLE_OR_STAND_IN):
            return None
        if permission.who is Who.RECORD:
            return permission.record_of(state, action)
        return action.seat

    def of(self, action_type: str) -> Permission:
        """:raises Illegal: ``unknown_action`` for a type the game does not have."""
        try:
            return self.permissions[action_type]
        except KeyError:
            raise Illegal("unknown_action", action=action_type) from None

    def may_stand_in(self, action_type: str, host_present: bool) -> bool:
        """Whether a device holding a seat may take this table action now."""
        return self.of(action_type).who is Who.TABLE_OR_STAND_IN and not host_present

    def check(
        self,
        state: Any,
        actor: Actor,
        action: Action,
        *,
        held_elsewhere: Set[int],
        host_present: bool,
    ) -> None:
        """Whether ``actor`` may take ``action`` at a table whose other devices hold
        ``held_elsewhere``.

        :raises Illegal: ``host_only``, ``not_your_seat``, ``unknown_action``, or
            ``app_plays_seat`` for a device sending what is the app's.
        """
        permission = self.of(action.TYPE)
        acting = self.acting_seat(state, action)
        app_seats = self.app_seats(state)
        if actor.app:
            if acting is None or acting not in app_seats or action.seat != acting:
                raise Illegal("not_your_seat", seat=action.seat)
            return
        if acting in app_seats or action.seat in app_seats:
            raise Illegal("app_plays_seat", seat=action.seat if acting is None else acting)
        if permission.who in (Who.TABLE, Who.TABLE_OR_STAND_IN):
            standing_in = self.may_stand_in(action.TYPE, host_present) and bool(actor.seats)
            if not (actor.host or standing_in):
                raise Illegal("host_only")
            return
        if permission.who is Who.RECORD:
            recorded_for = permission.record_of(state, action)
            if action.seat != recorded_for:
                raise Illegal("not_your_seat", seat=action.seat)
            if not (actor.host or recorded_for in actor.seats):
                raise Illegal("not_your_seat", seat=recorded_for)
        elif not actor.plays(action.seat, held_elsewhere):
            raise Illegal("not_your_seat", seat=action.seat)
        others = sorted(permission.names(state, action) - actor.seats)
        if others and not actor.host:
            raise Illegal("not_your_seat", seat=others[0])

    def tables(self, action: Action) -> bool:
        """Whether ``action`` is the whole table's, whatever seat it was sent in."""
        permission = self.of(action.TYPE)
        return permission.who in (Who.TABLE, Who.TABLE_OR_STAND_IN) or permission.for_table(action)

    def check_take_back(
        self,
        actor: Actor,
        action: Action,
        *,
        held_elsewhere: Set[int],
        host_present: bool,
        depending: bool = False,
        redo: bool = False,
    ) -> None:
        """Whether ``actor`` may undo (or, with ``redo``, redo) ``action`` at a table whose
        other devices hold ``held_elsewhere``: the table's action where the table's actions
        are taken, a seat's on the device holding it, or on the host while no other device
        does, and a seat's record also on the host (who may record it for any seat).
        ``depending``: it is undone with an earlier action it depends on, which the host
        may do whoever took it (the roll everybody used, mended on the host's device).

        :raises Illegal: ``host_only``, ``not_your_seat``, or ``undo_elsewhere``
            (``redo_elsewhere``) for the host asked to undo (redo) what a player did on
            their own device.
        """
        if depending and actor.host:
            return
        if self.tables(action):
            standing_in = self.may_stand_in(action.TYPE, host_present) and bool(actor.seats)
            if not (actor.host or standing_in):
                raise Illegal("host_only")
            return
        if action.seat in actor.seats:
            return
        if not actor.host:
            raise Illegal("not_your_seat", seat=action.seat)
        if self.of(action.TYPE).who is Who.RECORD:
            return
        if action.seat in held_elsewhere:
            raise Illegal("redo_elsewhere" if redo else "undo_elsewhere", seat=action.seat)


def check_undo(actor: Actor, seat: int | None) -> None:
    """Which seat's latest action a device may ask to undo (or redo): its own seat's, or
    on the host any seat's; anybody's latest, the host alone. Whether it may take back the
    action found is :meth:`Authority.check_take_back`'s.

    :raises Illegal: ``host_only`` or ``not_your_seat``.
    """
    if seat is None:
        if not actor.host:
            raise Illegal("host_only")
        return
    if not actor.host and seat not in actor.seats:
        raise Illegal("not_your_seat", seat=seat)
