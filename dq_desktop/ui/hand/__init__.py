"""A player's tiles: the hand as a list model (the drag-and-drop puzzle's contract), the
view that shows it with the tile set aside and Sancho, and the private MIME type a
dragged tile travels in (ids, never pixmaps).

May import: common, tiles.
"""
