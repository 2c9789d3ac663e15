"""Home, settings, players, and the Paper Dungeons forms: new game, card editor, villain
card, house rules."""

from __future__ import annotations

import random

import flet as ft
import pytest

from sheets.core.log import Game
from sheets.games import get_game
from sheets.i18n import has
from sheets.paper_dungeons.actions import Move, RollDice
from sheets.paper_dungeons.house_rules import setting_specs
from sheets.paper_dungeons.setup import VillainCard
from tests.paper_dungeons.play import example_setup
from tests.random_play import play_random
from tests.ui.harness import find
from tests.ui.helpers import dialogs, notified, stored_game, texts_in
from ui.paper_dungeons.card_editor import CardDrawing
from ui.paper_dungeons.house_rules import option_key

NAMES = ("Ann", "Ben")


def finished_game(table, seed: int) -> Game:
    """A two-player game played at random to its end elsewhere, stored and its result
    recorded."""
    setup = example_setup(2, seed)
    seats = tuple(
        seat.model_copy(update={"name": name})
        for seat, name in zip(setup.seats, NAMES, strict=True)
    )
    setup = setup.model_copy(update={"seats": seats})
    game = play_random(get_game("paper_dungeons"), setup, random.Random(seed))
    names = [seat.name for seat in setup.seats]
    game_id = stored_game(table, "paper_dungeons", setup, names, game.actions)
    table.services.tables.open(game_id)  # records the result the rules call finished
    return game


@pytest.mark.asyncio
async def test_the_language_is_switched_and_kept_on_the_device(table) -> None:
    client = await table.device(language="cs")
    assert "Nová hra" in client.texts()
    await client.go("/settings")
    switch = next(c for c in client.all(ft.SegmentedButton) if c.selected == ["cs"])
    switch.selected = ["en"]
    await client.fire(switch, "change")
    assert client.browser_storage["table-companion.language"] == "en"
    assert "Settings" in client.texts()


@pytest.mark.asyncio
async def test_a_new_device_speaks_its_browsers_language_else_the_servers_default(table) -> None:
    czech = await table.device(language=None, browser_languages=["cs-CZ", "en"])
    assert "Nová hra" in czech.texts()
    assert czech.page.locale_configuration.current_locale == ft.Locale("cs", "CZ")
    english = await table.device(language=None, browser_languages=["de-DE", "en-GB", "cs"])
    assert "New game" in english.texts()
    assert english.page.locale_configuration.current_locale == ft.Locale("en", "US")
    german = await table.device(language=None, browser_languages=["de-DE"])
    assert "New game" in german.texts()
    slovak = await table.device(language=None, browser_languages=["sk-SK", "en"])
    assert "Nová hra" in slovak.texts()
    assert "New game" in (await table.device(language=None, browser_languages=["en", "sk"])).texts()
    table.services.store.set_setting(key="language", value="cs")
    assert "Nová hra" in (await table.device(language=None, browser_languages=["de"])).texts()
    assert "New game" in (await table.device(language=None, browser_languages=["en"])).texts()


@pytest.mark.asyncio
async def test_a_language_chosen_on_one_device_is_not_anothers(table) -> None:
    phone = await table.device(language=None, browser_languages=["en-US"])
    tablet = await table.device(language=None, browser_languages=["en-US"])
    await phone.go("/settings")
    switch = next(c for c in phone.all(ft.SegmentedButton) if c.selected == ["en"])
    switch.selected = ["cs"]
    await phone.fire(switch, "change")
    assert "Nastavení" in phone.texts()
    assert phone.page.locale_configuration.current_locale == ft.Locale("cs", "CZ")
    assert table.services.store.get_setting(key="language") is None
    again = await table.device(language=None, browser_storage=phone.browser_storage)
    assert "Nová hra" in again.texts()
    await tablet.go("/")
    assert "New game" in tablet.texts()
    assert "New game" in (await table.device(language=None)).texts()


@pytest.mark.asyncio
async def test_the_servers_own_screen_sets_the_language_of_new_devices(table, lan_table) -> None:
    owner = await table.device(language=None, browser_languages=["en"])
    await owner.go("/settings")
    texts = owner.texts()
    assert "Language of this device" in texts
    assert "Language of new devices" in texts
    assert (
        "A new device whose browser speaks no Czech, Slovak or English starts in this language:"
        in texts
    )
    language, _theme, default = owner.all(ft.SegmentedButton)
    assert language.selected == default.selected == ["en"]
    default.selected = ["cs"]
    await owner.fire(default, "change")
    assert table.services.store.get_setting(key="language") == "cs"
    assert "Settings" in owner.texts()
    assert "Nová hra" in (await table.device(language=None, browser_languages=["de"])).texts()

    phone = await lan_table.device(client_ip="192.168.1.31", browser_languages=["en"])
    await phone.go("/settings")
    assert "Language of this device" in phone.texts()
    assert "Language of new devices" not in phone.texts()


@pytest.mark.asyncio
async def test_the_theme_is_switched(table) -> None:
    client = await table.device()
    await client.go("/settings")
    switch = next(c for c in client.all(ft.SegmentedButton) if c.selected == ["system"])
    switch.selected = ["dark"]
    await client.fire(switch, "change")
    assert client.page.theme_mode == ft.ThemeMode.DARK
    assert client.browser_storage["table-companion.theme"] == "dark"


@pytest.mark.asyncio
async def test_players_are_added_renamed_and_refused_when_taken(table) -> None:
    client = await table.device()
    await client.go("/profiles")
    field = find(client, ft.TextField, "Name")
    await client.type(field, "Eva")
    await client.fire(find(client, ft.FilledButton, "Add a player"))
    assert [p.name for p in table.services.store.list_profiles()] == ["Eva"]
    await client.type(find(client, ft.TextField, "Name"), "eva")
    await client.fire(find(client, ft.FilledButton, "Add a player"))
    assert notified(client) == "A player of that name exists already."
    assert len(table.services.store.list_profiles()) == 1


@pytest.mark.asyncio
@pytest.mark.parametrize(
    ("name", "said"),
    [
        ("x" * 200_000, "A name can have at most 40 characters."),
        ("Eva\x00", "A name cannot contain control characters, such as a line break or a tab."),
        ("\x1b[31mEva", "A name cannot contain control characters, such as a line break or a tab."),
        ("Eva\u202e", "A name cannot contain characters that change the direction of the text."),
    ],
)
async def test_a_player_name_the_rule_refuses_is_said_at_its_field_and_kept(
    table, name: str, said: str
) -> None:
    """The browser's limit of the field is no check: a client sends what it likes."""
    store = table.services.store
    client = await table.device()
    await client.go("/profiles")
    field = find(client, ft.TextField, "Name")
    await client.type(field, name)
    await client.fire(find(client, ft.FilledButton, "Add a player"))
    assert (field.error, field.value) == (said, name)
    assert store.list_profiles() == []

    store.create_profile(name="Eva")
    await client.go("/")
    await client.go("/profiles")
    await client.fire(client.one(ft.IconButton, tooltip="Edit player"))
    await client.type(client.one(ft.RadioGroup), "feminine")
    edited = next(f for f in client.all(ft.TextField) if f.value == "Eva")
    await client.type(edited, name)
    await client.fire(find(client, ft.FilledButton, "Save"))
    assert (edited.error, edited.value) == (said, name)
    assert [(p.name, p.address) for p in store.list_profiles()] == [("Eva", None)]


@pytest.mark.asyncio
async def test_a_player_says_how_to_be_spoken_of_and_new_games_seat_them_so(table) -> None:
    store = table.services.store
    store.create_profile(name="Eva")
    client = await table.device()
    await client.go("/profiles")
    assert "not said" in client.texts()
    await client.fire(client.one(ft.IconButton, tooltip="Edit player"))
    address = client.one(ft.RadioGroup)
    assert address.value == "neutral"
    await client.type(address, "feminine")
    await client.fire(find(client, ft.FilledButton, "Save"))
    assert [(p.name, p.address) for p in store.list_profiles()] == [("Eva", "feminine")]
    assert "she" in client.texts()

    await client.go("/new/paper_dungeons")
    await client.fire(find(client, ft.FilledButton, "Start the game"))
    game_id = client.page.route.removeprefix("/game/")
    assert [s.address for s in store.load_game(game_id=game_id).info.seats] == ["feminine"]
    assert [str(p) for p in table.services.tables.open(game_id).people] == ["Eva"]
    assert table.services.tables.open(game_id).people[0].gender == "feminine"


@pytest.mark.asyncio
async def test_a_finished_game_shows_in_the_players_statistics(table) -> None:
    game = finished_game(table, 4)
    client = await table.device()
    await client.go("/profiles")
    assert any(text.startswith("Ann · Paper Dungeons") for text in client.texts())
    from scoring.paper_dungeons import outcome

    won = next(s.winner for s in outcome(game.state).seats if s.name == "Ann")
    assert f"1 game, {int(won)} won" in client.texts()


@pytest.mark.asyncio
async def test_the_new_game_form_refuses_same_names_with_a_translated_message(table) -> None:
    client = await table.device()
    await client.go("/new/paper_dungeons")
    await client.fire(client.one(ft.IconButton, tooltip="Add a player"))
    names = [f for f in client.all(ft.TextField) if (f.label or "").startswith("Name of player")]
    await client.type(names[0], "Ann")
    await client.type(names[1], "ann")
    await client.fire(find(client, ft.FilledButton, "Start the game"))
    assert "Every player needs a different name." in client.texts()
    assert table.services.store.list_games() == []


@pytest.mark.asyncio
async def test_a_two_player_game_with_vanishing_gems_and_no_missions(table) -> None:
    client = await table.device()
    await client.go("/new/paper_dungeons")
    await client.fire(client.one(ft.IconButton, tooltip="Add a player"))
    variant = next(c for c in client.all(ft.SegmentedButton) if c.selected == ["normal"])
    variant.selected = ["vanishing"]
    await client.fire(variant, "change")
    missions = next(c for c in client.all(ft.SegmentedButton) if c.selected == ["random"])
    missions.selected = ["none"]
    await client.fire(missions, "change")
    await client.fire(find(client, ft.FilledButton, "Start the game"))
    game_id = client.page.route.removeprefix("/game/")
    setup = table.services.tables.open(game_id).game.setup
    assert len(setup.seats) == 2 and setup.vanishing_gems and setup.missions == ()


def test_drawing_a_card_toggles_walls_between_neighbours_and_places_circles() -> None:
    drawing = CardDrawing(None)
    drawing.tap("B2")
    drawing.tap("B3")
    assert drawing.walls == {"B2-B3"}
    drawing.tap("B2")
    drawing.tap("B3")
    assert drawing.walls == set()
    drawing.tap("A1")
    drawing.tap("C3")  # not a neighbour: picks C3 instead
    assert drawing.picked == "C3" and drawing.walls == set()
    for number, room in ((1, "A6"), (2, "E5"), (3, "E5")):
        drawing.mode = str(number)
        drawing.tap(room)
    assert drawing.circles == {1: "A6", 3: "E5"}


@pytest.mark.asyncio
async def test_a_drawn_dungeon_card_is_saved_under_its_letter(table) -> None:
    client = await table.device()
    await client.go("/new/paper_dungeons")
    await client.fire(find(client, ft.OutlinedButton, "Draw a dungeon card"))
    dialog = dialogs(client)[-1]
    letter = next(f for f in client.all(ft.TextField) if f.label == "Letter of the card")
    letter.value = "B"
    from ui.widgets.area_view import AreaView

    view = next(v for v in client.all(AreaView) if v.area_model.id == "dungeon")

    async def tap(room: str) -> None:
        index = next(
            i for i, e in enumerate(view.placed) if getattr(e, "id", None) == f"room:{room}"
        )
        await client.fire(view.placed_controls[index])

    await tap("C2")
    await tap("C3")
    modes = next(c for c in client.all(ft.SegmentedButton) if c.selected == ["walls"])
    for number, room in ((1, "A3"), (2, "D4"), (3, "F6")):
        modes.selected = [str(number)]
        await client.fire(modes, "change")
        await tap(room)
    await client.fire(next(b for b in client.all(ft.FilledButton) if b.content == "Save"))
    assert dialog not in dialogs(client) or not dialog.open
    cards = table.services.store.get_setting(key="paper_dungeons.dungeon_cards")
    assert cards["B"]["extra_walls"] == [["C2", "C3"]]
    assert cards["B"]["villain_circles"] == {"1": "A3", "2": "D4", "3": "F6"}


@pytest.mark.asyncio
async def test_a_villain_card_is_checked_then_saved_for_later_games(table) -> None:
    client = await table.device()
    await client.go("/new/paper_dungeons")
    await client.fire(find(client, ft.OutlinedButton, "Enter a villain card"))
    fields = {f.label: f for f in client.all(ft.TextField)}
    fields["Name"].value = "Minotaur"
    await client.fire(next(b for b in client.all(ft.FilledButton) if b.content == "Save"))
    assert "Fill in every number." in client.texts()
    ranges = [f for f in client.all(ft.TextField) if f.label == "From strength"]
    glories = [f for f in client.all(ft.TextField) if f.label == "Glory"]
    for field, value in zip(ranges, ("12", "10", "20"), strict=True):
        field.value = value
    for field, value in zip(glories, ("2", "5", "9"), strict=True):
        field.value = value
    await client.fire(next(b for b in client.all(ft.FilledButton) if b.content == "Save"))
    assert "Each range must start at a higher strength than the one before." in client.texts()
    ranges[1].value = "15"
    next(box for box in client.all(ft.Checkbox) if box.semantics_label == "Gem B").value = True
    await client.fire(next(b for b in client.all(ft.FilledButton) if b.content == "Save"))
    saved = VillainCard.model_validate(
        table.services.store.get_setting(key="paper_dungeons.villains")["Minotaur"]
    )
    assert (saved.ranges[1].min_strength, saved.gem_letters) == (15, ("B",))


@pytest.mark.asyncio
async def test_house_rules_of_a_game_are_changed_only_when_the_game_still_fits(table) -> None:
    store = table.services.store
    setup = example_setup(1, 3)
    game_id = stored_game(table, "paper_dungeons", setup, ["Player 1"])
    table.act(
        game_id,
        RollDice(seat=0, symbols=("warrior", "wizard", "clover", "boots", "cleric", "rogue")),
        Move(seat=0, die=3, path=("C1", "C2", "C3")),
    )
    client = await table.device(route=f"/game/{game_id}/rules")
    entrance = next(c for c in client.all(ft.Switch) if c.value is True)
    assert entrance is not None
    number = next(f for f in client.all(ft.TextField) if f.value == "3")  # glory per gem
    number.value = "4"
    await client.fire(find(client, ft.FilledButton, "Save"))
    assert table.services.tables.open(game_id).game.setup.house_rules == {"gem_glory_each": 4}
    assert store.load_game(game_id=game_id).setup.house_rules == {"gem_glory_each": 4}


def test_every_house_rule_and_value_has_a_name_in_both_languages() -> None:
    for name, spec in setting_specs().items():
        assert has(f"rule.{name}"), name
        assert has(f"rule.status.{spec.status}"), spec.status
        for option in spec.options or ():
            assert has(option_key(option)), option


def test_every_paper_dungeons_action_has_a_history_line() -> None:
    from sheets.core.actions import _ACTION_TYPES

    for type_name in _ACTION_TYPES:
        if type_name.startswith("pd."):
            assert has(f"pd.action.{type_name}"), type_name


@pytest.mark.asyncio
async def test_finished_games_show_on_the_home_screen_with_their_scores(table) -> None:
    from scoring.paper_dungeons import outcome

    game = finished_game(table, 8)
    client = await table.device()
    result = outcome(game.state)
    expected = " · ".join(f"{s.name} {s.score}" for s in result.seats)
    assert expected in client.texts()
    winners = ", ".join(s.name for s in result.seats if s.winner)
    assert any(text.endswith(f"Won by {winners}") for text in client.texts())


@pytest.mark.asyncio
async def test_a_solo_game_with_its_placeholder_name_names_no_winner_and_no_player(table) -> None:
    setup = example_setup(1, 4)
    setup = setup.model_copy(
        update={"seats": (setup.seats[0].model_copy(update={"name": "Hráč 1"}),)}
    )
    game = play_random(get_game("paper_dungeons"), setup, random.Random(4))
    game_id = stored_game(table, "paper_dungeons", setup, ["Hráč 1"], game.actions)
    table.services.tables.open(game_id)
    client = await table.device(language="cs")
    from scoring.paper_dungeons import outcome

    [seat] = outcome(game.state).seats
    assert f"Sólová hra: {seat.score}" in client.texts()
    assert not any("Vítězí" in text for text in client.texts())
    await client.go("/profiles")
    players = texts_in(client.page.views[-1])
    assert "Hráči" in players and not any(text.startswith("Hráč 1") for text in players)


def test_corrected_edges_are_written_and_read_in_the_sessions_language() -> None:
    from ui.paper_dungeons import rule_fields

    words = {"open": "otevřená", "wall": "zeď", "water": "voda"}
    value = {"edges": {"A1-A2": "wall", "B1-B2": "water"}, "minion_levels": {"A5": 4}}
    edges, levels = rule_fields.corrections_as_text(value, words)
    assert "A1-A2=zeď" in edges and "B1-B2=voda" in edges
    assert rule_fields.parse_corrections("A1-A2=Zeď, B1-B2=water", levels, words) == value
