"""The Paper Dungeons screens in the headless harness: from the home screen to the score."""

from __future__ import annotations

import random

import flet as ft
import pytest

from scoring.paper_dungeons import breakdown
from sheets.paper_dungeons import RULES
from sheets.paper_dungeons.actions import BrewPotions, CraftHalf, RollDice
from tests.paper_dungeons.play import example_setup, next_random_action
from tests.ui.harness import FakeClient, find, label_of, walk
from tests.ui.helpers import dialog, notified, stored_game
from ui.access import HOST
from ui.app import table_topic
from ui.paper_dungeons.dice_tray import DiceTray
from ui.widgets.area_view import AreaView

PLAIN = ("warrior", "wizard", "clover", "boots", "cleric", "rogue")


async def new_solo_game(client: FakeClient) -> str:
    """Home -> Paper Dungeons -> Start: the three taps of a solo game."""
    await client.fire(find(client, ft.ListTile, "Paper Dungeons"))
    await client.fire(find(client, ft.FilledButton, "Start the game"))
    assert client.page.route.startswith("/game/")
    return client.page.route.removeprefix("/game/")


def area(client: FakeClient, area_id: str) -> AreaView:
    return next(view for view in client.all(AreaView) if view.area_model.id == area_id)


async def tap(client: FakeClient, area_id: str, element_id: str) -> None:
    view = area(client, area_id)
    index = next(i for i, e in enumerate(view.placed) if getattr(e, "id", None) == element_id)
    await client.fire(view.placed_controls[index])


async def tick(client: FakeClient, checkbox: ft.Checkbox) -> None:
    client.session.apply_patch(checkbox._i, {"value": True})
    await client.fire(checkbox, "change", True)


async def roll_plain(client: FakeClient, table, game_id: str) -> None:
    """Roll known dice through the "Enter dice" dialog."""
    await client.fire(find(client, ft.OutlinedButton, "Enter dice"))
    pickers = [c for c in walk(dialog(client)) if isinstance(c, ft.Dropdown)]
    for picker, symbol in zip(pickers, PLAIN, strict=True):
        picker.value = symbol
    await client.fire(find(client, ft.FilledButton, "OK"))


@pytest.mark.asyncio
async def test_a_solo_game_starts_in_three_taps_and_is_stored(table) -> None:
    client = await table.device()
    game_id = await new_solo_game(client)
    games = table.services.store.list_games(status="active")
    assert [g.game_id for g in games] == [game_id]
    assert "Round 1 of 8" in client.texts()
    assert "Roll the dice." in client.texts()


@pytest.mark.asyncio
async def test_rolling_picking_a_die_and_levelling_up_a_hero(table) -> None:
    client = await table.device()
    game_id = await new_solo_game(client)
    await roll_plain(client, table, game_id)
    tray = client.one(DiceTray)
    assert all(face.on_click for face in tray.faces)
    levels = table.services.tables.open(game_id).state.sheets[0].levels
    await client.fire(tray.faces[2])  # the clover: any hero, any colour
    box = f"hero:warrior:{levels[0] + 1}"
    assert box in area(client, "heroes").lit
    await tap(client, "heroes", box)
    stored = table.services.store.load_game(game_id=game_id)
    assert stored.game.state.sheets[0].levels == (levels[0] + 1, *levels[1:])
    assert tray.faces[2].on_click is None  # used this round
    assert area(client, "heroes").lit == frozenset()


@pytest.mark.asyncio
async def test_an_illegal_tap_says_why_in_the_rules_words(table) -> None:
    client = await table.device()
    game_id = await new_solo_game(client)
    await roll_plain(client, table, game_id)
    rogue = table.services.tables.open(game_id).state.sheets[0].level("rogue")
    await client.fire(client.one(DiceTray).faces[1])  # the wizard die cannot raise the Rogue
    await tap(client, "heroes", f"hero:rogue:{rogue + 1}")
    assert (
        notified(client)
        == "The Rogue needs a die with their symbol (or a clover); this one shows: Wizard."
    )


@pytest.mark.asyncio
async def test_a_room_is_walked_to_with_a_second_tap_after_its_path_is_shown(table) -> None:
    client = await table.device()
    game_id = await new_solo_game(client)
    await roll_plain(client, table, game_id)
    await client.fire(client.one(DiceTray).faces[3])  # boots: three steps
    assert "room:C3" in area(client, "dungeon").lit
    await tap(client, "dungeon", "room:C3")
    path_button = find(client, ft.FilledButton, "Path:")
    assert "C1" in label_of(path_button)
    assert table.services.tables.open(game_id).state.sheets[0].path == ()
    await tap(client, "dungeon", "room:C3")
    assert table.services.tables.open(game_id).state.sheets[0].position == "C3"


@pytest.mark.asyncio
async def test_undo_and_redo_are_one_tap_away(table) -> None:
    client = await table.device()
    game_id = await new_solo_game(client)
    await roll_plain(client, table, game_id)
    await client.fire(client.one(DiceTray).faces[3])
    await client.fire(find(client, ft.OutlinedButton, "Brew potions"))
    assert table.services.tables.open(game_id).state.sheets[0].potions == 2
    await client.fire(client.one(ft.IconButton, tooltip="Undo"))
    assert table.services.tables.open(game_id).state.sheets[0].potions == 0
    await client.fire(client.one(ft.IconButton, tooltip="Redo"))
    assert table.services.store.load_game(game_id=game_id).game.state.sheets[0].potions == 2


@pytest.mark.asyncio
async def test_three_actions_then_end_round_and_its_summary(table) -> None:
    client = await table.device()
    game_id = await new_solo_game(client)
    await roll_plain(client, table, game_id)
    table.act(game_id, *(CraftHalf(seat=0, die=d, artifact=a) for d, a in ((3, 5), (4, 6), (5, 7))))
    await client.settle()
    end = find(client, ft.FilledTonalButton, "End round")
    assert not end.disabled
    await client.fire(end)
    assert table.services.tables.open(game_id).state.round == 2
    assert "Round 2 of 8" in client.texts()


@pytest.mark.asyncio
async def test_a_choice_the_rules_need_is_asked(table) -> None:
    client = await table.device()
    game_id = await new_solo_game(client)
    live = table.services.tables
    table.act(game_id, RollDice(seat=0, symbols=PLAIN), BrewPotions(seat=0, die=0))
    await client.settle()
    await client.fire(client.one(DiceTray).faces[1])
    await client.fire(find(client, ft.OutlinedButton, "Brew potions"))  # the 4th potion's bonus
    await client.fire(find(client, ft.FilledTonalButton, "Cleric"))
    assert live.open(game_id).state.sheets[0].levels == (1, 1, 2, 1)


@pytest.mark.asyncio
async def test_another_device_sees_the_change_at_once(table) -> None:
    tablet = await table.device()
    game_id = await new_solo_game(tablet)
    phone = await table.device(width=390, height=844, route=f"/game/{game_id}")
    await roll_plain(tablet, table, game_id)
    await phone.settle()
    assert all(face.on_click for face in phone.one(DiceTray).faces)


@pytest.mark.asyncio
async def test_the_phone_layout_stacks_the_dungeon_under_the_dice(table) -> None:
    client = await table.device(width=390, height=844)
    await new_solo_game(client)
    dungeon = area(client, "dungeon")
    assert dungeon.width <= 390 - 20
    room = dungeon.area_model.find("room:A1")
    assert room is not None and room.w * dungeon.px_per_mm >= 44


@pytest.mark.asyncio
async def test_the_tablet_shows_the_whole_dungeon_without_scrolling(table) -> None:
    client = await table.device(width=1024, height=768)
    await new_solo_game(client)
    dungeon = area(client, "dungeon")
    assert dungeon.height <= 768 - 56 and dungeon.width <= 1024 * 0.6


async def play_to_the_end(table, game_id: str) -> None:
    """Another device plays the game to its end, at random but legally."""
    rng = random.Random(7)
    live = table.services.tables
    while (action := next_random_action(live.open(game_id).state, rng)) is not None:
        live.act(game_id, action, HOST)
    table.hub.send_all_on_topic(table_topic(game_id), game_id)


@pytest.mark.asyncio
async def test_the_end_of_the_game_records_the_score_for_history(table) -> None:
    client = await table.device()
    game_id = await new_solo_game(client)
    await play_to_the_end(table, game_id)
    await client.settle()
    state = table.services.tables.open(game_id).state
    result = table.services.store.result(game_id=game_id)
    assert result is not None
    assert result["seats"][0]["score"] == breakdown(state, 0).total
    assert "The game is over." in client.texts()
    [record] = table.services.store.statistics(kind="paper_dungeons")
    assert record.plays == 1 and record.last == breakdown(state, 0).total


@pytest.mark.asyncio
async def test_the_results_screen_shows_every_line_and_takes_the_power_glory(table) -> None:
    client = await table.device()
    game_id = await new_solo_game(client)
    await play_to_the_end(table, game_id)
    await client.go(f"/game/{game_id}/results")
    state = table.services.tables.open(game_id).state
    lines = breakdown(state, 0).lines
    cells = [t for t in client.texts() if t.lstrip("-").isdigit()]
    assert str(sum(lines.values())) in cells
    field = find(client, ft.TextField, "Power card")
    field.value = "5"
    await client.fire(field, "submit")
    assert table.services.tables.open(game_id).state.sheets[0].power_glory == 5
    assert (
        table.services.store.result(game_id=game_id)["seats"][0]["score"] == sum(lines.values()) + 5
    )


@pytest.mark.asyncio
async def test_the_finished_sheets_download_as_a_pdf(table) -> None:
    client = await table.device()
    game_id = await new_solo_game(client)
    await play_to_the_end(table, game_id)
    await client.go(f"/game/{game_id}/results")
    await client.fire(client.one(ft.IconButton, tooltip="Print this sheet"))
    name, pdf = await client.saved_file()
    assert name == "paper-dungeons-score.pdf" and pdf.startswith(b"%PDF")


@pytest.mark.asyncio
async def test_prepared_sheets_print_from_the_new_game_screen(table) -> None:
    client = await table.device()
    await client.go("/new/paper_dungeons")
    await client.fire(find(client, ft.OutlinedButton, "Print prepared sheets"))
    name, pdf = await client.saved_file()
    assert name == "paper-dungeons.pdf"
    assert pdf.startswith(b"%PDF") and table.services.store.list_games() == []


@pytest.mark.asyncio
async def test_three_seats_record_three_different_fights_on_one_tablet(table) -> None:
    """Villains typed at the table: after round 3 every seat of a pass-and-play game records
    its own fight from the same screen, switching seat between them."""
    setup = example_setup(3, 8, manual_villains=True)
    state, actions, rng = RULES.initial(setup), [], random.Random(8)
    while state.phase != "villain":
        action = next_random_action(state, rng)
        actions.append(action)
        state = RULES.apply(state, action).state
    game_id = stored_game(table, "paper_dungeons", setup, [s.name for s in setup.seats], actions)
    client = await table.device(route=f"/game/{game_id}")
    fights = ((False, 7, 1), (True, -3, 0), (False, 2, 2))
    for seat, (fled, glory, wounds) in enumerate(fights):
        await client.fire(find(client, ft.Chip, setup.seats[seat].name), "select", True)
        if fled:
            await tick(client, find(client, ft.Checkbox, "fled"))
        await client.type(find(client, ft.TextField, "Glory"), str(glory))
        await client.type(find(client, ft.TextField, "Wounds"), str(wounds))
        await client.fire(find(client, ft.FilledButton, "Record the fight"))
    state = table.services.tables.open(game_id).state
    recorded = [(f.fled, f.glory, f.wounds) for sheet in state.sheets for f in sheet.fights]
    assert recorded == list(fights)
