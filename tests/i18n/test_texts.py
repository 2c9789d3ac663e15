"""The screens' words: the players at the table as the messages speak of them."""

from sheets.core.events import Event
from sheets.i18n import person, translate
from ui.i18n import Texts


def test_an_event_agrees_with_the_player_it_happened_to() -> None:
    texts = Texts("cs").with_seats([person("Eva", "feminine"), person("Adam", "masculine"), "Alex"])
    said = [texts.event(Event("sat_book_collected", seat, {"books": 2})) for seat in range(3)]
    assert said == [
        "Eva: Sebrala ztracenou knihu: 2 ze 4.",
        "Adam: Sebral ztracenou knihu: 2 ze 4.",
        "Alex: Sebraná ztracená kniha: 2 ze 4.",
    ]


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
