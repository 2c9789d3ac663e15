"""What a browser sends is checked before Flet acts on it: patches keep only public
properties of the declared type, and one session's burst of events waits behind itself."""

from __future__ import annotations

import asyncio
from typing import Any

import flet as ft
import pytest
from flet.messaging.protocol import MessageAction

from tests.ui.harness import FakeClient, find
from tests.ui.test_lan import new_game
from ui.client_guard import CLOSE_AFTER_REFUSED, checked_patch
from ui.server import app_main

MALFORMED = [12345, ["A", "B"], {"code": "X"}, 3.5, True, None]


@pytest.mark.parametrize(
    ("cls", "patch", "kept"),
    [
        (ft.TextField, {"value": "ABC"}, {"value": "ABC"}),
        (ft.TextField, {"value": 12345}, {}),
        (ft.TextField, {"_i": 7, "on_change": None, "value": "A"}, {"value": "A"}),
        (ft.Checkbox, {"value": True}, {"value": True}),
        (ft.Checkbox, {"value": "yes"}, {}),
        (ft.SegmentedButton, {"selected": ["II"]}, {"selected": ["II"]}),
        (ft.SegmentedButton, {"selected": "II"}, {}),
        (
            ft.Page,
            {"route": "/x", "width": 390, "height": 844.5},
            {"route": "/x", "width": 390, "height": 844.5},
        ),
        (ft.Page, {"client_ip": "127.0.0.1", "client_user_agent": "x"}, {}),
        (ft.Page, {"platform": "android", "theme_mode": "127.0.0.1"}, {"platform": "android"}),
        (ft.Page, {"views": "127.0.0.1", "_Page__session": None}, {}),
        (ft.Page, {"window": {"width": 3.0, "_i": 9}}, {"window": {"width": 3.0}}),
    ],
)
def test_a_patch_keeps_what_a_client_may_set(cls: type, patch: Any, kept: Any) -> None:
    assert checked_patch(cls, patch) == kept


@pytest.mark.asyncio
@pytest.mark.parametrize("value", MALFORMED, ids=repr)
async def test_a_join_code_of_another_type_is_refused_with_the_usual_message(
    lan_table, value: Any
) -> None:
    phone = await lan_table.device(route="/join", client_ip="192.168.1.66")
    field = find(phone, ft.TextField, "Join code")
    phone.session.apply_patch(field._i, {"value": value})
    await phone.fire(find(phone, ft.FilledButton, "Join"))
    assert "No table has this code." in phone.texts()


@pytest.mark.parametrize("device_info", [{"languages": ["cs"]}, ["cs"], "cs"], ids=repr)
@pytest.mark.asyncio
async def test_a_browser_answering_with_values_of_another_type_opens_the_app(
    lan_table, device_info: Any
) -> None:
    phone = FakeClient(lan_table.hub, route="/", client_ip="192.168.1.66")
    phone.browser_storage.update(
        {"table-companion.language": ["cs"], "table-companion.theme": {"dark": True}}
    )
    phone.device_info = device_info
    await phone.start(app_main(lan_table.services), lan_table.services.peers.record)
    assert not phone.failures
    assert "New game" in phone.texts()
    assert phone.page.theme_mode == ft.ThemeMode.SYSTEM


@pytest.mark.asyncio
async def test_a_burst_of_navigation_is_drawn_once_and_a_flood_is_cut_off(lan_table) -> None:
    game_id = new_game(lan_table)
    flooder = await lan_table.device(route="/", client_ip="192.168.1.66")
    player = await lan_table.device(route="/", client_ip="192.168.1.67")
    drawn = []
    flooder.page.on_route_change = _counting(flooder.page.on_route_change, drawn)
    routes = [f"/game/{game_id}", "/settings", "/profiles", "/"] * 150
    flood = [
        asyncio.create_task(flooder.session.dispatch_event(1, "route_change", {"route": r}))
        for r in routes
    ]
    await player.fire(player.one(ft.IconButton, tooltip="Settings"))
    assert player.page.route == "/settings", "another device's tap is answered"
    await asyncio.gather(*flood)
    # The navigation waiting took each newer route until the connection was cut off.
    assert drawn == [routes[CLOSE_AFTER_REFUSED]]
    crashed = [m for m in flooder.conn.messages if m.action == MessageAction.SESSION_CRASHED]
    assert [m.body.message for m in crashed] == [
        "This device sent too much at once, so it was disconnected. Reload the page to carry on."
    ]


def _counting(handler: Any, drawn: list[str]) -> Any:
    def counted(event: ft.RouteChangeEvent) -> None:
        drawn.append(event.route)
        handler(event)

    return counted


@pytest.mark.asyncio
async def test_a_device_that_catches_up_is_forgiven_its_bursts(lan_table) -> None:
    phone: FakeClient = await lan_table.device(route="/", client_ip="192.168.1.66")
    for _ in range(3):
        burst = [
            asyncio.create_task(phone.session.dispatch_event(1, "route_change", {"route": r}))
            for r in ["/settings", "/profiles"] * (CLOSE_AFTER_REFUSED // 2)
        ]
        await asyncio.gather(*burst)
        await phone.settle()
        assert phone.page.views[-1].route == "/profiles"
    assert not [m for m in phone.conn.messages if m.action == MessageAction.SESSION_CRASHED]
