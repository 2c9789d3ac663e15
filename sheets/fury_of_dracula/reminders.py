"""What the table must be told at the current step, in the order it must happen, and the
standing reminders players forget (hand limits, the Fury of Dracula). A weakened hunter is
reminded of his face-up cards in his own turn, not at every step.

Each reminder is a message key (``fod.reminder.<name>``) with its parameters; the public
list never depends on Dracula's secrets, his own list adds what only he may know.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from sheets.fury_of_dracula.content import HUNTERS, load_content
from sheets.fury_of_dracula.dracula_turn import has_legal_move
from sheets.fury_of_dracula.flow import current_step
from sheets.fury_of_dracula.movement import is_sea, nearest_hospitals
from sheets.fury_of_dracula.state import GameState


@dataclass(frozen=True, slots=True)
class Reminder:
    key: str
    params: Mapping[str, Any] = field(default_factory=dict)


def reminders(state: GameState, *, for_dracula: bool) -> tuple[Reminder, ...]:
    found = list(_step_reminders(state))
    if for_dracula:
        found += _dracula_reminders(state)
    found += _standing_reminders(state)
    return tuple(found)


def _step_reminders(state: GameState) -> list[Reminder]:
    step = current_step(state)
    hunter = state.current_hunter
    content = load_content()
    match step:
        case "finished":
            return [Reminder("fod.reminder.game_over", {"winner": state.winner})]
        case "dracula_start":
            return [Reminder("fod.reminder.dracula_start")]
        case "dracula_draw":
            return [Reminder("fod.reminder.dracula_draw", {"count": state.dracula.to_draw})]
        case "ambush":
            assert state.ambush is not None
            return [
                Reminder(
                    "fod.reminder.ambush",
                    {"hunter": state.ambush.hunter, "place": state.ambush.place},
                )
            ]
        case "combat":
            assert state.combat is not None
            combat = state.combat
            found = [
                Reminder(
                    "fod.reminder.combat_prepare"
                    if state.setup.app_dracula is None
                    else "fod.reminder.combat_prepare_app",
                    {"half": combat.half},
                ),
                Reminder(
                    "fod.reminder.combat_round"
                    if state.setup.app_dracula is None
                    else "fod.reminder.combat_round_app",
                    {"count": combat.round_being_played},
                ),
            ]
            if combat.avoidable:
                found.append(Reminder("fod.reminder.combat_fog"))
            found.append(
                Reminder("fod.reminder.vampire_escape" if combat.vampire else "fod.reminder.pride")
            )
            return found
        case "hospital":
            return [
                Reminder(
                    "fod.reminder.hospital_choice",
                    {
                        "hunter": waiting,
                        "nearest": list(
                            nearest_hospitals(state.board, state.hunter(waiting).location)
                            or content.hospitals
                        ),
                        "chooser": state.rules.hospital_choice,
                    },
                )
                for waiting in state.hospital_queue
            ]
        case "bats_move":
            return [Reminder("fod.reminder.bats", {"hunter": hunter})]
        case "day_action" | "night_action":
            assert hunter is not None
            return _hunter_action_reminders(state, step == "day_action")
        case "dusk_tokens":
            return [Reminder("fod.reminder.dusk_tokens")]
        case "dracula_mature":
            key = "fod.reminder.mature_or_lair" if state.setup.advanced else "fod.reminder.mature"
            return [Reminder(key)]
        case "dracula_move":
            return [Reminder("fod.reminder.dracula_move")]
        case "dracula_encounter":
            return [Reminder("fod.reminder.place_encounter")]
        case "dracula_rumour":
            return [Reminder("fod.reminder.rumour")]
    return []


def _hunter_action_reminders(state: GameState, day: bool) -> list[Reminder]:
    hunter = state.current_hunter
    assert hunter is not None
    figure = state.hunter(hunter)
    content = load_content()
    found = [
        Reminder(
            "fod.reminder.day_action" if day else "fod.reminder.night_action", {"hunter": hunter}
        )
    ]
    if figure.hospital:
        found.append(Reminder("fod.reminder.hospital_actions", {"city": figure.location}))
    elif is_sea(figure.location):
        found.append(Reminder("fod.reminder.at_sea_must_move"))
    elif figure.location == content.game.castle:
        found.append(Reminder("fod.reminder.castle_no_supply"))
    if figure.location in state.tokens.fog and not figure.hospital:
        found.append(Reminder("fod.reminder.fog_here", {"place": figure.location}))
    if figure.bites > 0 or content.hunters[hunter].always_weakened:
        found.append(Reminder("fod.reminder.weakened", {"hunter": hunter}))
    found.append(Reminder("fod.reminder.supply_top" if day else "fod.reminder.supply_bottom"))
    if not day:
        found.append(Reminder("fod.reminder.no_move_at_night"))
    return found


def _dracula_reminders(state: GameState) -> list[Reminder]:
    found = []
    if state.dracula.must_move:
        found.append(Reminder("fod.reminder.must_move"))
    if current_step(state) == "dracula_move" and not has_legal_move(state):
        found.append(Reminder(f"fod.reminder.cornered.{state.rules.cornered_dracula}"))
    if state.ambush is not None and state.lairs:
        found.append(Reminder("fod.reminder.ambush_from_lair"))
    return found


def _standing_reminders(state: GameState) -> list[Reminder]:
    content = load_content()
    rules = state.rules
    found = []
    if state.despair >= content.game.despair_max:
        found.append(Reminder("fod.reminder.fury_of_dracula"))
    for hunter, figure in zip(HUNTERS, state.hunters, strict=True):
        if (
            figure.items > rules.hunter_item_limit[hunter]
            or figure.events > rules.hunter_event_limit[hunter]
        ):
            found.append(Reminder("fod.reminder.discard_to_limit", {"hunter": hunter}))
    if state.dracula.events > content.game.dracula_event_limit:
        found.append(
            Reminder("fod.reminder.dracula_discard_events", {"count": state.dracula.events})
        )
    return found
