"""The host's invitation: the address phones open, its QR code, the table's join code, and
who plays which seat from where, with a way to free a seat."""

from __future__ import annotations

from typing import TYPE_CHECKING

import flet as ft
import flet.canvas as cv
import qrcode

from ui.widgets.dialogs import show_closable

if TYPE_CHECKING:
    from ui.app import AppSession

QR_SIZE = 200


def qr_code(text: str, size: float = QR_SIZE) -> ft.Control:
    """``text`` as a QR code, drawn module by module (black on white, as scanners want)."""
    code = qrcode.QRCode(border=2)
    code.add_data(text)
    code.make(fit=True)
    matrix = code.get_matrix()
    module = size / len(matrix)
    shapes: list[cv.Shape] = [cv.Rect(0, 0, size, size, paint=ft.Paint(color=ft.Colors.WHITE))]
    for y, row in enumerate(matrix):
        for x, dark in enumerate(row):
            if dark:
                shapes.append(
                    cv.Rect(
                        x * module,
                        y * module,
                        module + 0.5,
                        module + 0.5,
                        paint=ft.Paint(color=ft.Colors.BLACK),
                    )
                )
    return cv.Canvas(shapes=shapes, width=size, height=size)


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
        for seat, name in enumerate(table.seats):
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
        seats.controls = rows

    def free(seat: int) -> None:
        session.store.clear_device_token(game_id=game_id, seat=seat)
        session.tables.seat_taken(game_id, seat, held=False)
        session.publish(game_id)
        session.notify(t("invite.freed", name=session.tables.open(game_id).seats[seat]))
        fill()

    fill()
    content = ft.Column(
        [
            ft.Text(t("invite.open", address=f"http://{lan.ip}:{lan.port}/join")),
            ft.Text(code, size=40, weight=ft.FontWeight.BOLD, selectable=True),
            ft.Semantics(qr_code(url), label=t("invite.qr")),
            ft.Text(url, size=12, selectable=True),
            ft.Text(t("invite.seats"), weight=ft.FontWeight.BOLD),
            seats,
        ],
        tight=True,
        horizontal_alignment=ft.CrossAxisAlignment.CENTER,
    )
    show_closable(session, t("invite.title"), content, scrollable=True)
