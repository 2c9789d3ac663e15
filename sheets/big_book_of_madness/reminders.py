"""What the table must be told, in order: the setup checklist, and for each step of a
turn what to do at the table and what is easily forgotten.

Each reminder is a message key (``bbm.remind.*``, ``bbm.check.*``) with its parameters;
ids in the parameters (a player's seat, an element, a spell) are turned into words by
:mod:`sheets.big_book_of_madness.text`.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from sheets.big_book_of_madness.content import ELEMENTS, Element, load_content
from sheets.big_book_of_madness.house_rules import HouseRules
from sheets.big_book_of_madness.setup import Setup
from sheets.big_book_of_madness.state import INVOCATION, TableState


@dataclass(frozen=True, slots=True)
class Reminder:
    key: str
    params: Mapping[str, Any] = field(default_factory=dict)


def checklist(setup: Setup, rules: HouseRules | None = None) -> tuple[Reminder, ...]:
    """The setup of the physical game, in the rulebook's order, with the numbers filled in
    (``rules`` are the setup's own, when already at hand)."""
    content = load_content()
    rules = rules or setup.rules()
    players = len(setup.players)
    deck = rules.madness_deck_by_players[players]
    items = [
        Reminder("bbm.check.board"),
        Reminder(
            "bbm.check.madness_deck",
            {"count": deck, "to_box": content.madness_cards - deck},
        ),
        Reminder("bbm.check.curse_decks"),
        Reminder("bbm.check.element_supply"),
        Reminder("bbm.check.basic_spells", {"count": players}),
    ]
    for seat, player in enumerate(setup.players):
        items.append(
            Reminder(
                "bbm.check.magician",
                {
                    "player": seat,
                    "magician": player.magician,
                    "ability": rules.ability_of(player.magician),
                },
            )
        )
        deck_cards = rules.starting_decks.get(player.magician)
        if deck_cards is None:
            items.append(Reminder("bbm.check.starting_deck_from_sheet", {"player": seat}))
        else:
            items.append(
                Reminder(
                    "bbm.check.starting_deck",
                    {
                        "player": seat,
                        **_by_element(deck_cards.value_1),
                        "value_2": deck_cards.value_2,
                    },
                )
            )
    if setup.nightmare:
        items.append(Reminder("bbm.check.nightmare"))
    items.append(Reminder("bbm.check.value_1_to_box"))
    if setup.horror:
        items.append(Reminder("bbm.check.horror", {"deck": deck - players}))
    items.append(Reminder("bbm.check.shuffle_decks"))
    items += _grimoire(setup, rules)
    items += _library(setup, rules)
    items += [
        Reminder("bbm.check.round_marker", {"difficulty": setup.difficulty}),
        Reminder("bbm.check.invocation_marker"),
        Reminder("bbm.check.element_tokens"),
        Reminder("bbm.check.first_player", {"player": setup.first_player}),
        Reminder("bbm.check.draw", {"count": content.hand_size}),
    ]
    if setup.five_player_variant:
        items.append(Reminder("bbm.check.five_player_variant"))
    return tuple(items)


def _by_element(counts: Mapping[Element, int]) -> dict[str, int]:
    return {element: counts[element] for element in ELEMENTS}


def _grimoire(setup: Setup, rules: HouseRules) -> list[Reminder]:
    content = load_content()
    inner = setup.grimoire.inner_pages
    items = [Reminder("bbm.check.grimoire_final")]
    if all(rules.page_name(page) for page in inner):
        items.append(Reminder("bbm.check.grimoire_inner_named", {"pages": list(inner)}))
    else:
        items.append(
            Reminder(
                "bbm.check.grimoire_inner_random",
                {"count": content.grimoire.inner_pages_drawn, "of": content.grimoire.inner_pages},
            )
        )
    if rules.page_name(setup.grimoire.first_page):
        items.append(
            Reminder("bbm.check.grimoire_first_named", {"page": setup.grimoire.first_page})
        )
    else:
        items.append(
            Reminder("bbm.check.grimoire_first_random", {"of": content.grimoire.first_pages})
        )
    return items


def _library(setup: Setup, rules: HouseRules) -> list[Reminder]:
    items = []
    for element in ELEMENTS:
        stack = setup.library[element]
        if all(spell in rules.spell_names for spell in stack):
            items.append(
                Reminder(
                    "bbm.check.library_stack",
                    {
                        "element": element,
                        "level_1": stack[0],
                        "level_2": stack[1],
                        "level_3": stack[2],
                    },
                )
            )
        else:
            items.append(Reminder("bbm.check.library_random", {"element": element}))
    return items


def step_reminders(state: TableState) -> tuple[Reminder, ...]:
    """What the table is to do in the current step, in the order to do it."""
    match state.phase:
        case "setup":
            return (*checklist(state.setup, state.rules), Reminder("bbm.remind.start"))
        case "focus":
            items = _focus(state)
        case "grimoire":
            items = _grimoire_phase(state)
        case "actions":
            items = _actions(state)
        case "recovery":
            items = _recovery(state)
        case "over":
            assert state.result is not None
            key = "bbm.remind.won" if state.result.won else "bbm.remind.lost"
            return (Reminder(key, {"reason": state.result.reason}),)
    return tuple(items + _warnings(state))


def _focus(state: TableState) -> list[Reminder]:
    items = [
        Reminder("bbm.remind.turn_of", {"player": state.active, "turn": state.turn}),
        Reminder("bbm.remind.refresh_spells", {"player": state.active}),
    ]
    items += _ability(state)
    if state.marker == load_content().turns_per_round:
        key = (
            "bbm.remind.final_check"
            if state.round == load_content().rounds
            else "bbm.remind.round_ends"
        )
        items.append(Reminder(key, {"round": state.round}))
    items.append(Reminder("bbm.remind.move_marker"))
    return items


def _grimoire_phase(state: TableState) -> list[Reminder]:
    report = state.report
    assert report is not None
    items: list[Reminder] = []
    if report.ended_round is not None:
        if report.beaten:
            items.append(Reminder("bbm.remind.monster_beaten", {"number": report.ended_round}))
        else:
            items += [
                Reminder("bbm.remind.monster_not_beaten", {"number": report.ended_round}),
                Reminder("bbm.remind.curses_to_decks"),
            ]
    if report.new_monster:
        items += _new_monster(state)
    for place in report.triggered:
        slot = state.curse(place)
        params = {"place": place, "kind": slot.kind, "space": slot.space}
        if slot.label:
            items.append(
                Reminder("bbm.remind.labelled_curse_triggers", {**params, "label": slot.label})
            )
        else:
            items.append(Reminder("bbm.remind.curse_triggers", params))
        items.append(
            Reminder("bbm.remind.effect_order", {"players": list(state.clockwise_from_active())})
        )
    for place in report.passed:
        items.append(Reminder("bbm.remind.curse_passed", {"place": place}))
    if report.space != INVOCATION and not (report.new_monster or report.triggered or report.passed):
        items.append(Reminder("bbm.remind.space_quiet", {"space": report.space}))
    items += _ability(state)
    return items


def _new_monster(state: TableState) -> list[Reminder]:
    monster = state.monster
    assert monster is not None
    rounds = load_content().rounds
    named = state.rules.page_name(monster.page) is not None
    items = [
        Reminder(
            "bbm.remind.turn_page_named" if named else "bbm.remind.turn_page",
            {"number": monster.number, "rounds": rounds, "page": monster.page},
        ),
        Reminder("bbm.remind.arrival_effect"),
        Reminder(
            "bbm.remind.round_marker",
            {
                "round": monster.number,
                "difficulty": state.setup.difficulty,
                "count": monster.multi_curses,
            },
        ),
    ]
    if monster.number == rounds:
        items.append(Reminder("bbm.remind.final_monster"))
    if state.awaiting_monster:
        items.append(Reminder("bbm.remind.enter_elements", {"number": monster.number}))
        return items
    for place in state.rules.curse_place_order:
        slot = state.curse(place)
        if slot.kind is not None:
            items.append(
                Reminder(
                    "bbm.remind.place_curse",
                    {"place": place, "kind": slot.kind, "space": slot.space},
                )
            )
    if not monster.madness_under_curses:
        items.append(Reminder("bbm.remind.warlock"))
    return items


def _actions(state: TableState) -> list[Reminder]:
    content = load_content()
    items = [
        Reminder("bbm.remind.actions", {"player": state.active}),
        Reminder("bbm.remind.payment"),
    ]
    items += _ability(state)
    upcoming = state.marker + 1
    if state.marker < content.turns_per_round:
        waiting = [
            slot for slot in state.curses if slot.space == upcoming and slot.status == "waiting"
        ]
        for slot in waiting:
            items.append(
                Reminder(
                    "bbm.remind.next_curse",
                    {"place": slot.place, "kind": slot.kind, "space": upcoming},
                )
            )
    else:
        left = sum(slot.on_track for slot in state.curses)
        if left:
            items.append(Reminder("bbm.remind.curses_left", {"count": left, "round": state.round}))
        else:
            items.append(Reminder("bbm.remind.all_curses_broken", {"round": state.round}))
    return items


def _recovery(state: TableState) -> list[Reminder]:
    content = load_content()
    player = state.players[state.active]
    items = [
        Reminder("bbm.remind.hand_size", {"player": state.active, "count": content.hand_size}),
        Reminder("bbm.remind.no_madness_discard"),
        Reminder(
            "bbm.remind.scared_check",
            {
                "player": state.active,
                "count": content.madness_in_hand_to_be_scared_to_death,
                "madness": player.madness_held,
            },
        ),
    ]
    if state.rules.scared_to_death_check == "every_player":
        items.append(Reminder("bbm.remind.scared_check_everyone"))
    return items


def _ability(state: TableState) -> list[Reminder]:
    player = state.players[state.active]
    ability = state.rules.ability_of(player.magician)
    if load_content().ability(ability).timing != "once_per_turn" or player.ability_used:
        return []
    return [Reminder("bbm.remind.ability", {"player": state.active, "ability": ability})]


def _warnings(state: TableState) -> list[Reminder]:
    """What stays wrong until fixed: a support over its limit, a madness deck running low."""
    items = []
    for seat, player in enumerate(state.players):
        limit = state.support_limit(seat)
        if not player.eliminated and player.support > limit:
            items.append(
                Reminder(
                    "bbm.remind.support_over_limit",
                    {"player": seat, "support": player.support, "limit": limit},
                )
            )
    remaining = len(state.remaining_players)
    if state.madness_deck < 2 * remaining:
        items.append(
            Reminder(
                "bbm.remind.madness_deck_low", {"count": state.madness_deck, "remaining": remaining}
            )
        )
    return items
