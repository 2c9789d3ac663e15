"""The dialogs of the table screen: a question before an action (how many times to pay for
a spell, which spell to destroy, which ability target), a curse place, one player's
madness and card effects, the alerts of the Grimoire phase and the whole history."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

import flet as ft

from sheets.big_book_of_madness.actions import (
    BanishByEffect,
    BreakCurse,
    CastSpell,
    ChangeSupport,
    DestroyMadness,
    GainMadness,
    LabelCurse,
    LearnSpell,
    MoveMadness,
    NeutraliseCurse,
    NeutraliseSpell,
    Reshuffle,
)
from sheets.big_book_of_madness.content import load_content
from sheets.big_book_of_madness.options import LearnOption
from sheets.big_book_of_madness.state import MADNESS_PLACES
from sheets.big_book_of_madness.track import LABEL_LENGTH
from sheets.big_book_of_madness.view import view
from sheets.core.actions import Action
from ui.big_book_of_madness.buttons import Doers, action_button, choice_button
from ui.big_book_of_madness.look import ELEMENT_COLOUR, ELEMENT_ICON
from ui.big_book_of_madness.words import Words
from ui.widgets.dialogs import show_closable, show_history

if TYPE_CHECKING:
    from ui.app import AppSession

DIALOG_WIDTH = 520
DESTINATIONS = ("discard_pile", "draw_pile", "hand", "support")


def _closing(session: AppSession, doers: Doers) -> Doers:
    """The same doers, closing the dialog before they act."""

    def commit(action: Action) -> object:
        session.page.pop_dialog()
        return doers.commit(action)

    return Doers(commit=commit, notify=doers.notify)


def _show(session: AppSession, title: str, controls: Sequence[ft.Control]) -> None:
    content = ft.Column(list(controls), tight=True, scroll=ft.ScrollMode.AUTO, width=DIALOG_WIDTH)
    show_closable(session, title, content, scrollable=True)


def ask(
    session: AppSession,
    words: Words,
    title: str,
    choices: Sequence[tuple[str, Callable[[], None]]],
    note: str = "",
) -> None:
    """A question answered by one tap; the dialog closes before the answer runs."""

    def answer(run: Callable[[], None]) -> None:
        session.page.pop_dialog()
        run()

    controls: list[ft.Control] = [ft.Text(note)] if note else []
    controls.append(
        ft.Row([choice_button(label, lambda r=run: answer(r)) for label, run in choices], wrap=True)
    )
    _show(session, title, controls)


def cast(session: AppSession, words: Words, doers: Doers, seat: int, spell: str) -> None:
    """How many times the cost is paid: every factor of the effect is multiplied by it."""
    rules = words.state.rules
    element = words.element(rules.spell_element(spell))
    level = rules.spell_level(spell)
    inside = _closing(session, doers)
    buttons = [
        action_button(
            words,
            inside,
            words(
                "bbm.ui.cast_multiple", multiple=multiple, cost=level * multiple, element=element
            ),
            CastSpell(seat=seat, spell=spell, multiple=multiple),
        )
        for multiple in range(1, load_content().max_multiple + 1)
    ]
    _show(
        session,
        words("bbm.ui.cast_title", spell=words.spell(spell)),
        [ft.Text(words("bbm.ui.cast_note")), ft.Row(buttons, wrap=True)],
    )


def learn(session: AppSession, words: Words, doers: Doers, seat: int, option: LearnOption) -> None:
    """At the spell limit, the spell to destroy to make room."""
    inside = _closing(session, doers)
    buttons = [
        action_button(
            words,
            inside,
            words.spell(spell),
            LearnSpell(seat=seat, element=option.element, destroy=spell),
            icon=ft.Icons.DELETE_OUTLINE,
        )
        for spell in option.destroyable
    ]
    _show(
        session,
        words("bbm.ui.learn_title", spell=words.spell(option.spell)),
        [ft.Text(words("bbm.ui.learn_destroy_note")), ft.Row(buttons, wrap=True)],
    )


def curse_place(session: AppSession, words: Words, doers: Doers, place: str, seat: int) -> None:
    """A curse place: what it holds, what breaking it costs and brings, and its actions."""
    curse = next(c for c in view(words.state, seat).curses if c.place == place)
    if curse.kind is None:
        doers.notify(words("bbm.ui.empty_place", place=place))
        return
    inside = _closing(session, doers)
    cost = ", ".join(f"{count} {words.element(element)}" for element, count in curse.cost.items())
    lines: list[ft.Control] = [
        ft.Row(
            [
                ft.Icon(ELEMENT_ICON[curse.kind], color=ELEMENT_COLOUR[curse.kind], size=32),
                ft.Text(words.kind(curse.kind), size=18, weight=ft.FontWeight.BOLD),
            ]
        ),
        ft.Text(words("bbm.ui.curse_status", status=words(f"bbm.curse_status.{curse.status}"))),
        ft.Text(words("bbm.ui.curse_cost", cost=cost)),
        ft.Text(words("bbm.ui.curse_reward")),
    ]
    if curse.madness_under:
        lines.append(ft.Text(words("bbm.ui.madness_under", count=curse.madness_under)))
    label = ft.TextField(
        label=words("bbm.ui.curse_label"),
        value=curse.label,
        max_length=LABEL_LENGTH,
        helper=words("bbm.ui.curse_label_help"),
    )

    def save_label(e: ft.Event[ft.TextButton]) -> None:
        inside.commit(LabelCurse(seat=seat, place=place, label=label.value or ""))  # type: ignore[arg-type]

    lines += [
        ft.Row(
            [
                action_button(
                    words,
                    inside,
                    words("bbm.ui.break_by", player=words.player(seat)),
                    BreakCurse(seat=seat, place=place),  # type: ignore[arg-type]
                    icon=ft.Icons.HEART_BROKEN,
                    primary=True,
                ),
                action_button(
                    words,
                    inside,
                    words("bbm.action.neutralise_curse"),
                    NeutraliseCurse(seat=seat, place=place),  # type: ignore[arg-type]
                    icon=ft.Icons.BLOCK,
                ),
            ],
            wrap=True,
        ),
        label,
        ft.TextButton(words("bbm.ui.save_label"), icon=ft.Icons.EDIT_NOTE, on_click=save_label),
    ]
    space = load_content().space_of(place)  # type: ignore[arg-type]
    _show(session, words("bbm.ui.curse_title", place=place, space=space), lines)


def player(session: AppSession, words: Words, doers: Doers, player_seat: int, seat: int) -> None:
    """Card effects that happen to one player: madness gained, moved, banished or
    destroyed, the empty draw pile, cards into and out of support, a neutralised spell."""
    inside = _closing(session, doers)
    name = words.player(player_seat)
    count = ft.Dropdown(
        label=words("bbm.ui.how_many"),
        value="1",
        width=120,
        options=[ft.DropdownOption(key=str(n), text=str(n)) for n in range(1, 7)],
    )
    destination = ft.Dropdown(
        label=words("bbm.ui.where_to"),
        value="discard_pile",
        width=240,
        options=[
            ft.DropdownOption(key=d, text=words(f"bbm.madness_destination.{d}"))
            for d in DESTINATIONS
        ],
    )

    def gain() -> None:
        inside.commit(
            GainMadness(
                seat=seat,
                player=player_seat,
                count=int(count.value or "1"),
                to=destination.value,  # type: ignore[arg-type]
            )
        )

    def number() -> int:
        return int(count.value or "1")

    controls: list[ft.Control] = [
        ft.Text(words("bbm.ui.effects_note")),
        ft.Row([count, destination], wrap=True),
        action_button(
            words,
            inside,
            words("bbm.ui.gains_madness", player=name),
            GainMadness(seat=seat, player=player_seat),
            icon=ft.Icons.ADD,
            then=gain,
        ),
        action_button(
            words,
            inside,
            words("bbm.ui.reshuffle", player=name),
            Reshuffle(seat=seat, player=player_seat),
            icon=ft.Icons.SHUFFLE,
        ),
    ]
    rows: list[tuple[str, list[tuple[str, Action, Callable[[], None] | None]]]] = [
        (
            words("bbm.ui.move_madness"),
            [
                (
                    words(
                        "bbm.ui.from_to",
                        source=words(f"bbm.madness_place.{source}"),
                        target=words(f"bbm.madness_place.{target}"),
                    ),
                    MoveMadness(seat=seat, player=player_seat, source=source, target=target),
                    lambda s=source, t=target: inside.commit(
                        MoveMadness(
                            seat=seat, player=player_seat, source=s, target=t, count=number()
                        )
                    ),
                )
                for source in MADNESS_PLACES
                for target in MADNESS_PLACES
                if source != target
            ],
        ),
        (
            words("bbm.ui.banish_by_effect"),
            [
                (
                    words(f"bbm.madness_place.{source}"),
                    BanishByEffect(seat=seat, owner=player_seat, source=source),
                    lambda s=source: inside.commit(
                        BanishByEffect(seat=seat, owner=player_seat, source=s, count=number())
                    ),
                )
                for source in MADNESS_PLACES
            ],
        ),
        (
            words("bbm.ui.destroy_madness"),
            [
                (
                    words(f"bbm.madness_place.{source}"),
                    DestroyMadness(seat=seat, owner=player_seat, source=source),
                    lambda s=source: inside.commit(
                        DestroyMadness(seat=seat, owner=player_seat, source=s, count=number())
                    ),
                )
                for source in MADNESS_PLACES
            ],
        ),
        (
            words("bbm.ui.support_cards"),
            [
                (
                    words("bbm.ui.support_add"),
                    ChangeSupport(seat=seat, player=player_seat, change=1),
                    None,
                ),
                (
                    words("bbm.ui.support_remove"),
                    ChangeSupport(seat=seat, player=player_seat, change=-1),
                    None,
                ),
            ],
        ),
        (
            words("bbm.action.neutralise_spell"),
            [
                (
                    words.spell(spell.id),
                    NeutraliseSpell(seat=seat, player=player_seat, spell=spell.id),
                    None,
                )
                for spell in words.state.players[player_seat].spells
            ],
        ),
    ]
    for title, buttons in rows:
        controls.append(ft.Text(title, weight=ft.FontWeight.BOLD))
        controls.append(
            ft.Row(
                [
                    action_button(words, inside, label, action, then=then)
                    for label, action, then in buttons
                ],
                wrap=True,
            )
        )
    _show(session, words("bbm.ui.player_effects_title", player=name), controls)


def alert(
    session: AppSession, words: Words, title: str, lines: Sequence[str], *, bad: bool
) -> None:
    """What the Grimoire phase set off, in large type for the whole table."""
    session.page.show_dialog(
        ft.AlertDialog(
            icon=ft.Icon(ft.Icons.WARNING_AMBER if bad else ft.Icons.MENU_BOOK, size=40),
            title=ft.Text(title),
            content=ft.Column(
                [ft.Text(line, size=18) for line in lines],
                tight=True,
                scroll=ft.ScrollMode.AUTO,
                width=DIALOG_WIDTH,
            ),
            actions=[
                ft.FilledButton(words("common.ok"), on_click=lambda e: session.page.pop_dialog())
            ],
            scrollable=True,
        )
    )


def history(session: AppSession, words: Words, entries: Sequence[Sequence[str]]) -> None:
    """Every action's consequences, newest first."""
    rows: list[ft.Control] = []
    for lines in entries:
        rows += [ft.Text(line, size=14) for line in lines]
        rows.append(ft.Divider(height=8))
    show_history(session, rows, words("bbm.ui.history_empty"), width=DIALOG_WIDTH)
