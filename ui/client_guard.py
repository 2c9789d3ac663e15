"""What a browser sends, checked before Flet acts on it.

Flet 1.0.5 applies a client's property patch to the server's controls as it comes (any
property, of any type, private ones included) and starts a task for every event it
receives, however many arrive at once. A guard installed on each new session (from the
``before_main`` hook, before the client's first message is read) stands in between:

- a patch keeps only the public, non-handler properties the control declares, each with
  a value of the declared type (a join code sent as a number or a list is dropped, and the
  field keeps what it had); the address and browser name are the server's to set;
- the session's events are handled one at a time, in order, so that one device's burst
  waits behind its own events and not in front of everybody else's taps; at most
  ``MAX_WAITING`` may wait, navigation waiting is coalesced to the latest route, and what
  is beyond is refused;
- a connection that goes on sending more than that (``CLOSE_AFTER_REFUSED`` events
  refused or folded before it caught up) is told why and closed; the session may come
  back with a new connection. Each connection the session is attached to is also given
  the words (``FAREWELL`` in its ASGI scope) for when it sends more frames than a browser
  does (``ui.web.frames``);
- an answer to a method call on a control the session does not have is dropped (Flet
  would end the connection with a traceback).
"""

from __future__ import annotations

import asyncio
import dataclasses
import enum
import logging
import sys
import types
from collections.abc import Callable, Coroutine
from functools import cache
from typing import Any, Literal, Union, get_args, get_origin, get_type_hints

from flet.messaging.session import Session

log = logging.getLogger(__name__)

MAX_WAITING = 16
CLOSE_AFTER_REFUSED = 64
# Set by the server from the socket, never by the client.
SERVER_SET = frozenset({"client_ip", "client_user_agent"})
# What the server dispatches itself once a connection is gone.
SERVER_EVENTS = frozenset({"disconnect", "close"})
POLICY_VIOLATION = 1008
# Where a connection's ASGI scope holds what to tell its device when it is cut off.
FAREWELL = "table_companion.farewell"


class ClientGuard:
    """The checks of one session; ``farewell`` says (in the device's language) why its
    connection is closed."""

    def __init__(self, session: Session) -> None:
        self.session = session
        self.farewell: Callable[[], str] = lambda: "Too many messages at once."
        self.refused = 0
        self.closed_connection: object | None = None
        self._waiting = 0
        self._turn = asyncio.Lock()
        self._route: Any = None
        self._apply_patch = session.apply_patch
        self._dispatch_event = session.dispatch_event
        self._method_results = session.handle_invoke_method_results
        # The entry points Flet's connection calls for what a client sends.
        session.apply_patch = self.apply_patch  # type: ignore[method-assign]
        session.dispatch_event = self.dispatch_event  # type: ignore[method-assign]
        session.handle_invoke_method_results = self.method_results  # type: ignore[method-assign]
        self._give_farewell()

    def apply_patch(self, control_id: int, patch: Any) -> None:
        control = self.session.index.get(control_id)
        if control is None or not isinstance(patch, dict) or self._cut_off():
            return
        checked = checked_patch(type(control), patch)
        if checked:
            self._apply_patch(control_id, checked)

    def dispatch_event(
        self, control_id: int, event_name: str, event_data: Any
    ) -> Coroutine[Any, Any, None]:
        """Judge the event as it arrives (Flet then runs what this returns as a task):
        refused, folded into the navigation already waiting, or queued behind this
        session's earlier events."""
        if event_name in SERVER_EVENTS and self.session.connection is None:
            return self._dispatch_event(control_id, event_name, event_data)
        if event_name == "connect":
            self._give_farewell()  # the session has a new connection
        if self._cut_off():
            return _nothing()
        if event_name == "route_change" and self._route is not None:
            self._route = event_data  # the navigation already waiting goes here instead
            self._excess()
            return _nothing()
        if self._waiting >= MAX_WAITING:
            self._excess()
            return _nothing()
        self._waiting += 1
        if event_name == "route_change":
            self._route = event_data
        return self._in_turn(control_id, event_name, event_data)

    async def _in_turn(self, control_id: int, name: str, data: Any) -> None:
        try:
            async with self._turn:
                if name == "route_change":
                    data, self._route = self._route, None
                await self._dispatch_event(control_id, name, data)
        finally:
            self._waiting -= 1
            if self._waiting == 0:
                self.refused = 0  # caught up: what was too much is forgiven

    def method_results(self, control_id: int, call_id: str, result: Any, error: Any) -> None:
        if control_id in self.session.index:
            self._method_results(control_id, call_id, result, error)

    def _give_farewell(self) -> None:
        socket = _socket(self.session.connection)
        if socket is not None:
            socket.scope[FAREWELL] = lambda: self.farewell()

    def _cut_off(self) -> bool:
        connection = self.session.connection
        return connection is not None and connection is self.closed_connection

    def _excess(self) -> None:
        """One more event beyond what this session may have waiting (refused, or folded
        into the waiting navigation)."""
        self.refused += 1
        if self.refused < CLOSE_AFTER_REFUSED:
            return
        connection = self.session.connection
        log.warning("a device kept sending too much: its connection is closed")
        self.closed_connection = connection
        self.refused = 0
        self.session.error(self.farewell())
        socket = _socket(connection)
        if socket is not None:
            close: Callable[..., Coroutine[Any, Any, None]] = socket.close
            asyncio.get_running_loop().create_task(close(code=POLICY_VIOLATION))


async def _nothing() -> None:
    return None


def _socket(connection: object) -> Any:
    """The websocket of a Flet connection, if it has one."""
    # Flet gives no public way to it; flet-web 1.0.5 keeps it here (the tests of this
    # guard fail should that change).
    return getattr(connection, "_FletApp__websocket", None)


def checked_patch(cls: type, patch: dict[Any, Any]) -> dict[str, Any]:
    """The part of ``patch`` a client may set on an instance of ``cls``."""
    hints = _hints(cls)
    checked = {}
    for name, value in patch.items():
        if not isinstance(name, str) or name.startswith(("_", "on_")) or name in SERVER_SET:
            continue
        hint = hints.get(name)
        if hint is not None and _fits(value, hint):
            nested = _dataclass_of(hint)
            checked[name] = (
                checked_patch(nested, value)
                if nested is not None and isinstance(value, dict)
                else value
            )
    return checked


@cache
def _hints(cls: type) -> dict[str, Any]:
    """The declared type of each property, as Flet resolves them when it applies a patch
    (its controls' annotations do not all resolve: then the fields' own types)."""
    try:
        return get_type_hints(cls, globalns=vars(sys.modules[cls.__module__]))
    except NameError:
        fields = dataclasses.fields(cls) if dataclasses.is_dataclass(cls) else ()
        return {field.name: field.type for field in fields if not isinstance(field.type, str)}


def _dataclass_of(hint: Any) -> type | None:
    if dataclasses.is_dataclass(hint) and isinstance(hint, type):
        return hint
    if get_origin(hint) in (Union, types.UnionType):
        found = [arg for arg in get_args(hint) if _dataclass_of(arg) is not None]
        return found[0] if found else None
    return None


def _fits(value: Any, hint: Any) -> bool:
    origin, args = get_origin(hint), get_args(hint)
    if hint is Any:
        return True
    if hint is type(None) or hint is None:
        return value is None
    if origin in (Union, types.UnionType):
        return any(_fits(value, arg) for arg in args)
    if origin is Literal:
        return value in args
    if origin is list:
        return isinstance(value, list) and all(_fits(item, args[0]) for item in value)
    if origin is dict:
        return isinstance(value, dict)
    if hint is bool:
        return isinstance(value, bool)
    if hint is int:
        return isinstance(value, int) and not isinstance(value, bool)
    if hint is float:
        return isinstance(value, int | float) and not isinstance(value, bool)
    if isinstance(hint, type) and issubclass(hint, enum.Enum):
        return any(value == member.value for member in hint)
    if dataclasses.is_dataclass(hint):
        return isinstance(value, dict)
    return isinstance(hint, type) and isinstance(value, hint)
