"""The players' names on every game's new-game screen: what a person types stays, whatever
the screen redraws meanwhile, and the game starts with those names, once however often
its button is tapped."""

from __future__ import annotations

import asyncio
import re

import flet as ft
import pytest

from tests.ui.harness import FakeClient, find, label_of

KINDS = {
    "sator": ("Start the game", 4),
    "big_book_of_madness": ("Set up the table", 4),
    "fury_of_dracula": ("Start the game", 4),
    "paper_dungeons": ("Start the game", 4),
}
NAMES = ["Alice", "Bob", "Cyril", "Dana"]
# More taps than any game has players.
MOST_TAPS = 12


def name_fields(client: FakeClient) -> list[ft.TextField]:
    return [
        field
        for field in client.all(ft.TextField)
        if re.search(r"player \d", str(field.label), re.IGNORECASE)
    ]


async def players(client: FakeClient, count: int) -> list[ft.TextField]:
    later = [b for b in client.all(ft.TextButton) if label_of(b).startswith("Not now")]
    if later:  # The Big Book of Madness asks for its round tracker at the first game.
        await client.fire(later[0])
    while len(name_fields(client)) < count:
        await client.fire(find(client, ft.IconButton, "Add a player"))
    return name_fields(client)


@pytest.mark.asyncio
@pytest.mark.parametrize("kind", KINDS)
async def test_names_typed_one_after_another_are_all_kept(table, kind: str) -> None:
    start, count = KINDS[kind]
    client = await table.device(route=f"/new/{kind}")
    fields = await players(client, count)
    for index, name in enumerate(NAMES[:count]):
        # As a browser does it: leaving the field before (the screen redraws what depends
        # on the names), then typing into the field the person clicked.
        if index:
            await client.fire(fields[index - 1], "blur")
        await client.type(fields[index], name)
    await client.fire(fields[count - 1], "blur")
    assert [field.value for field in name_fields(client)] == NAMES[:count]
    await client.fire(find(client, ft.IconButton, "Remove a player"))
    await client.fire(find(client, ft.IconButton, "Add a player"))
    assert [field.value for field in name_fields(client)][: count - 1] == NAMES[: count - 1]

    await client.type(name_fields(client)[count - 1], NAMES[count - 1])
    await client.fire(find(client, ft.Button, start))
    game_id = client.page.route.rsplit("/", 1)[-1]
    assert table.services.tables.open(game_id).seats == tuple(NAMES[:count])


@pytest.mark.asyncio
@pytest.mark.parametrize("kind", KINDS)
async def test_a_double_tap_on_start_makes_one_game_and_opens_it(table, kind: str) -> None:
    start, count = KINDS[kind]
    client = await table.device(route=f"/new/{kind}")
    for field, name in zip(await players(client, count), NAMES, strict=True):
        await client.type(field, name)
    button = find(client, ft.Button, start)
    # The second tap reaches the server before the game's screen reaches the device.
    await asyncio.gather(client.fire(button), client.fire(button))
    [game] = table.services.store.list_games()
    assert client.page.route == f"/game/{game.game_id}"


@pytest.mark.asyncio
@pytest.mark.parametrize("kind", KINDS)
async def test_a_field_keeps_its_place_while_the_screen_redraws(table, kind: str) -> None:
    client = await table.device(route=f"/new/{kind}")
    fields = await players(client, 3)
    await client.type(fields[0], "Alice")
    await client.fire(fields[0], "blur")
    assert [field._i for field in name_fields(client)] == [field._i for field in fields]


@pytest.mark.asyncio
@pytest.mark.parametrize("kind", ["paper_dungeons", "fury_of_dracula", "big_book_of_madness"])
async def test_start_marks_the_field_to_correct(table, kind: str) -> None:
    start, _ = KINDS[kind]
    client = await table.device(route=f"/new/{kind}")
    fields = await players(client, 3)
    await client.type(fields[0], "  ")
    await client.type(fields[1], "Ann")
    await client.type(fields[2], "ann")
    await client.fire(find(client, ft.Button, start))
    assert [field.error for field in fields] == [
        "Type a name.",
        "Another player has this name.",
        "Another player has this name.",
    ]
    assert table.services.store.list_games() == []
    await client.type(fields[0], "Bob")
    assert fields[0].error is None
    await client.type(fields[2], "Cyril")
    await client.fire(find(client, ft.Button, start))
    assert [field.error for field in fields] == [None, None, None]


@pytest.mark.asyncio
@pytest.mark.parametrize("kind", KINDS)
async def test_a_name_too_long_is_said_not_cut(table, kind: str) -> None:
    client = await table.device(route=f"/new/{kind}")
    [field] = (await players(client, 1))[:1]
    long_name = "Bartholomew Maximilian von Hohenzollern-Sigmaringen"
    await client.type(field, long_name)
    assert field.value == long_name and field.max_length is None
    assert field.error == "At most 40 characters."
    await client.type(field, long_name[:40])
    assert field.error is None


CONTROL = "A name cannot contain control characters, such as a line break or a tab."
DIRECTION = "A name cannot contain characters that change the direction of the text."
# Sent by a client as it likes: nothing in the browser stops them.
REFUSED = {"Eva\x00": CONTROL, "\x1b[31mEva": CONTROL, "Eva\u202eavE": DIRECTION}


@pytest.mark.asyncio
@pytest.mark.parametrize("kind", KINDS)
@pytest.mark.parametrize("name", REFUSED)
async def test_a_name_the_rule_refuses_is_said_kept_and_starts_nothing(
    table, kind: str, name: str
) -> None:
    start, count = KINDS[kind]
    client = await table.device(route=f"/new/{kind}")
    fields = await players(client, count)
    for field, typed in zip(fields, [name, *NAMES[1:count]], strict=True):
        await client.type(field, typed)
    assert fields[0].error == REFUSED[name]
    await client.fire(find(client, ft.Button, start))
    assert table.services.store.list_games() == []
    assert fields[0].value == name
    if kind == "sator":
        assert any("name of player 1" in text for text in client.texts())
    else:
        assert fields[0].error == REFUSED[name]


async def tap_until_said(client: FakeClient, button: ft.IconButton, words: str) -> None:
    """Tap ``button`` until the screen says ``words`` (at most ``MOST_TAPS`` times)."""
    for _ in range(MOST_TAPS):
        if words in " ".join(client.texts()):
            return
        await client.fire(button)


@pytest.mark.asyncio
@pytest.mark.parametrize("kind", KINDS)
async def test_a_tap_past_the_number_of_players_says_the_limit_and_keeps_the_button(
    table, kind: str
) -> None:
    """The buttons are never disabled: a disabled button hands its keyboard on a moment
    later, and it took it from the name field tapped meanwhile."""
    client = await table.device(route=f"/new/{kind}")
    await players(client, 1)
    more = find(client, ft.IconButton, "Add a player")
    await tap_until_said(client, more, "At most")
    most = len(name_fields(client))
    assert f"At most {most} players." in client.texts()
    assert not more.disabled and more.opacity < 1
    fewer = find(client, ft.IconButton, "Remove a player")
    await tap_until_said(client, fewer, "At least")
    least = len(name_fields(client))
    await client.fire(fewer)
    assert not fewer.disabled and fewer.opacity < 1
    noun = "player" if least == 1 else "players"
    assert f"At least {least} {noun}." in client.texts()
    assert len(name_fields(client)) == least
