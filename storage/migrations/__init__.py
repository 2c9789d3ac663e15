"""Alembic migrations of the store's schema, run by :mod:`storage.migrate` on open.

A schema change is a new script in ``versions/`` (``python -m storage.migrations new
"what changes"`` writes one by comparing the tables with a database at the head).
"""
