"""The turn track: the invocation marker, the monster of each round and its curses.

Moving the marker is the Grimoire phase's upkeep. On space 1 a new monster arrives and
its curses are placed (the multi-element curses the round tracker adds, then the
monster's left, top and right elements); on spaces 2-5 the curses there trigger; on the
Invocation space the round ends, beaten or not.
"""

from __future__ import annotations

from dataclasses import replace

from sheets.big_book_of_madness.actions import (
    BreakCurse,
    LabelCurse,
    MadnessUnderCurses,
    NeutraliseCurse,
    RevealMonster,
)
from sheets.big_book_of_madness.checks import (
    require_phase,
    require_play,
    require_player,
    take_turn_action,
    with_player,
)
from sheets.big_book_of_madness.content import PLACES, CurseKind, Element, Place, load_content
from sheets.big_book_of_madness.madness import finish, shortfall
from sheets.big_book_of_madness.state import (
    INVOCATION,
    CurseSlot,
    MarkerReport,
    Monster,
    TableState,
)
from sheets.big_book_of_madness.supply import take_reward
from sheets.core.errors import Illegal
from sheets.core.events import Event
from sheets.core.registry import Transition

LABEL_LENGTH = 60


def move_marker(state: TableState) -> tuple[TableState, list[Event]]:
    """One step of the invocation marker, with everything that step sets off."""
    if state.marker == INVOCATION:
        return new_monster(state.but(marker=1))
    if state.marker < load_content().turns_per_round:
        return _trigger(state.but(marker=state.marker + 1))
    state, events = _end_round(state.but(marker=INVOCATION))
    if state.result is not None:
        return state, events
    ended = state.report
    state, happened = new_monster(state.but(marker=1))
    assert ended is not None and state.report is not None
    report = replace(state.report, ended_round=ended.ended_round, beaten=ended.beaten)
    state = state.but(report=report)
    return state, events + happened


def new_monster(state: TableState) -> tuple[TableState, list[Event]]:
    """Turn the page: the next monster, the round tracker moved down, its curses placed."""
    number = state.round + 1
    page = state.setup.grimoire.page_of_monster(number)
    multi = state.rules.multi_curses_by_round[state.setup.difficulty][number - 1]
    events = [
        Event("bbm_new_monster", None, {"number": number, "page": page, "multi_curses": multi})
    ]
    state, restored = _restore_spells(state)
    events += restored
    state = state.but(
        round=number,
        monsters=(*state.monsters, Monster(number=number, page=page, multi_curses=multi)),
        curses=tuple(CurseSlot(place=place) for place in PLACES),
        report=MarkerReport(space=1, new_monster=True),
    )
    elements = state.rules.monster_elements(page)
    if elements is None:
        events.append(Event("bbm_monster_elements_needed", None, {"number": number}))
        return state, events
    return _place_curses(state, elements, events)


def _restore_spells(state: TableState) -> tuple[TableState, list[Event]]:
    """Spells neutralised by a curse turn face up again when the next monster arrives."""
    events = []
    for seat, player in enumerate(state.players):
        count = sum(spell.neutralised for spell in player.spells)
        if count:
            spells = tuple(replace(spell, neutralised=False) for spell in player.spells)
            state = with_player(state, seat, player.but(spells=spells))
            events.append(Event("bbm_spells_face_up", seat, {"count": count}))
    return state, events


def _place_curses(
    state: TableState, elements: tuple[Element, Element, Element], events: list[Event]
) -> tuple[TableState, list[Event]]:
    monster = state.monster
    assert monster is not None
    kinds: list[CurseKind] = ["multi" for _ in range(monster.multi_curses)]
    kinds += elements
    placed = dict(zip(state.rules.curse_place_order, kinds, strict=False))
    for place in state.rules.curse_place_order:
        if place in placed:
            events.append(Event("bbm_curse_placed", None, {"place": place, "kind": placed[place]}))
    curses = tuple(
        CurseSlot(place=slot.place, kind=placed.get(slot.place)) for slot in state.curses
    )
    monsters = (*state.monsters[:-1], replace(monster, elements=elements))
    return state.but(curses=curses, monsters=monsters), events


def _trigger(state: TableState) -> tuple[TableState, list[Event]]:
    """The curses under the marker's new space trigger, the left one before the right."""
    space = state.marker
    events: list[Event] = []
    triggered: list[Place] = []
    passed: list[Place] = []
    curses = list(state.curses)
    for index, slot in enumerate(curses):
        if slot.space != space or slot.kind is None or slot.stage == "broken":
            continue
        if slot.neutralised_on is not None:
            curses[index] = replace(slot, stage="passed")
            passed.append(slot.place)
            events.append(Event("bbm_curse_passed", None, {"place": slot.place}))
        else:
            curses[index] = replace(slot, stage="triggered")
            triggered.append(slot.place)
            params = {"place": slot.place, "kind": slot.kind}
            if slot.label:
                events.append(
                    Event("bbm_labelled_curse_triggered", None, {**params, "label": slot.label})
                )
            else:
                events.append(Event("bbm_curse_triggered", None, params))
    if not events:
        events.append(Event("bbm_space_quiet", None, {"space": space}))
    report = MarkerReport(space=space, triggered=tuple(triggered), passed=tuple(passed))
    return state.but(curses=tuple(curses), report=report), events


def _end_round(state: TableState) -> tuple[TableState, list[Event]]:
    """The marker is back on the Invocation space: was the monster beaten?"""
    monster = state.monster
    assert monster is not None
    left = [slot for slot in state.curses if slot.on_track]
    beaten = not left
    events = [Event("bbm_round_ended", None, {"round": state.round})]
    if beaten:
        events.append(Event("bbm_monster_beaten", None, {"number": monster.number}))
    else:
        events.append(
            Event("bbm_monster_not_beaten", None, {"number": monster.number, "curses": len(left)})
        )
    returned = sum(slot.madness_under for slot in left)
    state = state.but(
        madness_deck=state.madness_deck + returned,
        curses=tuple(CurseSlot(place=place) for place in PLACES),
        monsters=(*state.monsters[:-1], replace(monster, beaten=beaten)),
        report=MarkerReport(space=INVOCATION, ended_round=state.round, beaten=beaten),
    )
    if returned:
        events.append(
            Event(
                "bbm_madness_back_from_curses",
                None,
                {"count": returned, "deck": state.madness_deck},
            )
        )
    if state.round == load_content().rounds:
        reason = "final_monster_beaten" if beaten else "final_monster_not_beaten"
        state, ending = finish(state, won=beaten, reason=reason)
        events.append(ending)
    return state, events


def reveal_monster(state: TableState, action: RevealMonster) -> Transition:
    require_phase(state, "grimoire")
    if not state.awaiting_monster:
        raise Illegal("bbm_no_monster_to_reveal")
    state, events = _place_curses(state, action.elements, [])
    return Transition(state, tuple(events))


def break_curse(state: TableState, action: BreakCurse) -> Transition:
    require_player(state, action.seat)
    state, granted = take_turn_action(state, action.seat)
    slot = _placed(state, action.place)
    if slot.status == "neutralised":
        raise Illegal("bbm_curse_neutralised", place=action.place)
    state, reward = take_reward(state, action.seat, action.reward)
    breaker = state.players[action.seat]
    content = load_content()
    events = [
        Event(
            "bbm_multi_curse_broken" if slot.kind == "multi" else "bbm_curse_broken",
            action.seat,
            {
                "place": action.place,
                "kind": slot.kind,
                "cost": content.costs.element_curse,
                "granted": granted,
            },
        ),
        reward,
    ]
    if slot.madness_under:
        breaker = breaker.with_madness("piles", slot.madness_under)
        state = with_player(state, action.seat, breaker)
        events.append(
            Event(
                "bbm_madness_gained",
                action.seat,
                {"count": slot.madness_under, "to": "discard_pile", "deck": state.madness_deck},
            )
        )
    if state.rules.ability_of(breaker.magician) == "draw_on_break":
        events.append(Event("bbm_may_draw_on_break", action.seat, {}))
    state = _with_curse(state, replace(slot, stage="broken", madness_under=0))
    if (
        state.rules.win_when_last_curse_broken
        and state.round == content.rounds
        and not any(s.on_track for s in state.curses)
    ):
        state, won = finish(state, won=True, reason="last_curse_broken")
        events.append(won)
    return Transition(state, tuple(events))


def neutralise_curse(state: TableState, action: NeutraliseCurse) -> Transition:
    require_play(state)
    slot = _placed(state, action.place)
    if slot.neutralised_on is not None:
        raise Illegal("bbm_curse_already_neutralised", place=action.place)
    state = _with_curse(state, replace(slot, neutralised_on=state.turn))
    return Transition(state, (Event("bbm_curse_neutralised", None, {"place": action.place}),))


def label_curse(state: TableState, action: LabelCurse) -> Transition:
    require_play(state)
    slot = _placed(state, action.place, broken_too=True)
    label = action.label.strip()
    if not label or len(label) > LABEL_LENGTH:
        raise Illegal("bbm_bad_label", length=len(label), limit=LABEL_LENGTH)
    state = _with_curse(state, replace(slot, label=label))
    return Transition(
        state, (Event("bbm_curse_labelled", None, {"place": action.place, "label": label}),)
    )


def madness_under_curses(state: TableState, action: MadnessUnderCurses) -> Transition:
    """The Warlock's arrival effect: a madness card from the deck under each curse, as
    long as the deck has cards."""
    require_phase(state, "grimoire")
    monster = state.monster
    if state.report is None or not state.report.new_monster or monster is None:
        raise Illegal("bbm_not_on_arrival")
    if state.awaiting_monster:
        raise Illegal("bbm_monster_not_revealed", number=monster.number)
    if monster.madness_under_curses:
        raise Illegal("bbm_madness_already_under_curses")
    if state.madness_deck == 0 and state.rules.madness_deck_shortfall == "clamp":
        raise Illegal("bbm_madness_deck_empty")
    deck = state.madness_deck
    curses = []
    for slot in state.curses:
        if slot.on_track and deck:
            deck -= 1
            slot = replace(slot, madness_under=slot.madness_under + 1)
        curses.append(slot)
    placed = state.madness_deck - deck
    marked = replace(monster, madness_under_curses=True)
    state = state.but(
        madness_deck=deck, curses=tuple(curses), monsters=(*state.monsters[:-1], marked)
    )
    short = placed < sum(slot.on_track for slot in curses)
    events = [Event("bbm_madness_under_curses", None, {"count": placed, "deck": deck})]
    state, events = shortfall(state, short, events)
    return Transition(state, tuple(events))


def flip_back(state: TableState) -> tuple[TableState, list[Event]]:
    """Neutralised curses turn face up again on the following turn, once its Grimoire
    phase is over, so that they pass their space without effect and can then be broken
    (house rule: only once the following turn is over)."""
    events = []
    curses = list(state.curses)
    for index, slot in enumerate(curses):
        if slot.neutralised_on is not None and _faces_up(state, slot.neutralised_on):
            curses[index] = replace(slot, neutralised_on=None)
            events.append(Event("bbm_curse_face_up", None, {"place": slot.place}))
    return state.but(curses=tuple(curses)), events


def _faces_up(state: TableState, neutralised_on: int) -> bool:
    if state.rules.curse_flip_back == "end_of_next_turn":
        return state.turn - neutralised_on >= 2
    return state.turn > neutralised_on and state.phase in ("actions", "recovery")


def _with_curse(state: TableState, slot: CurseSlot) -> TableState:
    return state.but(curses=tuple(slot if s.place == slot.place else s for s in state.curses))


def _placed(state: TableState, place: Place, *, broken_too: bool = False) -> CurseSlot:
    slot = state.curse(place)
    if slot.kind is None:
        raise Illegal("bbm_no_curse", place=place)
    if slot.stage == "broken" and not broken_too:
        raise Illegal("bbm_curse_already_broken", place=place)
    return slot
