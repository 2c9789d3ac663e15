"""What every device at a table works out alike from the table as it is now (a seat's view,
what it may do, the rules' refusal of an action), worked out once per version of the table
for all of them rather than once per device."""

from __future__ import annotations

import weakref
from collections.abc import Callable, Hashable
from typing import TypeVar, cast

from ui.live import LiveTable

T = TypeVar("T")

_MEMOS: dict[int, tuple[weakref.ref[LiveTable], int, dict[Hashable, object]]] = {}


def once_per_version(table: LiveTable, key: Hashable, compute: Callable[[], T]) -> T:
    """``compute()``, worked out once while ``table`` stays at its version: ``key`` names
    what it computes, and must hold everything it depends on besides the table."""
    memo = _memo(table)
    try:
        if key in memo:
            return cast(T, memo[key])
    except TypeError:  # an unhashable key (an action holding a list): computed each time
        return compute()
    value = memo[key] = compute()
    return value


def _memo(table: LiveTable) -> dict[Hashable, object]:
    number = id(table)
    entry = _MEMOS.get(number)
    if entry is not None and entry[0]() is table and entry[1] == table.version:
        return entry[2]
    memo: dict[Hashable, object] = {}
    _MEMOS[number] = (weakref.ref(table, lambda _: _MEMOS.pop(number, None)), table.version, memo)
    return memo
