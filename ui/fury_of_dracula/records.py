"""The table's record of what the physical cards did beyond the counters: a combat in
progress, tokens placed on the map, hunters moved by a card, fights the table starts
itself, and allies. Any device at the table may record them; the rules keep the bounds.
"""

from __future__ import annotations

import flet as ft

from sheets.fury_of_dracula.actions import (
    CombatCard,
    EffectMove,
    EndCombat,
    Escape,
    PlaceToken,
    SetAlly,
    StartCombat,
)
from sheets.fury_of_dracula.content import HUNTERS, HunterId, load_content
from sheets.fury_of_dracula.view import PublicView
from ui.fury_of_dracula.context import PlayContext
from ui.fury_of_dracula.dialogs import Form
from ui.fury_of_dracula.pickers import PlacePicker
from ui.widgets.common import section_title

CITY_TOKENS = ("fog", "heavenly_host", "consecrated_ground")


def combat_controls(ctx: PlayContext, public: PublicView) -> list[ft.Control]:
    """A fight in progress: who is in it, Dracula's cards played towards six, escapes."""
    combat = public.combat
    if combat is None:
        return []
    t = ctx.t
    title = t(
        "fod.play.combat_title",
        half=t(f"fod.half.{combat.half}"),
        place=t.value("place", combat.place) if combat.place else "—",
    )
    if combat.vampire:
        title += " · " + t("fod.play.against_vampire")
    limit = load_content().game.combat_cards_max
    defeated = {hunter.hunter for hunter in public.hunters if hunter.defeated}
    rows: list[ft.Control] = [
        section_title(title),
        ft.Text(t("fod.play.combat_cards", count=combat.cards_played, limit=limit)),
        ft.FilledTonalButton(
            t("fod.action.combat_card"),
            icon=ft.Icons.STYLE,
            height=44,
            on_click=lambda e: ctx.commit(CombatCard(seat=ctx.record_seat())),
        ),
    ]
    for hunter in combat.hunters:
        named = t.value("hunter", hunter)
        if hunter in combat.escaped:
            status = t("fod.play.fighter.escaped", hunter=named)
        elif hunter in defeated:
            status = t("fod.play.fighter.defeated", hunter=named)
        elif hunter in combat.bitten:
            status = t("fod.play.fighter.bitten", hunter=named)
        else:
            status = t("fod.play.fighter.in", hunter=named)
        line: list[ft.Control] = [
            ft.Text(f"{named}: {status}", expand=True),
        ]
        if hunter not in combat.escaped and hunter not in defeated:
            line.append(
                ft.OutlinedButton(
                    t("fod.action.escape"),
                    height=44,
                    on_click=lambda e, h=hunter: ctx.commit(
                        Escape(seat=ctx.record_seat(h), hunter=h)
                    ),
                )
            )
        rows.append(ft.Row(line, vertical_alignment=ft.CrossAxisAlignment.CENTER))
    rows.append(ft.Text(t("fod.play.combat_hint"), size=12, italic=True))
    rows.append(
        ft.OutlinedButton(
            t("fod.action.end_combat"),
            height=44,
            on_click=lambda e: ctx.commit(EndCombat(seat=ctx.record_seat())),
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


def record_buttons(ctx: PlayContext) -> list[ft.Control]:
    t = ctx.t
    entries = (
        ("place_token", ft.Icons.ADD_LOCATION_ALT, lambda: token_form(ctx)),
        ("effect_move", ft.Icons.MOVE_DOWN, lambda: effect_move_form(ctx)),
        ("start_combat", ft.Icons.SPORTS_KABADDI, lambda: combat_form(ctx)),
        ("set_ally", ft.Icons.HANDSHAKE, lambda: ally_form(ctx)),
    )
    return [
        ft.Row(
            [
                ft.OutlinedButton(
                    t(f"fod.action.{name}"), icon=icon, height=44, on_click=lambda e, o=open_: o()
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
    seat = ctx.record_seat()
    content = load_content()
    form = Form(ctx, t("fod.action.place_token"), [])
    target = ft.Column(spacing=8, tight=True)

    def place(token: str, at: str) -> None:
        form.send(PlaceToken(seat=seat, token=token, at=at))  # type: ignore[arg-type]

    def edges_of(city: str) -> None:
        board = ctx.state.board
        keys = sorted(
            key
            for key, edge in board.edges.items()
            if edge.type in ("road", "rail") and city in (edge.a, edge.b)
        )
        target.controls = [
            ft.Text(t("fod.play.roadblock_where", city=t.value("place", city))),
            ft.Row(
                [
                    form.button(t.value("edge", key), lambda k=key: _roadblock(seat, k))
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
                            PlaceToken(seat=seat, token="bats", at=hunter),
                        )
                        for hunter in HUNTERS
                    ],
                    wrap=True,
                ),
            ]
        else:
            seas = token == "storm"
            places = [code for code, info in content.places.items() if info.is_sea == seas]
            picker = PlacePicker(
                places,
                t.language,
                (lambda code: edges_of(code))
                if token == "roadblock"
                else (lambda code, k=token: place(k, code)),
                label=t("fod.play.type_place"),
            )
            target.controls = [where, picker.control]
        target.update()

    kinds = ft.Row(
        [
            ft.OutlinedButton(
                t(f"fod.token.{token}"), height=44, on_click=lambda e, k=token: chosen(k)
            )
            for token in (*CITY_TOKENS, "roadblock", "storm", "bats")
        ],
        wrap=True,
    )
    assert isinstance(form.dialog.content, ft.Column)
    form.dialog.content.controls[:0] = [ft.Text(t("fod.play.token_kind")), kinds, target]
    form.show()


def _roadblock(seat: int, edge: str) -> PlaceToken:
    return PlaceToken(seat=seat, token="roadblock", at=edge)


def effect_move_form(ctx: PlayContext) -> None:
    t = ctx.t
    hunter = ft.Dropdown(
        label=t("fod.play.which_hunter"),
        value=HUNTERS[0],
        options=[ft.DropdownOption(key=h, text=t(f"fod.hunter.{h}")) for h in HUNTERS],
    )
    form = Form(ctx, t("fod.action.effect_move"), [])

    def moved(code: str) -> None:
        chosen: HunterId = hunter.value  # type: ignore[assignment]
        form.send(EffectMove(seat=ctx.record_seat(chosen), hunter=chosen, to=code))

    picker = PlacePicker(load_content().places, t.language, moved, label=t("fod.play.type_place"))
    assert isinstance(form.dialog.content, ft.Column)
    form.dialog.content.controls[:0] = [hunter, picker.control]
    form.show()


def combat_form(ctx: PlayContext) -> None:
    t = ctx.t
    boxes = {hunter: ft.Checkbox(label=t(f"fod.hunter.{hunter}")) for hunter in HUNTERS}
    vampire = ft.Switch(label=t("fod.play.against_vampire"), value=True)

    def start() -> StartCombat:
        hunters = tuple(hunter for hunter, box in boxes.items() if box.value)
        return StartCombat(seat=ctx.record_seat(), hunters=hunters, vampire=bool(vampire.value))

    form = Form(ctx, t("fod.action.start_combat"), [*boxes.values(), vampire])
    assert isinstance(form.dialog.content, ft.Column)
    form.dialog.content.controls.append(form.button(t("fod.action.start_combat"), start))
    form.show()


def ally_form(ctx: PlayContext) -> None:
    t = ctx.t
    seat = ctx.record_seat()
    allies = load_content().rules.allies
    body: list[ft.Control] = []
    form = Form(ctx, t("fod.action.set_ally"), [])
    for side in ("hunters", "dracula"):
        body.append(ft.Text(t(f"fod.role.{side}"), weight=ft.FontWeight.BOLD))
        body.append(
            ft.Row(
                [
                    *(
                        form.button(t(f"fod.ally.{ally}"), SetAlly(seat=seat, side=side, ally=ally))  # type: ignore[arg-type]
                        for ally in allies[side]  # type: ignore[index]
                    ),
                    form.button(
                        t("fod.play.discard_ally"), SetAlly(seat=seat, side=side, ally=None)
                    ),  # type: ignore[arg-type]
                ],
                wrap=True,
            )
        )
    assert isinstance(form.dialog.content, ft.Column)
    form.dialog.content.controls[:0] = body
    form.show()
