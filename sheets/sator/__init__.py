"""SATOR AREPO TENET OPERA ROTAS: setup and the action-point turn, as pure rules."""
