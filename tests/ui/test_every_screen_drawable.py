"""Every screen a game reaches can be drawn and read, on every kind of device, with every
dialog and panel it offers opened: random games of the four games, in both languages, seen
by the host's tablet, a seat's phone and a watcher's phone (in Fury of Dracula, Dracula's
phone and a hunter's), checked by ``tests.ui.drawable`` and ``tests.ui.readable``.

Each button, tile and menu item of a screen is tapped once per game and device (with
every change to the game refused, so that the game goes on as played); what it opens, a
dialog or another screen, is checked too and closed. A failure names its game, language
and seed: ``pytest tests/ui/test_every_screen_drawable.py -k "<kind> and <seed>"``.
"""

from __future__ import annotations

import contextlib
import random
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import flet as ft
import pytest

from sheets.core.actions import Action
from sheets.core.errors import Illegal
from sheets.core.log import Game
from sheets.core.names import said_in
from sheets.games import get_game
from sheets.sator import RULES as SATOR
from tests.big_book_of_madness.play import example_setup as madness_setup
from tests.fury_of_dracula.play import example_setup as dracula_setup
from tests.paper_dungeons.play import example_setup as dungeon_setup
from tests.random_play import random_player
from tests.sator.helpers import prepared
from tests.sator.helpers import setup as sator_setup
from tests.ui.drawable import controls, undrawable
from tests.ui.harness import FakeClient, label_of
from tests.ui.helpers import dialogs, notices, stored_game
from tests.ui.readable import unreadable_texts
from tests.ui.test_every_game_readable import card_references

madness_action = random_player(get_game("big_book_of_madness"))
dracula_action = random_player(get_game("fury_of_dracula"))
dungeon_action = random_player(get_game("paper_dungeons"))
sator_action = random_player(SATOR)


OUTPUT = Path(__file__).resolve().parents[2] / "test-output"
# A game of its own in each language.
SEEDS = {"cs": 11, "en": 12}
ACTIONS = 240
CHECK_EVERY = 30


@dataclass(frozen=True)
class Kind:
    setup: Callable[[int], Any]
    next_action: Callable[[Any, random.Random], Action | None]
    actions_before: Callable[[Any], list[Action]] = lambda setup: []


def _sator_start(setup: Any) -> list[Action]:
    return list(prepared(Game(SATOR, setup)).actions)


GAMES = {
    "paper_dungeons": Kind(lambda seed: dungeon_setup(3, seed), dungeon_action),
    "sator": Kind(lambda seed: sator_setup(3, seed=seed), sator_action, _sator_start),
    "big_book_of_madness": Kind(lambda seed: madness_setup(3, seed), madness_action),
    "fury_of_dracula": Kind(lambda seed: dracula_setup(seed), dracula_action),
}
TAPPED = (
    ft.Button,
    ft.FilledButton,
    ft.FilledTonalButton,
    ft.OutlinedButton,
    ft.TextButton,
    ft.IconButton,
    ft.ListTile,
    ft.PopupMenuItem,
    ft.Chip,
)


@dataclass
class Sweep:
    """What the sweep saw: the states, the dialogs and screens it opened, and the faults."""

    where: str
    states: int = 0
    opened: set[str] = field(default_factory=set)
    faults: list[str] = field(default_factory=list)

    def check(self, client: FakeClient, when: str, allowed: set[str], root: Any = None) -> None:
        """Check ``client``'s whole page, or only ``root`` on it."""
        root = root if root is not None else client.page
        found = undrawable(root) + unreadable_texts(client, allowed, root)
        self.faults += [f"{self.where}, {when}: {fault}" for fault in found]


@contextlib.contextmanager
def nothing_changes(table: Any) -> Iterator[None]:
    """Every change a tap asks for is refused, as the rules refuse an illegal one."""
    live = table.services.tables
    kept = {name: getattr(live, name) for name in ("act", "undo", "redo", "change_setup")}

    def refuse(*args: Any, **kwargs: Any) -> Any:
        raise Illegal("host_only")

    for name in kept:
        setattr(live, name, refuse)
    try:
        yield
    finally:
        for name in kept:
            setattr(live, name, kept[name])


def _names(setup: Any) -> list[str]:
    return [seat.name for seat in getattr(setup, "players", None) or setup.seats]


def _tappable(client: FakeClient) -> list[tuple[str, Any]]:
    """The controls of the screen (not of a dialog on it) a person can tap, by what they
    read; a menu's items count as the screen's."""
    view = client.page.views[-1]
    found = []
    for control in controls(view):
        if not isinstance(control, TAPPED) or getattr(control, "disabled", False):
            continue
        if getattr(control, "visible", True) is False:
            continue
        handler = getattr(control, "on_click", None) or getattr(control, "on_select", None)
        if handler is None:
            continue
        found.append((f"{type(control).__name__}:{label_of(control)}", control))
    return found


def _open_dialogs(client: FakeClient) -> list[ft.DialogControl]:
    shown = [*dialogs(client), *notices(client)]
    return [dialog for dialog in shown if dialog.open]


def _title(dialog: ft.DialogControl) -> str:
    title = getattr(dialog, "title", None)
    return title.value if isinstance(title, ft.Text) else str(title or type(dialog).__name__)


async def _close_everything(client: FakeClient, route: str) -> None:
    for dialog in _open_dialogs(client):
        dialog.open = False
    if client.page.route != route:
        await client.go(route)
    client.page.update()
    await client.settle()


async def explore(
    client: FakeClient, table: Any, route: str, sweep: Sweep, tapped: set[str], allowed: set[str]
) -> None:
    """Tap each control of the screen not tapped yet in this game, and check what opens."""
    untapped = [(key, c) for key, c in _tappable(client) if key not in tapped]
    while untapped:
        key, control = untapped.pop(0)
        if key in tapped:
            continue
        tapped.add(key)
        view = client.page.views[-1]
        with nothing_changes(table):
            await client.fire(control)
        dialogs = _open_dialogs(client)
        if client.page.route != route:
            sweep.opened.add(client.page.route.replace(route, "/game/<id>").split("?")[0])
            sweep.check(client, f"after tapping {key}", allowed)
        for dialog in dialogs:
            if not isinstance(dialog, ft.SnackBar):
                sweep.opened.add(_title(dialog))
            sweep.check(client, f"after tapping {key}", allowed, dialog)
        await _close_everything(client, route)
        if client.page.views[-1] is not view:
            # The screen was drawn anew: its controls are new ones.
            untapped = [(key, c) for key, c in _tappable(client) if key not in tapped]


async def _devices(
    table: Any, kind: str, game_id: str, setup: Any, language: str
) -> dict[str, FakeClient]:
    route = f"/game/{game_id}"
    code = table.services.join_codes.code_for(game_id)
    names = _names(setup)
    devices = {"host": await table.device(route=route, language=language)}
    seats = {"fury_of_dracula": {"Dracula's phone": 0, "a hunter's phone": 1}}.get(
        kind, {"a seat's phone": 1}
    )
    for number, (device, seat) in enumerate(seats.items()):
        phone = await table.device(
            width=390,
            height=844,
            route=f"/join?code={code}",
            client_ip=f"192.168.1.{31 + number}",
            language=language,
        )
        [join] = phone.all(ft.FilledButton)
        await phone.fire(join)
        shown_as = said_in(names[seat], language)
        [take] = [c for c in phone.all(ft.FilledTonalButton) if label_of(c).startswith(shown_as)]
        await phone.fire(take)
        await phone.settle(40)
        devices[device] = phone
    devices["a watcher's phone"] = await table.device(
        width=390, height=844, route=route, client_ip="192.168.1.99", language=language
    )
    return devices


async def play_and_sweep(
    table: Any,
    kind: str,
    game_id: str,
    devices: dict[str, FakeClient],
    sweeps: dict[str, Sweep],
    allowed: set[str],
    seed: int,
    actions: int = ACTIONS,
    check_every: int = CHECK_EVERY,
) -> None:
    """Play the game with seeded random actions while each device's sweep reads and taps
    through every screen it shows: at the start, every ``check_every`` actions and at the
    end."""
    route = f"/game/{game_id}"
    game = GAMES[kind]
    tapped: dict[str, set[str]] = {name: set() for name in devices}
    rng = random.Random(seed)
    live = table.services.tables
    tried = 0
    while tried < actions:
        if tried % check_every == 0:
            for name, client in devices.items():
                await client.settle()
                sweeps[name].states += 1
                sweeps[name].check(client, f"after {tried} actions", allowed)
                await explore(client, table, route, sweeps[name], tapped[name], allowed)
        action = game.next_action(live.open(game_id).state, rng)
        if action is None:
            break
        tried += 1
        with contextlib.suppress(Illegal):
            table.act(game_id, action)
    for name, client in devices.items():
        await client.settle()
        sweeps[name].check(client, "at the end", allowed)
        await explore(client, table, route, sweeps[name], set(), allowed)


@pytest.mark.asyncio
@pytest.mark.parametrize("language", SEEDS)
@pytest.mark.parametrize("kind", GAMES)
async def test_every_screen_can_be_drawn_and_read(lan_table, kind: str, language: str) -> None:
    seed = SEEDS[language]
    game = GAMES[kind]
    setup = game.setup(seed)
    names = _names(setup)
    game_id = stored_game(lan_table, kind, setup, names, game.actions_before(setup))
    devices = await _devices(lan_table, kind, game_id, setup, language)
    allowed = card_references(kind, language)
    sweeps = {name: Sweep(f"{kind} seed {seed} ({language}) on {name}") for name in devices}
    await play_and_sweep(lan_table, kind, game_id, devices, sweeps, allowed, seed)
    faults = [fault for sweep in sweeps.values() for fault in sweep.faults]
    assert faults == [], "\n".join(dict.fromkeys(faults))
    opened = set().union(*(sweep.opened for sweep in sweeps.values()))
    assert opened, "the sweep opened nothing"
    (OUTPUT / "headless-sweep").mkdir(parents=True, exist_ok=True)
    (OUTPUT / "headless-sweep" / f"{kind}-{language}-{seed}.txt").write_text(
        f"{kind} {language} seed {seed}: {sum(s.states for s in sweeps.values())} screens"
        f" on {len(devices)} devices, {len(opened)} dialogs and screens opened:"
        f" {sorted(opened)}\n"
    )
