"""The address the server prints and invites phones with is the one it really serves, and
it says so when phones cannot reach it."""

from __future__ import annotations

import logging
from typing import Any

import pytest

import main
import ui.server
from ui.lan import Lan, only_this_machine


@pytest.fixture
def served(monkeypatch: pytest.MonkeyPatch) -> dict[str, Any]:
    """What ``main`` starts the server with (the server itself is not started; the address
    is announced as the server does once its games are open)."""
    started: dict[str, Any] = {}

    def serve(**options: Any) -> None:
        started.update(options)
        options["announce"]()

    monkeypatch.setattr(ui.server, "serve", serve)
    monkeypatch.setattr("ui.lan.lan_ip", lambda: "192.168.1.20")
    return started


def test_a_lan_server_on_every_interface_invites_with_the_network_address(
    served: dict[str, Any], capsys: pytest.CaptureFixture[str], caplog: pytest.LogCaptureFixture
) -> None:
    assert main.main(["--lan", "--port", "8551"]) == 0
    assert served["host"] == "0.0.0.0"
    assert served["lan"] == Lan("192.168.1.20", 8551)
    assert "http://192.168.1.20:8551/" in capsys.readouterr().out
    assert not caplog.records


def test_a_lan_server_on_this_machine_only_invites_with_that_address_and_warns(
    served: dict[str, Any], capsys: pytest.CaptureFixture[str], caplog: pytest.LogCaptureFixture
) -> None:
    with caplog.at_level(logging.WARNING):
        assert main.main(["--host", "127.0.0.1", "--lan", "--port", "8551"]) == 0
    assert served["host"] == "127.0.0.1"
    assert served["lan"] == Lan("127.0.0.1", 8551)
    assert "http://127.0.0.1:8551/" in capsys.readouterr().out
    assert "phones cannot reach 127.0.0.1" in caplog.text
    assert "--host 0.0.0.0" in caplog.text


def test_a_lan_server_on_one_address_invites_with_it(
    served: dict[str, Any], capsys: pytest.CaptureFixture[str], caplog: pytest.LogCaptureFixture
) -> None:
    assert main.main(["--host", "10.0.0.7", "--lan", "--port", "8551"]) == 0
    assert served["lan"].join_url("ABC") == "http://10.0.0.7:8551/join?code=ABC"
    assert "http://10.0.0.7:8551/" in capsys.readouterr().out
    assert not caplog.records


def test_a_machine_without_a_network_says_phones_cannot_join(
    served: dict[str, Any], monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    monkeypatch.setattr("ui.lan.lan_ip", lambda: "127.0.0.1")
    with caplog.at_level(logging.WARNING):
        assert main.main(["--lan"]) == 0
    assert "connect this machine to the network of the phones" in caplog.text


def test_a_server_without_lan_prints_where_it_listens(
    served: dict[str, Any], capsys: pytest.CaptureFixture[str]
) -> None:
    assert main.main(["--port", "8551"]) == 0
    assert served["lan"] is None
    assert "http://127.0.0.1:8551/" in capsys.readouterr().out


@pytest.mark.parametrize(
    ("address", "local"),
    [
        ("127.0.0.1", True),
        ("127.0.0.2", True),
        ("::1", True),
        ("localhost", True),
        ("192.168.1.20", False),
        ("fe80::1", False),
        ("table.local", False),
    ],
)
def test_loopback_addresses_reach_only_this_machine(address: str, local: bool) -> None:
    assert only_this_machine(address) is local


def test_an_ipv6_address_is_bracketed_in_the_join_address() -> None:
    assert Lan("fd00::5", 8550).join_url("XY") == "http://[fd00::5]:8550/join?code=XY"
