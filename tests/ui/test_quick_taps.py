"""Taps that land while the screen changes: a second tap on an answer as its dialog
closes, the browser's back that such a tap turns into, a second tap on a button the first
tap's redraw would have replaced. None may act twice, leave the screen or be lost."""

from __future__ import annotations

from typing import Any

import flet as ft
import pytest
from flet.messaging.protocol import MessageAction

from sheets.i18n import translate
from sheets.paper_dungeons.actions import BrewPotions, RollDice
from tests.ui.harness import FakeClient, find, label_of
from tests.ui.helpers import bar_control, dialog, notices
from tests.ui.pd_sheet import PLAIN
from tests.ui.test_paper_dungeons import new_solo_game, state_of
from ui.paper_dungeons.dice_tray import DiceTray


async def back(client: FakeClient) -> bool:
    """The device asks whether back may leave the screen on top (as Flutter does for a
    view that cannot pop by itself); the server's answer."""
    view = client.page.views[-1]
    sent = len(client.conn.messages)
    await client.fire(view, "confirm_pop")
    answers: list[Any] = [
        m.body.args["should_pop"]
        for m in client.conn.messages[sent:]
        if m.action == MessageAction.INVOKE_METHOD and m.body.name == "confirm_pop"
    ]
    assert len(answers) == 1, answers
    return bool(answers[0])


@pytest.mark.asyncio
async def test_a_second_tap_on_an_answer_as_the_dialog_closes_does_nothing(table) -> None:
    client = await table.device()
    game_id = await new_solo_game(client)
    table.act(game_id, RollDice(seat=0, symbols=PLAIN), BrewPotions(seat=0, die=0))
    await client.settle()
    await client.fire(client.one(DiceTray).faces[1])
    await client.fire(find(client, ft.OutlinedButton, "Brew potions"))  # the 4th potion's bonus
    question = dialog(client)
    levels = state_of(table, game_id).sheets[0].levels
    cleric = levels[2]
    answer = find(client, ft.FilledTonalButton, f"Cleric: level {cleric} → {cleric + 1}")
    await client.fire(answer)
    await client.fire(answer)
    assert state_of(table, game_id).sheets[0].levels == (*levels[:2], cleric + 1, levels[3])
    assert not question.open
    assert [label_of(notice.content) for notice in notices(client)] == []


@pytest.mark.asyncio
async def test_back_leaves_a_game_only_when_no_dialog_is_open_or_closing(table) -> None:
    client = await table.device()
    await new_solo_game(client)
    assert client.page.views[-1].can_pop is False
    assert await back(client)
    await client.fire(bar_control(client, "History"))
    history = dialog(client)
    assert history.open
    assert not await back(client)
    await client.fire(find(client, ft.TextButton, "Close"))
    assert not history.open
    assert not await back(client), "the dialog is still fading out on the device"
    await client.fire(history, "dismiss")  # the device: its closing animation has ended
    assert await back(client)


@pytest.mark.asyncio
async def test_a_message_at_the_bottom_does_not_hold_back(table) -> None:
    client = await table.device()
    await new_solo_game(client)
    await client.fire(bar_control(client, "Undo"))  # nothing to undo: says so
    assert any(notice.open for notice in notices(client))
    assert await back(client)


@pytest.mark.parametrize(
    "kind", ["paper_dungeons", "fury_of_dracula", "big_book_of_madness", "sator"]
)
@pytest.mark.asyncio
async def test_two_quick_taps_on_one_player_more_add_two_players(table, kind: str) -> None:
    client = await table.device(route=f"/new/{kind}")
    later = [b for b in client.all(ft.TextButton) if label_of(b).startswith("Not now")]
    for button in later:  # the round tracker of The Big Book of Madness, asked first
        await client.fire(button)
    button = bar_control(client, "Add a player")
    before = next(n for n in range(1, 9) if translate("new.count", "en", count=n) in client.texts())
    await client.fire(button)
    await client.fire(button)  # as the device saw it before the first tap's redraw
    assert translate("new.count", "en", count=before + 2) in client.texts()
