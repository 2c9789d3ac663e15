"""Which seat a device plays, told as it is: where each seat is played from, what this
device may choose in its seat dialog (only what the server will accept from it), and a
change that costs something asked first: a phone giving its seat back (it needs the
table's code to play again) or a seat taken from another device (which loses it).

And who plays each seat, as the device says it: a name the app gave (a placeholder, the
seat the app plays) is stored in the language of the device that made the game, and every
screen and printed sheet of the game takes its names from :func:`shown_people` or
:func:`said_state`, in its own language."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Literal

import flet as ft

from sheets.core.errors import Illegal
from sheets.core.names import said_in, state_said_in
from sheets.i18n import Language
from sheets.i18n.grammar import Name, person
from ui.live import LiveTable
from ui.once_per_version import once_per_version
from ui.widgets.common import when
from ui.widgets.dialogs import show_named

if TYPE_CHECKING:
    from ui.session import AppSession

# Where a seat is played from: this device, a device of its own, or the host's device
# (a seat no device holds is played on the host, the shared tablet of the table).
SeatPlace = Literal["here", "own_device", "host"]


def seat_place(session: AppSession, game_id: str, seat: int) -> SeatPlace:
    actor = session.actor(game_id)
    held = session.tables.open(game_id).held
    if actor.plays(seat, held - actor.seats):
        return "here"
    return "own_device" if seat in held else "host"


def shown_people(session: AppSession, game_id: str) -> tuple[Name, ...]:
    """The players' names as this device says them (:func:`said_people`)."""
    table = session.tables.open(game_id)
    return said_people(table.people, session.texts.language, app_names(session, table.kind))


def said_people(
    people: Sequence[Name], language: Language, app_names: tuple[str, ...] = ()
) -> tuple[Name, ...]:
    """``people`` as a device in ``language`` says them: a name the app gave (a
    placeholder, the seat the app plays) in its language, whatever language the device
    that made the game spoke (:func:`~sheets.core.names.said_in`); a typed name as typed."""
    return tuple(person(said_in(name, language, app_names), name.gender) for name in people)


def said_state(table: LiveTable, language: Language, app_names: tuple[str, ...] = ()) -> Any:
    """The state of ``table`` with its players' names as a device in ``language`` says
    them (:func:`said_people`): what a game's screens and printed sheets draw its names
    from, worked out once per version of the table for every device that speaks it."""
    return once_per_version(
        table,
        ("said_state", language, app_names),
        lambda: state_said_in(table.state, language, app_names),
    )


def app_names(session: AppSession, kind: str) -> tuple[str, ...]:
    """The keys of the messages that name a seat the app plays in a game of ``kind``."""
    key = session.app_seat_name(kind)
    return () if key is None else (key,)


def seat_label(session: AppSession, game_id: str, seat: int) -> str:
    """The player's name, with what the seat plays when the game gives seats roles."""
    table = session.tables.open(game_id)
    role = session.seat_role(table.kind)
    name = shown_people(session, game_id)[seat]
    if role is None:
        return name
    return session.texts(
        "join.seat_role", name=name, role=role(table.game.setup, seat, session.texts)
    )


@dataclass(frozen=True, slots=True)
class SeatChoice:
    """One line of a device's seat dialog. ``seat`` ``None`` is no seat: the shared device
    on the host, watching on any other device. ``note`` says what choosing it means;
    ``ask`` is the question put before a change that costs something."""

    seat: int | None
    current: bool
    allowed: bool
    note: str
    ask: str | None = None


def seat_choices(session: AppSession, game_id: str) -> list[SeatChoice]:
    """Every seat of the table, then no seat, as this device may choose them."""
    t = session.texts
    table = session.tables.open(game_id)
    own = session.devices.seat(game_id)
    host = session.actor(game_id).host
    choices: list[SeatChoice] = []
    holders = _holders(session, game_id) if host and table.held else {}
    app_seats = session.tables.app_seats(table)
    people = shown_people(session, game_id)
    for seat, name in enumerate(people):
        if seat in app_seats:
            choices.append(SeatChoice(seat, False, False, t("seats.app_plays")))
        elif seat == own:
            choices.append(SeatChoice(seat, True, True, t("seats.this_device")))
        elif not host:
            choices.append(SeatChoice(seat, False, False, t("seats.join_again")))
        elif seat in table.held:
            choices.append(
                SeatChoice(
                    seat,
                    False,
                    True,
                    holders.get(seat, t("seats.elsewhere")),
                    t("seats.ask_take", name=name),
                )
            )
        else:
            choices.append(SeatChoice(seat, False, True, t("seats.on_host")))
    if host:
        choices.append(SeatChoice(None, own is None, True, t("seats.shared_note")))
    elif own is not None:
        ask = t("seats.ask_give_back", name=people[own])
        choices.append(SeatChoice(None, False, True, t("seats.give_back_note"), ask))
    else:
        choices.append(SeatChoice(None, True, True, t("seats.watching")))
    return choices


def _holders(session: AppSession, game_id: str) -> dict[int, str]:
    """For the host: each held seat's device, as the server saw it take the seat."""
    t = session.texts
    return {
        holder.seat: t(
            "seats.elsewhere_at",
            address=holder.address,
            joined=when(holder.joined_at, t.language),
        )
        for holder in session.store.seat_holders(game_id=game_id)
        if holder.address is not None and holder.joined_at is not None
    }


async def change_seat(
    session: AppSession, game_id: str, choice: SeatChoice, done: Callable[[], None]
) -> None:
    """Make this device play ``choice`` (asking first when it costs something), then call
    ``done``; a refusal is told, and nothing changes."""
    session.dialogs.pop()
    if choice.current or not choice.allowed:
        return
    if choice.ask is None:
        await _take(session, game_id, choice.seat, done)
        return
    t = session.texts

    async def confirmed(e: object) -> None:
        session.dialogs.pop()
        await _take(session, game_id, choice.seat, done)

    show_named(
        session,
        ft.AlertDialog(
            title=ft.Text(t("seats.ask_title")),
            content=ft.Text(choice.ask),
            actions=[
                ft.TextButton(t("seats.keep"), on_click=lambda e: session.dialogs.pop()),
                ft.FilledButton(t("seats.go_on"), on_click=confirmed),
            ],
        ),
    )


async def _take(
    session: AppSession, game_id: str, seat: int | None, done: Callable[[], None]
) -> None:
    try:
        await session.take_seat(game_id, seat)
    except Illegal as refused:
        session.notify(session.texts.reason(refused))
        return
    done()
