"""Statistics from finished games: per player and game kind, plays, wins and scores."""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable

from sheets.core.names import is_placeholder
from storage.records import PlayedGame, PlayedSeat, PlayerStats, ScorePoint


def player_key(seat: PlayedSeat) -> str:
    """A player is their profile, or without one their name regardless of case."""
    if seat.profile_id is not None:
        return f"profile:{seat.profile_id}"
    return f"name:{seat.name.strip().casefold()}"


def player_statistics(games: Iterable[PlayedGame]) -> list[PlayerStats]:
    """One record per player and game kind: most plays first, then by name. A seat whose
    name was left as it was ("Player 1") and that no profile plays is nobody's."""
    played: defaultdict[tuple[str, str], list[tuple[PlayedGame, PlayedSeat]]] = defaultdict(list)
    for game in sorted(games, key=lambda g: (g.finished_at, g.game_id)):
        for seat in game.seats:
            if seat.profile_id is None and is_placeholder(seat.name):
                continue
            played[(player_key(seat), game.kind)].append((game, seat))
    records = [_record(player, kind, plays) for (player, kind), plays in played.items()]
    return sorted(records, key=lambda r: (-r.plays, r.name.casefold(), r.kind))


def _record(player: str, kind: str, plays: list[tuple[PlayedGame, PlayedSeat]]) -> PlayerStats:
    series = tuple(
        ScorePoint(when=game.finished_at, score=seat.score, game_id=game.game_id)
        for game, seat in plays
        if seat.score is not None
    )
    scores = [point.score for point in series]
    latest_seat = plays[-1][1]
    return PlayerStats(
        player=player,
        name=latest_seat.name,
        profile_id=latest_seat.profile_id,
        kind=kind,
        plays=len(plays),
        wins=sum(seat.winner for _, seat in plays),
        best=max(scores) if scores else None,
        average=sum(scores) / len(scores) if scores else None,
        last=scores[-1] if scores else None,
        series=series,
    )
