"""What a SATOR table playing at random does only now and then (:mod:`tests.random_play`)."""

from __future__ import annotations

from sheets.sator.actions import CollectBook

# A book collected out of turn, over which another player moved one's monk.
BOOKKEEPING = frozenset({CollectBook.TYPE})
