"""The Big Book of Madness screens in the headless harness: the new game, the setup
checklist, a whole turn with its alerts, refusals, undo and other devices, the results,
the house rules and the printed aid."""

from __future__ import annotations

import random
import re
from typing import Any

import flet as ft
import pytest
from flet.controls.object_patch import Operation
from flet.messaging.protocol import MessageAction

from sheets.big_book_of_madness import RULES
from sheets.big_book_of_madness.actions import (
    BreakCurse,
    CastSpell,
    ChangeSupport,
    CountSupply,
    GainMadness,
    NextStep,
    StartGame,
)
from sheets.big_book_of_madness.reminders import checklist
from sheets.big_book_of_madness.state import TableState
from sheets.big_book_of_madness.text import event_text
from sheets.core.authority import HOST
from storage import SeatInfo
from tests.big_book_of_madness.helpers import Table, catalogue, setup
from tests.pdf.pdf_tools import page_texts
from tests.random_play import random_player
from tests.text_fit import BODY_LETTER_SPACING, lines_needed, text_width
from tests.ui.harness import Change, FakeClient, changes, find, label_of, walk
from tests.ui.helpers import (
    choose,
    dialog,
    inside,
    notices,
    notified,
    on_top,
    refused,
    refused_button,
    texts_in,
)
from tests.ui.helpers import stored_game as store_game
from tests.ui.test_lan import join
from ui.big_book_of_madness.actions_section import ActionsSection
from ui.big_book_of_madness.players_panel import PlayerCard
from ui.big_book_of_madness.side_panels import HISTORY_SHOWN, ElementsView, HistoryPanel
from ui.big_book_of_madness.step_panel import ReminderRow, RevealBox, StepPanel
from ui.big_book_of_madness.track_view import TrackView
from ui.services import table_topic
from ui.theme import BUTTON_PADDING, LABEL_LINE

next_random_action = random_player(RULES)
# Enough actions of a random game for a turn of every player.
ACTIONS_CHECKED = 60


KIND = "big_book_of_madness"


async def open_new_game(client: FakeClient) -> None:
    """The new-game screen, past the round tracker the first game asks for ("Not now")."""
    await client.fire(find(client, ft.ListTile, "The Big Book of Madness"))
    assert client.page.route == f"/new/{KIND}"
    await client.fire(find(client, ft.TextButton, "Not now"))


async def set_up(client: FakeClient) -> str:
    """From the new-game screen: "Set up the table"; the id of the stored game."""
    await client.fire(find(client, ft.FilledButton, "Set up the table"))
    assert client.page.route.startswith("/game/")
    return client.page.route.removeprefix("/game/")


def stored_game(table: Any, **changes: Any) -> str:
    """A game of Ann, Bob and Cid (Rosana, Viktor, Harold; Ann first) made elsewhere."""
    game_setup = setup(3, **changes)
    return store_game(table, KIND, game_setup, [p.name for p in game_setup.players])


def state(table: Any, game_id: str) -> TableState:
    found: TableState = table.services.tables.open(game_id).state
    return found


def step_buttons(client: FakeClient, cls: type) -> list[str]:
    panel = client.one(StepPanel)
    return [label_of(c) for c in walk(panel) if isinstance(c, cls)]


# The new game


@pytest.mark.asyncio
async def test_a_new_game_keeps_the_choices_and_opens_the_setup_checklist(table) -> None:
    client = await table.device()
    await open_new_game(client)
    await client.fire(client.one(ft.IconButton, tooltip="Add a player"))
    names = [f for f in client.all(ft.TextField) if "clockwise" in str(f.label)]
    for field, name in zip(names, ("Ann", "Bob", "Cid"), strict=True):
        await client.type(field, name)
    difficulty = next(s for s in client.all(ft.SegmentedButton) if s.selected == ["I"])
    await choose(client, difficulty, ["II"])
    mode = next(s for s in client.all(ft.SegmentedButton) if s.selected == ["classic"])
    await choose(client, mode, ["horror"])
    game_id = await set_up(client)
    stored = table.services.store.load_game(game_id=game_id).game.setup
    assert [p.name for p in stored.players] == ["Ann", "Bob", "Cid"]
    assert (stored.difficulty, stored.mode) == ("II", "horror")
    texts = client.texts()
    assert "Set up the table" in texts
    steps = [t for t in texts if t[:1].isdigit() and ". " in t]
    assert any("Count 25 madness cards" in t for t in steps)
    assert any(
        "Horror: each player shuffles one madness card" in t and "(22 stay" in t for t in steps
    )
    assert any(t.endswith("Every player draws 6 cards.") for t in steps)


@pytest.mark.asyncio
async def test_the_preview_shows_what_the_game_will_draw(table) -> None:
    client = await table.device()
    await open_new_game(client)
    dealt = [t for t in client.texts() if t.endswith(" (dealt at random)")]
    assert len(dealt) == 2
    assert "Monster 1" in client.texts()
    first = next(t for t in client.texts() if t.startswith("card F"))
    assert not any(t.startswith("page ") for t in client.texts())
    game_id = await set_up(client)
    stored = table.services.store.load_game(game_id=game_id).game.setup
    assert first == f"card {stored.grimoire.first_page}"
    magicians = [t.split(" plays ")[1].removesuffix(" (dealt at random)") for t in dealt]
    from sheets.i18n import translate

    assert magicians == [translate(f"bbm.magician.{p.magician}", "en") for p in stored.players]


@pytest.mark.asyncio
async def test_a_chosen_magician_shows_its_ability_and_two_alike_are_refused(table) -> None:
    client = await table.device()
    await open_new_game(client)
    pickers = [d for d in client.all(ft.Dropdown) if d.label == "Magician"]
    await choose(client, pickers[0], "sandra")
    assert "Player 1 plays Sandra Laveah (chosen)" in client.texts()
    assert "Once in your turn: refresh one used spell, yours or another player's." in client.texts()
    pickers = [d for d in client.all(ft.Dropdown) if d.label == "Magician"]
    await choose(client, pickers[1], "sandra")
    assert "Two players chose the same magician." in client.texts()
    await client.fire(find(client, ft.FilledButton, "Set up the table"))
    assert client.page.route == f"/new/{KIND}"
    assert "Two players chose the same magician." in client.texts()
    assert table.services.store.list_games(status="active") == []


@pytest.mark.asyncio
async def test_the_names_of_the_cards_the_table_drew_are_typed_and_kept(table) -> None:
    client = await table.device()
    await open_new_game(client)
    draws = next(s for s in client.all(ft.SegmentedButton) if s.selected == ["seed"])
    await choose(client, draws, ["table"])
    first = next(f for f in client.all(ft.TextField) if f.label == "First page (monster 1)")
    await client.type(first, "Warlock")
    second = next(f for f in client.all(ft.TextField) if f.label == "Monster 2")
    await client.type(second, "Warlock")
    await client.fire(find(client, ft.FilledButton, "Set up the table"))
    assert "One name is typed for two cards." in client.texts()
    await client.type(second, "Ghost")
    fire_3 = next(f for f in client.all(ft.TextField) if f.label == "fire, level 3")
    await client.type(fire_3, "Infernal Forge")
    assert first.value == "Warlock", "a typed name stays when another is typed"
    game_id = await set_up(client)
    game = state(table, game_id)
    rules = game.rules
    assert rules.page_name(game.setup.grimoire.first_page) == "Warlock"
    assert rules.page_name(game.setup.grimoire.inner_pages[0]) == "Ghost"
    assert rules.spell_names == {game.setup.library["fire"][2]: "Infernal Forge"}


# The setup checklist


@pytest.mark.asyncio
async def test_the_checklist_is_ticked_on_this_device_then_the_game_starts(table) -> None:
    game_id = stored_game(table)
    client = await table.device(route=f"/game/{game_id}")
    drawn = state(table, game_id).setup
    total = len(checklist(drawn))
    assert f"0 of {total} steps done" in client.texts()
    assert f"Drawn for this game (draw no. {drawn.seed})" in client.texts()
    first, second = client.all(ft.Checkbox)[:2]
    first.value = True
    await client.fire(first, "change", True)
    assert f"1 of {total} steps done" in client.texts()
    step = next(c for c in client.all(ft.Container) if second in list(walk(c)) and c.on_click)
    await client.fire(step)
    assert second.value and f"2 of {total} steps done" in client.texts()
    await client.fire(find(client, ft.FilledButton, "Start the game"))
    assert state(table, game_id).phase == "focus"
    track = client.one(TrackView)
    assert track.visible and track.turn_text.value == "Ann's turn · Rosana L’eiac"
    assert track.round_text.value == "Before the first monster"


@pytest.mark.asyncio
async def test_the_aid_is_printed_for_this_game(table) -> None:
    game_id = stored_game(table)
    client = await table.device(route=f"/game/{game_id}")
    await client.fire(find(client, ft.OutlinedButton, "Print the checklist and round tracker"))
    await client.settle(40)
    [(name, pdf)] = client.saved_files
    assert name == "big-book-of-madness.pdf"
    text = "\n".join(page_texts(pdf))
    assert "Ann plays Rosana L’eiac" in text and "round tracker" in text


# A turn


async def started(table: Any, **changes: Any) -> tuple[FakeClient, str]:
    game_id = stored_game(table, **changes)
    table.act(game_id, StartGame(seat=0))
    client = await table.device(route=f"/game/{game_id}")
    return client, game_id


@pytest.mark.asyncio
async def test_a_whole_turn_through_the_screen(table) -> None:
    client, game_id = await started(table, known_monsters=False)
    panel = client.one(StepPanel)
    assert "Now: Focus" in client.texts()
    await client.fire(find(client, ft.FilledButton, "Next: Grimoire, move the marker"))
    alert = dialog(client)
    assert isinstance(alert, ft.AlertDialog) and alert.title.value == "A new monster arrives"
    assert "Turn the page of the grimoire: monster 1 of 6." in texts_in(dialog(client))
    next_button = refused_button(client, "Next: the Actions phase")
    assert next_button.tooltip == "Enter the elements of monster 1 first."
    assert "Enter the elements of monster 1 first." in client.texts()
    for index, element in enumerate(("water", "fire", "air")):
        chips = [c for c in walk(panel) if isinstance(c, ft.Chip) and label_of(c) == element]
        await client.fire(chips[index], "select", True)
    await client.fire(find(client, ft.FilledButton, "Place the curses"))
    assert [s.kind for s in state(table, game_id).curses] == ["water", "fire", "air", None, None]
    tiles = client.one(TrackView).curse_tiles
    assert tiles["A"].tooltip == "Place A: water curse, waiting"
    await client.fire(find(client, ft.FilledButton, "Next: the Actions phase"))
    assert state(table, game_id).phase == "actions"
    await client.fire(find(client, ft.FilledTonalButton, "Growth (1)"))
    await client.fire(inside(dialog(client), ft.FilledTonalButton, "×2: pay 2 earth"))
    assert "Ann casts Growth ×2: pay 2 earth." in notified(client)
    await client.fire(find(client, ft.FilledTonalButton, "A: water"))
    await client.fire(inside(dialog(client), ft.FilledTonalButton, "water (10 left)"))
    assert state(table, game_id).curse("A").status == "broken"
    assert "Reward: Ann takes a value-2 water card" in notified(client)
    assert any(t.endswith("supply: value 2: 9 · value 3: 6") for t in client.texts())
    await client.fire(find(client, ft.FilledButton, "Next: the Recovery phase"))
    reminders = [t for t in client.texts() if "exactly 6 cards" in t]
    assert reminders == [
        "1. Ann ends with exactly 6 cards in hand: draw up to it, or discard down to it."
    ]
    await client.fire(find(client, ft.FilledButton, "End the turn, pass the token"))
    after = state(table, game_id)
    assert (after.turn, after.active, after.phase) == (2, 1, "focus")
    assert client.one(TrackView).turn_text.value == "Bob's turn · Viktor Ogoňok"
    stored = table.services.store.load_game(game_id=game_id).game.state
    assert stored == after


@pytest.mark.asyncio
async def test_a_refused_action_stays_on_screen_and_says_why(table) -> None:
    client, game_id = await started(table)
    table.act(
        game_id, NextStep(seat=0), NextStep(seat=0), BreakCurse(seat=0, place="A", reward="water")
    )
    await client.settle()
    refused = refused_button(client, "A: water")
    assert refused.tooltip == "The curse in place A is already broken."
    await client.fire(refused)
    assert notified(client) == "The curse in place A is already broken."
    banish = refused_button(client, "Banish from your hand")
    await client.fire(banish)
    assert notified(client) == "Ann has only 0 madness cards there (hand), not 1."
    assert state(table, game_id).madness_deck == 25


@pytest.mark.asyncio
async def test_a_triggered_curse_is_an_alert_with_what_the_table_wrote(table) -> None:
    client, game_id = await started(table, difficulty="I")
    table.act(game_id, NextStep(seat=0), NextStep(seat=0))
    await client.settle()
    await client.fire(client.one(TrackView).curse_tiles["A"])
    field = inside(dialog(client), ft.TextField, "")
    field.value = "Each player discards 1 water card."
    await client.fire(inside(dialog(client), ft.TextButton, "Keep this text"))
    assert state(table, game_id).curse("A").label == "Each player discards 1 water card."
    await client.fire(find(client, ft.FilledButton, "Next: the Recovery phase"))
    await client.fire(find(client, ft.FilledButton, "End the turn, pass the token"))
    await client.fire(find(client, ft.FilledButton, "Next: Grimoire, move the marker"))
    alert = dialog(client)
    assert alert.title.value == "A curse triggers!"
    lines = texts_in(dialog(client))
    assert (
        "The water curse in place A (space 2) triggers: Each player discards 1 water card." in lines
    )
    assert "Apply it to every player in turn: Bob, Cid, Ann. Who cannot comply is skipped." in lines
    assert client.one(TrackView).curse_tiles["A"].border.top.color == ft.Colors.ERROR


@pytest.mark.asyncio
async def test_the_steps_are_numbered_one_after_another_between_the_alerts(table) -> None:
    client, game_id = await started(table, difficulty="I")
    table.act(game_id, NextStep(seat=0), NextStep(seat=0), NextStep(seat=0), NextStep(seat=0))
    table.act(game_id, NextStep(seat=0))
    await client.settle()
    rows = [
        str(row.text.value) for row in walk(client.one(StepPanel)) if isinstance(row, ReminderRow)
    ]
    assert any(row.startswith("⚠") for row in rows)
    numbers = [row.split(".")[0] for row in rows if row[0].isdigit()]
    assert numbers == [str(number) for number in range(1, len(numbers) + 1)], rows


@pytest.mark.asyncio
async def test_a_refusal_goes_away_once_a_later_action_goes_through(lan_table) -> None:
    host_only = "Only the host device can do this."
    game_id = stored_game(lan_table)
    lan_table.act(game_id, StartGame(seat=0))
    code = lan_table.services.join_codes.code_for(game_id)
    phone = await join(lan_table, code, "Bob", "192.168.1.31")
    await phone.fire(refused_button(phone, "Next: Grimoire, move the marker"))
    assert notified(phone) == host_only
    bob = next(card for card in phone.all(PlayerCard) if "Bob" in texts_in(card)[0])
    await phone.fire(next(c for c in walk(bob) if label_of(c) == "Madness and card effects"))
    await phone.fire(inside(dialog(phone), ft.FilledTonalButton, "Bob takes madness"))
    assert state(lan_table, game_id).players[1].madness == 1
    shown = [
        str(snack.content.value)
        for snack in notices(phone)
        if snack.open and isinstance(snack.content, ft.Text)
    ]
    assert host_only not in shown


@pytest.mark.asyncio
@pytest.mark.parametrize(
    ("language", "undo", "elsewhere"),
    [
        (
            "en",
            "Undo",
            "That was Bob's, on their own device: undo it there. If that device has left"
            " the table for good, take the seat back first (Invite players).",
        ),
        (
            "cs",
            "Vrátit",
            "Tento tah přišel ze zařízení, na kterém hraje Bob: vraťte ho tam. Pokud to"
            " zařízení od stolu odešlo nadobro, vezměte nejdřív místo zpět (Pozvat hráče).",
        ),
    ],
)
async def test_a_phone_undoes_what_it_did_and_the_tablet_leaves_it_to_the_phone(
    lan_table, language: str, undo: str, elsewhere: str
) -> None:
    game_id = stored_game(lan_table)
    lan_table.act(game_id, StartGame(seat=0))
    tablet = await lan_table.device(route=f"/game/{game_id}", language=language)
    phone = await join(lan_table, lan_table.services.join_codes.code_for(game_id), "Bob", "1.2.3.4")
    bob = next(card for card in phone.all(PlayerCard) if "Bob" in texts_in(card)[0])
    await phone.fire(next(c for c in walk(bob) if label_of(c) == "Madness and card effects"))
    await phone.fire(inside(dialog(phone), ft.FilledTonalButton, "Bob takes madness"))
    await tablet.settle()
    await tablet.fire(tablet.one(ft.IconButton, tooltip=undo))
    assert notified(tablet) == elsewhere
    assert state(lan_table, game_id).players[1].madness == 1
    await phone.fire(phone.one(ft.IconButton, tooltip="Undo"))
    assert state(lan_table, game_id).players[1].madness == 0
    assert notified(phone) == "Undone: Gain madness"


@pytest.mark.asyncio
async def test_a_phone_is_offered_its_own_players_records_and_not_the_others(lan_table) -> None:
    game_id = stored_game(lan_table)
    lan_table.act(game_id, StartGame(seat=0))
    tablet = await lan_table.device(route=f"/game/{game_id}")
    phone = await join(lan_table, lan_table.services.join_codes.code_for(game_id), "Bob", "1.2.3.4")
    records = ("A madness card into the discard pile", "A card into support")

    def offered(client: FakeClient) -> dict[str, list[str]]:
        return {
            texts_in(card)[0]: [
                str(button.tooltip)
                for button in walk(card)
                if isinstance(button, ft.IconButton)
                and button.tooltip in records
                and button.visible is not False
            ]
            for card in client.all(PlayerCard)
        }

    on_phone = offered(phone)
    assert on_phone.pop("Bob") == list(records)
    assert on_phone and not any(on_phone.values()), "nobody else's records on Bob's phone"
    await tablet.settle()
    on_tablet = offered(tablet)
    assert on_tablet.pop("Bob") == [], "the tablet leaves Bob's records to his phone"
    assert on_tablet and all(buttons == list(records) for buttons in on_tablet.values())


@pytest.mark.asyncio
async def test_undo_and_redo_take_back_and_bring_back_the_last_action(table) -> None:
    client, game_id = await started(table)
    await client.fire(find(client, ft.FilledButton, "Next: Grimoire, move the marker"))
    assert state(table, game_id).phase == "grimoire"
    await client.fire(client.one(ft.IconButton, tooltip="Undo"))
    assert state(table, game_id).phase == "focus"
    assert notified(client) == "Undone: Next step"
    await client.fire(client.one(ft.IconButton, tooltip="Redo"))
    assert table.services.store.load_game(game_id=game_id).game.state.phase == "grimoire"


@pytest.mark.asyncio
async def test_a_spell_lets_another_player_act(table) -> None:
    client, game_id = await started(table)
    table.act(game_id, NextStep(seat=0), NextStep(seat=0))
    await client.settle()
    assert not client.one(ActionsSection).who_box.visible, "nobody else acts yet"
    await client.fire(find(client, ft.FilledTonalButton, "Telepathy (1)"))
    cast = dialog(client)
    labels = [label_of(c) for c in walk(cast) if isinstance(c, ft.FilledTonalButton)]
    assert labels[:3] == ["Bob: ×1: pay 1 air", "Bob: ×2: pay 2 air", "Bob: ×3: pay 3 air"]
    assert not any(label.startswith("Ann") for label in labels)
    await client.fire(inside(cast, ft.FilledTonalButton, "Bob: ×1: pay 1 air"))
    assert "Bob may take 1 action in Ann's turn." in notified(client)
    bob = next(c for c in client.all(ft.Chip) if label_of(c) == "Bob (1 action)")
    await client.fire(bob, "select", True)
    assert "Bob acts in Ann's turn, as a spell allows" in " ".join(client.texts())
    await client.fire(find(client, ft.FilledTonalButton, "B: fire"))
    await client.fire(inside(dialog(client), ft.FilledTonalButton, "fire (10 left)"))
    assert state(table, game_id).curse("B").status == "broken"
    assert "Bob breaks the fire curse in place B" in notified(client)
    refused = refused_button(client, "C: earth")
    assert refused.tooltip.startswith("It is Ann's turn: Bob takes an action only when")


@pytest.mark.asyncio
async def test_a_phone_shows_who_may_act_and_marks_the_players_it_does_not_play(
    lan_table,
) -> None:
    client, game_id = await started(lan_table)
    phone = await join(lan_table, lan_table.services.join_codes.code_for(game_id), "Bob", "1.2.3.4")
    lan_table.act(game_id, NextStep(seat=0), NextStep(seat=0))
    await client.settle()
    await client.fire(find(client, ft.FilledTonalButton, "Telepathy (1)"))
    await client.fire(inside(dialog(client), ft.FilledTonalButton, "Bob: ×1: pay 1 air"))
    await phone.settle()
    blocked = {
        label_of(chip): isinstance(chip.leading, ft.Icon) and chip.leading.icon == ft.Icons.BLOCK
        for chip in phone.all(ft.Chip)
        if chip.visible
    }
    assert blocked == {"Ann (their turn)": True, "Bob (1 action)": False, "Cid": True}
    await phone.fire(next(c for c in phone.all(ft.Chip) if label_of(c) == "Cid"), "select", True)
    assert notified(phone) == "This device does not play Cid."


@pytest.mark.asyncio
async def test_a_players_card_effects_are_recorded_from_their_card(table) -> None:
    client, game_id = await started(table)
    cards = client.all(PlayerCard)
    bob = cards[1]
    await client.fire(next(c for c in walk(bob) if label_of(c) == "Madness and card effects"))
    assert dialog(client).title.value == "Bob: madness and card effects"
    count = inside(dialog(client), ft.Dropdown, "How many")
    count.value = "2"
    where = inside(dialog(client), ft.Dropdown, "Where to")
    where.value = "hand"
    await client.fire(inside(dialog(client), ft.FilledTonalButton, "Bob takes madness"))
    bob_state = state(table, game_id).players[1]
    assert (bob_state.madness_hand, state(table, game_id).madness_deck) == (2, 23)
    assert "Madness 2 (0 in support)" in [c.value for c in walk(bob) if isinstance(c, ft.Text)]


@pytest.mark.asyncio
async def test_a_counted_pile_is_asked_with_the_count_the_table_has_when_its_element_is_chosen(
    table,
) -> None:
    client, game_id = await started(table)
    await client.fire(client.one(ft.IconButton, tooltip="Count a pile"))
    assert "Which element's piles did the table count?" in texts_in(dialog(client))
    # Another device records a count while this one is still choosing the element.
    table.act(game_id, CountSupply(seat=0, element="fire", value=2, count=3))
    await client.settle()
    await client.fire(inside(dialog(client), ft.FilledTonalButton, "fire", exact=True))
    assert dialog(client).title.value == "Count the fire piles"
    shown = texts_in(dialog(client))
    assert "Value 2 (the app counts 3):" in shown
    assert f"Value 3 (the app counts {state(table, game_id).pile('fire', 3)}):" in shown
    buttons = [c for c in walk(dialog(client)) if isinstance(c, ft.FilledTonalButton)]
    # The first "1" is in the row of the value-2 pile.
    await client.fire(next(c for c in buttons if label_of(c) == "1"))
    assert state(table, game_id).pile("fire", 2) == 1


@pytest.mark.asyncio
async def test_ice_twice_shows_its_two_cards_in_the_support_and_in_the_history(table) -> None:
    client, game_id = await started(table)
    table.act(game_id, NextStep(seat=0), NextStep(seat=0))
    await client.settle()
    ann = client.all(PlayerCard)[0]
    assert "Support 0 of 5" in texts_in(ann)
    await client.fire(find(client, ft.FilledTonalButton, "Ice (1)"))
    await client.fire(inside(dialog(client), ft.FilledTonalButton, "×2: pay 2 water, no madness"))
    assert "Support 2 of 5" in texts_in(ann)
    newest = client.one(HistoryPanel).rows[0]
    assert "Ann puts 2 cards from hand into their support." in newest.rest.value.split("\n")
    assert "Ann's support: +2, now 2 of 5." in newest.rest.value.split("\n")


@pytest.mark.asyncio
async def test_a_spell_offers_only_as_much_madness_as_the_caster_holds(table) -> None:
    client, game_id = await started(table)
    table.act(game_id, NextStep(seat=0), NextStep(seat=0))
    table.act(game_id, GainMadness(seat=0, player=0, count=1, to="hand"))
    await client.settle()
    await client.fire(find(client, ft.FilledTonalButton, "Ice (1)"))
    asked = texts_in(dialog(client))
    note = "Ann holds only 1 madness card outside the support: no more of the cards can be madness."
    assert asked.count(note) == 1
    offered = [label_of(c) for c in walk(dialog(client)) if isinstance(c, ft.FilledTonalButton)]
    assert "×2: pay 2 water, 1 madness" in offered
    assert not any(label.endswith("2 madness") for label in offered), offered
    assert not [c for c in walk(dialog(client)) if refused(c)]


@pytest.mark.asyncio
async def test_a_madness_card_gained_redraws_the_counts_of_a_card_not_its_spells(table) -> None:
    client, game_id = await started(table)
    table.act(game_id, NextStep(seat=0), NextStep(seat=0))
    await client.settle()
    ann, bob = client.all(PlayerCard)[:2]
    before = len(client.conn.messages)
    table.act(game_id, GainMadness(seat=0, player=1))
    await client.settle()
    assert "Madness 1 (0 in support)" in texts_in(bob)
    sent = _changed(client, before)
    assert bob.counts._i in sent
    assert ann.cards._i not in sent and bob.cards._i not in sent
    before = len(client.conn.messages)
    await client.fire(find(client, ft.FilledTonalButton, "Ice (1)"))
    await client.fire(inside(dialog(client), ft.FilledTonalButton, "×1: pay 1 water, no madness"))
    assert ann.cards._i in _changed(client, before)
    assert any("Ice (used)" in text for text in texts_in(ann)), texts_in(ann)


def _sent_changes(client: FakeClient, since: int) -> list[Change]:
    """The changes sent to ``client`` since its ``since``-th message."""
    return [
        change for message in client.conn.messages[since:] for change in changes(client, message)
    ]


def _changed(client: FakeClient, since: int) -> set[int]:
    """The ids of the controls changed on ``client`` since its ``since``-th message, with
    the controls that hold them."""
    changed: set[int] = set()
    for change in _sent_changes(client, since):
        control = change.what
        while isinstance(control, ft.BaseControl):
            changed.add(control._i)
            control = control.parent
    return changed


@pytest.mark.asyncio
async def test_an_ability_asks_what_it_needs(table) -> None:
    client, game_id = await started(table, magicians=["sandra", "viktor", "harold"])
    table.act(game_id, NextStep(seat=0), NextStep(seat=0))
    await client.settle()
    await client.fire(find(client, ft.FilledTonalButton, "Growth (1)"))
    await client.fire(inside(dialog(client), ft.FilledTonalButton, "×1"))
    card = client.all(PlayerCard)[0]
    await client.fire(next(c for c in walk(card) if label_of(c) == "Use the ability"))
    await client.fire(inside(dialog(client), ft.FilledTonalButton, "Ann: Growth"))
    ann = state(table, game_id).players[0]
    assert ann.ability_used and not ann.spell("growth").used
    assert "Ability used this turn." in [c.value for c in walk(card) if isinstance(c, ft.Text)]


@pytest.mark.asyncio
async def test_an_ability_with_nothing_to_work_on_is_refused_with_the_reason(table) -> None:
    client, game_id = await started(table, magicians=["violetta", "viktor", "harold"])
    table.act(game_id, NextStep(seat=0), NextStep(seat=0))
    await client.settle()
    empty = "Your support is empty: there is nothing to swap the cards of your hand with."
    swap = refused_button(client, "Use the ability")
    assert swap.tooltip == empty
    await client.fire(swap)
    assert notified(client) == empty
    assert not state(table, game_id).players[0].ability_used
    table.act(game_id, ChangeSupport(seat=0, player=0, change=1))
    await client.settle()
    card = client.all(PlayerCard)[0]
    swap = next(c for c in walk(card) if label_of(c) == "Use the ability")
    assert not refused(swap) and swap.tooltip is None


# Devices and what they are sent


@pytest.mark.asyncio
async def test_another_device_follows_and_gets_a_small_update(table) -> None:
    tablet, game_id = await started(table)
    phone = await table.device(width=390, height=844, route=f"/game/{game_id}")
    sent_before = phone.sent_bytes()
    await tablet.fire(find(tablet, ft.FilledButton, "Next: Grimoire, move the marker"))
    await phone.settle()
    assert phone.one(TrackView).round_text.value == "Round 1 of 6 · turn 1"
    update = phone.sent_bytes() - sent_before
    assert update < sent_before / 4, (update, sent_before)


@pytest.mark.asyncio
async def test_the_phone_track_fits_the_screen_with_finger_sized_places(table) -> None:
    _, game_id = await started(table)
    phone = await table.device(width=390, height=844, route=f"/game/{game_id}")
    track = phone.one(TrackView)
    assert 6 * track.column_px + 5 * 4 <= 390 - 16
    assert all(box.height >= 44 for box in track.space_boxes)
    assert track.column_px >= 44


# The end and the results


async def play_to_the_end(table: Any, game_id: str) -> None:
    rng = random.Random(11)
    live = table.services.tables
    while (action := next_random_action(live.open(game_id).state, rng)) is not None:
        live.act(game_id, action, HOST)
    table.hub.send_all_on_topic(table_topic(game_id), game_id)


def unsent(client: FakeClient) -> list[Any]:
    """What the screen of ``client`` changed and did not send: the patches that sending
    each part of it again (each part Flet sends on its own) would carry."""
    since = len(client.conn.messages)
    for control in walk(client.page.views[-1]):
        if control.is_isolated():
            client.session.patch_control(control)
    sent = client.conn.messages[since:]
    return [m.body.patch for m in sent if m.action == MessageAction.PATCH_CONTROL]


@pytest.mark.asyncio
async def test_after_every_action_of_a_game_each_device_was_sent_all_it_shows(table) -> None:
    """The parts of the screen send only what changed, in pieces: after each of a game's
    first actions (turns of every player, curses, spells, madness), on the tablet and on a
    Czech phone, nothing drawn is left unsent."""
    tablet, game_id = await started(table, house_rules=catalogue())
    phone = await table.device(width=390, height=844, route=f"/game/{game_id}", language="cs")
    rng = random.Random(5)
    live = table.services.tables
    for _ in range(ACTIONS_CHECKED):
        action = next_random_action(live.open(game_id).state, rng)
        assert action is not None
        live.act(game_id, action, HOST)
        table.hub.send_all_on_topic(table_topic(game_id), game_id)
        for device in (tablet, phone):
            await device.settle()
            assert unsent(device) == [], action
    played = state(table, game_id)
    assert played.turn >= len(played.players), "every player had a turn"


@pytest.mark.asyncio
async def test_the_end_is_recorded_and_the_results_tell_how_it_went(table) -> None:
    client, game_id = await started(table, house_rules=catalogue())
    await play_to_the_end(table, game_id)
    await client.settle()
    final = state(table, game_id)
    result = table.services.store.result(game_id=game_id)
    assert result is not None and result["details"]["reason"] == final.result.reason
    assert "See the results" in step_buttons(client, ft.FilledButton)
    history = client.one(HistoryPanel)
    game = table.services.tables.open(game_id).game
    newest = history.rows[0]
    events = [event_text(final, event, "en") for event in game.events(len(game.actions) - 1)]
    assert [newest.first.value, *filter(None, newest.rest.value.split("\n"))] == events
    assert all(row.visible for row in history.rows) and len(history.rows) == HISTORY_SHOWN
    await client.fire(find(client, ft.FilledButton, "See the results"))
    assert client.page.route == f"/game/{game_id}/results"
    texts = client.texts()
    assert ("You won together" if final.result.won else "You lost together") in texts
    beaten = [t for t in texts if t.startswith("Monster ") and t.endswith(": beaten")]
    assert len(beaten) == sum(bool(m.beaten) for m in final.monsters)


# House rules


@pytest.mark.asyncio
async def test_a_corrected_round_tracker_replays_the_game_and_is_no_longer_unverified(
    table,
) -> None:
    client, game_id = await started(table, difficulty="I")
    assert client.one(TrackView).tracker_badge.visible
    await client.go(f"/game/{game_id}/rules")
    assert "unverified" in client.texts()
    cell = next(d for d in client.all(ft.Dropdown) if d.label == "Round 1" and d.value == "0")
    cell.value = "2"
    await client.fire(find(client, ft.FilledButton, "Save"))
    assert client.page.route == f"/game/{game_id}"
    game = state(table, game_id)
    assert game.rules.multi_curses_by_round["I"][0] == 2
    stored = table.services.store.load_game(game_id=game_id).game.setup.house_rules
    assert stored["multi_curses_by_round"]["I"] == [2, 0, 0, 1, 1, 1]
    assert not client.one(TrackView).tracker_badge.visible


@pytest.mark.asyncio
async def test_a_change_that_does_not_fit_the_game_is_refused_with_the_reason(table) -> None:
    client, game_id = await started(table)
    await client.go(f"/game/{game_id}/rules")
    level = next(d for d in client.all(ft.TextField) if d.label == "Level 1")
    level.value = "x"
    await client.fire(find(client, ft.FilledButton, "Save"))
    assert client.page.route == f"/game/{game_id}/rules"
    assert "Library spells per element and level: type whole numbers." in client.texts()


@pytest.mark.asyncio
async def test_new_game_defaults_come_from_the_house_rules_for_new_games(table) -> None:
    client = await table.device(route="/settings")
    await client.fire(on_top(client, ft.ListTile, "The Big Book of Madness"))
    assert client.page.route == f"/house-rules/{KIND}"
    switch = next(s for s in client.all(ft.Switch) if s.label == "On" and not s.value)
    switch.value = True
    await client.fire(find(client, ft.FilledButton, "Save"))
    assert table.services.store.house_rule_defaults(kind=KIND) == {"combine_modes": True}
    await client.go(f"/new/{KIND}")
    await client.fire(find(client, ft.TextButton, "Not now"))
    modes = next(s for s in client.all(ft.SegmentedButton) if s.selected == ["classic"])
    assert [segment.value for segment in modes.segments][-1] == "horror_nightmare"


@pytest.mark.asyncio
async def test_the_screens_speak_czech(table) -> None:
    _, game_id = await started(table)
    czech = await table.device(route=f"/game/{game_id}", language="cs")
    assert czech.one(TrackView).turn_text.value == "Na tahu: Ann · Rosana L’eiac"
    assert "Teď: Fáze soustředění" in czech.texts()
    await czech.go(f"/game/{game_id}/results")
    assert "Hra ještě neskončila." in czech.texts()


@pytest.mark.asyncio
async def test_the_scare_question_speaks_of_each_player_as_they_asked(table) -> None:
    """Ann asked for the feminine, Bob for the masculine, Cid for neutral wording; all three
    hold six madness cards at the end of the turn (a house rule checks every hand)."""
    game = Table(setup(house_rules={"scared_to_death_check": "every_player"}))
    game.to(1, "actions")
    for player in range(3):
        game.act(GainMadness(seat=0, player=player, count=6, to="hand"))
    game.to(1, "recovery")
    addresses = ("feminine", "masculine", "neutral")
    seats = [
        SeatInfo(name=player.name, address=address)
        for player, address in zip(game.state.setup.players, addresses, strict=True)
    ]
    game_id = table.services.store.create_game(kind=KIND, setup=game.state.setup, seats=seats)
    for position, action in enumerate(game.game.actions):
        table.services.store.append_action(game_id=game_id, action=action, position=position)
    czech = await table.device(route=f"/game/{game_id}", language="cs")
    labels = [label_of(control) for control in walk(czech.one(StepPanel))]
    assert [label for label in labels if label.startswith("Ano")] == [
        "Ano: Ann je vyděšená k smrti",
        "Ano: Bob je vyděšený k smrti",
        "Ano: Cid – děs zvítězil",
    ]


@pytest.mark.asyncio
async def test_a_starting_deck_typed_in_shows_in_the_checklist(table) -> None:
    game_id = stored_game(table)
    client = await table.device(route=f"/game/{game_id}/rules")
    rosana = next(s for s in client.all(ft.Switch) if s.label == "Rosana L’eiac")
    rosana.value = True
    counts = [f for f in client.all(ft.TextField) if f.label in ("water", "fire", "earth", "air")][
        :4
    ]
    for field, count in zip(counts, ("5", "3", "2", "1"), strict=True):
        field.value = count
    await client.fire(find(client, ft.FilledButton, "Save"))
    assert client.page.route == f"/game/{game_id}"
    deck = state(table, game_id).rules.starting_decks["rosana"]
    assert deck.value_1 == {"water": 5, "fire": 3, "earth": 2, "air": 1}
    step = "7. Ann builds the starting deck: value 1: 5 water, 3 fire, 2 earth, 1 air; "
    assert any(text.startswith(step) for text in client.texts())


@pytest.mark.asyncio
async def test_a_deck_that_does_not_add_up_is_refused(table) -> None:
    game_id = stored_game(table)
    client = await table.device(route=f"/game/{game_id}/rules")
    next(s for s in client.all(ft.Switch) if s.label == "Rosana L’eiac").value = True
    await client.fire(find(client, ft.FilledButton, "Save"))
    assert client.page.route == f"/game/{game_id}/rules"
    problem = next(t for t in client.texts() if t.startswith("These rules do not fit"))
    assert "11 value-1 cards" in problem
    assert state(table, game_id).rules.starting_decks == {}


@pytest.mark.asyncio
async def test_quick_taps_on_the_monsters_elements_all_land(table) -> None:
    """Taps a person makes before the screen has redrawn reach the chips they tapped: the
    picks are sent with the ids on screen when tapped, before any of them is handled."""
    client, game_id = await started(table, known_monsters=False)
    table.act(game_id, NextStep(seat=0))
    await client.settle()
    reveal = client.one(RevealBox)
    tapped = [reveal.chips[position][element] for position, element in enumerate((0, 1, 3))]
    for chip in tapped:
        await client.session.dispatch_event(chip._i, "select", True)
    await client.settle()
    assert all(chip.selected for chip in tapped)
    place = find(client, ft.FilledButton, "Place the curses")
    assert not place.disabled
    await client.fire(place)
    assert [s.kind for s in state(table, game_id).curses][:3] == ["water", "fire", "air"]


@pytest.mark.asyncio
async def test_the_first_game_asks_for_the_round_tracker_and_keeps_it_for_later_games(
    table,
) -> None:
    client = await table.device(width=390, height=844)
    await client.fire(find(client, ft.ListTile, "The Big Book of Madness"))
    assert "Copy the round tracker from your board" in client.texts()
    assert "18 cells are still to choose." in client.texts()
    keep = find(client, ft.FilledButton, "Keep for this and later games")
    assert keep.disabled
    board = {"I": [0, 0, 1, 1, 1, 1], "II": [0, 1, 1, 1, 2, 2], "III": [1, 1, 2, 2, 2, 2]}
    cells = [b for b in client.all(ft.OutlinedButton) if " · " in str(b.tooltip)]
    assert len(cells) == 18 and {label_of(cell) for cell in cells} == {"?"}
    for cell in cells:
        difficulty, number = str(cell.tooltip).split(" · ")
        for _ in range(board[difficulty][int(number) - 1] + 1):
            await client.fire(cell)
        assert label_of(cell) == str(board[difficulty][int(number) - 1])
    assert not keep.disabled
    await client.fire(keep)
    assert table.services.store.house_rule_defaults(kind=KIND) == {"multi_curses_by_round": board}
    assert "Multi-element curses in rounds 1 to 6: 0 · 0 · 1 · 1 · 1 · 1" in client.texts()
    game_id = await set_up(client)
    game = state(table, game_id)
    assert game.rules.multi_curses_by_round["I"] == (0, 0, 1, 1, 1, 1)
    assert "multi_curses_by_round" not in RULES.view(game, 0).unverified

    later = await table.device()
    await later.fire(find(later, ft.ListTile, "The Big Book of Madness"))
    assert "Copy the round tracker from your board" not in later.texts()


@pytest.mark.asyncio
async def test_a_table_that_copies_the_round_tracker_later_plays_with_the_guesses_marked(
    table,
) -> None:
    client = await table.device()
    await open_new_game(client)
    assert any(badge == "unverified" for badge in client.texts())
    game_id = await set_up(client)
    assert "multi_curses_by_round" in RULES.view(state(table, game_id), 0).unverified
    assert table.services.store.house_rule_defaults(kind=KIND) == {}
    again = await table.device()
    await again.fire(find(again, ft.ListTile, "The Big Book of Madness"))
    assert "Copy the round tracker from your board" in again.texts()


class Taps:
    """The taps a person makes on ``client``, counted."""

    def __init__(self, client: FakeClient) -> None:
        self.client = client
        self.count = 0

    async def on(self, control: Any, event: str = "click") -> None:
        self.count += 1
        await self.client.fire(control, event)


@pytest.mark.asyncio
async def test_a_turn_with_a_curse_a_spell_and_madness_takes_ten_taps(table) -> None:
    """Bob's turn: a curse gives every player madness, Bob puts a madness card into his
    support with Ice, breaks a curse and takes his reward, refills his hand (drawing
    madness) and passes the token. The app keeps what the rules need with ten taps."""
    game_id = stored_game(table)
    table.act(
        game_id,
        StartGame(seat=0),
        *[NextStep(seat=0)] * 4,
        GainMadness(seat=1, player=1),
    )
    client = await table.device(route=f"/game/{game_id}")
    tap = Taps(client)
    await tap.on(find(client, ft.FilledButton, "Next: Grimoire, move the marker"))
    assert dialog(client).title.value == "A curse triggers!"
    await tap.on(inside(dialog(client), ft.FilledButton, "OK"))
    await tap.on(find(client, ft.FilledTonalButton, "Every player gains 1 madness"))
    await tap.on(find(client, ft.FilledButton, "Next: the Actions phase"))
    await tap.on(find(client, ft.FilledTonalButton, "Ice (1)"))
    await tap.on(inside(dialog(client), ft.FilledTonalButton, "×1: pay 1 water, 1 madness"))
    await tap.on(find(client, ft.FilledTonalButton, "B: fire"))
    await tap.on(inside(dialog(client), ft.FilledTonalButton, "earth (10 left)"))
    await tap.on(find(client, ft.FilledButton, "Next: the Recovery phase"))
    await tap.on(find(client, ft.FilledButton, "End the turn, pass the token"))
    assert tap.count == 10
    after = state(table, game_id)
    assert (after.turn, after.active) == (3, 2)
    assert [p.madness for p in after.players] == [1, 2, 1]
    assert (after.players[1].madness_support, after.players[1].support) == (1, 1)
    assert after.curse("B").status == "broken" and after.pile("earth", 2) == 9


@pytest.mark.asyncio
async def test_the_house_rules_name_library_cards_by_element_level_and_letter(table) -> None:
    client = await table.device(language="cs")
    await client.go("/house-rules/big_book_of_madness")
    shown = client.texts() + [
        str(control.label) for control in client.all(ft.TextField) + client.all(ft.Checkbox)
    ]
    assert any(text.startswith("voda, úroveň 1 (") for text in shown)
    assert [text for text in shown if re.search(r"\b(water|fire|earth|air)-\d", text)] == []


@pytest.mark.asyncio
async def test_a_button_of_the_actions_refused_is_restyled_and_sent_alone(table) -> None:
    """Breaking a curse refuses its button: that button is sent, outlined in place, and
    neither the section around it nor any new control is."""
    client, game_id = await started(table)
    table.act(game_id, NextStep(seat=0), NextStep(seat=0))
    await client.settle()
    section = client.one(ActionsSection)
    button = find(client, ft.FilledTonalButton, "A: water")
    assert not refused(button)
    before = len(client.conn.messages)
    table.act(game_id, BreakCurse(seat=0, place="A", reward="water"))
    await client.settle()
    assert refused_button(client, "A: water") is button
    in_section = {control._i for control in walk(section)}
    sent = [
        change
        for change in _sent_changes(client, before)
        if getattr(change.what, "_i", None) in in_section
    ]
    assert {change.what._i for change in sent} == {button._i}
    added = [change for change in sent if change.operation == Operation.Add]
    assert not added, added


async def tap_chip(client: FakeClient, chip: ft.Chip) -> None:
    """Tap ``chip`` as the browser does: Flutter ticks or unticks it on the device at
    once, tells the server its new ``selected``, then sends the select event."""
    ticked = not chip.selected
    client.session.apply_patch(chip._i, {"selected": ticked})
    await client.fire(chip, "select", ticked)


def ticked_chips(section: ActionsSection) -> list[str]:
    return [label_of(chip) for chip in section.who_chips if chip.visible and chip.selected]


@pytest.mark.asyncio
async def test_who_acts_keeps_one_player_ticked_when_a_tap_is_refused(lan_table) -> None:
    """A phone that taps the chip of a player it does not hold is told why, and its row
    of who acts still ticks its own player alone; a tap on the chip already ticked
    leaves it ticked."""
    game_id = stored_game(lan_table)
    lan_table.act(game_id, StartGame(seat=0), NextStep(seat=0), NextStep(seat=0))
    lan_table.act(game_id, CastSpell(seat=0, spell="telepathy", target=1))
    code = lan_table.services.join_codes.code_for(game_id)
    phone = await join(lan_table, code, "Bob", "192.168.1.31")
    section = phone.one(ActionsSection)
    assert ticked_chips(section) == ["Bob (1 action)"]
    cid = next(chip for chip in section.who_chips if label_of(chip) == "Cid")
    await tap_chip(phone, cid)
    assert notified(phone) == "This device does not play Cid."
    assert ticked_chips(section) == ["Bob (1 action)"]
    assert unsent(phone) == []
    await tap_chip(phone, section.who_chips[1])
    assert ticked_chips(section) == ["Bob (1 action)"]
    assert unsent(phone) == []


@pytest.mark.asyncio
async def test_only_a_device_that_records_the_monster_gets_its_element_chips_to_tap(
    lan_table,
) -> None:
    """The monster's elements are the table's to record, the host's: a phone shows the
    chips greyed, not to be tapped, and says why, with no button to place the curses."""
    game_id = stored_game(lan_table, known_monsters=False)
    lan_table.act(game_id, StartGame(seat=0), NextStep(seat=0))
    host = await lan_table.device(route=f"/game/{game_id}")
    code = lan_table.services.join_codes.code_for(game_id)
    phone = await join(lan_table, code, "Bob", "192.168.1.31")
    host_box, phone_box = host.one(RevealBox), phone.one(RevealBox)
    assert host_box.visible and phone_box.visible
    assert all(chip.disabled for chips in phone_box.chips for chip in chips)
    assert not any(chip.disabled for chips in host_box.chips for chip in chips)
    assert host_box.place.visible and not host_box.refusal.visible
    assert not phone_box.place.visible
    assert phone_box.refusal.visible
    assert "Only the host device can do this." in texts_in(phone_box)
    assert unsent(phone) == []


# What a 390 px phone leaves a text: Flutter keeps a dialog 40 px from each side of the
# screen and pads its content by 24 px; a screen pads its content by 10 px, and a row puts
# 10 px between an icon (24 px) and the text beside it.
PHONE = 390
PHONE_DIALOG_ROOM = PHONE - 2 * 40 - 2 * 24
PHONE_ROOM_BESIDE_ICON = PHONE - 2 * 10 - 24 - 10
# A button's icon and the gap after it, in the theme's label size.
BUTTON_ICON = 18 + 8
LABEL_SIZE = 14
# A drop-down's own parts beside its text: its padding and its arrow.
DROPDOWN_PARTS = 76


def cut_in_phone_dialog(shown: Any) -> list[str]:
    """The labels of the dialog's buttons cut on a phone: wrapped to more lines than the
    height given to the button leaves room for; and the choices of its drop-downs wider
    than the width given to the drop-down."""
    cut = []
    for control in walk(shown):
        if isinstance(control, ft.FilledButton | ft.FilledTonalButton) and control.height:
            label = label_of(control)
            room = PHONE_DIALOG_ROOM - BUTTON_PADDING.left - BUTTON_PADDING.right
            room -= BUTTON_ICON if control.icon else 0
            lines = lines_needed(label, room, LABEL_SIZE)
            if control.height - BUTTON_PADDING.top - BUTTON_PADDING.bottom < LABEL_LINE * lines:
                cut.append(label)
        if isinstance(control, ft.Dropdown) and control.width:
            size = control.text_size or 16
            cut += [
                str(option.text)
                for option in control.options
                if text_width(str(option.text), size) + DROPDOWN_PARTS > control.width
            ]
    return cut


@pytest.mark.asyncio
async def test_the_dialogs_and_the_library_show_their_words_whole_on_a_czech_phone(table) -> None:
    """On a Czech phone a label too long for a line wraps: the acquire dialog's "(zbývá
    N)", the card effects' "Kam" and their buttons, and the library's lines are whole."""
    game_id = stored_game(table)
    table.act(game_id, StartGame(seat=0), NextStep(seat=0), NextStep(seat=0))
    phone = await table.device(width=PHONE, height=844, route=f"/game/{game_id}", language="cs")
    await phone.fire(find(phone, ft.FilledTonalButton, "Pořídit si kartu elementu"))
    acquire = dialog(phone)
    assert any("(zbývá 10)" in label_of(c) for c in walk(acquire) if isinstance(c, ft.Button))
    assert cut_in_phone_dialog(acquire) == []
    phone.session.page.pop_dialog()
    await phone.settle()
    ann = phone.all(PlayerCard)[0]
    await phone.fire(next(c for c in walk(ann) if label_of(c) == "Děs a efekty karet"))
    effects = dialog(phone)
    assert cut_in_phone_dialog(effects) == []
    elements = phone.one(ElementsView)
    lines = [text for text in elements.lines.values() if not text.expand]
    too_wide = [
        line
        for text in lines
        for line in str(text.value).split("\n")
        if text_width(line, LABEL_SIZE, letter_spacing=BODY_LETTER_SPACING) > PHONE_ROOM_BESIDE_ICON
    ]
    assert too_wide == []
