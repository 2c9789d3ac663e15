"""What players do in Paper Dungeons, as loggable actions.

``choices`` answer, in order, the questions an action raises on the way: which hero a
"level up any hero" treasure or bonus raises (a hero id), and which artifact a "half of any
artifact" gets (its number as text). When a choice is missing the rules raise
``Illegal("choice_needed", kind=..., options=...)`` so the UI can ask and try again.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from sheets.core.actions import Action, register_action
from sheets.paper_dungeons.content import Hero

ManualEffectKind = Literal["level_up", "potions", "half_artifact", "gem", "glory", "wounds"]


@register_action("pd.roll")
@dataclass(frozen=True, slots=True, kw_only=True)
class RollDice(Action):
    """Roll the six dice for the round: with the game's seed, or as read off physical dice
    (``symbols`` of dice 0-5, white ones first)."""

    symbols: tuple[str, ...] | None = None


@register_action("pd.level_up")
@dataclass(frozen=True, slots=True, kw_only=True)
class LevelUp(Action):
    die: int
    hero: Hero


@register_action("pd.craft")
@dataclass(frozen=True, slots=True, kw_only=True)
class CraftHalf(Action):
    die: int
    artifact: int


@register_action("pd.brew")
@dataclass(frozen=True, slots=True, kw_only=True)
class BrewPotions(Action):
    die: int
    choices: tuple[str, ...] = ()


@register_action("pd.move")
@dataclass(frozen=True, slots=True, kw_only=True)
class Move(Action):
    """Walk ``path``, the rooms entered in order (the first move starts at an entrance)."""

    die: int
    path: tuple[str, ...]
    choices: tuple[str, ...] = ()


@register_action("pd.end_round")
@dataclass(frozen=True, slots=True, kw_only=True)
class EndRound(Action):
    """Close the round: gem race, missions, the villain fight after rounds 3, 6 and 8."""


@register_action("pd.record_fight")
@dataclass(frozen=True, slots=True, kw_only=True)
class RecordFight(Action):
    """A seat's fight against a villain whose card values were not entered."""

    fled: bool
    glory: int
    wounds: int = 0


@register_action("pd.choose_bonus")
@dataclass(frozen=True, slots=True, kw_only=True)
class ChooseBonus(Action):
    """Answer the oldest bonus waiting for a choice (a villain's reward)."""

    choice: str


@register_action("pd.power_glory")
@dataclass(frozen=True, slots=True, kw_only=True)
class SetPowerGlory(Action):
    """The glory the kept Power card gives or takes at the end, as printed on it."""

    glory: int


@register_action("pd.minion_bonus")
@dataclass(frozen=True, slots=True, kw_only=True)
class SetMinionBonus(Action):
    """A bonus to every minion fight from a card whose effect the app does not know."""

    bonus: int


@register_action("pd.manual")
@dataclass(frozen=True, slots=True, kw_only=True)
class ManualEffect(Action):
    """An effect applied by hand, for cards and artifacts whose effect the app does not know.

    ``target`` is a hero id (level_up), an artifact number (half_artifact) or a score line
    (glory); ``amount`` counts potions, wounds or glory.
    """

    effect: ManualEffectKind
    target: str = ""
    amount: int = 1
    note: str = ""
