"""The public face of the game as controls, built from the public view
(:class:`~sheets.fury_of_dracula.view.PublicView`) alone: where the round stands and what
to do now, the tracks, the hunters, the trail as the hunters see it, and the tokens on
the map.

Of the state itself these builders read only whose turn it is (to name the seat that
records a change), so nothing here can show one of Dracula's secrets. Where ``editable``
is set, the counters carry the buttons that record what the physical cards did.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass

import flet as ft

from sheets.fury_of_dracula.actions import (
    Bite,
    ChangeDraculaEvents,
    ChangeHand,
    DamageDracula,
    DamageHunter,
    GainInfluence,
    RemoveToken,
)
from sheets.fury_of_dracula.content import HUNTERS, HunterId, load_content
from sheets.fury_of_dracula.reminders import Reminder
from sheets.fury_of_dracula.state import Ticket
from sheets.fury_of_dracula.view import HunterView, PublicHideout, PublicView
from ui.fury_of_dracula.context import PlayContext
from ui.fury_of_dracula.names import face_name
from ui.fury_of_dracula.names import hunter as hunter_name
from ui.fury_of_dracula.track_changes import TrackChange, TrackChanges
from ui.i18n import Texts
from ui.widgets.common import named_icon_button, section_title
from ui.widgets.isolated import isolated
from ui.widgets.panel import Panel, Restyling, RestylingPanel
from ui.widgets.redraw import Words
from ui.widgets.reuse import ReusingPanel

Tickets = Mapping[HunterId, tuple[Ticket, ...]]


def time_line(ctx: PlayContext, public: PublicView) -> str:
    t = ctx.t
    return t(
        "fod.play.time",
        round=public.round,
        week=public.week,
        weekday=t(f"fod.weekday.{public.weekday}"),
        half=t(f"fod.half.{public.half}"),
    )


def reminder_text(t: Texts, reminder: Reminder) -> str:
    return t(reminder.key, **t.params(reminder.params))


class StatusLines:
    """The time, the step the table waits for, and its reminders in the order to follow.
    The lines stay on screen and are rewritten: building them afresh at every change cost
    each device more than the few words that change."""

    def __init__(self) -> None:
        self.time = Words(ft.Text(size=13))
        self.step = Words(ft.Text(size=20, weight=ft.FontWeight.BOLD))
        self.reminders: list[tuple[ft.Row, Words, Words]] = []

    def controls(
        self, ctx: PlayContext, public: PublicView, reminders: tuple[Reminder, ...]
    ) -> Restyling:
        """The lines to show, and of them those rewritten (a turn passing rewrites the
        step and a reminder or two, and sends those alone)."""
        t = ctx.t
        step = t(f"fod.step.{public.step}")
        if public.current_hunter is not None and public.step in ("day_action", "night_action"):
            hunter = public.hunters[_index(public, public.current_hunter)]
            step = t(
                "fod.play.hunter_turn",
                step=public.step,
                hunter=hunter_name(hunter.hunter, t.language),
            )
        changed = self.time.show(time_line(ctx, public)) + self.step.show(step)
        while len(self.reminders) < len(reminders):
            numbered = ft.Text(weight=ft.FontWeight.BOLD, width=22)
            said = ft.Text(expand=True)
            row = ft.Row([numbered, said], vertical_alignment=ft.CrossAxisAlignment.START)
            self.reminders.append((row, Words(numbered), Words(said)))
        rows: list[ft.Control] = []
        for index, ((row, number, text), reminder) in enumerate(
            zip(self.reminders, reminders, strict=False), start=1
        ):
            changed += number.show(f"{index}.") + text.show(reminder_text(t, reminder))
            rows.append(row)
        return [self.time.control, self.step.control, *rows], changed


def status_signature(public: PublicView, reminders: tuple[Reminder, ...]) -> tuple[object, ...]:
    """What :class:`StatusLines` shows."""
    return (public.step, public.time, public.round, public.current_hunter, reminders)


def _index(public: PublicView, hunter: HunterId) -> int:
    return next(index for index, view in enumerate(public.hunters) if view.hunter == hunter)


def _step_button(icon: ft.IconData, name: str, action: Callable[[], object]) -> ft.IconButton:
    return named_icon_button(icon, name, lambda e: action())


def _track(
    label: str, value: int, limit: int, buttons: list[ft.Control], extra: list[ft.Control]
) -> ft.Control:
    """A bounded track: its number against its end, a bar, and what changes it."""
    return ft.Column(
        [
            ft.Row(
                [
                    ft.Text(label, weight=ft.FontWeight.BOLD, expand=True),
                    ft.Text(f"{value} / {limit}", size=16, weight=ft.FontWeight.BOLD),
                    *buttons,
                ],
                vertical_alignment=ft.CrossAxisAlignment.CENTER,
            ),
            ft.ProgressBar(value=value / limit if limit else 0, bar_height=8),
            *extra,
        ],
        spacing=2,
    )


def tracks_controls(
    ctx: PlayContext,
    public: PublicView,
    changes: TrackChanges,
    *,
    editable: bool,
) -> list[ft.Control]:
    """Influence, Dracula's damage, despair and Dracula's hands, with their bounds and the
    last change of each track; ``editable`` on a device that records Dracula's tracks."""
    t = ctx.t
    game = load_content().game
    seat = ctx.dracula_record_seat

    def record(action_type: type, **fields: object) -> Callable[[], object]:
        return lambda: ctx.commit(action_type(seat=seat, **fields))

    influence_buttons: list[ft.Control] = []
    damage_buttons: list[ft.Control] = []
    if editable:
        influence_buttons = [
            _step_button(
                ft.Icons.REMOVE, t("fod.play.influence_down"), record(GainInfluence, amount=-1)
            ),
            _step_button(ft.Icons.ADD, t("fod.play.influence_up"), record(GainInfluence, amount=1)),
        ]
        damage_buttons = [
            _step_button(
                ft.Icons.REMOVE, t("fod.play.dracula_heal"), record(DamageDracula, amount=-1)
            ),
            _step_button(ft.Icons.ADD, t("fod.play.dracula_hurt"), record(DamageDracula, amount=1)),
        ]
    controls: list[ft.Control] = [
        section_title(t("fod.play.tracks")),
        _track(
            t("fod.influence"),
            public.influence,
            game.influence_to_win,
            influence_buttons,
            _last_change(ctx, changes.influence),
        ),
        _track(
            t("fod.dracula_damage"),
            public.dracula_damage,
            game.damage_to_win,
            damage_buttons,
            _last_change(ctx, changes.damage),
        ),
    ]
    despair = t("fod.play.despair", despair=public.despair, limit=game.despair_max)
    if public.fury_of_dracula:
        despair += " · " + t("fod.play.fury")
    controls.append(ft.Text(despair, weight=ft.FontWeight.BOLD))
    where = (
        t("fod.play.dracula_revealed", place=t.value("place", public.dracula_revealed_at))
        if public.dracula_revealed_at
        else t("fod.play.dracula_hidden")
    )
    controls.append(ft.Text(where))
    controls.append(
        ft.Text(t("fod.play.dracula_encounters", count=public.dracula_encounters_in_hand))
    )
    events = t(
        "fod.play.dracula_events",
        events=public.dracula_events_in_hand,
        limit=game.dracula_event_limit,
    )
    event_buttons: list[ft.Control] = []
    if editable:
        event_buttons = [
            _step_button(
                ft.Icons.REMOVE,
                t("fod.play.dracula_event_down"),
                record(ChangeDraculaEvents, change=-1),
            ),
            _step_button(
                ft.Icons.ADD, t("fod.play.dracula_event_up"), record(ChangeDraculaEvents, change=1)
            ),
        ]
    controls.append(
        ft.Row(
            [ft.Text(events, expand=True), *event_buttons],
            vertical_alignment=ft.CrossAxisAlignment.CENTER,
        )
    )
    if public.advanced:
        controls.append(ft.Text(t("fod.play.rumours_held", count=public.rumours_held)))
    allies = [
        t(f"fod.play.ally_{side}", ally=t.value("ally", ally) if ally else t("fod.play.no_ally"))
        for side, ally in (("hunters", public.hunter_ally), ("dracula", public.dracula_ally))
    ]
    controls.append(ft.Text(" · ".join(allies)))
    return controls


def _last_change(ctx: PlayContext, change: TrackChange | None) -> list[ft.Control]:
    """The latest change of a track, its cause and who recorded it, for every device."""
    if change is None:
        return []
    t = ctx.t
    text = t(
        "fod.play.last_change",
        change=t.value("change", change.amount),
        cause=t.value("cause", change.cause),
        player=ctx.player(change.seat),
    )
    return [ft.Text(text, size=12, italic=True)]


def tracks_signature(public: PublicView) -> tuple[object, ...]:
    """What :func:`tracks_controls` shows, to redraw the tracks only when it changes."""
    return (
        public.influence,
        public.dracula_damage,
        public.despair,
        public.dracula_revealed_at,
        public.dracula_encounters_in_hand,
        public.dracula_events_in_hand,
        public.rumours_held,
        public.hunter_ally,
        public.dracula_ally,
        public.winner,
    )


@dataclass(frozen=True)
class HunterCards:
    """The hunters' cards to lay out, and their panels to refresh."""

    controls: list[ft.Control]
    panels: list[Panel]


def hunter_cards(
    ctx: PlayContext,
    public: Callable[[], PublicView],
    tickets: Callable[[], Tickets],
    editable: Callable[[HunterId], bool],
    reveal: Callable[[HunterId], bool],
) -> HunterCards:
    """A card per hunter: a heading that marks whose turn it is, and where he is, damage
    against health, bites, tickets and hands. Each part redraws on its own, so that a turn
    passing redraws two headings and nothing else. ``editable`` hunters carry the buttons
    that record their bookkeeping; ``reveal`` hunters' tickets show while held down (on a
    shared tablet, for the hunters' eyes)."""
    controls: list[ft.Control] = []
    panels: list[Panel] = []
    for index in range(len(HUNTERS)):

        def shown(index: int = index) -> HunterView:
            return public().hunters[index]

        def signature(shown: Callable[[], HunterView] = shown) -> object:
            return (
                shown(),
                tickets().get(shown().hunter),
                editable(shown().hunter),
                reveal(shown().hunter),
            )

        def body_controls(shown: Callable[[], HunterView] = shown) -> list[ft.Control]:
            return _hunter_body(
                ctx,
                shown(),
                tickets().get(shown().hunter),
                editable(shown().hunter),
                reveal(shown().hunter),
            )

        heading = _hunter_heading(ctx, shown, public)
        body = ReusingPanel(signature, body_controls, spacing=2)
        panels += [heading, body]
        controls.append(
            ft.Container(
                ft.Card(ft.Container(ft.Column([heading, body], spacing=2), padding=10)),
                col={"xs": 12, "md": 6},
            )
        )
    return HunterCards(controls, panels)


def _hunter_heading(
    ctx: PlayContext, shown: Callable[[], HunterView], public: Callable[[], PublicView]
) -> Panel:
    """The hunter's name and player; on his turn an arrow and a shaded band. A turn
    passing changes the arrow and the band of the controls already on screen: building
    the heading anew cost each device more than the change it shows."""
    icon = ft.Icon(ft.Icons.PERSON, size=20)
    name = ft.Text(weight=ft.FontWeight.BOLD, size=16, expand=True)
    player = ft.Text(italic=True)
    band = ft.Container(
        _HeadingLine([icon, name, player]),
        border_radius=ft.BorderRadius.all(6),
        padding=ft.Padding.symmetric(horizontal=4, vertical=2),
    )

    def current() -> bool:
        return public().current_hunter == shown().hunter

    def draw() -> Restyling:
        hunter, now = shown(), current()
        looks: tuple[tuple[ft.Control, str, object], ...] = (
            (icon, "icon", ft.Icons.ARROW_FORWARD if now else ft.Icons.PERSON),
            (band, "bgcolor", ft.Colors.PRIMARY_CONTAINER if now else None),
            (name, "value", ctx.t(f"fod.hunter.{hunter.hunter}")),
            (player, "value", hunter.player),
        )
        changed = []
        for control, prop, value in looks:
            if getattr(control, prop) != value:
                setattr(control, prop, value)
                changed.append(control)
        return [band], changed

    return RestylingPanel(lambda: (shown().player, current()), draw)


@isolated
class _HeadingLine(ft.Row):
    """The line of a hunter's heading, left out of the update of the band around it: a
    turn passing restyles the band and the arrow, not the names beside it."""


def _hunter_body(
    ctx: PlayContext,
    hunter: HunterView,
    tickets: tuple[Ticket, ...] | None,
    editable: bool,
    reveal: bool,
) -> list[ft.Control]:
    t = ctx.t
    where = t.value("place", hunter.location)
    if hunter.hospital:
        where = t("fod.play.in_hospital", city=where)
    flags = []
    if hunter.defeated:
        flags.append(t("fod.play.defeated_waits"))
    if hunter.weakened:
        flags.append(t("fod.play.weakened", hunter=hunter_name(hunter.hunter, t.language)))
    if hunter.bats:
        flags.append(t("fod.play.bats_on"))
    seat = ctx.setup.hunter_seats[hunter.hunter]
    name = t(f"fod.hunter.{hunter.hunter}")

    def record(action_type: type, **fields: object) -> Callable[[], object]:
        return lambda: ctx.commit(action_type(seat=seat, hunter=hunter.hunter, **fields))

    def counter(
        label: str, minus: Callable[[], object] | None, plus: Callable[[], object] | None, what: str
    ) -> ft.Control:
        buttons: list[ft.Control] = []
        if editable and minus is not None:
            less = t("fod.play.hunter_less", hunter=name, what=what)
            buttons.append(_step_button(ft.Icons.REMOVE, less, minus))
        if editable and plus is not None:
            more = t("fod.play.hunter_more", hunter=name, what=what)
            buttons.append(_step_button(ft.Icons.ADD, more, plus))
        return ft.Row(
            [ft.Text(label, width=130 if buttons else None), *buttons],
            spacing=0,
            vertical_alignment=ft.CrossAxisAlignment.CENTER,
        )

    ticket_text = t("fod.play.tickets", count=hunter.tickets)
    if tickets:
        ticket_text += ": " + ", ".join(_ticket_text(ctx, ticket) for ticket in tickets)
    rows: list[ft.Control] = [
        ft.Row([ft.Icon(ft.Icons.PLACE, size=18), ft.Text(where, expand=True)])
    ]
    if flags:
        rows.append(ft.Text(" · ".join(flags), weight=ft.FontWeight.BOLD, color=ft.Colors.ERROR))
    rows += [
        counter(
            t("fod.play.damage_of", damage=hunter.damage, health=hunter.health),
            record(DamageHunter, amount=-1),
            record(DamageHunter, amount=1),
            t("fod.damage").lower(),
        ),
        counter(
            t("fod.play.bites_of", bites=hunter.bites, spaces=hunter.bite_spaces),
            None,
            record(Bite),
            t("fod.bites").lower(),
        ),
        counter(
            t("fod.play.items_of", items=hunter.items, limit=hunter.item_limit),
            record(ChangeHand, items=-1),
            record(ChangeHand, items=1),
            t("fod.items").lower(),
        ),
        counter(
            t("fod.play.events_of", events=hunter.events, limit=hunter.event_limit),
            record(ChangeHand, events=-1),
            record(ChangeHand, events=1),
            t("fod.events").lower(),
        ),
        ft.Text(ticket_text),
    ]
    if reveal and hunter.tickets and not tickets:
        rows.append(_ticket_reveal(ctx, hunter.hunter))
    return rows


def _ticket_reveal(ctx: PlayContext, hunter: HunterId) -> ft.Control:
    """Hold to see the hunter's tickets, let go to hide them: the values reach this
    device only while held, and only a device that plays the hunter may ask."""
    hidden = ctx.t("fod.play.hold_for_tickets")
    label = ft.Text(hidden, expand=True)

    def shown_label(event: ft.Event[ft.GestureDetector]) -> ft.Text:
        # The label on screen, which a redraw that reuses controls keeps.
        content = event.control.content
        assert isinstance(content, ft.Container) and isinstance(content.content, ft.Row)
        text = content.content.controls[1]
        assert isinstance(text, ft.Text)
        return text

    def show(event: ft.Event[ft.GestureDetector]) -> None:
        text = shown_label(event)
        text.value = ", ".join(_ticket_text(ctx, ticket) for ticket in ctx.tickets_of(hunter))
        text.update()

    def hide(event: ft.Event[ft.GestureDetector]) -> None:
        text = shown_label(event)
        text.value = hidden
        text.update()

    return ft.GestureDetector(
        content=ft.Container(
            ft.Row([ft.Icon(ft.Icons.VISIBILITY_OFF, size=18), label]),
            padding=ft.Padding.symmetric(horizontal=10, vertical=10),
            border=ft.Border.all(1, ft.Colors.OUTLINE),
            border_radius=ft.BorderRadius.all(8),
        ),
        on_long_press_start=show,
        on_long_press_end=hide,
        on_long_press_cancel=hide,
    )


def _ticket_text(ctx: PlayContext, ticket: Ticket) -> str:
    white, yellow = ticket
    if yellow is None:
        return ctx.t("fod.ticket_white_only", white=white)
    return ctx.t("fod.ticket_value", white=white, yellow=yellow)


def trail_controls(ctx: PlayContext, public: PublicView) -> list[ft.Control]:
    """The six trail spaces and the lairs as the hunters see them."""
    t = ctx.t
    spaces = [
        _hideout_tile(ctx, t("fod.space", number=number), hideout)
        for number, hideout in enumerate(public.trail, start=1)
    ]
    controls: list[ft.Control] = [
        section_title(t("fod.trail")),
        ft.ResponsiveRow([ft.Container(tile, col={"xs": 6, "sm": 4, "lg": 2}) for tile in spaces]),
    ]
    if public.advanced:
        controls.append(section_title(t("fod.lairs")))
        lairs = [
            _hideout_tile(ctx, t("fod.lair", number=number), lair)
            for number, lair in enumerate(public.lairs, start=1)
        ]
        controls.append(
            ft.ResponsiveRow([ft.Container(tile, col={"xs": 6, "sm": 4}) for tile in lairs])
            if lairs
            else ft.Text(t("fod.play.no_lairs"))
        )
    return controls


def _hideout_tile(ctx: PlayContext, title: str, hideout: PublicHideout | None) -> ft.Control:
    t = ctx.t
    lines: list[ft.Control] = [ft.Text(title, weight=ft.FontWeight.BOLD, size=12)]
    if hideout is None:
        lines.append(ft.Text(t("fod.play.empty_space"), italic=True))
    else:
        for face in hideout.faces:
            hidden = face in ("land", "sea", "castle")
            lines.append(
                ft.Row(
                    [
                        ft.Icon(ft.Icons.HELP_OUTLINE if hidden else ft.Icons.VISIBILITY, size=16),
                        ft.Text(
                            t(f"fod.play.face.{face}") if hidden else face_name(face, t.language),
                            weight=None if hidden else ft.FontWeight.BOLD,
                            expand=True,
                        ),
                    ],
                    spacing=4,
                )
            )
        lines.append(ft.Text(t("fod.play.encounters_count", count=hideout.encounters), size=12))
        if hideout.revealed_encounters:
            lines.append(ft.Text(t.value("encounters", list(hideout.revealed_encounters)), size=12))
        lines += survivor_lines(ctx, hideout.survivors)
        if hideout.rumour:
            lines.append(ft.Text(t("fod.play.rumour_here"), size=12, weight=ft.FontWeight.BOLD))
    return ft.Container(
        ft.Column(lines, spacing=2),
        padding=8,
        border=ft.Border.all(1, ft.Colors.OUTLINE),
        border_radius=ft.BorderRadius.all(8),
        bgcolor=ft.Colors.SURFACE_CONTAINER_LOW if hideout is None else None,
    )


def survivor_lines(ctx: PlayContext, survivors: tuple[tuple[str, int], ...]) -> list[ft.Control]:
    """The vampires back from a fight, face up on their hideout with their damage."""
    t = ctx.t
    return [
        ft.Row(
            [
                ft.Icon(ft.Icons.VISIBILITY, size=16),
                ft.Text(
                    t("fod.play.survivor", encounter=t.value("encounter", card), damage=damage),
                    size=12,
                    weight=ft.FontWeight.BOLD,
                    expand=True,
                ),
            ],
            spacing=4,
        )
        for card, damage in survivors
    ]


def tokens_controls(
    ctx: PlayContext, public: PublicView, *, editable: bool, extra: list[ft.Control]
) -> list[ft.Control]:
    """Every token on the map, each removable by a tap on the table."""
    t = ctx.t
    tokens = public.tokens
    placed: list[tuple[str, str]] = [
        *(("fog", place) for place in tokens.fog),
        *(("roadblock", edge) for edge in tokens.roadblocks),
        *(("storm", sea) for sea in tokens.storms),
        *(("heavenly_host", place) for place in tokens.heavenly_host),
        *(("consecrated_ground", place) for place in tokens.consecrated_ground),
        *(("bats", hunter.hunter) for hunter in public.hunters if hunter.bats),
    ]
    controls: list[ft.Control] = [section_title(t("fod.play.tokens"))]
    if not placed:
        controls.append(ft.Text(t("fod.play.no_tokens")))
    for token, at in placed:
        label = t("fod.play.token_at", token=t(f"fod.token.{token}"), at=t.value("at", at))
        row: list[ft.Control] = [ft.Icon(ft.Icons.PLACE, size=18), ft.Text(label, expand=True)]
        if editable:
            row.append(
                ft.IconButton(
                    ft.Icons.CLOSE,
                    tooltip=t("fod.play.remove_token", token=label),
                    on_click=lambda e, k=token, a=at: ctx.commit(
                        RemoveToken(seat=ctx.table_seat(), token=k, at=a, by_table=ctx.for_table)
                    ),
                )
            )
        controls.append(ft.Row(row, vertical_alignment=ft.CrossAxisAlignment.CENTER))
    controls.append(ft.Text(t("fod.play.bats_left", count=tokens.bats_left), size=12))
    controls += extra
    return controls
