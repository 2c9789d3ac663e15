"""Fury of Dracula against the app's Dracula, in the headless harness and at the live
tables: the new game, the seat nobody may take, the server answering every change for
him, an undo taking his answers back, a restarted server going on alike, and the steps
the table is told."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import flet as ft
import pytest

from sheets.core.actions import Action
from sheets.core.authority import HOST
from sheets.core.errors import Illegal
from sheets.fury_of_dracula.actions import (
    CombatCard,
    DraculaMove,
    DraculaStart,
    Move,
    Rest,
    RevealCombatCards,
    SetAlly,
)
from sheets.fury_of_dracula.content import HUNTERS
from sheets.fury_of_dracula.legal import legal_actions
from sheets.fury_of_dracula.setup import Setup
from sheets.fury_of_dracula.table_steps import TableStep
from storage import SeatInfo, open_store
from tests.fury_of_dracula.play import example_setup, hunters_action
from tests.ui.fod_devices import choose, device, joined_as, segments, stored_game, tap
from tests.ui.harness import find, label_of, walk
from tests.ui.helpers import bar_control, dialog, inside
from ui.fury_of_dracula.app_moves import step_text
from ui.fury_of_dracula.names import describe_values
from ui.i18n import Texts
from ui.live import LiveTables
from ui.server import make_services

APP_SEAT = 2


def app_setup(seed: int = 3) -> Setup:
    """Two hunters' players; the app plays Dracula in seat 2."""
    return example_setup(seed, players=2, app_dracula="normal")


def stored(store: Any, setup: Setup, actions: tuple[Action, ...] = ()) -> str:
    game_id = str(
        store.create_game(
            kind="fury_of_dracula",
            setup=setup,
            seats=[SeatInfo(name=player.name) for player in setup.players],
        )
    )
    for position, action in enumerate(actions):
        store.append_action(game_id=game_id, action=action, position=position)
    return game_id


def play(tables: LiveTables, game_id: str, hunters_actions: int, seed: int = 2) -> None:
    """The hunters take ``hunters_actions`` random choices, each answered by the app."""
    rng = random.Random(seed)
    table = tables.open(game_id)
    for _ in range(hunters_actions):
        action = hunters_action(table.state, rng)
        assert action is not None
        tables.act(game_id, action, HOST)


def apps(actions: tuple[Action, ...]) -> list[Action]:
    return [action for action in actions if action.seat == APP_SEAT]


@pytest.mark.asyncio
async def test_a_new_game_against_the_app_seats_every_player_as_a_hunter(table) -> None:
    tablet = await table.device(width=390, height=844)
    await tablet.go("/new/fury_of_dracula")
    await choose(tablet, "app")
    with pytest.raises(IndexError):  # he draws from the deck the app deals him
        segments(tablet, "physical")
    await choose(tablet, "hard")
    assert "The Count at his strongest." in tablet.texts()
    await tap(tablet, ft.FilledButton, "Start the game")
    game_id = tablet.page.route.removeprefix("/game/")
    live = table.services.tables.open(game_id)
    setup = live.state.setup
    assert setup.app_dracula == "hard"
    assert [player.name for player in setup.players] == [
        "Player 1",
        "Player 2",
        "Player 3",
        "Dracula (the app)",
    ]
    assert setup.dracula_seat == 3 and set(setup.hunter_seats.values()) == {0, 1, 2}
    # The app chose his start as the table opened, and the table is told what to lay.
    assert [type(action) for action in live.game.actions] == [DraculaStart]
    step = "Lay a face-down land card on trail space 1: Dracula's start location."
    assert step in tablet.texts()
    await tap(tablet, ft.FilledTonalButton, "Done")
    assert step not in tablet.texts()


@pytest.mark.asyncio
async def test_the_form_counts_one_to_four_hunters_players_against_the_app(table) -> None:
    tablet = await table.device(width=390, height=844)
    await tablet.go("/new/fury_of_dracula")
    for _ in range(2):
        await tablet.fire(find(tablet, ft.IconButton, "Add a player"))
    assert len(tablet.all(ft.TextField)) == 5
    await choose(tablet, "app")
    assert len(tablet.all(ft.TextField)) == 4
    for _ in range(4):
        await tablet.fire(find(tablet, ft.IconButton, "Remove a player"))
    assert len(tablet.all(ft.TextField)) == 1


@pytest.mark.asyncio
async def test_no_device_is_offered_or_may_take_the_apps_seat(table) -> None:
    game_id = stored_game(table, app_setup())
    tablet = await device(table, game_id)
    await tablet.fire(bar_control(tablet, "This device plays…"))
    seats = [
        label_of(tile) for tile in tablet.all(ft.ListTile) if label_of(tile).startswith("Play as")
    ]
    assert any("Player 1" in seat for seat in seats)
    assert not any("Dracula" in seat for seat in seats), seats
    phone = await joined_as(table, game_id, "Player 1", "10.0.0.7")
    assert phone.page.route == f"/game/{game_id}"
    code = table.services.join_codes.code_for(game_id)
    other = await table.device(width=390, height=844, route=f"/join?code={code}")
    await tap(other, ft.FilledButton, "Join")
    offered = [label_of(button) for button in other.all(ft.FilledTonalButton)]
    assert any("Player 2" in seat for seat in offered)
    assert not any("Dracula" in seat for seat in offered)


@pytest.mark.asyncio
@pytest.mark.parametrize(
    ("language", "said", "not_said"),
    [
        ("en", "This is the table's screen", "You are watching"),
        ("cs", "Toto je obrazovka stolu", "Jen se díváte"),
    ],
)
async def test_when_phones_hold_every_hunter_the_hosts_tablet_is_the_tables_screen(
    table: Any, language: str, said: str, not_said: str
) -> None:
    game_id = stored_game(table, app_setup())
    tablet = await device(table, game_id, language=language)
    await joined_as(table, game_id, "Player 1", "10.0.0.7")
    await joined_as(table, game_id, "Player 2", "10.0.0.8")
    await tablet.settle(60)
    texts = tablet.texts()
    assert any(text.startswith(said) for text in texts), texts
    assert not any(not_said in text for text in texts)


def test_every_device_is_refused_draculas_choices_for_the_one_reason(tmp_path: Path) -> None:
    store = open_store(data_dir=tmp_path)
    tables = make_services(store).tables
    game_id = stored(store, app_setup())
    tables.open(game_id)
    with pytest.raises(Illegal) as refused:
        tables.act(game_id, DraculaMove(seat=APP_SEAT, place="PA"), HOST)
    assert refused.value.reason == "app_plays_seat"
    with pytest.raises(Illegal) as undo:
        tables.undo(game_id, APP_SEAT, HOST)
    assert undo.value.reason == "app_plays_seat"
    store.close()


def test_an_undo_takes_back_the_apps_answers_and_he_answers_again_alike(
    tmp_path: Path,
) -> None:
    store = open_store(data_dir=tmp_path)
    tables = make_services(store).tables
    game_id = stored(store, app_setup())
    play(tables, game_id, 40)
    table = tables.open(game_id)
    entries = table.game.actions
    # The hunters' latest action the app answered, and his answers to it.
    answered = max(
        index
        for index in range(len(entries) - 1)
        if entries[index].seat != APP_SEAT and entries[index + 1].seat == APP_SEAT
    )
    before = entries
    while len(table.game.actions) > answered:
        tables.undo(game_id, None, HOST)
    assert table.game.actions == before[:answered]
    for action in before[answered:]:
        if action.seat != APP_SEAT:
            tables.act(game_id, action, HOST)
    assert table.game.actions == before
    assert store.load_game(game_id=game_id).game.actions == before
    store.close()


def test_a_restarted_server_answers_what_was_left_unanswered_alike(tmp_path: Path) -> None:
    store = open_store(data_dir=tmp_path)
    first = make_services(store).tables
    played = stored(store, app_setup())
    play(first, played, 30)
    log = first.open(played).game.actions
    cut = max(
        index
        for index in range(1, len(log))
        if log[index - 1].seat != APP_SEAT and log[index].seat == APP_SEAT
    )
    # A server stopped after the hunters' action and before the app answered it.
    left = stored(store, app_setup(), log[:cut])
    answered = next(
        (index for index in range(cut, len(log)) if log[index].seat != APP_SEAT), len(log)
    )
    restarted = LiveTables(store, first.outcomes)
    assert restarted.open(left).game.actions == log[:answered]
    store.close()


def test_the_app_plays_his_combat_card_once_the_hunters_chose_theirs(tmp_path: Path) -> None:
    store = open_store(data_dir=tmp_path)
    tables = make_services(store).tables
    game_id = stored(store, app_setup())
    rng = random.Random(1)
    table = tables.open(game_id)
    for _ in range(400):
        if table.state.combat is not None:
            break
        action = hunters_action(table.state, rng)
        assert action is not None
        tables.act(game_id, action, HOST)
    played = table.state.combat.cards_played
    tables.act(game_id, RevealCombatCards(seat=0, by_table=True), HOST)
    combat = table.state.combat
    assert combat is not None and combat.cards_played == played + 1
    card = apps(table.game.actions)[-1]
    assert isinstance(card, CombatCard) and card.card is not None
    assert combat.dracula_played[-1] == card.card
    store.close()


@pytest.mark.parametrize(
    ("language", "step", "text"),
    [
        (
            "en",
            TableStep("revealed", {"place": "VR"}),
            "Dracula is revealed in Varna: put his figure there and turn his card of Varna "
            "face up.",
        ),
        (
            "en",
            TableStep("encounter", {"space": 1}),
            "Lay a face-down encounter card on trail space 1.",
        ),
        (
            "en",
            TableStep("ambush", {"hunter": "mina", "encounter": "wolves"}),
            "Dracula ambushes Mina Harker: take Wolves from the encounter cards and resolve it "
            "without its matured effect.",
        ),
        (
            "cs",
            TableStep("ambush", {"hunter": "mina", "encounter": "wolves"}),
            "Drákula přepadl Mínu Harkerovou: vezměte z karet střetnutí kartu Vlci a vyhodnoťte "
            "ji bez připraveného účinku.",
        ),
        (
            "cs",
            TableStep("encounter", {"space": 2}),
            "Na pole Cesty 2 položte lícem dolů kartu střetnutí.",
        ),
        (
            "en",
            TableStep("combat_card", {"round": 2, "combat_card": "claws"}),
            "Round 2: Dracula plays Claws. Take Claws from his combat cards, turn it face up "
            "beside the hunters' cards and resolve the round.",
        ),
        (
            "cs",
            TableStep("combat_card", {"round": 3, "combat_card": "escape_bat"}),
            "3. kolo: Drákula hraje kartu „Útěk v podobě netopýra“. Vezměte ji z jeho karet "
            "boje, otočte ji lícem nahoru vedle karet lovců a kolo vyhodnoťte.",
        ),
        (
            "en",
            TableStep(
                "combat_card_engaged", {"round": 2, "combat_card": "claws", "hunter": "mina"}
            ),
            "Round 2: Dracula plays Claws against Mina Harker, the engaged hunter: only Mina "
            "Harker's card can cancel it. Take Claws from his combat cards, turn it face up "
            "beside the hunters' cards and resolve the round.",
        ),
        (
            "cs",
            TableStep(
                "combat_card_engaged", {"round": 2, "combat_card": "claws", "hunter": "mina"}
            ),
            "2. kolo: Drákula hraje kartu „Spár“ proti Míně Harkerové (obsazený lovec): "
            "zrušit ji může jen karta obsazeného lovce. Vezměte ji z Drákulových karet boje, "
            "otočte ji lícem nahoru vedle karet lovců a kolo vyhodnoťte.",
        ),
        (
            "cs",
            TableStep("lay_card", {"back": "sea"}),
            "Posuňte karty na Cestě o pole dál a na pole 1 položte lícem dolů kartu moře.",
        ),
        (
            "en",
            TableStep("dracula_event", {"dracula_event": "summon_storms"}),
            "Dracula plays Summon Storms: take Summon Storms from the event cards, read it "
            "aloud and resolve it as it says.",
        ),
        (
            "cs",
            TableStep("dracula_ally", {"dracula_event": "great_wolf"}),
            "Drákula hraje „Velký vlk (Great Wolf)“ jako spojence: vezměte kartu z karet "
            "událostí, přečtěte ji nahlas a položte ji lícem nahoru do Drákulovy herní oblasti.",
        ),
        (
            "en",
            TableStep("turn_card", {"where": "trail", "space": 2, "cards": ["PR"]}),
            "Turn Dracula's card on trail space 2 face up: Prague.",
        ),
        (
            "cs",
            TableStep("turn_card", {"where": "lair", "space": 1, "cards": ["hide"]}),
            "Otočte Drákulovu kartu v doupěti 1 lícem nahoru: Skrytí.",
        ),
        (
            "cs",
            TableStep(
                "turn_encounters", {"where": "trail", "space": 3, "encounters": ["wolves", "rats"]}
            ),
            "Otočte karty střetnutí na poli Cesty 3 lícem nahoru: Vlci a\u00a0Krysy.",
        ),
        (
            "en",
            TableStep("search_found", {"hunter": "mina", "encounter": "wolves"}),
            "Mina Harker finds Wolves: take Wolves from the encounter cards and resolve it "
            "without its matured effect.",
        ),
        (
            "cs",
            TableStep("search_found", {"hunter": "mina", "encounter": "wolves"}),
            "Mína Harkerová našla kartu Vlci: vezměte ji z karet střetnutí a vyhodnoťte ji bez "
            "připraveného účinku.",
        ),
        (
            "en",
            TableStep(
                "vampire_fight", {"hunters": ["seward"], "encounter": "new_vampire", "damage": 2}
            ),
            "Fight: Dr. John Seward against New Vampire (2 damage on it). Lay its card face up "
            "beside the board.",
        ),
        (
            "en",
            TableStep(
                "vampire_returned",
                {"encounter": "new_vampire", "damage": 2, "where": "trail", "space": 2},
            ),
            "New Vampire survives: put its card back face up on trail space 2, with 2 damage "
            "on it.",
        ),
        (
            "cs",
            TableStep(
                "vampire_returned",
                {"encounter": "new_vampire", "damage": 2, "where": "lair", "space": 1},
            ),
            "Nový upír přežil: vraťte jeho kartu lícem nahoru do doupěte 1 (zranění na ní: 2).",
        ),
        (
            "cs",
            TableStep("vampire_discarded", {"encounter": "new_vampire"}),
            "Nový upír už bojovat nebude: položte jeho kartu na odkládací balíček karet střetnutí.",
        ),
        (
            "en",
            TableStep("discard_event"),
            "Dracula discards an event card: put one of his face-down event cards on the "
            "event discard pile, face down.",
        ),
    ],
)
def test_each_step_is_said_in_both_languages(language: str, step: TableStep, text: str) -> None:
    t = Texts(language)  # type: ignore[arg-type]
    t.extra.append(describe_values(t.language))
    assert step_text(t, step) == text


def play_to_a_fight(tables: LiveTables, game_id: str) -> Any:
    """The hunters take random choices, each answered by the app, until a fight begins;
    the live table."""
    live = tables.open(game_id)
    rng = random.Random(1)
    while live.state.combat is None:
        action = hunters_action(live.state, rng)
        assert action is not None
        tables.act(game_id, action, HOST)
    return live


@pytest.mark.asyncio
async def test_in_a_fight_the_table_waits_for_the_hunters_not_the_app(table) -> None:
    game_id = stored_game(table, app_setup())
    tables = table.services.tables
    live = play_to_a_fight(tables, game_id)
    assert APP_SEAT in tables.awaiting(live)
    tablet = await device(table, game_id, width=390)
    waiting = [text for text in tablet.texts() if text.startswith("Waiting for")]
    assert waiting and not any("Dracula" in text for text in waiting), waiting
    assert "Our cards are chosen: Dracula's card" in [
        label_of(button) for button in tablet.all(ft.FilledButton)
    ]


def _at_night(table: Any) -> str:
    """Every hunter rested by day: Lord Godalming's night action is due."""
    game_id = stored_game(table, app_setup())
    setup = app_setup()
    for hunter in HUNTERS:
        table.services.tables.act(
            game_id, Rest(seat=setup.hunter_seats[hunter], hunter=hunter), HOST
        )
    return game_id


@pytest.mark.asyncio
async def test_a_dracula_event_drawn_at_night_is_named_and_goes_to_the_app_unseen(table) -> None:
    game_id = _at_night(table)
    tablet = await device(table, game_id, width=390)
    await tap(tablet, ft.FilledTonalButton, "Supply")
    await tablet.settle(20)
    titles = [label_of(button) for button in tablet.all(ft.FilledTonalButton)]
    assert "Seduction" in titles and "Hunter symbol" in titles
    assert "Dracula symbol" not in titles  # the card is named instead
    await tap(tablet, ft.FilledTonalButton, "Seduction")
    await tablet.settle(40)
    live = table.services.tables.open(game_id)
    assert live.state.dracula.event_hand == ("seduction",)
    # Any device opening the game now, this one included, shows the card nowhere.
    again = await device(table, game_id, width=390)
    assert not any("Seduction" in text for text in again.texts())
    assert any("goes to Dracula (1 in hand)" in text for text in again.texts())


@pytest.mark.asyncio
async def test_the_table_turns_a_trail_card_face_up_for_a_hunters_card(table) -> None:
    game_id = _at_night(table)
    tablet = await device(table, game_id, width=390)
    await tap(tablet, ft.OutlinedButton, "Turn a trail card face up")
    await tablet.settle(20)
    await tap(tablet, ft.FilledTonalButton, "Turn trail space 1 face up")
    await tablet.settle(40)
    live = table.services.tables.open(game_id)
    first = live.state.trail[0]
    assert first is not None and first.revealed == frozenset(first.cards)
    told = [text for text in tablet.texts() if "Trail space 1 is turned face up: " in text]
    assert told, tablet.texts()


def _ally_buttons(client: Any) -> list[str]:
    return [label_of(b) for b in walk(dialog(client)) if isinstance(b, ft.FilledTonalButton)]


@pytest.mark.asyncio
async def test_the_table_gives_the_hunters_an_ally_and_may_only_discard_the_apps(table) -> None:
    game_id = _at_night(table)
    tablet = await device(table, game_id, width=390)
    await tap(tablet, ft.OutlinedButton, "Ally")
    await tablet.settle(20)
    offered = _ally_buttons(tablet)
    assert "Rufus Smith" in offered and "Great Wolf" not in offered
    assert offered.count("No ally") == 2, "each side's ally may be discarded"
    await tablet.fire(inside(dialog(tablet), ft.FilledTonalButton, "Rufus Smith"))
    await tablet.settle(40)
    live = table.services.tables.open(game_id)
    assert live.state.hunter_ally == "rufus_smith"
    godalmings = app_setup().hunter_seats["godalming"]  # the table's record goes in his turn's seat
    assert live.game.actions[-1] == SetAlly(
        seat=godalmings, side="hunters", ally="rufus_smith", by_table=True
    )


@pytest.mark.asyncio
async def test_the_apps_seat_is_named_in_each_devices_language(table) -> None:
    english = app_setup()
    named = english.players[APP_SEAT].model_copy(update={"name": "Dracula (the app)"})
    players = (*english.players[:APP_SEAT], named)
    game_id = stored_game(table, english.model_copy(update={"players": players}))
    czech = await table.device(route=f"/game/{game_id}", language="cs")
    await czech.fire(bar_control(czech, "Historie"))
    said = " ".join(czech.texts())
    assert "Drákula (aplikace)" in said
    assert "Dracula (the app)" not in said, [t for t in czech.texts() if "the app" in t]
    tablet = await device(table, game_id)
    await tablet.fire(bar_control(tablet, "History"))
    assert "Dracula (the app)" in " ".join(tablet.texts())


def onto_the_trail(state: Any, rng: random.Random) -> Action | None:
    """A hunters' move into a city on Dracula's trail when one is legal, else a random
    choice; the test reads the state to find it, a device never does."""
    trail = {slot.location for slot in state.trail if slot is not None}
    seat = state.setup.hunter_seats.get(state.current_hunter)
    if seat is not None:
        for action in legal_actions(state, seat):
            if isinstance(action, Move) and action.to in trail:
                return action
    return hunters_action(state, rng)


@pytest.mark.asyncio
async def test_a_hunters_phone_is_told_to_turn_the_trail_card_his_move_found(
    table: Any,
) -> None:
    game_id = stored_game(table, app_setup())
    tables = table.services.tables
    live = tables.open(game_id)
    rng = random.Random(5)
    found = None
    while found is None:
        action = onto_the_trail(live.state, rng)
        assert action is not None and len(live.game.actions) < 300
        before = len(live.game.actions)
        tables.act(game_id, action, HOST)
        _, events = live.game.history()[before]
        if isinstance(action, Move):
            found = next((e for e in events if e.code == "fod_hideout_revealed"), None)
            mover = action.seat
    player = live.state.setup.players[mover].name
    phone = await joined_as(table, game_id, player, "10.0.0.7")
    t = Texts("en")
    t.extra.append(describe_values(t.language))
    params = {name: found.params[name] for name in ("where", "space", "cards")}
    step = step_text(t, TableStep("turn_card", params))
    assert step.startswith("Turn Dracula's card on trail space ")
    assert step in phone.texts()
