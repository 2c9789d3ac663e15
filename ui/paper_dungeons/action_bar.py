"""The bar at the bottom of the sheet: whose sheet it is, the dice, what to do now with the
running total, and the buttons of the moment.

It keeps the same height whatever it shows, so that picking a die or building a route
never moves the sheet under the player's finger: its prompt has room for the longest it
says (a route with all it brings) at the device's width. On a phone the buttons share the
width, each label on up to two lines with no icon, so that the three buttons of a route
(walk, one room back, put the die back) are all in reach. Every control is made once; a
change toggles what is visible and rewrites texts.
"""

from __future__ import annotations

import inspect
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import partial

import flet as ft

from ui.i18n import Texts
from ui.paper_dungeons.dice_tray import DiceTray
from ui.widgets.redraw import Restyled, Words

SEATS_H = 48
BUTTONS_H = 48
PADDING = 6
# The prompt's size and the height of its lines, in px.
PROMPT_SIZE = 14
PROMPT_LINE_H = 20
# Narrower than this, the bar is laid out for a phone.
PHONE_WIDTH = 600
# The space on each side of a label in a phone's button, in px.
PHONE_BUTTON_PADDING = 8
PHONE_BUTTON_SPACING = 6
BUTTON_LINES = 2


def prompt_lines(width: float) -> int:
    """The lines the prompt may take at the bar's ``width``: the longest route summary
    fits them beside the running total."""
    if width < PHONE_WIDTH:
        return 5
    return 3 if width < 900 else 2


BUTTONS = (
    # name, message, icon, filled
    ("roll", "pd.sheet.roll", ft.Icons.CASINO, True),
    ("enter_dice", "pd.sheet.enter_dice", ft.Icons.DIALPAD, False),
    ("brew", "pd.sheet.brew", ft.Icons.SCIENCE, False),
    ("walk", "pd.route.walk", ft.Icons.DIRECTIONS_WALK, True),
    ("back", "pd.route.back", ft.Icons.UNDO, False),
    ("cancel", "pd.route.cancel", ft.Icons.CLOSE, False),
    ("fight", "pd.fight.open", ft.Icons.WHATSHOT, True),
    ("bonus", "pd.bonus.open", ft.Icons.CARD_GIFTCARD, True),
    ("end_round", "pd.sheet.end_round", ft.Icons.SKIP_NEXT, True),
    ("results", "pd.sheet.results", ft.Icons.EMOJI_EVENTS, True),
)


@dataclass(frozen=True)
class BarLook:
    seat: int
    done: tuple[bool, ...]
    prompt: str
    total: str
    buttons: frozenset[str]


@dataclass(frozen=True)
class SeatLook:
    selected: bool
    done: bool


class SeatButton(Restyled[SeatLook]):
    """A seat to switch to: its name, a tick once its three actions are done, and a phone
    icon when a phone plays it."""

    def __init__(self, t: Texts, name: str, on_tap: Callable[[], None], phone: bool) -> None:
        self.tick = ft.Icon(
            ft.Icons.CHECK, size=18, visible=False, semantics_label=t("pd.screen.seat_done")
        )
        self.control = ft.Container(
            ft.Row(
                [
                    *([ft.Icon(ft.Icons.PHONE_ANDROID, size=16)] if phone else []),
                    ft.Text(name, size=14, no_wrap=True),
                    self.tick,
                ],
                spacing=4,
                tight=True,
            ),
            height=44,
            padding=ft.Padding.symmetric(horizontal=12),
            alignment=ft.Alignment.CENTER,
            border_radius=ft.BorderRadius.all(22),
            border=ft.Border.all(1, ft.Colors.OUTLINE),
            on_click=lambda e: on_tap(),
        )

    def draw(self, look: SeatLook) -> list[ft.Control]:
        box, selected = self.control, look.selected
        box.bgcolor = ft.Colors.SECONDARY_CONTAINER if selected else None
        box.border = ft.Border.all(
            3 if selected else 1, ft.Colors.ON_SURFACE if selected else ft.Colors.OUTLINE
        )
        self.tick.visible = look.done
        return [box]


class ActionBar(Restyled[BarLook]):
    def __init__(
        self,
        t: Texts,
        *,
        seats: Sequence[str],
        phones: frozenset[int],
        show_seats: bool,
        width: float,
        on_seat: Callable[[int], None],
        on_pick: Callable[[int], None],
        handlers: dict[str, Callable[[], object]],
        still: bool = False,
    ) -> None:
        self.t = t
        self.seat_buttons = [
            SeatButton(t, name, partial(on_seat, seat), seat in phones)
            for seat, name in enumerate(seats)
        ]
        narrow, self.phone = width < 900, width < PHONE_WIDTH
        self.tray = DiceTray(t, on_pick, narrow=narrow, still=still)
        lines = prompt_lines(width)
        self.prompt_height = lines * PROMPT_LINE_H
        self.prompt = Words(
            ft.Text(
                "",
                size=PROMPT_SIZE,
                max_lines=lines,
                overflow=ft.TextOverflow.ELLIPSIS,
                expand=True,
            )
        )
        self.total = Words(ft.Text("", size=15, weight=ft.FontWeight.BOLD, no_wrap=True))
        self.buttons: dict[str, ft.Control] = {}

        async def press(e: ft.Event[ft.Button], name: str) -> None:
            done = handlers[name]()
            if inspect.isawaitable(done):
                await done

        for name, key, icon, filled in BUTTONS:
            kind = ft.FilledButton if filled else ft.OutlinedButton
            if self.phone:
                self.buttons[name] = kind(
                    ft.Text(t(key), text_align=ft.TextAlign.CENTER, max_lines=BUTTON_LINES),
                    height=BUTTONS_H,
                    expand=True,
                    style=ft.ButtonStyle(
                        padding=ft.Padding.symmetric(horizontal=PHONE_BUTTON_PADDING)
                    ),
                    visible=False,
                    on_click=partial(press, name=name),
                )
            else:
                self.buttons[name] = kind(
                    t(key),
                    icon=icon,
                    visible=False,
                    on_click=partial(press, name=name),
                )
        # A line that names the bar for screen readers (and tells tests where it starts).
        rows: list[ft.Control] = [ft.Container(height=1, tooltip=t("pd.screen.bar"))]
        if show_seats:
            rows.append(
                ft.Row(
                    [b.control for b in self.seat_buttons],
                    scroll=ft.ScrollMode.AUTO,
                    height=SEATS_H,
                    spacing=6,
                )
            )
        rows += [
            ft.Container(self.tray, height=self.tray.height_px),
            ft.Row(
                [self.prompt.control, self.total.control],
                height=self.prompt_height,
                vertical_alignment=ft.CrossAxisAlignment.CENTER,
            ),
            ft.Row(
                list(self.buttons.values()),
                scroll=None if self.phone else ft.ScrollMode.AUTO,
                height=BUTTONS_H,
                spacing=PHONE_BUTTON_SPACING if self.phone else 8,
            ),
        ]
        self.height = (
            1
            + (SEATS_H if show_seats else 0)
            + self.tray.height_px
            + self.prompt_height
            + BUTTONS_H
            + 2 * PADDING
            + 4 * 4
        )
        self.control = ft.Container(
            ft.Column(rows, spacing=4),
            height=self.height,
            padding=ft.Padding.symmetric(horizontal=8, vertical=PADDING),
            bgcolor=ft.Colors.SURFACE_CONTAINER,
            border=ft.Border(top=ft.BorderSide(1, ft.Colors.OUTLINE_VARIANT)),
        )

    def draw(self, look: BarLook) -> list[ft.Control]:
        before = self.shown
        changed: list[ft.Control] = []
        for seat, seat_button in enumerate(self.seat_buttons):
            changed += seat_button.show(SeatLook(seat == look.seat, look.done[seat]))
        changed += self.prompt.show(look.prompt) + self.total.show(look.total)
        was_shown = before.buttons if before is not None else frozenset()
        for name in look.buttons ^ was_shown:
            button = self.buttons[name]
            button.visible = name in look.buttons
            changed.append(button)
        return changed
