"""The invitation in Chromium: its QR code is drawn inside the dialog, a scanner reads the
table's address and code from the pixels, and a phone that opens it joins the table."""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from tests.e2e.conftest import Server, open_app, screenshot
from tests.e2e.game_night import (
    PHONE,
    TABLET,
    PhoneRoute,
    join_by_qr,
    patience,
    phone_route,
    scan_invitation,
    table_server,
)

pytestmark = pytest.mark.e2e
__all__ = ["patience", "phone_route", "table_server"]


@pytest.mark.parametrize("size", [TABLET, PHONE], ids=["tablet", "phone"])
def test_the_invitations_qr_code_is_drawn_read_and_joins_a_phone(
    table_server: Server, phone_route: PhoneRoute, browser: object, size: dict[str, int]
) -> None:
    host = open_app(browser, f"{table_server.url}new/sator", locale="cs-CZ", **size)
    host.get_by_role("button", name="Začít hru").click()
    expect(host.get_by_text("Příprava: Rozmístění ztracených knih")).to_be_attached()
    host.get_by_label("Další").click()
    host.get_by_role("menuitem", name="Pozvat hráče").click()
    address = scan_invitation(host)
    assert address.startswith(f"http://127.0.0.1:{table_server.port}/join?code=")
    screenshot(host, f"invitation-{size['width']}")
    host.get_by_role("button", name="Zavřít").click()

    phone = join_by_qr(browser, phone_route, address, "Hráč 2")
    expect(phone.get_by_text("na kterém hraje Hráč 2", exact=False)).to_be_attached()
    expect(phone.get_by_text("zaznamená to zařízení hostitele", exact=False)).to_be_attached()
    host.get_by_label("Další").click()
    host.get_by_role("menuitem", name="Pozvat hráče").click()
    expect(host.get_by_text("Hráč 2: na telefonu (připojeno)")).to_be_visible()
    phone.context.close()
    host.context.close()
