"""Where each browser session connects from, as the server saw it.

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

log = logging.getLogger(__name__)

OWN_MACHINE = frozenset({ipaddress.ip_address("127.0.0.1"), ipaddress.ip_address("::1")})


class Peers:
    """The address of every live session of this server, recorded when it was created."""

    def __init__(self) -> None:
        self._addresses: weakref.WeakKeyDictionary[ft.Page, str] = weakref.WeakKeyDictionary()

    def record(self, page: ft.Page) -> None:
        """Flet's ``before_main`` hook: keep the address the new session connected from."""
        self._addresses[page] = str(page.client_ip or "")

    def address(self, page: ft.Page) -> str:
        """The session's address (``""`` when it was never recorded)."""
        address = self._addresses.get(page)
        if address is None:
            log.warning("a session without a recorded address counts as another device")
            return ""
        return address


def on_own_machine(address: str) -> bool:
    """Whether ``address`` is a browser on the server's own machine (never when unknown)."""
    try:
        parsed = ipaddress.ip_address(address)
    except ValueError:
        return False
    if isinstance(parsed, ipaddress.IPv6Address) and parsed.ipv4_mapped is not None:
        parsed = parsed.ipv4_mapped
    return parsed in OWN_MACHINE
