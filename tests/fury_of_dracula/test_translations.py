"""Every code the rules can produce has Czech and English text."""

import re
from pathlib import Path
from typing import get_args

from sheets.fury_of_dracula.content import load_content
from sheets.fury_of_dracula.state import Step
from sheets.i18n import has

PACKAGE = Path(__file__).parents[2] / "sheets" / "fury_of_dracula"
SOURCE = "\n".join(path.read_text("utf-8") for path in PACKAGE.glob("*.py"))


def test_every_reason_code_is_translated() -> None:
    reasons = set(re.findall(r'"(fod_[a-z_]+)"', SOURCE))
    missing = [
        code
        for code in sorted(reasons)
        if not (has(f"illegal.{code}") or has(f"event.{code}") or code == "fod_secret_")
    ]
    assert missing == []


def test_every_event_code_is_translated() -> None:
    public = set(re.findall(r'note\(\s*"(fod_[a-z_]+)"', SOURCE))
    secret = {f"fod_secret_{code}" for code in re.findall(r'secret\(\s*"([a-z_]+)"', SOURCE)}
    assert public and secret
    assert [code for code in sorted(public | secret) if not has(f"event.{code}")] == []


def test_every_reminder_step_and_component_is_translated() -> None:
    keys = set(re.findall(r'"(fod\.reminder\.[a-z_]+)"', SOURCE))
    keys |= {f"fod.step.{step}" for step in get_args(Step)}
    content = load_content()
    keys |= {f"fod.place.{code}" for code in content.places}
    keys |= {f"fod.encounter.{card}" for card in content.encounters}
    keys |= {f"fod.power.{power}" for power in content.powers}
    keys |= {f"fod.hunter.{hunter}" for hunter in content.hunters}
    keys |= {f"fod.token.{token}" for token in content.rules.tokens}
    keys |= {f"fod.setting.{name}" for name in content.rules.settings}
    keys |= {f"fod.ally.{ally}" for side in content.rules.allies.values() for ally in side}
    assert [key for key in sorted(keys) if not has(key)] == []
