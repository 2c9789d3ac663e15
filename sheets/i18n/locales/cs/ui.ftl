home-new_game = Nová hra
home-resume = Rozehrané hry
home-finished = Dohrané hry
home-no_games = Zatím žádné hry: začněte nahoře.
home-show_all = Zobrazit všechny ({ $count })
home-round = { $round }. kolo z { $rounds }
home-won_by = Vítězí { $names }
home-solo_score = Sólová hra: { $score }
home-updated = { $when }
damaged-title = Tuto hru už nelze přehrát
damaged-refused = Pravidla odmítají tah { $seq } z jejího záznamu: { $reason }
damaged-unreadable_action = Tah { $seq } z jejího záznamu tato verze aplikace neumí přečíst.
damaged-setup = Její příprava neodpovídá této verzi aplikace.
damaged-help = Nic se na ní nezměnilo. Uložte si soubor hry, abyste ji měli tak, jak je uložená.
damaged-save = Uložit soubor hry
game_file-save = Uložit soubor hry
game_file-import = Importovat soubor hry
game_file-imported = Hra ze souboru je uložená.
game_file-refused_title = Soubor hry nelze importovat
game_file-too_large = Soubor je větší než { $most } MiB, tolik žádná hra nezabere. Nic se nezměnilo.
game_file-not_received = Soubor se do aplikace nepřenesl, zkuste to prosím znovu. Nic se nezměnilo.
game_file-malformed = Toto není úplný soubor hry z této aplikace. Nic se nezměnilo.
game_file-details = Podrobnosti (anglicky): { $problem }
damaged-listed = Poškozená: už ji nelze přehrát
storage_down-title = Hry teď nelze načíst
storage_down-help = Databáze neodpovídá. Nic se neztratilo: všechny dřívější změny jsou uložené. Zkuste to za chvíli znovu.
storage_down-again = Zkusit znovu
nav-settings = Nastavení
nav-profiles = Hráči a statistiky
nav-home = Domů
nav-back = Zpět
settings-title = Nastavení
settings-language = Jazyk tohoto zařízení
settings-new_devices_language = Jazyk nových zařízení
settings-new_devices_language-caption = Nové zařízení, jehož prohlížeč nemluví česky, slovensky ani anglicky, začne v tomto jazyce:
settings-theme = Vzhled
settings-theme-system = Podle zařízení
settings-theme-light = Světlý
settings-theme-dark = Tmavý
settings-house_rules = Domácí pravidla pro nové hry
settings-device_only = Jazyk a vzhled patří jen tomuto zařízení; ostatní nastavení najdete na obrazovce hostitele.
profiles-title = Hráči
profiles-add = Přidat hráče
profiles-name = Jméno
profiles-edit = Upravit hráče
profiles-address = Jak o hráči mluvit
profiles-address-feminine = V ženském rodě (vyhrála)
profiles-address-masculine = V mužském rodě (vyhrál)
profiles-address-neutral = Neutrálně, bez rodu
profiles-addressed-feminine = ženský rod
profiles-addressed-masculine = mužský rod
profiles-addressed-neutral = neutrálně
profiles-addressed-unsaid = rod neuveden
profiles-delete = Smazat
profiles-delete_title = Smazat profil „{ $name }“?
profiles-delete_note = Odehrané hry zůstanou v historii pod jménem, se kterým byly hrány.
profiles-host_only = Hráče přidávejte a upravujte na obrazovce hostitele.
profiles-empty = Zatím žádní hráči.
profiles-stats =
    { $count ->
        [one] { $count } hra
        [few] { $count } hry
       *[other] { $count } her
    }, { $wins ->
        [one] { $wins } výhra
        [few] { $wins } výhry
       *[other] { $wins } výher
    }
profiles-scores = nejlépe { $best }, v průměru { $average }, naposledy { $last }
profiles-history = Body podle data
profiles-name_taken = Hráč s tímto jménem už existuje.
profiles-name_empty = Zadejte jméno.
common-save = Uložit
common-cancel = Zrušit
common-ok = OK
common-close = Zavřít
common-delete = Smazat
common-start = Začít
common-unverified = neověřeno
common-undo = Vrátit
common-redo = Znovu
common-history = Historie
common-the_table = Stůl
common-waiting = { $count ->
    [one] Na tahu je { $names }
   *[other] Na tahu jsou { $names }
}
common-waiting_you = { $count ->
    [0] Jste na tahu
   *[other] Na tahu jste vy a { $names }
}
common-waiting_everybody = Hrají všichni
common-seat_with_role = { $name } ({ $role })
common-menu = Nabídka
common-print = Tisk
common-error = Něco se pokazilo: { $error }
common-text_missing = (tento text v této verzi aplikace chybí)
common-refused = To teď pravidla nedovolují.
common-game_step = Krok hry
common-none = nic
new-player_name = Hráč { $number }
new-count =
    { $count ->
    [one] { $count } hráč
    [few] { $count } hráči
   *[other] { $count } hráčů
    }
new-fewer = Odebrat hráče
new-more = Přidat hráče
new-most_players =
    { $most ->
        [one] Hraje nejvýše { $most } hráč.
        [few] Hrají nejvýše { $most } hráči.
       *[other] Hraje nejvýše { $most } hráčů.
    }
new-least_players =
    { $least ->
        [one] Hraje nejméně { $least } hráč.
        [few] Hrají nejméně { $least } hráči.
       *[other] Hraje nejméně { $least } hráčů.
    }
new-name_missing = Každý hráč musí mít jméno.
new-names_differ = Každý hráč musí mít jiné jméno.
new-name_too_long =
    { $most ->
        [one] Jméno může mít nejvýše { $most } znak.
        [few] Jméno může mít nejvýše { $most } znaky.
       *[other] Jméno může mít nejvýše { $most } znaků.
    }
new-name_field-missing = Napište jméno.
new-name_field-too_long =
    { $most ->
        [one] Nejvýše { $most } znak.
        [few] Nejvýše { $most } znaky.
       *[other] Nejvýše { $most } znaků.
    }
new-name_field-same = Toto jméno už má jiný hráč.
kind-paper_dungeons = Papírové doupě
outcome-highest_glory = Vyhrává nejvíc slávy.
print-making = Připravuje se PDF…
print-progress = Strana { $done } z { $total }
print-failed = PDF nelze vytvořit: { $problem }
print-blank_pad = Vytisknout prázdné listy
print-count = Počet listů
print-paper = Papír
print-copies = Počet kopií na hráče
