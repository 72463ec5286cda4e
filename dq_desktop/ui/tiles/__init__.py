"""Tiles drawn and said: the one vector painter of every tile (``tile_painter`` is its
public face; ``frame``, ``roads``, ``symbols``, ``castles`` and ``marks`` draw the parts
and share underscored names only within this room), the cache of tile pictures that
keeps hovering fast, and a tile in words for the board reader and tooltips.

May import: common.
"""
