"""The SATOR screens in the headless harness: the new game and its checklist, the setup
stages, the turn tracker and its forms, secrecy of the hands, results and house rules."""

from __future__ import annotations

import random
from typing import Any

import flet as ft
import pytest

from sheets.core.authority import HOST
from sheets.core.log import Game
from sheets.i18n import Language, translate
from sheets.sator import RULES
from sheets.sator.actions import (
    BooksPlaced,
    Draw,
    EndTurn,
    Exchange,
    NextStep,
    PlaceWalkway,
    PlayPrayer,
    PlayRotas,
)
from sheets.sator.house_rules import default_house_rules
from sheets.sator.names import piece_name, prayer_name
from sheets.sator.randomiser import randomise
from sheets.sator.setup import SeatSetup
from sheets.sator.view import view
from tests.random_play import random_player
from tests.sator.helpers import in_round, prepared, setup
from tests.ui.drawable import undrawable
from tests.ui.harness import FakeClient, find, label_of, pack, walk
from tests.ui.helpers import bar_control, choose, dialog, inside, texts_in
from tests.ui.helpers import stored_game as store_game
from ui.sator.actions_panel import ActionsPanel
from ui.sator.hand_panel import HandPanel
from ui.sator.history_panel import HistoryPanel
from ui.sator.turn_panel import TurnPanel
from ui.services import table_topic

next_random_action = random_player(RULES)


def stored_game(table, game: Game) -> str:
    """A game made elsewhere, stored with its log, as another device would have left it."""
    names = [seat.name for seat in game.setup.seats]
    return store_game(table, "sator", game.setup, names, game.actions)


def the_state(table, game_id: str) -> Any:
    return table.services.tables.open(game_id).state


# The new game


def seed_shown(client: FakeClient) -> int:
    line = next(t for t in client.texts() if t.startswith("Draw no. "))
    return int(line.removeprefix("Draw no. ").partition(":")[0])


def labels(client: FakeClient) -> list[str]:
    return [label_of(c) for c in client.all()]


async def open_new_game(client: FakeClient) -> None:
    await client.fire(find(client, ft.ListTile, "SATOR"))
    assert client.page.route == "/new/sator"


@pytest.mark.asyncio
async def test_a_new_game_shows_the_seeded_checklist_and_starts_with_it(table) -> None:
    client = await table.device()
    await open_new_game(client)
    expected = randomise(
        [SeatSetup(name="Player 1", colour="red"), SeatSetup(name="Player 2", colour="colour_2")],
        seed_shown(client),
        first_player=0,
    )
    shown = labels(client)
    names = {"red": "red", "colour_2": "colour 2", "colour_3": "colour 3", "colour_4": "colour 4"}
    for colour, card in expected.positioning.items():
        assert any(t.startswith(names[colour]) and f"card {card};" in t for t in shown), colour
    texts = client.texts()
    assert "Walkway deal" in texts and "Placing the 24 walkways, in this order" in texts
    assert "1. Player 1 · red (starts)" in texts
    await client.fire(find(client, ft.FilledButton, "Start the game"))
    game_id = client.page.route.removeprefix("/game/")
    assert the_state(table, game_id).setup == expected
    assert "Setting up: Lost books" in client.texts()


@pytest.mark.asyncio
async def test_a_checklist_line_is_a_finger_high_and_a_tap_on_its_words_ticks_it(table) -> None:
    tablet = await table.device(width=1024, height=768)
    await open_new_game(tablet)
    assert [f for f in undrawable(tablet.page) if "tappable text" in f] == []
    words = next(t for t in tablet.all(ft.Text) if t.value.startswith("Building rule 1"))
    line = next(c for c in tablet.all(ft.Container) if c.content is words)
    box = next(c for c in tablet.all(ft.Checkbox) if c.semantics_label == words.value)
    await tablet.fire(line)
    assert box.value is True


@pytest.mark.asyncio
async def test_players_colours_and_the_starting_player_are_chosen(table) -> None:
    client = await table.device(width=390, height=844)
    await open_new_game(client)
    await client.fire(bar_control(client, "Add a player"))
    assert "3 players" in client.texts()
    names = [c for c in client.all(ft.TextField) if c.label.startswith("Name of player")]
    for field, name in zip(names, ("Ann", "Bob", "Cid"), strict=True):
        await client.type(field, name)
        await client.fire(field, "blur")
    colours = [c for c in client.all(ft.Dropdown) if c.label == "Colour"]
    await choose(client, colours[2], "red")
    assert "Two players play red: give each their own colour." in client.texts()
    assert find(client, ft.FilledButton, "Start the game").disabled
    await choose(client, colours[2], "colour_4")
    assert find(client, ft.FilledButton, "Start the game").disabled is False
    await choose(client, client.one(ft.Dropdown, label="Starting player"), "2")
    assert "1. Cid · colour 4 (starts)" in client.texts()
    assert "Drafting the walkways left over" in client.texts()
    await client.fire(find(client, ft.FilledButton, "Start the game"))
    setup_made = the_state(table, client.page.route.removeprefix("/game/")).setup
    assert [seat.name for seat in setup_made.seats] == ["Ann", "Bob", "Cid"]
    assert setup_made.first_player == 2 and setup_made.seats[2].colour == "colour_4"
    assert len(setup_made.walkways.draft_pool) == 6


@pytest.mark.asyncio
async def test_colours_and_prayer_costs_are_told_once_at_setup_and_kept(table) -> None:
    client = await table.device(width=390, height=844)
    await open_new_game(client)
    figures = [c for c in client.all(ft.TextField) if c.label.startswith("Colour of the figures")]
    assert [field.visible for field in figures] == [False, True], "red is named by the rules"
    await client.type(figures[1], "blue")
    await client.fire(figures[1], "blur")
    assert "2. Player 2 · blue" in client.texts()
    picker = [c for c in client.all(ft.Dropdown) if c.label == "Colour"][1]
    assert [option.text for option in picker.options] == ["red", "blue", "colour 3", "colour 4"]
    assert "Prayer costs as printed on your cards" in client.texts()
    victoria = next(t for t in client.all(ft.Text) if t.value == prayer_name(5))
    chips = client.all(ft.Chip)
    row = chips[[label_of(c) for c in chips].index("1", _index_after(client, victoria)) :][:6]
    assert [chip.selected for chip in row] == [True, True, True, True, True, False]
    for level in ("1", "3", "4", "5"):
        await client.fire(next(chip for chip in row if label_of(chip) == level))
    await client.fire(find(client, ft.FilledButton, "Start the game"))
    made = the_state(table, client.page.route.removeprefix("/game/"))
    assert made.rules.prayer_5_ap == (2,)
    assert made.rules.colour_name("colour_2") == "blue"
    assert table.services.store.house_rule_defaults(kind="sator") == {
        "colour_names": {"colour_2": "blue"},
        "prayer_5_ap": [2],
    }
    again = await table.device(width=390, height=844)
    await open_new_game(again)
    assert "2. Player 2 · blue" in again.texts(), "kept for the next game"


def _index_after(client: FakeClient, control: Any) -> int:
    """How many chips come before ``control`` on the page."""
    count = 0
    for each in client.all():
        if each is control:
            return count
        count += isinstance(each, ft.Chip)
    raise AssertionError("not on the page")


@pytest.mark.asyncio
async def test_what_the_table_drew_is_typed_in_and_checked(table) -> None:
    client = await table.device()
    await open_new_game(client)
    await choose(client, client.one(ft.SegmentedButton), ["table"])
    assert "Enter the material of Player 1's large corner." in client.texts()
    red = client.one(ft.Dropdown, label="red")
    await choose(client, red, "7")
    dealt = setup(2, seed=3).walkways.hands
    pickers = [c for c in client.all(ft.Dropdown) if c.label.endswith(": material")]
    assert len(pickers) == 24
    wanted = []
    for shape in (
        "large_corner",
        "small_corner",
        "t_piece",
        "long_straight",
        "medium_straight",
        "short_straight",
    ):
        for hand in dealt:
            wanted += [piece.partition(":")[2] for piece in hand if piece.startswith(shape + ":")]
    await choose(client, pickers[0], wanted[1])
    await choose(client, pickers[1], wanted[1])
    assert (
        f"large corner (material {wanted[1][-1]}) is entered twice: every piece is in the box once."
        in client.texts()
    )
    for picker, material in zip(pickers, wanted, strict=True):
        await choose(client, picker, material)
    problems = [t for t in client.texts() if "Enter the material" in t or "twice" in t]
    assert problems == []
    await client.fire(find(client, ft.FilledButton, "Start the game"))
    made = the_state(table, client.page.route.removeprefix("/game/")).setup
    assert made.positioning["red"] == 7 and made.positioning["colour_2"] is None
    assert [sorted(hand) for hand in made.walkways.hands] == [sorted(hand) for hand in dealt]


# The setup stages


@pytest.mark.asyncio
async def test_the_setup_stages_are_recorded_in_the_rules_order(table) -> None:
    game_id = stored_game(table, Game(RULES, setup(3, seed=11)))
    client = await table.device(route=f"/game/{game_id}")
    assert "Setting up: Lost books" in client.texts()
    await client.fire(find(client, ft.FilledButton, "The books are placed"))
    state = the_state(table, game_id)
    assert state.phase == "draft"
    assert "Setting up: Walkway draft" in client.texts()
    await client.fire(find(client, ft.TextButton, "Record each walkway as it is laid"))
    assert "Ann goes now: record it here." in client.texts()
    while the_state(table, game_id).phase == "draft":
        pool = the_state(table, game_id).draft_pool
        await client.fire(find(client, ft.OutlinedButton, _piece_label(pool[0])))
    assert "Setting up: Placing the walkways" in client.texts()
    assert "Building rule 1: a walkway lies entirely inside the white grid." in labels(client)
    placer = the_state(table, game_id)
    first = _to_act(placer)
    assert first == 2  # counter-clockwise from the last player
    piece = placer.players[first].walkways[0]
    await client.fire(find(client, ft.OutlinedButton, _piece_label(piece)))
    after = the_state(table, game_id)
    assert piece not in after.players[first].walkways and _to_act(after) == 1
    table.act(game_id, *_place_all(after))
    await client.settle()
    assert "Setting up: Dealing the cards" in client.texts()
    assert "1. Ann · red: 4 cards" in labels(client)
    await client.fire(find(client, ft.FilledButton, "Cards dealt: start the first turn"))
    assert "Ann's turn (red)" in client.texts()
    assert "6 of 6 AP left" in client.texts()


@pytest.mark.asyncio
async def test_the_walkways_are_recorded_placed_with_one_tap(table) -> None:
    game_id = stored_game(table, Game(RULES, setup(3, seed=11)))
    client = await table.device(route=f"/game/{game_id}")
    await client.fire(find(client, ft.FilledButton, "The books are placed"))
    assert not [b for b in client.all(ft.OutlinedButton) if "material" in label_of(b)]
    await client.fire(find(client, ft.FilledButton, "Walkways placed as the rules say"))
    assert the_state(table, game_id).phase == "deal"
    assert "Setting up: Dealing the cards" in client.texts()


@pytest.mark.asyncio
@pytest.mark.parametrize(
    ("language", "books", "walkways", "dealt"),
    [
        (
            "en",
            "The table: Lost books placed as the positioning cards show.",
            "The table: Every walkway is placed as the rules say.",
            "Ann: Dealt 4 Incertus Movet cards.",
        ),
        (
            "cs",
            "Stůl: Ztracené knihy rozmístěny podle pozičních karet.",
            "Stůl: Všechny lávky jsou položeny podle pravidel.",
            "Ann: Dostává 4 karty Incertus Movet.",
        ),
    ],
)
async def test_the_history_names_the_table_for_the_setup_steps_the_tablet_records(
    table: Any, language: Language, books: str, walkways: str, dealt: str
) -> None:
    game_id = stored_game(table, Game(RULES, setup(3, seed=11)))
    tablet = await table.device(route=f"/game/{game_id}", language=language)
    await tablet.fire(
        find(tablet, ft.FilledButton, translate("sator.stage.books_placed", language))
    )
    await tablet.fire(
        find(tablet, ft.FilledButton, translate("sator.stage.walkways_placed", language))
    )
    history = texts_in(tablet.one(HistoryPanel))
    assert books in history and walkways in history
    assert dealt in history, "the cards each player was dealt are still theirs"
    assert not [line for line in history if line.startswith("Ann: ") and line != dealt]


def _piece_label(piece: str) -> str:
    return piece_name(piece, "en", default_house_rules())


def _to_act(state: Any) -> int | None:
    return view(state, 0).to_act


def _place_all(state: Any) -> list[Any]:
    """Every placement left, each seat laying its first walkway in its turn."""
    actions = []
    while state.phase == "placement":
        seat = _to_act(state)
        action = PlaceWalkway(seat=seat, piece=state.players[seat].walkways[0])
        state = RULES.apply(state, action).state
        actions.append(action)
    return actions


# The turn


async def turn_one(table, count: int = 2, **kwargs: Any) -> tuple[FakeClient, str]:
    game_id = stored_game(table, prepared(Game(RULES, setup(count, **kwargs))))
    return await table.device(route=f"/game/{game_id}"), game_id


def action_button(client: FakeClient, text: str) -> Any:
    panel = client.one(ActionsPanel)
    found = [
        c
        for c in walk(panel)
        if isinstance(c, ft.FilledButton | ft.FilledTonalButton) and text in label_of(c)
    ]
    assert len(found) == 1, [label_of(c) for c in walk(panel) if isinstance(c, ft.Button)]
    return found[0]


def reasons(client: FakeClient) -> list[str]:
    return texts_in(client.one(ActionsPanel))


async def tap_chip(client: FakeClient, control: Any, text: str) -> None:
    chip = next(c for c in walk(control) if isinstance(c, ft.Chip) and label_of(c) == text)
    await client.fire(chip)


@pytest.mark.asyncio
async def test_a_rotas_card_is_priced_before_it_is_played_and_spends_the_budget(table) -> None:
    client, game_id = await turn_one(table)
    await client.fire(action_button(client, "ROTAS: 2 AP per rotation"))
    form = dialog(client)
    assert "Choose everything above." in texts_in(form)
    await tap_chip(client, form, "T piece")
    await tap_chip(client, form, "material 2")
    await tap_chip(client, form, "2")  # rotations
    monks = [c for c in walk(form) if isinstance(c, ft.Chip) and label_of(c) == "1"]
    await client.fire(monks[-1])  # one monk rides along
    assert "Costs 5 AP; 1 AP left after." in texts_in(form)
    await client.fire(inside(form, ft.FilledButton, "Play the card"))
    turn = the_state(table, game_id).turn
    assert turn.ap_spent == 5 and turn.step == "play"
    assert turn.plays[0].pieces == ("t_piece:material_2",)
    assert "1 of 6 AP left" in client.texts()
    assert "ROTAS on T piece (material 2): 5 AP (1 for monks)" in client.texts()
    assert "Movement points: 1 (one per Incertus Movet card played)" in client.texts()


@pytest.mark.asyncio
async def test_what_the_budget_or_the_order_forbids_is_grey_with_the_rules_reason(table) -> None:
    client, game_id = await turn_one(table)
    table.act(
        game_id,
        Exchange(seat=0, take_prayer=3),
        PlayRotas(seat=0, piece="t_piece:material_2", rotations=2),
    )
    await client.settle()
    assert action_button(client, "ROTAS").disabled
    assert action_button(client, "Exchange: 1 AP").disabled
    shown = reasons(client)
    assert (
        "Too late for step 1 (Exchange cards): the turn is already at step 2 (Play cards), "
        "and the steps go in a fixed order." in shown
    )
    assert "That costs 2 AP; only 1 AP are left this turn." in shown
    assert "Liber Fidei cannot be used in the first round." in shown
    assert not action_button(client, "MOVES").disabled
    await client.fire(action_button(client, "MOVES"))
    form = dialog(client)
    await tap_chip(client, form, "material 2")
    await tap_chip(client, form, "T piece")
    assert "Costs 1 AP; 0 AP left after." in texts_in(form)
    await tap_chip(client, form, "3")
    assert "That costs 3 AP; only 1 AP are left this turn." in texts_in(form)
    assert inside(form, ft.FilledButton, "Play the card").disabled


@pytest.mark.asyncio
async def test_steps_are_walked_and_the_turn_ends_after_drawing_back_to_six(table) -> None:
    client, game_id = await turn_one(table)
    await client.fire(action_button(client, "Next step: 2 Play cards"))
    assert the_state(table, game_id).turn.step == "play"
    await client.fire(action_button(client, "Next step: 3 Move your monk"))
    await client.fire(action_button(client, "Draw back to six"))
    form = dialog(client)
    assert "Draw until you hold 6 cards (2 to go)" in " ".join(texts_in(form))
    await client.fire(inside(form, ft.FilledButton, "Draw"))
    assert the_state(table, game_id).players[0].hand_size == 6
    await client.fire(action_button(client, "End the turn"))
    state = the_state(table, game_id)
    assert state.turn.seat == 1 and state.round == 1
    assert "Bob's turn (colour 2)" in client.texts()
    history = texts_in(client.one(HistoryPanel))
    # Newest action first; what one action caused, in the order it happened.
    ended = history.index("Ann: Turn over; 6 unspent AP are lost. Play passes left.")
    assert history[ended + 1] == "Bob: Turn begins (round 1): 6 AP."
    assert ended < history.index("Ann: Step 5: Draw new cards.")


# Secrecy: the Liber Fidei in a hand


def sent(client: FakeClient, since: int = 0) -> bytes:
    """Everything the server has sent to this device (from message ``since`` on), as it
    went over the wire."""
    return b"".join(pack([m.action, m.body]) for m in client.conn.messages[since:])


def round_two_with_a_prayer() -> Game:
    """Ann's turn in round 2, Ann holding prayer 5 taken with an exchange."""
    game = in_round(prepared(Game(RULES, setup(2, seed=4))), 2)
    game.act(Exchange(seat=0, take_prayer=5))
    return game


# What only a hand holding prayer 5 shows (every player's pile has all eight names).
SECRET = translate("sator.prayer.5.effect", "en").encode()


async def take_seat(client: FakeClient, name: str) -> None:
    await client.fire(find(client, ft.OutlinedButton, "Whose device?"))
    await client.fire(inside(dialog(client), ft.ListTile, f"This is {name}'s device"))
    await client.settle(30)


@pytest.mark.asyncio
async def test_a_hand_is_sent_only_to_the_device_that_holds_the_seat(table) -> None:
    game_id = stored_game(table, round_two_with_a_prayer())
    tablet = await table.device(route=f"/game/{game_id}")
    ann = await table.device(width=390, height=844, route=f"/game/{game_id}")
    bob = await table.device(width=390, height=844, route=f"/game/{game_id}")
    await take_seat(ann, "Ann")
    await take_seat(bob, "Bob")
    await tablet.settle()
    assert "Your cards" in ann.texts() and SECRET in sent(ann)
    assert "Your cards" in bob.texts()
    assert SECRET not in sent(bob)
    assert SECRET not in sent(tablet)
    assert tablet.one(HandPanel).controls == []
    assert "It is Ann's turn, on their own device: this device follows the game." in texts_in(
        tablet.one(ActionsPanel)
    )
    # Ann plays on, on her phone: the other devices follow, still without her hand.
    await ann.fire(action_button(ann, "Next step: 2 Play cards"))
    await tablet.settle()
    await bob.settle()
    assert the_state(table, game_id).turn.step == "play"
    assert "2 Play cards" in [label_of(c) for c in walk(tablet.one(TurnPanel))]
    assert SECRET not in sent(tablet) and SECRET not in sent(bob)


@pytest.mark.asyncio
async def test_the_shared_device_shows_a_hand_only_when_its_player_opens_it(table) -> None:
    game_id = stored_game(table, round_two_with_a_prayer())
    tablet = await table.device(route=f"/game/{game_id}")
    assert SECRET not in sent(tablet)
    await tablet.fire(find(tablet, ft.OutlinedButton, "Ann: show your cards"))
    assert "Ann's cards" in tablet.texts() and SECRET in sent(tablet)
    before = len(tablet.conn.messages)
    table.act(
        game_id,
        Draw(seat=0, incertus=1),
        EndTurn(seat=0),
    )
    await tablet.settle()
    assert "Bob's turn (colour 2)" in tablet.texts()
    assert "Ann's cards" not in tablet.texts()
    assert find(tablet, ft.OutlinedButton, "Bob: show your cards")
    assert SECRET not in sent(tablet, before)


@pytest.mark.asyncio
async def test_a_prayer_is_chosen_from_the_hand_with_its_printed_levels(table) -> None:
    game_id = stored_game(table, round_two_with_a_prayer())
    tablet = await table.device(route=f"/game/{game_id}")
    await tablet.fire(action_button(tablet, "Pray a Liber Fidei"))
    form = dialog(tablet)
    assert "Cards of Ann: only Ann looks." in texts_in(form)
    assert "Remove 1 or 2 empty walkways from the board for the rest of the game." in texts_in(form)
    assert "unverified" in texts_in(form), "the levels are not in our rules"
    assert not any("house rules" in text for text in texts_in(form)), "asked once, at setup"
    await tap_chip(tablet, form, "2")
    await tap_chip(tablet, form, "long straight (material 1)")
    assert "Is there a monk or a book on any of these walkways?" in texts_in(form)
    assert "Choose everything above." in texts_in(form)
    await tap_chip(tablet, form, "Yes, a book")
    assert (
        "5. VICTORIA IN MANU NOBIS EST acts only on walkways with no monk and no book on them."
        in texts_in(form)
    )
    assert inside(form, ft.FilledButton, "Pray").disabled
    await tap_chip(tablet, form, "No, they are empty")
    assert "Costs 2 AP; 3 AP left after." in texts_in(form)
    await tablet.fire(inside(form, ft.FilledButton, "Pray"))
    state = the_state(table, game_id)
    assert state.removed == frozenset({"long_straight:material_1"})
    assert state.players[0].used == (5,)
    assert any("Taken off the board for good" in text for text in tablet.texts())


@pytest.mark.asyncio
async def test_an_exchange_says_which_prayers_went_and_which_came(table) -> None:
    game = in_round(prepared(Game(RULES, setup(2, seed=4))), 2)
    game.act(Exchange(seat=0, take_prayer=5))
    game.act(Exchange(seat=0, take_prayer=2))
    game_id = stored_game(table, game)
    client = await table.device(route=f"/game/{game_id}")
    await client.fire(action_button(client, "Exchange with a prayer: 2 AP"))
    form = dialog(client)
    await tap_chip(client, form, "Liber Fidei 7. ANIMI IMPERIO, CORPORIS SERVITIO MAGIS UTIMUR")
    assert "The 2 AP exchange needs at least 1 Liber Fidei card among the two discarded." in (
        texts_in(form)
    )
    await tap_chip(client, form, prayer_name(5))
    assert "Costs 2 AP; 2 AP left after." in texts_in(form)
    await client.fire(inside(form, ft.FilledButton, "Exchange"))
    player = the_state(table, game_id).players[0]
    assert player.prayers == frozenset({2, 7}) and player.used == (5,)


@pytest.mark.asyncio
async def test_the_free_action_and_a_book_are_recorded_any_time_in_the_turn(table) -> None:
    client, game_id = await turn_one(table)
    await client.fire(action_button(client, "Free action"))
    form = dialog(client)
    await tap_chip(client, form, "slide an empty walkway one square")
    assert "Choose everything above." in texts_in(form)
    await tap_chip(client, form, "short straight")
    await tap_chip(client, form, "material 3")
    assert "Monks standing on this walkway" in texts_in(form)
    assert "Choose everything above." in texts_in(form), "the monks are asked, not assumed"
    await tap_chip(client, form, "1")
    assert (
        "A monk stands on short straight (material 3): a walkway with a monk on it cannot be "
        "moved as the free action (it would cost AP). Play a card on it instead." in texts_in(form)
    )
    assert inside(form, ft.FilledButton, "Record it").disabled
    await tap_chip(client, form, "0")
    assert "Costs 0 AP; 6 AP left after." in texts_in(form)
    await client.fire(inside(form, ft.FilledButton, "Record it"))
    assert the_state(table, game_id).turn.free_action == "slide"
    assert action_button(client, "Free action").disabled
    assert "The free action of this turn is used (slide an empty walkway one square)." in reasons(
        client
    )
    assert action_button(client, "My monk took one of my books").disabled
    await client.fire(action_button(client, "MOVES"))
    form = dialog(client)
    await tap_chip(client, form, "material 1")
    await tap_chip(client, form, "T piece")
    await client.fire(inside(form, ft.FilledButton, "Play the card"))
    await client.fire(action_button(client, "Next step: 3 Move your monk"))
    await client.fire(action_button(client, "My monk took one of my books"))
    assert the_state(table, game_id).players[0].books == 1
    assert "1 of 4 books" in client.texts()


@pytest.mark.asyncio
async def test_undo_and_redo_take_back_the_last_action_and_bring_it_again(table) -> None:
    client, game_id = await turn_one(table)
    await client.fire(action_button(client, "Next step: 2 Play cards"))
    assert the_state(table, game_id).turn.step == "play"
    await client.fire(bar_control(client, "Undo"))
    assert the_state(table, game_id).turn.step == "exchange"
    assert "Next step: 2 Play cards" in label_of(action_button(client, "Next step"))
    await client.fire(bar_control(client, "Redo"))
    stored = table.services.store.load_game(game_id=game_id)
    assert stored.game.state.turn.step == "play"


@pytest.mark.asyncio
async def test_the_shared_device_does_not_undo_what_a_phone_did(table) -> None:
    game_id = stored_game(table, prepared(Game(RULES, setup(2, seed=4))))
    tablet = await table.device(route=f"/game/{game_id}")
    ann = await table.device(width=390, height=844, route=f"/game/{game_id}")
    await take_seat(ann, "Ann")
    await ann.fire(action_button(ann, "Next step: 2 Play cards"))
    await tablet.settle()
    await tablet.fire(bar_control(tablet, "Undo"))
    assert the_state(table, game_id).turn.step == "play"
    assert dialog(tablet).content.value == (
        "That was Ann's, on their own device: undo it there. If that device has left the"
        " table for good, take the seat back first (Invite players)."
    )
    await ann.fire(bar_control(ann, "Undo"))
    assert the_state(table, game_id).turn.step == "exchange"


@pytest.mark.asyncio
async def test_a_phone_acts_only_for_its_own_seat(table) -> None:
    game_id = stored_game(table, Game(RULES, setup(3, seed=11)))
    bob = await table.device(width=390, height=844, route=f"/game/{game_id}")
    await take_seat(bob, "Bob")
    assert "Bob's device: it shows Bob's cards and acts for Bob only." in bob.texts()
    table.act(game_id, BooksPlaced(seat=0))
    await bob.settle()
    await bob.fire(find(bob, ft.TextButton, "Record each walkway as it is laid"))
    assert "Ann goes now, on the host's device." in bob.texts()
    assert not [c for c in bob.all(ft.OutlinedButton) if "(material" in label_of(c)]


# Results


async def play_to_the_end(table, game_id: str) -> None:
    """Another device plays the game to its end, at random but legally."""
    rng = random.Random(5)
    live = table.services.tables
    while (action := next_random_action(live.open(game_id).state, rng)) is not None:
        live.act(game_id, action, HOST)
    table.hub.send_all_on_topic(table_topic(game_id), game_id)


@pytest.mark.asyncio
async def test_the_first_to_collect_four_books_wins_and_the_result_is_recorded(table) -> None:
    client, game_id = await turn_one(table)
    await play_to_the_end(table, game_id)
    await client.settle()
    state = the_state(table, game_id)
    winner = state.setup.seats[state.winner].name
    assert f"{winner} holds all four books and wins!" in client.texts()
    result = table.services.store.result(game_id=game_id)
    assert result is not None and result["summary"] == "outcome.sator_won"
    assert [seat["winner"] for seat in result["seats"]] == [
        seat == state.winner for seat in range(2)
    ]
    await client.fire(find(client, ft.FilledButton, "Result"))
    assert client.page.route == f"/game/{game_id}/results"
    texts = client.texts()
    assert f"{winner} collected all four books and is the new Keykeeper." in texts
    assert "Winner" in texts and "4 of 4 books" in texts
    assert f"{state.round} rounds, {state.turn_number} turns." in texts
    assert "This game rested on these guesses" in texts


@pytest.mark.asyncio
async def test_the_results_of_an_unfinished_game_say_so(table) -> None:
    client, game_id = await turn_one(table)
    await client.go(f"/game/{game_id}/results")
    assert "The game is not over yet." in client.texts()
    assert "The game ended without a winner." not in client.texts()


@pytest.mark.asyncio
async def test_a_card_form_shows_no_hand_and_says_nothing_about_privacy(table) -> None:
    client, _ = await turn_one(table)
    await client.fire(action_button(client, "ROTAS"))
    assert not [text for text in texts_in(dialog(client)) if "only Ann looks" in text]
    await client.fire(inside(dialog(client), ft.TextButton, "Cancel"))
    await client.fire(action_button(client, "Exchange: 1 AP"))
    assert "Cards of Ann: only Ann looks." in texts_in(dialog(client))


# House rules


@pytest.mark.asyncio
async def test_a_games_house_rules_are_corrected_and_its_unverified_marks_go(table) -> None:
    game_id = stored_game(table, round_two_with_a_prayer())
    client = await table.device(route=f"/game/{game_id}/rules")
    title = "AP levels printed on prayer 5. VICTORIA IN MANU NOBIS EST"
    assert title in client.texts()
    rows = [c for c in client.all(ft.Container) if title in texts_in(c)]
    row = min(rows, key=lambda c: len(list(walk(c))))
    assert "unverified" in texts_in(row)
    for level in ("1", "3", "4", "5"):  # leave 2 AP: the card as printed on this copy
        await tap_chip(client, row, level)
    await client.fire(find(client, ft.FilledButton, "Save"))
    assert client.page.route == f"/game/{game_id}"
    state = the_state(table, game_id)
    assert state.rules.prayer_5_ap == (2,)
    assert table.services.store.load_game(game_id=game_id).setup.house_rules == {"prayer_5_ap": [2]}
    await client.fire(action_button(client, "Pray a Liber Fidei"))
    form = dialog(client)
    assert not any("correct them in the house rules" in text for text in texts_in(form))
    assert [label_of(c) for c in walk(form) if isinstance(c, ft.Chip) and not c.disabled][:2] == [
        prayer_name(5),
        "2",
    ]


@pytest.mark.asyncio
async def test_a_change_the_log_cannot_take_is_refused_with_the_rules_reason(table) -> None:
    game = round_two_with_a_prayer()
    game.act(PlayPrayer(seat=0, prayer=5, ap=3, pieces=("t_piece:material_1",)))
    game_id = stored_game(table, game)
    client = await table.device(route=f"/game/{game_id}/rules")
    title = "AP levels printed on prayer 5. VICTORIA IN MANU NOBIS EST"
    row = min(
        (c for c in client.all(ft.Container) if title in texts_in(c)),
        key=lambda c: len(list(walk(c))),
    )
    await tap_chip(client, row, "3")
    await client.fire(find(client, ft.FilledButton, "Save"))
    assert client.page.route == f"/game/{game_id}/rules"
    assert (
        "With these rules an action already made would be illegal: "
        "5. VICTORIA IN MANU NOBIS EST is not printed at 3 AP; its levels: 1, 2, 4, 5."
        in client.texts()
    )
    assert the_state(table, game_id).rules.prayer_5_ap == (1, 2, 3, 4, 5)


@pytest.mark.asyncio
async def test_house_rules_for_new_games_rename_the_colours_on_the_new_game_screen(table) -> None:
    client = await table.device()
    await client.go("/house-rules/sator")
    assert "SATOR house rules for new games" in client.texts()
    await client.type(client.one(ft.TextField, label="colour 2"), "blue")
    await choose(client, client.one(ft.Dropdown, value="consecutive_cards"), "per_piece")
    await client.fire(find(client, ft.FilledButton, "Save"))
    assert table.services.store.house_rule_defaults(kind="sator") == {
        "golden_rule_scope": "per_piece",
        "colour_names": {"colour_2": "blue"},
    }
    assert client.page.route == "/new/sator"
    assert "2. Player 2 · blue" in client.texts()
    await client.fire(find(client, ft.FilledButton, "Start the game"))
    made = the_state(table, client.page.route.removeprefix("/game/")).setup
    assert made.house_rules["golden_rule_scope"] == "per_piece"


@pytest.mark.asyncio
@pytest.mark.parametrize("language", ["cs", "en"])
async def test_the_round_one_prayer_discard_is_listed_as_a_reading_with_its_note(
    table, language: str
) -> None:
    client = await table.device(route="/house-rules/sator", language=language)
    title = translate("sator.setting.round_one_prayer_discard", language)
    rows = [c for c in client.all(ft.Container) if title in texts_in(c)]
    row = min(rows, key=lambda c: len(list(walk(c))))
    assert translate("common.unverified", language) in texts_in(row)
    assert translate("sator.setting.round_one_prayer_discard-note", language) in client.texts()


@pytest.mark.asyncio
async def test_settings_lead_to_the_house_rules_of_every_game(table) -> None:
    client = await table.device()
    await client.go("/settings")
    await client.fire(inside(client.page.views[-1], ft.ListTile, "SATOR"))
    assert client.page.route == "/house-rules/sator"


# Printing and the other devices


@pytest.mark.asyncio
async def test_the_checklist_and_turn_cards_are_printed_for_the_game(table) -> None:
    client, _ = await turn_one(table, 3, seed=11)
    await client.fire(client.one(ft.PopupMenuButton).items[1])
    await client.settle(40)
    [(name, pdf)] = client.saved_files
    assert name == "sator.pdf" and pdf.startswith(b"%PDF")
    from tests.pdf.pdf_tools import page_texts

    pages = page_texts(pdf)
    assert "Setup checklist for 3 players, draw no. 11" in pages[0]
    assert any("Turn card: Cid · colour ____________" in page for page in pages)


@pytest.mark.asyncio
async def test_another_device_gets_a_small_update_when_a_button_is_pressed(table) -> None:
    client, game_id = await turn_one(table, 4, seed=21)
    other = await table.device(width=390, height=844, route=f"/game/{game_id}")
    first_render = other.sent_bytes()
    before = other.sent_bytes()
    await client.fire(action_button(client, "Next step: 2 Play cards"))
    await other.settle()
    update = other.sent_bytes() - before
    assert 0 < update < first_render / 5
    assert "2 Play cards" in [label_of(c) for c in walk(other.one(TurnPanel))]


@pytest.mark.asyncio
async def test_the_phone_shows_one_column_and_the_tablet_two(table) -> None:
    _, game_id = await turn_one(table)
    phone = await table.device(width=390, height=844, route=f"/game/{game_id}")
    tablet = await table.device(width=1024, height=768, route=f"/game/{game_id}")
    assert not phone.all(ft.VerticalDivider)
    assert len(tablet.all(ft.VerticalDivider)) == 1
    buttons = [c for c in walk(phone.one(ActionsPanel)) if isinstance(c, ft.FilledTonalButton)]
    assert buttons and all(button.height >= 44 for button in buttons)


@pytest.mark.asyncio
async def test_the_history_shows_the_latest_actions_and_the_whole_game_on_request(table) -> None:
    game = prepared(Game(RULES, setup(2, seed=4)))
    rng = random.Random(2)
    while len(game.actions) < 60:
        action = next_random_action(game.state, rng)
        assert action is not None
        game.act(action)
    game_id = stored_game(table, game)
    client = await table.device(route=f"/game/{game_id}")
    panel = client.one(HistoryPanel)
    assert len(panel.blocks.controls) == 30
    newest = texts_in(panel.blocks.controls[0])
    await client.fire(find(client, ft.TextButton, "The whole game"))
    everything = texts_in(dialog(client))
    assert len(everything) > len(texts_in(panel.blocks))
    assert everything[: len(newest)] == newest  # newest first there too
    await client.fire(bar_control(client, "Undo"))
    assert texts_in(client.one(HistoryPanel).blocks.controls[0]) != newest
    assert len(client.one(HistoryPanel).blocks.controls) == 29


def prayer_chips(form: Any) -> set[str]:
    names = {prayer_name(number) for number in range(1, 9)}
    return {label_of(c) for c in walk(form) if isinstance(c, ft.Chip) and label_of(c) in names}


@pytest.mark.asyncio
async def test_the_draw_on_a_shared_device_lists_only_what_anybody_may_know(table) -> None:
    game = round_two_with_a_prayer()
    game.act(NextStep(seat=0))
    game_id = stored_game(table, game)
    tablet = await table.device(route=f"/game/{game_id}")
    await tablet.fire(action_button(tablet, "Draw back to six"))
    shared = prayer_chips(dialog(tablet))
    assert shared == {prayer_name(number) for number in range(1, 9)}, "no card is face up yet"
    ann = await table.device(width=390, height=844, route=f"/game/{game_id}")
    await take_seat(ann, "Ann")
    await ann.fire(action_button(ann, "Draw back to six"))
    assert prayer_chips(dialog(ann)) == shared - {prayer_name(5)}, "her own pile, on her phone"


@pytest.mark.asyncio
@pytest.mark.parametrize("language", ["cs", "en"])
async def test_the_draw_on_a_phone_shows_every_prayer_whole(table, language: str) -> None:
    game = round_two_with_a_prayer()
    game.act(NextStep(seat=0))
    game_id = stored_game(table, game)
    phone = await table.device(width=390, height=844, route=f"/game/{game_id}", language=language)
    await phone.fire(action_button(phone, translate("sator.act.draw", language)))
    form = dialog(phone)
    shown = prayer_chips(form)
    assert shown == {prayer_name(number) for number in range(1, 9)}
    assert [fault for fault in undrawable(form) if "chip" in fault] == []
    # A chip chosen says so by more than its colour.
    await tap_chip(phone, form, prayer_name(7))
    chosen = next(c for c in walk(form) if isinstance(c, ft.Chip) and c.selected)
    assert any(isinstance(c, ft.Icon) and c.visible for c in walk(chosen.label))


@pytest.mark.asyncio
async def test_a_shared_device_does_not_say_which_prayer_a_hand_holds(table) -> None:
    game = round_two_with_a_prayer()
    game.act(NextStep(seat=0))
    game_id = stored_game(table, game)
    tablet = await table.device(route=f"/game/{game_id}")
    await tablet.fire(action_button(tablet, "Draw back to six"))
    form = dialog(tablet)
    await tap_chip(tablet, form, "0")
    await tap_chip(tablet, form, prayer_name(5))
    assert "That is not what your cards say: check them and choose again." in texts_in(form)
    assert not any("not in your" in text for text in texts_in(form))


@pytest.mark.asyncio
async def test_the_history_is_a_button_of_the_bar(table) -> None:
    client, _ = await turn_one(table)
    await client.fire(bar_control(client, "History"))
    assert isinstance(dialog(client), ft.AlertDialog)
    assert any("Ann" in text for text in texts_in(dialog(client)))
