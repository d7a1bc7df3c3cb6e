"""How Key to the Kingdom is drawn: the terminal renderer (render.py), the board as SVG (svg.py) and
the static board data for the browser (client.py)."""
