"""One browser session: language, theme, routing between screens, live table updates.

Every device that opens the app gets its own :class:`DeviceSession` (the screens see it as
:class:`~ui.session.AppSession`); they share the :class:`~ui.services.Services` of the
server (storage and the live tables), and the screens the server gives them
(:class:`AppScreens`: the session names none itself). Each device speaks its own
language: the one chosen on it, else its browser's (Czech or English), else the server's
default for new devices; Flutter's own labels (tooltips, counters, dialogs) follow it.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import re
from collections.abc import Callable, Mapping, Sequence
from contextlib import AbstractContextManager
from dataclasses import dataclass
from typing import Any

import flet as ft

from sheets.core.authority import Actor
from sheets.core.errors import Illegal
from sheets.i18n import LANGUAGES, Language, language_for
from storage import GameNotFound, GameUnreadable, StorageError
from ui.devices import DeviceSeats
from ui.games import GameUi
from ui.i18n import Texts
from ui.screen import Screen
from ui.seats import shown_people
from ui.services import Services, table_topic
from ui.session import AppSession, DeviceFile, SeatRole
from ui.storage_watch import STORAGE_DOWN
from ui.theme import apply_theme
from ui.widgets.dialog_place import DialogPlace, close
from ui.widgets.together import one_message

log = logging.getLogger(__name__)


# Screens that change the whole server (the house rules new games start with) open only
# on the server's own screen; another device gets the settings it may change instead.
OWNER_ONLY = ("/house-rules/",)
# The language of a new device whose browser speaks neither Czech nor English, unless the
# server's settings name another.
FALLBACK_LANGUAGE: Language = "en"
# Flutter's own localisations of the app's languages.
FLUTTER_LOCALES: dict[Language, ft.Locale] = {
    "cs": ft.Locale("cs", "CZ"),
    "en": ft.Locale("en", "US"),
}


ScreenBuilder = Callable[[AppSession, dict[str, str]], Screen]
Route = tuple[re.Pattern[str], ScreenBuilder]


@dataclass(frozen=True)
class AppScreens:
    """Every screen the app shows, given by the server (:mod:`ui.screen_book`): the routes
    (the first is home), each game kind's screens, the two screens of a failure, and home
    as it lies under every other screen."""

    routes: Sequence[Route]
    games: Callable[[], Mapping[str, GameUi]]
    damaged_game: Callable[[AppSession, str, GameUnreadable], Screen]
    storage_down: Callable[[AppSession, str, StorageError], Screen]
    home_below: Callable[[AppSession], ft.View]


class DeviceSession:
    def __init__(self, page: ft.Page, services: Services, screens: AppScreens) -> None:
        self.page = page
        self.services = services
        self.store = services.store
        self.tables = services.tables
        self.texts = Texts(FALLBACK_LANGUAGE)
        self.screen: Screen | None = None
        self.screens = screens
        self.devices = DeviceSeats(services.store)
        # Recorded by the server when the session was created; never the client's word.
        self.address = services.peers.address(page)
        self.session_id = page.session.id
        self._notice: ft.SnackBar | None = None
        # Where the messages at the bottom and the dialogs are placed, apart: a message
        # shown redraws only its place on the device, and back counts the dialogs only.
        self._notices = DialogPlace()
        self.dialogs = DialogPlace()
        page.overlay.extend((self._notices, self.dialogs))
        # A message for the screen a route change is about to bring: told once it is drawn,
        # as a message sent before the views change may be lost with the screen it came on.
        self._next_notice: str | None = None
        self.on_own_machine = services.peers.own_machine(page)
        guard = services.peers.guard(page)
        if guard is not None:
            guard.farewell = lambda: self.texts("guard.closed")
        # The table this session shows (and hears about), if any.
        self.following: str | None = None
        self.reduce_motion = False
        # The seatings of each table (and whether it was finished) when this session last
        # read its seat there: a seat is lost only when they change.
        self._seatings_read: dict[str, tuple[int, bool]] = {}

    async def start(self) -> None:
        page = self.page
        # Asked of the browser all at once: each is a round trip, and together they stood
        # between a phone opening the address and its first screen.
        _, language, theme, browser_language, self.reduce_motion = await asyncio.gather(
            self.devices.load(),
            self._device_setting("language"),
            self._device_setting("theme"),
            self._browser_language(),
            self._motion_reduced(),
        )
        self._speak(language if language in LANGUAGES else browser_language)
        apply_theme(page, theme or self._server_setting("theme") or "system")
        page.on_route_change = self._route_changed
        page.on_view_pop = self._view_popped
        page.on_disconnect = self._disconnected
        page.on_connect = self._connected
        self.show(page.route or "/")

    async def _browser_language(self) -> Language:
        """The first of the browser's languages the app speaks or reads closely (Czech for
        Slovak), else the server's default for new devices."""
        try:
            info = await self.page.get_device_info()
        except (TypeError, ValueError, KeyError):
            # The browser's own answer, as it sent it: one of another shape only means
            # that its languages are not known.
            log.warning("this browser's device information is unreadable")
            info = None
        wanted = getattr(info, "languages", None) or [getattr(info, "language", None)]
        if not isinstance(wanted, list):
            wanted = []
        for tag in wanted:
            language = language_for(tag)
            if language is not None:
                return language
        return self.new_devices_language()

    async def _motion_reduced(self) -> bool:
        """Whether the person asked their device for little motion (a browser tells the
        page ``prefers-reduced-motion``)."""
        try:
            features = await ft.SemanticsService().get_accessibility_features()
        except (TypeError, ValueError, KeyError):
            # An answer of another shape than a browser's says nothing of the person.
            log.warning("this browser's accessibility features are unreadable")
            return False
        return features.disable_animations is True or features.reduce_motion is True

    def _speak(self, language: Language) -> None:
        self.texts = Texts(language)
        self.page.title = self.texts("app.title")
        self.page.locale_configuration = ft.LocaleConfiguration(
            supported_locales=list(FLUTTER_LOCALES.values()),
            current_locale=FLUTTER_LOCALES[language],
        )

    async def _device_setting(self, name: str) -> str | None:
        """A setting kept in this browser (``None``: none, or not a text as the app keeps
        it, since the browser may send anything)."""
        value = await ft.SharedPreferences().get(f"table-companion.{name}")
        return value if isinstance(value, str) else None

    async def set_language(self, language: Language) -> None:
        """This device speaks ``language`` from now on (the others keep theirs)."""
        if language not in LANGUAGES:
            return
        self._speak(language)
        await ft.SharedPreferences().set("table-companion.language", language)
        self.show(self.page.route)

    @property
    def owns_server(self) -> bool:
        """Whether this device may change what the whole server keeps (players, the
        settings for new devices and new games): the server's own screen only."""
        return self.on_own_machine

    def _server_setting(self, key: str) -> Any:
        """A setting of the server, or ``None`` while the database cannot be read."""
        try:
            return self.store.get_setting(key=key)
        except STORAGE_DOWN:
            return None

    def new_devices_language(self) -> Language:
        default = self._server_setting("language")
        return default if default in LANGUAGES else FALLBACK_LANGUAGE

    def set_new_devices_language(self, language: str) -> None:
        """The language of a new device whose browser speaks neither Czech nor English."""
        if self.owns_server and language in LANGUAGES:
            self.store.set_setting(key="language", value=language)

    async def set_theme(self, theme: str) -> None:
        apply_theme(self.page, theme)
        await ft.SharedPreferences().set("table-companion.theme", theme)
        if self.owns_server:  # the server's default for new devices is its owner's
            self.store.set_setting(key="theme", value=theme)
        self.page.update()

    # Navigation

    def go(self, route: str, notice: str | None = None) -> None:
        """Show ``route``; ``notice``, at the bottom of the screen it brings."""
        if notice is not None and self.screen is not None and self.screen.route == route:
            self.notify(notice)
        else:
            self._next_notice = notice
        self.page.navigate(route)

    def show(self, route: str) -> None:
        """Build the screen of ``route`` (home for an unknown one) and show it on top of home;
        while the database cannot be read, a screen that says so and tries again."""
        try:
            screen = self._screen_for(route)
            views = [screen.view()]
        except STORAGE_DOWN as failure:
            screen = self.screens.storage_down(self, route, failure)
            views = [screen.view()]
        if screen.route != "/":
            views[0].can_pop = False
            views[0].on_confirm_pop = self._confirm_pop
            with contextlib.suppress(*STORAGE_DOWN):  # a table in memory shows on its own
                views.insert(0, self.screens.home_below(self))
        self.screen = screen
        self._follow(screen.game_id)
        if screen.game_id is not None:
            # A phone asleep while the host took its seat back heard no message of the
            # table: it is told as it wakes, once.
            self._tell_revoked_seat(screen.game_id)
            with contextlib.suppress(*STORAGE_DOWN):
                self._tell_lost_seat(screen.game_id)
        self.page.views.clear()
        self.page.views.extend(views)
        self.page.update()
        notice, self._next_notice = self._next_notice, None
        if notice is not None:
            self.notify(notice)

    def _follow(self, game_id: str | None) -> None:
        """Hear of the changes of table ``game_id`` only (of none for ``None``)."""
        if game_id == self.following:
            return
        if self.following is not None:
            left = self.following
            self.page.pubsub.unsubscribe_topic(table_topic(left))
            self.tables.leave(self.session_id, left)
            self.publish(left)
        if game_id is not None:
            self.page.pubsub.subscribe_topic(table_topic(game_id), self._table_message)
            self.tables.watch(game_id, self.session_id)
        self.following = game_id

    def _screen_for(self, route: str) -> Screen:
        path = route.split("?", 1)[0]
        if path.startswith(OWNER_ONLY) and not self.owns_server:
            path = "/settings"
        for pattern, build in self.screens.routes:
            match = pattern.fullmatch(path)
            if match:
                try:
                    return build(self, match.groupdict())
                except GameUnreadable as damage:
                    return self.screens.damaged_game(self, match["game_id"], damage)
                except GameNotFound:
                    break
        return self.screens.routes[0][1](self, {})

    def _route_changed(self, event: ft.RouteChangeEvent) -> None:
        if self.screen is None or event.route != self.screen.route:
            self.show(event.route)

    def _view_popped(self, event: ft.ViewPopEvent) -> None:
        self.go("/" if self.screen is None else self.screen.back_route)

    async def _confirm_pop(self, event: ft.Event[ft.View]) -> None:
        """Back (the app bar's arrow, the browser's, the phone's) leaves the screen, unless a
        dialog is open or still closing: a tap then was meant for the dialog (a second tap
        on its button, or on the shade around it, as it fades out), and the browser would
        take it for back and leave the screen under it."""
        await event.control.confirm_pop(not self.dialog_shown())

    def dialog_shown(self) -> bool:
        """Whether a dialog is open, or closed here but not yet gone from the device (it
        reports that when its closing animation has ended); a message at the bottom of the
        screen (placed apart) does not count."""
        return self.dialogs.shown()

    # Games

    def game_ui(self, kind: str) -> GameUi:
        return self.screens.games()[kind]

    def game_icons(self) -> Mapping[str, ft.IconData]:
        return {kind: game.icon for kind, game in self.screens.games().items()}

    def seat_role(self, kind: str) -> SeatRole | None:
        return self.game_ui(kind).seat_role

    def device_file(self, kind: str) -> DeviceFile | None:
        return self.game_ui(kind).device_file

    def app_seat_name(self, kind: str) -> str | None:
        return self.game_ui(kind).app_seat_name

    # Devices and seats

    def actor(self, game_id: str) -> Actor:
        """This device at a table: the seat it holds, and whether it hosts the table (a
        browser on the server's own machine hosts every table)."""
        seat = self.devices.seat(game_id)
        host = self.on_own_machine or self.devices.is_host(game_id)
        return Actor(host=host, seats=frozenset() if seat is None else frozenset({seat}))

    async def take_seat(self, game_id: str, seat: int | None, *, joined: bool = False) -> None:
        """This device plays ``seat`` from now on (``None``: it gives its seat back).

        A device that is not the table's host takes a seat only by joining with the code
        (``joined``), and never one another device holds; the host may take any seat, the
        device holding it before then loses it.

        :raises Illegal: ``join_first``, ``seat_held`` or ``app_plays_seat`` (the app
            plays it, and no device may), and then nothing changed.
        """
        own = self.devices.seat(game_id)
        if seat == own:
            return
        if seat is not None and seat in self.tables.app_seats(self.tables.open(game_id)):
            raise Illegal("app_plays_seat", seat=seat)
        host = self.actor(game_id).host
        if seat is not None and seat in self.tables.open(game_id).held and not host:
            raise Illegal("seat_held", seat=seat)
        if seat is not None and not (host or joined):
            raise Illegal("join_first")
        if seat is not None and not host and not self.tables.take_free_seat(game_id, seat):
            raise Illegal("seat_held", seat=seat)  # another device took it a moment ago
        if own is not None:
            await self.devices.release(game_id)
            self.tables.seat_taken(game_id, own, held=False)
        if seat is not None:
            try:
                await self.devices.claim(game_id, seat, self.address)
            except BaseException:
                self.tables.seat_taken(game_id, seat, held=False)
                raise
            self.tables.seat_taken(game_id, seat, held=True)
        self.publish(game_id)

    def lost_seat_refusal(self, game_id: str, refused: Illegal) -> Illegal:
        """``refused`` said as what it comes from when this device lost its seat (the
        host took it back, or the game finished): the device may think it still plays."""
        seat = self.devices.lost(game_id)
        if seat is None or self.actor(game_id).host:
            return refused
        reason = "seat_finished" if self.tables.open(game_id).finished else "seat_taken_back"
        return Illegal(reason, seat=seat)

    def _tell_lost_seat(self, game_id: str) -> None:
        """Tell the person at this device, once, that the host took its seat back (and
        the table, that it now watches)."""
        table = self.tables.open(game_id)
        self._seatings_read[game_id] = (table.seatings, table.finished)
        seat = self.devices.newly_lost(game_id)
        if seat is None:
            return
        self.tables.arrive(game_id, self.session_id, None, host=self.actor(game_id).host)
        if self.tables.open(game_id).finished:
            return
        texts = self.texts.with_seats(shown_people(self, game_id))
        self.notify(texts("seats.taken_back", name=texts.player(seat)))

    def _tell_revoked_seat(self, game_id: str) -> None:
        """Tell the person at a device that comes back to a table whose host took its seat
        back meanwhile why it now only watches (once; a finished game holds no seats)."""
        with contextlib.suppress(*STORAGE_DOWN):
            if self.devices.newly_revoked(game_id) and not self.tables.open(game_id).finished:
                self.notify(self.texts("seats.revoked"))

    def arrive(self, game_id: str, seat: int | None) -> None:
        """This device now shows ``game_id`` (playing ``seat``, or hosting or watching)."""
        host = self.actor(game_id).host
        self.tables.arrive(game_id, self.session_id, seat, host=host)
        self.publish(game_id)

    def _connected(self, event: Any) -> None:
        self.show(self.page.route or "/")

    def _disconnected(self, event: Any) -> None:
        self.away()

    def away(self) -> None:
        """While the device is away (a phone asleep), its session keeps no screen and no
        table: the table leaves memory when its last device has gone, and the screen is
        built afresh, from the table as it is then, when the device comes back, without the
        dialogs of the screen before."""
        self._follow(None)
        self.screen = None
        self.dialogs.clear()
        self.page.views.clear()
        self.page.views.append(ft.View(route=self.page.route))

    # Live tables

    def publish(self, game_id: str) -> None:
        """Tell the other sessions that the table ``game_id`` changed (this one has already
        redrawn itself)."""
        self.page.pubsub.send_others_on_topic(table_topic(game_id), game_id)

    async def _table_message(self, topic: str, game_id: Any) -> None:
        # Async, so that it runs on the event loop: the server's pubsub runs plain
        # handlers in worker threads, where redrawing would race with this session's taps.
        if self.screen is not None:
            self.screen.table_changed(str(game_id))
            if self._seatings_changed(str(game_id)):
                self._tell_lost_seat(str(game_id))

    def _seatings_changed(self, game_id: str) -> bool:
        """Whether the seats held at ``game_id`` may have changed since this session last
        read its own: asking the store at every move, on every device, was a tenth of the
        server's work for the move."""
        table = self.tables.open(game_id)
        return self._seatings_read.get(game_id) != (table.seatings, table.finished)

    # Feedback

    def notify(self, message: str) -> None:
        """A message at the bottom of the screen, floating above a screen's bar of buttons
        (``bottom_bar_height``): over them it would take the next tap meant for them."""
        snack = ft.SnackBar(ft.Text(message), show_close_icon=True)
        bar = getattr(self.screen, "bottom_bar_height", 0)
        if bar:
            snack.behavior = ft.SnackBarBehavior.FLOATING
            snack.margin = ft.Margin.only(left=8, right=8, bottom=bar + 8)
        self._notices.show(snack)
        self._notice = snack

    def withdraw_notice(self) -> None:
        """Take the message at the bottom away, once what it said no longer holds."""
        notice, self._notice = self._notice, None
        # A message dismissed on the device is gone from the page, with nothing to take away.
        if notice is not None and notice in self._notices.controls:
            close(notice)

    def one_message(self) -> AbstractContextManager[None]:
        return one_message(self.page)
