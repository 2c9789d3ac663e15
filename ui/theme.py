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
THEME_MODES = {
    "system": ft.ThemeMode.SYSTEM,
    "light": ft.ThemeMode.LIGHT,
    "dark": ft.ThemeMode.DARK,
}


def apply_theme(page: ft.Page, mode: str) -> None:
    page.theme = ft.Theme(color_scheme_seed=SEED_COLOUR, font_family=FAMILY)
    page.dark_theme = ft.Theme(color_scheme_seed=SEED_COLOUR, font_family=FAMILY)
    page.theme_mode = THEME_MODES.get(mode, ft.ThemeMode.SYSTEM)


def mode_name(page: ft.Page) -> str:
    return next((name for name, mode in THEME_MODES.items() if page.theme_mode == mode), "system")
