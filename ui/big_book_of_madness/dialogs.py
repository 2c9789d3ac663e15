"""The dialogs of the table screen: a question before an action (how many times to pay for
a spell, which spell to destroy, which ability target), a curse place, one player's
madness and card effects, the alerts of the Grimoire phase and the whole history."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Sequence
from functools import partial
from typing import TYPE_CHECKING

import flet as ft

from sheets.big_book_of_madness.actions import (
    AcquireElement,
    BanishByEffect,
    BreakCurse,
    CastSpell,
    ChangeSupport,
    CountSupply,
    DestroyFromMadnessDeck,
    DestroyMadness,
    GainMadness,
    LabelCurse,
    LearnSpell,
    MoveMadness,
    NeutraliseCurse,
    NeutraliseSpell,
    Reshuffle,
)
from sheets.big_book_of_madness.content import (
    ELEMENTS,
    SUPPLY_VALUES,
    Element,
    SupplyValue,
    load_content,
)
from sheets.big_book_of_madness.options import LearnOption, SeatOptions
from sheets.big_book_of_madness.state import MADNESS_PLACES, MadnessPlace
from sheets.big_book_of_madness.track import LABEL_LENGTH
from sheets.big_book_of_madness.view import TableView
from sheets.core.actions import Action
from ui.big_book_of_madness.buttons import Doers, action_button, choice_button
from ui.big_book_of_madness.look import ELEMENT_COLOUR, ELEMENT_ICON
from ui.big_book_of_madness.words import Words
from ui.widgets.dialogs import show_closable, show_history, show_named

if TYPE_CHECKING:
    from ui.session import AppSession

DIALOG_WIDTH = 520
# The size of a drop-down's choices in its menu (Material's label text).
DROPDOWN_TEXT_SIZE = 14
DESTROYED = (1, 2, 3, 4, 5, 6)
DESTINATIONS = ("discard_pile", "draw_pile", "hand", "support")
# Madness into and out of a support; the app does not follow cards between the hand and
# the piles (only whether six are in hand at the end of a turn, when it may be so).
SUPPORT_MOVES: tuple[tuple[MadnessPlace, MadnessPlace], ...] = (
    ("hand", "support"),
    ("support", "hand"),
    ("support", "piles"),
)


def _closing(session: AppSession, doers: Doers) -> Doers:
    """The same doers, closing the dialog before they act."""

    def commit(action: Action) -> object:
        session.dialogs.pop()
        return doers.commit(action)

    return dataclasses.replace(doers, commit=commit)


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
        session.dialogs.pop()
        run()

    controls: list[ft.Control] = [ft.Text(note)] if note else []
    controls.append(
        ft.Row([choice_button(label, partial(answer, run)) for label, run in choices], wrap=True)
    )
    _show(session, title, controls)


def cast(
    session: AppSession,
    words: Words,
    doers: Doers,
    seen: TableView,
    offered: SeatOptions,
    spell: str,
) -> None:
    """How many times the cost is paid (every factor of the effect is multiplied by it),
    and what the app counts of the effect: whom the spell lets act, how many of the
    cards it takes from the hand are madness. ``seen`` and ``offered`` are the table and
    the options of the seat that casts."""
    seat = offered.seat
    rules = words.context.rules
    element = words.element(rules.spell_element(spell))
    level = rules.spell_level(spell)
    inside = _closing(session, doers)
    effect = _effect(spell)
    controls: list[ft.Control] = [ft.Text(words("bbm.ui.cast_note"))]
    multiples = range(1, load_content().max_multiple + 1)

    def paid(multiple: int) -> str:
        return words(
            "bbm.ui.cast_multiple", multiple=multiple, cost=level * multiple, element=element
        )

    if rules.grants_actions(spell):
        controls.append(ft.Text(words("bbm.ui.cast_who_acts"), weight=ft.FontWeight.BOLD))
        for target in (player.seat for player in seen.players if not player.eliminated):
            if target == seat:
                continue
            controls.append(
                ft.Row(
                    [
                        action_button(
                            words,
                            inside,
                            words(
                                "bbm.ui.cast_for", player=words.player(target), paid=paid(multiple)
                            ),
                            CastSpell(seat=seat, spell=spell, multiple=multiple, target=target),
                        )
                        for multiple in multiples
                    ],
                    wrap=True,
                )
            )
    elif effect in ("hand_to_support", "destroy_from_hand"):
        option = next((o for o in offered.cast if o.spell == spell), None)
        most = multiples[-1] if option is None else option.madness
        controls.append(ft.Text(words(f"bbm.ui.cast_madness.{effect}"), weight=ft.FontWeight.BOLD))
        if most < multiples[-1]:
            controls.append(
                ft.Text(words("bbm.ui.cast_madness_held", player=words.person(seat), count=most))
            )
        for multiple in multiples:
            controls.append(
                ft.Row(
                    [
                        action_button(
                            words,
                            inside,
                            words("bbm.ui.cast_with_madness", paid=paid(multiple), madness=madness),
                            CastSpell(seat=seat, spell=spell, multiple=multiple, madness=madness),
                        )
                        for madness in range(min(multiple, most) + 1)
                    ],
                    wrap=True,
                )
            )
    else:
        controls.append(
            ft.Row(
                [
                    action_button(
                        words,
                        inside,
                        paid(multiple),
                        CastSpell(seat=seat, spell=spell, multiple=multiple),
                    )
                    for multiple in multiples
                ],
                wrap=True,
            )
        )
    _show(session, words("bbm.ui.cast_title", spell=words.spell(spell)), controls)


def _effect(spell: str) -> str | None:
    basic = load_content().basic_spell(spell)
    return basic.effect if basic is not None else None


def _pile(seen: TableView, element: Element, value: SupplyValue) -> int:
    """The cards left in the supply pile of ``element`` and ``value``."""
    piles = next(piles for piles in seen.supply if piles.element == element)
    return piles.value_2 if value == 2 else piles.value_3


def reward(
    session: AppSession, words: Words, doers: Doers, seen: TableView, seat: int, place: str
) -> None:
    """Breaking a curse: which value-2 card the breaker takes from the supply (straight
    away, with no question, when every value-2 pile is empty)."""
    left = {element: _pile(seen, element, 2) for element in ELEMENTS}
    if not any(left.values()):
        doers.commit(BreakCurse(seat=seat, place=place, reward=None))  # type: ignore[arg-type]
        return
    inside = _closing(session, doers)
    buttons = [
        action_button(
            words,
            inside,
            words("bbm.ui.reward_choice", element=words.element(element), left=left[element]),
            BreakCurse(seat=seat, place=place, reward=element),  # type: ignore[arg-type]
            icon=ELEMENT_ICON[element],
        )
        for element in ELEMENTS
    ]
    _show(
        session,
        words("bbm.ui.reward_title", place=place),
        [ft.Text(words("bbm.ui.reward_note")), ft.Row(buttons, wrap=True)],
    )


def acquire(session: AppSession, words: Words, doers: Doers, seen: TableView, seat: int) -> None:
    """Which element card to buy from the supply, with what is left of each pile."""
    inside = _closing(session, doers)
    costs = load_content().costs
    rows: list[ft.Control] = [ft.Text(words("bbm.ui.acquire_note"))]
    for element in ELEMENTS:
        rows.append(
            ft.Row(
                [
                    action_button(
                        words,
                        inside,
                        words(
                            "bbm.ui.acquire_choice",
                            element=words.element(element),
                            value=value,
                            cost=costs.acquire(value),
                            left=_pile(seen, element, value),
                        ),
                        AcquireElement(seat=seat, element=element, value=value),
                        icon=ELEMENT_ICON[element],
                    )
                    for value in SUPPLY_VALUES
                ],
                wrap=True,
            )
        )
    _show(session, words("bbm.action.acquire"), rows)


def destroy_from_deck(session: AppSession, words: Words, doers: Doers, seat: int) -> None:
    """How many cards of the madness deck a curse destroys."""
    inside = _closing(session, doers)
    buttons = [
        action_button(words, inside, str(count), DestroyFromMadnessDeck(seat=seat, count=count))
        for count in DESTROYED
    ]
    _show(
        session,
        words("bbm.action.destroy_from_deck"),
        [ft.Text(words("bbm.ui.destroy_note")), ft.Row(buttons, wrap=True)],
    )


def count_piles(
    session: AppSession, words: Words, doers: Doers, seat: int, look: Callable[[], TableView]
) -> None:
    """Which element's piles the table counted; the piles are then shown as ``look``
    finds the table."""

    def count(element: Element) -> None:
        count_pile(session, words, doers, look(), seat, element)

    choices = [(words.element(element), partial(count, element)) for element in ELEMENTS]
    ask(session, words, words("bbm.ui.count_pile"), choices, words("bbm.ui.count_which"))


def count_pile(
    session: AppSession, words: Words, doers: Doers, seen: TableView, seat: int, element: Element
) -> None:
    """The table counted the piles of an element: what it holds replaces the app's count."""
    inside = _closing(session, doers)
    supply = load_content().supply
    rows: list[ft.Control] = [ft.Text(words("bbm.ui.count_note"))]
    piles: tuple[tuple[SupplyValue, int], ...] = ((2, supply.value_2), (3, supply.value_3))
    for value, most in piles:
        rows.append(
            ft.Text(
                words("bbm.ui.pile_now", value=value, count=_pile(seen, element, value)),
                weight=ft.FontWeight.BOLD,
            )
        )
        rows.append(
            ft.Row(
                [
                    action_button(
                        words,
                        inside,
                        str(count),
                        CountSupply(seat=seat, element=element, value=value, count=count),
                    )
                    for count in range(most + 1)
                ],
                wrap=True,
                spacing=4,
            )
        )
    _show(session, words("bbm.ui.count_title", element=words.element(element)), rows)


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


def curse_place(
    session: AppSession, words: Words, doers: Doers, seen: TableView, place: str
) -> None:
    """A curse place: what it holds, what breaking it costs and brings, and its actions,
    for the seat of ``seen``."""
    seat = seen.seat
    curse = next(c for c in seen.curses if c.place == place)
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


def player(
    session: AppSession, words: Words, doers: Doers, seen: TableView, player_seat: int
) -> None:
    """Card effects that happen to one player: madness gained, moved, banished or
    destroyed, the empty draw pile, cards into and out of support, a neutralised spell.
    They are recorded for that player, so from their own device or the host's."""
    seat = player_seat
    inside = _closing(session, doers)
    name = words.player(player_seat)
    count = ft.Dropdown(
        label=words("bbm.ui.how_many"),
        value="1",
        width=120,
        options=[ft.DropdownOption(key=str(n), text=str(n)) for n in range(1, 7)],
    )
    # As wide as its widest choice, which is shown in the size of the choices in its
    # menu: "navrch dobíracího balíčku" fits a phone's dialog.
    destination = ft.Dropdown(
        label=words("bbm.ui.where_to"),
        value="discard_pile",
        text_size=DROPDOWN_TEXT_SIZE,
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

    def move(source: MadnessPlace, target: MadnessPlace) -> None:
        inside.commit(
            MoveMadness(seat=seat, player=player_seat, source=source, target=target, count=number())
        )

    def banish(source: MadnessPlace) -> None:
        inside.commit(BanishByEffect(seat=seat, owner=player_seat, source=source, count=number()))

    def destroy(source: MadnessPlace) -> None:
        inside.commit(DestroyMadness(seat=seat, owner=player_seat, source=source, count=number()))

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
                    partial(move, source, target),
                )
                for source, target in SUPPORT_MOVES
            ],
        ),
        (
            words("bbm.ui.banish_by_effect"),
            [
                (
                    words(f"bbm.madness_place.{source}"),
                    BanishByEffect(seat=seat, owner=player_seat, source=source),
                    partial(banish, source),
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
                    partial(destroy, source),
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
                for spell in seen.players[player_seat].spells
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
    show_named(
        session,
        ft.AlertDialog(
            icon=ft.Icon(ft.Icons.WARNING_AMBER if bad else ft.Icons.MENU_BOOK, size=40),
            title=ft.Text(title),
            content=ft.Column(
                [ft.Text(line, size=18) for line in lines],
                tight=True,
                scroll=ft.ScrollMode.AUTO,
                width=DIALOG_WIDTH,
            ),
            actions=[ft.FilledButton(words("common.ok"), on_click=lambda e: session.dialogs.pop())],
            scrollable=True,
        ),
    )


def history(session: AppSession, words: Words, entries: Sequence[Sequence[str]]) -> None:
    """Every action's consequences, newest first."""
    rows: list[ft.Control] = []
    for lines in entries:
        rows += [ft.Text(line, size=14) for line in lines]
        rows.append(ft.Divider(height=8))
    show_history(session, rows, words("bbm.ui.history_empty"), width=DIALOG_WIDTH)
