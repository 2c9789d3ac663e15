"""The dialogs and small forms of the Paper Dungeons sheet: choices, physical dice, villain
fights, bonuses, manual effects, the history and what a round's end brought."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import flet as ft

from sheets.core.actions import Action
from sheets.core.errors import Illegal
from sheets.core.events import Event
from sheets.paper_dungeons.actions import (
    ChooseBonus,
    EndRound,
    ManualEffect,
    RecordFight,
    RollDice,
)
from sheets.paper_dungeons.content import HEROES
from sheets.paper_dungeons.dice import symbols_of
from sheets.paper_dungeons.state import ARTIFACTS, Sheet
from ui.i18n import Texts
from ui.live import LiveTable
from ui.paper_dungeons.controller import with_choice
from ui.widgets.dialogs import show_history

if TYPE_CHECKING:
    from ui.app import AppSession

Commit = Callable[[Action], None]

# Events worth a note on screen right away; the rest is in the history.
NOTED_AFTER_ROLL = ("rerolled", "wounded", "wounds_prevented", "resurrected")
ROUND_END = (
    "gems_announced",
    "gems_crossed_out",
    "mission_completed",
    "villain_fought",
    "villain_fled",
    "strongest_reward",
    "gems_vanished",
    "wounded",
    "resurrected",
    "villain_fight_to_record",
    "bonus_pending",
    "game_over",
)


def _option_label(t: Texts, kind: str, option: str) -> str:
    if kind == "level_up_any":
        return t(f"term.{option}")
    return t("pd.sheet.artifact", count=int(option))


def ask_choice(
    t: Texts, session: AppSession, illegal: Illegal, action: Action, commit: Commit
) -> None:
    """Ask the question the rules raised (which hero, which artifact) and try again."""
    kind = illegal.params["kind"]
    title = t("pd.sheet.choose_hero" if kind == "level_up_any" else "pd.sheet.choose_artifact")

    def answer(option: str) -> None:
        session.page.pop_dialog()
        commit(with_choice(action, option))

    session.page.show_dialog(
        ft.AlertDialog(
            title=ft.Text(title),
            content=ft.Row(
                [
                    ft.FilledTonalButton(
                        _option_label(t, kind, option),
                        height=48,
                        on_click=lambda e, o=option: answer(o),
                    )
                    for option in illegal.params["options"]
                ],
                wrap=True,
            ),
            actions=[
                ft.TextButton(t("common.cancel"), on_click=lambda e: session.page.pop_dialog())
            ],
        )
    )


def pending_bonus(t: Texts, sheet: Sheet, seat: int, commit: Commit) -> ft.Control:
    """The bonus waiting on this sheet (a villain's reward), with a button per answer."""
    bonus = sheet.pending[0]
    if bonus == "level_up_any":
        options = [hero for hero in HEROES if sheet.level(hero) < 6]
    else:
        options = [str(n) for n in range(1, ARTIFACTS + 1) if sheet.artifacts[n - 1] < 2]
    return ft.Column(
        [
            ft.Text(
                t("pd.sheet.bonus_waiting", bonus=t(f"term.{bonus}")), weight=ft.FontWeight.BOLD
            ),
            ft.Row(
                [
                    ft.FilledTonalButton(
                        _option_label(t, bonus, option),
                        height=44,
                        on_click=lambda e, o=option: commit(ChooseBonus(seat=seat, choice=o)),
                    )
                    for option in options
                ],
                wrap=True,
            ),
        ]
    )


def fight_form(t: Texts, villain: int, seat: int, commit: Commit) -> ft.Control:
    """A villain fight typed in by the table (the villain's card values are not known)."""
    fled = ft.Checkbox(label=t("pd.sheet.fled"))
    glory = ft.TextField(
        label=t("pd.sheet.fight_glory"), width=180, keyboard_type=ft.KeyboardType.NUMBER
    )
    wounds = ft.TextField(
        label=t("pd.sheet.fight_wounds"), value="0", width=140, keyboard_type=ft.KeyboardType.NUMBER
    )
    problem = ft.Text(color=ft.Colors.ERROR)

    def record(e: Any) -> None:
        try:
            action = RecordFight(
                seat=seat,
                fled=bool(fled.value),
                glory=int(glory.value or ""),
                wounds=int(wounds.value or "0"),
            )
        except ValueError:
            problem.value = t("pd.sheet.number_needed")
            return
        commit(action)

    return ft.Card(
        ft.Container(
            ft.Column(
                [
                    ft.Text(t("pd.sheet.fight_title", villain=villain), weight=ft.FontWeight.BOLD),
                    fled,
                    ft.Row([glory, wounds], wrap=True),
                    problem,
                    ft.FilledButton(t("pd.sheet.record"), height=44, on_click=record),
                ]
            ),
            padding=12,
        )
    )


def enter_dice(session: AppSession, t: Texts, seat: int, commit: Commit) -> None:
    """Six pickers, white dice first, for dice rolled by hand at the table."""
    pickers = []
    for index in range(6):
        colour = "white" if index < 3 else "black"
        label = t(
            "pd.sheet.white_die" if colour == "white" else "pd.sheet.black_die",
            number=index % 3 + 1,
        )
        pickers.append(
            ft.Dropdown(
                label=label,
                value=symbols_of(colour)[1],
                width=170,
                options=[
                    ft.DropdownOption(key=symbol, text=t(f"term.{symbol}"))
                    for symbol in symbols_of(colour)
                ],
            )
        )

    def roll(e: Any) -> None:
        session.page.pop_dialog()
        commit(RollDice(seat=seat, symbols=tuple(str(p.value) for p in pickers)))

    session.page.show_dialog(
        ft.AlertDialog(
            title=ft.Text(t("pd.sheet.enter_dice_title")),
            content=ft.Row(pickers, wrap=True),
            actions=[
                ft.TextButton(t("common.cancel"), on_click=lambda e: session.page.pop_dialog()),
                ft.FilledButton(t("common.ok"), on_click=roll),
            ],
            scrollable=True,
        )
    )


def manual_effect(session: AppSession, t: Texts, seat: int, commit: Commit) -> None:
    """For artifacts and cards whose effect the app does not know: apply it by hand."""
    effects = ("level_up", "potions", "half_artifact", "gem", "glory", "wounds")
    effect = ft.Dropdown(
        value="glory",
        options=[ft.DropdownOption(key=name, text=t(f"pd.manual.{name}")) for name in effects],
    )
    target = ft.TextField(label=t("pd.manual.target"), width=220)
    amount = ft.TextField(
        label=t("pd.manual.amount"), value="1", width=120, keyboard_type=ft.KeyboardType.NUMBER
    )
    note = ft.TextField(label=t("pd.manual.note"))

    def apply(e: Any) -> None:
        try:
            value = int(amount.value or "")
        except ValueError:
            amount.error = t("pd.sheet.number_needed")
            return
        session.page.pop_dialog()
        commit(
            ManualEffect(
                seat=seat,
                effect=effect.value,
                target=(target.value or "").strip(),  # type: ignore[arg-type]
                amount=value,
                note=note.value or "",
            )
        )

    session.page.show_dialog(
        ft.AlertDialog(
            title=ft.Text(t("pd.sheet.manual")),
            content=ft.Column(
                [effect, ft.Text(t("pd.manual.help"), size=12), target, amount, note], tight=True
            ),
            actions=[
                ft.TextButton(t("common.cancel"), on_click=lambda e: session.page.pop_dialog()),
                ft.FilledButton(t("common.ok"), on_click=apply),
            ],
        )
    )


def history(session: AppSession, table: LiveTable, t: Texts) -> None:
    """Everything that happened, newest first: each action and its consequences."""
    rows: list[ft.Control] = []
    for action, events in reversed(table.game.history()):
        rows.append(
            ft.Text(
                t(f"pd.action.{action.TYPE}", seat=t.value("seat", action.seat)),
                weight=ft.FontWeight.BOLD,
            )
        )
        rows += [
            ft.Text(f"  {t.event(event)}", size=13) for event in events if event.code != "die_used"
        ]
    show_history(session, rows, t("pd.sheet.history_empty"), title=t("pd.sheet.history"))


def announce(session: AppSession, t: Texts, action: Action, events: tuple[Event, ...]) -> None:
    """Tell the table what happened without being asked: the reroll and the skull wounds
    of a roll, and everything the end of a round brought."""
    if isinstance(action, RollDice):
        notes = [t.event(e) for e in events if e.code in NOTED_AFTER_ROLL]
        if notes:
            session.notify("\n".join(notes))
    elif isinstance(action, EndRound | RecordFight):
        lines = [t.event(e) for e in events if e.code in ROUND_END]
        if lines:
            session.page.show_dialog(
                ft.AlertDialog(
                    title=ft.Text(t("pd.sheet.round_summary", round=_round_of(events))),
                    content=ft.Column(
                        [ft.Text(line) for line in lines], tight=True, scroll=ft.ScrollMode.AUTO
                    ),
                    actions=[
                        ft.FilledButton(
                            t("common.ok"), on_click=lambda e: session.page.pop_dialog()
                        )
                    ],
                )
            )


def _round_of(events: tuple[Event, ...]) -> Any:
    for event in events:
        if event.code == "round_ended":
            return event.params["round"]
    return "—"
