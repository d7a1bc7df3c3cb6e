"""The revisions, in order: ``r0001`` schema 1, ``r0002`` the fairness and seat columns, ``r0003`` clocks."""
