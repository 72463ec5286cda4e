"""The dialogs: New Game (seats, players, Sancho, deal, tile set), Settings and About.

May import: common, tiles, hand, board.
"""
