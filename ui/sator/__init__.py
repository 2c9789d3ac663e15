"""The screens of SATOR AREPO TENET OPERA ROTAS."""
