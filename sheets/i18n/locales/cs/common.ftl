app-title = Společník ke stolu
app-short_name = Společník
app-description = Pravidla, herní listy a kostky pro deskové hry u skutečného stolu: Papírové doupě, Běsnění Drákuly, Velká kniha strašlivých čar, SATOR AREPO TENET OPERA ROTAS.
language-cs = Čeština
language-en = English
