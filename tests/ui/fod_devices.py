"""Fury of Dracula at a headless table: a stored game, devices taking seats, and taps on
the controls a player would tap."""

from __future__ import annotations

from typing import Any

import flet as ft

from sheets.fury_of_dracula.actions import DraculaStart
from sheets.fury_of_dracula.setup import Setup, setup_from_json
from tests.ui.harness import FakeClient, find
from tests.ui.helpers import bar_control, confirm_seat_change
from tests.ui.helpers import stored_game as store_game

PLAYERS = ("Anna", "Bohdan", "Cyril")
FAR_APART = {
    "players": [{"name": name} for name in PLAYERS],
    "dracula_seat": 0,
    "hunter_seats": {"godalming": 1, "seward": 2, "van_helsing": 2, "mina": 1},
    "starts": {"godalming": "MA", "seward": "LS", "van_helsing": "CA", "mina": "GR"},
    "advanced": True,
    "encounter_cards": "app",
    "seed": 7,
}


def far_apart_setup(**changes: Any) -> Setup:
    """Anna is Dracula; the hunters start in Spain and Portugal, far from the Balkans."""
    return setup_from_json({**FAR_APART, **changes})


def stored_game(table: Any, setup: Setup) -> str:
    return store_game(table, "fury_of_dracula", setup, [player.name for player in setup.players])


async def device(
    table: Any, game_id: str, *, width: int = 1024, language: str = "en"
) -> FakeClient:
    height = 844 if width < 600 else 768
    return await table.device(
        width=width, height=height, route=f"/game/{game_id}", language=language
    )


async def take_seat(client: FakeClient, player: str | None) -> None:
    """The seat menu: play as ``player`` on this device (``None``: be the table)."""
    await client.fire(bar_control(client, "This device plays…"))
    label = "The table" if player is None else f"Play as {player}"
    await client.fire(find(client, ft.ListTile, label))
    await confirm_seat_change(client)
    await client.settle(60)


async def joined_as(table: Any, game_id: str, name: str, ip: str) -> FakeClient:
    """A phone at ``ip`` that joins the table with its code and plays ``name``'s seat."""
    code = table.services.join_codes.code_for(game_id)
    phone = await table.device(width=390, height=844, route=f"/join?code={code}", client_ip=ip)
    await tap(phone, ft.FilledButton, "Join")
    await tap(phone, ft.FilledTonalButton, name)
    await phone.settle(40)
    return phone


async def tap(client: FakeClient, cls: type, label: str) -> None:
    await client.fire(find(client, cls, label))


def segments(client: FakeClient, value: str, nth: int = 0) -> ft.SegmentedButton:
    """The ``nth`` segmented choice of a form that offers ``value``."""
    offering = [
        choice
        for choice in client.all(ft.SegmentedButton)
        if any(segment.value == value for segment in choice.segments)
    ]
    return offering[nth]


async def choose(client: FakeClient, value: str, nth: int = 0) -> None:
    """Choose ``value`` in the ``nth`` segmented choice that offers it."""
    choice = segments(client, value, nth)
    choice.selected = [value]
    await client.fire(choice, "change")


def destination(client: FakeClient, name: str) -> ft.Button:
    """One of Dracula's move buttons, by the place (or power) it names first."""
    found = [
        button
        for button in client.all(ft.Button)
        if isinstance(button.content, ft.Column)
        and isinstance(button.content.controls[0], ft.Text)
        and button.content.controls[0].value == name
    ]
    assert len(found) == 1, name
    return found[0]


def texts_of(button: ft.Button) -> list[str]:
    assert isinstance(button.content, ft.Column)
    return [control.value for control in button.content.controls if isinstance(control, ft.Text)]


DRACULA_PATH = ("SA", "IO", "AT", "VA", "SJ", "BE")


def play_far_apart(tables: Any, game_id: str, path: tuple[str, ...] = DRACULA_PATH) -> None:
    """Dracula starts in Sofia and roams the Balkans along ``path`` (a lair made when the
    trail is full), placing his first encounter card each time; the hunters rest."""
    from sheets.core.authority import HOST
    from sheets.fury_of_dracula.actions import (
        DraculaMove,
        DraculaStart,
        MakeLair,
        PlaceEncounter,
        PlaceRumour,
        Rest,
    )
    from sheets.fury_of_dracula.flow import current_step

    def state() -> Any:
        return tables.open(game_id).state

    tables.act(game_id, DraculaStart(seat=0, place="SO"), HOST)
    for place in path:
        while current_step(state()) in ("day_action", "night_action"):
            hunter = state().current_hunter
            tables.act(game_id, Rest(seat=state().setup.hunter_seats[hunter], hunter=hunter), HOST)
        if current_step(state()) == "dracula_mature":
            tables.act(game_id, MakeLair(seat=0, encounter=state().dracula.hand[0]), HOST)
        tables.act(game_id, DraculaMove(seat=0, place=place), HOST)
        if current_step(state()) == "dracula_encounter":
            tables.act(game_id, PlaceEncounter(seat=0, encounter=state().dracula.hand[0]), HOST)
        if current_step(state()) == "dracula_rumour":
            tables.act(game_id, PlaceRumour(seat=0, space=None), HOST)


def act_as(table: Any, game_id: str, seat: int, *actions: Any) -> None:
    """Actions sent by the device that holds ``seat``, announced as it would."""
    from sheets.core.authority import Actor
    from ui.services import table_topic

    for action in actions:
        table.services.tables.act(game_id, action, Actor(host=False, seats=frozenset({seat})))
    table.hub.send_all_on_topic(table_topic(game_id), game_id)


async def four_devices(table: Any) -> tuple[str, dict[str, FakeClient]]:
    """A game under way at a ``--lan`` table: the host's tablet, a phone for each hunter
    player (Bohdan: Godalming and Mina; Cyril: Seward and Van Helsing) and Dracula's."""
    game_id = stored_game(table, far_apart_setup())
    table.act(game_id, DraculaStart(seat=0, place="SO"))
    devices = {
        "table": await device(table, game_id),
        "bohdan": await joined_as(table, game_id, "Bohdan", "192.168.1.41"),
        "cyril": await joined_as(table, game_id, "Cyril", "192.168.1.42"),
        "dracula": await joined_as(table, game_id, "Anna", "192.168.1.40"),
    }
    for client in devices.values():
        await client.settle()
    return game_id, devices
