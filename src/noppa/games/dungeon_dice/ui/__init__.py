"""Dungeon Dice's interface: the terminal renderer (render.py). The browser board
(``noppa/web/static/games/dungeon-dice.js``) draws from the view alone."""
