"""Key to the Kingdom's bots, apart from the rules: the heuristic bot (bot.py), the search bots'
playout policy and position estimate (search.py) and the fit of that estimate (fitting.py).

The rules modules never import this package; the game (game.py) reaches it through lazy imports.
"""
