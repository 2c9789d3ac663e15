"""Turning taps on a Paper Dungeons sheet into actions, and telling the screen what to light up.

The rules decide what is legal (through :mod:`sheets.paper_dungeons.options`); this module
only maps the screen's vocabulary (a selected die, a tapped element of the layout, such
as ``"hero:wizard:3"`` or ``"room:B4"``) to the action it stands for.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from sheets.core.actions import Action
from sheets.core.errors import Illegal
from sheets.paper_dungeons.actions import BrewPotions, CraftHalf, LevelUp, Move
from sheets.paper_dungeons.options import (
    PathOption,
    die_options,
    move_options,
    preview,
    refusal,
)
from sheets.paper_dungeons.state import TableState


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


def targets(state: TableState, seat: int, die: int | None) -> Targets:
    """The legal targets of ``die`` for ``seat`` (nothing when no die is chosen)."""
    if die is None or state.dice is None:
        return Targets(die=None)
    chosen = die_options(state, seat, state.dice[die])
    if chosen.unavailable is not None:
        return Targets(die=die)
    actions: dict[str, Action] = {"potions": BrewPotions(seat=seat, die=die)}
    for hero in chosen.level_up:
        actions[f"hero:{hero}"] = LevelUp(seat=seat, die=die, hero=hero)
    for artifact in chosen.craft:
        actions[f"artifact:{artifact}"] = CraftHalf(seat=seat, die=die, artifact=artifact)
    paths: dict[str, PathOption] = {}
    for room, choices in move_options(state, seat, die).items():
        paths[f"room:{room}"] = choices[0]
        actions[f"room:{room}"] = Move(seat=seat, die=die, path=choices[0].path)
    return Targets(die=die, actions=actions, paths=paths)


def with_choice(action: Action, choice: str) -> Action:
    """``action`` answering one more question (which hero, which artifact)."""
    if isinstance(action, Move):
        return Move(
            seat=action.seat, die=action.die, path=action.path, choices=(*action.choices, choice)
        )
    if isinstance(action, BrewPotions):
        return BrewPotions(seat=action.seat, die=action.die, choices=(*action.choices, choice))
    raise TypeError(f"{action.TYPE} asks no questions")


def why_not(state: TableState, seat: int, die: int, target: str) -> Illegal | None:
    """Why ``die`` cannot be used on ``target``, in the rules' words (``None`` when it can,
    or when the target is not something a die is used on)."""
    kind, _, rest = target.partition(":")
    action: Action
    if kind == "hero":
        action = LevelUp(seat=seat, die=die, hero=rest)  # type: ignore[arg-type]
    elif kind == "artifact":
        action = CraftHalf(seat=seat, die=die, artifact=int(rest))
    elif kind == "potions":
        action = BrewPotions(seat=seat, die=die)
    elif kind == "room":
        action = Move(seat=seat, die=die, path=(rest,))
    else:
        return None
    return refusal(state, action)


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


def route_steps(state: TableState, seat: int, die: int, route: tuple[str, ...]) -> frozenset[str]:
    """The rooms that can follow ``route`` with the same die (the first room of a party
    that has not entered yet is an entrance)."""
    here = route[-1] if route else state.sheets[seat].position
    if here is None:
        candidates = [name for name, room in state.board.rooms.items() if room.entrance]
    else:
        candidates = list(state.board.links[here])
    return frozenset(
        room
        for room in candidates
        if refusal(state, Move(seat=seat, die=die, path=(*route, room))) is None
    )


def route_preview(state: TableState, seat: int, die: int, route: tuple[str, ...]) -> RoutePreview:
    """What walking ``route`` would bring (treasures that ask a question are counted as
    the first answer would have them). :raises Illegal: when the route cannot be walked."""
    events = [
        e for e in preview(state, Move(seat=seat, die=die, path=route)).events if e.seat == seat
    ]

    def total(code: str, param: str) -> int:
        return sum(int(e.params[param]) for e in events if e.code == code)

    return RoutePreview(
        rooms=route,
        wounds=total("wounded", "wounds"),
        minions=sum(1 for e in events if e.code == "minion_defeated"),
        gems=tuple(str(e.params["gem"]) for e in events if e.code == "gem_claimed"),
        potions=total("potions_added", "potions"),
        levels=sum(1 for e in events if e.code == "levelled_up"),
        halves=sum(1 for e in events if e.code == "artifact_half"),
        villains=tuple(int(e.params["villain"]) for e in events if e.code == "villain_room_found"),
    )
