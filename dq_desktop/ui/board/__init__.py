"""A principality on screen: its ``QGraphicsScene`` whose items only mirror the engine,
the large board and miniature views, the marks and badges drawn over it, the board
reader (keyboard cursor and accessible text), and still pictures of boards and tile
rows for the help and the records.

May import: common, tiles, hand.
"""
