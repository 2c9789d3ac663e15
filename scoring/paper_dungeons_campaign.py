"""The standings of a Paper Dungeons campaign: the games one group played on its dungeon
cards in order, each player's glory in each and the running total, and who leads.

A game knows only which campaign and which of its games it is; the games of one campaign
are found as a chain through the stored games of that campaign: for each earlier game the
latest one the same players started before it, for each later game the first one they
started after it. Players are told by name, regardless of case.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from datetime import datetime

from scoring.paper_dungeons import campaign_totals


@dataclass(frozen=True, slots=True)
class CampaignGame:
    """A stored game of a campaign. ``scores``: each player's glory by name, as far as
    the game has gone."""

    game_id: str
    campaign: str
    number: int
    started: datetime
    scores: Mapping[str, int]
    finished: bool

    @property
    def players(self) -> frozenset[str]:
        return frozenset(name.casefold() for name in self.scores)


@dataclass(frozen=True, slots=True)
class Standing:
    """One player's campaign: glory in each game of the run (``None``: not played yet),
    the total so far, and whether it is the highest (ties all lead)."""

    name: str
    scores: tuple[int | None, ...]
    total: int
    leads: bool

    def running(self) -> tuple[int | None, ...]:
        """The total after each game, ``None`` after a game not played yet."""
        sums: list[int | None] = []
        total = 0
        for score in self.scores:
            total += score or 0
            sums.append(None if score is None else total)
        return tuple(sums)


def campaign_run(games: Sequence[CampaignGame], current: CampaignGame) -> dict[int, CampaignGame]:
    """The games of ``current``'s campaign that its players played, by game number."""
    own = [
        game
        for game in games
        if game.campaign == current.campaign and game.players == current.players
    ]
    run = {current.number: current}
    later_than = current
    for number in range(current.number - 1, 0, -1):
        earlier = [g for g in own if g.number == number and g.started < later_than.started]
        if not earlier:
            break
        later_than = run[number] = max(earlier, key=lambda g: g.started)
    earlier_than = current
    number = current.number + 1
    while later := [g for g in own if g.number == number and g.started > earlier_than.started]:
        earlier_than = run[number] = min(later, key=lambda g: g.started)
        number += 1
    return run


def standings(run: Mapping[int, CampaignGame], game_count: int) -> list[Standing]:
    """Each player's standing over the ``game_count`` games of the campaign, the leader
    first (then by name)."""
    games = [run.get(number) for number in range(1, game_count + 1)]
    totals = campaign_totals([game.scores for game in games if game is not None])
    best = max((total for _, total in totals), default=0)
    return [
        Standing(
            name=name,
            scores=tuple(None if game is None else game.scores.get(name) for game in games),
            total=total,
            leads=total == best,
        )
        for name, total in totals
    ]
