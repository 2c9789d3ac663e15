"""The repository on SQLite and on PostgreSQL: games, the log with undo and redo,
results, seats, profiles and settings."""

from __future__ import annotations

import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from scoring.paper_dungeons import outcome
from sheets.core import Entry, Game, Illegal
from sheets.core.names import NameRefused
from sheets.paper_dungeons import RULES
from sheets.paper_dungeons.actions import EndRound, RollDice
from storage import (
    ACTIVE,
    FINISHED,
    ActionNotFound,
    AddressUnknown,
    GameFinished,
    GameNotFound,
    LogDoesNotReplay,
    NothingToRedo,
    NothingToUndo,
    ProfileNameTaken,
    ProfileNotFound,
    SeatInfo,
    SeatNotFound,
    SetupUnreadable,
    Store,
    open_store,
)
from tests.paper_dungeons.play import example_setup, finished_with_fights_entered
from tests.random_play import random_player
from tests.storage import tally
from tests.storage.games import KIND, finished_game, seat_infos, stored
from tests.storage.tally import Add, TallySetup

next_random_action = random_player(RULES)


def test_a_stored_game_loads_with_the_same_log_and_state(store: Store) -> None:
    game = finished_game(3, 11)
    game_id = stored(store, game, title="Friday")
    loaded = store.load_game(game_id=game_id)
    assert loaded.setup == game.setup
    assert [action for _, action in loaded.actions] == list(game.actions)
    assert [seq for seq, _ in loaded.actions] == list(range(1, len(game.actions) + 1))
    assert loaded.game.state == game.state
    assert loaded.undone == ()
    assert loaded.info.title == "Friday"
    assert loaded.info.kind == KIND
    assert loaded.info.status == ACTIVE
    assert loaded.info.content_version == RULES.content_version
    assert loaded.info.action_count == len(game.actions)
    assert [seat.name for seat in loaded.info.seats] == ["Player 1", "Player 2", "Player 3"]
    assert loaded.result is None


def _mirror_random_play(store: Store, game_id: str, game: Game, rng: random.Random) -> None:
    """Play randomly with undo and redo, recording each step in the store as the live
    table does, and check the returned numbers and positions against the store's own view."""
    position = 0
    for _ in range(80):
        roll = rng.random()
        seat = rng.choice([None, 0, 1])
        if roll < 0.2 and game.can_undo(seat):
            try:
                undone = game.undo(seat)
            except Illegal:
                continue
            seq = store.undo(game_id=game_id, seat=seat, position=position)
            assert store.load_game(game_id=game_id).undone[-1] == (seq, undone)
        elif roll < 0.35 and game.can_redo(seat):
            try:
                game.redo(seat)
            except Illegal:
                continue
            store.redo(game_id=game_id, seat=seat, position=position)
        else:
            action = next_random_action(game.state, rng)
            if action is None:
                break
            game.act(action)
            store.append_action(game_id=game_id, action=action, position=position)
        position += 1
    assert store.load_game(game_id=game_id).position == position


@settings(
    max_examples=6, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(seed=st.integers(min_value=0, max_value=10_000))
def test_undo_and_redo_in_the_store_mirror_the_live_game(store: Store, seed: int) -> None:
    game = Game(RULES, example_setup(2, seed))
    game_id = store.create_game(kind=KIND, setup=game.setup, seats=seat_infos(game))
    # The same store serves every example: each plays a game of its own.
    _mirror_random_play(store, game_id, game, random.Random(seed))
    loaded = store.load_game(game_id=game_id)
    assert [action for _, action in loaded.actions] == list(game.actions)
    assert [action for _, action in loaded.undone] == list(game.undone)
    assert loaded.game.state == game.state
    assert loaded.game.undone == game.undone


def test_a_new_action_drops_only_its_seats_redo_and_a_redo_only_itself(store: Store) -> None:
    game = Game(RULES, example_setup(2, 4))
    game_id = store.create_game(kind=KIND, setup=game.setup, seats=seat_infos(game))
    rng = random.Random(4)
    game.act(next_random_action(game.state, rng) or EndRound(seat=0))
    store.append_action(game_id=game_id, action=game.actions[0], position=0)
    moves = {}
    for seat in (0, 1):
        action = next(
            a for a in iter(lambda: next_random_action(game.state, rng), None) if a.seat == seat
        )
        game.act(action)
        moves[seat] = store.append_action(game_id=game_id, action=action, position=1 + seat)
    game.undo(0)
    game.undo(1)
    store.mark_undone(game_id=game_id, seq=moves[0], position=3)
    store.mark_undone(game_id=game_id, seq=moves[1], position=4)
    assert [seq for seq, _ in store.load_game(game_id=game_id).undone] == [moves[0], moves[1]]

    redone = game.redo(1)
    new_seq = store.append_action(game_id=game_id, action=redone, position=5, redo_of=moves[1])
    loaded = store.load_game(game_id=game_id)
    assert [seq for seq, _ in loaded.undone] == [moves[0]]
    assert loaded.actions[-1] == (new_seq, redone)

    with pytest.raises(ActionNotFound):
        store.append_action(game_id=game_id, action=redone, position=6, redo_of=moves[1])


def test_an_undo_with_the_later_actions_is_one_change_that_replays_the_same(store: Store) -> None:
    """The end of round 8 taken back with the fight entered after it: both undone at one
    log position, in the order redo brings them back."""
    game = finished_with_fights_entered(2)
    game_id = store.create_game(kind=KIND, setup=game.setup, seats=seat_infos(game))
    seqs = [
        store.append_action(game_id=game_id, action=action, position=position)
        for position, action in enumerate(game.actions)
    ]
    numbered = Game(
        RULES, game.setup, [Entry(a, n) for a, n in zip(game.actions, seqs, strict=True)]
    )
    numbered.undo(0)
    store.mark_undone(game_id=game_id, seq=seqs[-2], position=len(seqs))
    taken_back = numbered.undo_with_later(0)
    undone = [entry.number for entry in numbered.undone_entries[-len(taken_back) :]]
    assert undone == [seqs[-1], seqs[-3]], "the fight first, the end of the round on top"
    store.mark_all_undone(game_id=game_id, seqs=[n for n in undone if n], position=len(seqs) + 1)
    loaded = store.load_game(game_id=game_id)
    assert loaded.game.state == numbered.state
    assert loaded.game.undone == numbered.undone
    assert loaded.position == len(seqs) + 2


def test_undo_redo_and_unknown_numbers_are_refused_clearly(store: Store) -> None:
    game = finished_game(1, 5)
    game_id = store.create_game(kind=KIND, setup=game.setup, seats=seat_infos(game))
    with pytest.raises(NothingToUndo):
        store.undo(game_id=game_id, position=0)
    with pytest.raises(NothingToRedo):
        store.redo(game_id=game_id, seat=0, position=0)
    with pytest.raises(ActionNotFound) as unknown:
        store.mark_undone(game_id=game_id, seq=7, position=0)
    assert unknown.value.params == {"game_id": game_id, "seq": 7}
    first = store.append_action(game_id=game_id, action=game.actions[0], position=0)
    with pytest.raises(ActionNotFound):
        store.append_action(game_id=game_id, action=game.actions[0], position=1, redo_of=first)
    assert store.load_game(game_id=game_id).position == 1
    with pytest.raises(GameNotFound) as missing:
        store.append_action(game_id="0" * 32, action=game.actions[0], position=0)
    assert "0" * 32 in str(missing.value)


def test_an_undo_or_redo_of_a_seat_with_nothing_to_take_writes_nothing(store: Store) -> None:
    game_id = store.create_game(
        kind=tally.KIND, setup=TallySetup(seats=2), seats=[SeatInfo("A"), SeatInfo("B")]
    )
    store.append_action(game_id=game_id, action=Add(seat=0, amount=1), position=0)
    store.append_action(game_id=game_id, action=Add(seat=0, amount=2), position=1)
    store.mark_undone(game_id=game_id, seq=2, position=2)
    with pytest.raises(NothingToUndo) as nothing:
        store.undo(game_id=game_id, seat=1, position=3)
    assert nothing.value.params == {"game_id": game_id, "seat": 1}
    with pytest.raises(NothingToRedo) as nothing:
        store.redo(game_id=game_id, seat=1, position=3)
    assert nothing.value.params == {"game_id": game_id, "seat": 1}
    assert store.undo(game_id=game_id, seat=0, position=3) == 1
    for seat in (0, None):
        with pytest.raises(NothingToUndo) as nothing:
            store.undo(game_id=game_id, seat=seat, position=4)
        assert nothing.value.params == {"game_id": game_id, "seat": seat}
    loaded = store.load_game(game_id=game_id)
    assert (loaded.position, loaded.actions) == (4, ())
    assert loaded.undone == ((2, Add(seat=0, amount=2)), (1, Add(seat=0, amount=1)))
    # Redo brings back the latest undone first, whichever seat is asked for.
    assert store.redo(game_id=game_id, seat=0, position=4) == 3
    assert store.redo(game_id=game_id, position=5) == 4
    with pytest.raises(NothingToRedo) as nothing:
        store.redo(game_id=game_id, position=6)
    assert nothing.value.params == {"game_id": game_id, "seat": None}
    loaded = store.load_game(game_id=game_id)
    assert (loaded.position, loaded.undone, loaded.game.state) == (6, (), (3, 0))
    assert [action for _, action in loaded.actions] == [
        Add(seat=0, amount=1),
        Add(seat=0, amount=2),
    ]


def test_undoing_actions_not_in_effect_is_refused_and_writes_nothing(store: Store) -> None:
    """An unknown number, one already undone, one named twice: the first such is named,
    and the actions named with it are not undone either."""
    game_id = store.create_game(
        kind=tally.KIND, setup=TallySetup(seats=2), seats=[SeatInfo("A"), SeatInfo("B")]
    )
    for position, seat in enumerate((0, 1, 0)):
        store.append_action(
            game_id=game_id, action=Add(seat=seat, amount=position + 1), position=position
        )
    store.mark_undone(game_id=game_id, seq=3, position=3)
    for seqs, refused in (([2, 9], 9), ([3, 1], 3), ([1, 2, 1], 1), ([9, 3], 9)):
        with pytest.raises(ActionNotFound) as unknown:
            store.mark_all_undone(game_id=game_id, seqs=seqs, position=4)
        assert type(unknown.value) is ActionNotFound
        assert unknown.value.params == {"game_id": game_id, "seq": refused}
    with pytest.raises(ActionNotFound) as unknown:
        store.mark_undone(game_id=game_id, seq=3, position=4)
    assert unknown.value.params == {"game_id": game_id, "seq": 3}
    with pytest.raises(ActionNotFound) as unknown:
        store.append_action(game_id=game_id, action=Add(seat=0, amount=4), position=4, redo_of=3)
    assert unknown.value.params == {"game_id": game_id, "seq": 3}, "not the action undone"
    loaded = store.load_game(game_id=game_id)
    assert (loaded.position, loaded.game.state) == (4, (1, 2))
    assert loaded.undone == ((3, Add(seat=0, amount=3)),)
    store.mark_all_undone(game_id=game_id, seqs=[2, 1], position=4)
    assert [seq for seq, _ in store.load_game(game_id=game_id).undone] == [3, 2, 1]


def test_a_log_that_no_longer_replays_names_the_game_and_the_action(store: Store) -> None:
    game = finished_game(1, 5)
    game_id = store.create_game(kind=KIND, setup=game.setup, seats=seat_infos(game))
    roll = RollDice(seat=0, symbols=("warrior", "wizard", "clover", "boots", "cleric", "rogue"))
    store.append_action(game_id=game_id, action=roll, position=0)
    store.append_action(game_id=game_id, action=roll, position=1)
    with pytest.raises(LogDoesNotReplay) as refused:
        store.load_game(game_id=game_id)
    assert refused.value.params["game_id"] == game_id
    assert refused.value.params["seq"] == 2
    assert refused.value.params["action"] == RollDice.TYPE
    assert f"action 2 ({RollDice.TYPE})" in str(refused.value)


def test_list_games_newest_first_by_status_and_kind(store: Store) -> None:
    older = stored(store, finished_game(1, 5))
    newer = store.create_game(
        kind=KIND, setup=finished_game(2, 6).setup, seats=[SeatInfo("A"), SeatInfo("B")]
    )
    store.append_action(
        game_id=older, action=EndRound(seat=0), position=len(finished_game(1, 5).actions)
    )
    assert [g.game_id for g in store.list_games()] == [older, newer]
    store.finish_game(
        game_id=newer, outcome=outcome(finished_game(2, 6).state).to_json(), position=0
    )
    assert [g.game_id for g in store.list_games(status=ACTIVE)] == [older]
    assert [g.game_id for g in store.list_games(status=FINISHED)] == [newer]
    assert store.list_games(kind="no_such_kind") == []
    assert [g.game_id for g in store.list_games(kind=KIND)] == [newer, older]
    summary = store.list_games(kind=KIND)[0]
    assert (summary.status, summary.action_count, len(summary.seats)) == (FINISHED, 0, 2)


def test_a_finished_game_keeps_its_result_and_closes_its_log(store: Store) -> None:
    game = finished_game(2, 8)
    game_id = stored(store, game)
    result = outcome(game.state).to_json()
    end = len(game.actions)
    store.finish_game(game_id=game_id, outcome=result, position=end)
    assert store.result(game_id=game_id) == result
    assert store.load_game(game_id=game_id).result == result
    with pytest.raises(GameFinished):
        store.append_action(game_id=game_id, action=EndRound(seat=0), position=end)
    with pytest.raises(GameFinished):
        store.undo(game_id=game_id, position=end)
    with pytest.raises(ValueError, match="not a game outcome"):
        store.reopen_game(game_id=game_id)
        store.finish_game(game_id=game_id, outcome={"seats": "everybody won"}, position=end)
    store.undo(game_id=game_id, position=end)
    assert store.result(game_id=game_id) is None


def test_a_finished_game_stays_readable_when_the_game_data_changes(
    store: Store, monkeypatch: pytest.MonkeyPatch
) -> None:
    game = finished_game(2, 8)
    game_id = stored(store, game)
    store.finish_game(
        game_id=game_id, outcome=outcome(game.state).to_json(), position=len(game.actions)
    )
    monkeypatch.setattr("sheets.paper_dungeons.setup.CONTENT_VERSION", "paper-dungeons/2")
    with pytest.raises(SetupUnreadable) as unreadable:
        store.load_game(game_id=game_id)
    assert game_id in str(unreadable.value)
    [played] = store.history()
    assert [seat.score for seat in played.seats] == [
        seat.score for seat in outcome(game.state).seats
    ]
    assert store.list_games()[0].status == FINISHED


def test_deleting_a_game_deletes_its_log_seats_and_result(store: Store) -> None:
    game = finished_game(2, 8)
    game_id = stored(store, game)
    store.finish_game(
        game_id=game_id, outcome=outcome(game.state).to_json(), position=len(game.actions)
    )
    token = store.issue_device_token(game_id=game_id, seat=1)
    kept = stored(store, finished_game(1, 5))
    store.delete_game(game_id=game_id)
    with pytest.raises(GameNotFound):
        store.load_game(game_id=game_id)
    assert [g.game_id for g in store.list_games()] == [kept]
    assert store.history() == []
    assert store.seat_for_token(token=token) is None
    assert store.load_game(game_id=kept).info.action_count == len(finished_game(1, 5).actions)


def test_device_tokens_find_their_seat_until_replaced_or_cleared(store: Store) -> None:
    game_id = store.create_game(
        kind=KIND, setup=finished_game(2, 6).setup, seats=[SeatInfo("A"), SeatInfo("B")]
    )
    first = store.issue_device_token(game_id=game_id, seat=1)
    found = store.seat_for_token(token=first)
    assert found is not None and (found.game_id, found.seat) == (game_id, 1)
    assert store.list_games()[0].seats[1].has_device
    second = store.issue_device_token(game_id=game_id, seat=1)
    assert second != first
    assert store.seat_for_token(token=first) is None
    store.clear_device_token(game_id=game_id, seat=1)
    assert store.seat_for_token(token=second) is None
    with pytest.raises(SeatNotFound):
        store.issue_device_token(game_id=game_id, seat=2)


def test_a_seats_holder_is_the_address_it_took_the_seat_from_and_when(store: Store) -> None:
    game_id = store.create_game(
        kind=KIND, setup=finished_game(2, 6).setup, seats=[SeatInfo("A"), SeatInfo("B")]
    )
    assert store.seat_holders(game_id=game_id) == []
    store.issue_device_token(game_id=game_id, seat=1, address="192.168.1.31")
    [holder] = store.seat_holders(game_id=game_id)
    assert (holder.seat, holder.address) == (1, "192.168.1.31")
    assert holder.joined_at is not None and holder.joined_at.tzinfo is not None
    store.clear_device_token(game_id=game_id, seat=1)
    assert store.seat_holders(game_id=game_id) == []


def test_a_finished_games_tokens_hold_no_seat_until_it_is_reopened(store: Store) -> None:
    game = finished_game(2, 8)
    game_id = stored(store, game)
    token = store.issue_device_token(game_id=game_id, seat=1)
    assert store.seat_for_token(token=token) is not None
    store.finish_game(
        game_id=game_id, outcome=outcome(game.state).to_json(), position=len(game.actions)
    )
    assert store.seat_for_token(token=token) is None
    store.reopen_game(game_id=game_id)
    found = store.seat_for_token(token=token)
    assert found is not None and found.seat == 1


def test_profiles_are_created_renamed_listed_and_deleted(store: Store) -> None:
    eva = store.create_profile(name=" Eva ")
    assert eva.name == "Eva"
    with pytest.raises(ProfileNameTaken):
        store.create_profile(name="eva")
    adam = store.create_profile(name="Adam")
    assert [p.name for p in store.list_profiles()] == ["Adam", "Eva"]
    assert store.rename_profile(profile_id=eva.profile_id, name="Eva K.").name == "Eva K."
    store.rename_profile(profile_id=eva.profile_id, name="eva k.")
    with pytest.raises(ProfileNameTaken):
        store.rename_profile(profile_id=adam.profile_id, name="EVA K.")

    game = finished_game(2, 8)
    game_id = store.create_game(
        kind=KIND,
        setup=game.setup,
        seats=[SeatInfo("Eva", eva.profile_id), SeatInfo("Adam")],
    )
    store.link_profile(game_id=game_id, seat=1, profile_id=adam.profile_id)
    assert [s.profile_id for s in store.list_games()[0].seats] == [eva.profile_id, adam.profile_id]
    store.delete_profile(profile_id=eva.profile_id)
    assert [s.profile_id for s in store.list_games()[0].seats] == [None, adam.profile_id]
    assert [s.name for s in store.list_games()[0].seats] == ["Eva", "Adam"]
    with pytest.raises(ProfileNotFound):
        store.delete_profile(profile_id=eva.profile_id)
    with pytest.raises(ProfileNotFound):
        store.create_game(kind=KIND, setup=game.setup, seats=[SeatInfo("X", eva.profile_id)])


# What the browser's field would have cut or could not type, sent by a client all the same.
REFUSED_NAMES = [
    ("x" * 200_000, "too_long"),
    ("Eva\x00", "control"),
    ("\x1b[31mEva", "control"),
    ("Eva\u202e", "direction"),
]


@pytest.mark.parametrize(("name", "reason"), REFUSED_NAMES)
def test_a_name_the_rule_refuses_is_stored_nowhere(store: Store, name: str, reason: str) -> None:
    with pytest.raises(NameRefused) as refused:
        store.create_profile(name=name)
    assert refused.value.reason == reason
    eva = store.create_profile(name="Eva")
    with pytest.raises(NameRefused):
        store.rename_profile(profile_id=eva.profile_id, name=name)
    assert [p.name for p in store.list_profiles()] == ["Eva"]
    game = finished_game(2, 8)
    with pytest.raises(NameRefused):
        store.create_game(kind=KIND, setup=game.setup, seats=[SeatInfo("Eva"), SeatInfo(name)])
    assert store.list_games() == []


def test_a_profile_says_how_its_person_is_addressed_and_new_games_seat_them_so(
    store: Store,
) -> None:
    eva = store.create_profile(name="Eva", address="feminine")
    alex = store.create_profile(name="Alex")
    assert [(p.name, p.address) for p in store.list_profiles()] == [
        ("Alex", None),
        ("Eva", "feminine"),
    ]
    store.address_profile(profile_id=alex.profile_id, address="neutral")
    with pytest.raises(AddressUnknown):
        store.address_profile(profile_id=alex.profile_id, address="sir")
    with pytest.raises(ProfileNotFound):
        store.address_profile(profile_id="nobody", address="neutral")
    assert store.list_profiles()[0].address == "neutral"

    game = finished_game(2, 8)
    game_id = store.create_game(
        kind=KIND,
        setup=game.setup,
        seats=[SeatInfo("Eva", eva.profile_id, "feminine"), SeatInfo("Adam")],
    )
    assert [s.address for s in store.load_game(game_id=game_id).info.seats] == ["feminine", None]
    with pytest.raises(AddressUnknown):
        store.create_game(kind=KIND, setup=game.setup, seats=[SeatInfo("X", address="x")])


def test_settings_and_house_rule_defaults(store: Store) -> None:
    assert store.get_setting(key="language") is None
    assert store.get_setting(key="language", default="cs") == "cs"
    store.set_setting(key="language", value="en")
    store.set_setting(key="language", value="cs")
    store.set_setting(key="theme", value={"mode": "dark", "scale": 1.25})
    assert store.app_settings() == {"language": "cs", "theme": {"mode": "dark", "scale": 1.25}}
    assert store.house_rule_defaults(kind=KIND) == {}
    store.set_house_rule_defaults(kind=KIND, overrides={"gem_glory_each": 3})
    assert store.house_rule_defaults(kind=KIND) == {"gem_glory_each": 3}
    assert "house_rules:" + KIND not in store.app_settings()
    store.delete_setting(key="theme")
    assert store.app_settings() == {"language": "cs"}


def test_an_in_memory_database_serves_one_process() -> None:
    memory = open_store(url="sqlite://")
    game_id = stored(memory, finished_game(1, 5))
    assert memory.load_game(game_id=game_id).game.state == finished_game(1, 5).state
    memory.close()


def test_a_corrected_setup_is_kept_and_the_log_replays_with_it(store: Store) -> None:
    game = finished_game(1, 3)
    game_id = stored(store, game)
    corrected = game.setup.model_copy(update={"house_rules": {"gem_glory_each": 4}})
    store.update_setup(game_id=game_id, setup=corrected, position=len(game.actions))
    loaded = store.load_game(game_id=game_id)
    assert loaded.setup.house_rules == {"gem_glory_each": 4}
    assert loaded.game.state.rules.gem_glory_each == 4
    assert loaded.game.actions == game.actions
