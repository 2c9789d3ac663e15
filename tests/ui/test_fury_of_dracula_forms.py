"""What the Fury of Dracula forms turn into data: the new-game draft, house rules as
typed, and the names parameters read as."""

from __future__ import annotations

from typing import Any

import flet as ft
import pytest

from sheets.core.errors import InvalidSetup
from sheets.fury_of_dracula.actions import DraculaStart
from sheets.fury_of_dracula.checklist import setup_checklist
from sheets.fury_of_dracula.content import load_content
from sheets.fury_of_dracula.house_rules import house_rules
from tests.ui.fod_devices import device, far_apart_setup, stored_game
from tests.ui.harness import FakeClient, find, walk
from tests.ui.helpers import choose, dialog, inside, texts_in
from ui.fury_of_dracula import rule_fields
from ui.fury_of_dracula.board_panels import reminder_text
from ui.fury_of_dracula.draft import GameDraft
from ui.fury_of_dracula.names import describe_values
from ui.fury_of_dracula.pickers import folded
from ui.i18n import Texts


def test_the_draft_is_the_seeded_draw_until_the_table_enters_its_own() -> None:
    draft = GameDraft(names=["Ann", "Bob", "Cid", "Dan"], seed=9, ticket_seed=3)
    draft.keep_choices_valid()
    drawn = draft.to_setup()
    assert drawn == GameDraft(names=["Ann", "Bob", "Cid", "Dan"], seed=9, ticket_seed=3).to_setup()
    draft.hunters_mode = "chosen"
    others = [seat for seat in range(4) if seat != drawn.dracula_seat]
    draft.hunter_seats = {
        "godalming": others[0],
        "seward": others[1],
        "van_helsing": others[2],
        "mina": others[2],
    }
    assert draft.to_setup().hunter_seats == draft.hunter_seats
    assert draft.to_setup().dracula_seat == drawn.dracula_seat


def test_a_new_game_draws_its_ticket_seed_apart_from_the_seed_dracula_keeps() -> None:
    setups = [GameDraft(names=["Ann", "Bob"], seed=9).to_setup() for _ in range(8)]
    assert all(setup.seed == 9 and setup.ticket_seed is not None for setup in setups)
    assert len({setup.ticket_seed for setup in setups}) > 1
    draft = GameDraft(names=["Ann", "Bob"], seed=9, ticket_seed=3)
    draft.reshuffle()
    assert (draft.seed, draft.ticket_seed) != (9, 3)


def test_a_new_dracula_resets_hunters_he_would_run() -> None:
    draft = GameDraft(names=["Ann", "Bob", "Cid"], seed=1, dracula_mode="chosen", dracula_seat=0)
    draft.keep_choices_valid()
    draft.hunters_mode = "chosen"
    assert 0 not in draft.hunter_seats.values()
    draft.dracula_seat = 1
    draft.keep_choices_valid()
    assert 1 not in draft.hunter_seats.values()
    assert draft.to_setup().dracula_seat == 1


def test_players_are_kept_between_two_and_five() -> None:
    draft = GameDraft(names=["Ann", "Bob"])
    draft.set_player_count(9, "Player {number}")
    assert draft.names == ["Ann", "Bob", "Player 3", "Player 4", "Player 5"]
    draft.set_player_count(1, "Player {number}")
    assert draft.names == ["Ann", "Bob"]


def test_chosen_start_cities_are_checked_by_the_rules() -> None:
    draft = GameDraft(names=["Ann", "Bob"], starts_mode="chosen")
    draft.keep_choices_valid()
    draft.starts["mina"] = "CD"
    with pytest.raises(InvalidSetup, match="mina cannot start in Castle Dracula"):
        draft.to_setup()


def test_house_rules_as_typed_round_trip_through_the_rules() -> None:
    specs = load_content().rules.settings
    kinds = {name: rule_fields.field_kind(spec) for name, spec in specs.items()}
    assert kinds["hunter_health"] == "per_key"
    assert kinds["power_cards_face_up"] == "switch"
    assert kinds["wolf_form_roads"] == "choice"
    assert kinds["ticket_mix"] == "tickets"
    assert kinds["vampire_clears_spaces"] == "numbers"
    assert kinds["consecrated_ground_forbidden"] == "places"
    default = specs["ticket_mix"].default
    assert rule_fields.tickets_text(default) == "3/2×4, 2/2×4, 2/1×3, 1/1×2, 1/-×3"
    assert rule_fields.parse_tickets(rule_fields.tickets_text(default)) == default
    assert rule_fields.parse_places(" cd, ga ,") == ["CD", "GA"]
    assert rule_fields.parse_numbers("4, 6") == [4, 6]
    rules = house_rules(
        {"ticket_mix": rule_fields.parse_tickets("2/1x3"), "vampire_clears_spaces": [4]}
    )
    assert rules.ticket_pool() == ((2, 1),) * 3
    for bad in ("3/2", "a/b×1", "3/2×"):
        with pytest.raises(ValueError):
            rule_fields.parse_tickets(bad)


def test_parameters_read_as_names_in_both_languages() -> None:
    english, czech = describe_values("en"), describe_values("cs")
    assert english("to", "BD") == "Budapest" and czech("to", "BD") == "Budapešť"
    assert english("hunters", ["mina", "seward"]) == "Mina Harker and Dr. John Seward"
    assert czech("encounter", "wolves") == "Vlci"
    assert english("at", "road:MU-VI") == "Munich – Vienna (by road)"
    assert english("at", "mina") == "Mina Harker"
    assert english("face", ["land", "feed"]) == "land card back and Feed"
    assert english("weekday", 6) == "Sunday"
    assert english("cards", ["hoax", "PA", "hide"]) == "Hoax, Paris, and Hide"
    assert english("winner", "hunters") is None
    assert english("amount", 3) is None


def test_places_hunters_and_tokens_reach_the_messages_as_names_czech_declines() -> None:
    czech = describe_values("cs")
    assert czech("origin", "ST").term == "fod-place-ST"
    assert czech("hunter", "mina").gender == "feminine"
    assert czech("token", "fog") == "mlha"
    moved = {"hunter": "mina", "origin": "ST", "to": "MU"}
    texts = Texts("cs").with_seats(["Eva"])
    texts.extra.append(czech)
    assert texts("event.fod_hunter_moved", **texts.params(moved)) == (
        "Mína Harkerová se přesunula ze Štrasburku do Mnichova."
    )
    moved = {"hunter": "godalming", "origin": "AT", "to": "VE"}
    assert texts("event.fod_hunter_moved", **texts.params(moved)) == (
        "Lord Godalming se přesunul z Athén do Benátek."
    )
    placed = texts.params({"token": "fog", "at": "VI"})
    assert texts("event.fod_token_placed", **placed) == "Žeton mlhy položen: Vídeň."


def test_place_search_ignores_case_and_accents() -> None:
    assert folded("Plzeň") == folded("PLZEN") == "plzen"


@pytest.mark.parametrize(
    ("language", "one", "two"),
    [
        (
            "en",
            "Dan plays Mina Harker: the hunter's sheet and figure.",
            "Ann plays Dr. John Seward and Van Helsing: their sheets and figures.",
        ),
        (
            "cs",
            "Dan hraje za Mínu Harkerovou; vezměte její list a figurku.",
            "Ann hraje za tyto lovce: Dr. John Seward a\u00a0Van Helsing; vezměte jejich listy "
            "a figurky.",
        ),
    ],
)
def test_the_setup_gives_one_hunter_his_sheet_and_several_their_sheets(
    language: str, one: str, two: str
) -> None:
    setup = far_apart_setup(
        players=[{"name": name} for name in ("Ann", "Bob", "Cid", "Dan")],
        dracula_seat=1,
        hunter_seats={"godalming": 2, "seward": 0, "van_helsing": 0, "mina": 3},
    )
    texts = Texts(language).with_seats(["Ann", "Bob", "Cid", "Dan"])  # type: ignore[arg-type]
    texts.extra.append(describe_values(language))  # type: ignore[arg-type]
    said = [reminder_text(texts, item) for item in setup_checklist(setup)]
    assert one in said and two in said


def test_the_bats_tokens_are_named_after_the_card() -> None:
    texts = Texts("en")
    assert texts("fod.play.bats_left", count=2) == "2 Bats tokens in the pool"
    assert texts("fod.play.bats_left", count=1) == "1 Bats token in the pool"
    assert texts("fod.play.bats_on") == "under a Bats token"


async def godalmings_day_on_a_phone(table: Any) -> tuple[str, FakeClient]:
    """A game whose first hunter's turn is due, on a 390 px device."""
    game_id = stored_game(table, far_apart_setup())
    table.act(game_id, DraculaStart(seat=0, place="SO"))
    return game_id, await device(table, game_id, width=390)


@pytest.mark.asyncio
async def test_tickets_drawn_at_the_table_are_each_chosen_before_they_are_entered(table) -> None:
    game_id, phone = await godalmings_day_on_a_phone(table)
    await phone.fire(find(phone, ft.FilledTonalButton, "Reserve ticket"))
    form = dialog(phone)
    pickers = [c for c in walk(form) if isinstance(c, ft.Dropdown)]
    assert len(pickers) == 2
    await phone.fire(inside(form, ft.FilledTonalButton, "Enter the drawn tickets"))
    assert "Choose all 2 tickets drawn." in texts_in(form)
    await choose(phone, pickers[0], pickers[0].options[0].key)
    assert "Choose all 2 tickets drawn." not in texts_in(form), "a choice clears the error"
    await choose(phone, pickers[1], pickers[1].options[-1].key)
    await phone.fire(inside(form, ft.FilledTonalButton, "Enter the drawn tickets"))
    live = table.services.tables.open(game_id)
    godalming = live.state.hunter("godalming")
    assert len(godalming.tickets) == 2 and not form.open


@pytest.mark.asyncio
async def test_the_move_dialog_heads_each_way_of_travel_with_a_capital(table) -> None:
    _, phone = await godalmings_day_on_a_phone(table)
    await phone.fire(find(phone, ft.FilledTonalButton, "Move"))
    headings = [c.value for c in walk(dialog(phone)) if isinstance(c, ft.Text) and c.weight]
    assert "By road" in headings and "by road" not in headings
