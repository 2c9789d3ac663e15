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


Send = Callable[[FakeClient, list[ft.Control]], None]


async def _sent(screen_of: Callable[[ft.Page], Any], send: Send) -> tuple[Any, ...]:
    """A device showing ``screen_of(page)``, whose change ``send`` sends: the device, the
    screen, the messages sent for the change and what they changed."""
    client = FakeClient()
    screens: list[Any] = []
    await client.start(lambda page: screens.append(screen_of(page)))
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


async def _changed(send: Send) -> tuple[Any, ...]:
    return await _sent(_Screen, send)


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
async def test_one_control_is_its_own_message_and_one_not_on_the_page_is_left_out() -> None:
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


class _Restyled:
    """Controls whose change is only new properties: a text in a row, a box's colour and
    its label's words, an event handler taken away, and a word inside an isolated part
    that the part's own update sends."""

    def __init__(self, page: ft.Page) -> None:
        self.label = ft.Text("box", size=12)
        self.box = ft.Container(
            self.label,
            bgcolor=ft.Colors.SURFACE,
            border=ft.Border.all(1, ft.Colors.OUTLINE),
            on_click=lambda e: None,
        )
        self.words = ft.Text("one")
        self.row = ft.Row([self.words, ft.Text("two")])
        self.tray = _Tray()
        page.add(ft.Column([self.row, self.box, self.tray]))

    def change(self) -> list[ft.Control]:
        self.words.value = "three"
        self.box.bgcolor = ft.Colors.ON_SURFACE
        self.box.on_click = None
        self.label.value = "marked"
        self.label.size = 14
        self.tray.face.value = "not sent with the column"
        return [self.row, self.box]


async def _restyled(send: Send) -> tuple[Any, ...]:
    client, screen, _, found = await _sent(_Restyled, send)
    return client, screen, found


@pytest.mark.asyncio
async def test_new_properties_alone_are_sent_as_flets_diff_sends_them() -> None:
    _, _, by_flet = await _restyled(lambda client, controls: client.page.update(*controls))
    client, screen, joined = await _restyled(
        lambda client, controls: update_together(client.page, controls)
    )
    assert joined == by_flet
    assert ("Text", "value", "'marked'") in joined and ("Container", "on_click", "False") in joined
    assert not any(value == "'not sent with the column'" for _, _, value in joined)
    # What was sent is not sent again by the next update of the same controls.
    sent = len(client.conn.messages)
    client.page.update(screen.row, screen.box)
    assert not [c for m in client.conn.messages[sent:] for c in changes(client, m)]


@isolated
class _Shelf(ft.Column):
    """An isolated list of controls."""


@pytest.mark.asyncio
async def test_a_control_added_to_an_isolated_part_is_sent_as_flet_sends_it() -> None:
    """The quick patch does not look into an isolated part for new properties, yet a
    control added to one is still sent, by Flet's diff, as Flet alone sends it."""

    async def added(send: Callable[[FakeClient, list[ft.Control]], None]) -> set[Any]:
        client = FakeClient()
        shelves: list[_Shelf] = []

        def build(page: ft.Page) -> None:
            shelves.append(_Shelf([ft.Text("first")]))
            page.add(ft.Column([ft.Text("title"), shelves[0]]))

        await client.start(build)
        sent = len(client.conn.messages)
        shelves[0].controls.append(ft.Text("second"))
        send(client, [client.page.controls[0]])
        return {
            (type(change.what).__name__, change.key)
            for message in client.conn.messages[sent:]
            for change in changes(client, message)
        }

    by_flet = await added(lambda client, controls: client.page.update(*controls))
    joined = await added(lambda client, controls: update_together(client.page, controls))
    assert joined == by_flet != set()
