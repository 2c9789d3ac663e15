"""What screen tests do on a Paper Dungeons sheet: enter dice on the keypad, tap a box by
what it says to a screen reader, read the seat buttons."""

from __future__ import annotations

import flet as ft

from sheets.i18n import translate
from tests.ui.harness import FakeClient, label_of, walk
from tests.ui.helpers import dialog

PLAIN = ("warrior", "wizard", "clover", "boots", "cleric", "rogue")


async def enter_dice(client: FakeClient, symbols: tuple[str, ...] = PLAIN) -> int:
    """Enter a roll on the keypad, white dice first (English screen); the taps it took."""
    await client.fire(
        next(b for b in client.all(ft.OutlinedButton) if label_of(b) == "Enter dice" and b.visible)
    )
    keypad = dialog(client)
    taps = 1
    for index, symbol in enumerate(symbols):
        colour = "white" if index < 3 else "black"
        label = f"{colour} die: {translate(f'term.{symbol}', 'en')}"
        [key] = [c for c in walk(keypad) if isinstance(c, ft.Container) and c.tooltip == label]
        await client.fire(key)
        taps += 1
    return taps


def shown_dice(client: FakeClient) -> tuple[str, ...]:
    """The symbols the dice tray shows, read from each die's label (English screen)."""
    from ui.paper_dungeons.dice_tray import DiceTray

    symbols = []
    for face in client.one(DiceTray).faces:
        words = str(face.tooltip).split(": ", 1)[1].split()
        symbols.append(
            next((s for s in (*PLAIN, "skull") if translate(f"term.{s}", "en") in words), "")
        )
    return tuple(symbols)


def box(client: FakeClient, label: str) -> ft.Container:
    """A box of the sheet by what it says to a screen reader ("Wizard, level 3")."""
    return client.one(ft.Container, tooltip=label)


def artifact_half(client: FakeClient, number: int, half: int) -> ft.Container:
    [found] = [
        c
        for c in client.all(ft.Container)
        if isinstance(c.tooltip, str)
        and c.tooltip.startswith(f"{number}. ")
        and c.tooltip.endswith(f": half {half}")
    ]
    return found


def seat_buttons(client: FakeClient) -> dict[str, bool]:
    """The seats the device can switch to, each with whether its tick is shown."""
    found: dict[str, bool] = {}
    for control in client.all(ft.Container):
        row = control.content
        if control.on_click is None or not isinstance(row, ft.Row):
            continue
        names = [c.value for c in row.controls if isinstance(c, ft.Text)]
        ticks = [c for c in row.controls if isinstance(c, ft.Icon) and c.icon == ft.Icons.CHECK]
        if len(names) == 1 and ticks:
            found[str(names[0])] = bool(ticks[0].visible)
    return found


async def switch_to(client: FakeClient, name: str) -> None:
    for control in client.all(ft.Container):
        row = control.content
        if (
            control.on_click is not None
            and isinstance(row, ft.Row)
            and any(isinstance(c, ft.Text) and c.value == name for c in walk(row))
        ):
            await client.fire(control)
            return
    raise AssertionError(f"no seat button for {name}")
