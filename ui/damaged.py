"""Games that no longer replay (their log forked, or the rules changed under them): never
dropped in silence. Home lists them as damaged, their screen says which action fails, and
their game file can be saved as it is stored, to rescue it with another version.

Which games are damaged is learnt by replaying each stored game once per change, outside
the live tables (a game being played is whole by construction).
"""

from __future__ import annotations

import threading
from datetime import datetime

from storage import GameUnreadable, Store
from storage.records import GameSummary


class DamagedGames:
    """What replaying each stored game found, kept until the game changes."""

    def __init__(self, store: Store) -> None:
        self.store = store
        self._found: dict[str, tuple[datetime, GameUnreadable | None]] = {}
        self._lock = threading.Lock()

    def damage(self, game: GameSummary) -> GameUnreadable | None:
        """Why ``game`` does not replay, or ``None`` when it does."""
        with self._lock:
            known = self._found.get(game.game_id)
        if known is not None and known[0] == game.updated_at:
            return known[1]
        try:
            self.store.load_game(game_id=game.game_id)
            found = None
        except GameUnreadable as error:
            found = error
        self.found(game.game_id, game.updated_at, found)
        return found

    def found(self, game_id: str, updated_at: datetime, error: GameUnreadable | None) -> None:
        with self._lock:
            self._found[game_id] = (updated_at, error)
