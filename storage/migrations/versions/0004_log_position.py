"""The log position of each game: every change of the log moves it on by one, and a
change is written only from the position its writer read.

Revision ID: 0004
Revises: 0003
Create Date: 2026-12-02
"""

import sqlalchemy as sa
from alembic import op

revision = "0004"
down_revision = "0003"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.add_column(
        "game", sa.Column("log_position", sa.Integer(), nullable=False, server_default="0")
    )


def downgrade() -> None:
    # Not in batch mode: SQLite (3.35+) drops a column in place, whereas copying the
    # table would drop the old one, and its foreign keys would delete every game's log.
    op.drop_column("game", "log_position")
