"""Redrawing by reusing controls: what changed is carried onto the controls on screen,
and a screen that lived through a game shows exactly what a new one shows."""

from __future__ import annotations

from typing import Any

import flet as ft
import pytest

from sheets.fury_of_dracula.actions import (
    DamageHunter,
    DraculaMove,
    DraculaStart,
    PlaceEncounter,
    ReserveTicket,
    Rest,
)
from sheets.fury_of_dracula.flow import current_step
from tests.ui.fod_devices import (
    act_as,
    device,
    far_apart_setup,
    four_devices,
    stored_game,
    take_seat,
    tap,
)
from tests.ui.harness import FakeClient, walk
from ui.services import table_topic
from ui.widgets.reuse import reuse, tap_key


def test_controls_of_the_same_type_are_kept_and_given_the_new_properties() -> None:
    text, row = ft.Text("old", weight=ft.FontWeight.BOLD), ft.Row([ft.Text("a"), ft.Text("b")])
    handler = lambda e: None  # noqa: E731
    kept = reuse(
        [text, row],
        [ft.Text("new"), ft.Row([ft.Text("c")]), ft.IconButton(ft.Icons.ADD, on_click=handler)],
    )
    assert kept[0] is text and text.value == "new" and text.weight is None
    assert kept[1] is row and [child.value for child in row.controls] == ["c"]
    assert isinstance(kept[2], ft.IconButton) and kept[2].on_click is handler


def test_a_control_of_another_type_is_replaced() -> None:
    text = ft.Text("old")
    button = ft.FilledButton("go")
    assert reuse([text], [button]) == [button]
    container = ft.Container(ft.Text("in"))
    [kept] = reuse([container], [ft.Container(ft.Icon(ft.Icons.ADD))])
    assert kept is container and isinstance(container.content, ft.Icon)


def test_a_button_whose_tap_does_something_else_is_a_new_button() -> None:
    rest = ft.FilledButton("Rest", key=tap_key("rest", "mina"))
    same = ft.FilledButton("Rest", key=tap_key("rest", "mina"))
    assert reuse([rest], [same]) == [rest]
    following = ft.FilledButton("Rest", key=tap_key("rest", "seward"))
    assert reuse([rest], [following]) == [following]
    row = ft.Row([rest])
    [kept] = reuse([row], [ft.Row([following])])
    assert kept is row and row.controls == [following]


def shown_controls(control: ft.BaseControl) -> list[ft.BaseControl]:
    """The controls a person sees, in order: a hidden control hides all it holds."""
    hidden: set[int] = set()
    shown = []
    for inner in walk(control):
        if id(inner) in hidden or not getattr(inner, "visible", True):
            hidden.update(id(held) for held in walk(inner))
            continue
        shown.append(inner)
    return shown


def screen_texts(client: FakeClient) -> list[str]:
    """What a person reads on the screen, in order, with the icons and shaded bands that
    mark whose turn it is."""
    shown = []
    for control in shown_controls(client.page.views[-1]):
        for attribute in ("value", "content", "tooltip", "label"):
            value = getattr(control, attribute, None)
            if isinstance(value, str):
                shown.append(value)
        if isinstance(control, ft.Icon):
            shown.append(str(control.icon))
        if isinstance(control, ft.Container) and control.bgcolor:
            shown.append(str(control.bgcolor))
    return shown


@pytest.mark.asyncio
async def test_a_screen_that_lived_through_the_game_shows_what_a_new_one_shows(
    table: Any,
) -> None:
    game_id = stored_game(table, far_apart_setup())
    tablet = await device(table, game_id)
    phone = await device(table, game_id, width=390)
    dracula = await device(table, game_id, width=390)
    await take_seat(phone, "Bohdan")
    await take_seat(dracula, "Anna")
    await dracula.type(dracula.one(ft.TextField), "sofi")
    await dracula.fire(next(b for b in dracula.all(ft.OutlinedButton) if b.content == "Sofia"))
    services = table.services.tables
    for hunter in ("godalming", "seward", "van_helsing", "mina") * 2:
        seat = services.open(game_id).state.setup.hunter_seats[hunter]
        act_as(table, game_id, seat, Rest(seat=seat, hunter=hunter))
        if hunter == "seward":
            act_as(table, game_id, 2, DamageHunter(seat=2, hunter="seward", amount=3))
    assert current_step(services.open(game_id).state) == "dracula_move"
    act_as(table, game_id, 0, DraculaMove(seat=0, place="SA"))
    card = services.open(game_id).state.dracula.hand[0]
    act_as(table, game_id, 0, PlaceEncounter(seat=0, encounter=card))
    for client in (tablet, phone, dracula):
        await client.settle()
    assert screen_texts(tablet) == screen_texts(await device(table, game_id))
    for lived, player in ((screen_texts(phone), "Bohdan"), (screen_texts(dracula), "Anna")):
        fresh = await device(table, game_id, width=390)
        await take_seat(fresh, player)
        assert screen_texts(fresh) == lived


@pytest.mark.asyncio
async def test_a_turn_passing_moves_the_arrow_and_band_to_the_next_hunter(table: Any) -> None:
    game_id = stored_game(table, far_apart_setup())
    act_as(table, game_id, 0, DraculaStart(seat=0, place="SO"))
    tablet = await device(table, game_id)
    before = screen_texts(tablet)
    seat = table.services.tables.open(game_id).state.setup.hunter_seats["godalming"]
    act_as(table, game_id, seat, Rest(seat=seat, hunter="godalming"))
    await tablet.settle()
    after = screen_texts(tablet)
    assert after == screen_texts(await device(table, game_id))
    arrow = str(ft.Icons.ARROW_FORWARD)
    assert before.count(arrow) == after.count(arrow) == 1
    assert after.index(arrow) > before.index(arrow), "from Godalming to the next hunter"


@pytest.mark.asyncio
async def test_a_rest_tapped_on_a_phone_reaches_each_device_in_one_message(
    lan_table: Any,
) -> None:
    """The turn passing restyles the headings, the status, the decisions and the
    history at once: each device is sent all of it in one message, drawn in one frame."""
    table = lan_table
    game_id, devices = await four_devices(table)
    sent = {name: len(client.conn.messages) for name, client in devices.items()}
    before = screen_texts(devices["table"])

    await tap(devices["bohdan"], ft.FilledTonalButton, "Rest")
    for client in devices.values():
        await client.settle()

    assert {name: len(client.conn.messages) - sent[name] for name, client in devices.items()} == {
        name: 1 for name in devices
    }
    after = screen_texts(devices["table"])
    assert after != before and after == screen_texts(await device(table, game_id))


@pytest.mark.asyncio
async def test_a_tablet_turned_to_a_narrow_screen_is_laid_out_in_one_column(table: Any) -> None:
    game_id = stored_game(table, far_apart_setup())
    tablet = await device(table, game_id)
    body = tablet.page.views[-1].controls[-1]
    assert isinstance(body.controls[1], ft.Row), "side by side at 1024"
    assert first_text(body) == "Trail", "the trail first, across the screen"
    trail_spaces = next(c for c in walk(body.controls[0]) if isinstance(c, ft.ResponsiveRow))
    assert [space.col["lg"] for space in trail_spaces.controls] == [2] * 6, "six to a row"
    tablet.session.apply_page_patch({"width": 390, "height": 844})
    await tablet.fire(tablet.page, "resize", {"width": 390, "height": 844})
    body = tablet.page.views[-1].controls[-1]
    assert not any(isinstance(control, ft.Row) for control in body.controls), "one column"
    assert first_text(body) != "Trail", "on a phone what to do now comes first"
    tablet.session.apply_page_patch({"width": 1024, "height": 768})
    await tablet.fire(tablet.page, "resize", {"width": 1024, "height": 768})
    assert isinstance(tablet.page.views[-1].controls[-1].controls[1], ft.Row)


def first_text(control: ft.Control) -> str:
    return next(c.value for c in walk(control) if isinstance(c, ft.Text) and c.value)


def redraw_everywhere(table: Any, game_id: str) -> None:
    """Another device takes a seat: every screen at the table redraws."""
    table.services.tables.seat_taken(game_id, 2, held=True)
    table.hub.send_all_on_topic(table_topic(game_id), game_id)


@pytest.mark.asyncio
async def test_what_a_player_does_on_a_redrawn_screen_still_counts(table: Any) -> None:
    game_id = stored_game(table, far_apart_setup())
    dracula = await device(table, game_id, width=390)
    await take_seat(dracula, "Anna")
    redraw_everywhere(table, game_id)
    await dracula.settle()
    await dracula.type(dracula.one(ft.TextField), "sofi")
    shown = [b for b in walk(dracula.page.views[-1]) if isinstance(b, ft.OutlinedButton)]
    assert [b.content for b in shown] == ["Sofia"]
    await dracula.fire(shown[0])
    assert table.services.tables.open(game_id).state.dracula.location == "SO"

    table.act(game_id, ReserveTicket(seat=1, hunter="godalming", tickets=((3, 2), (1, None))))
    tablet = await device(table, game_id)
    redraw_everywhere(table, game_id)
    await tablet.settle()
    hold = tablet.one(ft.GestureDetector)
    await tablet.fire(hold, "long_press_start", {"l": {"x": 1, "y": 1}})
    assert "white 3 / yellow 2, white 1 / no yellow" in tablet.texts()
