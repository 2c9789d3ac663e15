"""The invitation in Chromium: its QR code is drawn inside the dialog, a scanner reads the
table's address and code from the pixels, and a phone that opens it joins the table."""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from sheets.i18n import Language
from tests.e2e.conftest import Server, open_app, screenshot
from tests.e2e.game_night import (
    LOCALES,
    PHONE,
    PHONES_FROM,
    TABLET,
    PhoneRoute,
    in_view,
    join_by_qr,
    patience,
    phone_route,
    scan_invitation,
    table_server,
)
from ui.i18n import Texts

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


# Each language once and each size once: the words of both are read headless in
# tests/ui/test_lan.py; here the dialog is scrolled and drawn at a phone's and a tablet's size.
@pytest.mark.parametrize(
    ("size", "language"), [(PHONE, "cs"), (TABLET, "en")], ids=["phone-cs", "tablet-en"]
)
def test_the_host_sees_the_phone_holding_a_seat_and_takes_it_back(
    table_server: Server,
    phone_route: PhoneRoute,
    browser: object,
    size: dict[str, int],
    language: Language,
) -> None:
    t = Texts(language)
    host = open_app(browser, f"{table_server.url}new/sator", locale=LOCALES[language], **size)
    host.get_by_role("button", name=t("sator.new.start")).click()
    invite = host.get_by_role("menuitem", name=t("invite.menu"))
    host.get_by_label(t("sator.play.menu"), exact=True).click()
    invite.click()
    address = scan_invitation(host, language)
    host.get_by_role("button", name=t("common.close")).click()
    player = t("new.player_name", number=2)
    phone = join_by_qr(browser, phone_route, address, player, language)

    host.get_by_label(t("sator.play.menu"), exact=True).click()
    invite.click()
    held_by = t("invite.held_by", address=PHONES_FROM, joined="")
    take_back = in_view(host, host.get_by_role("button", name=t("invite.take_back")))
    expect(host.get_by_text(held_by, exact=False)).to_be_attached()
    host.mouse.move(size["width"] / 2, size["height"] / 2)
    host.mouse.wheel(0, 2_000)  # the seats at the dialog's foot, as the host scrolls to them
    screenshot(host, f"seat-holder-{language}-{size['width']}")
    take_back.click()
    expect(host.get_by_text(t("invite.ask_take_back_title"), exact=True)).to_be_attached()
    screenshot(host, f"seat-take-back-asked-{language}-{size['width']}")
    host.get_by_role("button", name=t("invite.take_back")).last.click()
    # The phone now watches. The notice that says why is drawn over it, but on a busy
    # machine Chromium's accessibility tree can leave a notice out: its words are checked
    # headless in both languages (tests/ui/test_lan.py); here its screen is looked at.
    expect(phone.get_by_text(t("access.viewer"), exact=False)).to_be_attached()
    screenshot(phone, f"seat-taken-back-{language}-390")
    phone.context.close()
    host.context.close()
