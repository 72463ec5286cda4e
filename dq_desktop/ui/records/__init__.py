"""The record book on screen: its window with summaries, bands, charts and the table
of games, the replay window that steps through a recorded game, and the review window
that judges each of its placements.

May import: common, tiles, hand, board, dialogs, table.
"""
