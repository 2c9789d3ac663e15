"""Benchmarks: ``python -m bench`` prints one JSON object per line and figure."""
