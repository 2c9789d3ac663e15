"""A separate process writing to one game, for the concurrency and crash tests.

    python -m tests.storage.child append URL GAME_ID SEAT [COUNT]

opens the store, prints "ready", waits for a line "go" on its input (so that several
children start appending at the same moment), then appends ``COUNT`` tally actions
(forever without a count), printing each sequence number once the store has returned
it, that is once it is committed. Like a server, it names the log position it last read
and, when another writer moved the log on meanwhile, reads the game again and retries.

    python -m tests.storage.child race URL GAME_ID SEAT

takes part in races the parent referees, one line each: "read" loads the game and
answers its log position; "go" appends one action at that position and answers the
sequence number, or "moved" when the store refused it; "quit" ends.
"""

from __future__ import annotations

import itertools
import sys

from storage import LogMoved, Store, open_store
from tests.storage.tally import Add


def _say(line: str) -> None:
    sys.stdout.write(f"{line}\n")
    sys.stdout.flush()


def append(store: Store, game_id: str, seat: int, count: int | None) -> None:
    _say("ready")
    if sys.stdin.readline().strip() != "go":
        sys.exit("expected go")
    position = store.load_game(game_id=game_id).position
    numbers = range(count) if count is not None else itertools.count()
    for number in numbers:
        action = Add(seat=seat, amount=number + 1)
        while True:
            try:
                seq = store.append_action(game_id=game_id, action=action, position=position)
            except LogMoved:
                position = store.load_game(game_id=game_id).position
                continue
            position += 1
            break
        _say(str(seq))


def race(store: Store, game_id: str, seat: int) -> None:
    position = 0
    for line in sys.stdin:
        command = line.strip()
        if command == "read":
            position = store.load_game(game_id=game_id).position
            _say(str(position))
        elif command == "go":
            try:
                seq = store.append_action(
                    game_id=game_id, action=Add(seat=seat, amount=1), position=position
                )
            except LogMoved:
                _say("moved")
            else:
                _say(str(seq))
        elif command == "quit":
            return


def main(mode: str, url: str, game_id: str, seat: int, count: int | None) -> None:
    store = open_store(url=url)
    if mode == "race":
        race(store, game_id, seat)
    else:
        append(store, game_id, seat, count)
    store.close()


if __name__ == "__main__":
    main(
        sys.argv[1],
        sys.argv[2],
        sys.argv[3],
        int(sys.argv[4]),
        int(sys.argv[5]) if len(sys.argv) > 5 else None,
    )
