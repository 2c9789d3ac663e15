"""What Dracula reads off the table before he decides: where the hunters could reach,
and which of his hideouts the hunters have turned face up."""

from __future__ import annotations

from dataclasses import dataclass

from sheets.fury_of_dracula.app_dracula.geography import FAR, distances
from sheets.fury_of_dracula.content import load_content
from sheets.fury_of_dracula.movement import is_sea
from sheets.fury_of_dracula.state import GameState

# A sea is no city: no hunter ending a move there can find Dracula, so it counts as
# this far from them.
SEA_SAFETY = 3


@dataclass(frozen=True, slots=True)
class Reading:
    """``hunters`` are the places of the hunters still standing; ``known`` the places of
    his trail whose card lies face up, freshest first."""

    state: GameState
    hunters: tuple[str, ...]
    known: tuple[str, ...]

    def threat(self, place: str) -> int:
        """The fewest moves the nearest hunter needs to reach ``place``."""
        if is_sea(place):
            return SEA_SAFETY
        table = distances(self.state.board)
        return min((table[hunter].get(place, FAR) for hunter in self.hunters), default=FAR)

    def from_known(self, place: str) -> int:
        """Moves from the freshest face-up card of his trail (far when there is none)."""
        if not self.known:
            return FAR
        return distances(self.state.board)[self.known[0]].get(place, FAR)

    def free_ways(self, place: str) -> int:
        """Places next to ``place`` that his trail does not block."""
        board = self.state.board
        taken = self.state.cards_in_use()
        neighbours = set(board.road_neighbours(place)) | set(board.sea_neighbours(place))
        return sum(1 for n in neighbours if n not in taken and not self.state.tokens.blessed(n))


def read(state: GameState) -> Reading:
    hunters = tuple(figure.location for figure in state.hunters if not figure.defeated)
    known = tuple(
        slot.location
        for slot in state.trail
        if slot is not None and slot.location is not None and slot.location in slot.revealed
    )
    return Reading(state=state, hunters=hunters, known=known)


def vampires(cards: tuple[str, ...]) -> tuple[str, ...]:
    content = load_content()
    return tuple(card for card in cards if content.is_vampire(card))
