"""The screens' words: the players at the table as the messages speak of them."""

import time
from datetime import UTC, datetime

from sheets.core.events import Event
from sheets.i18n import joined, person, translate
from ui.i18n import Texts
from ui.widgets.common import when


def test_an_event_agrees_with_the_player_it_happened_to() -> None:
    texts = Texts("cs").with_seats([person("Eva", "feminine"), person("Adam", "masculine"), "Alex"])
    said = [texts.event(Event("sat_book_collected", seat, {"books": 2})) for seat in range(3)]
    assert said == [
        "Eva: Sebrala ztracenou knihu: 2 ze 4.",
        "Adam: Sebral ztracenou knihu: 2 ze 4.",
        "Alex: Sebraná ztracená kniha: 2 ze 4.",
    ]


def test_an_event_the_whole_table_did_names_the_table_not_a_player() -> None:
    placed = Event("sat_books_placed", by_table=True)
    started = Event("sat_round_started", None, {"round": 1})
    czech = Texts("cs").with_seats(["Eva", "Adam"])
    assert czech.event(placed) == "Stůl: Ztracené knihy rozmístěny podle pozičních karet."
    assert czech.event(started) == "Začíná 1. kolo."
    assert Texts("en").event(placed) == (
        "The table: Lost books placed as the positioning cards show."
    ), "even where the players are not known"


def test_a_winner_named_in_the_rules_details_is_the_player_at_the_table() -> None:
    texts = Texts("cs").with_seats([person("Eva", "feminine"), "Alex"])
    assert texts("outcome.sator_won", **texts.params({"winner": "Eva"})) == (
        "Eva má všechny čtyři knihy a stává se novou Klíčnicí."
    )
    assert texts("outcome.sator_won", **texts.params({"winner": "Alex"})) == (
        "Alex má všechny čtyři knihy a přebírá úřad Klíčníka."
    )


def test_a_text_asked_for_again_agrees_with_the_person_and_the_number_it_is_given() -> None:
    """Texts are remembered once written: equal values that write differently (the same
    name spoken of as a woman or a man; 1 and True) each keep their own text."""
    for _ in range(2):
        said = [
            translate("event.sat_book_collected", "cs", actor=person("Eva", address), books=2)
            for address in ("feminine", "masculine", None)
        ]
        assert said == [
            "Sebrala ztracenou knihu: 2 ze 4.",
            "Sebral ztracenou knihu: 2 ze 4.",
            "Sebraná ztracená kniha: 2 ze 4.",
        ]
        assert translate("event.sat_book_collected", "en", actor="Eva", books=1) != translate(
            "event.sat_book_collected", "en", actor="Eva", books=True
        )
        unhashable = translate("event.sat_book_collected", "en", actor=["Eva"], books=1)
        assert unhashable == "Took a lost book: 1 of 4."


def test_names_in_a_sentence_are_joined_with_and_as_each_language_joins_them() -> None:
    """ "Vítězí Ann, Bob a Cid", never "Ann, Bob, Cid"; Czech keeps "a" off the end of a
    line, as a Czech book does."""
    people = ["Ann", "Bob", "Cid"]
    czech = Texts("cs").with_seats(people)
    english = Texts("en").with_seats(people)
    assert czech.params({"seats": [0, 1, 2]}) == {"seats": "Ann, Bob a\u00a0Cid"}
    assert english.params({"seats": [0, 1, 2]}) == {"seats": "Ann, Bob, and Cid"}
    assert czech.params({"seats": [1, 2]}) == {"seats": "Bob a\u00a0Cid"}
    assert english.params({"seats": [2]}) == {"seats": "Cid"}
    assert english.params({"places": []}) == {"places": english("common.none")}
    assert joined(people, "cs") == "Ann, Bob a\u00a0Cid"
    assert joined([], "en") == ""


def test_a_moment_is_written_as_each_language_writes_a_date_and_a_time(monkeypatch) -> None:
    monkeypatch.setenv("TZ", "Europe/Prague")
    time.tzset()
    try:
        evening = datetime(2026, 12, 5, 20, 7, tzinfo=UTC)
        assert when(evening, "cs") == "5. 12. 2026 21:07"
        assert when(evening, "en") == "Dec 5, 2026, 9:07\u202fPM"
    finally:
        monkeypatch.undo()
        time.tzset()
