"""The game being played: the controller that owns the engine's game, the computer
players' thread, the game view with its banner and seat cards, the scoring helper, the
round overlay and final standings, the hindsight analysis at the end, and the keeper
that autosaves and records.

May import: common, tiles, hand, board, dialogs.
"""
