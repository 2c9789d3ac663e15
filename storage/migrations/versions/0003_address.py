"""How a person wants to be addressed: on player profiles, and on the seats of games
(taken from the profile when the game is set up).

Revision ID: 0003
Revises: 0002
Create Date: 2026-12-02
"""

import sqlalchemy as sa
from alembic import op

revision = "0003"
down_revision = "0002"
branch_labels = None
depends_on = None


def upgrade() -> None:
    with op.batch_alter_table("profile") as table:
        table.add_column(sa.Column("address", sa.String(16), nullable=True))
    with op.batch_alter_table("seat") as table:
        table.add_column(sa.Column("address", sa.String(16), nullable=True))


def downgrade() -> None:
    with op.batch_alter_table("seat") as table:
        table.drop_column("address")
    with op.batch_alter_table("profile") as table:
        table.drop_column("address")
