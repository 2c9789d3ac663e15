"""Reusable controls: layout areas, symbols, dice."""
