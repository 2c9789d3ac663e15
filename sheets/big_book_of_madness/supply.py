"""The element supply: face-up piles of value-2 and value-3 cards of each element, bought
in the Actions phase and handed out as the reward for a broken curse, while they last."""

from __future__ import annotations

from sheets.big_book_of_madness.actions import AcquireElement, CountSupply
from sheets.big_book_of_madness.checks import require_play, require_player, take_turn_action
from sheets.big_book_of_madness.content import ELEMENTS, Element, SupplyValue, load_content
from sheets.big_book_of_madness.state import TableState
from sheets.core.errors import Illegal
from sheets.core.events import Event
from sheets.core.registry import Transition

REWARD_VALUE: SupplyValue = 2


def acquire(state: TableState, action: AcquireElement) -> Transition:
    """An element card from its pile into the seat's discard pile, for as many elements
    of its kind as its value."""
    require_player(state, action.seat)
    state, granted = take_turn_action(state, action.seat)
    left = state.pile(action.element, action.value)
    if left < 1:
        raise Illegal("bbm_supply_pile_empty", element=action.element, value=action.value)
    state = state.with_pile(action.element, action.value, left - 1)
    event = Event(
        "bbm_element_acquired",
        action.seat,
        {
            "element": action.element,
            "value": action.value,
            "cost": load_content().costs.acquire(action.value),
            "left": left - 1,
            "granted": granted,
        },
    )
    return Transition(state, (event,))


def take_reward(state: TableState, seat: int, reward: Element | None) -> tuple[TableState, Event]:
    """A broken curse's reward: a value-2 card of the element the breaker chooses, into
    their discard pile; nothing when every value-2 pile is empty.

    :raises Illegal: when a card was left but none (or one from an empty pile) chosen.
    """
    left = {element: state.pile(element, REWARD_VALUE) for element in ELEMENTS}
    if reward is None:
        if any(left.values()):
            raise Illegal("bbm_choose_reward")
        return state, Event("bbm_no_reward", seat, {})
    if left[reward] < 1:
        raise Illegal("bbm_supply_pile_empty", element=reward, value=REWARD_VALUE)
    state = state.with_pile(reward, REWARD_VALUE, left[reward] - 1)
    return state, Event("bbm_reward_taken", seat, {"element": reward, "left": left[reward] - 1})


def count_supply(state: TableState, action: CountSupply) -> Transition:
    """The table's count of a pile replaces the app's."""
    require_play(state)
    most = getattr(load_content().supply, f"value_{action.value}")
    if not 0 <= action.count <= most:
        raise Illegal("bbm_bad_pile_count", count=action.count, most=most)
    before = state.pile(action.element, action.value)
    state = state.with_pile(action.element, action.value, action.count)
    event = Event(
        "bbm_supply_counted",
        None,
        {
            "element": action.element,
            "value": action.value,
            "count": action.count,
            "before": before,
        },
    )
    return Transition(state, (event,))
