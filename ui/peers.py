"""Where each browser session connects from, as the server saw it, and the guard of what
it sends (``ui.client_guard``): both set up when Flet creates the session.

Flet keeps the socket's peer address in ``page.client_ip``, but that is a page property
the client may overwrite at any moment with a patch of its own (and a reconnecting client
sends a whole page of properties). So the address is read once, in the hook Flet runs when
it creates the session (``before_main``: the server has just set ``client_ip`` from the
socket, and no later message of the client has been applied yet), and kept here, out of
the client's reach. Nothing else reads ``page.client_ip``.

A browser on the server's own machine connects from 127.0.0.1 or ::1: the kernel gives a
loopback connection that source address whatever loopback address it was opened to. Any
other address, another loopback one included (only a program that binds it on purpose,
such as a relay forwarding another device, connects from it), is another device; so is a
session whose address was never recorded.
"""

from __future__ import annotations

import ipaddress
import logging
import weakref

import flet as ft

from ui.client_guard import ClientGuard

log = logging.getLogger(__name__)

OWN_MACHINE = frozenset({ipaddress.ip_address("127.0.0.1"), ipaddress.ip_address("::1")})


class Peers:
    """The address of every live session of this server, recorded when it was created.
    ``single_device``: the app runs packaged on a phone or tablet, whose own screen is its
    only client."""

    def __init__(self, *, single_device: bool = False) -> None:
        self.single_device = single_device
        self._addresses: weakref.WeakKeyDictionary[ft.Page, str] = weakref.WeakKeyDictionary()
        # The guard lives as long as its session (whose entry points it took over); held
        # here strongly, it would keep the session, and so its page, the key, alive forever.
        self._guards: weakref.WeakKeyDictionary[ft.Page, weakref.ref[ClientGuard]] = (
            weakref.WeakKeyDictionary()
        )

    def record(self, page: ft.Page) -> None:
        """Flet's ``before_main`` hook: keep the address the new session connected from,
        and guard what it sends from now on."""
        self._addresses[page] = str(page.client_ip or "")
        self._guards[page] = weakref.ref(ClientGuard(page.session))

    def guard(self, page: ft.Page) -> ClientGuard | None:
        guard = self._guards.get(page)
        return guard() if guard is not None else None

    def address(self, page: ft.Page) -> str:
        """The session's address (``""`` when it was never recorded)."""
        address = self._addresses.get(page)
        if address is None:
            log.warning("a session without a recorded address counts as another device")
            return ""
        return address

    def own_machine(self, page: ft.Page) -> bool:
        """Whether the session is a browser on the server's own machine."""
        return self.single_device or on_own_machine(self.address(page))


def on_own_machine(address: str) -> bool:
    """Whether ``address`` is a browser on the server's own machine (never when unknown)."""
    try:
        parsed = ipaddress.ip_address(address)
    except ValueError:
        return False
    if isinstance(parsed, ipaddress.IPv6Address) and parsed.ipv4_mapped is not None:
        parsed = parsed.ipv4_mapped
    return parsed in OWN_MACHINE
