"""A Paper Dungeons sheet in Chromium, used as a player uses it: taps on what the screen
shows, in the screen's own words (read from the message catalogue, so that a reworded
message does not break a test).

Every step waits for the state it needs, never for time. A change reaches the browser
as a series of updates, the sheet's last (its prompt line and its title): a step waits for
what the change makes the sheet say. A dialog the change opened was sent before that, but
Flutter opens a dialog one frame after it hears of it, so a step that may bring news lets
two frames pass after the sheet changed before it looks for the news.
"""

from __future__ import annotations

import re
from collections import Counter

from playwright.sync_api import Locator, Page, expect

from sheets.i18n import Language, translate
from tests.e2e.conftest import PATIENCE_MS, TWO_FRAMES, title
from tests.e2e.targets import too_small

# Long enough for one step on a busy machine (ms).
WAIT = PATIENCE_MS


class Sheet:
    """The sheet on one device: the host's (it rolls and ends the rounds) or a phone's."""

    def __init__(self, page: Page, language: Language, *, host: bool = True) -> None:
        self.page = page
        self.language = language
        self.host = host
        self.taps: Counter[str] = Counter()
        prefix = self.say("pd.die.label", index=0, colour="", symbol="", number="")
        prefix = prefix.split("0", 1)[0]
        used = self.say("pd.die.used", label="")
        skull = self.say("term.skull")
        self.unused_die = re.compile(
            rf"^{re.escape(prefix)}\d:(?!.*{re.escape(skull)})(?!.*{re.escape(used.strip())})"
        )

    def say(self, key: str, **params: object) -> str:
        return translate(key, self.language, **params)

    # Looking

    def text(self, key: str, **params: object) -> Locator:
        return self.page.get_by_text(self.say(key, **params), exact=True).first

    def title(self, key: str, **params: object) -> Locator:
        return title(self.page, self.say(key, **params))

    def button(self, key: str, **params: object) -> Locator:
        return self.page.get_by_role("button", name=self.say(key, **params), exact=True)

    def shows(self, locator: Locator) -> None:
        expect(locator).to_be_attached(timeout=WAIT)

    def next_frames(self) -> None:
        """Two frames drawn after the one that showed the change waited for: a dialog the
        change opened is on screen by then."""
        self.page.evaluate(TWO_FRAMES)

    # Tapping

    def tap(self, locator: Locator, kind: str) -> None:
        locator.click(timeout=WAIT)
        self.taps[kind] += 1

    def after(self, marker: Locator, kind: str) -> None:
        """Wait for ``marker``, what the change makes the sheet say; the news the change
        brought (a round's end, a fight) is read and closed on the way."""
        ok = self.page.get_by_role("alertdialog").get_by_role(
            "button", name=self.say("common.ok"), exact=True
        )
        self.shows(marker.or_(ok).first)
        if not marker.count():
            self.close(ok, kind)
            self.shows(marker)
            return
        self.next_frames()
        if ok.count():
            self.close(ok, kind)

    def close(self, button: Locator, kind: str) -> None:
        """Tap a dialog's button and wait until the dialog has gone from the screen."""
        dialog = self.page.get_by_role("alertdialog").element_handle(timeout=WAIT)
        self.tap(button.first, kind)
        dialog.wait_for_element_state("hidden", timeout=WAIT)

    def type_into(self, field: Locator, text: str) -> None:
        """Type into a text field once Flutter edits it: the tap waits for the dialog to
        stand still, and Flutter turns the field's autocorrect on when it starts editing
        it (what is typed before that is lost, as the field takes Flutter's text then)."""
        field.click(timeout=WAIT)
        expect(field).to_have_attribute("autocorrect", "on", timeout=WAIT)
        field.fill(text)

    # The steps of a game

    def actions_left(self, count: int) -> Locator:
        if count == 0:
            return self.text("pd.sheet.phase.done" if self.host else "access.host_ends")
        return self.text("pd.sheet.phase.actions", count=count)

    def roll(self) -> None:
        self.tap(self.button("pd.sheet.roll"), "roll")
        self.shows(self.actions_left(3))

    def brew(self, left: int) -> None:
        """One action with the first die still free: brew potions (answering the question a
        potion bonus asks with its first answer)."""
        self.tap(self.page.get_by_role("button", name=self.unused_die).first, "brew")
        self.tap(self.button("pd.sheet.brew"), "brew")
        done = self.actions_left(left)
        question = self.page.get_by_role("alertdialog")
        cancel = re.escape(self.say("common.cancel"))
        while True:
            self.shows(done.or_(question).first)
            if done.count():
                return
            answers = question.get_by_role("button", name=re.compile(rf"^(?!{cancel}$)"))
            self.close(answers, "brew")

    def switch_to(self, seat: str, round_number: int) -> None:
        self.tap(self.page.get_by_role("button", name=re.compile(f"^{re.escape(seat)}")), "seat")
        self.shows(self.title("pd.sheet.round_seat", round=round_number, name=seat))

    def end_round(self, marker: Locator) -> None:
        self.tap(self.button("pd.sheet.end_round"), "end round")
        self.after(marker, "end round")

    def fight(self, glory: int, marker: Locator) -> None:
        """The fight with the villain as the table tells it: ``glory`` won, or the flee
        glory when the party fled (as the form says for a party that never reached the
        villain's room)."""
        self.tap(self.button("pd.fight.open").first, "fight")
        field = self.page.get_by_role("textbox", name=self.say("pd.fight.glory"))
        self.shows(field)
        assert too_small(self.page) == [], "the fight's form"
        fled = self.page.get_by_role("checkbox", name=self.say("pd.sheet.fled"))
        self.type_into(field, str(-3 if fled.is_checked() else glory))
        self.taps["fight"] += 1
        self.close(self.button("pd.sheet.record"), "fight")
        self.after(marker, "fight")
