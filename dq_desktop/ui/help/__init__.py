"""Learning the game: the rules window with its pictures of boards, and the guided
first game (its script, its panel and the guide that follows the game).

May import: common, tiles, hand, board, dialogs, table, records, coach.
"""
