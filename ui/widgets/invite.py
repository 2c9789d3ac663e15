"""The host's invitation: the address phones open, its QR code, the table's join code, and
who plays which seat from where (which device holds it, as the server saw it take the
seat), with a way to take a seat back from its device."""

from __future__ import annotations

import io
from typing import TYPE_CHECKING, Any

import flet as ft
import qrcode
from qrcode.image.svg import SvgPathFillImage

from ui.lan import only_this_machine
from ui.seats import seat_label
from ui.widgets.common import when
from ui.widgets.dialog_place import close
from ui.widgets.dialogs import show_closable, show_named

LAN_OPTIONS = "--host 0.0.0.0 --lan"

if TYPE_CHECKING:
    from storage import SeatHolder
    from ui.session import AppSession

QR_SIZE = 200


def qr_code(text: str, label: str, size: float = QR_SIZE) -> ft.Control:
    """``text`` as a QR code: black on white with a quiet border, as scanners want.

    An image, not a canvas: a dialog measures its content before laying it out, which a
    canvas cannot answer (the client then draws an error box instead of the code).
    """
    svg = io.BytesIO()
    qrcode.make(text, image_factory=SvgPathFillImage, border=2).save(svg)
    return ft.Image(
        src=svg.getvalue(),
        width=size,
        height=size,
        fit=ft.BoxFit.CONTAIN,
        semantics_label=label,
    )


def invite_items(session: AppSession, game_id: str) -> list[ft.PopupMenuItem]:
    """*Invite players* for a play screen's menu: only on the host of a server that phones
    can reach (started with ``--lan``)."""
    if session.services.lan is None or not session.actor(game_id).host:
        return []
    return [
        ft.PopupMenuItem(
            content=session.texts("invite.menu"),
            icon=ft.Icons.QR_CODE,
            on_click=lambda e: open_invitation(session, game_id),
        )
    ]


def open_invitation(session: AppSession, game_id: str) -> None:
    t = session.texts
    lan = session.services.lan
    assert lan is not None, "only a server started with --lan invites phones"
    code = session.services.join_codes.code_for(game_id)
    url = lan.join_url(code)
    seats = ft.Column(spacing=6)

    def fill() -> None:
        table = session.tables.open(game_id)
        connected = {seat for seat in table.present.values() if seat is not None}
        holders = {holder.seat: holder for holder in session.store.seat_holders(game_id=game_id)}
        mine = session.devices.seat(game_id)
        rows: list[ft.Control] = []
        app_seats = session.tables.app_seats(table)
        for seat in range(len(table.seats)):
            name = seat_label(session, game_id, seat)
            if seat in app_seats:
                rows.append(ft.Text(t("invite.app_seat", name=name)))
            elif seat == mine:
                rows.append(ft.Text(t("invite.here", name=name)))
            elif seat in table.held:
                state = t("invite.connected" if seat in connected else "invite.away")
                holder = holders.get(seat)
                rows.append(
                    _held_seat(
                        session,
                        f"{t('invite.on_phone', name=name)} ({state})",
                        holder,
                        lambda e, s=seat, h=holder: ask_to_take_back(s, h),
                    )
                )
            else:
                rows.append(ft.Text(t("invite.free_seat", name=name)))
        seats.controls = rows

    def ask_to_take_back(seat: int, holder: SeatHolder | None) -> None:
        """The phone loses its seat for good (it must join again): asked first, naming the
        player and the phone, so that the host takes back the seat meant."""
        name = seat_label(session, game_id, seat)
        if holder is not None and holder.address is not None and holder.joined_at is not None:
            question = t(
                "invite.ask_take_back",
                name=name,
                address=holder.address,
                joined=when(holder.joined_at, t.language),
            )
        else:
            question = t("invite.ask_take_back_unknown", name=name)

        def confirmed(e: object) -> None:
            if close(dialog):
                take_back(seat)

        dialog: ft.AlertDialog = ft.AlertDialog(
            title=ft.Text(t("invite.ask_take_back_title")),
            content=ft.Text(question),
            actions=[
                ft.TextButton(t("seats.keep"), on_click=lambda e: close(dialog)),
                ft.FilledButton(t("invite.take_back"), on_click=confirmed),
            ],
        )
        show_named(session, dialog)

    def take_back(seat: int) -> None:
        """The seat returns to the table: the device holding it is refused from now on."""
        session.store.clear_device_token(game_id=game_id, seat=seat)
        session.tables.seat_taken(game_id, seat, held=False)
        session.publish(game_id)
        session.notify(t("invite.taken_back", name=seat_label(session, game_id, seat)))
        fill()

    fill()
    unreachable: list[ft.Control] = []
    if only_this_machine(lan.ip):
        unreachable.append(
            ft.Row(
                [
                    ft.Icon(ft.Icons.WARNING_AMBER, color=ft.Colors.ERROR),
                    ft.Column(
                        [
                            ft.Text(t("invite.unreachable", address=lan.ip)),
                            # A line of its own: a line break inside the options would
                            # split "--host" where a person copies it.
                            ft.Text(LAN_OPTIONS, weight=ft.FontWeight.BOLD, selectable=True),
                        ],
                        expand=True,
                        spacing=4,
                    ),
                ],
                vertical_alignment=ft.CrossAxisAlignment.START,
            )
        )
    content = ft.Column(
        [
            ft.Text(t("invite.open", address=f"{lan.address}/join")),
            *unreachable,
            ft.Text(code, size=40, weight=ft.FontWeight.BOLD, selectable=True),
            qr_code(url, t("invite.qr")),
            ft.Text(url, size=12, selectable=True),
            ft.Text(t("invite.seats"), weight=ft.FontWeight.BOLD),
            seats,
        ],
        tight=True,
        horizontal_alignment=ft.CrossAxisAlignment.CENTER,
    )
    show_closable(session, t("invite.title"), content, scrollable=True)


def _held_seat(
    session: AppSession, title: str, holder: SeatHolder | None, take_back: Any
) -> ft.Control:
    """A seat a device holds: which device (as the server saw it take the seat), and the
    host's way to take the seat back from it."""
    t = session.texts
    lines: list[ft.Control] = [ft.Text(title)]
    if holder is not None and holder.address is not None and holder.joined_at is not None:
        joined = when(holder.joined_at, t.language)
        lines.append(
            ft.Text(
                t("invite.held_by", address=holder.address, joined=joined),
                size=12,
                color=ft.Colors.ON_SURFACE_VARIANT,
            )
        )
    lines.append(
        ft.OutlinedButton(t("invite.take_back"), icon=ft.Icons.PHONELINK_ERASE, on_click=take_back)
    )
    return ft.Column(lines, spacing=4)
