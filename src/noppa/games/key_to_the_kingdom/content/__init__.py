"""Key to the Kingdom's content: the components (components.py) and the loaders that read and check
the data files in ../data (board.py, hazards.py with procedures.py, monsters.py)."""
