"""The host's invitation: the address phones open, its QR code, the table's join code, and
who plays which seat from where, with a way to free a seat."""

from __future__ import annotations

import io
from typing import TYPE_CHECKING

import flet as ft
import qrcode
from qrcode.image.svg import SvgPathFillImage

from ui.lan import only_this_machine
from ui.seats import seat_label
from ui.widgets.dialogs import show_closable

LAN_OPTIONS = "--host 0.0.0.0 --lan"

if TYPE_CHECKING:
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
        mine = session.devices.seat(game_id)
        rows: list[ft.Control] = []
        for seat in range(len(table.seats)):
            name = seat_label(session, game_id, seat)
            if seat == mine:
                rows.append(ft.Text(t("invite.here", name=name)))
            elif seat in table.held:
                state = t("invite.connected" if seat in connected else "invite.away")
                rows.append(
                    ft.Row(
                        [
                            ft.Text(f"{t('invite.on_phone', name=name)} ({state})", expand=True),
                            ft.TextButton(t("invite.free"), on_click=lambda e, s=seat: free(s)),
                        ]
                    )
                )
            else:
                rows.append(ft.Text(t("invite.free_seat", name=name)))
        seats.controls = rows

    def free(seat: int) -> None:
        session.store.clear_device_token(game_id=game_id, seat=seat)
        session.tables.seat_taken(game_id, seat, held=False)
        session.publish(game_id)
        session.notify(t("invite.freed", name=seat_label(session, game_id, seat)))
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
