"""Fury of Dracula's combat panel can be drawn on every device at both widths: a combat
with a vampire and two hunters, seen by the table's tablet, Dracula's phone and a hunter's
phone (its rows once put a text that takes the rest of a wrapping row, and Flutter drew
the whole panel as its grey error box)."""

from __future__ import annotations

import random

import pytest

from sheets.core.names import said_in
from sheets.fury_of_dracula.actions import StartCombat
from sheets.fury_of_dracula.options import refusal
from sheets.games import get_game
from tests.fury_of_dracula.play import example_setup
from tests.random_play import random_player
from tests.ui.drawable import undrawable
from tests.ui.harness import FakeClient, label_of
from tests.ui.helpers import stored_game

next_action = random_player(get_game("fury_of_dracula"))


SEED = 5


def _combat_game(table) -> tuple[str, list[str]]:
    """A game played at random until a hunter pair can start a fight with a vampire,
    and started: its id and its players."""
    setup = example_setup(SEED)
    names = [player.name for player in setup.players]
    game_id = stored_game(table, "fury_of_dracula", setup, names)
    live = table.services.tables
    rng = random.Random(SEED)
    for _ in range(400):
        state = live.open(game_id).state
        together = [
            hunters
            for hunters in (("godalming", "seward"), ("godalming",), ("seward",), ("mina",))
            if refusal(state, StartCombat(seat=setup.dracula_seat, hunters=hunters, vampire=True))
            is None
        ]
        if together:
            table.act(
                game_id, StartCombat(seat=setup.dracula_seat, hunters=together[0], vampire=True)
            )
            return game_id, names
        action = next_action(state, rng)
        assert action is not None
        table.act(game_id, action)
    raise AssertionError("no combat could start")


@pytest.mark.asyncio
@pytest.mark.parametrize("width", [390, 1024])
@pytest.mark.parametrize("language", ["cs", "en"])
async def test_the_combat_panel_can_be_drawn_on_every_device(
    lan_table, width: int, language: str
) -> None:
    game_id, names = _combat_game(lan_table)
    route = f"/game/{game_id}"
    code = lan_table.services.join_codes.code_for(game_id)
    devices: list[FakeClient] = [
        await lan_table.device(route=route, width=width, language=language)
    ]
    for number, name in enumerate(names[:2]):
        phone = await lan_table.device(
            width=width,
            route=f"/join?code={code}",
            client_ip=f"192.168.1.{41 + number}",
            language=language,
        )
        [join] = [c for c in phone.all() if type(c).__name__ == "FilledButton"]
        await phone.fire(join)
        [take] = [
            c
            for c in phone.all()
            if type(c).__name__ == "FilledTonalButton"
            and label_of(c).startswith(said_in(name, language))
        ]
        await phone.fire(take)
        await phone.settle(40)
        devices.append(phone)
    state = lan_table.services.tables.open(game_id).state
    assert state.combat is not None
    for device in devices:
        assert undrawable(device.page) == []
