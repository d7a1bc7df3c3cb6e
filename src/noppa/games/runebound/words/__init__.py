"""Runebound's words: the Words capability (labels, log lines, card and place names for text)."""
