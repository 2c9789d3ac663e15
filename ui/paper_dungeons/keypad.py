"""Dice rolled by hand, entered on a keypad of die faces: a row of white faces, a row of
black faces, each drawn as on the dice (symbol and number). A tap puts the face into the
next empty die of its colour; a tap on an entered die empties it. The sixth face enters
the roll, so a roll takes seven taps with the one that opens the keypad."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import flet as ft

from sheets.core.actions import Action
from sheets.core.errors import Illegal
from sheets.paper_dungeons.actions import RollDice
from sheets.paper_dungeons.content import Colour
from sheets.paper_dungeons.dice import BLACK_DICE, WHITE_DICE, dice_from_symbols, symbols_of
from ui.i18n import Texts
from ui.widgets.dialog_place import close
from ui.widgets.dialogs import show_named
from ui.widgets.symbols import ICONS

if TYPE_CHECKING:
    from ui.session import AppSession

KEY = 48
SLOT = 52


def face_look(symbol: str, number: int | None, white: bool, size: float) -> ft.Control:
    ink = ft.Colors.BLACK if white else ft.Colors.WHITE
    return ft.Column(
        [
            ft.Icon(ICONS[symbol], color=ink, size=size * 0.45),
            ft.Text(
                "" if number is None else str(number), color=ink, size=12, weight=ft.FontWeight.BOLD
            ),
        ],
        spacing=0,
        alignment=ft.MainAxisAlignment.CENTER,
        horizontal_alignment=ft.CrossAxisAlignment.CENTER,
    )


def _die_box(
    white: bool,
    size: float,
    *,
    tooltip: str,
    on_click: ft.ControlEventHandler[ft.Container],
    content: ft.Control | None = None,
) -> ft.Container:
    return ft.Container(
        width=size,
        height=size,
        bgcolor=ft.Colors.WHITE if white else ft.Colors.BLACK,
        border=ft.Border.all(2, ft.Colors.OUTLINE),
        border_radius=ft.BorderRadius.all(8),
        alignment=ft.Alignment.CENTER,
        content=content,
        on_click=on_click,
        tooltip=tooltip,
    )


def enter_dice(
    session: AppSession,
    t: Texts,
    refusal: Callable[[Action], Illegal | None],
    seat: int,
    commit: Callable[[Action], None],
) -> None:
    entered: list[str | None] = [None] * (len(WHITE_DICE) + len(BLACK_DICE))
    slots = [
        _die_box(
            index in WHITE_DICE,
            SLOT,
            on_click=lambda e, i=index: clear(i),
            tooltip=t(
                "pd.sheet.white_die" if index in WHITE_DICE else "pd.sheet.black_die",
                number=index % 3 + 1,
            ),
        )
        for index in range(len(entered))
    ]
    problem = ft.Text("", color=ft.Colors.ERROR)

    def show() -> None:
        for index, slot in enumerate(slots):
            symbol = entered[index]
            white = index in WHITE_DICE
            slot.content = (
                None if symbol is None else face_look(symbol, _number(symbol, white), white, SLOT)
            )
            slot.border = ft.Border.all(2 if symbol else 1, ft.Colors.OUTLINE)

    def clear(index: int) -> None:
        entered[index] = None
        problem.value = ""
        show()

    def put(symbol: str, white: bool) -> None:
        free = [i for i in (WHITE_DICE if white else BLACK_DICE) if entered[i] is None]
        if not free:
            problem.value = t(
                "pd.keypad.colour_full", colour=t("term.white" if white else "term.black")
            )
            return
        entered[free[0]] = symbol
        problem.value = ""
        show()
        if None in entered:
            return
        action = RollDice(seat=seat, symbols=tuple(str(s) for s in entered))
        why = refusal(action)
        if why is not None:
            problem.value = t.reason(why)
            entered[:] = [None] * len(entered)
            show()
            return
        if close(dialog):
            commit(action)

    def keys(white: bool) -> ft.Control:
        colour: Colour = "white" if white else "black"
        return ft.Row(
            [
                _die_box(
                    white,
                    KEY,
                    content=face_look(symbol, _number(symbol, white), white, KEY),
                    on_click=lambda e, s=symbol: put(s, white),
                    tooltip=t(
                        "pd.keypad.key", colour=t(f"term.{colour}"), symbol=t(f"term.{symbol}")
                    ),
                )
                for symbol in symbols_of(colour)
            ],
            wrap=True,
            spacing=6,
            run_spacing=6,
        )

    show()
    dialog: ft.AlertDialog = ft.AlertDialog(
        title=ft.Text(t("pd.sheet.enter_dice_title")),
        content=ft.Column(
            [
                ft.Row([*slots], wrap=True, spacing=6, run_spacing=6),
                ft.Text(t("pd.keypad.help"), size=13),
                ft.Text(t("sheet.dice.white"), weight=ft.FontWeight.BOLD),
                keys(True),
                ft.Text(t("sheet.dice.black"), weight=ft.FontWeight.BOLD),
                keys(False),
                problem,
            ],
            tight=True,
            width=360,
        ),
        scrollable=True,
        actions=[ft.TextButton(t("common.cancel"), on_click=lambda e: close(dialog))],
    )
    show_named(session, dialog)


def _number(symbol: str, white: bool) -> int | None:
    index = WHITE_DICE[0] if white else BLACK_DICE[0]
    symbols = ["skull"] * 6
    symbols[index] = symbol
    return dice_from_symbols(symbols)[index].number
