"""The record book on screen: its window with summaries, bands, charts and the table
of games, and the replay window that steps through a recorded game (its Review button
asks, by a signal, for the coach's review window).

May import: common, tiles, hand, board, dialogs, table.
"""
