"""Results: the outcome of each finished game, kept beside its log.

Revision ID: 0002
Revises: 0001
Create Date: 2026-11-29
"""

import sqlalchemy as sa
from alembic import op

revision = "0002"
down_revision = "0001"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "game_result",
        sa.Column(
            "game_id",
            sa.String(),
            sa.ForeignKey("game.id", ondelete="CASCADE"),
            primary_key=True,
        ),
        sa.Column("finished_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("outcome", sa.JSON(), nullable=False),
    )


def downgrade() -> None:
    op.drop_table("game_result")
