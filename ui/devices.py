"""Which seats this device holds: a secret token per seat, kept in the browser's storage,
so that a phone that sleeps, reloads or reconnects gets its seat back without asking.

Only the token's hash is on the server; a device proves its seat by the token alone.
"""

from __future__ import annotations

import json
import logging
from typing import Any

import flet as ft

from storage import Store

TOKENS_KEY = "table-companion.seat-tokens"

log = logging.getLogger(__name__)


class DeviceSeats:
    """The seat tokens of one browser session (read once at start, written through)."""

    def __init__(self, store: Store) -> None:
        self.store = store
        self.tokens: dict[str, str] = {}

    async def load(self) -> None:
        raw = await ft.SharedPreferences().get(TOKENS_KEY)
        try:
            tokens: Any = json.loads(raw) if raw else {}
        except json.JSONDecodeError:
            log.warning("the seat tokens in this browser are unreadable; they are forgotten")
            tokens = {}
        self.tokens = (
            {str(k): str(v) for k, v in tokens.items()} if isinstance(tokens, dict) else {}
        )

    def seat(self, game_id: str) -> int | None:
        """The seat this device holds in ``game_id``, if its token is still valid."""
        token = self.tokens.get(game_id)
        if token is None:
            return None
        found = self.store.seat_for_token(token=token)
        if found is None or found.game_id != game_id:
            return None
        return found.seat

    async def claim(self, game_id: str, seat: int) -> None:
        """Take ``seat`` on this device (a device that held it before loses it)."""
        self.tokens[game_id] = self.store.issue_device_token(game_id=game_id, seat=seat)
        await self._save()

    async def release(self, game_id: str) -> None:
        seat = self.seat(game_id)
        if seat is not None:
            self.store.clear_device_token(game_id=game_id, seat=seat)
        self.tokens.pop(game_id, None)
        await self._save()

    async def _save(self) -> None:
        await ft.SharedPreferences().set(TOKENS_KEY, json.dumps(self.tokens))
