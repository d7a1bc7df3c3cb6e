"""The ``noppa`` command: terminal play and the project's other commands."""
