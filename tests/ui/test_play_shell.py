"""The one way every game's play screen changes its table: the order of what follows a
change, what a refusal does (nothing but say why), that no screen goes around it, and the
one line that says whom each game waits for."""

from __future__ import annotations

import ast
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import flet as ft
import pytest

from sheets.core.actions import Action
from sheets.core.authority import HOST, Actor
from sheets.core.errors import Illegal
from sheets.i18n import joined
from sheets.paper_dungeons.actions import EndRound, RollDice, SetPowerGlory
from tests.big_book_of_madness.helpers import setup as madness_setup
from tests.paper_dungeons.play import example_setup
from tests.sator.helpers import setup as sator_setup
from tests.ui.fod_devices import far_apart_setup, four_devices
from tests.ui.helpers import stored_game
from ui.i18n import Texts
from ui.live import LiveTables
from ui.play_shell import PlayShell
from ui.screen_book import game_uis
from ui.services import Services
from ui.widgets.waiting import WaitingLine

UI = Path(__file__).resolve().parents[2] / "ui"
PHONE_OF_SEAT_1 = Actor(host=False, seats=frozenset({1}))


@dataclass
class RecordingSession:
    """The part of a device's session the shell uses, writing down what it is asked."""

    tables: LiveTables
    actor_of_device: Actor
    said: list[str] = field(default_factory=list)
    texts: Texts = field(default_factory=lambda: Texts("en"))

    def actor(self, game_id: str) -> Actor:
        return self.actor_of_device

    def notify(self, message: str) -> None:
        self.said.append(f"notify {message}")

    def withdraw_notice(self) -> None:
        self.said.append("withdraw")

    @contextmanager
    def one_message(self) -> Iterator[None]:
        self.said.append("one message:")
        yield
        self.said.append("sent")

    def publish(self, game_id: str) -> None:
        self.said.append("publish")

    def lost_seat_refusal(self, game_id: str, refused: Illegal) -> Illegal:
        return refused

    def app_seat_name(self, kind: str) -> str | None:
        return game_uis()[kind].app_seat_name


@dataclass
class TableOfTwo:
    services: Services
    game_id: str = ""

    def shell(self, actor: Actor) -> tuple[PlayShell, RecordingSession]:
        session = RecordingSession(self.services.tables, actor)
        shell = PlayShell(
            session,  # type: ignore[arg-type]
            self.game_id,
            refusal=lambda illegal: f"refused: {illegal.reason}",
            redraw=lambda: session.said.append("redraw"),
            announce=lambda action, events: session.said.append(f"announce {action.TYPE}"),
            stepped=lambda action, redo: session.said.append(f"stepped {action.TYPE} {redo}"),
        )
        return shell, session

    def logged(self) -> list[Action]:
        return [action for action, _ in self.services.tables.open(self.game_id).game.history()]


def two_players(services: Services) -> TableOfTwo:
    table = TableOfTwo(services)
    table.game_id = stored_game(
        table, "paper_dungeons", example_setup(2, seed=3), ["Anna", "Bohdan"]
    )
    return table


def test_a_change_is_redrawn_and_announced_here_before_the_other_devices_are_told(
    services: Services,
) -> None:
    """The redraw, the withdrawn message and the announcement reach this device in one
    message, sent before the other devices are told."""
    table = two_players(services)
    shell, session = table.shell(HOST)
    assert shell.commit(RollDice(seat=0))
    assert session.said == [
        "one message:",
        "redraw",
        "withdraw",
        "announce pd.roll",
        "sent",
        "publish",
    ]
    assert table.logged() == [RollDice(seat=0)]


def test_a_refusal_is_said_and_nothing_else_happens(services: Services) -> None:
    table = two_players(services)
    shell, session = table.shell(PHONE_OF_SEAT_1)
    assert not shell.commit(SetPowerGlory(seat=0, glory=4))
    assert session.said == ["notify refused: not_your_seat"]
    assert table.logged() == []


def test_a_form_gets_the_refusal_to_show_beside_its_fields(services: Services) -> None:
    table = two_players(services)
    shell, session = table.shell(HOST)
    refused = shell.attempt(EndRound(seat=0))
    assert isinstance(refused, Illegal)
    assert session.said == []


def test_undo_and_redo_follow_the_same_order_and_say_what_they_did(services: Services) -> None:
    table = two_players(services)
    shell, session = table.shell(HOST)
    shell.commit(RollDice(seat=0))
    session.said.clear()
    assert shell.step(None)
    assert session.said == [
        "one message:",
        "redraw",
        "withdraw",
        "stepped pd.roll False",
        "sent",
        "publish",
    ]
    assert table.logged() == []
    session.said.clear()
    assert shell.step(None, redo=True)
    assert session.said == [
        "one message:",
        "redraw",
        "withdraw",
        "stepped pd.roll True",
        "sent",
        "publish",
    ]
    assert table.logged() == [RollDice(seat=0)]


def test_a_refused_undo_is_said_in_the_screens_words_when_it_has_them(
    services: Services,
) -> None:
    table = two_players(services)
    shell, session = table.shell(PHONE_OF_SEAT_1)
    shell.step_refusal = lambda illegal, seat: f"seat {seat}: {illegal.reason}"
    assert not shell.step(0)
    assert session.said == ["notify seat 0: not_your_seat"]


def test_what_a_player_did_on_their_own_device_is_left_to_that_device(
    services: Services,
) -> None:
    """The host's undo and redo of a phone's action are refused, said in the contract's
    words, and nothing changes; the host's own seat it takes back."""
    table = two_players(services)
    tables = services.tables
    tables.seat_taken(table.game_id, 1, held=True)
    shell, session = table.shell(HOST)
    tables.act(table.game_id, SetPowerGlory(seat=1, glory=3), PHONE_OF_SEAT_1)
    elsewhere = "notify refused: undo_elsewhere"
    for seat in (None, 1):
        assert not shell.step(seat)
        assert session.said[-1] == elsewhere
    assert table.logged() == [SetPowerGlory(seat=1, glory=3)]
    tables.undo(table.game_id, 1, PHONE_OF_SEAT_1)
    assert not shell.step(None, redo=True)
    assert session.said[-1] == "notify refused: redo_elsewhere"
    assert table.logged() == []
    shell.commit(SetPowerGlory(seat=0, glory=2))
    assert shell.step(None), "a seat no device holds is the host's"
    assert table.logged() == []


def test_the_device_is_read_again_only_when_seats_change_hands(services: Services) -> None:
    table = two_players(services)
    shell, session = table.shell(PHONE_OF_SEAT_1)
    reads: list[Actor] = []
    read = session.actor

    def counted(game_id: str) -> Actor:
        reads.append(read(game_id))
        return reads[-1]

    session.actor = counted  # type: ignore[method-assign]
    assert shell.own_seat() == 1
    services.tables.act(table.game_id, RollDice(seat=0), HOST)
    assert shell.seats() == (1,) and len(reads) == 1, "a move leaves the seats as they were"
    services.tables.seat_taken(table.game_id, 1, held=False)
    session.actor_of_device = Actor(host=False, seats=frozenset())
    assert shell.own_seat() is None and len(reads) == 2


def _table_changes(path: Path) -> list[str]:
    """Where a module changes a live table itself: ``tables.act``, ``.undo``, ``.redo``."""
    found = []
    for node in ast.walk(ast.parse(path.read_text())):
        if (
            isinstance(node, ast.Attribute)
            and node.attr in {"act", "undo", "redo"}
            and (
                (isinstance(node.value, ast.Attribute) and node.value.attr == "tables")
                or (isinstance(node.value, ast.Name) and node.value.id == "tables")
            )
        ):
            found.append(f"{path.relative_to(UI.parent)}:{node.lineno}")
    return found


def test_no_screen_changes_a_table_around_the_shell() -> None:
    assert len(_table_changes(UI / "play_shell.py")) == 3  # the search finds the shell's own
    around: list[Any] = []
    for path in sorted(UI.rglob("*.py")):
        if path.name != "play_shell.py":
            around += _table_changes(path)
    assert around == []


SETUPS = {
    "paper_dungeons": lambda: example_setup(2, 3),
    "sator": lambda: sator_setup(3, seed=4),
    "big_book_of_madness": lambda: madness_setup(2),
    "fury_of_dracula": far_apart_setup,
}


def shown_name(kind: str, setup: Any, seat: int, names: list[str]) -> str:
    """A seat as the waiting line names it: Fury of Dracula's with what it plays."""
    if kind != "fury_of_dracula":
        return names[seat]
    if seat == setup.dracula_seat:
        return f"{names[seat]} (Dracula)"
    t = Texts("en")
    hunters = joined((t(f"fod.hunter.{hunter}") for hunter in setup.hunters_of(seat)), "en")
    return f"{names[seat]} ({hunters})"


def _waiting_shown(client: Any) -> str:
    lines = [text for text in client.all(ft.Text) if str(text.value).startswith("Waiting for")]
    lines += [text for text in client.all(ft.Text) if text.value == "Everybody plays now"]
    return " / ".join(str(text.value) for text in lines if text.visible)


def expected_line(kind: str, setup: Any, live: Any, names: list[str]) -> str:
    """The waiting line as the rules have it: nobody while the table's own step is due."""
    rules, state = live.game.rules, live.state
    awaited = rules.awaiting(state)
    if rules.table_step_due(state):
        return ""
    if len(awaited) == len(names):
        return "Everybody plays now"
    shown = (shown_name(kind, setup, seat, names) for seat in sorted(awaited))
    return "Waiting for " + " and ".join(shown)


@pytest.mark.asyncio
@pytest.mark.parametrize("kind", sorted(SETUPS))
async def test_every_play_screen_says_whom_the_game_waits_for(table: Any, kind: str) -> None:
    setup = SETUPS[kind]()
    seats = getattr(setup, "seats", None) or getattr(setup, "players", None)
    names = [seat.name for seat in seats]
    game_id = stored_game(table, kind, setup, names)
    host = await table.device(route=f"/game/{game_id}")
    live = table.services.tables.open(game_id)
    awaited = live.game.rules.awaiting(live.state)
    assert awaited, "a game just set up waits for somebody"
    lines = [_waiting_shown(host)]
    assert lines[-1] == expected_line(kind, setup, live, names)
    for _ in range(3):
        awaited = live.game.rules.awaiting(live.state)
        action = next(
            action
            for seat in sorted(awaited)
            for action in live.game.rules.legal_actions(live.state, seat)
            if table.services.tables.allows(live, action, HOST)
        )
        table.act(game_id, action)
        await host.settle()
        lines.append(_waiting_shown(host))
        assert lines[-1] == expected_line(kind, setup, live, names)
    assert any(lines), "the line spoke at least once"


@pytest.mark.asyncio
async def test_nobody_is_waited_for_while_the_tables_roll_or_end_of_round_is_due(
    table: Any,
) -> None:
    setup = SETUPS["paper_dungeons"]()
    game_id = stored_game(table, "paper_dungeons", setup, [s.name for s in setup.seats])
    host = await table.device(route=f"/game/{game_id}")
    assert _waiting_shown(host) == "", "the roll is due"
    table.act(game_id, RollDice(seat=0))
    await host.settle()
    assert _waiting_shown(host) == "Everybody plays now"
    live = table.services.tables.open(game_id)
    rules = live.game.rules
    while not rules.table_step_due(live.state):
        seat = min(rules.awaiting(live.state))
        table.act(game_id, rules.legal_actions(live.state, seat)[0])
    await host.settle()
    assert live.state.phase == "actions"
    assert all(len(sheet.used_dice) == 3 for sheet in live.state.sheets)
    assert _waiting_shown(host) == "", "only the end of the round is due"


@pytest.mark.parametrize(
    ("language", "names", "said"),
    [
        ("cs", ["Anna"], "Na tahu je Anna"),
        # Czech keeps the one-letter "a" on the line of the name after it.
        ("cs", ["Anna", "Bohdan"], "Na tahu jsou Anna a\u00a0Bohdan"),
        (
            "cs",
            ["Anna", "Bohdan", "Cyril", "Dana", "Eva"],
            "Na tahu jsou Anna, Bohdan, Cyril, Dana a\u00a0Eva",
        ),
        ("en", ["Anna", "Bohdan", "Cyril"], "Waiting for Anna, Bohdan, and Cyril"),
    ],
)
def test_the_waiting_line_reads_as_a_sentence(language: str, names: list[str], said: str) -> None:
    line = WaitingLine(Texts(language))
    assert line.say(names, everybody=False)
    assert (line.control.value, line.control.visible) == (said, True)
    assert not line.say(names, everybody=False), "nothing to send when nothing changed"
    assert line.say([], everybody=False) and not line.control.visible


@pytest.mark.parametrize(
    ("language", "others", "said"),
    [
        ("cs", [], "Jste na tahu"),
        ("cs", ["Bohdan"], "Na tahu jste vy a\u00a0Bohdan"),
        ("en", [], "Your turn"),
        ("en", ["Bohdan", "Cyril"], "Waiting for you and Bohdan and Cyril"),
    ],
)
def test_the_waiting_line_speaks_to_the_player_whose_turn_it_is(
    language: str, others: list[str], said: str
) -> None:
    line = WaitingLine(Texts(language))
    assert line.say(others, everybody=False, you=True)
    assert (line.control.value, line.control.visible) == (said, True)


@pytest.mark.asyncio
async def test_a_phone_whose_player_is_awaited_says_it_is_their_turn(lan_table: Any) -> None:
    _, devices = await four_devices(lan_table)
    godalming = "Bohdan (Lord Godalming and Mina Harker)"
    assert _waiting_line(devices["bohdan"]) == "Your turn"
    assert _waiting_line(devices["cyril"]) == f"Waiting for {godalming}"
    assert _waiting_line(devices["table"]) == f"Waiting for {godalming}"


def _waiting_line(client: Any) -> str:
    texts = [
        str(text.value)
        for text in client.all(ft.Text)
        if text.visible and text.italic and str(text.value).startswith(("Waiting", "Your turn"))
    ]
    assert len(texts) == 1, texts
    return texts[0]
