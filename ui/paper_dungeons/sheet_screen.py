"""The Paper Dungeons sheet: the dungeon and the tracks of one seat, and a bar at the bottom
with the dice and the buttons of the moment.

The dungeon is drawn from the same layout model as the printed sheet; the tracks are laid
out by the client so that no text ever runs over a box. A picked die lights up its legal
targets (asked of the rules); a tap on a hero, the potions or an artifact commits, and a
route through the dungeon is built room by room, drawn on the grid with what it costs and
collects, and walked with a last tap. The bar keeps its height, so the sheet never moves.

The screen is built once per seat shown; an action restyles the few controls it changed
and sends only those. Everything a seat does goes through the live table (persisted
before anybody sees it) and is announced to the other devices.
"""

from __future__ import annotations

from dataclasses import replace
from itertools import pairwise
from typing import TYPE_CHECKING

import flet as ft

from sheets.core.actions import Action
from sheets.core.errors import Illegal
from sheets.core.events import Event
from sheets.layout import Area, Box, Line
from sheets.paper_dungeons.actions import EndRound, Move, RecordFight, RollDice
from sheets.paper_dungeons.house_rules import unverified_in_use
from sheets.paper_dungeons.layout_dungeon import dungeon_area, way_in
from sheets.paper_dungeons.layout_parts import Filling
from sheets.paper_dungeons.state import TableState
from sheets.paper_dungeons.view import SeatView
from ui.game_file import game_file_items
from ui.paper_dungeons import controller, dialogs, keypad
from ui.paper_dungeons.action_bar import ActionBar, BarLook
from ui.paper_dungeons.context import TableContext
from ui.paper_dungeons.controller import RoutePreview, Targets
from ui.paper_dungeons.dice_tray import Roll
from ui.paper_dungeons.names import describe_values
from ui.paper_dungeons.rooms import RoomWords, told_of
from ui.paper_dungeons.sheet_info import InfoPanel, info_lines
from ui.paper_dungeons.tracks import ArtifactsPanel, HeroesPanel, PotionsPanel, RecordPanel
from ui.play_shell import PlayShell
from ui.screen import GameScreen
from ui.seats import shown_people
from ui.widgets.area_view import AreaView
from ui.widgets.invite import invite_items
from ui.widgets.painted_apart import painted_apart
from ui.widgets.play_bar import play_bar
from ui.widgets.redraw import Parts, Words
from ui.widgets.together import update_together

if TYPE_CHECKING:
    from ui.session import AppSession

WIDE = 900
APP_BAR_H = 56
SIDE_PADDING = 8
# The line saying whom the game waits for, above the sheet of a table of several.
WAITING_H = 22


class SheetScreen(GameScreen[TableState]):
    def __init__(self, session: AppSession, game_id: str) -> None:
        super().__init__(session, game_id)
        self.context = TableContext(self.table, session.texts.language)
        self.people = shown_people(session, game_id)
        self.t = session.texts.with_seats(self.people)
        self.t.extra.append(describe_values(self.t.language, lambda: self.context.setup.villains))
        self.die: int | None = None
        self.steps: tuple[str, ...] = ()
        self.targets = Targets(die=None)
        # The dungeon as the layout draws it, made again only when one of its marks
        # changed (most actions leave the dungeon as it was).
        self._dungeon_made = Parts()
        self._dungeon: Area | None = None
        self._room_words = RoomWords(self.t)
        self.shell = PlayShell(
            session,
            game_id,
            refusal=self.t.reason,
            redraw=self._after_change,
            announce=self._announce,
            # Every sheet lies open on the table: the host looks at a phone's sheet too.
            looks_at=lambda seat: self.shell.actor().host,
        )
        self.actor = self.shell.actor()

    def _playable(self) -> tuple[int, ...]:
        """The seats this device plays: its own, and on the host every seat no phone holds."""
        return self.shell.seats()

    @property
    def seat(self) -> int:
        """The sheet shown: the one this device was switched to, else its own, else the
        first it plays."""
        playable = self._playable()
        shown = self.shell.shown_seat(playable[0] if playable else 0)
        return 0 if shown is None else shown

    def _seen(self) -> SeatView:
        """The sheet shown, with the table's public facts."""
        return self.context.seen(self.seat)

    # Building

    def view(self) -> ft.View:
        t, seen = self.t, self._seen()
        self._drawn = seen
        width = self.session.page.width or 1024
        height = self.session.page.height or 768
        wide = width >= WIDE
        phones = frozenset(self.table.held - self.actor.seats)
        self.bar = ActionBar(
            t,
            seats=self.people,
            phones=phones,
            show_seats=self.actor.host and len(self.table.seats) > 1,
            width=width,
            still=self.session.reduce_motion,
            on_seat=self._switch_seat,
            on_pick=self._pick_die,
            handlers={
                "roll": self._roll,
                "enter_dice": self._enter_dice,
                "brew": lambda: self._tap_target("potions"),
                "walk": self._walk,
                "back": self._route_back,
                "cancel": self._cancel,
                "fight": self._open_fight,
                "bonus": self._open_bonus,
                "end_round": lambda: self._commit(EndRound(seat=self.seat)),
                "results": lambda: self.session.go(f"{self.route}/results"),
            },
        )
        waiting_height = WAITING_H if len(self.table.seats) > 1 else 0
        sheet_height = height - APP_BAR_H - waiting_height - self.bar.height
        dungeon = self._dungeon_area()
        if wide:
            scale = min((sheet_height - 2 * SIDE_PADDING) / dungeon.h, width * 0.48 / dungeon.w)
            side_width = width - dungeon.w * scale - 4 * SIDE_PADDING
        else:
            scale = min((width - 2 * SIDE_PADDING) / dungeon.w, height * 0.62 / dungeon.h)
            side_width = width - 2 * SIDE_PADDING
        self.dungeon = AreaView(
            dungeon,
            scale,
            on_tap=self._tap_element,
            # The view being drawn: asking for the shown seat's again, room by room, would
            # cost more than the words themselves.
            describe=lambda element_id: self._room_words(self._drawn, element_id),
            tappable=lambda element_id: element_id.startswith("room:"),
            drawings=self.table.drawings,
        )
        self.heroes = HeroesPanel(t, self._tap_target, narrow=not wide)
        self.potions = PotionsPanel(t, seen.rules, self._tap_target, self.table.drawings)
        self.artifacts = ArtifactsPanel(t, seen.rules, self._tap_target, side_width)
        self.record = RecordPanel(t, side_width, self.table.drawings)
        self.info = InfoPanel()
        # What each panel was drawn from; new panels have drawn nothing yet.
        self.parts = Parts()
        side: list[ft.Control] = [
            self.heroes.control,
            self.potions.control,
            self.artifacts.control,
            self.info.control,
            self.record.control,
        ]
        self.refresh(send=False)
        # The dungeon changes with a few taps only: a frame of the bar or of the tracks
        # leaves its canvases as they were painted.
        centred_dungeon = ft.Container(
            painted_apart(self.dungeon), alignment=ft.Alignment.TOP_CENTER
        )
        if wide:
            sheet: ft.Control = ft.Row(
                [
                    centred_dungeon,
                    ft.Column(side, scroll=ft.ScrollMode.AUTO, expand=True, spacing=16),
                ],
                vertical_alignment=ft.CrossAxisAlignment.START,
                expand=True,
                spacing=2 * SIDE_PADDING,
            )
        else:
            sheet = ft.Column(
                [centred_dungeon, *side], scroll=ft.ScrollMode.AUTO, expand=True, spacing=16
            )
        return ft.View(
            route=self.route,
            appbar=self._appbar(),
            padding=0,
            spacing=0,
            controls=[
                ft.Container(
                    self.shell.waiting.control,
                    padding=ft.Padding.only(left=SIDE_PADDING, right=SIDE_PADDING, top=4),
                ),
                ft.Container(
                    sheet,
                    expand=True,
                    padding=ft.Padding.only(left=SIDE_PADDING, right=SIDE_PADDING, top=8),
                ),
                self.bar.control,
            ],
        )

    @property
    def bottom_bar_height(self) -> float:
        return self.bar.height

    @property
    def route_path(self) -> str:
        return f"/game/{self.game_id}"

    def _appbar(self) -> ft.AppBar:
        t = self.t
        bar = play_bar(
            t,
            "",
            undo=self._undo,
            redo=self._redo,
            history=lambda e: dialogs.history(self.session, self.t, self.context.history()),
            width=self.session.page.width,
            menu=[
                ft.PopupMenuItem(
                    content=t("pd.sheet.house_rules"),
                    on_click=lambda e: self.session.go(f"{self.route}/rules"),
                ),
                ft.PopupMenuItem(
                    content=t("pd.sheet.results"),
                    on_click=lambda e: self.session.go(f"{self.route}/results"),
                ),
                *(
                    [
                        ft.PopupMenuItem(
                            content=t("pd.campaign.open"),
                            on_click=lambda e: self.session.go(f"{self.route}/campaign"),
                        )
                    ]
                    if self.context.setup.campaign
                    else []
                ),
                ft.PopupMenuItem(
                    content=t("pd.sheet.manual"),
                    on_click=lambda e: dialogs.manual_effect(
                        self.session, self.t, self.seat, self._commit
                    ),
                ),
                *game_file_items(self.session, self.game_id),
                *invite_items(self.session, self.game_id),
            ],
        )
        assert isinstance(bar.title, ft.Text)
        bar.title.value = self._status()
        self.status = Words(bar.title)
        return bar

    def _status(self) -> str:
        """The round, and whose sheet this is."""
        seen = self._seen()
        if len(self.table.seats) == 1:
            return self.t("pd.sheet.round", round=seen.round)
        return self.t("pd.sheet.round_seat", round=seen.round, name=self.people[self.seat])

    def _dungeon_area(self) -> Area:
        """The seat's dungeon as the layout draws it."""
        seen = self._seen()
        sheet = seen.sheet
        key = (
            self.seat,
            seen.setup,
            sheet.explored,
            sheet.minions,
            sheet.treasures,
            sheet.gems,
            sheet.crossed_gems,
            sheet.path,
        )

        def make() -> None:
            filling = Filling(
                language=self.t.language,
                rules=seen.rules,
                board=seen.board,
                sheet=sheet,
                unverified=frozenset(unverified_in_use(seen.rules)),
                setup=seen.setup,
                seat_setup=seen.setup.seats[self.seat],
            )
            self._dungeon = dungeon_area(filling, 0.0, 0.0)

        self._dungeon_made.show("dungeon", key, make)
        assert self._dungeon is not None
        return self._dungeon

    # Refreshing

    def refresh(self, *, send: bool = True) -> None:
        """Bring every part of the screen up to date with the table and send what changed."""
        seen = self._drawn = self._seen()
        if self.die is not None and (seen.dice is None or self.die in self._used()):
            self.die, self.steps = None, ()
        self.actor = self.shell.actor()
        plays = self.seat in self._playable()
        self.targets = self.context.targets(self.seat, self.die if plays else None)
        preview = self._route_preview()
        sheet = seen.sheet
        lit = frozenset(self.targets.actions)
        score = self.context.score(self.seat)
        changed = self.dungeon.show(
            self._with_route(self._dungeon_area(), preview),
            self._lit_rooms(),
            tuple(f"room:{room}" for room in preview.rooms) if preview else (),
            words=told_of(seen),
        )
        training = seen.setup.seats[self.seat].training
        # A panel whose inputs are as last shown has nothing to send (a roll changes none:
        # the sheet it makes differs only in the dice used each round, which no panel shows).
        marks = replace(sheet, round_dice=())
        changed += self.parts.send(
            "tracks",
            (self.seat, marks, lit),
            lambda: (
                self.heroes.show(sheet, lit, training)
                + self.potions.show(sheet, lit)
                + self.artifacts.show(sheet, lit)
            ),
        )
        changed += self.parts.send(
            "record",
            (self.seat, marks, _written(seen.written_numbers), tuple(score.items())),
            lambda: self.record.show(seen, score),
        )
        changed += self._refresh_info()
        changed += self.shell.show_waiting()
        changed += self.bar.tray.show(Roll(seen.dice, self._used(), self.die))
        changed += self.bar.show(
            BarLook(
                seat=self.seat,
                done=tuple(self._seat_done(seat) for seat in range(len(self.table.seats))),
                prompt=self._prompt(preview),
                total=self.t("pd.screen.total", glory=score["total"]),
                buttons=self._buttons(preview),
            )
        )
        if not send:
            return
        changed += self.status.show(self._status())
        if changed:
            update_together(self.session.page, changed)
        else:
            # Flet leaves this method of its context unannotated.
            ft.context.mark_update_called()  # type: ignore[no-untyped-call]

    def _refresh_info(self) -> list[ft.Control]:
        seen = self._seen()
        sheet = seen.sheet
        key = (
            self.seat,
            sheet.missions,
            seen.open_missions,
            sheet.path,
            sheet.minions,
            sheet.levels,
            sheet.potions,
            sheet.gems,
            sheet.bonus_gems,
            sheet.artifacts,
            sheet.fights,
        )
        return self.parts.send("info", key, lambda: self.info.show(info_lines(self.t, seen)))

    def _seat_done(self, seat: int) -> bool:
        seen = self.context.seen(seat)
        return seen.phase == "actions" and len(seen.sheet.used_dice) == 3

    def _used(self) -> tuple[int, ...]:
        seen = self._seen()
        return seen.sheet.used_dice if seen.phase == "actions" else ()

    def _route_preview(self) -> RoutePreview | None:
        if self.die is None or not self.steps:
            return None
        try:
            return self.context.route_preview(self.seat, self.die, self.steps)
        except Illegal:
            self.steps = ()
            return None

    def _lit_rooms(self) -> frozenset[str]:
        if self.die is None:
            return frozenset()
        if not self.steps:
            return frozenset(key for key in self.targets.actions if key.startswith("room:"))
        steps = self.context.route_steps(self.seat, self.die, self.steps)
        return frozenset(f"room:{room}" for room in (*steps, self.steps[-1]))

    def _with_route(self, area: Area, preview: RoutePreview | None) -> Area:
        """The dungeon with the route being built, dashed from where the party stands (a
        party not yet in the dungeon comes in from below, by the first room's entrance)."""
        if preview is None:
            return area
        start = self._seen().sheet.position
        rooms = ([start] if start else []) + list(preview.rooms)
        centres = [_centre(area, f"room:{room}") for room in rooms]
        if start is None:
            centres.insert(0, way_in(preview.rooms[0]))
        lines = tuple(Line(a[0], a[1], b[0], b[1], style="dashed") for a, b in pairwise(centres))
        return replace(area, elements=(*area.elements, *lines))

    def _prompt(self, preview: RoutePreview | None) -> str:
        t, seen = self.t, self._seen()
        if seen.phase == "finished":
            return t("pd.sheet.phase.finished")
        if self.seat not in self._playable():
            if self.actor.host:
                return t("access.host_looks", player=t.player(self.seat))
            return t("access.viewer")
        if seen.phase == "roll":
            return t("pd.sheet.phase.roll" if self.actor.host else "access.host_rolls")
        if seen.phase == "villain":
            if self._fight_due():
                return t("pd.fight.prompt", villain=t.value("villain", seen.villains_fought + 1))
            return t("pd.fight.waiting")
        if seen.sheet.pending:
            return t("pd.bonus.prompt")
        left = 3 - len(self._used())
        if left == 0:
            return t("pd.sheet.phase.done" if self.actor.host else "access.host_ends")
        if preview is not None:
            return dialogs.route_text(t, preview)
        if self.die is not None and seen.dice is not None:
            return t("pd.screen.die_picked", number=self.die + 1)
        return t("pd.sheet.phase.actions", count=left)

    def _buttons(self, preview: RoutePreview | None) -> frozenset[str]:
        seen, host = self._seen(), self.actor.host
        plays = self.seat in self._playable()
        shown: set[str] = set()
        if seen.phase == "finished":
            return frozenset({"results"})
        if host and self.context.refusal(RollDice(seat=self.seat)) is None:
            shown |= {"roll", "enter_dice"}
        if host and self.context.refusal(EndRound(seat=self.seat)) is None:
            shown.add("end_round")
        if plays and self._fight_due():
            shown.add("fight")
        if plays and seen.sheet.pending:
            shown.add("bonus")
        if self.die is not None and preview is None and "potions" in self.targets.actions:
            shown |= {"brew", "cancel"}
        if preview is not None:
            # A route being built is walked, cut back a room, or given up with its die.
            shown |= {"walk", "back", "cancel"}
        return frozenset(shown)

    def _fight_due(self) -> bool:
        return (
            self._seen().phase == "villain"
            and self.context.refusal(RecordFight(seat=self.seat, fled=True, glory=0)) is None
        )

    # Intents

    def _switch_seat(self, seat: int) -> None:
        if seat != self.seat:
            self.shell.switch(seat)

    def _pick_die(self, index: int) -> None:
        dice = self._seen().dice
        if dice is None:
            return
        if self.seat not in self._playable():
            # A sheet looked at, not played: nothing a die could do here.
            self.session.notify(self._prompt(None))
            return
        if self.die == index:
            self.die, self.steps = None, ()
        elif index in self._used():
            self.session.notify(self.t("pd.screen.die_used"))
            return
        elif not dice[index].usable:
            self.session.notify(self.t("pd.screen.die_skull"))
            return
        else:
            self.die, self.steps = index, ()
        self.refresh()

    def _tap_element(self, element_id: str) -> None:
        kind, _, number = element_id.partition(":")
        if kind == "villain":
            element_id = f"room:{self._seen().board.villain_circles[int(number)]}"
        self._tap_target(controller.target_of(element_id))

    def _tap_target(self, target: str) -> None:
        if self.die is None:
            if self._seen().phase == "actions" and self.seat in self._playable():
                self.session.notify(self.t("pd.sheet.pick_die_first"))
            return
        if target.startswith("room:"):
            self._tap_room(target.removeprefix("room:"))
            return
        action = self.targets.actions.get(target)
        if action is None:
            self._explain(target)
            return
        self._commit(action)

    def _tap_room(self, room: str) -> None:
        """Build the route: the last room again walks it, a room of the route cuts it back
        there, a room that can follow extends it (a first step too: the route is the
        player's, never a detour the app prefers), any other reachable room starts a new
        route along the best path to it."""
        assert self.die is not None
        route = self.steps
        if route and room == route[-1]:
            self._walk()
            return
        if room in route:
            self.steps = route[: route.index(room) + 1]
        elif room in self.context.route_steps(self.seat, self.die, route):
            self.steps = (*route, room)
        elif f"room:{room}" in self.targets.paths:
            self.steps = self.targets.paths[f"room:{room}"].path
        else:
            self._explain(f"room:{room}")
            return
        self.refresh()

    def _route_back(self) -> None:
        self.steps = self.steps[:-1]
        self.refresh()

    def _cancel(self) -> None:
        self.die, self.steps = None, ()
        self.refresh()

    def _walk(self) -> None:
        if self.die is None or not self.steps:
            return
        action = Move(seat=self.seat, die=self.die, path=self.steps)
        self.steps = ()
        self._commit(action)

    def _explain(self, target: str) -> None:
        """Say why a tapped target is not lit, in the rules' own words (a room, as the next
        of the route being built: a wall in the way, not where the route began)."""
        assert self.die is not None
        why = self.context.why_not(self.seat, self.die, target, self.steps)
        if why is not None:
            self.session.notify(self.t.reason(why))

    def _commit(self, action: Action) -> None:
        refused = self.shell.attempt(action)
        if refused is None:
            return
        if refused.reason == "choice_needed":
            dialogs.ask_choice(
                self.t, self.session, self._seen().sheet, refused, action, self._commit
            )
        else:
            self.session.notify(self.t.reason(refused))

    def _announce(self, action: Action, events: tuple[Event, ...]) -> None:
        dialogs.announce(self.session, self.t, action, events)

    def _after_change(self) -> None:
        """The die in hand and the route drawn are spent by a change of this sheet."""
        self.die, self.steps = None, ()
        self.refresh()

    def _open_fight(self) -> None:
        dialogs.fight(self.session, self.t, self._seen(), self._commit)

    def _open_bonus(self) -> None:
        dialogs.bonus(self.session, self.t, self._seen(), self._commit)

    def _roll(self) -> None:
        if self._seen().dice is not None:
            # Another device rolled before this tap came: its roll is the round's, and it is
            # shown here (its dice spinning as on every device) instead of a refusal.
            self.refresh()
            return
        self._commit(RollDice(seat=self.seat))

    def _enter_dice(self) -> None:
        keypad.enter_dice(self.session, self.t, self.context.refusal, self.seat, self._commit)

    def _undo(self, e: ft.Event[ft.IconButton]) -> None:
        """Undo the seat's latest action; when later actions depend on it (the end of the
        round, the fights after it), they are named first and undone with it."""
        seat = self._undo_seat()
        later = self.context.depending_on_last(seat)
        action = self.context.last_action(seat)
        if not later or action is None:
            self.shell.step(seat)
            return
        tables = self.session.tables
        if tables.take_back_refusal(self.table, action, self.actor) is not None:
            self.shell.step(seat)  # refused, in the words of the refusal
            return
        if any(
            tables.take_back_refusal(self.table, taken, self.actor, depending=True)
            for taken in later
        ):
            self.session.notify(
                self.t(
                    "pd.undo.host_needed",
                    action=dialogs.action_text(self.t, action),
                    later="; ".join(dialogs.action_text(self.t, taken) for taken in later),
                )
            )
            return
        # What a phone's player did comes back with Redo on that phone only.
        redone_elsewhere = sorted(
            {
                taken.seat
                for taken in later
                if tables.take_back_refusal(self.table, taken, self.actor) is not None
            }
        )
        dialogs.undo_with_later(
            self.session,
            self.t,
            action,
            later,
            lambda: self.shell.step(seat, with_later=True),
            redone_elsewhere,
        )

    def _redo(self, e: ft.Event[ft.IconButton]) -> None:
        self.shell.step(self._undo_seat(), redo=True)

    def _undo_seat(self) -> int | None:
        """The seat shown, unless the host plays the only seat (then anybody's latest)."""
        return self.seat if len(self.table.seats) > 1 or not self.actor.host else None


def _written(numbers: tuple[tuple[int | None, ...], ...]) -> tuple[tuple[int | None, ...], ...]:
    """The numbers written in the rounds' boxes, without the rounds begun with none
    written yet, drawn as rounds not reached (a roll begins one)."""
    while numbers and not numbers[-1]:
        numbers = numbers[:-1]
    return numbers


def _centre(area: Area, element_id: str) -> tuple[float, float]:
    element = area.find(element_id)
    assert isinstance(element, Box), element_id
    return element.x + element.w / 2, element.y + element.h / 2
