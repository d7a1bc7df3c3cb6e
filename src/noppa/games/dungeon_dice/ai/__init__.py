"""Dungeon Dice's bots and search helpers, apart from the rules: they read the state, never change it.

``bot`` (the best-expectation bot), ``winning`` (the exact two-player solution) and ``win_bot`` (the
bot that plays by it), ``playout`` (the search's playout policy and key).
"""
