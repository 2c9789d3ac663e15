app-title = Společník ke stolu
app-short_name = Společník
app-description = Pravidla, herní listy a kostky pro deskové hry u skutečného stolu: Papírové doupě, Běsnění Drákuly, Velká kniha strašlivých čar, SATOR AREPO TENET OPERA ROTAS.
away-title = Server stolu neodpovídá
away-address = Server stolu na adrese { $address } není dostupný.
away-advice = Zkontrolujte, že je počítač hostitele zapnutý a aplikace na něm běží a že je toto zařízení připojené ke stejné síti Wi-Fi.
away-retrying = Připojujeme se znovu, nemusíte nic dělat. Jakmile server odpoví, budete pokračovat tam, kde jste přestali.
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
