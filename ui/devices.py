"""Which seats this device holds, and which tables it hosts: secret tokens kept in the
browser's storage, so that a phone that sleeps, reloads or reconnects gets its seat back
without asking.

Only the tokens' hashes are on the server; a device proves its seat by the token alone.
"""

from __future__ import annotations

import asyncio
import hashlib
import hmac
import json
import logging
import secrets
from typing import Any

import flet as ft

from storage import Store
from ui.storage_watch import STORAGE_DOWN

TOKENS_KEY = "table-companion.seat-tokens"
HOST_TOKENS_KEY = "table-companion.host-tokens"
HOST_SETTING = "lan.host.{game_id}"

log = logging.getLogger(__name__)


class DeviceSeats:
    """The tokens of one browser session (read once at start, written through)."""

    def __init__(self, store: Store) -> None:
        self.store = store
        self.tokens: dict[str, str] = {}
        self.host_tokens: dict[str, str] = {}
        # What the store last said, for while it cannot be read: the table stays usable
        # to look at, each device in its own seat.
        self._seats: dict[str, int | None] = {}
        self._hosts: dict[str, bool] = {}
        # The seats this session held and lost without giving them back: another device
        # took the seat, the host took it back, or the game finished.
        self._lost: dict[str, int] = {}
        self._untold: set[str] = set()
        # The tables this browser kept a token for that held no seat when this session
        # first asked: the host took the seat back while the device was away or reloading.
        self._revoked: set[str] = set()

    async def load(self) -> None:
        self.tokens, self.host_tokens = await asyncio.gather(
            _read(TOKENS_KEY), _read(HOST_TOKENS_KEY)
        )

    def seat(self, game_id: str) -> int | None:
        """The seat this device holds in ``game_id``, if its token is still valid."""
        token = self.tokens.get(game_id)
        if token is None:
            return None
        try:
            found = self.store.seat_for_token(token=token)
        except STORAGE_DOWN:
            return self._seats.get(game_id)
        seat = found.seat if found is not None and found.game_id == game_id else None
        if seat is None and game_id not in self._seats:
            self._revoked.add(game_id)
        held = self._seats.get(game_id)
        if seat is None and held is not None:
            self._lost[game_id] = held
            self._untold.add(game_id)
        elif seat is not None:
            self._lost.pop(game_id, None)
            self._untold.discard(game_id)
        self._seats[game_id] = seat
        return seat

    def lost(self, game_id: str) -> int | None:
        """The seat this session held in ``game_id`` until another device or the host took
        it, or the game finished; ``None`` if it gave its seat back or never had one."""
        return self._lost.get(game_id) if self.seat(game_id) is None else None

    def newly_lost(self, game_id: str) -> int | None:
        """:meth:`lost`, once: for telling the person at the device, a single time."""
        seat = self.lost(game_id)
        if seat is None or game_id not in self._untold:
            return None
        self._untold.discard(game_id)
        return seat

    def newly_revoked(self, game_id: str) -> bool:
        """Whether this browser came to ``game_id`` with a token that no longer holds a seat
        (the host took it back, for the table or for its own device), once: for telling the
        person at the device why it only watches."""
        if self.seat(game_id) is not None or game_id not in self._revoked:
            return False
        self._revoked.discard(game_id)
        return True

    async def claim(self, game_id: str, seat: int, address: str | None) -> None:
        """Take ``seat`` on this device, which the server saw connect from ``address`` (a
        device that held the seat before loses it)."""
        self.tokens[game_id] = self.store.issue_device_token(
            game_id=game_id, seat=seat, address=address
        )
        self._seats[game_id] = seat
        await ft.SharedPreferences().set(TOKENS_KEY, json.dumps(self.tokens))

    async def release(self, game_id: str) -> None:
        seat = self.seat(game_id)
        if seat is not None:
            self.store.clear_device_token(game_id=game_id, seat=seat)
        self.tokens.pop(game_id, None)
        self._seats.pop(game_id, None)
        await ft.SharedPreferences().set(TOKENS_KEY, json.dumps(self.tokens))

    async def become_host(self, game_id: str) -> None:
        """Make this device the host of ``game_id`` (the device that set the game up)."""
        token = secrets.token_urlsafe(24)
        self.store.set_setting(key=HOST_SETTING.format(game_id=game_id), value=_hash(token))
        self.host_tokens[game_id] = token
        await ft.SharedPreferences().set(HOST_TOKENS_KEY, json.dumps(self.host_tokens))

    def is_host(self, game_id: str) -> bool:
        token = self.host_tokens.get(game_id)
        if token is None:
            # Most devices at a table hold no host token: they are answered without
            # asking the store, which every device's redraw after a move would do.
            return False
        try:
            expected = self.store.get_setting(key=HOST_SETTING.format(game_id=game_id))
        except STORAGE_DOWN:
            return self._hosts.get(game_id, False)
        host = expected is not None and hmac.compare_digest(_hash(token), str(expected))
        self._hosts[game_id] = host
        return host


async def _read(key: str) -> dict[str, str]:
    raw = await ft.SharedPreferences().get(key)
    try:
        tokens: Any = json.loads(raw) if isinstance(raw, str) and raw else {}
    except json.JSONDecodeError:
        log.warning("the tokens in this browser are unreadable; they are forgotten")
        tokens = {}
    return {str(k): str(v) for k, v in tokens.items()} if isinstance(tokens, dict) else {}


def _hash(token: str) -> str:
    return hashlib.sha256(token.encode()).hexdigest()
