"""What every new-game screen has: the players (how many, their names, the player
profiles to fill them in from), the problem that keeps the game from starting, the
buttons to start and to print, and the start itself: the game stored with its players
and opened on this device, which hosts it."""
