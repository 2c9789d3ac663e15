"""Turning taps on a Paper Dungeons sheet into actions, and telling the screen what to light up.

The rules decide what is legal (asked through :mod:`ui.paper_dungeons.context`); this
module only maps the screen's vocabulary (a selected die, a tapped element of the layout, such
as ``"hero:wizard:3"`` or ``"room:B4"``) to the action it stands for.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from sheets.core.actions import Action
from sheets.paper_dungeons.actions import BrewPotions, Move
from sheets.paper_dungeons.options import PathOption


@dataclass(frozen=True)
class Targets:
    """What a selected die can do: the element ids to light up and the action of each."""

    die: int | None
    actions: dict[str, Action] = field(default_factory=dict)
    paths: dict[str, PathOption] = field(default_factory=dict)

    def lit(self, element_id: str) -> bool:
        return self.action_for(element_id) is not None

    def action_for(self, element_id: str) -> Action | None:
        """The action a tap on ``element_id`` stands for, or ``None`` when it is not a target."""
        return self.actions.get(target_of(element_id))


def target_of(element_id: str) -> str:
    """The target a layout element belongs to: every box of a hero's row is that hero, every
    half of an artifact that artifact, every potion box the potion track."""
    kind, _, rest = element_id.partition(":")
    if kind == "hero":
        return f"hero:{rest.split(':')[0]}"
    if kind == "artifact":
        return f"artifact:{rest.split(':')[0]}"
    if kind in ("potion", "soak"):
        return "potions"
    if kind in ("room", "minion", "treasure", "trap"):
        return f"room:{rest}"
    return element_id


def with_choice(action: Action, choice: str) -> Action:
    """``action`` answering one more question (which hero, which artifact)."""
    if isinstance(action, Move):
        return Move(
            seat=action.seat, die=action.die, path=action.path, choices=(*action.choices, choice)
        )
    if isinstance(action, BrewPotions):
        return BrewPotions(seat=action.seat, die=action.die, choices=(*action.choices, choice))
    raise TypeError(f"{action.TYPE} asks no questions")


@dataclass(frozen=True)
class RoutePreview:
    """What walking a route would do: the wounds it costs and what it collects."""

    rooms: tuple[str, ...]
    wounds: int = 0
    minions: int = 0
    gems: tuple[str, ...] = ()
    potions: int = 0
    levels: int = 0
    halves: int = 0
    villains: tuple[int, ...] = ()
