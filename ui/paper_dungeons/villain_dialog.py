"""Entering a villain card's values once, so that the app can resolve its fights."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import flet as ft

from sheets.paper_dungeons.content import GEM_LETTERS, HEROES
from sheets.paper_dungeons.setup import VillainCard, VillainRange, VillainReward
from ui.widgets.common import tick_box
from ui.widgets.dialog_place import close
from ui.widgets.dialogs import show_named

if TYPE_CHECKING:
    from ui.session import AppSession

REWARDS = ("none", "glory", "potions", "gem", "level_up_any", "half_artifact_any")


# Wide enough for the longest label of each kind on one line, in either language (a
# label wider than its field would wrap over the number).
NUMBER_W = 110
STRENGTH_W = 160
FLEE_W = 200


def _number(label: str, value: str = "", width: float = NUMBER_W) -> ft.TextField:
    return ft.TextField(label=label, value=value, width=width, keyboard_type=ft.KeyboardType.NUMBER)


def open_villain_dialog(session: AppSession, saved: Callable[[VillainCard], None]) -> None:
    t = session.texts
    name = ft.TextField(label=t("pd.villain.name"), max_length=60)
    weakness = ft.Dropdown(
        label=t("pd.villain.weakness"),
        value=HEROES[0],
        options=[ft.DropdownOption(key=hero, text=t(f"term.{hero}")) for hero in HEROES],
    )
    ranges = [
        (
            _number(t("pd.villain.from"), width=STRENGTH_W),
            _number(t("pd.villain.glory")),
            _number(t("pd.villain.wounds"), "0"),
        )
        for _ in (1, 2, 3)
    ]
    flee = _number(t("pd.villain.flee"), "0", FLEE_W)
    reward = ft.Dropdown(
        label=t("pd.villain.reward"),
        value="none",
        options=[ft.DropdownOption(key=kind, text=t(f"term.{kind}")) for kind in REWARDS],
    )
    amount = _number(t("pd.villain.reward_amount"), "0")
    gems = {
        letter: tick_box(semantics_label=t("pd.villain.gem", letter=letter))
        for letter in GEM_LETTERS
    }
    problem = ft.Text(color=ft.Colors.ERROR)

    def save(e: ft.Event[ft.Button]) -> None:
        message = None
        try:
            numbers = [[int(field.value or "") for field in row] for row in ranges]
            flee_glory, reward_amount = int(flee.value or "0"), int(amount.value or "0")
        except ValueError:
            message = t("pd.villain.number_needed")
        else:
            if not (name.value or "").strip():
                message = t("pd.villain.name_needed")
            elif [row[0] for row in numbers] != sorted({row[0] for row in numbers}):
                message = t("pd.villain.ranges_rise")
            elif any(row[0] < 0 or row[2] < 0 for row in numbers) or reward_amount < 0:
                message = t("pd.villain.not_negative")
        if message is not None:
            problem.value = message
            problem.update()
            return
        card = VillainCard(
            name=(name.value or "").strip(),
            weakness=weakness.value,
            ranges=tuple(
                VillainRange(min_strength=low, glory=glory, wounds=wounds)
                for low, glory, wounds in numbers
            ),
            flee_glory=-abs(flee_glory),
            reward=VillainReward(kind=reward.value, amount=reward_amount),
            gem_letters=tuple(letter for letter, box in gems.items() if box.value),
        )
        if close(dialog):
            saved(card)

    dialog: ft.AlertDialog = ft.AlertDialog(
        title=ft.Text(t("pd.villain.title")),
        scrollable=True,
        content=ft.Column(
            [
                name,
                weakness,
                *[
                    part
                    for number, row in enumerate(ranges, start=1)
                    for part in (
                        ft.Text(t("pd.villain.range", number=number), weight=ft.FontWeight.BOLD),
                        ft.Row(list(row), wrap=True),
                    )
                ],
                flee,
                ft.Row([reward, amount], wrap=True),
                ft.Text(t("pd.villain.gems")),
                ft.Row(
                    [
                        ft.Row([box, ft.Text(letter)], spacing=0, tight=True)
                        for letter, box in gems.items()
                    ],
                    wrap=True,
                ),
                problem,
            ],
            tight=True,
        ),
        actions=[
            ft.TextButton(t("common.cancel"), on_click=lambda e: close(dialog)),
            ft.FilledButton(t("common.save"), on_click=save),
        ],
    )
    show_named(session, dialog)
