"""The schema: games, seats, the action log, player profiles, settings.

Revision ID: 0001
Revises:
Create Date: 2026-11-29
"""

import sqlalchemy as sa
from alembic import op

revision = "0001"
down_revision = None
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "game",
        sa.Column("id", sa.String(32), primary_key=True),
        sa.Column("kind", sa.String(64), nullable=False),
        sa.Column("title", sa.String(200), nullable=True),
        sa.Column("setup", sa.JSON(), nullable=False),
        sa.Column("content_version", sa.String(64), nullable=False),
        sa.Column("status", sa.String(16), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("updated_at", sa.DateTime(timezone=True), nullable=False),
    )
    op.create_index("ix_game_kind", "game", ["kind"])
    op.create_index("ix_game_status", "game", ["status"])
    op.create_table(
        "profile",
        sa.Column("id", sa.String(32), primary_key=True),
        sa.Column("name", sa.String(100), nullable=False),
        sa.Column("name_key", sa.String(100), nullable=False, unique=True),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
    )
    op.create_table(
        "seat",
        sa.Column(
            "game_id",
            sa.String(),
            sa.ForeignKey("game.id", ondelete="CASCADE"),
            primary_key=True,
        ),
        sa.Column("seat", sa.Integer(), primary_key=True),
        sa.Column("name", sa.String(100), nullable=False),
        sa.Column(
            "profile_id",
            sa.String(),
            sa.ForeignKey("profile.id", ondelete="SET NULL"),
            nullable=True,
        ),
        sa.Column("device_token_hash", sa.String(64), nullable=True, unique=True),
    )
    op.create_index("ix_seat_profile_id", "seat", ["profile_id"])
    op.create_table(
        "game_action",
        sa.Column(
            "game_id",
            sa.String(),
            sa.ForeignKey("game.id", ondelete="CASCADE"),
            primary_key=True,
        ),
        sa.Column("seq", sa.Integer(), primary_key=True),
        sa.Column("seat", sa.Integer(), nullable=False),
        sa.Column("type", sa.String(100), nullable=False),
        sa.Column("payload", sa.JSON(), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("undone", sa.Boolean(), nullable=False),
        sa.Column("undo_order", sa.Integer(), nullable=True),
        sa.Column("redoable", sa.Boolean(), nullable=False),
        sa.Column("redo_of", sa.Integer(), nullable=True),
    )
    op.create_table(
        "setting",
        sa.Column("key", sa.String(200), primary_key=True),
        sa.Column("value", sa.JSON(), nullable=False),
    )


def downgrade() -> None:
    op.drop_table("setting")
    op.drop_table("game_action")
    op.drop_index("ix_seat_profile_id", "seat")
    op.drop_table("seat")
    op.drop_table("profile")
    op.drop_index("ix_game_status", "game")
    op.drop_index("ix_game_kind", "game")
    op.drop_table("game")
