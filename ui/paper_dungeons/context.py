"""What Paper Dungeons' screens know of their table, and the one place they learn it.

Every sheet is public at the table, so a screen may be given any seat's view (its sheet, the
dice, the table's setup and house rules); the state itself stays here, and so does every
question put to the rules with it. A screen gets the seat's view, the rules' answers to its
questions (what a picked die can do, why a target is not lit, where a route can go and what
walking it brings, whether an action would be refused), the score, the history and the
printed sheets, with the players' names as its device says them
(:func:`~ui.seats.said_state`).
"""

from __future__ import annotations

from scoring.paper_dungeons import Breakdown, breakdown, ranking
from sheets.core.actions import Action
from sheets.core.errors import Illegal
from sheets.core.events import Event
from sheets.i18n import Language
from sheets.paper_dungeons.actions import BrewPotions, CraftHalf, LevelUp, Move
from sheets.paper_dungeons.house_rules import HouseRules
from sheets.paper_dungeons.options import (
    PathOption,
    die_options,
    move_options,
    preview,
    refusal,
)
from sheets.paper_dungeons.setup import TableSetup
from sheets.paper_dungeons.state import TableState
from sheets.paper_dungeons.view import SeatView, view
from sheets.pdf.paper_dungeons import game_sheets
from sheets.pdf.render import Progress
from ui.live import LiveTable
from ui.once_per_version import once_per_version
from ui.paper_dungeons.controller import RoutePreview, Targets
from ui.seats import said_state


class TableContext:
    def __init__(self, table: LiveTable, language: Language) -> None:
        self.table = table
        self.language = language

    @property
    def _state(self) -> TableState:
        return self._said_in(self.language)

    def _said_in(self, language: Language) -> TableState:
        state: TableState = said_state(self.table, language)
        return state

    @property
    def setup(self) -> TableSetup:
        """The table's setup, as every device may have it (without the seed)."""
        return self._state.setup.for_the_table()

    @property
    def rules(self) -> HouseRules:
        return self._state.rules

    def seen(self, seat: int) -> SeatView:
        """The seat's view: a redraw asks for it again and again (every room's words,
        every seat's progress), on every device showing the table in its language (the
        view names the players)."""
        return once_per_version(
            self.table,
            ("paper_dungeons.view", seat, self.language),
            lambda: view(self._state, seat),
        )

    def refusal(self, action: Action) -> Illegal | None:
        """Why the rules would refuse ``action`` now (``None``: they would take it)."""
        return refusal(self._state, action)

    def targets(self, seat: int, die: int | None) -> Targets:
        """The legal targets of ``die`` for ``seat`` (nothing when no die is chosen)."""
        state = self._state
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

    def why_not(
        self, seat: int, die: int, target: str, route: tuple[str, ...] = ()
    ) -> Illegal | None:
        """Why ``die`` cannot be used on ``target``, in the rules' words (``None`` when it
        can, or when the target is not something a die is used on); a room, as the next
        room of ``route`` when one is being built."""
        kind, _, rest = target.partition(":")
        action: Action
        if kind == "hero":
            action = LevelUp(seat=seat, die=die, hero=rest)  # type: ignore[arg-type]
        elif kind == "artifact":
            action = CraftHalf(seat=seat, die=die, artifact=int(rest))
        elif kind == "potions":
            action = BrewPotions(seat=seat, die=die)
        elif kind == "room":
            action = Move(seat=seat, die=die, path=(*route, rest))
        else:
            return None
        return refusal(self._state, action)

    def route_steps(self, seat: int, die: int, route: tuple[str, ...]) -> frozenset[str]:
        """The rooms that can follow ``route`` with the same die (the first room of a party
        that has not entered yet is an entrance)."""
        state = self._state
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

    def route_preview(self, seat: int, die: int, route: tuple[str, ...]) -> RoutePreview:
        """What walking ``route`` would bring (treasures that ask a question are counted as
        the first answer would have them). :raises Illegal: when the route cannot be walked."""
        moved = preview(self._state, Move(seat=seat, die=die, path=route))
        events = [e for e in moved.events if e.seat == seat]

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
            villains=tuple(
                int(e.params["villain"]) for e in events if e.code == "villain_room_found"
            ),
        )

    def score(self, seat: int) -> dict[str, int]:
        """The seat's glory line by line, and its ``total``."""
        lines = breakdown(self._state, seat).lines
        return {**lines, "total": sum(lines.values())}

    def ranking(self) -> list[tuple[int, Breakdown]]:
        return ranking(self._state)

    def finished(self) -> bool:
        return self.table.game.rules.is_finished(self._state)

    def printed_sheets(self, language: Language, progress: Progress) -> bytes:
        """Every seat's sheet as filled in, with its score, for paper in ``language``."""
        state = self._said_in(language)
        return game_sheets(
            setup=state.setup,
            state=state,
            score_lines=lambda s, seat: breakdown(s, seat).lines,
            language=language,
            paper="a4",
            progress=progress,
        )

    def history(self) -> list[tuple[Action, tuple[Event, ...]]]:
        """Every action and its events, oldest first (nothing at this table is secret)."""
        return self.table.game.history()

    def last_action(self, seat: int | None) -> Action | None:
        """The latest action of ``seat`` (of anybody's for ``None``), if there is one."""
        game = self.table.game
        index = game.last_index(seat)
        return None if index is None else game.actions[index]

    def depending_on_last(self, seat: int | None) -> list[Action]:
        """The later actions that an undo of ``seat``'s latest would undo with it."""
        return [entry.action for entry in self.table.game.depending_on_last(seat)]
