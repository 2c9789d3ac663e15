"""The table screen of The Big Book of Madness, for the tablet in the middle of the table:
the setup checklist before the first turn, then the turn timeline and the invocation
track in the centre, the current step with its reminders and buttons, and the players,
the library and the history beside them.

Everything anybody does goes through the live table (persisted before anybody sees it)
and is announced to the other devices; each part of the screen is redrawn and sent only
when what it shows changed.
"""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING, Any

import flet as ft

from sheets.big_book_of_madness.actions import (
    AirAsAny,
    DiscardMadnessDraw,
    DrawBanish,
    NextStep,
    RefreshAnySpell,
    SwapWithSupport,
)
from sheets.big_book_of_madness.options import LearnOption
from sheets.big_book_of_madness.state import TableState
from sheets.core.actions import Action
from sheets.core.errors import Illegal
from sheets.core.events import Event
from ui.big_book_of_madness import dialogs
from ui.big_book_of_madness.buttons import Doers
from ui.big_book_of_madness.checklist_panel import ChecklistPanel
from ui.big_book_of_madness.context import TableContext
from ui.big_book_of_madness.players_panel import PlayerCard
from ui.big_book_of_madness.side_panels import (
    HISTORY_SHOWN,
    ElementsShown,
    ElementsView,
    Entry,
    HistoryPanel,
)
from ui.big_book_of_madness.step_panel import StepPanel
from ui.big_book_of_madness.track_view import SPACES, TrackView
from ui.big_book_of_madness.words import Words
from ui.game_file import game_file_items
from ui.play_shell import PlayShell
from ui.printing import download_pdf
from ui.screen import GameScreen
from ui.widgets.invite import invite_items
from ui.widgets.play_bar import play_bar
from ui.widgets.together import update_together

if TYPE_CHECKING:
    from ui.session import AppSession

WIDE = 900
# What moving on can set off, worth an alert the whole table reads: the title of the
# alert is that of the first of these among the events.
ALERT_EVENTS = {
    "bbm_curse_triggered": "bbm.ui.alert.curse",
    "bbm_labelled_curse_triggered": "bbm.ui.alert.curse",
    "bbm_scared_to_death": "bbm.ui.alert.scared",
    "bbm_new_monster": "bbm.ui.alert.new_monster",
}
BAD_EVENTS = frozenset(
    {
        "bbm_curse_triggered",
        "bbm_labelled_curse_triggered",
        "bbm_monster_not_beaten",
        "bbm_scared_to_death",
    }
)
GAME_OVER_EVENTS = {"bbm_game_won": "bbm.ui.alert.won", "bbm_game_lost": "bbm.ui.alert.lost"}
NOTED_LINES = 5


class TableScreen(GameScreen[TableState]):
    def __init__(self, session: AppSession, game_id: str) -> None:
        super().__init__(session, game_id)
        self.shell = PlayShell(
            session,
            game_id,
            refusal=lambda refused: self.words.refusal(refused),
            redraw=self.refresh,
            announce=self._announce,
            stepped=self._stepped,
        )
        self.context = TableContext(self.table, session.texts.language, self.shell)
        self.words = Words(session.texts, self.context)
        # The turn the seat this device was switched to was chosen in.
        self.switched_turn = 0
        self.ticked: set[int] = set()
        self.actor = session.actor(game_id)
        self.sentences: dict[int, tuple[Action, tuple[str, ...]]] = {}
        self.doers = Doers(
            commit=self.commit, notify=self.notify, judge=self.judge, forbids=self.forbids
        )
        width = session.page.width or 1024
        self.wide = width >= WIDE
        centre = (width * 0.58 if self.wide else width) - 40
        column = max(52.0, min(120.0, (centre - 4 * (SPACES - 1)) / SPACES))
        self.track = TrackView(self.words, self.curse_tapped, column_width=column, big=self.wide)
        self.step = StepPanel(self.words, self, big=self.wide)
        self.checklist = ChecklistPanel(self.words, self, self.ticked, big=self.wide)
        self.cards = [PlayerCard(self.words, self, seat) for seat in range(len(self.table.seats))]
        self.elements = ElementsView(self.words, self.ask_count)
        self.history = HistoryPanel(self.words)

    # Building

    def view(self) -> ft.View:
        self._show_all()
        centre: list[ft.Control] = [self.checklist, self.track, self.step]
        side: list[ft.Control] = [*self.cards, self.elements, self.history]
        if self.wide:
            body: ft.Control = ft.Row(
                [
                    ft.Column(centre, scroll=ft.ScrollMode.AUTO, expand=3, spacing=16),
                    ft.Column(side, scroll=ft.ScrollMode.AUTO, expand=2, spacing=10),
                ],
                vertical_alignment=ft.CrossAxisAlignment.START,
                expand=True,
                spacing=16,
            )
            scroll = None
        else:
            body = ft.Column([*centre, *side], spacing=14)
            scroll = ft.ScrollMode.AUTO
        return ft.View(
            route=self.route,
            appbar=self._appbar(),
            controls=[self.shell.waiting.control, body],
            scroll=scroll,
        )

    def _appbar(self) -> ft.AppBar:
        w = self.words
        return play_bar(
            w.texts,
            w("kind.big_book_of_madness"),
            undo=lambda e: self.shell.step(self.shell.own_seat()),
            redo=lambda e: self.shell.step(self.shell.own_seat(), redo=True),
            history=lambda e: self.show_history(),
            menu_tooltip=w("bbm.ui.menu"),
            width=self.session.page.width,
            menu=[
                ft.PopupMenuItem(
                    content=w("bbm.ui.house_rules"), on_click=lambda e: self.open_rules()
                ),
                ft.PopupMenuItem(
                    content=w("bbm.ui.results"), on_click=lambda e: self.open_results()
                ),
                ft.PopupMenuItem(content=w("bbm.ui.print_a4"), on_click=self._print_a4),
                ft.PopupMenuItem(content=w("bbm.ui.print_letter"), on_click=self._print_letter),
                *game_file_items(self.session, self.game_id),
                *invite_items(self.session, self.game_id),
            ],
        )

    # Refreshing

    def refresh(self) -> None:
        """Bring every part up to date with the table and send the parts that changed, in
        one message (:mod:`ui.widgets.together`)."""
        changed = self._show_all()
        if changed:
            update_together(self.session.page, changed)

    def _acting_seat(self) -> int:
        """The magician this device acts for: its own seat when it holds one, else the
        one it was switched to in this turn, else the player whose turn it is."""
        context, shell = self.context, self.shell
        if self.switched_turn != context.turn:
            shell.forget_switch()
        seat = shell.shown_seat(context.active)
        if seat is None or (shell.own_seat() is None and context.eliminated(seat)):
            return context.active
        return seat

    def _show_all(self) -> list[ft.Control]:
        self.actor = self.session.actor(self.game_id)
        acting = self._acting_seat()
        view = self.context.seen(acting)
        offered = self.context.options(acting)
        changed: list[ft.Control] = []
        setup_phase = view.phase == "setup"
        for part, visible in (
            (self.checklist, setup_phase),
            (self.track, not setup_phase),
            (self.step, not setup_phase),
            (self.elements, not setup_phase),
            (self.history, not setup_phase),
        ):
            if part.visible != visible:
                part.visible = visible
                changed.append(part)
        if setup_phase:
            changed += self.checklist.refresh(view)
        else:
            changed += self.track.refresh(view)
            changed += self.step.refresh(view, offered, acting, host=self.actor.host)
            if self.elements.show(ElementsShown.of(view, host=self.actor.host)):
                changed.append(self.elements)
            changed += self.history.refresh(self._entries(HISTORY_SHOWN))
        for card in self.cards:
            changed += card.refresh(view)
        changed += self.shell.show_waiting()
        return list(dict.fromkeys(changed))

    def _entries(self, last: int | None = None) -> list[Entry]:
        """The sentences of the log's latest ``last`` entries (all without it); an entry
        is put into words once, as long as the same action stands at its place."""
        entries = []
        for index, action, events in self.context.history(last):
            known = self.sentences.get(index)
            if known is None or known[0] is not action:
                lines = tuple(self.words.event(event) for event in events)
                known = self.sentences[index] = (action, lines)
            entries.append((index, known[1]))
        return entries

    # Acting

    def commit(self, action: Action) -> bool:
        """Apply ``action`` at the table; a refusal is shown in the rules' words."""
        return self.shell.commit(action)

    def notify(self, text: str) -> None:
        self.session.notify(text)

    def judge(self, action: Action) -> str | None:
        """Why this device could not make ``action`` now (it does not play that seat,
        it is not the host, or the rules refuse it); ``None`` when it could."""
        forbidden = self.forbids(action)
        if forbidden is not None:
            return forbidden
        refused_by_rules = self.context.refusal(action)
        return None if refused_by_rules is None else self.words.refusal(refused_by_rules)

    def forbids(self, action: Action) -> str | None:
        """Why the game's authority never lets this device send ``action`` (it does not
        play that seat, or it is not the host); ``None`` when it may."""
        try:
            self.session.tables.check(self.table, action, self.actor)
        except Illegal as refused:
            return self.words.refusal(refused)
        return None

    def _announce(self, action: Action, events: tuple[Event, ...]) -> None:
        """An alert for what the Grimoire phase set off or the end of the game; a short
        note of what any other action means at the table."""
        w = self.words
        codes = [event.code for event in events]
        over = next((code for code in codes if code in GAME_OVER_EVENTS), None)
        alert = next((key for code, key in ALERT_EVENTS.items() if code in codes), None)
        if over is not None:
            lines = [w.event(event) for event in events if event.code != "bbm_phase"]
            title = w(GAME_OVER_EVENTS[over])
            dialogs.alert(self.session, w, title, lines, bad=over == "bbm_game_lost")
        elif alert is not None and isinstance(action, NextStep):
            context = self.context
            if context.phase == "grimoire":
                reminders = context.public().reminders
                lines = [w.reminder(reminder) for reminder in reminders]
            else:
                lines = [w.event(event) for event in events]
            bad = not BAD_EVENTS.isdisjoint(codes)
            dialogs.alert(self.session, w, w(alert), lines, bad=bad)
        elif not isinstance(action, NextStep):
            lines = [w.event(event) for event in events][:NOTED_LINES]
            if lines:
                self.notify("\n".join(lines))

    def _stepped(self, action: Action, redo: bool) -> None:
        key = "bbm.ui.redone" if redo else "bbm.ui.undone"
        self.notify(
            self.words(key, action=self.words(f"bbm.action.{action.TYPE.removeprefix('bbm.')}"))
        )

    # Questions before an action

    def curse_tapped(self, place: str) -> None:
        seen = self.context.seen(self._acting_seat())
        dialogs.curse_place(self.session, self.words, self.doers, seen, place)

    def ask_cast(self, seat: int, spell: str) -> None:
        context = self.context
        offered = context.options(seat)
        dialogs.cast(self.session, self.words, self.doers, context.seen(seat), offered, spell)

    def ask_learn(self, seat: int, option: LearnOption) -> None:
        dialogs.learn(self.session, self.words, self.doers, seat, option)

    def ask_reward(self, seat: int, place: str) -> None:
        seen = self.context.seen(seat)
        dialogs.reward(self.session, self.words, self.doers, seen, seat, place)

    def ask_acquire(self, seat: int) -> None:
        dialogs.acquire(self.session, self.words, self.doers, self.context.seen(seat), seat)

    def ask_destroy(self) -> None:
        active = self.context.active
        dialogs.destroy_from_deck(self.session, self.words, self.doers, active)

    def ask_count(self) -> None:
        context = self.context
        dialogs.count_piles(
            self.session,
            self.words,
            self.doers,
            context.active,
            context.public,
        )

    def act_as(self, seat: int) -> None:
        self.switched_turn = self.context.turn
        self.shell.switch(seat)

    def plays(self, seat: int) -> bool:
        """Whether this device acts for ``seat`` (a phone: its own; the tablet: every
        seat no phone holds)."""
        return seat in self.shell.seats()

    def open_player(self, seat: int) -> None:
        seen = self.context.seen(self._acting_seat())
        dialogs.player(self.session, self.words, self.doers, seen, seat)

    def use_ability(self, seat: int) -> None:
        """The ability of ``seat``'s magician, asking what it needs to know."""
        w = self.words
        offered = self.context.options(seat)
        ability = offered.ability

        def refresh(owner: int, spell: str) -> None:
            self.commit(RefreshAnySpell(seat=seat, owner=owner, spell=spell))

        def draw_banish(drew: bool) -> None:
            self.commit(DrawBanish(seat=seat, drew_madness=drew))

        def swap(to_support: int, to_hand: int) -> None:
            self.commit(
                SwapWithSupport(seat=seat, madness_to_support=to_support, madness_to_hand=to_hand)
            )

        if ability == "refresh_any_spell":
            choices = [
                (
                    w("bbm.ui.refresh_target", player=w.player(owner), spell=w.spell(spell)),
                    partial(refresh, owner, spell),
                )
                for owner, spell in offered.refresh_targets
            ]
            dialogs.ask(self.session, w, w("bbm.action.refresh_any_spell"), choices)
        elif ability == "draw_banish_madness":
            choices = [
                (
                    w("bbm.ui.drew_madness" if drew else "bbm.ui.drew_other"),
                    partial(draw_banish, drew),
                )
                for drew in offered.draw_banish
            ]
            dialogs.ask(
                self.session, w, w("bbm.action.draw_banish"), choices, w("bbm.ui.draw_banish_note")
            )
        elif ability == "swap_hand_support":
            choices = [
                (
                    w("bbm.ui.swap_choice", to_support=to_support, to_hand=to_hand),
                    partial(swap, to_support, to_hand),
                )
                for to_support, to_hand in offered.swaps
            ]
            dialogs.ask(
                self.session, w, w("bbm.action.swap_with_support"), choices, w("bbm.ui.swap_note")
            )
        elif ability == "discard_madness_draw":
            self.commit(DiscardMadnessDraw(seat=seat))
        elif ability == "air_as_any":
            self.commit(AirAsAny(seat=seat))

    # Elsewhere

    def open_results(self) -> None:
        self.session.go(f"{self.route}/results")

    def open_rules(self) -> None:
        self.session.go(f"{self.route}/rules")

    def show_history(self) -> None:
        entries = [lines for _, lines in reversed(self._entries())]
        dialogs.history(self.session, self.words, entries)

    async def print_aid(self, paper: str = "a4") -> None:
        aid = self.context.aid(self.words.language, paper)
        await download_pdf(self.session, aid, "big-book-of-madness.pdf")

    async def _print_a4(self, e: Any) -> None:
        await self.print_aid("a4")

    async def _print_letter(self, e: Any) -> None:
        await self.print_aid("letter")
