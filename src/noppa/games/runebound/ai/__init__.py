"""Runebound's bots: the heuristic bot and what it reckons with, the search hooks, the fitted estimate.

Nothing here is a rule: the rules modules beside ``ai/`` never import it; only ``game.py`` hands
these to the engine (bots, rollouts, the evaluation).
"""
