"""Every reason, event, reminder and name the SATOR rules produce has Czech and English
text, and its parameters fill the text in both languages."""

import logging
import random
import re
from pathlib import Path

import pytest

from sheets.core import Game
from sheets.core.errors import Illegal
from sheets.core.events import Event
from sheets.i18n import LANGUAGES, Language, has, message_ids, person, translate
from sheets.sator import RULES
from sheets.sator.actions import Exchange, PlayRotas
from sheets.sator.content import STEPS, load_content
from sheets.sator.house_rules import default_house_rules, house_rules, setting_specs
from sheets.sator.names import colour_name, display_params, piece_name, prayer_name
from sheets.sator.options import options
from sheets.sator.view import view
from tests.random_play import random_player
from tests.sator.helpers import playing, setup

next_random_action = random_player(RULES)


SOURCES = Path(__file__).parents[2] / "sheets" / "sator"


def test_every_code_in_the_rules_is_a_reason_or_an_event_with_text() -> None:
    codes = {
        code
        for path in SOURCES.glob("*.py")
        for code in re.findall(r'"(sat_[a-z_]+)"', path.read_text("utf-8"))
    }
    assert len(codes) > 60
    missing = sorted(code for code in codes if not (has(f"illegal.{code}") or has(f"event.{code}")))
    assert missing == []


def test_no_key_of_this_game_can_clash_with_another_game() -> None:
    ours = [key for key in message_ids("en") if "sat_" in key or "sator" in key]
    assert all(
        key.startswith(("illegal-sat_", "event-sat_", "sator-", "outcome-sator_"))
        or key == "kind-sator"  # the home screen names every game kind by this key
        for key in ours
    )


def test_the_names_of_steps_phases_shapes_materials_colours_and_settings() -> None:
    content = load_content()
    keys = [f"sator.step.{step}" for step in STEPS]
    keys += [
        f"sator.phase.{phase}"
        for phase in ("books", "draft", "placement", "deal", "play", "finished")
    ]
    keys += [f"sator.shape.{shape}" for shape in content.shapes]
    keys += [f"sator.material.{material}" for material in content.materials]
    keys += [f"sator.colour.{colour}" for colour in content.colours]
    keys += [
        f"sator.prayer.{n}.{part}" for n in content.prayer_numbers for part in ("gloss", "effect")
    ]
    keys += [f"sator.status.{spec.status}" for spec in setting_specs().values()]
    keys += [
        f"sator.setting.{name}{part}"
        for name in setting_specs()
        if not name.startswith("prayer_")
        for part in ("", ".note")
    ]
    assert [key for key in keys if not has(key)] == []


def test_ids_become_names_in_both_languages() -> None:
    rules = house_rules({"colour_names": {"colour_2": "modrá"}})
    assert piece_name("t_piece:material_2", "en", rules) == "T piece (material 2)"
    assert piece_name("t_piece:material_2", "cs", rules) == "T díl (materiál 2)"
    assert colour_name("colour_2", "en", rules) == "modrá"
    assert colour_name("red", "cs", rules) == "červená"
    assert prayer_name(4) == "4. VIRTUS OMNIA DOMUERAT"
    assert piece_name("nonsense", "en", rules) == "nonsense"
    shown = display_params(
        {"step": "exchange", "current": "draw", "pieces": ["t_piece:material_1"], "cost": 2},
        "cs",
        default_house_rules(),
    )
    assert shown == {
        "step": "Výměna karet",
        "current": "Braní nových karet",
        "pieces": "T díl (materiál 1)",
        "cost": 2,
    }


def test_everything_a_random_game_says_can_be_shown(caplog: pytest.LogCaptureFixture) -> None:
    rng = random.Random(7)
    seen: set[str] = set()
    for count in (2, 4):
        game = Game(RULES, setup(count, seed=count))
        for _ in range(150):
            state = game.state
            rules = state.rules
            shown = [("sator.reminder", r.key, r.params) for r in view(state, 0).reminders]
            shown += [
                ("illegal", f"illegal.{why.reason}", why.params)
                for seat in range(state.seat_count)
                for why in options(state, seat).refused.values()
            ]
            action = next_random_action(state, rng)
            if action is None:
                break
            # The screens name the player an event happened to, for its words to agree with.
            shown += [
                ("event", f"event.{e.code}", {**e.params, "actor": person(state.name(e.seat))})
                if e.seat is not None
                else ("event", f"event.{e.code}", e.params)
                for e in game.act(action)
            ]
            for _, key, params in shown:
                seen.add(key)
                for language in LANGUAGES:
                    with caplog.at_level(logging.ERROR):
                        translate(key, language, **display_params(params, language, rules))
    assert not [record for record in caplog.records if record.levelno >= logging.ERROR]
    assert len(seen) > 80, len(seen)


def _told(event: Event, language: Language) -> str:
    params = display_params(event.params, language, default_house_rules())
    return translate(f"event.{event.code}", language, actor=person("Ann"), **params)


def test_a_step_is_told_by_its_number_and_name() -> None:
    started = playing(2).act(PlayRotas(seat=0, piece="t_piece:material_1"))[0]
    assert _told(started, "cs") == "Krok 2: Hraní karet."
    assert _told(started, "en") == "Step 2: Play cards."
    refusal = Illegal(
        "sat_step_passed", step="exchange", step_number=1, current="play", current_number=2
    )
    params = display_params(refusal.params, "cs", default_house_rules())
    assert translate("illegal.sat_step_passed", "cs", **params).startswith(
        "Na krok 1 (Výměna karet) je už pozdě: tah je v kroku 2 (Hraní karet)"
    )


def test_an_exchange_without_prayers_does_not_list_them() -> None:
    plain = playing(2).act(Exchange(seat=0))[0]
    assert _told(plain, "cs") == (
        "Výměna za 1 AB: dvě karty odhozeny, vzata horní karta balíčku Incertus Movet; zbývá 5 AB."
    )
    assert _told(plain, "en").startswith("Exchanged for 1 AP: discarded two cards, took the top")
    with_prayer = Event(
        plain.code, 0, {**plain.params, "prayers_discarded": [3], "prayers_count": 1}
    )
    assert _told(with_prayer, "cs").startswith(
        "Výměna za 1 AB: dvě karty odhozeny (z toho Liber Fidei: 3. MIHI IN DIES MAGIS "
        "ANIMUS ACCENDITUR), vzata"
    )
