"""Key to the Kingdom's rules: the state (state.py), its frames and asks (state_frames.py) in one
flow table (state_flow.py), one module per part of the turn (state_turns, state_moves, state_hazards,
state_specials, state_board, state_end), movement (moves.py), the position builder (position.py) and
the views (views.py). Never imports words/, ai/ or ui/."""
