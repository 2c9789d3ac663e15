"""Marks on one sheet and their automatic consequences: wounds soaked by potions,
resurrection, potion bonuses, level-4 abilities, finished artifacts, gems.

A :class:`SheetEdit` collects the changes of one action on one sheet together with the
events they cause; the rules turn it back into a frozen :class:`Sheet` at the end.
"""

from __future__ import annotations

from typing import Any

from sheets.core.errors import Illegal
from sheets.core.events import Event
from sheets.paper_dungeons.content import HEROES, Hero, load_content
from sheets.paper_dungeons.house_rules import HouseRules
from sheets.paper_dungeons.setup import SeatSetup
from sheets.paper_dungeons.state import ARTIFACTS, PendingBonus, Sheet

MAX_LEVEL = 6
ABILITY_LEVEL = 4


class Choices:
    """The answers an action carries for the questions it raises, taken in order.

    With ``deferred`` (effects outside the seat's own action, such as a villain's reward)
    a question that has more than one answer is left pending on the sheet instead.
    """

    def __init__(self, given: tuple[str, ...] = (), *, deferred: bool = False) -> None:
        self._given = given
        self._next = 0
        self.deferred = deferred

    def pick(self, kind: str, options: tuple[str, ...], cause: str) -> str | None:
        """The chosen option, or ``None`` when there is nothing to choose from or the
        question is deferred. :raises Illegal: ``choice_needed`` (with the ``cause`` that
        asks, such as ``treasure`` or ``potion_4``) or ``bad_choice``."""
        if not options:
            return None
        # A question with one answer is not asked, whether or not answers are left for
        # later questions: otherwise it would take the answer meant for the next one.
        if len(options) == 1:
            return options[0]
        if self._next < len(self._given):
            choice = self._given[self._next]
            if choice not in options:
                raise Illegal("bad_choice", kind=kind, choice=choice, options=list(options))
            self._next += 1
            return choice
        if self.deferred:
            return None
        raise Illegal("choice_needed", kind=kind, options=list(options), cause=cause)

    def check_all_used(self) -> None:
        if self._next < len(self._given):
            raise Illegal("unused_choices", choices=list(self._given[self._next :]))


class SheetEdit:
    """The changes one action makes to one seat's sheet."""

    def __init__(
        self, sheet: Sheet, seat: int, seat_setup: SeatSetup, rules: HouseRules, choices: Choices
    ) -> None:
        self.sheet = sheet
        self.seat = seat
        self.power = seat_setup.power
        self.training = seat_setup.training
        self.rules = rules
        self.choices = choices
        self.events: list[Event] = []
        self.claimed_gems: list[str] = []

    def note(self, code: str, **params: Any) -> None:
        self.events.append(Event(code, self.seat, params))

    def update(self, **changes: Any) -> None:
        self.sheet = self.sheet.but(**changes)

    # Wounds and potions

    def wound(self, count: int, cause: str) -> None:
        """Take ``count`` wounds: free potion slots soak them first, the rest go on the track."""
        if count <= 0:
            return
        soaked = min(count, self.sheet.free_potion_slots)
        on_track = count - soaked
        wounds = self.sheet.wounds + on_track
        if self.rules.wound_track_overflow == "cap":
            wounds = min(wounds, load_content().sheet.tracks.wounds["boxes"])
        self.update(soaked=self.sheet.soaked + soaked, wounds=wounds)
        self.note("wounded", cause=cause, wounds=count, soaked=soaked, on_track=on_track)
        self._check_resurrection()

    def _check_resurrection(self) -> None:
        sheet = self.sheet
        if sheet.resurrections >= self.rules.resurrection_max:
            return
        dead = (
            sheet.wounds > sheet.health
            if self.rules.resurrection_trigger == ">"
            else sheet.wounds >= sheet.health
        )
        if dead:
            self.update(
                resurrections=sheet.resurrections + 1,
                wounds=0 if self.rules.resurrection_clears_wounds else sheet.wounds,
            )
            self.note("resurrected", wounds=sheet.wounds, health=sheet.health)

    def add_potions(self, count: int, *, from_treasure: bool) -> None:
        track = load_content().sheet.tracks.potions
        before = self.sheet.potions
        after = min(track.boxes, before + count)
        self.update(potions=after)
        self.note("potions_added", potions=after - before, lost=count - (after - before))
        if from_treasure and not self.rules.potion_bonus_from_treasure_counts:
            return
        for box in track.bonus_after_potion:
            if before < box <= after:
                self.bonus(self.rules.potion_bonus(box), cause=f"potion_{box}")

    # Heroes

    def level_up(self, hero: Hero, cause: str) -> None:
        index = HEROES.index(hero)
        level = self.sheet.levels[index]
        if level >= MAX_LEVEL:
            raise Illegal("hero_at_max_level", hero=hero)
        levels = list(self.sheet.levels)
        levels[index] = level + 1
        self.update(levels=tuple(levels))
        self.note("levelled_up", hero=hero, level=level + 1, cause=cause)
        if level + 1 == ABILITY_LEVEL:
            self.note("ability_gained", hero=hero)
            if hero == "rogue" and self.rules.rogue_l4_ability == "gain_gem_once":
                self._rogue_gem()

    def _rogue_gem(self) -> None:
        if not self.sheet.rogue_gem_used:
            self.update(bonus_gems=self.sheet.bonus_gems + 1, rogue_gem_used=True)
            self.note("bonus_gem", cause="rogue_ability")

    def level_up_any(self, cause: str) -> None:
        options = tuple(hero for hero in HEROES if self.sheet.level(hero) < MAX_LEVEL)
        hero = self.choices.pick("level_up_any", options, cause)
        if hero is not None:
            self.level_up(hero, cause)  # type: ignore[arg-type]
        elif options:
            self._defer("level_up_any")
        else:
            self.note("bonus_wasted", bonus="level_up_any", cause=cause)

    # Artifacts

    def fill_half(self, artifact: int, cause: str) -> None:
        halves = self.sheet.artifacts[artifact - 1]
        if halves >= 2:
            raise Illegal("artifact_finished", artifact=artifact)
        artifacts = list(self.sheet.artifacts)
        artifacts[artifact - 1] = halves + 1
        self.update(artifacts=tuple(artifacts))
        # How the half was drawn, not what caused it: the history says "drawn with the die".
        self.note("artifact_half", artifact=artifact, halves=halves + 1, drawn_by=cause)
        if halves + 1 == 2:
            self.note("artifact_finished", artifact=artifact)

    def fill_any_half(self, cause: str) -> None:
        options = tuple(str(number) for number in self.open_artifacts_for_any_half())
        choice = self.choices.pick("half_artifact_any", options, cause)
        if choice is not None:
            self.fill_half(int(choice), cause)
        elif options:
            self._defer("half_artifact_any")
        else:
            self.note("bonus_wasted", bonus="half_artifact_any", cause=cause)

    def open_artifacts_for_any_half(self) -> tuple[int, ...]:
        """Artifacts a "half of any artifact" may go on; 1-4 only if the symbol is waived."""
        waived = self.rules.treasure_half_artifact_ignores_symbol
        return tuple(
            number
            for number in range(1, ARTIFACTS + 1)
            if self.sheet.artifacts[number - 1] < 2
            and (waived or self.rules.artifact_hero(number) is None)
        )

    # Gems and bonuses

    def gem_room(self, letter: str) -> None:
        """The gem treasure of a room: claimed unless its letter is crossed out."""
        if letter not in self.sheet.crossed_gems:
            self.update(gems=(*self.sheet.gems, letter))
            self.claimed_gems.append(letter)
            self.note("gem_claimed", gem=letter)
        elif self._rogue_may_claim_crossed():
            self.update(gems=(*self.sheet.gems, letter), rogue_gem_used=True)
            self.claimed_gems.append(letter)
            self.note("gem_claimed", gem=letter, cause="rogue_ability")
        else:
            self.note("gem_gone", gem=letter)

    def _rogue_may_claim_crossed(self) -> bool:
        return (
            self.rules.rogue_l4_ability == "claim_crossed_gem"
            and self.sheet.level("rogue") >= ABILITY_LEVEL
            and not self.sheet.rogue_gem_used
        )

    def bonus(self, kind: str, cause: str, amount: int = 1) -> None:
        """A bonus printed on the potion track or given by a villain."""
        if kind == "level_up_any":
            self.level_up_any(cause)
        elif kind == "half_artifact_any":
            self.fill_any_half(cause)
        elif kind == "gem":
            self.update(bonus_gems=self.sheet.bonus_gems + amount)
            self.note("bonus_gem", cause=cause)
        elif kind in ("potion", "potions"):
            self.add_potions(amount, from_treasure=False)
        elif kind != "none":
            raise ValueError(f"unknown bonus kind {kind!r}")

    def _defer(self, bonus: PendingBonus) -> None:
        self.update(pending=(*self.sheet.pending, bonus))
        self.note("bonus_pending", bonus=bonus)

    def resolve_pending(self, choice: str) -> None:
        """Answer the oldest pending bonus with ``choice``. :raises Illegal:"""
        if not self.sheet.pending:
            raise Illegal("no_pending_bonus")
        bonus, *rest = self.sheet.pending
        self.update(pending=tuple(rest))
        self.choices = Choices((choice,))
        self.bonus(bonus, cause="reward")
        self.choices.check_all_used()
