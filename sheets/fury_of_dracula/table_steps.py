"""What the table does with the pieces after the latest actions, one step at a time.

The physical cards are only markers in a game against the app: it keeps his trail,
encounters and combat cards, and the table lays, turns and resolves what it is told,
after his own actions and after a hunter's that finds his trail or his encounters.
The steps come from the public events of the actions alone, never from the actions,
whose fields hold his secrets, so every device may be told them. A public change of his
with no step of its own (his damage, the time, influence) is told as its event; a
player's changes are on every screen already, and only their steps are told.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from sheets.core.events import Event
from sheets.fury_of_dracula.content import load_content
from sheets.fury_of_dracula.secrecy import public_events

# Changes the table has nothing to do for: the app's own decks, and what the tracks and
# the announcements already say.
NOTHING_TO_DO = frozenset(
    {
        "fod_no_ambush",
        "fod_no_encounter_placed",
        "fod_encounters_drawn",
        "fod_encounters_reshuffled",
        "fod_round_begins",
        "fod_day_begins",
        "fod_night_begins",
        "fod_dracula_phase",
    }
)
CARD_BACKS = frozenset({"land", "sea", "castle"})


@dataclass(frozen=True, slots=True)
class TableStep:
    """One thing to do at the table: ``code`` names its message (``fod.do.<code>``);
    ``event`` is set for a change told as its event."""

    code: str
    params: Mapping[str, Any] = field(default_factory=dict)
    event: Event | None = None


@dataclass(frozen=True, slots=True)
class TableToDo:
    """The steps for the table after the latest actions that call for any, and where
    those actions end in the history (a device that said they are done knows them by it)."""

    last: int
    steps: tuple[TableStep, ...]


def table_steps(events: Iterable[Event], *, by_dracula: bool = True) -> tuple[TableStep, ...]:
    """The steps for the table, in order, from what an action did (only its public
    events are read); of a player's action (not ``by_dracula``), only the steps with
    the pieces."""
    steps = [step for event in public_events(events) for step in _steps(event)]
    # Dracula revealed where a hunter found him: the step that reveals him turns his card
    # face up, and saying it twice would send the table looking for a second card.
    found_at = {step.params["place"] for step in steps if step.code == "revealed"}
    return tuple(
        step
        for step in steps
        if (by_dracula or step.event is None)
        and not (
            step.code == "turn_card"
            and step.params["cards"]
            and set(step.params["cards"]) <= found_at
        )
    )


def table_to_do(
    history: Sequence[tuple[int, Iterable[Event]]], dracula_seat: int
) -> TableToDo | None:
    """The steps of the latest turn of the history that calls for any, from each action's
    seat and events (only the public ones are read). A turn is a player's action with
    the app's Dracula's answers to it; the actions before the first player's are one."""
    end = len(history)
    while end > 0:
        start = end - 1
        while start > 0 and history[start][0] == dracula_seat:
            start -= 1
        steps = tuple(
            step
            for seat, events in history[start:end]
            for step in table_steps(events, by_dracula=seat == dracula_seat)
        )
        if steps:
            return TableToDo(end - 1, steps)
        end = start
    return None


def _steps(event: Event) -> Iterator[TableStep]:
    params = event.params
    match event.code:
        case code if code in NOTHING_TO_DO:
            return
        case "fod_dracula_started":
            yield TableStep("start")
        case "fod_dracula_moved":
            if params.get("misdirect_space") is not None:
                yield TableStep(
                    "misdirect", {"power": "misdirect", "space": params["misdirect_space"]}
                )
            for face in params.get("face", ()):
                if face in CARD_BACKS:
                    yield TableStep("lay_card", {"back": face})
                else:
                    yield TableStep("lay_power", {"power": face})
        case "fod_hideout_cleared":
            yield TableStep("clear", {"where": params["where"], "space": params["space"]})
        case "fod_hideout_revealed":
            where = {"where": params["where"], "space": params["space"]}
            yield TableStep("turn_card", {**where, "cards": params["cards"]})
            if params.get("encounters"):
                yield TableStep("turn_encounters", {**where, "encounters": params["encounters"]})
        case "fod_trail_card_revealed":
            yield TableStep(
                "turn_card", {"where": "trail", "space": params["space"], "cards": params["cards"]}
            )
        case "fod_searched":
            # A vampire found is fought: its own step comes with the fight.
            content = load_content()
            for encounter in params["encounters"]:
                if not content.is_vampire(encounter):
                    yield TableStep(
                        "search_found", {"hunter": params["hunter"], "encounter": encounter}
                    )
        case "fod_vampire_fight":
            yield TableStep(
                "vampire_fight",
                {
                    "hunters": params["hunters"],
                    "encounter": params["encounter"],
                    "damage": params["damage"],
                },
            )
        case "fod_vampire_destroyed" | "fod_vampire_homeless":
            yield TableStep("vampire_discarded", {"encounter": params["encounter"]})
        case "fod_vampire_returned":
            yield TableStep(
                "vampire_returned",
                {
                    "encounter": params["encounter"],
                    "damage": params["damage"],
                    "where": params["where"],
                    "space": params["space"],
                },
            )
        case "fod_dracula_revealed":
            yield TableStep("revealed", {"place": params["place"]})
        case "fod_dracula_hidden":
            yield TableStep("hidden")
        case "fod_encounter_placed":
            yield TableStep("encounter", {"space": params["space"]})
        case "fod_lair_made":
            yield TableStep("lair", {"lair": params["lair"], "count": params["encounters"]})
        case "fod_hideout_matured":
            encounters = list(params.get("encounters", ()))
            yield TableStep("matured", {"count": len(encounters), "encounters": encounters})
        case "fod_matured_effect":
            yield TableStep("matured_effect", {"encounter": params["encounter"]})
        case "fod_ambushed":
            yield TableStep(
                "ambush", {"hunter": params["hunter"], "encounter": params["encounter"]}
            )
        case "fod_rumour_placed":
            yield TableStep("rumour", {"space": params["space"]})
        case "fod_combat_card_played":
            yield TableStep(
                "combat_card",
                {"round": params["cards_played"], "combat_card": params["combat_card"]},
            )
        case "fod_combat_card_engaged":
            yield TableStep(
                "combat_card_engaged",
                {
                    "round": params["cards_played"],
                    "combat_card": params["combat_card"],
                    "hunter": params["hunter"],
                },
            )
        case "fod_app_event_played":
            yield TableStep("dracula_event", {"dracula_event": params["dracula_event"]})
        case "fod_app_ally_played":
            yield TableStep("dracula_ally", {"dracula_event": params["dracula_event"]})
        case "fod_app_event_discarded":
            yield TableStep("discard_event")
        case _:
            yield TableStep("event", event=event)
