"""The state of a Paper Dungeons table: the shared dice and cards, and one sheet per seat.

Everything is frozen; the rules build new states with :func:`dataclasses.replace`. Values
that follow from others (health, explored rooms, the numbers in the round boxes) are
properties, never stored twice.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from sheets.core.frozen import Copyable
from sheets.paper_dungeons.board import Board
from sheets.paper_dungeons.content import HEROES, Hero
from sheets.paper_dungeons.dice import Die
from sheets.paper_dungeons.house_rules import HouseRules
from sheets.paper_dungeons.setup import Setup

Phase = Literal["roll", "actions", "villain", "finished"]
PendingBonus = Literal["level_up_any", "half_artifact_any"]
ARTIFACTS = 8


@dataclass(frozen=True, slots=True)
class Roll:
    """The dice of one round; ``rerolled`` are the invalid rolls thrown away before it."""

    dice: tuple[Die, ...]
    rerolled: tuple[tuple[Die, ...], ...] = ()
    physical: bool = False


@dataclass(frozen=True, slots=True)
class FightResult:
    """One seat's fight against villain 1, 2 or 3. ``strength`` is ``None`` when typed."""

    villain: int
    fled: bool
    glory: int
    wounds: int
    strength: int | None = None
    reward_glory: int = 0
    strongest: bool = False


@dataclass(frozen=True, slots=True)
class MissionScore:
    mission: str
    round: int


@dataclass(frozen=True)
class Sheet(Copyable):
    """One party's sheet: every mark a player would make with a pencil."""

    levels: tuple[int, int, int, int] = (1, 1, 1, 1)
    potions: int = 0
    soaked: int = 0
    wounds: int = 0
    minions: tuple[str, ...] = ()
    treasures: frozenset[str] = frozenset()
    gems: tuple[str, ...] = ()
    bonus_gems: int = 0
    crossed_gems: frozenset[str] = frozenset()
    artifacts: tuple[int, ...] = (0,) * ARTIFACTS
    position: str | None = None
    path: tuple[str, ...] = ()
    wall_crossings: int = 0
    water_crossings: int = 0
    crossing_uses: tuple[int, ...] = (0,) * ARTIFACTS
    round_dice: tuple[tuple[int, ...], ...] = ()
    psionic_used: bool = False
    resurrections: int = 0
    rogue_gem_used: bool = False
    fights: tuple[FightResult, ...] = ()
    missions: tuple[MissionScore, ...] = ()
    pending: tuple[PendingBonus, ...] = ()
    power_glory: int = 0
    minion_bonus: int = 0
    manual_glory: tuple[tuple[str, int], ...] = ()

    @property
    def health(self) -> int:
        return sum(self.levels)

    def level(self, hero: Hero) -> int:
        return self.levels[HEROES.index(hero)]

    @property
    def free_potion_slots(self) -> int:
        return 2 * self.potions - self.soaked

    @property
    def used_dice(self) -> tuple[int, ...]:
        """The dice this seat has used in the current round."""
        return self.round_dice[-1] if self.round_dice else ()

    @property
    def explored(self) -> frozenset[str]:
        return frozenset(self.path)

    def artifact_done(self, artifact: int) -> bool:
        return self.artifacts[artifact - 1] == 2


@dataclass(frozen=True)
class TableState(Copyable):
    """The whole table. ``rolls[r - 1]`` is the roll of round ``r``."""

    setup: Setup
    rules: HouseRules
    board: Board
    sheets: tuple[Sheet, ...]
    open_missions: tuple[str, ...]
    round: int = 1
    phase: Phase = "roll"
    rolls: tuple[Roll, ...] = ()
    round_claims: tuple[tuple[int, str], ...] = ()
    villains_fought: int = 0

    @property
    def dice(self) -> tuple[Die, ...] | None:
        """The dice of the current round, once rolled."""
        return self.rolls[self.round - 1].dice if len(self.rolls) >= self.round else None

    def written_numbers(self, seat: int) -> tuple[tuple[int | None, ...], ...]:
        """What the seat's round boxes show: the number of each die used, round by round."""
        sheet = self.sheets[seat]
        return tuple(
            tuple(self.rolls[r].dice[index].number for index in indices)
            for r, indices in enumerate(sheet.round_dice)
        )
