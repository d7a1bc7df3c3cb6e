"""Runebound's rules: the state, the pieces, the turn flow's table, one module per part of the turn.

Never imports ``words``, ``ai`` or ``ui``.
"""
