"""``initial`` and ``apply`` for Paper Dungeons: each action checked against the rules and
folded into a new table state, with the events it caused."""

from __future__ import annotations

from collections.abc import Callable

from sheets.core.actions import Action
from sheets.core.errors import Illegal
from sheets.core.events import Event
from sheets.core.registry import Transition
from sheets.paper_dungeons.actions import (
    BrewPotions,
    ChooseBonus,
    CraftHalf,
    EndRound,
    LevelUp,
    ManualEffect,
    Move,
    RecordFight,
    RollDice,
    SetMinionBonus,
    SetPowerGlory,
)
from sheets.paper_dungeons.board import build_board
from sheets.paper_dungeons.content import HEROES, load_content
from sheets.paper_dungeons.dice import DICE, Die, dice_from_symbols, reroll_reason, seeded_roll
from sheets.paper_dungeons.effects import Choices, SheetEdit
from sheets.paper_dungeons.movement import enter_room, plan_steps, step_allowance
from sheets.paper_dungeons.round_end import (
    after_villain,
    fight_villain,
    gem_race,
    mission_race,
    next_round,
    record_manual_fight,
    seats_without_fight,
    villain_due,
)
from sheets.paper_dungeons.setup import Setup
from sheets.paper_dungeons.state import ARTIFACTS, Roll, Sheet, TableState

DieAction = LevelUp | CraftHalf | BrewPotions | Move


def initial(setup: Setup) -> TableState:
    rules = setup.rules()
    board = build_board(rules, setup.dungeon.extra_walls, setup.dungeon.villain_circles)
    sheets = tuple(
        Sheet(levels=tuple(2 if hero in seat.veteran_heroes else 1 for hero in HEROES))  # type: ignore[arg-type]
        for seat in setup.seats
    )
    return TableState(
        setup=setup, rules=rules, board=board, sheets=sheets, open_missions=setup.missions
    )


def apply(state: TableState, action: Action) -> Transition:
    """The state after ``action``. :raises Illegal: naming the rule, and nothing changes."""
    if not 0 <= action.seat < len(state.sheets):
        raise Illegal("no_such_seat", seat=action.seat, seats=len(state.sheets))
    match action:
        case RollDice():
            return _roll(state, action)
        case LevelUp() | CraftHalf() | BrewPotions() | Move():
            return _die_action(state, action)
        case EndRound():
            return _end_round(state)
        case RecordFight():
            return _record_fight(state, action)
        case ChooseBonus():
            return _on_sheet(state, action.seat, lambda edit: edit.resolve_pending(action.choice))
        case SetPowerGlory():
            return _on_sheet(state, action.seat, lambda edit: _set(edit, power_glory=action.glory))
        case SetMinionBonus():
            return _on_sheet(state, action.seat, lambda edit: _set(edit, minion_bonus=action.bonus))
        case ManualEffect():
            return _on_sheet(state, action.seat, lambda edit: _manual(edit, action))
    raise Illegal("not_a_paper_dungeons_action", action=action.TYPE)


def _roll(state: TableState, action: RollDice) -> Transition:
    if state.phase == "finished":
        raise Illegal("game_over")
    if state.phase != "roll":
        raise Illegal("already_rolled", round=state.round)
    events: list[Event] = []
    if action.symbols is None:
        dice, rerolled = seeded_roll(state.setup.seed, state.round)
        roll = Roll(dice=dice, rerolled=rerolled)
        for thrown in rerolled:
            events.append(
                Event(
                    "rerolled",
                    None,
                    {"reason": reroll_reason(thrown), "symbols": [die.symbol for die in thrown]},
                )
            )
    else:
        dice = dice_from_symbols(action.symbols)
        reason = reroll_reason(dice)
        if reason is not None:
            raise Illegal("roll_again", reason=reason)
        roll = Roll(dice=dice, physical=True)
    events.append(
        Event(
            "dice_rolled",
            None,
            {
                "round": state.round,
                "symbols": [die.symbol for die in dice],
                "physical": roll.physical,
            },
        )
    )
    skulls = sum(not die.usable for die in dice)
    sheets = []
    for seat, sheet in enumerate(state.sheets):
        edit = _edit(state, seat, sheet.but(round_dice=(*sheet.round_dice, ()), psionic_used=False))
        _skull_wounds(edit, skulls)
        sheets.append(edit.sheet)
        events += edit.events
    state = state.but(rolls=(*state.rolls, roll), phase="actions", sheets=tuple(sheets))
    return Transition(state, tuple(events))


def _skull_wounds(edit: SheetEdit, skulls: int) -> None:
    if not skulls:
        return
    if edit.sheet.level("cleric") >= 4:
        edit.note("wounds_prevented", cause="cleric", wounds=skulls)
        return
    wounds = skulls
    if edit.power == "fortune_teller":
        wounds = max(0, skulls - 1) if edit.rules.fortune_teller_scope == "per_round" else 0
        if wounds < skulls:
            edit.note("wounds_prevented", cause="fortune_teller", wounds=skulls - wounds)
    edit.wound(wounds, cause="skull")


def _die_action(state: TableState, action: DieAction) -> Transition:
    die = _usable_die(state, action.seat, action.die)
    choices = Choices(action.choices if isinstance(action, BrewPotions | Move) else ())
    edit = _edit(state, action.seat, state.sheets[action.seat], choices)
    used = edit.sheet.round_dice
    edit.update(round_dice=(*used[:-1], (*used[-1], action.die)))
    edit.note("die_used", die=action.die, number=die.number, symbol=die.symbol)
    match action:
        case LevelUp():
            _level_up(edit, die, action.hero)
        case CraftHalf():
            _craft(edit, die, action.artifact)
        case BrewPotions():
            edit.add_potions(2, from_treasure=False)
        case Move():
            steps = plan_steps(
                state.board, edit.sheet, state.rules, action.path, step_allowance(die)
            )
            for step in steps:
                enter_room(edit, state.board, step)
    choices.check_all_used()
    return _commit(state, edit)


def _usable_die(state: TableState, seat: int, index: int) -> Die:
    if state.phase == "roll":
        raise Illegal("roll_first")
    if state.phase != "actions":
        raise Illegal("not_action_phase", phase=state.phase)
    sheet = state.sheets[seat]
    if sheet.pending:
        raise Illegal("bonus_choice_pending", bonus=sheet.pending[0])
    if len(sheet.used_dice) >= load_content().rules.actions_per_round:
        raise Illegal("three_actions_done")
    if not 0 <= index < DICE:
        raise Illegal("no_such_die", die=index)
    if index in sheet.used_dice:
        raise Illegal("die_already_used", die=index)
    dice = state.dice
    assert dice is not None
    if not dice[index].usable:
        raise Illegal("skull_unusable", die=index)
    return dice[index]


def _level_up(edit: SheetEdit, die: Die, hero: str) -> None:
    if die.symbol not in (hero, "clover"):
        raise Illegal("symbol_mismatch", hero=hero, symbol=die.symbol)
    training = edit.training[HEROES.index(hero)]
    if die.colour != training and die.symbol != "clover" and edit.sheet.level("wizard") < 4:
        if edit.power == "psionic" and not edit.sheet.psionic_used:
            edit.update(psionic_used=True)
            edit.note("colour_ignored", cause="psionic")
        else:
            raise Illegal("colour_mismatch", hero=hero, training=training, colour=die.colour)
    edit.level_up(hero, cause="die")  # type: ignore[arg-type]


def _craft(edit: SheetEdit, die: Die, artifact: int) -> None:
    if not 1 <= artifact <= ARTIFACTS:
        raise Illegal("no_such_artifact", artifact=artifact)
    halves = edit.sheet.artifacts[artifact - 1]
    if halves >= 2:
        raise Illegal("artifact_finished", artifact=artifact)
    hero = edit.rules.artifact_hero(artifact)
    symbol_needed = hero is not None and (halves == 0 or edit.rules.artifact_halves_same_symbol)
    if symbol_needed and die.symbol not in (hero, "clover"):
        raise Illegal("artifact_needs_symbol", artifact=artifact, hero=hero, symbol=die.symbol)
    edit.fill_half(artifact, cause="die")


def _end_round(state: TableState) -> Transition:
    if state.phase == "villain":
        raise Illegal("fights_not_recorded", seats=seats_without_fight(state))
    if state.phase != "actions":
        raise Illegal("round_not_played" if state.phase == "roll" else "game_over")
    per_round = load_content().rules.actions_per_round
    waiting = [seat for seat, sheet in enumerate(state.sheets) if len(sheet.used_dice) < per_round]
    if waiting:
        raise Illegal("seats_not_done", seats=waiting)
    pending = [seat for seat, sheet in enumerate(state.sheets) if sheet.pending]
    if pending:
        raise Illegal("bonus_choice_pending_for", seats=pending)
    events = [Event("round_ended", None, {"round": state.round})]
    state, happened = gem_race(state)
    events += happened
    state, happened = mission_race(state)
    events += happened
    villain = villain_due(state)
    if villain is not None:
        if state.setup.villains[villain - 1].manual:
            events.append(Event("villain_fight_to_record", None, {"villain": villain}))
            return Transition(state.but(phase="villain"), tuple(events))
        state, happened = fight_villain(state)
        events += happened
        state, happened = after_villain(state)
        events += happened
    state, happened = next_round(state)
    return Transition(state, tuple(events + happened))


def _record_fight(state: TableState, action: RecordFight) -> Transition:
    if state.phase != "villain":
        raise Illegal("no_fight_to_record")
    if action.seat not in seats_without_fight(state):
        raise Illegal("fight_already_recorded", seat=action.seat)
    if action.wounds < 0:
        raise Illegal("negative_wounds", wounds=action.wounds)
    if action.fled and action.glory > 0:
        raise Illegal("fled_with_glory", glory=action.glory)
    state, events = record_manual_fight(
        state, action.seat, action.fled, action.glory, action.wounds
    )
    if not seats_without_fight(state):
        state, happened = after_villain(state)
        events += happened
        state, happened = next_round(state)
        events += happened
    return Transition(state, tuple(events))


def _set(edit: SheetEdit, **values: int) -> None:
    edit.update(**values)
    for name, value in values.items():
        edit.note("value_set", name=name, value=value)


def _manual(edit: SheetEdit, action: ManualEffect) -> None:
    edit.note(
        "manual_effect",
        effect=action.effect,
        target=action.target,
        amount=action.amount,
        note=action.note,
    )
    if action.effect == "level_up":
        if action.target not in HEROES:
            raise Illegal("no_such_hero", hero=action.target)
        edit.level_up(action.target, cause="manual")
    elif action.effect == "half_artifact":
        if not action.target.isdigit() or not 1 <= int(action.target) <= ARTIFACTS:
            raise Illegal("no_such_artifact", artifact=action.target)
        edit.fill_half(int(action.target), cause="manual")
    elif action.effect == "potions":
        _positive(action.amount)
        edit.add_potions(action.amount, from_treasure=False)
    elif action.effect == "wounds":
        _positive(action.amount)
        edit.wound(action.amount, cause="manual")
    elif action.effect == "gem":
        _positive(action.amount)
        edit.update(bonus_gems=edit.sheet.bonus_gems + action.amount)
    else:
        lines = {line.id for line in load_content().sheet.score_lines} - {"total"}
        if action.target not in lines:
            raise Illegal("no_such_score_line", line=action.target)
        edit.update(manual_glory=(*edit.sheet.manual_glory, (action.target, action.amount)))


def _positive(amount: int) -> None:
    if amount <= 0:
        raise Illegal("amount_not_positive", amount=amount)


def _edit(state: TableState, seat: int, sheet: Sheet, choices: Choices | None = None) -> SheetEdit:
    return SheetEdit(
        sheet, seat, state.setup.seats[seat], state.rules, choices or Choices(deferred=True)
    )


def _on_sheet(state: TableState, seat: int, change: Callable[[SheetEdit], None]) -> Transition:
    """A change to one sheet outside the round's three actions (allowed at any time)."""
    edit = _edit(state, seat, state.sheets[seat], Choices())
    change(edit)
    return _commit(state, edit)


def _commit(state: TableState, edit: SheetEdit) -> Transition:
    sheets = list(state.sheets)
    sheets[edit.seat] = edit.sheet
    claims = state.round_claims + tuple((edit.seat, letter) for letter in edit.claimed_gems)
    return Transition(state.but(sheets=tuple(sheets), round_claims=claims), tuple(edit.events))


def is_finished(state: TableState) -> bool:
    return state.phase == "finished" and not any(sheet.pending for sheet in state.sheets)


__all__ = ["apply", "initial", "is_finished"]
