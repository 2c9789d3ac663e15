"""What every session of one server shares, and the pubsub topic of a table."""

from __future__ import annotations

from dataclasses import dataclass, field

from storage import Store
from ui.damaged import DamagedGames
from ui.lan import JoinCodes, Lan, WrongCodes
from ui.live import LiveTables
from ui.memory_return import MemoryReturn
from ui.peers import Peers
from ui.web.uploads import Uploads


def table_topic(game_id: str) -> str:
    """The pubsub topic of one table: only the sessions showing that table hear of its
    changes, so a table's update costs the same however many other tables are open."""
    return f"table/{game_id}"


@dataclass
class Services:
    """What every session of this server shares. ``lan`` is set when phones on the local
    network may join (``--lan``); ``peers`` knows where each session connects from;
    ``uploads`` are the game files devices are sending; ``memory`` gives the server's
    memory back once a wave of devices has gone."""

    store: Store
    tables: LiveTables
    join_codes: JoinCodes
    wrong_codes: WrongCodes
    peers: Peers
    damaged: DamagedGames
    lan: Lan | None = None
    uploads: Uploads = field(default_factory=Uploads)
    memory: MemoryReturn = field(init=False)

    def __post_init__(self) -> None:
        self.memory = MemoryReturn(self.store)
