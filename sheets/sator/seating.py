"""Who goes when: the turn order, the walkway draft and placement orders, the card deal.

Seats are listed clockwise. The starting player (the one who last said a psalm) is
player 1 of the rules' tables, the player on their left player 2, and so on; play passes
to the left, and walkways are placed counter-clockwise starting from the last player.
"""

from __future__ import annotations

from sheets.sator.content import load_content


def turn_order(seats: int, first_player: int) -> tuple[int, ...]:
    """Seats in the order they play, from the starting player clockwise."""
    return tuple((first_player + position) % seats for position in range(seats))


def player_number(seats: int, first_player: int, seat: int) -> int:
    """The rules' number of a seat: 1 for the starting player, then clockwise."""
    return turn_order(seats, first_player).index(seat) + 1


def draft_order(seats: int, first_player: int) -> tuple[int, ...]:
    """The seats that pick the walkways left after the deal, pick by pick (three players)."""
    order = turn_order(seats, first_player)
    return tuple(order[number - 1] for number in load_content().walkway_deal(seats).draft_order)


def pieces_per_player(seats: int) -> int:
    content = load_content()
    rule = content.walkway_deal(seats)
    return rule.per_shape * len(content.shapes) + len(rule.draft_order) // seats


def placement_order(seats: int, first_player: int) -> tuple[int, ...]:
    """The seat that lays each walkway in turn: counter-clockwise from the last player,
    one piece each time round, until every piece is on the board."""
    counter_clockwise = tuple(reversed(turn_order(seats, first_player)))
    return counter_clockwise * pieces_per_player(seats)


def incertus_hand_sizes(seats: int, first_player: int) -> tuple[int, ...]:
    """How many Incertus Movet cards each seat (by seat index) is dealt."""
    by_position = load_content().incertus_hands(seats)
    order = turn_order(seats, first_player)
    return tuple(by_position[order.index(seat)] for seat in range(seats))
