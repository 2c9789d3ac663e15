"""What a device shows. The Big Book of Madness is cooperative and every card on the
table is public, so every seat sees the whole table; a seat's view adds whether it is
that seat's turn."""

from __future__ import annotations

from dataclasses import dataclass

from sheets.big_book_of_madness.content import (
    BASIC_SPELLS,
    ELEMENTS,
    AbilityId,
    CurseKind,
    Element,
    MagicianId,
    Place,
    load_content,
)
from sheets.big_book_of_madness.house_rules import Difficulty, StartingDeck, unverified_in_use
from sheets.big_book_of_madness.reminders import Reminder, checklist, step_reminders
from sheets.big_book_of_madness.setup import Mode
from sheets.big_book_of_madness.state import (
    CurseStatus,
    Monster,
    Phase,
    Result,
    TableState,
)


@dataclass(frozen=True, slots=True)
class SpellView:
    id: str
    element: Element
    level: int
    basic: bool
    used: bool
    neutralised: bool
    cast_this_turn: bool


@dataclass(frozen=True, slots=True)
class PlayerView:
    seat: int
    name: str
    magician: MagicianId
    ability: AbilityId
    ability_used: bool
    active: bool
    eliminated: bool
    madness_hand: int
    madness_support: int
    madness_piles: int
    madness: int
    madness_held: int
    granted_actions: int
    support: int
    support_limit: int
    spells: tuple[SpellView, ...]
    spell_limit: int
    starting_deck: StartingDeck | None


@dataclass(frozen=True, slots=True)
class CurseView:
    """A curse place; ``cost`` is what breaking the curse there takes, per element."""

    place: Place
    space: int
    kind: CurseKind | None
    status: CurseStatus
    label: str
    madness_under: int
    cost: dict[Element, int]


@dataclass(frozen=True, slots=True)
class LibraryStack:
    element: Element
    top: str | None
    cards_left: int


@dataclass(frozen=True, slots=True)
class SupplyPiles:
    """The cards left in the value-2 and value-3 piles of one element."""

    element: Element
    value_2: int
    value_3: int


@dataclass(frozen=True, slots=True)
class TableView:
    seat: int
    your_turn: bool
    phase: Phase
    turn: int
    round: int
    rounds: int
    marker: int
    active: int
    difficulty: Difficulty
    round_tracker: tuple[int, ...]
    mode: Mode
    players: tuple[PlayerView, ...]
    madness_deck: int
    curses: tuple[CurseView, ...]
    monsters: tuple[Monster, ...]
    awaiting_monster: bool
    library: tuple[LibraryStack, ...]
    supply: tuple[SupplyPiles, ...]
    supply_unsure: int
    reminders: tuple[Reminder, ...]
    checklist: tuple[Reminder, ...]
    effect_order: tuple[int, ...]
    unverified: tuple[str, ...]
    result: Result | None


def view(state: TableState, seat: int) -> TableView:
    content = load_content()
    return TableView(
        seat=seat,
        your_turn=state.phase not in ("setup", "over") and seat == state.active,
        phase=state.phase,
        turn=state.turn,
        round=state.round,
        rounds=content.rounds,
        marker=state.marker,
        active=state.active,
        difficulty=state.setup.difficulty,
        round_tracker=state.rules.multi_curses_by_round[state.setup.difficulty],
        mode=state.setup.mode,
        players=tuple(_player(state, index) for index in range(len(state.players))),
        madness_deck=state.madness_deck,
        curses=tuple(_curse(slot.place, state) for slot in state.curses),
        monsters=state.monsters,
        awaiting_monster=state.awaiting_monster,
        library=tuple(
            LibraryStack(
                element=element,
                top=state.library_top(element),
                cards_left=len(state.library[index]),
            )
            for index, element in enumerate(ELEMENTS)
        ),
        supply=tuple(
            SupplyPiles(
                element=element,
                value_2=state.pile(element, 2),
                value_3=state.pile(element, 3),
            )
            for element in ELEMENTS
        ),
        supply_unsure=_decks_not_entered(state),
        reminders=step_reminders(state),
        checklist=checklist(state.setup, state.rules),
        effect_order=state.clockwise_from_active(),
        unverified=unverified_in_use(state.rules, state.setup.house_rules),
        result=state.result,
    )


def public_view(state: TableState) -> TableView:
    """The table as a device holding none of its seats sees it: as the magician whose turn
    it is does, whom the whole table follows (nothing in this game is hidden)."""
    return view(state, state.active)


def _decks_not_entered(state: TableState) -> int:
    """Starting decks whose value-2 card left the supply without the app knowing its
    element: the value-2 piles may hold that many cards fewer than counted."""
    rules = state.rules
    if not rules.starting_value_2_from_supply or state.setup.nightmare:
        return 0
    return sum(player.magician not in rules.starting_decks for player in state.setup.players)


def _player(state: TableState, seat: int) -> PlayerView:
    player = state.players[seat]
    rules = state.rules
    return PlayerView(
        seat=seat,
        name=state.setup.players[seat].name,
        magician=player.magician,
        ability=rules.ability_of(player.magician),
        ability_used=player.ability_used,
        active=seat == state.active,
        eliminated=player.eliminated,
        madness_hand=player.madness_hand,
        madness_support=player.madness_support,
        madness_piles=player.madness_piles,
        madness=player.madness,
        madness_held=player.madness_held,
        granted_actions=player.granted_actions,
        support=player.support,
        support_limit=state.support_limit(seat),
        spells=tuple(
            SpellView(
                id=spell.id,
                element=rules.spell_element(spell.id),
                level=rules.spell_level(spell.id),
                basic=spell.id in BASIC_SPELLS,
                used=spell.used,
                neutralised=spell.neutralised,
                cast_this_turn=spell.cast_this_turn,
            )
            for spell in player.spells
        ),
        spell_limit=state.spell_limit(seat),
        starting_deck=rules.starting_decks.get(player.magician),
    )


def _curse(place: Place, state: TableState) -> CurseView:
    slot = state.curse(place)
    costs = load_content().costs
    cost: dict[Element, int] = {}
    if slot.kind == "multi":
        cost = dict.fromkeys(ELEMENTS, costs.multi_curse_each_element)
    elif slot.kind is not None:
        cost = {slot.kind: costs.element_curse}
    return CurseView(
        place=place,
        space=slot.space,
        kind=slot.kind,
        status=slot.status,
        label=slot.label,
        madness_under=slot.madness_under,
        cost=cost,
    )


__all__ = [
    "CurseView",
    "LibraryStack",
    "PlayerView",
    "SpellView",
    "SupplyPiles",
    "TableView",
    "view",
]
