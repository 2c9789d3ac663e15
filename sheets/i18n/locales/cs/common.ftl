app-title = Společník ke stolu
language-cs = Čeština
language-en = English
