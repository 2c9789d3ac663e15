"""The table's record of what the physical cards did beyond the counters: a combat in
progress, tokens placed on the map, hunters moved by a card, fights the table starts
itself, and allies. Each is offered to the devices that may record it (see
:mod:`sheets.fury_of_dracula.authority`); the rules keep the bounds.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from functools import partial

import flet as ft

from sheets.fury_of_dracula.actions import (
    CombatCard,
    DamageVampire,
    DestroyVampire,
    EffectMove,
    EndCombat,
    Escape,
    GainInfluence,
    Mesmerize,
    PlaceToken,
    RevealCombatCards,
    RevealTrail,
    SetAlly,
    Side,
    StartCombat,
)
from sheets.fury_of_dracula.content import HUNTERS, HunterId, load_content
from sheets.fury_of_dracula.options import allies_to_record
from sheets.fury_of_dracula.rules import table_records_refused
from sheets.fury_of_dracula.view import CombatView, PublicView
from ui.fury_of_dracula.context import PlayContext
from ui.fury_of_dracula.dialogs import Form
from ui.fury_of_dracula.pickers import PlacePicker
from ui.widgets.common import named_icon_button, section_title, tick_box, ticked_line
from ui.widgets.reuse import tap_key

CITY_TOKENS = ("fog", "heavenly_host", "consecrated_ground")


def combat_controls(ctx: PlayContext, public: PublicView) -> list[ft.Control]:
    """A fight in progress: who is in it and how they fare, Dracula's cards played towards
    six, the vampire fought with its damage; the buttons of each side for the device that
    records that side (Dracula's: his cards, Mesmerize, Fangs, the vampire; a hunter's:
    his escape), and the end of the fight for any device at the table."""
    combat = public.combat
    if combat is None:
        return []
    t = ctx.t
    dracula = ctx.records_dracula
    seat = ctx.dracula_record_seat
    place = t.value("place", combat.place) if combat.place else "—"
    if combat.vampire_card is not None:
        title = t(
            "fod.play.vampire_title",
            encounter=t.value("encounter", combat.vampire_card),
            place=place,
        )
    else:
        title = t("fod.play.combat_title", half=t(f"fod.half.{combat.half}"), place=place)
        if combat.vampire:
            title += " · " + t("fod.play.against_vampire")
    limit = load_content().game.combat_cards_max
    rows: list[ft.Control] = [
        section_title(title),
        ft.Text(t("fod.play.combat_cards", count=combat.cards_played, limit=limit)),
    ]
    if combat.influence_won:
        rows.append(ft.Text(t("fod.reminder.influence_won"), weight=ft.FontWeight.BOLD))
    combat_round = combat.round_being_played
    reveal = RevealCombatCards(
        seat=ctx.table_seat(), by_table=ctx.for_table, combat_round=combat_round
    )
    card = CombatCard(seat=seat, combat_round=combat_round)
    if ctx.offers(reveal):
        rows += [
            ft.Text(t("fod.play.reveal_hint"), size=13),
            ft.FilledButton(
                t("fod.play.reveal_combat"),
                icon=ft.Icons.STYLE,
                key=tap_key(reveal),
                on_click=lambda e: ctx.commit(reveal),
            ),
        ]
    elif ctx.offers(card):
        rows.append(
            ft.FilledTonalButton(
                t("fod.action.combat_card"),
                icon=ft.Icons.STYLE,
                key=tap_key(card),
                on_click=lambda e: ctx.commit(card),
            )
        )
    if combat.vampire_card is not None:
        rows.append(_vampire_row(ctx, combat.vampire_card, combat.vampire_damage, dracula))
    defeated = {hunter.hunter for hunter in public.hunters if hunter.defeated}
    for hunter in combat.hunters:
        rows.append(_fighter_row(ctx, combat, hunter, hunter in defeated, dracula))
    if dracula and combat.mesmerized:
        rows.append(
            ft.OutlinedButton(
                t("fod.action.fangs"),
                on_click=lambda e: _fangs(ctx, combat.mesmerized),
            )
        )
    if combat.fights_waiting:
        rows.append(ft.Text(t("fod.play.fights_waiting", count=combat.fights_waiting)))
    rows.append(ft.Text(t("fod.play.combat_hint"), size=12, italic=True))
    if ctx.records_table:
        rows.append(
            ft.OutlinedButton(
                t("fod.action.end_combat"),
                on_click=lambda e: ctx.commit(
                    EndCombat(seat=ctx.table_seat(), by_table=ctx.for_table)
                ),
            )
        )
    return [
        ft.Container(
            ft.Column(rows, spacing=6),
            padding=10,
            border=ft.Border.all(2, ft.Colors.ERROR),
            border_radius=ft.BorderRadius.all(10),
        )
    ]


def _vampire_row(ctx: PlayContext, card: str, damage: int, dracula: bool) -> ft.Control:
    t = ctx.t
    seat = ctx.dracula_record_seat
    name = t.value("encounter", card)
    text = t("fod.play.vampire_damage", encounter=name, damage=damage)
    buttons: list[ft.Control] = []
    if dracula:
        what = t("fod.play.vampire_damage_what")
        buttons += [
            named_icon_button(
                ft.Icons.REMOVE,
                t("fod.play.less", what=what),
                lambda e: ctx.commit(DamageVampire(seat=seat, amount=-1)),
            ),
            named_icon_button(
                ft.Icons.ADD,
                t("fod.play.more", what=what),
                lambda e: ctx.commit(DamageVampire(seat=seat, amount=1)),
            ),
            ft.OutlinedButton(
                t("fod.action.destroy_vampire"),
                on_click=lambda e: ctx.commit(DestroyVampire(seat=seat)),
            ),
        ]
    return _status_line(text, buttons)


def _fighter_row(
    ctx: PlayContext, combat: CombatView, hunter: HunterId, defeated: bool, dracula: bool
) -> ft.Control:
    t = ctx.t
    named = t.value("hunter", hunter)
    if hunter in combat.escaped:
        status = t("fod.play.fighter.escaped", hunter=named)
    elif defeated:
        status = t("fod.play.fighter.defeated", hunter=named)
    elif hunter in combat.bitten:
        status = t("fod.play.fighter.bitten", hunter=named)
    else:
        status = t("fod.play.fighter.in", hunter=named)
    if hunter in combat.mesmerized:
        status += " · " + t("fod.play.fighter.mesmerized", hunter=named)
    buttons: list[ft.Control] = []
    fighting = hunter in combat.fighting
    if fighting and dracula and hunter not in combat.mesmerized:
        buttons.append(
            ft.OutlinedButton(
                t("fod.action.mesmerize"),
                on_click=lambda e: ctx.commit(
                    Mesmerize(seat=ctx.dracula_record_seat, hunter=hunter)
                ),
            )
        )
    if fighting and ctx.records_hunter(hunter):
        buttons.append(
            ft.OutlinedButton(
                t("fod.action.escape"),
                on_click=lambda e: ctx.commit(
                    Escape(seat=ctx.setup.hunter_seats[hunter], hunter=hunter)
                ),
            )
        )
    return _status_line(f"{named}: {status}", buttons)


def _status_line(text: str, buttons: list[ft.Control]) -> ft.Control:
    """A fighter's or a vampire's state with the buttons that change it below: the text
    takes the panel's width and wraps in it, the buttons wrap under it (a text that takes
    the rest of a wrapping row has no width to take, and Flutter cannot draw the row)."""
    if not buttons:
        return ft.Text(text)
    return ft.Column([ft.Text(text), ft.Row(buttons, wrap=True)], spacing=4)


def _fangs(ctx: PlayContext, mesmerized: tuple[HunterId, ...]) -> None:
    """Fangs against a mesmerized hunter: at once when there is one, else asked which."""
    seat = ctx.dracula_record_seat

    def fangs(hunter: HunterId) -> GainInfluence:
        return GainInfluence(seat=seat, amount=1, cause="fangs", hunter=hunter)

    if len(mesmerized) == 1:
        ctx.commit(fangs(mesmerized[0]))
        return
    t = ctx.t
    form = Form(ctx, t("fod.action.fangs"), [ft.Text(t("fod.play.fangs_which"))])
    assert isinstance(form.dialog.content, ft.Column)
    form.dialog.content.controls.insert(
        1,
        ft.Row(
            [form.button(t(f"fod.hunter.{hunter}"), fangs(hunter)) for hunter in mesmerized],
            wrap=True,
        ),
    )
    form.show()


def record_buttons(ctx: PlayContext) -> list[ft.Control]:
    """The table's records this device makes, or, while the rules take none, why."""
    t = ctx.t
    refused = table_records_refused(ctx.public.step)
    if refused is not None:
        return [ft.Text(t.reason(refused), italic=True, size=13)]
    entries = [
        ("place_token", ft.Icons.ADD_LOCATION_ALT, lambda: token_form(ctx)),
        ("effect_move", ft.Icons.MOVE_DOWN, lambda: effect_move_form(ctx)),
        ("start_combat", ft.Icons.SPORTS_KABADDI, lambda: combat_form(ctx)),
        ("set_ally", ft.Icons.HANDSHAKE, lambda: ally_form(ctx)),
    ]
    if not any(ctx.records_hunter(hunter) for hunter in HUNTERS):
        del entries[1]
    if RevealTrail.TYPE in ctx.table_records:
        entries.append(("reveal_trail", ft.Icons.FLIP, lambda: reveal_trail_form(ctx)))
    return [
        ft.Row(
            [
                ft.OutlinedButton(
                    t(f"fod.action.{name}"), icon=icon, on_click=lambda e, o=open_: o()
                )
                for name, icon, open_ in entries
            ],
            wrap=True,
            spacing=8,
            run_spacing=8,
        )
    ]


def token_form(ctx: PlayContext) -> None:
    """A token kind, then where it goes: a city or sea typed by name, a road or railway
    of a city, or a hunter for bats."""
    t = ctx.t
    seat = ctx.table_seat()
    content = load_content()
    form = Form(ctx, t("fod.action.place_token"), [])
    target = ft.Column(spacing=8, tight=True)

    def place(token: str, at: str) -> None:
        form.send(PlaceToken(seat=seat, token=token, at=at, by_table=ctx.for_table))  # type: ignore[arg-type]

    def edges_of(city: str) -> None:
        board = ctx.board
        keys = sorted(
            key
            for key, edge in board.edges.items()
            if edge.type in ("road", "rail") and city in (edge.a, edge.b)
        )
        target.controls = [
            ft.Text(t("fod.play.roadblock_where", city=t.value("place", city))),
            ft.Row(
                [
                    form.button(t.value("edge", key), partial(_roadblock, seat, key, ctx.for_table))
                    for key in keys
                ],
                wrap=True,
            ),
        ]
        target.update()

    def chosen(token: str) -> None:
        where = ft.Text(
            t("fod.play.token_where", token=t.value("token", token)), weight=ft.FontWeight.BOLD
        )
        if token == "bats":
            target.controls = [
                where,
                ft.Row(
                    [
                        form.button(
                            t(f"fod.hunter.{hunter}"),
                            PlaceToken(seat=seat, token="bats", at=hunter, by_table=ctx.for_table),
                        )
                        for hunter in HUNTERS
                    ],
                    wrap=True,
                ),
            ]
        else:
            seas = token == "storm"
            places = [code for code, info in content.places.items() if info.is_sea == seas]
            pick: Callable[[str], None] = (
                edges_of if token == "roadblock" else partial(place, token)
            )
            picker = PlacePicker(places, t.language, pick, label=t("fod.play.type_place"))
            target.controls = [where, picker.control]
        target.update()

    kinds = ft.Row(
        [
            ft.OutlinedButton(t(f"fod.token.{token}"), on_click=lambda e, k=token: chosen(k))
            for token in (*CITY_TOKENS, "roadblock", "storm", "bats")
        ],
        wrap=True,
    )
    assert isinstance(form.dialog.content, ft.Column)
    form.dialog.content.controls[:0] = [ft.Text(t("fod.play.token_kind")), kinds, target]
    form.show()


def _roadblock(seat: int, edge: str, by_table: bool) -> PlaceToken:
    return PlaceToken(seat=seat, token="roadblock", at=edge, by_table=by_table)


def effect_move_form(ctx: PlayContext) -> None:
    t = ctx.t
    hunters = [hunter for hunter in HUNTERS if ctx.records_hunter(hunter)]
    hunter = ft.Dropdown(
        label=t("fod.play.which_hunter"),
        value=hunters[0],
        options=[ft.DropdownOption(key=h, text=t(f"fod.hunter.{h}")) for h in hunters],
    )
    form = Form(ctx, t("fod.action.effect_move"), [])

    def moved(code: str) -> None:
        chosen: HunterId = hunter.value  # type: ignore[assignment]
        form.send(EffectMove(seat=ctx.setup.hunter_seats[chosen], hunter=chosen, to=code))

    picker = PlacePicker(load_content().places, t.language, moved, label=t("fod.play.type_place"))
    assert isinstance(form.dialog.content, ft.Column)
    form.dialog.content.controls[:0] = [hunter, picker.control]
    form.show()


def combat_form(ctx: PlayContext) -> None:
    t = ctx.t
    boxes = {
        hunter: tick_box(semantics_label=t(f"fod.hunter.{hunter}"))
        for hunter in HUNTERS
        if ctx.sends_into_fight(hunter)
    }
    vampire = ft.Switch(label=t("fod.play.against_vampire"), value=True)

    def start() -> StartCombat:
        hunters = tuple(hunter for hunter, box in boxes.items() if box.value)
        return StartCombat(
            seat=ctx.table_seat(),
            hunters=hunters,
            vampire=bool(vampire.value),
            by_table=ctx.for_table,
        )

    lines = [ticked_line(box, t(f"fod.hunter.{hunter}")) for hunter, box in boxes.items()]
    form = Form(ctx, t("fod.action.start_combat"), [*lines, vampire])
    assert isinstance(form.dialog.content, ft.Column)
    form.dialog.content.controls.append(form.button(t("fod.action.start_combat"), start))
    form.show()


def ally_form(ctx: PlayContext) -> None:
    t = ctx.t
    body: list[ft.Control] = []
    form = Form(ctx, t("fod.action.set_ally"), [])
    sides: dict[Side, int] = {"hunters": ctx.table_seat()}
    if ctx.records_dracula:
        sides["dracula"] = ctx.dracula_record_seat
    for side, seat in sides.items():
        body.append(ft.Text(t(f"fod.role.{side}"), weight=ft.FontWeight.BOLD))
        body.append(
            ft.Row(
                [
                    *(
                        form.button(t(f"fod.ally.{ally}"), _ally(ctx, seat, side, ally))
                        for ally in allies_to_record(ctx.setup, side)
                    ),
                    form.button(t("fod.play.discard_ally"), _ally(ctx, seat, side, None)),
                ],
                wrap=True,
            )
        )
    assert isinstance(form.dialog.content, ft.Column)
    form.dialog.content.controls[:0] = body
    form.show()


def reveal_trail_form(ctx: PlayContext) -> None:
    """A hunter's card turns a trail card of the app's Dracula face up: by trail space,
    or by place, as the card says; the app answers with what is there."""
    t = ctx.t
    seat, for_table = ctx.table_seat(), ctx.for_table
    form = Form(ctx, t("fod.play.reveal_trail_title"), [])
    spaces = [
        form.button(
            t("fod.play.reveal_by_space", space=number),
            RevealTrail(seat=seat, space=number, by_table=for_table),
        )
        for number, hideout in enumerate(ctx.public.trail, start=1)
        if hideout is not None
    ]

    def named(code: str) -> None:
        form.send(RevealTrail(seat=seat, place=code, by_table=for_table))

    picker = PlacePicker(
        load_content().places, t.language, named, label=t("fod.play.reveal_by_place")
    )
    assert isinstance(form.dialog.content, ft.Column)
    form.dialog.content.controls[:0] = [
        ft.Text(t("fod.play.reveal_trail_help"), size=13),
        ft.Text(t("fod.play.reveal_space"), weight=ft.FontWeight.BOLD),
        ft.Row(spaces, wrap=True),
        ft.Text(t("fod.play.reveal_place"), weight=ft.FontWeight.BOLD),
        picker.control,
    ]
    form.show()


def _ally(ctx: PlayContext, seat: int, side: Side, ally: str | None) -> SetAlly:
    record = SetAlly(seat=seat, side=side, ally=ally)
    return replace(record, by_table=ctx.made_for_table(record))
