"""The dialogs of the Paper Dungeons sheet: the questions the rules ask (which hero, which
artifact, and why), villain fights, bonuses, manual effects, the history, what a round's
end brought, and a route in words."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

import flet as ft

from sheets.core.actions import Action
from sheets.core.errors import Illegal
from sheets.core.events import Event
from sheets.paper_dungeons.actions import (
    ChooseBonus,
    EndRound,
    ManualEffect,
    ManualEffectKind,
    RecordFight,
    RollDice,
)
from sheets.paper_dungeons.content import HEROES, load_content
from sheets.paper_dungeons.round_end import StrengthBonus, VillainStrength, strength_against
from sheets.paper_dungeons.setup import VillainCard
from sheets.paper_dungeons.state import ARTIFACTS, Sheet
from sheets.paper_dungeons.view import SeatView
from ui.i18n import Texts
from ui.paper_dungeons.controller import RoutePreview, with_choice
from ui.paper_dungeons.names import card_name, entered_villain_name
from ui.widgets.common import tick_box, ticked_line
from ui.widgets.dialog_place import close
from ui.widgets.dialogs import show_history, show_named

if TYPE_CHECKING:
    from ui.session import AppSession

Commit = Callable[[Action], None]
# The width of the fight's drop-down of heroes: its label and its longest hero whole.
WEAKNESS_W = 240

# Events worth a note on screen right away; the rest is in the history.
NOTED_AFTER_ROLL = ("rerolled", "wounded", "wounds_prevented", "resurrected")
ROUND_END = (
    "gems_announced",
    "gems_crossed_out",
    "mission_completed",
    "villain_fought",
    "villain_fight_entered",
    "villain_fled",
    "strongest_reward",
    "gems_vanished",
    "wounded",
    "resurrected",
    "villain_fight_to_record",
    "bonus_pending",
    "game_over",
)


def ask_choice(
    t: Texts,
    session: AppSession,
    sheet: Sheet,
    illegal: Illegal,
    action: Action,
    commit: Commit,
) -> None:
    """Ask the question the rules raised (which hero, which artifact), saying what asks
    it (a treasure, a potion bonus), and try again with the answer."""
    kind, cause = illegal.params["kind"], illegal.params.get("cause", "")
    show_options(
        session,
        t,
        t(f"pd.choice.{kind}", cause=t.value("cause", cause)),
        [(option, option_label(t, sheet, kind, option)) for option in illegal.params["options"]],
        lambda option: commit(with_choice(action, option)),
    )


def bonus(session: AppSession, t: Texts, seen: SeatView, commit: Commit) -> None:
    """The bonus waiting on this sheet (a villain's reward), with a button per answer."""
    seat, sheet = seen.seat, seen.sheet
    kind = sheet.pending[0]
    options: list[str]
    if kind == "level_up_any":
        options = [hero for hero in HEROES if sheet.level(hero) < 6]
    else:
        options = [str(n) for n in range(1, ARTIFACTS + 1) if sheet.artifacts[n - 1] < 2]
    show_options(
        session,
        t,
        t(f"pd.choice.{kind}", cause=t("cause.reward")),
        [(option, option_label(t, sheet, kind, option)) for option in options],
        lambda option: commit(ChooseBonus(seat=seat, choice=option)),
    )


def option_label(t: Texts, sheet: Sheet, kind: str, option: str) -> str:
    """A hero with the level they would reach; an artifact by name, with its halves and
    what it does when the app knows."""
    if kind == "level_up_any":
        level = sheet.level(option)  # type: ignore[arg-type]
        return t("pd.choice.hero", hero=t(f"term.{option}"), level=level, next=level + 1)
    artifact = load_content().rules.artifacts[int(option) - 1]
    effect = t(f"pd.artifact_effect.{artifact.effect_tag}") if artifact.effect_tag else ""
    return t(
        "pd.choice.artifact",
        number=artifact.id,
        name=card_name(artifact, t.language),
        halves=sheet.artifacts[artifact.id - 1],
        effect=effect or t("pd.artifact_effect.unknown"),
    )


def show_options(
    session: AppSession,
    t: Texts,
    title: str,
    options: list[tuple[str, str]],
    chosen: Callable[[str], None],
) -> None:
    """A question with a button per answer; the answer tapped first is the one taken."""

    def answer(option: str) -> None:
        if close(dialog):
            chosen(option)

    dialog: ft.AlertDialog = ft.AlertDialog(
        title=ft.Text(title),
        content=ft.Column(
            [
                ft.FilledTonalButton(
                    ft.Text(label, max_lines=3),
                    on_click=lambda e, o=option: answer(o),
                )
                for option, label in options
            ],
            tight=True,
            scroll=ft.ScrollMode.AUTO,
            horizontal_alignment=ft.CrossAxisAlignment.STRETCH,
        ),
        actions=[ft.TextButton(t("common.cancel"), on_click=lambda e: close(dialog))],
    )
    show_named(session, dialog)


def villain_name(t: Texts, villains: Sequence[VillainCard], number: int) -> str:
    """The villain's name as entered, or "Villain 2" in the session's language for a
    villain whose card the table keeps."""
    entered = entered_villain_name(villains, number)
    return t("pd.fight.villain", number=number) if entered is None else entered


def fight(session: AppSession, t: Texts, seen: SeatView, commit: Commit) -> None:
    """A villain fight typed in by the table: the villain's name, the party's strength part
    by part and in total (with the hero the villain is weak against, as its card says:
    picked here when the app does not know it), and whether the party reached the
    villain's room (a party that never did flees: the box comes ticked)."""
    seat, sheet = seen.seat, seen.sheet
    number = seen.villains_fought + 1
    circle = seen.board.villain_circles.get(number)
    visited = circle is not None and circle in sheet.path
    power = seen.setup.seats[seat].power
    levels = " + ".join(str(level) for level in sheet.levels)
    strength = strength_against(sheet, seen.setup.villains[number - 1].weakness, seen.rules, power)
    lines: list[ft.Control] = [ft.Text(t("pd.fight.levels", levels=levels, health=sheet.health))]
    lines += [
        ft.Text(t("pd.fight.bonus", what=bonus_name(t, bonus), bonus=f"{bonus.amount:+d}"))
        for bonus in strength.bonuses
    ]
    total = ft.Text(total_text(t, strength), weight=ft.FontWeight.BOLD)

    def weak_against(e: ft.Event[ft.Dropdown]) -> None:
        chosen = strength_against(sheet, e.control.value, seen.rules, power)  # type: ignore[arg-type]
        total.value = total_text(t, chosen)

    weakness = ft.Dropdown(
        label=t("pd.fight.weak_hero"),
        width=WEAKNESS_W,
        value=strength.weakness,
        options=[
            ft.DropdownOption(
                key=hero, text=t("pd.fight.weak_option", hero=t(f"term.{hero}"), level=level)
            )
            for hero, level in zip(HEROES, sheet.levels, strict=True)
        ],
        on_select=weak_against,
    )
    lines += [weakness, total]
    if circle is not None and not visited:
        lines.append(ft.Text(t("pd.fight.not_visited", room=circle), weight=ft.FontWeight.BOLD))
    fled = tick_box(semantics_label=t("pd.sheet.fled"), value=not visited)
    glory = ft.TextField(label=t("pd.fight.glory"), width=150, keyboard_type=ft.KeyboardType.NUMBER)
    wounds = ft.TextField(
        label=t("pd.sheet.fight_wounds"), value="0", width=120, keyboard_type=ft.KeyboardType.NUMBER
    )
    problem = ft.Text(color=ft.Colors.ERROR)

    def record(e: Any) -> None:
        try:
            action = RecordFight(
                seat=seat,
                fled=bool(fled.value),
                glory=int(glory.value or ""),
                wounds=0 if fled.value else int(wounds.value or "0"),
            )
        except ValueError:
            problem.value = t("pd.sheet.number_needed")
            glory.error = problem.value
            return
        if action.fled and action.glory > 0:
            # The field is narrow: it says what it takes, the line below says why.
            problem.value = t("illegal.fled_with_glory", glory=action.glory)
            glory.error = t("pd.fight.glory_when_fled")
            return
        if close(dialog):
            commit(action)

    dialog: ft.AlertDialog = ft.AlertDialog(
        title=ft.Text(
            t(
                "pd.fight.title",
                villain=villain_name(t, seen.setup.villains, number),
                name=t.value("seat", seat),
            )
        ),
        scrollable=True,
        content=ft.Column(
            [
                *lines,
                ticked_line(fled, t("pd.sheet.fled")),
                ft.Text(t("pd.fight.glory_help"), size=13, italic=True),
                ft.Row([glory, wounds], wrap=True),
                problem,
            ],
            tight=True,
        ),
        actions=[
            ft.TextButton(t("common.cancel"), on_click=lambda e: close(dialog)),
            ft.FilledButton(t("pd.sheet.record"), on_click=record),
        ],
    )
    show_named(session, dialog)


def bonus_name(t: Texts, bonus: StrengthBonus) -> str:
    """What gives a strength bonus, in the session's language."""
    if bonus.artifact is not None:
        return card_name(load_content().rules.artifacts[bonus.artifact - 1], t.language)
    return t("cause.warrior_ability" if bonus.cause == "warrior_ability" else "pd.fight.berserker")


def total_text(t: Texts, strength: VillainStrength) -> str:
    """The party's strength in total, or as far as it is known without the weak hero."""
    if strength.weakness is None:
        return t("pd.fight.total_unknown", total=strength.total)
    return t(
        "pd.fight.total",
        total=strength.total,
        hero=t(f"term.{strength.weakness}"),
        level=strength.weakness_level,
    )


def route_text(t: Texts, preview: RoutePreview) -> str:
    """A route and what walking it brings: "C1 → C2 → C3: 1 wound · 1 minion · gem B"."""
    parts = [t("pd.route.wounds", count=preview.wounds)]
    if preview.minions:
        parts.append(t("pd.route.minions", count=preview.minions))
    parts += [t("pd.route.gem", letter=letter) for letter in preview.gems]
    if preview.potions:
        parts.append(t("pd.route.potions", count=preview.potions))
    if preview.levels:
        parts.append(t("pd.route.levels", count=preview.levels))
    if preview.halves:
        parts.append(t("pd.route.halves", count=preview.halves))
    parts += [t("pd.route.villain", villain=t.value("villain", n)) for n in preview.villains]
    return t("pd.route.summary", rooms=" → ".join(preview.rooms), effects=" · ".join(parts))


def manual_effect(session: AppSession, t: Texts, seat: int, commit: Commit) -> None:
    """For artifacts and cards whose effect the app does not know: apply it by hand."""
    effects: tuple[ManualEffectKind, ...] = (
        "level_up",
        "potions",
        "half_artifact",
        "gem",
        "glory",
        "wounds",
    )
    effect = ft.Dropdown(
        value="glory",
        options=[ft.DropdownOption(key=name, text=t(f"pd.manual.{name}")) for name in effects],
    )
    target = ft.TextField(label=t("pd.manual.target"), width=220)
    amount = ft.TextField(
        label=t("pd.manual.amount"), value="1", width=120, keyboard_type=ft.KeyboardType.NUMBER
    )
    note = ft.TextField(label=t("pd.manual.note"))

    # A hero or a score line may be typed as the sheet names it in the session's language.
    targets = {t(f"term.{hero}").casefold(): hero for hero in HEROES} | {
        t(f"pd.line.{line.id}").casefold(): line.id for line in load_content().sheet.score_lines
    }

    def apply(e: Any) -> None:
        try:
            value = int(amount.value or "")
        except ValueError:
            amount.error = t("pd.sheet.number_needed")
            return
        typed = (target.value or "").strip()
        chosen = effect.value
        if chosen not in effects or not close(dialog):
            return
        commit(
            ManualEffect(
                seat=seat,
                effect=chosen,
                target=targets.get(typed.casefold(), typed),
                amount=value,
                note=note.value or "",
            )
        )

    dialog: ft.AlertDialog = ft.AlertDialog(
        title=ft.Text(t("pd.sheet.manual")),
        content=ft.Column(
            [effect, ft.Text(t("pd.manual.help"), size=12), target, amount, note], tight=True
        ),
        # Five fields and a phone's keyboard do not fit a phone's height.
        scrollable=True,
        actions=[
            ft.TextButton(t("common.cancel"), on_click=lambda e: close(dialog)),
            ft.FilledButton(t("common.ok"), on_click=apply),
        ],
    )
    show_named(session, dialog)


def action_text(t: Texts, action: Action) -> str:
    """An action of the log as the history names it ("Anna ends the round")."""
    entered = isinstance(action, RollDice) and action.symbols is not None
    key = "pd.action.pd.roll_entered" if entered else f"pd.action.{action.TYPE}"
    return t(key, seat=t.value("seat", action.seat))


def undo_with_later(
    session: AppSession,
    t: Texts,
    action: Action,
    later: Sequence[Action],
    undo: Callable[[], object],
    redone_elsewhere: Sequence[int] = (),
) -> None:
    """Ask before an undo that takes back with ``action`` the later actions that depend
    on it (the end of a round, the fights after it), listed as the history names them.
    ``redone_elsewhere``: the seats whose actions among them only the devices holding
    them may redo, named in the line that says how they come back."""

    def confirm(e: Any) -> None:
        if close(dialog):
            undo()

    dialog: ft.AlertDialog = ft.AlertDialog(
        title=ft.Text(t("pd.undo.with_later_title")),
        content=ft.Column(
            [
                ft.Text(t("pd.undo.with_later", action=action_text(t, action))),
                *(ft.Text(f"• {action_text(t, taken)}") for taken in later),
                ft.Text(
                    t(
                        "pd.undo.redo_elsewhere",
                        players=", ".join(t.value("seat", seat) for seat in redone_elsewhere),
                    )
                    if redone_elsewhere
                    else t("pd.undo.redo_brings_back")
                ),
            ],
            tight=True,
        ),
        scrollable=True,
        actions=[
            ft.TextButton(t("common.cancel"), on_click=lambda e: close(dialog)),
            ft.FilledButton(t("pd.undo.all", count=len(later) + 1), on_click=confirm),
        ],
    )
    show_named(session, dialog)


def history(
    session: AppSession, t: Texts, entries: Sequence[tuple[Action, tuple[Event, ...]]]
) -> None:
    """Everything that happened, newest first: each action and its consequences."""
    rows: list[ft.Control] = []
    for action, events in reversed(entries):
        rows.append(ft.Text(action_text(t, action), weight=ft.FontWeight.BOLD))
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
            summary: ft.AlertDialog = ft.AlertDialog(
                title=ft.Text(_title_of(t, action, events)),
                content=ft.Column(
                    [ft.Text(line) for line in lines], tight=True, scroll=ft.ScrollMode.AUTO
                ),
                actions=[ft.FilledButton(t("common.ok"), on_click=lambda e: close(summary))],
            )
            show_named(session, summary)


def _title_of(t: Texts, action: Action, events: tuple[Event, ...]) -> str:
    for event in events:
        if event.code == "round_ended":
            return t("pd.sheet.round_summary", round=event.params["round"])
    if isinstance(action, RecordFight):
        return t("pd.fight.recorded", name=t.value("seat", action.seat))
    return t("pd.sheet.history")
