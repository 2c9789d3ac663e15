app-title = Table companion
app-short_name = Companion
app-description = Rules, score sheets and dice for board games at a real table: Paper Dungeons, Fury of Dracula, The Big Book of Madness, SATOR AREPO TENET OPERA ROTAS.
language-cs = Čeština
language-en = English
