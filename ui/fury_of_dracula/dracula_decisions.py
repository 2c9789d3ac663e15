"""Dracula's decisions on his own device, one step at a time: his start, the encounter
cards he drew from the real deck, the hideout leaving the trail, his move (each legal
card with what it costs him and whether it reveals him), his encounter and rumour, an
ambush, and the choices the rules leave to him at dusk, with bats and hospitals.

Everything offered comes from :func:`~sheets.fury_of_dracula.options.options` of his
seat, so only legal cards are ever shown.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import partial

import flet as ft

from sheets.core.actions import Action
from sheets.fury_of_dracula.actions import (
    Ambush,
    AvoidCombat,
    BatsMove,
    ChooseHospital,
    DraculaMove,
    DraculaStart,
    DrawEncounters,
    MakeLair,
    Mature,
    PlaceEncounter,
    PlaceRumour,
    RemoveDuskTokens,
)
from sheets.fury_of_dracula.content import load_content
from sheets.fury_of_dracula.options import DraculaChoice, SeatOptions
from sheets.fury_of_dracula.view import DraculaSeatView
from sheets.i18n.collation import collation_key
from ui.fury_of_dracula.context import PlayContext
from ui.fury_of_dracula.hunter_actions import hospital_waits
from ui.fury_of_dracula.names import card_name
from ui.fury_of_dracula.pickers import PlacePicker
from ui.widgets.common import named_icon_button, tick_box, ticked_line
from ui.widgets.reuse import tap_key

LOCATION = "location"


@dataclass
class MoveChoice:
    """What Dracula has picked so far on his screen, before he sends it: in his movement
    step Misdirect's space (or none) and the kind of card (a location or a power); with
    the real encounter deck, the cards he has counted as drawn; the encounters of a
    maturing hideout whose matured effect he declines."""

    misdirect: int | None = None
    card: str = LOCATION
    drawn: Counter[str] = field(default_factory=Counter)
    declined: set[int] = field(default_factory=set)


def decision_controls(
    ctx: PlayContext, seen: DraculaSeatView, choice: MoveChoice, redraw: Callable[[], None]
) -> list[ft.Control]:
    seat = ctx.setup.dracula_seat
    offered = ctx.options(seat)
    t = ctx.t

    def buttons(actions: list[tuple[str, Action]]) -> ft.Control:
        return ft.Row(
            [
                ft.FilledTonalButton(
                    label,
                    height=48,
                    key=tap_key(action),
                    on_click=lambda e, a=action: ctx.commit(a),
                )
                for label, action in actions
            ],
            wrap=True,
            spacing=8,
            run_spacing=8,
        )

    legal = offered.actions
    match offered.step:
        case "dracula_start":
            starts = [a.place for a in legal if isinstance(a, DraculaStart)]
            picker = PlacePicker(
                starts,
                t.language,
                lambda code: ctx.commit(DraculaStart(seat=seat, place=code)),
                label=t("fod.play.type_place"),
                show_all=True,
            )
            return [ft.Text(t("fod.dracula.pick_start")), picker.control]
        case "dracula_draw":
            return _draw_controls(ctx, seen, choice, redraw)
        case "ambush":
            return [
                buttons(
                    [
                        (
                            t(
                                "fod.dracula.ambush_with",
                                encounter=t.value("encounter", a.encounter),
                            )
                            if a.encounter
                            else t("fod.action.no_ambush"),
                            a,
                        )
                        for a in legal
                        if isinstance(a, Ambush)
                    ]
                )
            ]
        case "combat":
            avoid = [a for a in legal if isinstance(a, AvoidCombat)]
            controls: list[ft.Control] = [ft.Text(t("fod.dracula.combat_at_table"))]
            if avoid:
                controls.append(buttons([(t("fod.action.avoid_combat"), avoid[0])]))
            return controls
        case "hospital":
            hospitals = [a for a in legal if isinstance(a, ChooseHospital)]
            if not hospitals:
                # The hunters' players choose: Dracula is told who the table waits for.
                return [ft.Text(hospital_waits(ctx))]
            return [
                buttons(
                    [
                        (
                            t(
                                "fod.play.hospital_for",
                                hunter=t(f"fod.hunter.{a.hunter}"),
                                city=t.value("place", a.hospital),
                            ),
                            a,
                        )
                        for a in hospitals
                    ]
                )
            ]
        case "bats_move":
            return [
                buttons(
                    [
                        (
                            t.value("place", a.place) if a.place else t("fod.dracula.bats_nowhere"),
                            a,
                        )
                        for a in legal
                        if isinstance(a, BatsMove)
                    ]
                )
            ]
        case "dusk_tokens":
            return [
                buttons(
                    [(_dusk_label(ctx, a), a) for a in legal if isinstance(a, RemoveDuskTokens)]
                )
            ]
        case "dracula_mature":
            return _mature_controls(ctx, seen, offered, choice)
        case "dracula_move":
            return _move_controls(ctx, offered, choice, redraw)
        case "dracula_encounter":
            return [
                buttons(
                    [
                        (t.value("encounter", a.encounter), a)
                        for a in legal
                        if isinstance(a, PlaceEncounter)
                    ]
                )
            ]
        case "dracula_rumour":
            return [
                buttons(
                    [
                        (
                            t("fod.dracula.rumour_on", space=a.space)
                            if a.space
                            else t("fod.action.skip_rumour"),
                            a,
                        )
                        for a in legal
                        if isinstance(a, PlaceRumour)
                    ]
                )
            ]
        case "finished":
            return []
    return [ft.Text(t("fod.dracula.hunters_act"), italic=True)]


def _dusk_label(ctx: PlayContext, action: RemoveDuskTokens) -> str:
    t = ctx.t
    parts = []
    if action.roadblock:
        parts.append(t("fod.dracula.remove_roadblock", edge=t.value("edge", action.roadblock)))
    if action.storm:
        parts.append(t("fod.dracula.remove_storm", sea=t.value("sea", action.storm)))
    return "; ".join(parts) or t("fod.dracula.remove_nothing")


def _draw_controls(
    ctx: PlayContext, seen: DraculaSeatView, choice: MoveChoice, redraw: Callable[[], None]
) -> list[ft.Control]:
    """The encounter cards Dracula drew from the real deck, counted by title."""
    t = ctx.t
    wanted = seen.encounters_to_draw
    total = choice.drawn.total()

    def change(card: str, by: int) -> None:
        choice.drawn[card] = max(0, choice.drawn[card] + by)
        redraw()

    def enter() -> None:
        cards = tuple(sorted(choice.drawn.elements()))
        if ctx.commit(DrawEncounters(seat=ctx.setup.dracula_seat, cards=cards)):
            choice.drawn.clear()

    rows: list[ft.Control] = [ft.Text(t("fod.dracula.drawn_count", count=total, wanted=wanted))]
    for card in load_content().encounters:
        rows.append(
            ft.Row(
                [
                    ft.Text(t.value("encounter", card), expand=True),
                    named_icon_button(
                        ft.Icons.REMOVE,
                        t("fod.play.less", what=t.value("encounter", card)),
                        partial(change, card, -1),
                    ),
                    ft.Text(str(choice.drawn[card]), width=24, text_align=ft.TextAlign.CENTER),
                    named_icon_button(
                        ft.Icons.ADD,
                        t("fod.play.more", what=t.value("encounter", card)),
                        partial(change, card, 1),
                    ),
                ],
                vertical_alignment=ft.CrossAxisAlignment.CENTER,
            )
        )
    rows.append(
        ft.FilledButton(
            t("fod.action.draw_encounters"),
            height=48,
            disabled=total != wanted,
            on_click=lambda e: enter(),
        )
    )
    return rows


def _mature_controls(
    ctx: PlayContext, seen: DraculaSeatView, offered: SeatOptions, choice: MoveChoice
) -> list[ft.Control]:
    t = ctx.t
    seat = ctx.setup.dracula_seat
    leaving = seen.leaving
    assert leaving is not None, "the mature step waits only while a hideout leaves"

    # The rules resolve matured effects: declining one is the deliberate choice.
    def ticked(index: int, value: bool | None) -> None:
        (choice.declined.discard if value else choice.declined.add)(index)

    boxes = [
        ticked_line(
            tick_box(
                semantics_label=text,
                value=index not in choice.declined,
                on_change=lambda e, i=index: ticked(i, e.control.value),
            ),
            text,
        )
        for index, card in enumerate(leaving.encounters)
        for text in [t("fod.dracula.resolve", encounter=t.value("encounter", card))]
    ]

    def mature() -> None:
        resolve = tuple(i for i in range(len(leaving.encounters)) if i not in choice.declined)
        if ctx.commit(Mature(seat=seat, resolve=resolve)):
            choice.declined.clear()

    cards = ", ".join(card_name(card, t.language) for card in leaving.cards)
    controls: list[ft.Control] = [ft.Text(t("fod.dracula.leaving", cards=cards))]
    controls += boxes
    controls.append(
        ft.FilledButton(
            t("fod.action.mature"),
            height=48,
            on_click=lambda e: mature(),
        )
    )
    lairs = [a for a in offered.actions if isinstance(a, MakeLair)]
    if lairs:
        controls.append(ft.Text(t("fod.dracula.or_lair"), weight=ft.FontWeight.BOLD))
        controls.append(
            ft.Row(
                [
                    ft.OutlinedButton(
                        t.value("encounter", a.encounter),
                        key=tap_key(a),
                        on_click=lambda e, a=a: ctx.commit(a),
                    )
                    for a in lairs
                ],
                wrap=True,
            )
        )
    return controls


def _card_of(action: DraculaMove) -> str:
    return action.power or LOCATION


def _move_controls(
    ctx: PlayContext, offered: SeatOptions, choice: MoveChoice, redraw: Callable[[], None]
) -> list[ft.Control]:
    """Misdirect's space first (advanced), then the kind of card, then each destination
    with its cost and a warning when it reveals him."""
    t = ctx.t
    moves = offered.dracula_moves
    forced = [c for c in moves if c.action.forced]
    if forced:
        picker = PlacePicker(
            [c.action.place for c in forced if c.action.place],
            t.language,
            lambda code: ctx.commit(next(c.action for c in forced if c.action.place == code)),
            label=t("fod.play.type_place"),
            show_all=True,
        )
        rule = ctx.house_rules.cornered_dracula
        return [ft.Text(t(f"fod.dracula.forced.{rule}")), picker.control]
    spaces = sorted({c.action.misdirect_space for c in moves if c.action.misdirect_space})
    if choice.misdirect not in (None, *spaces):
        choice.misdirect = None
    with_space = [c for c in moves if c.action.misdirect_space == choice.misdirect]
    kinds = list(dict.fromkeys(_card_of(c.action) for c in with_space))
    if choice.card not in kinds:
        choice.card = kinds[0] if kinds else LOCATION
    controls: list[ft.Control] = []

    def pick(**changes: object) -> None:
        for name, value in changes.items():
            setattr(choice, name, value)
        redraw()

    if spaces:
        controls.append(ft.Text(t("fod.dracula.misdirect"), weight=ft.FontWeight.BOLD))
        controls.append(
            ft.Row(
                [
                    ft.Chip(
                        label=ft.Text(
                            t("fod.dracula.no_misdirect")
                            if space is None
                            else t("fod.dracula.misdirect_space", space=space)
                        ),
                        selected=choice.misdirect == space,
                        on_select=lambda e, s=space: pick(misdirect=s),
                    )
                    for space in (None, *spaces)
                ],
                wrap=True,
            )
        )
    if len(kinds) > 1:
        controls.append(ft.Text(t("fod.dracula.card_kind"), weight=ft.FontWeight.BOLD))
        controls.append(
            ft.Row(
                [
                    ft.Chip(
                        label=ft.Text(
                            t("fod.dracula.location_card")
                            if kind == LOCATION
                            else t.value("power", kind)
                        ),
                        selected=choice.card == kind,
                        on_select=lambda e, k=kind: pick(card=k),
                    )
                    for kind in kinds
                ],
                wrap=True,
            )
        )
    chosen = [c for c in with_space if _card_of(c.action) == choice.card]
    controls.append(
        ft.Column(
            [
                _destination(ctx, c)
                for c in sorted(
                    chosen, key=lambda c: collation_key(_place_label(ctx, c), ctx.t.language)
                )
            ],
            spacing=6,
            horizontal_alignment=ft.CrossAxisAlignment.STRETCH,
        )
    )
    return controls


def _place_label(ctx: PlayContext, choice: DraculaChoice) -> str:
    action = choice.action
    if action.place is None:
        return ctx.t("fod.dracula.stay", power=ctx.t.value("power", action.power))
    return str(ctx.t.value("place", action.place))


def _destination(ctx: PlayContext, choice: DraculaChoice) -> ft.Control:
    t = ctx.t
    notes = []
    if choice.damage > 0:
        notes.append(t("fod.dracula.costs", damage=choice.damage))
    elif choice.damage < 0:
        notes.append(t("fod.dracula.heals", amount=-choice.damage))
    if choice.reveals:
        notes.append(t("fod.dracula.reveals"))
    lines: list[ft.Control] = [ft.Text(_place_label(ctx, choice), weight=ft.FontWeight.BOLD)]
    if notes:
        lines.append(ft.Text(" · ".join(notes), size=12))
    return ft.Button(
        content=ft.Column(
            lines, spacing=0, tight=True, horizontal_alignment=ft.CrossAxisAlignment.CENTER
        ),
        height=60 if notes else 48,
        style=ft.ButtonStyle(padding=ft.Padding.symmetric(horizontal=16, vertical=6)),
        key=tap_key(choice.action),
        on_click=lambda e: ctx.commit(choice.action),
    )
