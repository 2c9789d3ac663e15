"""Controls changed by one tap go to the device in one message, carrying what Flet's
own per-control messages would have carried."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import flet as ft
import pytest

from tests.ui.harness import FakeClient, changes
from ui.widgets.isolated import isolated
from ui.widgets.together import update_together


@isolated
class _Tray(ft.Container):
    """An isolated part, as the dice tray is: its own update sends its children."""

    def __init__(self) -> None:
        super().__init__()
        self.face = ft.Text("face")
        self.content = ft.Row([self.face])


class _Screen:
    def __init__(self, page: ft.Page) -> None:
        self.title = ft.Text("Round 1")
        self.tray = _Tray()
        self.list = ft.Column([ft.Text("first")])
        self.box = ft.Container(ft.Text("box"), bgcolor=ft.Colors.SURFACE)
        self.taps: list[str] = []
        page.views[-1].appbar = ft.AppBar(title=self.title)
        page.add(ft.Row([self.box, ft.Column([self.list, self.tray])]))

    def change(self) -> list[ft.Control]:
        self.title.value = "Round 2"
        self.tray.face.value = "rolled"
        self.box.bgcolor = ft.Colors.ON_SURFACE
        self.list.controls.append(
            ft.Container(ft.Text("new"), on_click=lambda e: self.taps.append("new"))
        )
        return [self.title, self.tray, self.box, self.list]


async def _changed(send: Callable[[FakeClient, list[ft.Control]], None]) -> tuple[Any, ...]:
    client = FakeClient()
    screens: list[_Screen] = []
    await client.start(lambda page: screens.append(_Screen(page)))
    screen = screens[0]
    sent = len(client.conn.messages)
    send(client, screen.change())
    messages = client.conn.messages[sent:]
    found = {
        (type(change.what).__name__, change.key, repr(change.value))
        for message in messages
        for change in changes(client, message)
    }
    return client, screen, messages, found


@pytest.mark.asyncio
async def test_several_controls_go_in_one_message_with_what_flet_would_send() -> None:
    _, _, one_each, by_flet = await _changed(lambda client, controls: client.page.update(*controls))
    client, screen, together, joined = await _changed(
        lambda client, controls: update_together(client.page, controls)
    )
    assert len(one_each) == 4 and len(together) == 1
    # The same changes, minus the control ids Flet numbers per session.
    assert {(kind, key) for kind, key, _ in joined} == {(kind, key) for kind, key, _ in by_flet}
    assert ("Text", "value", "'Round 2'") in joined and ("Text", "value", "'rolled'") in joined
    # The control added by the change answers taps, as one added by Flet does.
    await client.fire(screen.list.controls[-1])
    assert screen.taps == ["new"]


@pytest.mark.asyncio
async def test_one_control_is_left_to_flet_and_one_not_on_the_page_is_left_out() -> None:
    client = FakeClient()
    screens: list[_Screen] = []
    await client.start(lambda page: screens.append(_Screen(page)))
    screen = screens[0]
    sent = len(client.conn.messages)
    screen.title.value = "Round 3"
    update_together(client.page, [screen.title])
    [message] = client.conn.messages[sent:]
    assert message.body.id == screen.title._i
    screen.title.value = "Round 4"
    screen.box.bgcolor = None
    stray = ft.Text("not shown")
    update_together(client.page, [screen.title, screen.box, stray])
    [together] = client.conn.messages[sent + 1 :]
    found = {(change.what, change.key) for change in changes(client, together)}
    assert found == {(screen.title, "value"), (screen.box, "bgcolor")}
