"""A separate process appending to one game, for the concurrency and crash tests:

    python -m tests.storage.child URL GAME_ID SEAT [COUNT]

opens the store, prints "ready", waits for a line "go" on its input (so that several
children start appending at the same moment), then appends ``COUNT`` tally actions
(forever without a count), printing each sequence number once the store has returned
it, that is once it is committed.
"""

from __future__ import annotations

import itertools
import sys

from storage import open_store
from tests.storage.tally import Add


def main(url: str, game_id: str, seat: int, count: int | None) -> None:
    store = open_store(url=url)
    sys.stdout.write("ready\n")
    sys.stdout.flush()
    if sys.stdin.readline().strip() != "go":
        sys.exit("expected go")
    numbers = range(count) if count is not None else itertools.count()
    for number in numbers:
        seq = store.append_action(game_id=game_id, action=Add(seat=seat, amount=number + 1))
        sys.stdout.write(f"{seq}\n")
        sys.stdout.flush()
    store.close()


if __name__ == "__main__":
    main(
        sys.argv[1], sys.argv[2], int(sys.argv[3]), int(sys.argv[4]) if len(sys.argv) > 4 else None
    )
