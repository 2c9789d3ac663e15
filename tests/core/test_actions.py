import pytest

from sheets.core import InvalidAction, action_from_json, action_to_json
from sheets.paper_dungeons.actions import EndRound, ManualEffect, Move, RollDice


def test_an_action_round_trips_through_json() -> None:
    move = Move(seat=2, die=4, path=("A1", "A2"), choices=("warrior",))
    data = action_to_json(move)
    assert data == {
        "type": "pd.move",
        "seat": 2,
        "die": 4,
        "path": ["A1", "A2"],
        "choices": ["warrior"],
    }
    assert action_from_json(data) == move


def test_optional_and_defaulted_fields_round_trip() -> None:
    for action in (
        RollDice(seat=0),
        RollDice(seat=0, symbols=("skull",) * 6),
        EndRound(seat=1),
        ManualEffect(seat=0, effect="glory", target="cards", amount=-2, note="Noble"),
    ):
        assert action_from_json(action_to_json(action)) == action


@pytest.mark.parametrize(
    ("data", "message"),
    [
        ({"type": "pd.fly", "seat": 0}, "unknown action type 'pd.fly'"),
        ({"seat": 0}, "unknown action type None"),
        ({"type": "pd.move", "seat": 0, "die": 1}, "path: Field required"),
        (
            {"type": "pd.move", "seat": 0, "die": "one", "path": []},
            "die: Input should be a valid integer",
        ),
        ({"type": "pd.end_round", "seat": 0, "extra": 1}, "extra: Unexpected keyword argument"),
        ({"type": "pd.level_up", "seat": 0, "die": 1, "hero": "bard"}, "hero: Input should be"),
        (["pd.end_round"], "must be a JSON object"),
    ],
)
def test_malformed_actions_are_refused_with_a_clear_message(data: object, message: str) -> None:
    with pytest.raises(InvalidAction, match=message.replace("(", r"\(").replace(")", r"\)")):
        action_from_json(data)  # type: ignore[arg-type]
