"""The rules of Dungeon Dice: the state on the shared turn flow (state.py), its frames and asks
(frames.py), what a roll earns (faces.py), the exact odds of a decision (odds.py) and the position
builder (position.py). Never imports the words, the bots or the interface (words/, ai/, ui/)."""
