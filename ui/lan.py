"""Joining a table over the local network: the address phones open, short join codes,
and a limit on wrong codes so that a code cannot be found by trying."""

from __future__ import annotations

import ipaddress
import secrets
import socket
import threading
import time
from collections import deque
from dataclasses import dataclass

from storage import Store

CODE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"  # no 0/O or 1/I to misread
CODE_LENGTH = 6
CODES_KEY = "lan.join_codes"
WRONG_CODES_ALLOWED = 5
WRONG_CODES_WINDOW_S = 60.0


def lan_ip() -> str:
    """This machine's address on the local network (no packet is sent to find it)."""
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
        try:
            probe.connect(("10.255.255.255", 1))
            return str(probe.getsockname()[0])
        except OSError:
            return "127.0.0.1"


# Addresses that mean "every interface" to the server.
EVERY_INTERFACE = ("0.0.0.0", "::", "")


def served_address(host: str) -> str:
    """The address phones are to open for a server listening on ``host``: the machine's
    network address when it listens on every interface, else ``host`` itself."""
    return lan_ip() if host in EVERY_INTERFACE else host


def only_this_machine(address: str) -> bool:
    """Whether ``address`` reaches this machine only (a loopback address): a phone that
    opens it reaches itself, not the server."""
    if address == "localhost":
        return True
    try:
        return ipaddress.ip_address(address).is_loopback
    except ValueError:
        return False


@dataclass(frozen=True)
class Lan:
    """How phones reach this server: ``http://<ip>:<port>/join?code=...``."""

    ip: str
    port: int

    @property
    def address(self) -> str:
        """``http://<ip>:<port>``, an IPv6 address in brackets."""
        host = f"[{self.ip}]" if ":" in self.ip else self.ip
        return f"http://{host}:{self.port}"

    def join_url(self, code: str) -> str:
        return f"{self.address}/join?code={code}"


class JoinCodes:
    """One short code per table, kept in the store so that it survives a restart."""

    def __init__(self, store: Store) -> None:
        self.store = store
        self._lock = threading.Lock()

    def code_for(self, game_id: str) -> str:
        with self._lock:
            codes = dict(self.store.get_setting(key=CODES_KEY) or {})
            for code, game in codes.items():
                if game == game_id:
                    return str(code)
            code = "".join(secrets.choice(CODE_ALPHABET) for _ in range(CODE_LENGTH))
            while code in codes:
                code = "".join(secrets.choice(CODE_ALPHABET) for _ in range(CODE_LENGTH))
            codes[code] = game_id
            self.store.set_setting(key=CODES_KEY, value=codes)
            return code

    def game_for(self, code: str) -> str | None:
        codes = self.store.get_setting(key=CODES_KEY) or {}
        game = codes.get(normalise(code))
        return str(game) if game is not None else None


def normalise(code: str) -> str:
    """What people type: spaces, dashes and lower case do not matter."""
    return "".join(ch for ch in code.upper() if ch.isalnum())


class WrongCodes:
    """Wrong join codes per device, counted under each of its keys (the address the server
    saw and the session): a few a minute under any one key, then a wait. A key is forgotten
    once its last wrong code is a window old, so that the count never grows without end."""

    def __init__(
        self, allowed: int = WRONG_CODES_ALLOWED, window_s: float = WRONG_CODES_WINDOW_S
    ) -> None:
        self.allowed = allowed
        self.window_s = window_s
        self._failures: dict[str, deque[float]] = {}
        self._lock = threading.Lock()

    def wait_s(self, *keys: str, now: float | None = None) -> float:
        """How long a device known by ``keys`` must wait before trying another code (0: it
        may try)."""
        now = time.monotonic() if now is None else now
        with self._lock:
            self._forget_before(now - self.window_s)
            waits = [
                failures[0] + self.window_s - now
                for key in keys
                if len(failures := self._failures.get(key, deque())) >= self.allowed
            ]
        return max(waits, default=0.0)

    def failed(self, *keys: str, now: float | None = None) -> None:
        now = time.monotonic() if now is None else now
        with self._lock:
            self._forget_before(now - self.window_s)
            for key in keys:
                self._failures.setdefault(key, deque()).append(now)

    def __len__(self) -> int:
        """How many keys have wrong codes remembered."""
        return len(self._failures)

    def _forget_before(self, moment: float) -> None:
        for key in list(self._failures):
            failures = self._failures[key]
            while failures and failures[0] <= moment:
                failures.popleft()
            if not failures:
                del self._failures[key]
