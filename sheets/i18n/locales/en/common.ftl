app-title = Table companion
language-cs = Czech
language-en = English
