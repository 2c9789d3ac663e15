"""The state of a Big Book of Madness table: the tracks, the curses, the madness deck and
what the app knows of each magician's cards.

The cards themselves are on the table; the app keeps the counts the rules depend on
(madness in each player's hand, support and piles, support size, known spells) and the
shared tracks. Everything is frozen; rules build new states with ``but``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from sheets.big_book_of_madness.content import (
    ELEMENTS,
    SUPPLY_VALUES,
    CurseKind,
    Element,
    MagicianId,
    Place,
    SupplyValue,
    load_content,
)
from sheets.big_book_of_madness.house_rules import HouseRules
from sheets.big_book_of_madness.setup import Setup
from sheets.core.frozen import Copyable

Phase = Literal["setup", "focus", "grimoire", "actions", "recovery", "over"]
MadnessPlace = Literal["hand", "support", "piles"]
MADNESS_PLACES: tuple[MadnessPlace, ...] = ("hand", "support", "piles")
CurseStatus = Literal["empty", "waiting", "triggered", "passed", "broken", "neutralised"]
ResultReason = Literal[
    "final_monster_beaten",
    "last_curse_broken",
    "madness_deck_empty",
    "final_monster_not_beaten",
    "all_scared_to_death",
]
INVOCATION = 0


@dataclass(frozen=True, slots=True)
class KnownSpell:
    """A spell in front of a player. ``used`` is turned 90°; ``neutralised`` face down."""

    id: str
    used: bool = False
    neutralised: bool = False
    cast_this_turn: bool = False


@dataclass(frozen=True)
class PlayerState(Copyable):
    """What the app tracks of one magician. Madness is counted where it is: in hand, in
    support, or in the draw and discard piles (which the app does not tell apart)."""

    magician: MagicianId
    spells: tuple[KnownSpell, ...]
    madness_hand: int = 0
    madness_support: int = 0
    madness_piles: int = 0
    support_cards: int = 0
    ability_used: bool = False
    eliminated: bool = False
    granted_actions: int = 0

    @property
    def madness(self) -> int:
        """Every madness card the player owns."""
        return self.madness_hand + self.madness_support + self.madness_piles

    @property
    def madness_held(self) -> int:
        """Madness outside the support: in hand or in the piles. The app does not see
        cards drawn, so a card it counts in the piles may be in the hand by now."""
        return self.madness_hand + self.madness_piles

    @property
    def support(self) -> int:
        """Cards in support, madness included."""
        return self.support_cards + self.madness_support

    def madness_in(self, place: MadnessPlace) -> int:
        return {
            "hand": self.madness_hand,
            "support": self.madness_support,
            "piles": self.madness_piles,
        }[place]

    def with_madness(self, place: MadnessPlace, change: int) -> PlayerState:
        return self.but(**{f"madness_{place}": self.madness_in(place) + change})

    def without_held_madness(self, first: MadnessPlace, count: int) -> PlayerState:
        """``count`` madness cards fewer outside the support, taken from ``first`` (hand or
        piles) as far as it holds them and from the other for the rest: a card drawn or
        discarded since the app last heard of it is still the player's."""
        other: MadnessPlace = "piles" if first == "hand" else "hand"
        taken = min(count, self.madness_in(first))
        return self.with_madness(first, -taken).with_madness(other, taken - count)

    def spell(self, spell_id: str) -> KnownSpell | None:
        return next((spell for spell in self.spells if spell.id == spell_id), None)

    def with_spell(self, spell: KnownSpell) -> PlayerState:
        return self.but(spells=tuple(spell if s.id == spell.id else s for s in self.spells))


@dataclass(frozen=True, slots=True)
class CurseSlot:
    """One curse place under the turn track.

    ``stage`` follows the marker: ``waiting`` until the marker reaches the space, then
    ``triggered`` (or ``passed`` when it was neutralised then), or ``broken``.
    ``neutralised_on`` is the turn a neutralising effect turned it face down.
    """

    place: Place
    kind: CurseKind | None = None
    stage: Literal["waiting", "triggered", "passed", "broken"] = "waiting"
    neutralised_on: int | None = None
    madness_under: int = 0
    label: str = ""

    @property
    def status(self) -> CurseStatus:
        if self.kind is None:
            return "empty"
        if self.neutralised_on is not None:
            return "neutralised"
        return self.stage

    @property
    def on_track(self) -> bool:
        """Still in its place: the monster is not beaten while any curse is."""
        return self.kind is not None and self.stage != "broken"

    @property
    def space(self) -> int:
        return load_content().space_of(self.place)


@dataclass(frozen=True, slots=True)
class Monster:
    """The monster of one round, from the grimoire page whose back shows it."""

    number: int
    page: str
    multi_curses: int
    elements: tuple[Element, Element, Element] | None = None
    beaten: bool | None = None
    madness_under_curses: bool = False


@dataclass(frozen=True, slots=True)
class MarkerReport:
    """What moving the invocation marker did this turn, for the Grimoire phase's reminders.

    ``ended_round`` and ``beaten`` are set when the marker passed the Invocation space.
    """

    space: int
    new_monster: bool = False
    triggered: tuple[Place, ...] = ()
    passed: tuple[Place, ...] = ()
    ended_round: int | None = None
    beaten: bool | None = None


@dataclass(frozen=True, slots=True)
class Result:
    won: bool
    reason: ResultReason
    round: int
    turn: int


@dataclass(frozen=True)
class TableState(Copyable):
    """The whole table. ``library[i]`` is the stack of ``ELEMENTS[i]``, its top first."""

    setup: Setup
    rules: HouseRules
    players: tuple[PlayerState, ...]
    madness_deck: int
    library: tuple[tuple[str, ...], ...]
    curses: tuple[CurseSlot, ...]
    active: int
    phase: Phase = "setup"
    turn: int = 0
    round: int = 0
    marker: int = INVOCATION
    monsters: tuple[Monster, ...] = ()
    report: MarkerReport | None = None
    madness_out_of_game: int = 0
    result: Result | None = None
    supply: tuple[tuple[int, int], ...] = ()

    @property
    def monster(self) -> Monster | None:
        return self.monsters[-1] if self.monsters else None

    @property
    def awaiting_monster(self) -> bool:
        """A new monster is up but the table has not yet told the app its curse elements."""
        monster = self.monster
        return monster is not None and monster.elements is None and self.result is None

    @property
    def remaining_players(self) -> tuple[int, ...]:
        return tuple(seat for seat, player in enumerate(self.players) if not player.eliminated)

    def pile(self, element: Element, value: SupplyValue) -> int:
        """The cards left in the supply pile of ``element`` and ``value``."""
        return self.supply[ELEMENTS.index(element)][SUPPLY_VALUES.index(value)]

    def with_pile(self, element: Element, value: SupplyValue, count: int) -> TableState:
        index, column = ELEMENTS.index(element), SUPPLY_VALUES.index(value)
        piles = list(self.supply[index])
        piles[column] = count
        supply = (*self.supply[:index], (piles[0], piles[1]), *self.supply[index + 1 :])
        return self.but(supply=supply)

    def library_top(self, element: Element) -> str | None:
        stack = self.library[ELEMENTS.index(element)]
        return stack[0] if stack else None

    def curse(self, place: Place) -> CurseSlot:
        return next(slot for slot in self.curses if slot.place == place)

    def clockwise_from_active(self) -> tuple[int, ...]:
        """The remaining players in the order effects resolve: the active one first."""
        count = len(self.players)
        order = ((self.active + step) % count for step in range(count))
        return tuple(seat for seat in order if not self.players[seat].eliminated)

    def spell_limit(self, seat: int) -> int:
        limit = load_content().ability(self.rules.ability_of(self.players[seat].magician))
        return limit.spell_limit or load_content().spell_limit

    def support_limit(self, seat: int) -> int:
        limit = load_content().ability(self.rules.ability_of(self.players[seat].magician))
        return limit.support_limit or load_content().support_limit


__all__ = [
    "INVOCATION",
    "MADNESS_PLACES",
    "CurseSlot",
    "CurseStatus",
    "KnownSpell",
    "MadnessPlace",
    "MarkerReport",
    "Monster",
    "Phase",
    "PlayerState",
    "Result",
    "ResultReason",
    "TableState",
]
