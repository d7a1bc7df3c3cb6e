"""Runebound's content: the data schema (msgspec), loading and validation, and the effect vocabulary."""
