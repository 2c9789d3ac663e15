"""End-of-game scoring: breakdowns by score line, objectives and missions, rankings, campaigns."""
