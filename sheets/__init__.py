"""The games: content, state, actions, rules and per-seat views, as pure Python."""
