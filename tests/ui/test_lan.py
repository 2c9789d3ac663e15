"""Phones join a table over the network: codes, seats, who may do what, live updates."""

from __future__ import annotations

import asyncio
import json
import random
from typing import Any

import flet as ft
import pytest

from sheets.core import Illegal
from sheets.core.authority import HOST, Actor
from sheets.games import get_game
from sheets.paper_dungeons.actions import BrewPotions, CraftHalf, EndRound, RollDice
from tests.paper_dungeons.play import example_setup
from tests.random_play import play_random
from tests.ui.conftest import Table
from tests.ui.harness import FakeClient, find, label_of, walk
from tests.ui.helpers import bar_control, dialog, inside, notices, notified, stored_game, texts_in
from tests.ui.pd_sheet import artifact_half, enter_dice, seat_buttons, shown_dice, switch_to
from ui.lan import Lan, WrongCodes
from ui.paper_dungeons.dice_tray import DiceTray
from ui.server import app_main, make_services
from ui.widgets.common import when

PLAIN = ("warrior", "wizard", "clover", "boots", "cleric", "rogue")
NAMES = ("Ann", "Bob", "Cid", "Dan")


def new_game(table, seats: int = 4) -> str:
    setup = example_setup(seats, 21)
    setup = setup.model_copy(
        update={
            "seats": tuple(
                seat.model_copy(update={"name": NAMES[i]}) for i, seat in enumerate(setup.seats)
            )
        }
    )
    return stored_game(table, "paper_dungeons", setup, NAMES[:seats])


async def join(table, code: str, seat_name: str, ip: str) -> FakeClient:
    phone = await table.device(width=390, height=844, route=f"/join?code={code}", client_ip=ip)
    await phone.fire(find(phone, ft.FilledButton, "Join"))
    await phone.fire(find(phone, ft.FilledTonalButton, seat_name))
    return phone


@pytest.mark.asyncio
async def test_a_host_and_three_phones_play_a_round_together(lan_table) -> None:
    table = lan_table
    game_id = new_game(table)
    host = await table.device(route=f"/game/{game_id}")  # the server's own screen hosts
    code = table.services.join_codes.code_for(game_id)
    phones = [
        await join(table, code, name, f"192.168.1.{30 + i}") for i, name in enumerate(NAMES[1:])
    ]
    for phone in phones:
        assert phone.page.route == f"/game/{game_id}"
    assert table.services.tables.open(game_id).held == {1, 2, 3}

    await enter_dice(host)
    for phone in phones:
        await phone.settle()
        assert shown_dice(phone) == PLAIN, "the roll reaches every phone"

    for seat, phone in enumerate(phones, start=1):
        for die, artifact in ((3, 5), (4, 6), (5, 7)):
            await phone.fire(phone.one(DiceTray).faces[die])
            await phone.fire(artifact_half(phone, artifact, 1))
        assert table.services.tables.open(game_id).state.sheets[seat].artifacts[4:7] == (1, 1, 1)
    await host.settle()
    seats = seat_buttons(host)
    assert seats == {"Ann": False, "Bob": True, "Cid": True, "Dan": True}, (
        "the host sees who has finished"
    )


@pytest.mark.asyncio
async def test_a_phone_acts_only_for_its_own_seat_and_never_for_the_table(lan_table) -> None:
    table = lan_table
    game_id = new_game(table)
    code = table.services.join_codes.code_for(game_id)
    phone = await join(table, code, "Bob", "192.168.1.31")
    assert seat_buttons(phone) == {}, "a phone switches to no other sheet"
    assert not any(b.visible for b in phone.all(ft.FilledButton) if label_of(b) == "Roll")
    tables = table.services.tables
    actor = Actor(host=False, seats=frozenset({1}))
    with pytest.raises(Illegal, match="host_only"):
        tables.act(game_id, RollDice(seat=1, symbols=PLAIN), actor)
    tables.act(game_id, RollDice(seat=0, symbols=PLAIN), HOST)
    with pytest.raises(Illegal, match="not_your_seat"):
        tables.act(game_id, BrewPotions(seat=0, die=0), actor)
    with pytest.raises(Illegal, match="host_only"):
        tables.undo(game_id, None, actor)
    with pytest.raises(Illegal, match="not_your_seat"):
        tables.undo(game_id, 0, actor)
    tables.act(game_id, BrewPotions(seat=1, die=0), actor)
    assert tables.open(game_id).state.sheets[1].potions == 2


@pytest.mark.asyncio
async def test_the_host_neither_acts_for_nor_undoes_a_seat_a_phone_holds(lan_table) -> None:
    table = lan_table
    game_id = new_game(table)
    await join(table, table.services.join_codes.code_for(game_id), "Bob", "192.168.1.31")
    tables = table.services.tables
    host = Actor(host=True, seats=frozenset())
    tables.act(game_id, RollDice(seat=0, symbols=PLAIN), host)
    with pytest.raises(Illegal, match="not_your_seat"):
        tables.act(game_id, BrewPotions(seat=1, die=0), host)
    tables.act(game_id, BrewPotions(seat=2, die=0), host)  # nobody's phone: pass-and-play
    tables.act(game_id, BrewPotions(seat=1, die=0), Actor(host=False, seats=frozenset({1})))
    brewed = tables.open(game_id).state.sheets[1]
    for seat in (1, None):
        with pytest.raises(Illegal, match="undo_elsewhere"):
            tables.undo(game_id, seat, host)
    assert tables.open(game_id).state.sheets[1] == brewed
    tables.seat_taken(game_id, 1, held=False)  # the host took the seat back
    tables.undo(game_id, 1, host)
    assert tables.open(game_id).state.sheets[1].potions == 0


@pytest.mark.asyncio
async def test_the_host_looking_at_a_phones_sheet_leaves_its_undo_to_the_phone(lan_table) -> None:
    table = lan_table
    game_id = new_game(table, seats=2)
    host = await table.device(route=f"/game/{game_id}")
    phone = await join(table, table.services.join_codes.code_for(game_id), "Bob", "192.168.1.31")
    await enter_dice(host)
    await phone.settle()
    await phone.fire(phone.one(DiceTray).faces[3])
    await phone.fire(artifact_half(phone, 5, 1))
    await host.settle()
    tables = table.services.tables
    crafted = tables.open(game_id).state.sheets[1]
    await switch_to(host, "Bob")
    looking = "Bob plays this sheet on their own device: you are looking at it."
    assert looking in host.texts()
    await host.fire(host.one(DiceTray).faces[0])
    assert notified(host) == looking
    assert all(face.foreground_decoration is None for face in host.one(DiceTray).faces)
    await host.fire(bar_control(host, "Undo"))
    assert notified(host) == (
        "That was Bob's, on their own device: undo it there. If that device has left the"
        " table for good, take the seat back first (Invite players)."
    )
    assert tables.open(game_id).state.sheets[1] == crafted
    await switch_to(host, "Ann")
    await host.fire(bar_control(host, "Undo"))  # the roll Bob used: undone with it, if asked
    assert (
        "Redo brings the others back here, one by one. The actions of players on their own"
        " devices (Bob) are redone there." in texts_in(dialog(host))
    )
    await host.fire(inside(dialog(host), ft.FilledButton, "Undo all 2"))
    assert tables.open(game_id).game.actions == ()
    await host.fire(bar_control(host, "Redo"))
    await host.fire(bar_control(host, "Redo"))
    assert notified(host) == "Nothing to redo."
    await phone.settle()
    await phone.fire(bar_control(phone, "Redo"))
    assert tables.open(game_id).state.sheets[1] == crafted


@pytest.mark.asyncio
async def test_a_wrong_code_is_refused_and_guessing_is_slowed_down(lan_table) -> None:
    table = lan_table
    game_id = new_game(table)
    code = table.services.join_codes.code_for(game_id)
    phone = await table.device(route="/join?code=AAAAAA", client_ip="192.168.1.66")
    for _ in range(5):
        await phone.fire(find(phone, ft.FilledButton, "Join"))
        assert "No table has this code." in phone.texts()
    field = find(phone, ft.TextField, "Join code")
    field.value = code
    await phone.fire(find(phone, ft.FilledButton, "Join"))
    assert any(text.startswith("Too many wrong codes") for text in phone.texts())
    assert not [b for b in phone.all(ft.FilledTonalButton) if b.content == "Ann"]
    other = await table.device(route=f"/join?code={code.lower()}", client_ip="192.168.1.67")
    await other.fire(find(other, ft.FilledButton, "Join"))
    assert find(other, ft.FilledTonalButton, "Ann") is not None


@pytest.mark.asyncio
async def test_the_join_field_counts_down_from_the_codes_six_characters(lan_table) -> None:
    phone = await lan_table.device(route="/join", client_ip="192.168.1.66")
    assert find(phone, ft.TextField, "Join code").max_length == 6


def test_wrong_codes_are_forgiven_after_a_minute() -> None:
    limit = WrongCodes(allowed=3, window_s=60)
    for moment in (0, 1, 2):
        limit.failed("phone", now=moment)
    assert limit.wait_s("phone", now=3) == pytest.approx(57)
    assert limit.wait_s("other", now=3) == 0
    assert limit.wait_s("phone", now=60.5) == 0


def test_a_device_is_held_to_the_limit_by_its_address_and_by_its_session() -> None:
    limit = WrongCodes(allowed=3, window_s=60)
    for moment in (0, 1, 2):
        limit.failed("address 192.168.1.66", "session a", now=moment)
    assert limit.wait_s("address 192.168.1.66", "session b", now=3) == pytest.approx(57)
    assert limit.wait_s("address 192.168.1.70", "session a", now=3) == pytest.approx(57)
    assert limit.wait_s("address 192.168.1.70", "session b", now=3) == 0


def test_wrong_codes_are_forgotten_once_a_window_old() -> None:
    limit = WrongCodes(allowed=3, window_s=60)
    for phone in range(1000):
        limit.failed(f"address 10.0.{phone // 250}.{phone % 250}", f"session {phone}", now=1)
    assert len(limit) == 2000
    limit.failed("address 10.9.9.9", now=61.5)
    assert len(limit) == 1
    assert limit.wait_s("address 10.9.9.9", now=200) == 0
    assert len(limit) == 0


@pytest.mark.asyncio
async def test_new_sessions_from_one_address_share_the_wrong_code_limit(lan_table) -> None:
    table = lan_table
    game_id = new_game(table)
    code = table.services.join_codes.code_for(game_id)
    for attempt in range(5):
        phone = await table.device(route="/join?code=AAAAAA", client_ip="192.168.1.66")
        phone.page.client_ip = f"127.0.0.{attempt}"  # what the client says counts for nothing
        await phone.fire(find(phone, ft.FilledButton, "Join"))
        assert "No table has this code." in phone.texts()
    phone = await table.device(route=f"/join?code={code}", client_ip="192.168.1.66")
    await phone.fire(find(phone, ft.FilledButton, "Join"))
    assert any(text.startswith("Too many wrong codes") for text in phone.texts())


@pytest.mark.asyncio
async def test_a_phone_that_reconnects_gets_its_seat_back(lan_table) -> None:
    table = lan_table
    game_id = new_game(table)
    phone = await join(table, table.services.join_codes.code_for(game_id), "Cid", "192.168.1.32")
    assert "Round 1 of 8 · Cid" in phone.texts()
    again = await table.device(
        width=390,
        height=844,
        route=f"/game/{game_id}",
        client_ip="192.168.1.32",
        browser_storage=phone.browser_storage,
    )
    assert again.session is not phone.session
    assert "Round 1 of 8 · Cid" in again.texts()
    assert table.services.tables.open(game_id).held == {2}


@pytest.mark.asyncio
async def test_a_device_without_a_seat_only_watches(lan_table) -> None:
    table = lan_table
    game_id = new_game(table)
    table.services.tables.act(game_id, RollDice(seat=0, symbols=PLAIN), HOST)
    stranger = await table.device(route=f"/game/{game_id}", client_ip="192.168.1.99")
    assert "You are watching: join from the home screen to play a seat." in stranger.texts()
    await stranger.fire(stranger.one(DiceTray).faces[0])
    assert not [
        b for b in stranger.all(ft.OutlinedButton) if label_of(b) == "Brew potions" and b.visible
    ]


@pytest.mark.asyncio
async def test_the_host_frees_a_seat_for_another_phone(lan_table) -> None:
    table = lan_table
    game_id = new_game(table)
    code = table.services.join_codes.code_for(game_id)
    phone = await join(table, code, "Bob", "192.168.1.31")
    host = await table.device(route=f"/game/{game_id}")
    await open_invitation(host)
    assert code in host.texts()
    await take_back_seat(host)
    assert table.services.tables.open(game_id).held == set()
    tokens = json.loads(phone.browser_storage["table-companion.seat-tokens"])
    assert table.services.store.seat_for_token(token=tokens[game_id]) is None


@pytest.mark.asyncio
@pytest.mark.parametrize(("ip", "warned"), [("127.0.0.1", True), ("192.168.1.20", False)])
async def test_the_invitation_warns_when_phones_cannot_open_its_address(
    store, ip: str, warned: bool
) -> None:
    table = Table(make_services(store, Lan(ip, 8550)))
    game_id = new_game(table)
    host = await table.device(route=f"/game/{game_id}")
    menu = next(item for item in host.all(ft.PopupMenuItem) if item.content == "Invite players")
    await host.fire(menu)
    warning = (
        f"Phones cannot open {ip}: this server takes players from this machine only. "
        "To let them join, start it with these options:"
    )
    assert (warning in host.texts()) == warned
    # The options on a line of their own, never broken inside "--host" on a phone.
    assert ("--host 0.0.0.0 --lan" in host.texts()) == warned
    assert f"http://{ip}:8550/join?code={table.services.join_codes.code_for(game_id)}" in (
        host.texts()
    )


@pytest.mark.asyncio
async def test_two_phones_acting_at_the_same_moment_lose_nothing(lan_table) -> None:
    table = lan_table
    game_id = new_game(table, seats=2)
    code = table.services.join_codes.code_for(game_id)
    table.services.tables.act(game_id, RollDice(seat=0, symbols=PLAIN), HOST)
    first = await join(table, code, "Ann", "192.168.1.31")
    second = await join(table, code, "Bob", "192.168.1.32")
    await first.fire(first.one(DiceTray).faces[3])
    await second.fire(second.one(DiceTray).faces[3])
    await asyncio.gather(
        first.fire(artifact_half(first, 5, 1)),
        second.fire(artifact_half(second, 5, 1)),
    )
    stored = table.services.store.load_game(game_id=game_id)
    assert [a.seat for _, a in stored.actions if isinstance(a, CraftHalf)] in ([0, 1], [1, 0])
    assert len({seq for seq, _ in stored.actions}) == len(stored.actions)


@pytest.mark.asyncio
async def test_a_phone_away_for_a_while_comes_back_to_the_current_table(lan_table) -> None:
    table = lan_table
    game_id = new_game(table)
    phone = await join(table, table.services.join_codes.code_for(game_id), "Bob", "192.168.1.31")
    live = table.services.tables
    assert live.open(game_id).present[phone.session.id] == 1
    await phone.session.disconnect(3600)
    await phone.settle()
    assert phone.session.id not in live.open(game_id).present
    table.act(game_id, RollDice(seat=0, symbols=PLAIN))
    await phone.settle()
    await phone.session.connect(phone.conn)
    await phone.settle()
    assert live.open(game_id).present[phone.session.id] == 1
    assert shown_dice(phone) == PLAIN


@pytest.mark.asyncio
@pytest.mark.parametrize(
    ("address", "width"), [("192.168.1.31", 390), ("127.0.0.1", 1024)], ids=["phone", "host"]
)
async def test_a_device_that_leaves_as_its_session_begins_is_away_from_the_table(
    lan_table, address: str, width: int
) -> None:
    table = lan_table
    game_id = new_game(table)
    device = FakeClient(table.hub, width=width, route=f"/game/{game_id}", client_ip=address)
    answer = device._answer

    async def leaving(call: Any) -> None:
        # The page goes (reloaded, closed) as the browser answers what the session asks.
        if call.name == "get_device_info":
            await device.session.disconnect(3600)
        await answer(call)

    device._answer = leaving  # type: ignore[method-assign]
    with pytest.raises(BrokenPipeError):
        await device.start(app_main(table.services), table.services.peers.record)
    live = table.services.tables.open(game_id)
    # Nobody is at the table: a phone may stand in for the host.
    assert live.present == {} and live.hosts == set()


@pytest.mark.asyncio
async def test_of_two_phones_taking_one_seat_at_once_the_slower_is_told(lan_table) -> None:
    table = lan_table
    game_id = new_game(table)
    code = table.services.join_codes.code_for(game_id)
    phones = []
    for ip in ("192.168.1.31", "192.168.1.32"):
        phone = await table.device(width=390, height=844, route=f"/join?code={code}", client_ip=ip)
        await phone.fire(find(phone, ft.FilledButton, "Join"))
        phones.append(phone)
    await asyncio.gather(
        *(phone.fire(find(phone, ft.FilledTonalButton, "Bob")) for phone in phones)
    )
    seated = [p for p in phones if p.page.route == f"/game/{game_id}"]
    told = [
        p for p in phones if "Another device plays Bob; the host can free the seat." in p.texts()
    ]
    assert len(seated) == 1 and len(told) == 1 and seated != told
    tokens = json.loads(seated[0].browser_storage["table-companion.seat-tokens"])
    assert table.services.store.seat_for_token(token=tokens[game_id]).seat == 1
    assert "table-companion.seat-tokens" not in told[0].browser_storage
    assert table.services.tables.open(game_id).held == {1}


async def open_invitation(host: FakeClient, label: str = "Invite players") -> None:
    await host.fire(next(item for item in host.all(ft.PopupMenuItem) if item.content == label))


async def take_back_seat(host: FakeClient) -> None:
    """In the host's open invitation: take back the one seat a phone holds, as asked."""
    await host.fire(find(host, ft.OutlinedButton, "Take the seat back"))
    await host.fire(inside(dialog(host), ft.FilledButton, "Take the seat back", exact=True))


def actions_recorded(table, game_id: str) -> int:
    return len(table.services.store.load_game(game_id=game_id).game.actions)


@pytest.mark.asyncio
@pytest.mark.parametrize(
    ("language", "menu", "holder"),
    [
        ("en", "Invite players", "Bob: on a phone (connected)"),
        ("cs", "Pozvat hráče", "Bob: na telefonu (připojeno)"),
    ],
)
async def test_the_host_sees_which_device_holds_each_seat(
    lan_table, language: str, menu: str, holder: str
) -> None:
    table = lan_table
    game_id = new_game(table)
    code = table.services.join_codes.code_for(game_id)
    await join(table, code, "Bob", "192.168.1.31")
    host = await table.device(route=f"/game/{game_id}", language=language)
    await open_invitation(host, menu)
    [held] = table.services.store.seat_holders(game_id=game_id)
    joined = when(held.joined_at, language) if held.joined_at else ""
    shown = host.texts()
    assert holder in shown
    if language == "en":
        assert f"From 192.168.1.31 · joined {joined}" in shown
        assert "Take the seat back" in [label_of(b) for b in host.all(ft.OutlinedButton)]
    else:
        assert f"Z adresy 192.168.1.31 · připojeno {joined}" in shown
        assert "Vzít místo zpět" in [label_of(b) for b in host.all(ft.OutlinedButton)]
    assert not [t for t in shown if "192.168.1.3" in t and not t.startswith(("From", "Z adresy"))]


@pytest.mark.asyncio
@pytest.mark.parametrize(
    ("language", "menu", "take_back", "keep", "asked"),
    [
        (
            "en",
            "Invite players",
            "Take the seat back",
            "Keep it as it is",
            "Bob plays on the phone at 192.168.1.31 (joined {joined}). Take the seat back? "
            "That phone will only watch; to play again, it must join with the table's code.",
        ),
        (
            "cs",
            "Pozvat hráče",
            "Vzít místo zpět",
            "Nechat, jak je",
            "Bob hraje na telefonu z adresy 192.168.1.31 (připojeno {joined}). Vzít místo "
            "zpět? Ten telefon se pak bude jen dívat; aby mohl znovu hrát, musí se připojit "
            "kódem stolu.",
        ),
    ],
)
async def test_taking_a_seat_back_asks_first_naming_the_player_and_the_phone(
    lan_table, language: str, menu: str, take_back: str, keep: str, asked: str
) -> None:
    table = lan_table
    game_id = new_game(table)
    code = table.services.join_codes.code_for(game_id)
    phone = await join(table, code, "Bob", "192.168.1.31")
    token = json.loads(phone.browser_storage["table-companion.seat-tokens"])[game_id]
    host = await table.device(route=f"/game/{game_id}", language=language)
    await open_invitation(host, menu)
    [held] = table.services.store.seat_holders(game_id=game_id)
    assert held.joined_at is not None

    await host.fire(find(host, ft.OutlinedButton, take_back))
    question = dialog(host)
    assert isinstance(question, ft.AlertDialog) and question.open
    assert [t.value for t in walk(question.content) if isinstance(t, ft.Text)] == [
        asked.format(joined=when(held.joined_at, language))
    ]
    await host.fire(inside(question, ft.TextButton, keep, exact=True))
    assert not question.open
    assert table.services.tables.open(game_id).held == {1}
    assert table.services.store.seat_for_token(token=token) is not None

    await host.fire(find(host, ft.OutlinedButton, take_back))
    await host.fire(inside(dialog(host), ft.FilledButton, take_back, exact=True))
    assert table.services.tables.open(game_id).held == set()
    assert table.services.store.seat_for_token(token=token) is None


@pytest.mark.asyncio
@pytest.mark.parametrize(
    ("language", "told"),
    [
        (
            "en",
            "The host took back the seat this device played while it was away: it now only "
            "watches. To play again, join with the table's code.",
        ),
        (
            "cs",
            "Zatímco toto zařízení nebylo připojené, hostitel mu odebral místo, na kterém "
            "hrálo. Teď se jen dívá; ke hře se znovu připojíte kódem stolu.",
        ),
    ],
)
async def test_a_phone_reloaded_after_its_seat_was_taken_back_is_told_why_it_watches(
    lan_table, language: str, told: str
) -> None:
    table = lan_table
    game_id = new_game(table)
    code = table.services.join_codes.code_for(game_id)
    phone = await join(table, code, "Bob", "192.168.1.31")
    storage = dict(phone.browser_storage, **{"table-companion.language": language})
    host = await table.device(route=f"/game/{game_id}")
    await open_invitation(host)
    await take_back_seat(host)

    again = await table.device(
        width=390,
        height=844,
        route=f"/game/{game_id}",
        client_ip="192.168.1.31",
        browser_storage=storage,
    )
    assert notified(again) == told
    assert table.services.tables.open(game_id).held == set()
    # Told once: the same session coming back to the table says nothing more.
    await again.go("/")
    await again.go(f"/game/{game_id}")
    assert notices(again) == [dialog(again)]


@pytest.mark.asyncio
async def test_a_phone_that_keeps_its_seat_or_never_had_one_is_told_nothing_on_reload(
    lan_table,
) -> None:
    table = lan_table
    game_id = new_game(table)
    code = table.services.join_codes.code_for(game_id)
    phone = await join(table, code, "Bob", "192.168.1.31")
    again = await table.device(
        route=f"/game/{game_id}", client_ip="192.168.1.31", browser_storage=phone.browser_storage
    )
    stranger = await table.device(route=f"/game/{game_id}", client_ip="192.168.1.99")
    for device in (again, stranger):
        assert not notices(device)


@pytest.mark.asyncio
@pytest.mark.parametrize(
    ("language", "told"),
    [
        (
            "en",
            "The host took back Bob's seat: this device now only watches. "
            "To play again, join with the table's code.",
        ),
        (
            "cs",
            "Bob: hostitel vám toto místo odebral. Toto zařízení se teď jen dívá; "
            "ke hře se znovu připojíte kódem stolu.",
        ),
    ],
)
async def test_a_seat_taken_back_makes_its_phone_a_watcher_told_in_its_language(
    lan_table, language: str, told: str
) -> None:
    table = lan_table
    game_id = new_game(table)
    code = table.services.join_codes.code_for(game_id)
    phone = await join(table, code, "Bob", "192.168.1.31")
    phone_storage = dict(phone.browser_storage, **{"table-companion.language": language})
    phone = await table.device(
        width=390,
        height=844,
        route=f"/game/{game_id}",
        client_ip="192.168.1.31",
        browser_storage=phone_storage,
    )
    host = await table.device(route=f"/game/{game_id}")
    await open_invitation(host)
    await take_back_seat(host)
    assert notified(host) == (
        "Bob's seat is back with the table: the phone that held it only watches now. "
        "The host plays it, or a phone can join it."
    )
    assert "Bob: no device of its own, played on the host" in host.texts()
    await phone.settle()
    assert notified(phone) == told
    assert table.services.tables.open(game_id).held == set()
    tokens = json.loads(phone.browser_storage["table-companion.seat-tokens"])
    assert table.services.store.seat_for_token(token=tokens[game_id]) is None

    # The seat is the table's again: the host plays it, and a phone can join it.
    table.act(game_id, RollDice(seat=0, symbols=PLAIN), BrewPotions(seat=1, die=0))
    other = await join(table, code, "Bob", "192.168.1.45")
    assert "Round 1 of 8 · Bob" in other.texts()
    assert table.services.tables.open(game_id).held == {1}


@pytest.mark.asyncio
async def test_a_phone_asleep_when_its_seat_was_taken_back_is_told_when_it_wakes(
    lan_table,
) -> None:
    table = lan_table
    game_id = new_game(table)
    phone = await join(table, table.services.join_codes.code_for(game_id), "Bob", "192.168.1.31")
    await phone.session.disconnect(3600)
    await phone.settle()
    host = await table.device(route=f"/game/{game_id}")
    await open_invitation(host)
    await take_back_seat(host)
    await phone.session.connect(phone.conn)
    await phone.settle()
    assert notified(phone) == (
        "The host took back Bob's seat: this device now only watches. "
        "To play again, join with the table's code."
    )


@pytest.mark.asyncio
@pytest.mark.parametrize(
    ("language", "refusal"),
    [
        (
            "en",
            "The host took back Bob's seat: this device now only watches, "
            "and nothing was recorded.",
        ),
        (
            "cs",
            "Bob: hostitel vám toto místo odebral. "
            "Toto zařízení se teď jen dívá a nic se nezapsalo.",
        ),
    ],
)
async def test_a_phone_whose_seat_was_taken_back_is_refused_and_nothing_recorded(
    lan_table, language: str, refusal: str
) -> None:
    """A tap from a phone that has not heard yet (the seat was taken back on another
    server of the same database) is refused with the reason."""
    table = lan_table
    game_id = new_game(table)
    code = table.services.join_codes.code_for(game_id)
    table.act(game_id, RollDice(seat=0, symbols=PLAIN))
    phone = await join(table, code, "Bob", "192.168.1.31")
    phone = await table.device(
        width=390,
        height=844,
        route=f"/game/{game_id}",
        client_ip="192.168.1.31",
        browser_storage=dict(phone.browser_storage, **{"table-companion.language": language}),
    )
    await phone.fire(phone.one(DiceTray).faces[3])
    crown = next(
        c for c in phone.all(ft.Container) if str(c.tooltip).startswith("5. ") and c.on_click
    )
    before = actions_recorded(table, game_id)
    table.services.store.clear_device_token(game_id=game_id, seat=1)
    await phone.fire(crown)
    assert notified(phone) == refusal
    assert actions_recorded(table, game_id) == before
    assert table.services.tables.open(game_id).state.sheets[1].artifacts[4] == 0


@pytest.mark.asyncio
async def test_a_finished_games_seat_tokens_stop_working_but_its_results_stay_open(
    lan_table,
) -> None:
    table = lan_table
    setup = example_setup(2, 5)
    played = play_random(get_game("paper_dungeons"), setup, random.Random(5))
    *before_the_end, ended = played.actions
    assert isinstance(ended, EndRound)
    last = EndRound(seat=0)  # the host ends the last round
    names = [seat.name for seat in setup.seats]
    game_id = stored_game(table, "paper_dungeons", setup, names, before_the_end)
    code = table.services.join_codes.code_for(game_id)
    phone = await join(table, code, names[1], "192.168.1.31")
    token = json.loads(phone.browser_storage["table-companion.seat-tokens"])[game_id]
    undo = phone.one(ft.IconButton, tooltip="Undo")  # its own last move, while it plays

    table.act(game_id, last)
    await phone.settle()
    assert table.services.store.seat_for_token(token=token) is None
    assert not any("took back" in text for text in phone.texts()), "nobody took the seat"
    recorded = actions_recorded(table, game_id)
    await phone.fire(undo)
    assert notified(phone) == (
        f"The game has finished: this device no longer plays {names[1]}, and nothing was "
        "recorded. Its results can still be looked at."
    )
    assert actions_recorded(table, game_id) == recorded
    assert table.services.store.list_games()[0].status == "finished", "not reopened"

    await phone.go(f"/game/{game_id}/results")
    shown = phone.texts()
    assert "Final score" in shown and any(text.startswith("Won by") for text in shown)
