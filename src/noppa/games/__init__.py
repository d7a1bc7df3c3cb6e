"""The games shipped with noppa, one package each. Import them through :func:`noppa.get_game`."""
