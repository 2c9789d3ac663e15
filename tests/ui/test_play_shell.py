"""The one way every game's play screen changes its table: the order of what follows a
change, what a refusal does (nothing but say why), and that no screen goes around it."""

from __future__ import annotations

import ast
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from sheets.core.actions import Action
from sheets.core.authority import HOST, Actor
from sheets.core.errors import Illegal
from sheets.paper_dungeons.actions import EndRound, RollDice, SetPowerGlory
from tests.paper_dungeons.play import example_setup
from tests.ui.helpers import stored_game
from ui.live import LiveTables
from ui.play_shell import PlayShell
from ui.services import Services

UI = Path(__file__).resolve().parents[2] / "ui"
PHONE_OF_SEAT_1 = Actor(host=False, seats=frozenset({1}))


@dataclass
class RecordingSession:
    """The part of a device's session the shell uses, writing down what it is asked."""

    tables: LiveTables
    actor_of_device: Actor
    said: list[str] = field(default_factory=list)

    def actor(self, game_id: str) -> Actor:
        return self.actor_of_device

    def notify(self, message: str) -> None:
        self.said.append(f"notify {message}")

    def withdraw_notice(self) -> None:
        self.said.append("withdraw")

    def publish(self, game_id: str) -> None:
        self.said.append("publish")


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


def test_a_change_is_announced_and_redrawn_here_before_the_other_devices_are_told(
    services: Services,
) -> None:
    table = two_players(services)
    shell, session = table.shell(HOST)
    assert shell.commit(RollDice(seat=0))
    assert session.said == ["withdraw", "announce pd.roll", "redraw", "publish"]
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
    assert session.said == ["withdraw", "stepped pd.roll False", "redraw", "publish"]
    assert table.logged() == []
    session.said.clear()
    assert shell.step(None, redo=True)
    assert session.said == ["withdraw", "stepped pd.roll True", "redraw", "publish"]
    assert table.logged() == [RollDice(seat=0)]


def test_a_refused_undo_is_said_in_the_screens_words_when_it_has_them(
    services: Services,
) -> None:
    table = two_players(services)
    shell, session = table.shell(PHONE_OF_SEAT_1)
    shell.step_refusal = lambda illegal, seat: f"seat {seat}: {illegal.reason}"
    assert not shell.step(0)
    assert session.said == ["notify seat 0: not_your_seat"]


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
