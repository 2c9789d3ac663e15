"""The end of a round: the gem race, the mission race and, after rounds 3, 6 and 8, the
villain fight; then the next round or the end of the game."""

from __future__ import annotations

from dataclasses import dataclass, replace
from functools import cache

from sheets.core.events import Event
from sheets.paper_dungeons.content import Hero, load_content
from sheets.paper_dungeons.effects import ABILITY_LEVEL, Choices, SheetEdit
from sheets.paper_dungeons.house_rules import HouseRules
from sheets.paper_dungeons.measures import Measure, mission_met
from sheets.paper_dungeons.setup import VillainCard
from sheets.paper_dungeons.state import FightResult, MissionScore, Sheet, TableState


def gem_race(state: TableState) -> tuple[TableState, list[Event]]:
    """Every seat that does not own a gem claimed this round crosses its letter out."""
    claimed = sorted({letter for _, letter in state.round_claims})
    if not claimed:
        return state, []
    events = [Event("gems_announced", None, {"gems": claimed})]
    sheets = []
    for seat, sheet in enumerate(state.sheets):
        gone = [letter for letter in claimed if letter not in sheet.gems]
        if gone:
            sheet = sheet.but(crossed_gems=sheet.crossed_gems | set(gone))
            events.append(Event("gems_crossed_out", seat, {"gems": gone}))
        sheets.append(sheet)
    return state.but(sheets=tuple(sheets), round_claims=()), events


def mission_race(state: TableState) -> tuple[TableState, list[Event]]:
    """Seats meeting an open mission score it, all of them in the same round; then it is gone."""
    content = load_content()
    sheets = list(state.sheets)
    still_open = []
    events = []
    for mission_id in state.open_missions:
        condition = content.mission(mission_id).condition
        winners = [
            seat
            for seat, sheet in enumerate(sheets)
            if mission_met(_measure(state, seat, sheet), condition)
        ]
        if not winners:
            still_open.append(mission_id)
            continue
        for seat in winners:
            score = MissionScore(mission=mission_id, round=state.round)
            sheets[seat] = sheets[seat].but(missions=(*sheets[seat].missions, score))
        events.append(Event("mission_completed", None, {"mission": mission_id, "seats": winners}))
    return state.but(sheets=tuple(sheets), open_missions=tuple(still_open)), events


def _measure(state: TableState, seat: int, sheet: Sheet) -> Measure:
    return Measure(sheet, state.board, state.rules, state.setup.seats[seat].power)


def villain_due(state: TableState) -> int | None:
    """The villain (1-3) fought at the end of this round, if any."""
    return load_content().rules.villain_fight_after_round.get(state.round)


@cache
def _strength_artifacts() -> tuple[tuple[int, str], ...]:
    return tuple(
        (artifact.id, artifact.setting)
        for artifact in load_content().rules.artifacts
        if artifact.effect_tag == "villain_strength_bonus" and artifact.setting is not None
    )


@dataclass(frozen=True, slots=True)
class StrengthBonus:
    """A bonus to the party's strength against villains: the Warrior's level-4 ability
    (``warrior_ability``), the Berserker power (``berserker``) or a finished artifact
    (``artifact``, with its number)."""

    cause: str
    amount: int
    artifact: int | None = None


@dataclass(frozen=True, slots=True)
class VillainStrength:
    """The party's strength against a villain, part by part: the sum of the hero levels,
    the level of the hero the villain is weak against once more (0 while that hero is not
    known), and the bonuses."""

    health: int
    weakness: Hero | None
    weakness_level: int
    bonuses: tuple[StrengthBonus, ...]

    @property
    def total(self) -> int:
        return self.health + self.weakness_level + sum(bonus.amount for bonus in self.bonuses)


def strength_against(
    sheet: Sheet, weakness: Hero | None, rules: HouseRules, power: str | None
) -> VillainStrength:
    """The party's strength against a villain weak against ``weakness`` (``None``: not
    known yet, as for a villain whose card the table keeps)."""
    bonuses = []
    if sheet.level("warrior") >= ABILITY_LEVEL:
        bonuses.append(StrengthBonus("warrior_ability", rules.warrior_l4_villain_bonus))
    if power == "berserker":
        bonuses.append(StrengthBonus("berserker", rules.berserker_villain_bonus))
    for artifact, setting in _strength_artifacts():
        if sheet.artifact_done(artifact):
            bonuses.append(StrengthBonus("artifact", getattr(rules, setting), artifact))
    return VillainStrength(
        health=sheet.health,
        weakness=weakness,
        weakness_level=0 if weakness is None else sheet.level(weakness),
        bonuses=tuple(bonuses),
    )


def villain_strength(sheet: Sheet, card: VillainCard, rules: HouseRules, power: str | None) -> int:
    """Sum of hero levels, the weakness hero counted twice, plus every strength bonus."""
    assert card.weakness is not None
    return strength_against(sheet, card.weakness, rules, power).total


def fight_villain(state: TableState) -> tuple[TableState, list[Event]]:
    """Every seat fights the villain due now, from the card's values."""
    villain = villain_due(state)
    assert villain is not None
    card = state.setup.villains[villain - 1]
    circle = state.board.villain_circles[villain]
    results = []
    for seat, sheet in enumerate(state.sheets):
        power = state.setup.seats[seat].power
        results.append(_fight(sheet, card, villain, state.rules, power, circle in sheet.explored))
    strongest = _strongest(results) if not state.setup.solo else None
    sheets, events = [], []
    for seat, (sheet, result) in enumerate(zip(state.sheets, results, strict=True)):
        edit = _edit(state, seat, sheet)
        if seat == strongest:
            result = replace(result, strongest=True)
            if card.reward.kind == "glory":
                result = replace(result, reward_glory=card.reward.amount)
        _record_fight(edit, result, state.setup.seats[seat].power)
        if seat == strongest:
            edit.note(
                "strongest_reward",
                villain=villain,
                reward=card.reward.kind,
                amount=card.reward.amount,
                text=card.reward.text,
            )
            if card.reward.kind != "glory":
                edit.bonus(
                    card.reward.kind, cause="villain_reward", amount=max(1, card.reward.amount)
                )
        sheets.append(edit.sheet)
        events += edit.events
    state = state.but(sheets=tuple(sheets))
    return state, events


def _fight(
    sheet: Sheet,
    card: VillainCard,
    villain: int,
    rules: HouseRules,
    power: str | None,
    visited: bool,
) -> FightResult:
    assert card.ranges is not None
    strength = villain_strength(sheet, card, rules, power)
    if not visited or strength < card.ranges[0].min_strength:
        return FightResult(
            villain, fled=True, glory=card.flee_glory, wounds=rules.flee_wounds, strength=strength
        )
    if (
        card.max_strength is not None
        and strength > card.max_strength
        and not rules.villain_top_range_open_ended
    ):
        return FightResult(villain, fled=False, glory=0, wounds=0, strength=strength)
    band = [band for band in card.ranges if band.min_strength <= strength][-1]
    return FightResult(villain, fled=False, glory=band.glory, wounds=band.wounds, strength=strength)


def _strongest(results: list[FightResult]) -> int | None:
    """The one fighting seat with the highest strength; a tie rewards nobody."""
    fighters = [
        (r.strength, seat)
        for seat, r in enumerate(results)
        if not r.fled and r.strength is not None
    ]
    if not fighters:
        return None
    best = max(strength for strength, _ in fighters)
    top = [seat for strength, seat in fighters if strength == best]
    return top[0] if len(top) == 1 else None


def _edit(state: TableState, seat: int, sheet: Sheet) -> SheetEdit:
    return SheetEdit(sheet, seat, state.setup.seats[seat], state.rules, Choices(deferred=True))


def _record_fight(edit: SheetEdit, result: FightResult, power: str | None) -> None:
    wounds = 0 if power == "beastmaster" else result.wounds
    edit.update(fights=(*edit.sheet.fights, replace(result, wounds=wounds)))
    if result.strength is None and not result.fled:
        # A fight the table entered by hand: its glory and wounds, no strength to show.
        edit.note(
            "villain_fight_entered", villain=result.villain, glory=result.glory, wounds=wounds
        )
    else:
        edit.note(
            "villain_fled" if result.fled else "villain_fought",
            villain=result.villain,
            strength=result.strength,
            glory=result.glory,
            wounds=wounds,
        )
    if power == "beastmaster" and result.wounds:
        edit.note("wounds_prevented", cause="beastmaster", wounds=result.wounds)
    edit.wound(wounds, cause="villain")


def record_manual_fight(
    state: TableState, seat: int, fled: bool, glory: int, wounds: int
) -> tuple[TableState, list[Event]]:
    villain = villain_due(state)
    assert villain is not None
    edit = _edit(state, seat, state.sheets[seat])
    result = FightResult(villain, fled=fled, glory=glory, wounds=wounds)
    _record_fight(edit, result, state.setup.seats[seat].power)
    sheets = list(state.sheets)
    sheets[seat] = edit.sheet
    return state.but(sheets=tuple(sheets)), edit.events


def seats_without_fight(state: TableState) -> list[int]:
    villain = villain_due(state)
    return [
        seat
        for seat, sheet in enumerate(state.sheets)
        if not any(fight.villain == villain for fight in sheet.fights)
    ]


def after_villain(state: TableState) -> tuple[TableState, list[Event]]:
    """The villain card leaves; with Vanishing Gems its gem letters go with it."""
    villain = villain_due(state)
    assert villain is not None
    card = state.setup.villains[villain - 1]
    events = []
    state = state.but(villains_fought=villain)
    if state.setup.vanishing_gems_in_play and card.gem_letters:
        sheets = []
        for seat, sheet in enumerate(state.sheets):
            gone = [letter for letter in card.gem_letters if letter not in sheet.gems]
            sheets.append(sheet.but(crossed_gems=sheet.crossed_gems | set(gone)))
            if gone:
                events.append(Event("gems_vanished", seat, {"gems": gone, "villain": villain}))
        state = state.but(sheets=tuple(sheets))
    return state, events


def next_round(state: TableState) -> tuple[TableState, list[Event]]:
    if state.round >= load_content().rules.rounds:
        return state.but(phase="finished"), [Event("game_over", None, {})]
    return (
        state.but(round=state.round + 1, phase="roll"),
        [Event("round_started", None, {"round": state.round + 1})],
    )
