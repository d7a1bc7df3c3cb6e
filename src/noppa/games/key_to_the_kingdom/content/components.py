"""The fixed contents of the box: equipment, treasures, treasure cases, adventurers (KK-COMP-01)."""

from __future__ import annotations

EQUIPMENT: tuple[str, ...] = ("axe", "torch", "sword", "net", "hook", "food", "rope", "shield")
"""The eight kinds of equipment card, in the order of the booklet (KK-SETUP-05). ``food`` is the
food bag (ruokapussi)."""

KEY = "golden-key"
COBRA = "cobra"
TREASURES: tuple[str, ...] = (KEY, "golden-chalice", "magic-ring", "crown-of-glory", "golden-sword", COBRA)
"""The six treasure cards (KK-COMP-01); the Cobra is one of them (KK-SETUP-04)."""

CASES: tuple[str, ...] = (
    "spirit-castle",
    "ice-mountain",
    "devils-castle",
    "martyrs-temple",
    "boulder-fortress",
    "dark-tower",
)
"""The six treasure cases, each named after its treasure place (KK-SETUP-04), in the booklet's order."""

COLOURS: tuple[str, ...] = ("grey", "red", "brown", "blue", "green", "violet")
"""The six adventurers (KK-COMP-01); seat n plays the n-th colour."""

DIE = 8
"""The game's one die has eight faces (KK-COMP-01)."""

MONSTER_CARDS = 30
MAGIC_CARDS = 6
BRIDGE_PIECES = 6
