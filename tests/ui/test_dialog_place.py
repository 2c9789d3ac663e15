"""Dialogs are placed apart from the screen: opening one, closing it and its going once the
device reports it gone are sent as patches of the dialog alone or of its place, never of
the view or of the page's list of dialogs (a change of which redraws the whole screen)."""

from __future__ import annotations

import flet as ft
import pytest
from flet.messaging.protocol import MessageAction

from tests.ui.harness import find
from tests.ui.helpers import bar_control, dialog, dialog_place, notices
from tests.ui.test_paper_dungeons import new_solo_game


@pytest.mark.asyncio
async def test_a_dialog_opened_closed_and_gone_redraws_only_itself_and_its_place(table) -> None:
    client = await table.device()
    await new_solo_game(client)
    place = dialog_place(client)
    sent = len(client.conn.messages)
    await client.fire(bar_control(client, "History"))
    history = dialog(client)
    assert history.open and history in place.controls
    await client.fire(find(client, ft.TextButton, "Close"))
    assert not history.open and history in place.controls, "kept while it fades out"
    await client.fire(history, "dismiss")  # the device: its closing animation has ended
    assert history not in place.controls
    patched = [
        message.body.id
        for message in client.conn.messages[sent:]
        if message.action == MessageAction.PATCH_CONTROL
    ]
    assert patched == [place._i, history._i, place._i]
    assert not client.page._dialogs.controls


@pytest.mark.asyncio
async def test_the_dialog_opened_last_closes_first_and_each_keeps_its_own_key(table) -> None:
    client = await table.device()
    await new_solo_game(client)
    place = dialog_place(client)
    await client.fire(bar_control(client, "History"))
    history = dialog(client)
    other = ft.AlertDialog(title=ft.Text("Other"))
    place.show(other)
    with pytest.raises(RuntimeError):
        place.show(other)
    assert history.key != other.key
    assert place.pop() is other
    assert history.open and not other.open
    assert place.pop() is history
    assert place.pop() is None


@pytest.mark.asyncio
async def test_a_message_dismissed_on_the_device_leaves_and_is_not_taken_away_again(table) -> None:
    client = await table.device()
    await new_solo_game(client)
    await client.fire(bar_control(client, "Undo"))  # nothing to undo: says so
    [message] = notices(client)
    assert message.open and message.key
    await client.fire(message, "dismiss")  # the device: it has gone
    assert notices(client) == []
    # A roll takes the message at the bottom away, when one is still there: this one is
    # not, and the device is sent nothing for it.
    sent = len(client.conn.messages)
    await client.fire(find(client, ft.FilledButton, "Roll"))
    assert message not in notices(client)
    assert all(
        sent_message.body.id != message._i
        for sent_message in client.conn.messages[sent:]
        if sent_message.action == MessageAction.PATCH_CONTROL
    )


@pytest.mark.asyncio
async def test_a_device_back_from_away_gets_its_screen_afresh_without_the_dialogs_before(
    table,
) -> None:
    client = await table.device()
    await new_solo_game(client)
    await client.fire(bar_control(client, "History"))
    before = dialog(client)
    # Reloaded: the browser's page goes and comes back to the same session.
    await client.session.disconnect(3600)
    await client.session.connect(client.conn)
    await client.settle()
    assert dialog_place(client).controls == [] and not before.open
    await client.fire(bar_control(client, "History"))
    again = dialog(client)
    await client.fire(find(client, ft.TextButton, "Close"))
    assert again is not before and not again.open
