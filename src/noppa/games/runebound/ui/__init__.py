"""Runebound's user interface: the terminal renderer and the map as SVG."""
