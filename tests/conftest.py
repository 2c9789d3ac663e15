"""Settings for the whole suite."""

from hypothesis import Phase, settings

# Hypothesis's "explain" phase traces every line of a failing example to say why it
# failed; on whole-game property tests that takes many minutes. Shrinking stays on.
settings.register_profile(
    "suite", phases=[Phase.explicit, Phase.reuse, Phase.generate, Phase.target, Phase.shrink]
)
settings.load_profile("suite")
