"""The server's sockets, bound before anything is served: a port somebody else holds is
said in one line before the store is opened, and the address is announced only once the
server listens on it."""

from __future__ import annotations

import errno
import socket
from collections.abc import Callable

# What a person can do about each reason the operating system gives.
_ADVICE: dict[int, Callable[[str, int], str]] = {
    errno.EADDRINUSE: lambda host, port: (
        f"another program (perhaps another table companion) uses port {port}; "
        "stop it or choose another port with --port"
    ),
    errno.EACCES: lambda host, port: (
        f"port {port} needs administrator rights here; choose one above 1023 with --port"
    ),
    errno.EADDRNOTAVAIL: lambda host, port: (
        f"{host} is not an address of this machine; choose another with --host"
    ),
}


class CannotListen(Exception):
    """The server cannot listen on the address it was given; the message says why and
    what to do, for the command line."""


def bound_sockets(host: str, port: int) -> list[socket.socket]:
    """Sockets bound to every address ``host`` names on ``port``, as the event loop's own
    server would bind them, but not yet listening: a browser that tries before the app is
    served is refused rather than kept waiting. (Another server binding the same port at
    the same moment is found only when they listen: see :func:`cannot_listen`.)

    :raises CannotListen: when an address is taken, forbidden or not this machine's.
    """
    try:
        found = socket.getaddrinfo(host, port, type=socket.SOCK_STREAM, flags=socket.AI_PASSIVE)
    except socket.gaierror as error:
        raise CannotListen(
            f"cannot listen on {host}: {error.strerror}; choose another address with --host"
        ) from None
    sockets: list[socket.socket] = []
    try:
        for family, kind, protocol, _, address in dict.fromkeys(found):
            bound = socket.socket(family, kind, protocol)
            sockets.append(bound)
            bound.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
            if family == socket.AF_INET6:
                # One socket per family, as asyncio does: "::" is not also IPv4's 0.0.0.0.
                bound.setsockopt(socket.IPPROTO_IPV6, socket.IPV6_V6ONLY, 1)
            bound.bind(address)
    except OSError as error:
        for bound in sockets:
            bound.close()
        raise cannot_listen(host, port, error) from None
    return sockets


def cannot_listen(host: str, port: int, error: OSError) -> CannotListen:
    """What the command line says when ``error`` keeps the server from ``host:port``."""
    advice = _ADVICE.get(error.errno or 0)
    reason = advice(host, port) if advice else error.strerror or str(error)
    return CannotListen(f"cannot listen on {host}:{port}: {reason}")
