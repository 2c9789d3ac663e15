"""The round walked through, with its automatic upkeep.

After every action :func:`advance` carries the table forward until somebody must decide
something: dawn (time, despair, heavenly host, hospitals, day combat), each hunter's day
action, dusk (time, night combat, fog, roadblock and storm), each night action, then
Dracula's phase (the hideout leaving space 6, his move, his encounter, a rumour).
:func:`current_step` names what the table waits for.
"""

from __future__ import annotations

from sheets.fury_of_dracula import combat_deck
from sheets.fury_of_dracula.change import Change
from sheets.fury_of_dracula.content import HUNTERS, load_content
from sheets.fury_of_dracula.encounter_deck import refill
from sheets.fury_of_dracula.movement import is_sea, nearest_hospitals
from sheets.fury_of_dracula.state import Combat, GameState, Half, Step
from sheets.fury_of_dracula.tracks import to_hospital
from sheets.fury_of_dracula.trail import slide


def current_step(state: GameState) -> Step:
    """What the table is waiting for, most urgent first."""
    if state.finished:
        return "finished"
    if state.dracula.to_draw:
        return "dracula_draw"
    if state.stage == "dracula_start":
        return "dracula_start"
    if state.ambush is not None:
        return "ambush"
    if state.combat is not None:
        return "combat"
    if state.hospital_queue:
        return "hospital"
    if state.stage in ("day", "night"):
        hunter = state.current_hunter
        if hunter is not None and state.hunter(hunter).bats:
            return "bats_move"
        return "day_action" if state.stage == "day" else "night_action"
    match state.stage:
        case "dusk_tokens" | "dracula_mature" | "dracula_move" | "dracula_encounter":
            return state.stage
        case "dracula_rumour":
            return "dracula_rumour"
    raise AssertionError(f"stage {state.stage} runs by itself and never waits")


def blocked(state: GameState) -> bool:
    return (
        state.finished
        or bool(state.dracula.to_draw)
        or state.ambush is not None
        or state.combat is not None
        or bool(state.hospital_queue)
    )


def advance(change: Change) -> None:
    """Run the automatic steps until a decision is due."""
    while not blocked(change.state):
        state = change.state
        match state.stage:
            case "dawn":
                _dawn(change)
            case "dawn_combat":
                _combat_check(change, "day")
                change.update(stage="day", turn=0)
                change.note("fod_day_begins", round=state.round, weekday=state.weekday)
            case "day" | "night":
                if not _next_hunter_or_done(change):
                    return
            case "dusk":
                _advance_time(change)
                change.update(stage="dusk_combat")
            case "dusk_combat":
                _combat_check(change, "night")
                change.update(stage="dusk_cleanup")
            case "dusk_cleanup":
                _dusk_cleanup(change)
            case "dracula_encounter":
                if encounter_allowed(change.state):
                    return
                change.note("fod_no_encounter_placed", reason=_no_encounter_reason(change.state))
                finish_encounter_step(change)
            case "dracula_rumour":
                if rumour_possible(change.state):
                    return
                next_round(change)
            case _:
                return


def _next_hunter_or_done(change: Change) -> bool:
    """Skip hunters who cannot act now; ``False`` when a hunter's action is due."""
    state = change.state
    if state.turn >= len(HUNTERS):
        if state.stage == "day":
            change.update(stage="dusk")
        else:
            _dracula_phase(change)
        return True
    hunter = HUNTERS[state.turn]
    figure = state.hunter(hunter)
    if figure.defeated:
        change.note("fod_hunter_skips", hunter=hunter, reason="defeated")
    elif state.stage == "night" and not figure.hospital and is_sea(figure.location):
        change.note("fod_hunter_skips", hunter=hunter, reason="at_sea_by_night")
    else:
        return False
    change.update(turn=state.turn + 1)
    return True


def _advance_time(change: Change) -> None:
    state = change.state
    content = load_content()
    time = (state.time + 1) % content.game.time_spaces
    change.update(time=time)
    change.note("fod_time_advanced", time=time, weekday=time // 2, half=change.state.half)
    if time == 0 and state.despair < content.game.despair_max:
        despair = state.despair + 1
        change.update(despair=despair)
        change.note("fod_despair_added", despair=despair)
        if state.setup.advanced:
            rumours = min(content.rules.tokens["rumour"], state.dracula.rumours + 1)
            change.update(dracula=change.state.dracula.but(rumours=rumours))
            change.note("fod_rumour_gained", rumours=rumours)
        if despair == content.game.despair_max:
            change.note("fod_fury_of_dracula")


def _dawn(change: Change) -> None:
    state = change.state
    if state.round > 1:
        _advance_time(change)
    if state.tokens.heavenly_host:
        change.update(tokens=change.state.tokens.but(heavenly_host=()))
        change.note("fod_heavenly_host_removed", count=len(state.tokens.heavenly_host))
    waiting = []
    for hunter, figure in zip(HUNTERS, change.state.hunters, strict=True):
        if not figure.defeated:
            continue
        nearest = nearest_hospitals(state.board, figure.location)
        if len(nearest) == 1:
            to_hospital(change, hunter, nearest[0])
        else:
            waiting.append(hunter)
            change.note("fod_hospital_choice", hunter=hunter, nearest=list(nearest))
    change.update(stage="dawn_combat", hospital_queue=tuple(waiting))


def _combat_check(change: Change, half: Half) -> None:
    state = change.state
    place = state.dracula.revealed_at
    if place is None:
        return
    hunters = state.hunters_at(place)
    if not hunters:
        return
    combat = Combat(half=half, place=place, hunters=hunters, avoidable=place in state.tokens.fog)
    if state.setup.app_dracula is not None:
        combat = combat_deck.dealt(state, combat)
    change.update(combat=combat)
    change.note("fod_combat_started", half=half, place=place, hunters=list(hunters), vampire=False)


def _dusk_cleanup(change: Change) -> None:
    tokens = change.state.tokens
    if tokens.fog:
        fog = list(tokens.fog)
        for city in sorted(set(tokens.fog)):
            fog.remove(city)
        change.update(tokens=tokens.but(fog=tuple(fog)))
        change.note("fod_fog_lifted", cities=sorted(set(tokens.fog)))
    tokens = change.state.tokens
    if len(tokens.roadblocks) == 1:
        change.update(tokens=tokens.but(roadblocks=()))
        change.note("fod_roadblock_removed", edge=tokens.roadblocks[0])
    tokens = change.state.tokens
    if len(tokens.storms) == 1:
        change.update(tokens=tokens.but(storms=()))
        change.note("fod_storm_removed", sea=tokens.storms[0])
    tokens = change.state.tokens
    if len(tokens.roadblocks) > 1 or len(tokens.storms) > 1:
        change.update(stage="dusk_tokens")
    else:
        start_night(change)


def start_night(change: Change) -> None:
    change.update(stage="night", turn=0)
    change.note("fod_night_begins", round=change.state.round, weekday=change.state.weekday)


def _dracula_phase(change: Change) -> None:
    change.note("fod_dracula_phase", round=change.state.round)
    slide(change)
    leaving = change.state.leaving
    if leaving is not None and not leaving.encounters and not lair_possible(change.state):
        # Nothing to mature and nothing else to make of it: the cards simply go back.
        change.update(leaving=None)
        change.note("fod_hideout_matured", encounters=[])
        change.secret("hideout_matured", cards=list(leaving.cards), encounters=[])
    change.update(stage="dracula_mature" if change.state.leaving is not None else "dracula_move")


def lair_possible(state: GameState) -> bool:
    """Whether the hideout leaving the trail may become a lair (advanced rules, a land
    location, a free lair space and an encounter card to add)."""
    leaving = state.leaving
    return (
        state.setup.advanced
        and leaving is not None
        and leaving.location is not None
        and not is_sea(leaving.location)
        and len(state.lairs) < load_content().game.lair_spaces
        and bool(state.dracula.hand)
    )


def encounter_allowed(state: GameState) -> bool:
    return _no_encounter_reason(state) is None


def _no_encounter_reason(state: GameState) -> str | None:
    last = state.last_card
    if last is None or last.sea:
        return "sea"
    if state.dracula.revealed_at is not None:
        return "revealed"
    if last.power is not None and not load_content().powers[last.power].takes_encounter:
        return "power"
    if not state.dracula.hand:
        return "no_cards"
    return None


def finish_encounter_step(change: Change) -> None:
    refill(change)
    change.update(stage="dracula_rumour")


def rumour_possible(state: GameState) -> bool:
    placed = state.last_card is not None and state.last_card.encounter
    return (
        state.setup.advanced
        and state.dracula.rumours > 0
        and (placed or not state.rules.rumour_only_with_encounter)
        and any(
            slot is not None and slot.encounters and not slot.rumour for slot in state.trail[:3]
        )
    )


def next_round(change: Change) -> None:
    change.update(round=change.state.round + 1, stage="dawn", last_card=None)
    change.note("fod_round_begins", round=change.state.round)
