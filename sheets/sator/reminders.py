"""What the table must be told, and when: the reminders of each setup stage and each step
of the turn, as message keys (``sator.reminder.<name>``) with their parameters.

A reminder that rests on an unverified house rule names it in ``unverified``, so that the
screen can mark it instead of presenting a guess as a fact.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from itertools import chain
from typing import TYPE_CHECKING, Any, Literal

from sheets.sator.content import load_content
from sheets.sator.house_rules import HouseRules, unverified_in_use
from sheets.sator.preparation import next_drafter, next_placer
from sheets.sator.seating import draft_order, incertus_hand_sizes

if TYPE_CHECKING:
    from sheets.sator.setup import Setup
    from sheets.sator.state import TableState, Turn


SetupStage = Literal["books", "draft", "placement", "deal"]
SETUP_STAGES: tuple[SetupStage, ...] = ("books", "draft", "placement", "deal")


@dataclass(frozen=True, slots=True)
class Reminder:
    key: str
    params: Mapping[str, Any] = field(default_factory=dict)
    unverified: tuple[str, ...] = ()


class _Reminders:
    """Collects reminders, marking those that depend on unverified settings."""

    def __init__(self, rules: HouseRules) -> None:
        self._unverified = frozenset(unverified_in_use(rules))
        self.items: list[Reminder] = []

    def add(self, name: str, *settings: str, **params: Any) -> None:
        doubtful = tuple(setting for setting in settings if setting in self._unverified)
        self.items.append(Reminder(f"sator.reminder.{name}", params, doubtful))


def setup_reminders(setup: Setup, rules: HouseRules) -> tuple[Reminder, ...]:
    """The whole setup, stage by stage, for the checklist."""
    return tuple(chain.from_iterable(stage_reminders(setup, rules).values()))


def stage_reminders(
    setup: Setup | None, rules: HouseRules
) -> dict[SetupStage, tuple[Reminder, ...]]:
    """The setup's reminders by the stage they belong to. Without a setup (a checklist
    printed for no table in particular) those of every player count, without the counts
    that depend on who plays."""
    books, draft, placement, deal = (_Reminders(rules) for _ in SETUP_STAGES)
    _books(books, None if setup is None else len(setup.seats))
    if setup is not None and setup.walkways.draft_pool:
        draft.add("draft_order", order=_draft_order(setup))
    _building(placement)
    if setup is None:
        deal.add("deal_incertus_by_seat", "incertus_movet_cards", cards=rules.incertus_movet_cards)
        _table_ready(deal)
    else:
        _deal(deal, setup, rules)
    stages = (books, draft, placement, deal)
    return {stage: tuple(out.items) for stage, out in zip(SETUP_STAGES, stages, strict=True)}


def _draft_order(setup: Setup) -> str:
    order = draft_order(len(setup.seats), setup.first_player)
    # A comma, not an arrow: the fonts the web client bundles have no arrows.
    return ", ".join(setup.seats[seat].name for seat in order)


def _books(out: _Reminders, seats: int | None) -> None:
    """The books stage for ``seats`` players (``None``: any number)."""
    out.add("books_from_cards", "positioning_cards_per_colour")
    if seats is None or seats < len(load_content().colours):
        out.add("books_unused_colours")
    out.add("books_back_in_box")
    out.add("books_float")


def _building(out: _Reminders) -> None:
    out.add("placement_order")
    out.add("building_inside_grid")
    out.add("building_books_on_walkways")
    out.add("building_one_book_per_colour")
    out.add("building_no_blocking")
    out.add("building_lift_book")
    out.add("placement_strategy")


def _deal(out: _Reminders, setup: Setup, rules: HouseRules) -> None:
    dealt = sum(incertus_hand_sizes(len(setup.seats), setup.first_player))
    out.add("deal_incertus", "incertus_movet_cards", pile=rules.incertus_movet_cards - dealt)
    _table_ready(out)


def _table_ready(out: _Reminders) -> None:
    out.add("shuffle_liber_fidei", cards=load_content().rules.prayers_per_player)
    out.add("monks_on_start")
    out.add("prayers_not_round_one")
    out.add("prayer_hand_limit", limit=load_content().rules.turn.max_prayers_in_hand)
    out.add("walkways_belong_to_all")


def reminders(state: TableState) -> tuple[Reminder, ...]:
    """What the table needs to hear now, most pressing first."""
    out = _Reminders(state.rules)
    match state.phase:
        case "books":
            _books(out, state.seat_count)
        case "draft":
            out.add("draft_pick", player=state.name(next_drafter(state)))
            out.add("draft_order", order=_draft_order(state.setup))
            # A table recording the walkways in one tap goes from the draft to the deal.
            _building(out)
        case "placement":
            out.add(
                "placement_turn",
                player=state.name(next_placer(state)),
                left=state.walkways_left_to_place,
            )
            _building(out)
        case "deal":
            _deal(out, state.setup, state.rules)
        case "play":
            assert state.turn is not None
            _turn(out, state, state.turn)
        case "finished":
            assert state.winner is not None
            out.add(
                "winner",
                player=state.name(state.winner),
                books=load_content().rules.books_per_colour,
            )
    return tuple(out.items)


def _turn(out: _Reminders, state: TableState, turn: Turn) -> None:
    content = load_content()
    rules = state.rules
    lock = content.rules.turn.prayer_lock_rounds
    if turn.monk_locked:
        out.add("monk_locked")
    if "move_opponent_monks" in turn.prayer_effects() and rules.opponents_collect_books:
        out.add("opponents_collect", "opponents_collect_books")
    match turn.step:
        case "exchange":
            out.add("exchange_simple", ap=content.rules.exchange.simple.ap)
            out.add("exchange_search", ap=content.rules.exchange.search.ap)
            out.add("exchange_misprint")
            out.add("discarded_prayers_face_up")
        case "play":
            if state.round <= lock:
                out.add("prayers_not_round_one")
            out.add("one_effect_per_card")
            out.add(
                "rotas_cost",
                "rotas_ap_per_rotation",
                "rotas_max_rotations",
                ap=rules.rotas_ap_per_rotation,
                most=rules.rotas_max_rotations,
            )
            out.add(
                "moves_cost",
                "moves_ap_per_square",
                "moves_max_squares",
                ap=rules.moves_ap_per_square,
                most=rules.moves_max_squares,
            )
            out.add("monk_surcharge", "monk_surcharge_ap", ap=rules.monk_surcharge_ap)
            out.add("golden_rule_cards", "golden_rule_scope")
            out.add("no_back_and_forth")
            out.add("end_inside_grid")
            out.add("impossible_effects")
            out.add("prayers_no_movement")
        case "move":
            out.add("movement_points", points=turn.movement_points)
            out.add("walk_rules")
            out.add("monks_block")
            out.add("collect_books")
        case "discard":
            out.add("discard_incertus", cards=turn.incertus_played)
            out.add("prayers_stay_face_up")
        case "draw":
            _draw(out, state, turn)
    if turn.free_action is None:
        out.add("free_action")
    if any(player.gargoyle.where == "board" for player in state.players):
        out.add(
            "remove_gargoyle",
            "gargoyle_removal_ap",
            cards=content.rules.gargoyle_removal_discard,
            ap=rules.gargoyle_removal_ap,
        )
    out.add("unspent_ap_lost", left=state.ap_left)


def _draw(out: _Reminders, state: TableState, turn: Turn) -> None:
    turn_rules = load_content().rules.turn
    player = state.players[turn.seat]
    missing = turn_rules.hand_size - player.hand_size
    out.add("draw_to_six", size=turn_rules.hand_size, missing=missing)
    out.add("prayer_hand_limit", limit=turn_rules.max_prayers_in_hand)
    if missing > state.incertus_pile:
        out.add("reshuffle", pile=state.incertus_pile)
