"""How the game's things look on screen: an icon and a colour for each element, curse
status and phase. Every one of them is shown with its word too, never by colour alone."""

from __future__ import annotations

import flet as ft

ELEMENT_ICON = {
    "water": ft.Icons.WATER_DROP,
    "fire": ft.Icons.LOCAL_FIRE_DEPARTMENT,
    "earth": ft.Icons.LANDSCAPE,
    "air": ft.Icons.AIR,
    "multi": ft.Icons.AUTO_AWESOME,
}
ELEMENT_COLOUR = {
    "water": ft.Colors.BLUE_600,
    "fire": ft.Colors.DEEP_ORANGE_600,
    "earth": ft.Colors.GREEN_700,
    "air": ft.Colors.BLUE_GREY_400,
    "multi": ft.Colors.PURPLE_400,
}
PHASE_ICON = {
    "focus": ft.Icons.CENTER_FOCUS_STRONG,
    "grimoire": ft.Icons.MENU_BOOK,
    "actions": ft.Icons.AUTO_FIX_HIGH,
    "recovery": ft.Icons.SELF_IMPROVEMENT,
}
# Reminders that announce something the table must act on at once.
ALERT_REMINDERS = frozenset(
    {
        "bbm.remind.curse_triggers",
        "bbm.remind.labelled_curse_triggers",
        "bbm.remind.monster_not_beaten",
        "bbm.remind.enter_elements",
        "bbm.remind.support_over_limit",
        "bbm.remind.madness_deck_low",
        "bbm.remind.curses_left",
        "bbm.remind.lost",
    }
)
GOOD_REMINDERS = frozenset(
    {"bbm.remind.monster_beaten", "bbm.remind.all_curses_broken", "bbm.remind.won"}
)


def tint(colour: str, opacity: float = 0.16) -> str:
    """A background of ``colour`` that keeps text readable in light and dark themes."""
    return ft.Colors.with_opacity(opacity, colour)
