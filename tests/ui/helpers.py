"""What screen tests of every game do: read the dialog on top and the message at the
bottom, pick in a dropdown or a segmented button as the browser does, and store a game
as another device would have left it."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

import flet as ft

from sheets.core.actions import Action
from storage import SeatInfo
from tests.ui.harness import FakeClient, label_of, walk
from ui.widgets.dialog_place import DialogPlace


def notices(client: FakeClient) -> list[ft.SnackBar]:
    """The messages at the bottom of the screen still on the page, oldest first (each
    stays until the device says it is gone)."""
    return [
        notice
        for placed in client.page.overlay
        for notice in getattr(placed, "controls", ())
        if isinstance(notice, ft.SnackBar)
    ]


def dialog_place(client: FakeClient) -> DialogPlace:
    """Where the device's dialogs are placed (its session's)."""
    place: DialogPlace = app_session(client).dialogs
    return place


def dialogs(client: FakeClient) -> list[ft.DialogControl]:
    """The dialogs on the page, oldest first: open, or closed and not yet reported gone."""
    return [shown for shown in dialog_place(client).controls if isinstance(shown, ft.DialogControl)]


def dialog(client: FakeClient) -> Any:
    """The dialog (or the message at the bottom) shown last: made last (controls are
    numbered as they are made, and each is shown as it is made)."""
    return max([*dialogs(client), *notices(client)], key=lambda shown: shown._i)


async def confirm_seat_change(client: FakeClient) -> None:
    """Say yes when the device asks before changing seats (a seat taken from another
    device, a phone giving its seat back)."""
    asked = dialog(client)
    if isinstance(asked, ft.AlertDialog) and asked.open:
        buttons = [c for c in walk(asked) if isinstance(c, ft.FilledButton)]
        if [label_of(b) for b in buttons] == ["Yes, change"]:
            await client.fire(buttons[0])


def refused(button: Any) -> bool:
    """Whether ``button`` is an action button drawn refused: outlined, with a blocked
    sign (a tap says why)."""
    style = getattr(button, "style", None)
    return (
        isinstance(button, ft.Button)
        and button.icon == ft.Icons.BLOCK
        and style is not None
        and style.side is not None
    )


def refused_button(client: FakeClient, text: str) -> Any:
    """The one refused action button whose label contains ``text``."""
    found = [c for c in client.all(ft.Button) if refused(c) and text in label_of(c)]
    assert len(found) == 1, (text, [label_of(c) for c in client.all(ft.Button) if refused(c)])
    return found[0]


def notified(client: FakeClient) -> str:
    """The message the screen showed last at the bottom."""
    snack = dialog(client)
    assert isinstance(snack, ft.SnackBar), snack
    assert isinstance(snack.content, ft.Text)
    return str(snack.content.value)


def inside(control: Any, cls: type, text: str, *, exact: bool = False) -> Any:
    """The one control of type ``cls`` under ``control`` whose label contains ``text``
    (``exact``: is ``text``)."""
    found = [
        c
        for c in walk(control)
        if isinstance(c, cls) and (label_of(c) == text if exact else text in label_of(c))
    ]
    assert len(found) == 1, (text, [label_of(c) for c in walk(control) if isinstance(c, cls)])
    return found[0]


def on_top(client: FakeClient, cls: type, text: str) -> Any:
    """The one control of ``cls`` labelled ``text`` on the screen on top."""
    return inside(client.page.views[-1], cls, text)


def texts_in(control: Any) -> list[str]:
    return [c.value for c in walk(control) if isinstance(c, ft.Text) and isinstance(c.value, str)]


async def choose(client: FakeClient, control: Any, value: Any) -> None:
    """Pick ``value`` as a person does: the browser sets the control, then tells the server.
    A segmented button takes the list of its selected values."""
    if isinstance(control, ft.SegmentedButton):
        client.session.apply_patch(control._i, {"selected": value})
        await client.fire(control, "change", value)
    else:
        client.session.apply_patch(control._i, {"value": value})
        await client.fire(control, "select", value)


def stored_game(
    table: Any, kind: str, setup: Any, names: Sequence[str], actions: Iterable[Action] = ()
) -> str:
    """A game of ``names`` made elsewhere, stored with its log, as another device would
    have left it."""
    store = table.services.store
    game_id: str = store.create_game(
        kind=kind, setup=setup, seats=[SeatInfo(name=name) for name in names]
    )
    for position, action in enumerate(actions):
        store.append_action(game_id=game_id, action=action, position=position)
    return game_id


def bar_control(client: FakeClient, name: str) -> Any:
    """A play screen's app-bar control named ``name``: its button, or on a phone (where
    the history is one) the menu's item."""
    return next(
        control
        for control in client.all()
        if (isinstance(control, ft.IconButton) and control.tooltip == name)
        or (isinstance(control, ft.PopupMenuItem) and control.content == name)
    )


def app_session(client: FakeClient) -> Any:
    """The app's session of the device."""
    return client.page.on_route_change.__self__  # type: ignore[union-attr]


def screen_of(client: FakeClient) -> Any:
    """The screen the device shows now (its session's)."""
    return app_session(client).screen
