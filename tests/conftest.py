"""Settings for the whole suite."""

import logging
from collections.abc import Iterator

import pytest
from hypothesis import Phase, settings

# Hypothesis's "explain" phase traces every line of a failing example to say why it
# failed; on whole-game property tests that takes many minutes. Shrinking stays on. No
# example has a deadline: on a busy two-core machine an example's time says nothing of
# the rules (speed is the benchmarks' to measure), and a deadline made tests flaky.
settings.register_profile(
    "suite",
    phases=[Phase.explicit, Phase.reuse, Phase.generate, Phase.target, Phase.shrink],
    deadline=None,
)
settings.load_profile("suite")


@pytest.fixture(autouse=True)
def _every_message_is_written_whole(caplog: pytest.LogCaptureFixture) -> Iterator[None]:
    """A message written without a variable it reads, with a name it cannot decline, or
    one the catalog lacks is logged by the catalog, and fails the test that caused it."""
    yield
    failed = [
        record.getMessage()
        for record in caplog.get_records("call")
        if record.name in ("sheets.i18n", "ui.i18n") and record.levelno >= logging.ERROR
    ]
    assert failed == []
