"""The decisions of the hunters' side: the action of the hunter whose turn it is, with a
button for each kind of action the rules allow now and, for the others, the rules' reason
why not; a hospital to choose; the moves, supplies, trades and tickets that need a
detail first open a small form.

What is offered comes from :func:`~sheets.fury_of_dracula.options.options` of the seats
this device acts for, so the buttons never disagree with the rules.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass

import flet as ft

from sheets.core.actions import Action
from sheets.fury_of_dracula.actions import (
    ChooseHospital,
    Move,
    PassTurn,
    ReserveTicket,
    Rest,
    Search,
    Special,
    Supply,
    Trade,
)
from sheets.fury_of_dracula.content import HUNTERS, HunterId, load_content
from sheets.fury_of_dracula.dracula_turn import hospital_chooser
from sheets.fury_of_dracula.state import Ticket
from sheets.i18n.collation import collation_key
from ui.fury_of_dracula.context import PlayContext
from ui.fury_of_dracula.dialogs import Form, Incomplete
from ui.widgets.common import tick_box, ticked_line
from ui.widgets.isolated import isolated
from ui.widgets.panel import Panel
from ui.widgets.redraw import Parts
from ui.widgets.reuse import reuse, tap_key

Tickets = Mapping[HunterId, tuple[Ticket, ...]]
KINDS = ("move", "supply", "trade", "reserve_ticket", "rest", "search", "special", "ability")


def legal_actions(ctx: PlayContext) -> tuple[Action, ...]:
    """Every ready action of the seats this device acts for."""
    return tuple(action for seat in ctx.acting_seats for action in ctx.options(seat).actions)


@dataclass(frozen=True)
class HunterTurn:
    """What this device may decide on its hunter's turn, as the rules say now: the
    actions of each kind they take (in the order of the buttons), and why not, in words,
    for each other kind; with the values of the hunter's own tickets the move form names."""

    hunter: HunterId
    offered: tuple[tuple[str, tuple[Action, ...]], ...]
    refused: tuple[str, ...]
    tickets: tuple[Ticket, ...]


@dataclass(frozen=True)
class Decisions:
    """What the decisions show: a note (a device that only watches, one whose hunter is
    not on turn, or one that waits for a hospital chosen elsewhere), the hospitals to
    choose, or a hunter's turn; and the results once the game is won."""

    note: str | None = None
    italic: bool = False
    hospitals: tuple[ChooseHospital, ...] = ()
    turn: HunterTurn | None = None
    won: bool = False


def decisions(ctx: PlayContext, tickets: Tickets) -> Decisions:
    """What this device may decide now on the hunters' side (nothing while it waits).
    The rules are asked only when this device decides something: a hospital, or its
    hunter's turn."""
    public = ctx.public
    if public.step == "hospital":
        legal = legal_actions(ctx)
        hospitals = tuple(a for a in legal if isinstance(a, ChooseHospital))
        return Decisions(hospitals=hospitals) if hospitals else Decisions(hospital_waits(ctx))
    hunter = public.current_hunter
    if hunter is None or public.step not in ("day_action", "night_action"):
        return Decisions()
    t = ctx.t
    seat = ctx.setup.hunter_seats[hunter]
    if not ctx.may_act_for(hunter):
        key = "fod.play.other_device" if seat in ctx.table.held else "fod.play.host_plays"
        return Decisions(t(key, hunter=t.value("hunter", hunter), player=ctx.player(seat)))
    legal = ctx.options(seat).actions
    return Decisions(turn=_hunter_turn(ctx, hunter, legal, tickets.get(hunter, ())))


def hospital_waits(ctx: PlayContext) -> str:
    """Who chooses the hospital of each hunter waiting for one, on a device that chooses
    none of them: his player's device, the table's, or Dracula's player."""
    t = ctx.t
    setup = ctx.setup
    lines = []
    for hunter in ctx.public.hospital_queue:
        seat = hospital_chooser(ctx.house_rules, setup, hunter)
        if seat == setup.dracula_seat:
            key = "fod.play.hospital_by_dracula"
        elif seat in ctx.table.held:
            key = "fod.play.hospital_other_device"
        else:
            key = "fod.play.hospital_host_plays"
        lines.append(t(key, hunter=t.value("hunter", hunter), player=ctx.player(seat)))
    return "\n".join(lines)


@isolated
class DecisionBox(ft.Container):
    """A part of the decisions sent on its own: the update of the panel around it carries
    only whether it shows, its own update its controls."""

    def hold(self, controls: list[ft.Control]) -> None:
        """Show ``controls``, in the controls already shown wherever they fit."""
        column = self.content
        if isinstance(column, ft.Column):
            column.controls = reuse(column.controls, controls)
        else:
            self.content = ft.Column(controls, spacing=8)


@isolated
class DecisionsPanel(Panel):
    """The hunters' side's decisions on this device, built once: a note, the hospitals to
    choose, the hunter's turn and the results button are shown, hidden and restyled as
    the table moves. A turn passing from one device's hunter to another's sends each of
    them which part shows, not new buttons; the turn's buttons are redrawn, in the
    controls already on screen, only when what it offers differs from what they show."""

    def __init__(
        self,
        ctx: PlayContext,
        signature: Callable[[], object],
        decide: Callable[[], Decisions],
        results: Callable[[], None],
    ) -> None:
        self.ctx = ctx
        self.decide = decide
        self.note = ft.Text()
        self.hospitals = DecisionBox()
        self.turn = DecisionBox()
        self.results = ft.FilledButton(
            ctx.t("fod.play.results"),
            icon=ft.Icons.EMOJI_EVENTS,
            height=48,
            on_click=lambda e: results(),
        )
        self.parts = Parts()
        self.sending: list[ft.Control] = []
        super().__init__(signature, lambda: [self.note, self.hospitals, self.turn, self.results])

    def changes(self) -> list[ft.Control]:
        return self.sending if self.refresh() else []

    def draw(self, value: object) -> None:
        if not self.column.controls:
            self.column.controls = self.build_controls()
        shown = self.decide()
        sent: list[ft.Control] = []
        hospitals, turn = shown.hospitals, shown.turn
        if hospitals and self.parts.show(
            self.hospitals,
            hospitals,
            lambda: self.hospitals.hold(_hospital_buttons(self.ctx, hospitals)),
        ):
            sent.append(self.hospitals)
        if turn is not None and self.parts.show(
            self.turn, turn, lambda: self.turn.hold(_turn_controls(self.ctx, turn))
        ):
            sent.append(self.turn)
        look = (shown.note, shown.italic, bool(hospitals), turn is not None, shown.won)
        if self.parts.show("look", look, lambda: self._look(shown)):
            sent.append(self)
        self.sending = sent

    def _look(self, shown: Decisions) -> None:
        self.note.value = shown.note or ""
        self.note.italic = shown.italic
        self.note.visible = shown.note is not None
        self.hospitals.visible = bool(shown.hospitals)
        self.turn.visible = shown.turn is not None
        self.results.visible = shown.won
        self.visible = any(part.visible for part in self.column.controls)


def _hospital_buttons(ctx: PlayContext, choices: tuple[ChooseHospital, ...]) -> list[ft.Control]:
    t = ctx.t
    return [
        ft.Text(t("fod.play.choose_hospital"), weight=ft.FontWeight.BOLD),
        ft.Row(
            [
                ft.FilledTonalButton(
                    t(
                        "fod.play.hospital_for",
                        hunter=t(f"fod.hunter.{choice.hunter}"),
                        city=t.value("place", choice.hospital),
                    ),
                    key=tap_key(choice),
                    on_click=lambda e, c=choice: ctx.commit(c),
                )
                for choice in choices
            ],
            wrap=True,
        ),
    ]


def _representative(ctx: PlayContext, seat: int, hunter: HunterId, kind: str) -> Action:
    """One action of ``kind`` whose refusal explains why no action of that kind is legal."""
    figure = ctx.public.hunter(hunter)
    match kind:
        case "move":
            roads = sorted(ctx.board.road_neighbours(figure.location))
            return Move(
                seat=seat, hunter=hunter, to=roads[0] if roads else figure.location, route="road"
            )
        case "supply":
            return Supply(seat=seat, hunter=hunter, event=None if figure.hospital else "hunter")
        case "trade":
            partner = next(other for other in HUNTERS if other != hunter)
            return Trade(seat=seat, hunter=hunter, partner=partner)
        case "reserve_ticket":
            return ReserveTicket(seat=seat, hunter=hunter)
        case "rest":
            return Rest(seat=seat, hunter=hunter)
        case "search":
            return Search(seat=seat, hunter=hunter)
        case "special":
            return Special(seat=seat, hunter=hunter)
    return Special(seat=seat, hunter=hunter, event_played=False)


def _kind(action: Action) -> str | None:
    match action:
        case Move():
            return "move"
        case Supply():
            return "supply"
        case Trade():
            return "trade"
        case ReserveTicket():
            return "reserve_ticket"
        case Rest():
            return "rest"
        case Search():
            return "search"
        case Special(event_played=True):
            return "special"
        case Special():
            return "ability"
        case PassTurn():
            return "pass"
    return None


def _hunter_turn(
    ctx: PlayContext, hunter: HunterId, legal: tuple[Action, ...], tickets: tuple[Ticket, ...]
) -> HunterTurn:
    t = ctx.t
    seat = ctx.setup.hunter_seats[hunter]
    by_kind: dict[str, list[Action]] = {}
    for action in legal:
        kind = _kind(action) if getattr(action, "hunter", None) == hunter else None
        if kind is not None:
            by_kind.setdefault(kind, []).append(action)
    offered = tuple((kind, tuple(by_kind[kind])) for kind in (*KINDS, "pass") if kind in by_kind)
    refused: list[str] = []
    for kind in KINDS:
        if kind in by_kind:
            continue
        reason = ctx.refusal(_representative(ctx, seat, hunter, kind))
        if reason is not None:
            label = t(f"fod.play.do.{kind}")
            refused.append(t("fod.play.refused", action=label, reason=t.reason(reason)))
    return HunterTurn(hunter, offered, tuple(refused), tickets)


def _turn_controls(ctx: PlayContext, turn: HunterTurn) -> list[ft.Control]:
    """A button for each kind of action offered (those that need a detail open a form),
    then what is not possible now and why."""
    t, hunter, tickets = ctx.t, turn.hunter, turn.tickets
    openers: dict[str, Callable[[tuple[Action, ...]], None]] = {
        "move": lambda found: _move_form(ctx, hunter, found, tickets),
        "supply": lambda found: _supply(ctx, found),
        "trade": lambda found: _trade_form(ctx, hunter, found),
        "reserve_ticket": lambda found: _ticket_form(ctx, hunter, found),
        "ability": lambda found: _confirm_ability(ctx, hunter, found[0]),
    }
    buttons: list[ft.Control] = []
    for kind, found in turn.offered:
        opener = openers.get(kind)
        buttons.append(
            ft.FilledTonalButton(
                t(f"fod.play.do.{kind}"),
                height=48,
                key=tap_key(kind, hunter),
                on_click=(
                    (lambda e, o=opener, f=found: o(f))
                    if opener is not None
                    else (lambda e, a=found[0]: ctx.commit(a))
                ),
            )
        )
    controls: list[ft.Control] = [ft.Row(buttons, wrap=True, spacing=8, run_spacing=8)]
    if turn.refused:
        controls.append(ft.Text(t("fod.play.not_now"), weight=ft.FontWeight.BOLD, size=13))
        controls += [ft.Text(reason, size=13) for reason in turn.refused]
    return controls


def _confirm_ability(ctx: PlayContext, hunter: HunterId, ability: Action) -> None:
    """Using a sheet ability spends the hunter's action: asked first, as a tap is easy."""
    t = ctx.t
    form = Form(
        ctx,
        t("fod.play.do.ability"),
        [ft.Text(t("fod.play.ability_question", hunter=t.value("hunter", hunter)))],
    )
    assert isinstance(form.dialog.content, ft.Column)
    form.dialog.content.controls.insert(1, form.button(t("fod.play.ability_confirm"), ability))
    form.show()


def _ticket_label(ctx: PlayContext, index: int, held: tuple[Ticket, ...]) -> str:
    if index < len(held):
        white, yellow = held[index]
        value = (
            ctx.t("fod.ticket_white_only", white=white)
            if yellow is None
            else ctx.t("fod.ticket_value", white=white, yellow=yellow)
        )
        return ctx.t("fod.play.by_ticket_value", number=index + 1, value=value)
    return ctx.t("fod.play.by_ticket", number=index + 1)


def _move_form(
    ctx: PlayContext, hunter: HunterId, moves: Sequence[Action], held: tuple[Ticket, ...]
) -> None:
    t = ctx.t
    groups: dict[tuple[str, int | None], list[Move]] = {}
    for move in moves:
        assert isinstance(move, Move)
        groups.setdefault((move.route, move.ticket), []).append(move)
    form = Form(ctx, t("fod.play.move_title", hunter=t(f"fod.hunter.{hunter}")), [])
    body: list[ft.Control] = []
    for (route, ticket), found in groups.items():
        heading = (
            _ticket_label(ctx, ticket, held)
            if route == "rail" and ticket is not None
            else t(f"fod.route.{route}")
        )
        # The route's words run inside sentences elsewhere ("moves by road"); a heading
        # begins with a capital.
        body.append(ft.Text(heading[:1].upper() + heading[1:], weight=ft.FontWeight.BOLD))
        ordered = sorted(
            found, key=lambda move: collation_key(t.value("place", move.to), t.language)
        )
        body.append(
            ft.Row(
                [form.button(t.value("place", move.to), move) for move in ordered],
                wrap=True,
                spacing=6,
                run_spacing=6,
            )
        )
    assert isinstance(form.dialog.content, ft.Column)
    form.dialog.content.controls[:0] = body
    form.show()


def _supply(ctx: PlayContext, supplies: Sequence[Action]) -> None:
    plain = [action for action in supplies if isinstance(action, Supply) and action.event is None]
    if plain:
        ctx.commit(plain[0])
        return
    t = ctx.t
    form = Form(ctx, t("fod.play.supply_title"), [ft.Text(t("fod.play.supply_question"))])
    assert isinstance(form.dialog.content, ft.Column)
    symbols = [
        form.button(t(f"fod.play.event_symbol.{action.event}"), action)
        for action in supplies
        if isinstance(action, Supply) and action.event is not None and action.card is None
    ]
    form.dialog.content.controls[1:1] = [
        ft.Row(symbols, wrap=True),
        *_dracula_event_titles(ctx, form, supplies),
    ]
    form.show()


def _dracula_event_titles(
    ctx: PlayContext, form: Form, supplies: Sequence[Action]
) -> list[ft.Control]:
    """At night against the app's Dracula, a card with his symbol goes to him: the
    hunter names it, and it joins his secret hand."""
    titled = [action for action in supplies if isinstance(action, Supply) and action.card]
    if not titled:
        return []
    t = ctx.t
    named = sorted(
        ((t.value("dracula_event", action.card), action) for action in titled),
        key=lambda pair: collation_key(str(pair[0]), t.language),
    )
    # A title with the English one beside it is long: each button takes the dialog's
    # width and wraps its name rather than cutting it off on a phone.
    buttons: list[ft.Control] = [
        ft.FilledTonalButton(
            content=ft.Text(str(name), text_align=ft.TextAlign.CENTER),
            on_click=lambda e, chosen=action: form.send(chosen),
        )
        for name, action in named
    ]
    return [
        ft.Text(t("fod.play.dracula_event_question"), weight=ft.FontWeight.BOLD),
        ft.Text(t("fod.play.dracula_event_hint"), size=13),
        ft.Column(buttons, spacing=8, horizontal_alignment=ft.CrossAxisAlignment.STRETCH),
    ]


def _number_field(label: str) -> ft.TextField:
    return ft.TextField(label=label, value="0", width=130, keyboard_type=ft.KeyboardType.NUMBER)


def _trade_form(ctx: PlayContext, hunter: HunterId, trades: Sequence[Action]) -> None:
    t = ctx.t
    partners = [action.partner for action in trades if isinstance(action, Trade)]
    partner = ft.Dropdown(
        label=t("fod.play.trade_partner"),
        value=partners[0],
        options=[ft.DropdownOption(key=p, text=t(f"fod.hunter.{p}")) for p in partners],
    )
    fields = {
        name: _number_field(t(f"fod.play.trade.{name}"))
        for name in ("items_given", "items_taken", "events_given", "events_taken")
    }
    own = ctx.public.hunter(hunter).tickets
    given_texts = [t("fod.play.give_ticket", number=n + 1) for n in range(own)]
    taken_texts = [t("fod.play.take_ticket", number=n + 1) for n in range(2)]
    given = [tick_box(semantics_label=text) for text in given_texts]
    taken = [tick_box(semantics_label=text) for text in taken_texts]

    def trade() -> Action:
        return Trade(
            seat=ctx.setup.hunter_seats[hunter],
            hunter=hunter,
            partner=partner.value,  # type: ignore[arg-type]
            tickets_given=tuple(n for n, box in enumerate(given) if box.value),
            tickets_taken=tuple(n for n, box in enumerate(taken) if box.value),
            **{name: int(field.value or "0") for name, field in fields.items()},
        )

    form = Form(
        ctx,
        t("fod.play.trade_title", hunter=t(f"fod.hunter.{hunter}")),
        [
            partner,
            ft.Row(list(fields.values()), wrap=True),
            *map(ticked_line, given, given_texts),
            *map(ticked_line, taken, taken_texts),
        ],
    )
    assert isinstance(form.dialog.content, ft.Column)
    form.dialog.content.controls.append(form.button(t("fod.play.do.trade"), trade))
    form.show()


def _ticket_form(ctx: PlayContext, hunter: HunterId, reserves: Sequence[Action]) -> None:
    t, public = ctx.t, ctx.public
    seat = ctx.setup.hunter_seats[hunter]
    content = load_content()
    count = min(
        content.game.ticket_limit - public.hunter(hunter).tickets,
        content.hunters[hunter].tickets_per_reserve,
        public.tickets_in_pool,
    )
    kinds = ctx.ticket_kinds()

    def value(kind: Ticket) -> str:
        white, yellow = kind
        if yellow is None:
            return t("fod.ticket_white_only", white=white)
        return t("fod.ticket_value", white=white, yellow=yellow)

    form = Form(ctx, t("fod.play.ticket_title", hunter=t(f"fod.hunter.{hunter}")), [])
    # Each ticket has the dialog's width: "white 2 / yellow 3" is cut in half of a phone.
    pickers = [
        ft.Dropdown(
            label=t("fod.play.ticket_drawn", number=n + 1),
            options=[ft.DropdownOption(key=f"{w}/{y}", text=value((w, y))) for w, y in kinds],
            on_select=lambda e: form.say(""),
        )
        for n in range(count)
    ]

    def drawn() -> Action:
        chosen = []
        for picker in pickers:
            if not picker.value:
                raise Incomplete(t("fod.play.ticket_missing", count=count))
            white, _, yellow = str(picker.value).partition("/")
            chosen.append((int(white), None if yellow == "None" else int(yellow)))
        return ReserveTicket(seat=seat, hunter=hunter, tickets=tuple(chosen))

    assert isinstance(form.dialog.content, ft.Column)
    form.dialog.content.controls[:0] = [
        form.button(t("fod.play.ticket_by_app"), reserves[0]),
        ft.Text(t("fod.play.ticket_at_table")),
        ft.Column([*pickers], horizontal_alignment=ft.CrossAxisAlignment.STRETCH),
        form.button(t("fod.play.ticket_enter"), drawn),
    ]
    form.show()
