"""The Paper Dungeons sheet: dice tray, the sheet's areas, and the actions of a round.

The areas are drawn from the same layout model as the printed sheet. A picked die lights
up its legal targets (asked of the rules); a tap on a box commits, a tap on a room shows
the path first and a second tap walks it. Everything a seat does goes through the live
table (persisted before anybody sees it) and is announced to the other devices.
"""

from __future__ import annotations

import asyncio
from dataclasses import replace
from itertools import pairwise
from typing import TYPE_CHECKING, Any

import flet as ft

from scoring.paper_dungeons import breakdown
from sheets.core.actions import Action
from sheets.core.errors import Illegal
from sheets.layout import Area, Box, Line, Page
from sheets.paper_dungeons.actions import (
    EndRound,
    LevelUp,
    Move,
    RecordFight,
    RollDice,
)
from sheets.paper_dungeons.layout import sheet_page
from sheets.paper_dungeons.options import refusal
from sheets.paper_dungeons.state import TableState
from ui.paper_dungeons import controller, dialogs
from ui.paper_dungeons.controller import Targets
from ui.paper_dungeons.dice_tray import DiceTray
from ui.paper_dungeons.names import describe_values
from ui.paper_dungeons.sheet_info import sheet_info
from ui.screen import GameScreen
from ui.widgets.area_view import AreaView
from ui.widgets.invite import invite_items
from ui.widgets.play_bar import play_bar

if TYPE_CHECKING:
    from ui.app import AppSession

SIDE_AREAS = (
    "heroes",
    "potions",
    "health",
    "wounds",
    "minions",
    "gems",
    "artifacts",
    "rounds",
    "score",
)
WIDE = 900
ROLL_FRAMES = 3
ROLL_FRAME_SECONDS = 0.1


class SheetScreen(GameScreen[TableState]):
    def __init__(self, session: AppSession, game_id: str) -> None:
        super().__init__(session, game_id)
        self.t = session.texts.with_seats(self.table.seats)
        self.t.extra.append(describe_values(self.t.language))
        self.actor = session.actor(game_id)
        held_seat = next(iter(self.actor.seats), None)
        playable = self._playable()
        self.seat = held_seat if held_seat is not None else (playable[0] if playable else 0)
        self.die: int | None = None
        self.destination: str | None = None
        self.targets = Targets(die=None)
        self.areas: dict[str, AreaView] = {}
        self.status = ft.Text(size=16, weight=ft.FontWeight.BOLD)
        self.prompt = ft.Text()
        self.seat_bar = ft.Row(wrap=True)
        self.tray = DiceTray(self.t, self._pick_die, narrow=(session.page.width or 1024) < WIDE)
        self.info = ft.Column(spacing=4)
        self.roll_button = ft.FilledButton(
            self.t("pd.sheet.roll"), icon=ft.Icons.CASINO, height=48, on_click=self._roll
        )
        self.enter_button = ft.OutlinedButton(
            self.t("pd.sheet.enter_dice"),
            icon=ft.Icons.KEYBOARD,
            height=48,
            on_click=self._enter_dice,
        )
        self.end_button = ft.FilledTonalButton(
            self.t("pd.sheet.end_round"),
            icon=ft.Icons.SKIP_NEXT,
            height=48,
            on_click=self._end_round,
        )
        self.panel = ft.Column(spacing=6)
        self._shown: dict[int, object] = {}
        self._drawn: tuple[object, Page] | None = None

    def _playable(self) -> list[int]:
        """The seats this device plays: its own, and on the host every seat no phone holds."""
        held_elsewhere = self.table.held - self.actor.seats
        return self.actor.playable(len(self.table.seats), held_elsewhere)

    # Building

    def view(self) -> ft.View:
        page = self._page()
        width = self.session.page.width or 1024
        height = self.session.page.height or 768
        wide = width >= WIDE
        side_width = (width * 0.42 if wide else width) - 28
        dungeon = page.area("dungeon")
        if wide:
            dungeon_scale = min((width - side_width - 48) / dungeon.w, (height - 90) / dungeon.h)
        else:
            dungeon_scale = (width - 28) / dungeon.w
        self.areas = {"dungeon": self._area_view(dungeon, dungeon_scale)}
        for area_id in SIDE_AREAS:
            area = page.area(area_id)
            self.areas[area_id] = self._area_view(
                area, min(side_width / area.w, dungeon_scale * 1.6)
            )
        controls_column = [
            self.seat_bar,
            self.status,
            self.prompt,
            self.tray,
            ft.Row([self.roll_button, self.enter_button, self.end_button], wrap=True),
            self.panel,
        ]
        self._refresh_controls()
        sheet_column = [self.info, *[self.areas[area_id] for area_id in SIDE_AREAS]]
        if wide:
            body: ft.Control = ft.Row(
                [
                    ft.Container(self.areas["dungeon"], alignment=ft.Alignment.TOP_CENTER),
                    ft.Column(
                        [*controls_column, *sheet_column],
                        scroll=ft.ScrollMode.AUTO,
                        expand=True,
                        spacing=10,
                    ),
                ],
                vertical_alignment=ft.CrossAxisAlignment.START,
                expand=True,
            )
            scroll = None
        else:
            body = ft.Column([*controls_column, self.areas["dungeon"], *sheet_column], spacing=10)
            scroll = ft.ScrollMode.AUTO
        return ft.View(
            route=self.route,
            appbar=self._appbar(),
            controls=[body],
            scroll=scroll,
        )

    def _appbar(self) -> ft.AppBar:
        t = self.t
        return play_bar(
            t,
            t("kind.paper_dungeons"),
            undo=self._undo,
            redo=self._redo,
            history=lambda e: dialogs.history(self.session, self.table, self.t),
            menu=[
                ft.PopupMenuItem(
                    content=t("pd.sheet.house_rules"),
                    on_click=lambda e: self.session.go(f"{self.route}/rules"),
                ),
                ft.PopupMenuItem(
                    content=t("pd.sheet.results"),
                    on_click=lambda e: self.session.go(f"{self.route}/results"),
                ),
                ft.PopupMenuItem(
                    content=t("pd.sheet.manual"),
                    on_click=lambda e: dialogs.manual_effect(
                        self.session, self.t, self.seat, self._commit
                    ),
                ),
                *invite_items(self.session, self.game_id),
            ],
        )

    def _area_view(self, area: Area, scale: float) -> AreaView:
        return AreaView(area, scale, on_tap=self._tap, lit=self._lit(area))

    def _page(self) -> Page:
        """The seat's sheet as the layout draws it; rebuilt only when a mark changed (a roll
        or another seat's action leaves this sheet as it was)."""
        state = self.state
        sheet = state.sheets[self.seat]
        marks = sheet.but(
            round_dice=tuple(used for used in sheet.round_dice if used), psionic_used=False
        )
        written = tuple(numbers for numbers in state.written_numbers(self.seat) if numbers)
        key = (self.seat, state.setup, marks, written, state.open_missions)
        if self._drawn is not None and self._drawn[0] == key:
            return self._drawn[1]
        lines = breakdown(state, self.seat).lines
        score = {**lines, "total": sum(lines.values())}
        page = sheet_page(
            language=self.t.language,
            setup=state.setup,
            seat=self.seat,
            state=state,
            score_lines=score,
        )
        self._drawn = (key, page)
        return page

    # Refreshing

    def refresh(self) -> None:
        """Bring every part of the screen up to date with the table and send what changed."""
        if self.die is not None and (self.state.dice is None or self.die in self._used()):
            self.die, self.destination = None, None
        self.actor = self.session.actor(self.game_id)
        plays = self.seat in self._playable()
        self.targets = controller.targets(self.state, self.seat, self.die if plays else None)
        page = self._page()
        changed: list[ft.Control] = []
        for area_id, view in self.areas.items():
            area = page.area(area_id)
            if area_id == "dungeon":
                area = self._with_preview(area)
            changed += view.show(area, self._lit(area))
        changed += self._refresh_controls()
        self.session.page.update(*changed)

    def _refresh_controls(self) -> list[ft.Control]:
        """Bring the controls outside the areas up to date; the ones that changed."""
        t, state = self.t, self.state
        sheet = state.sheets[self.seat]
        self.status.value = (
            t("pd.sheet.round", round=state.round)
            if len(self.table.seats) == 1
            else t("pd.sheet.round_seat", round=state.round, name=self.table.seats[self.seat])
        )
        self.prompt.value = self._prompt()
        self.tray.show(state.dice, self._used(), self.die)
        self.roll_button.disabled = refusal(state, RollDice(seat=self.seat)) is not None
        self.enter_button.disabled = self.roll_button.disabled
        self.end_button.disabled = refusal(state, EndRound(seat=self.seat)) is not None
        for button in (self.roll_button, self.enter_button, self.end_button):
            button.visible = self.actor.host
        changed: list[ft.Control] = [
            self.status,
            self.prompt,
            self.tray,
            self.roll_button,
            self.enter_button,
            self.end_button,
        ]
        seats = [(name, self._seat_done(seat)) for seat, name in enumerate(self.table.seats)]
        panel = (
            self.targets.die,
            self.destination,
            sheet.pending,
            state.phase,
            state.villains_fought,
            tuple(self.targets.actions),
        )
        info = (
            sheet.missions,
            state.open_missions,
            sheet.path,
            sheet.minions,
            sheet.levels,
            sheet.potions,
            sheet.gems,
            sheet.bonus_gems,
            sheet.artifacts,
            sheet.fights,
        )
        for control, key, fill in (
            (self.seat_bar, (self.seat, seats), lambda: self._seat_chips()),
            (self.panel, panel, lambda: self._panel(sheet)),
            (self.info, info, lambda: sheet_info(t, state, self.seat)),
        ):
            if self._shown.get(id(control)) != key:
                self._shown[id(control)] = key
                control.controls = fill()
                changed.append(control)
        return changed

    def _seat_done(self, seat: int) -> bool:
        return self.state.phase == "actions" and len(self.state.sheets[seat].used_dice) == 3

    def _used(self) -> tuple[int, ...]:
        return self.state.sheets[self.seat].used_dice if self.state.phase == "actions" else ()

    def _prompt(self) -> str:
        t, state = self.t, self.state
        if state.phase == "finished":
            return t("pd.sheet.phase.finished")
        if self.seat not in self._playable():
            return t("access.viewer")
        if state.phase == "roll":
            return t("pd.sheet.phase.roll" if self.actor.host else "access.host_rolls")
        if state.phase == "villain":
            return t("pd.sheet.phase.villain", villain=state.villains_fought + 1)
        left = 3 - len(self._used())
        if left == 0:
            return t("pd.sheet.phase.done" if self.actor.host else "access.host_ends")
        if self.die is not None and state.dice is not None:
            return t("pd.sheet.die_picked", number=state.dice[self.die].number)
        return t("pd.sheet.phase.actions", count=left)

    def _seat_chips(self) -> list[ft.Control]:
        """One chip per seat to switch sheets: the host sees every seat (those on phones
        with a phone mark, to watch them finish), a phone only its own."""
        if len(self.table.seats) == 1 or not self.actor.host:
            return []
        playable = self._playable()
        chips: list[ft.Control] = []
        for seat, name in enumerate(self.table.seats):
            done = self._seat_done(seat)
            chips.append(
                ft.Chip(
                    label=self.t("pd.sheet.seat_done", name=name) if done else name,
                    leading=None if seat in playable else ft.Icon(ft.Icons.PHONE_ANDROID, size=16),
                    selected=seat == self.seat,
                    on_select=lambda e, s=seat: self._switch_seat(s),
                )
            )
        return chips

    def _panel(self, sheet: Any) -> list[ft.Control]:
        t = self.t
        controls: list[ft.Control] = []
        if sheet.pending:
            controls.append(dialogs.pending_bonus(t, sheet, self.seat, self._commit))
        if (
            self.state.phase == "villain"
            and refusal(self.state, RecordFight(seat=self.seat, fled=True, glory=0)) is None
        ):
            controls.append(
                dialogs.fight_form(t, self.state.villains_fought + 1, self.seat, self._commit)
            )
        if self.targets.die is None:
            return controls
        for key, action in self.targets.actions.items():
            if key == "potions":
                controls.append(
                    ft.OutlinedButton(
                        t("pd.sheet.brew"),
                        icon=ft.Icons.SCIENCE,
                        height=44,
                        on_click=lambda e, a=action: self._commit(a),
                    )
                )
            elif isinstance(action, LevelUp):
                controls.append(
                    ft.OutlinedButton(
                        t("pd.sheet.level_up", hero=t(f"term.{action.hero}")),
                        icon=ft.Icons.UPGRADE,
                        height=44,
                        on_click=lambda e, a=action: self._commit(a),
                    )
                )
            elif key.startswith("artifact:"):
                controls.append(
                    ft.OutlinedButton(
                        t("pd.sheet.craft", artifact=key.split(":")[1]),
                        icon=ft.Icons.EXTENSION,
                        height=44,
                        on_click=lambda e, a=action: self._commit(a),
                    )
                )
        if any(key.startswith("room:") for key in self.targets.actions):
            controls.append(ft.Text(t("pd.sheet.move_hint")))
        if self.destination is not None:
            path = self.targets.paths[self.destination]
            controls.append(
                ft.FilledButton(
                    t("pd.sheet.path", path=" → ".join(path.path)),
                    icon=ft.Icons.DIRECTIONS_WALK,
                    height=48,
                    on_click=lambda e: self._walk(),
                )
            )
        return [ft.Row(controls, wrap=True)] if controls else []

    def _lit(self, area: Area) -> frozenset[str]:
        sheet = self.state.sheets[self.seat]
        lit = set()
        for key in self.targets.actions:
            kind, _, rest = key.partition(":")
            if kind == "hero":
                lit.add(f"hero:{rest}:{sheet.level(rest) + 1}")  # type: ignore[arg-type]
            elif kind == "artifact":
                lit.add(f"artifact:{rest}:{sheet.artifacts[int(rest) - 1] + 1}")
            elif kind == "potions":
                lit.update(f"potion:{n}" for n in (sheet.potions + 1, sheet.potions + 2) if n <= 12)
            else:
                lit.add(key)
        return frozenset(lit) & frozenset(getattr(e, "id", None) for e in area.elements)

    def _with_preview(self, area: Area) -> Area:
        """The dungeon with the path the picked room would be walked along, dashed."""
        if self.destination is None or self.destination not in self.targets.paths:
            return area
        path = self.targets.paths[self.destination].path
        start = self.state.sheets[self.seat].position
        rooms = ([start] if start else []) + list(path)
        centres = [_centre(area, f"room:{room}") for room in rooms]
        lines = tuple(Line(a[0], a[1], b[0], b[1], style="dashed") for a, b in pairwise(centres))
        return replace(area, elements=(*area.elements, *lines))

    # Intents

    def _switch_seat(self, seat: int) -> None:
        self.seat, self.die, self.destination = seat, None, None
        self.refresh()

    def _pick_die(self, index: int) -> None:
        self.die = None if self.die == index else index
        self.destination = None
        self.refresh()

    def _tap(self, element_id: str) -> None:
        kind, _, number = element_id.partition(":")
        if kind == "villain":
            element_id = f"room:{self.state.board.villain_circles[int(number)]}"
        target = controller.target_of(element_id)
        if self.die is None:
            if self.state.phase == "actions":
                self.session.notify(self.t("pd.sheet.pick_die_first"))
            return
        action = self.targets.action_for(element_id)
        if action is None:
            self._explain(target)
            return
        if isinstance(action, Move):
            if self.destination == target:
                self._walk()
            else:
                self.destination = target
                self.refresh()
            return
        self._commit(action)

    def _walk(self) -> None:
        if self.destination is None:
            return
        action = self.targets.action_for(self.destination)
        self.destination = None
        if action is not None:
            self._commit(action)

    def _explain(self, target: str) -> None:
        """Say why a tapped target is not lit, in the rules' own words."""
        assert self.die is not None
        why = controller.why_not(self.state, self.seat, self.die, target)
        if why is not None:
            self.session.notify(self.t.reason(why))

    def _commit(self, action: Action) -> None:
        try:
            events = self.session.tables.act(self.game_id, action, self.actor)
        except Illegal as illegal:
            if illegal.reason == "choice_needed":
                dialogs.ask_choice(self.t, self.session, illegal, action, self._commit)
            else:
                self.session.notify(self.t.reason(illegal))
            return
        self.die, self.destination = None, None
        self.refresh()
        self.session.publish(self.game_id)
        dialogs.announce(self.session, self.t, action, events)

    async def _roll(self, e: ft.Event[ft.FilledButton]) -> None:
        for frame in range(ROLL_FRAMES):
            self.tray.spin(frame)
            self.tray.update()
            await asyncio.sleep(ROLL_FRAME_SECONDS)
        self._commit(RollDice(seat=self.seat))

    def _enter_dice(self, e: ft.Event[ft.OutlinedButton]) -> None:
        dialogs.enter_dice(self.session, self.t, self.seat, self._commit)

    def _end_round(self, e: ft.Event[ft.FilledTonalButton]) -> None:
        self._commit(EndRound(seat=self.seat))

    def _undo(self, e: ft.Event[ft.IconButton]) -> None:
        self._log_step(self.session.tables.undo)

    def _redo(self, e: ft.Event[ft.IconButton]) -> None:
        self._log_step(self.session.tables.redo)

    def _log_step(self, step: Any) -> None:
        seat = self.seat if len(self.table.seats) > 1 or not self.actor.host else None
        try:
            step(self.game_id, seat, self.actor)
        except Illegal as illegal:
            self.session.notify(self.t.reason(illegal))
            return
        self.die, self.destination = None, None
        self.refresh()
        self.session.publish(self.game_id)


def _centre(area: Area, element_id: str) -> tuple[float, float]:
    element = area.find(element_id)
    assert isinstance(element, Box), element_id
    return element.x + element.w / 2, element.y + element.h / 2
