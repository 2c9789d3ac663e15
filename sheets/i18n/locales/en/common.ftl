app-title = Table companion
language-cs = Čeština
language-en = English
