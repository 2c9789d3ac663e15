app-title = Společník ke stolu
app-short_name = Společník
app-description = Pravidla, herní listy a kostky pro deskové hry u skutečného stolu: Papírové doupě, Běsnění Drákuly, Velká kniha strašlivých čar, SATOR AREPO TENET OPERA ROTAS.
language-cs = Čeština
language-en = English
name-blank = Jméno nemůže být prázdné.
name-too_long =
    { $most ->
        [one] Jméno může mít nejvýše { $most } znak.
        [few] Jméno může mít nejvýše { $most } znaky.
       *[other] Jméno může mít nejvýše { $most } znaků.
    }
name-control = Jméno nemůže obsahovat řídicí znaky, například konec řádku nebo tabulátor.
name-direction = Jméno nemůže obsahovat znaky, které mění směr textu.
