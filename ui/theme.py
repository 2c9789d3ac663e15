"""Colours, the font and theme modes: one seed colour, light and dark derived from it."""

from __future__ import annotations

import flet as ft

from ui.fonts import FAMILY

# Material brown (Flutter's Colors.brown), written out so that the web app manifest and
# the icons use the very colour the screens are derived from.
SEED_HEX = "#795548"
SEED_COLOUR = SEED_HEX
# The light screens' background Flutter derives from the seed (its surface colour): the
# colour an installed app starts on.
BACKGROUND_HEX = "#fff8f6"
# The dark screens' background, the same way.
DARK_BACKGROUND_HEX = "#1a110e"
THEME_MODES = {
    "system": ft.ThemeMode.SYSTEM,
    "light": ft.ThemeMode.LIGHT,
    "dark": ft.ThemeMode.DARK,
}
# The smallest target a finger hits surely (WCAG 2.5.5, Apple's 44 pt). Flutter sizes its
# controls for a finger on phones only: in a desktop browser (a tablet's Chrome in desktop
# mode, a laptop at the table) it makes them compact and shrinks their tap targets to what
# is drawn, 32-40 px. The padding below makes every button and chip at least this tall
# wherever it runs.
TARGET = 48
# An icon button: 24 px of icon with this much around it.
ICON_PADDING = (TARGET - 24) // 2
# A button's label is lines of this height (the theme's 14 px label text).
LABEL_LINE = 20
# A button with a one-line label is this tall. A button given a height keeps this padding:
# a label with less room than its lines is cut at the bottom of its letters.
BUTTON_PADDING = ft.Padding.symmetric(horizontal=16, vertical=(TARGET - LABEL_LINE) // 2)
# A text a tap on it ticks the box beside it: padded to a finger's height, its first line
# level with the middle of the box.
TEXT_TARGET_PADDING = ft.Padding.symmetric(vertical=(TARGET - LABEL_LINE) // 2)
# A chip's label is one 20 px line inside the chip's own 1 px border and label padding.
CHIP_PADDING = ft.Padding.symmetric(horizontal=4, vertical=(TARGET - 20 - 2) // 2)
# The same room around the words of a chip that pads its label itself (as one whose words
# wrap must, see ``ui.sator.forms``): the chip's padding plus Flutter's 8 px label padding.
CHIP_LABEL_PADDING = ft.Padding.symmetric(horizontal=4 + 8, vertical=(TARGET - 20 - 2) // 2)
# A chip whose words are a figure or two ("0", "12"): 8 px of text or more, padded on both
# sides to a finger's width inside the chip's 1 px border.
SHORT_CHIP_LABEL_PADDING = ft.Padding.symmetric(
    horizontal=(TARGET - 2 - 8) // 2, vertical=(TARGET - 20 - 2) // 2
)


def theme() -> ft.Theme:
    button = ft.ButtonStyle(padding=BUTTON_PADDING)
    return ft.Theme(
        color_scheme_seed=SEED_COLOUR,
        font_family=FAMILY,
        visual_density=ft.VisualDensity.STANDARD,
        icon_button_theme=ft.IconButtonTheme(style=ft.ButtonStyle(padding=ICON_PADDING)),
        button_theme=ft.ButtonTheme(style=button),
        filled_button_theme=ft.FilledButtonTheme(style=button),
        outlined_button_theme=ft.OutlinedButtonTheme(style=button),
        text_button_theme=ft.TextButtonTheme(style=button),
        segmented_button_theme=ft.SegmentedButtonTheme(style=button),
        chip_theme=ft.ChipTheme(padding=CHIP_PADDING),
    )


def apply_theme(page: ft.Page, mode: str) -> None:
    page.theme = theme()
    page.dark_theme = theme()
    page.theme_mode = THEME_MODES.get(mode, ft.ThemeMode.SYSTEM)


def mode_name(page: ft.Page) -> str:
    return next((name for name, mode in THEME_MODES.items() if page.theme_mode == mode), "system")
